import { parseEntries } from "../core/memory/entries";
import { isDisabled } from "../core/memory/meta";
import { entryId } from "../core/memory/relations";
import { TextIndex } from "../core/similarity/textIndex";
import type { LearnedKind, LearnedNote } from "./notes";

/** One entry found by a search. */
export interface EntryHit {
	/** The entry's id, as relation lines and the review name it. */
	id: string;
	text: string;
	/** The note it is in. */
	note: string;
	kind: LearnedKind;
	/** The date it was written (`YYYY-MM-DD`), or null for a hand-written entry. */
	date: string | null;
	/** When it was last proposed again, or null. */
	lastSeen: string | null;
}

/** The entries of the learned notes that match the query best (BM25, prefix and small typos allowed), best first; disabled entries are never found. */
export function searchEntries(notes: readonly LearnedNote[], query: string, limit: number): EntryHit[] {
	const hits: EntryHit[] = notes.flatMap((note) =>
		parseEntries(note.text).filter((entry) => !isDisabled(entry.meta)).map((entry) => ({ id: entryId(entry), text: entry.text, note: note.path, kind: note.kind, date: entry.date, lastSeen: entry.lastSeen })),
	);
	return new TextIndex(hits.map((hit) => hit.text))
		.search(query, { prefix: true, fuzzy: 0.2 })
		.slice(0, limit)
		.flatMap((position) => hits[position] ?? []);
}
