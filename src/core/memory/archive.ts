/**
 * Lines for `Migration/Archive.md` recording entries that left a memory,
 * rules or skills note because the user ticked "Replaces" for a new one.
 * The entry keeps its own line (marker, date, text) and our comment says
 * what happened, when, and where it came from (archives of earlier versions
 * may also hold entries marked `evicted`, moved out over a note's cap, which
 * no longer happens):
 *
 *     - [2026-04-08] old text <!-- am:7f3a9c21 superseded-by:1b2c3d4e 2026-11-22 from:Memory/Memory.md -->
 */
import { textId } from "../ids";
import type { MemoryEntry } from "./entries";
import { encodeToken, formatMetaComment, locateMetaComment, newMeta } from "./meta";

/** Entries that left a note, as appendEntries reports them. */
export interface MovedEntries {
	/** Old entries removed because `entry` (the new one, by id) contradicts them. */
	superseded: readonly { entry: { id: string }; old: MemoryEntry }[];
}

/** Where and when the entries were moved. */
export interface ArchiveOptions {
	/** YYYY-MM-DD of the move. */
	today: string;
	/** The note the entries came from (vault path). */
	notePath: string;
	/** Line ending of the archive note (default LF). */
	lineEnding?: "\n" | "\r\n";
}

/** The archive lines for every moved entry, each ending with a line ending; "" when none moved. */
export function formatArchivedEntries(moved: MovedEntries, options: ArchiveOptions): string {
	const eol = options.lineEnding ?? "\n";
	const from = `from:${encodeToken(options.notePath)}`;
	const lines: string[] = [];
	for (const { entry, old } of moved.superseded) lines.push(...archivedEntryLines(old, [`superseded-by:${encodeToken(entry.id)}`, options.today, from]));
	return lines.map((line) => line + eol).join("");
}

/**
 * One moved entry as archive lines: its first line with our comment carrying
 * `marks` right after the id (a hand-written entry gets an id from its text),
 * then its indented lines unchanged.
 */
export function archivedEntryLines(entry: MemoryEntry, marks: readonly string[]): string[] {
	const [first = "", ...rest] = entry.raw.split(/\r\n|\r|\n/);
	const found = locateMetaComment(first);
	const head = found ? (first.slice(0, found.start).trimEnd() + first.slice(found.end)).trimEnd() : first.trimEnd();
	const meta = entry.meta ?? newMeta(textId(entry.text));
	const idToken = `am:${encodeToken(meta.id)}`;
	const comment = formatMetaComment(meta).replace(idToken, [idToken, ...marks].join(" "));
	if (rest.length > 0 && rest[rest.length - 1] === "") rest.pop();
	return [`${head} ${comment}`, ...rest];
}

