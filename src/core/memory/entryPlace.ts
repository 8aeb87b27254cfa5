/**
 * Where an entry is in its note, for opening the note at it: its line, and
 * its block id when its line ends in one (`… ^plumber`), so a link can name
 * the block itself.
 */
import { parseEntries } from "./entries";
import { entryId } from "./relations";

const BLOCK_ID = /(?:^|\s)\^([A-Za-z0-9-]+)$/;

/** The block id an entry's statement ends in (`plumber` for `… ^plumber`), or null. */
export function blockIdOf(statement: string): string | null {
	return BLOCK_ID.exec(statement)?.[1] ?? null;
}

/** Where the entry with the id is in the note's text: its 0-based line and its block id (null without one); null when no entry has the id. */
export function entryPlace(text: string, id: string): { line: number; block: string | null } | null {
	const entry = parseEntries(text).find((candidate) => entryId(candidate) === id);
	return entry === undefined ? null : { line: entry.line, block: blockIdOf(entry.text) };
}
