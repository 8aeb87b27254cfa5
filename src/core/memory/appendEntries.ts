/**
 * Appends accepted proposals to a memory, rules or skills note — the one
 * function the migrate pass calls per note. Pure text → text: every byte of
 * the note it does not mean to change stays (line endings, BOM, trailing
 * spaces, hand-written entries, anything that is not an entry).
 *
 * Nothing leaves or merges unless the addition names it: the user's ticked
 * "Same as" and "Replaces" lines arrive as `sameAs` and `replaces`. For each
 * addition, in order:
 * 1. its id is already in the note (as an entry's `am:` id, or in `also:` or
 *    `replaces:`) → nothing to do (`alreadyPresent`);
 * 2. it names "Same as" entries still in the note as the user saw them →
 *    their `seen` count and `last:` date go up in place, and their `also:`
 *    list records the addition's id (`duplicates`);
 * 3. an entry says word for word the same (case, accents and punctuation
 *    aside) → nothing to do (`alreadyPresent`);
 * 4. otherwise it is appended after the note's last entry, and the
 *    "Replaces" entries still in the note as the user saw them leave it
 *    (`superseded`; the caller archives them), its comment listing their ids.
 * A named entry edited or removed since is left alone and reported in
 * `stale`. Nothing leaves for the note's size: `entries` says how many it
 * holds, and the caller compares that with the note's cap. Because every
 * handled id stays in the note, running the same additions again changes
 * nothing.
 */
import { toSingleLine } from "../text";
import { parseNote, type MemoryEntry } from "./entries";
import { entryFor, NotePlan, type NamedEntry, type NewEntry, type Written } from "./plan";
import { renderNote } from "./render";

export { formatArchivedEntries, type ArchiveOptions, type MovedEntries } from "./archive";
export type { NamedEntry, NewEntry } from "./plan";

/** How appendEntries treats the note. */
export interface AppendOptions {
	/** YYYY-MM-DD, for additions without a valid date. */
	today: string;
	/** Heading of a note that does not exist yet (`# <title>`). */
	title: string;
}

/**
 * What appendEntries did. Every addition is in exactly one of `appended`,
 * `alreadyPresent` and `duplicates`; an appended one may also be the `entry`
 * of a `superseded` pair. Entries in `superseded[].old` are no
 * longer in `text`: their offsets refer to the note as it was given, and an
 * `old` that was itself added earlier in the same call was never in any
 * note (offsets −1). Use their `raw` and `text`.
 */
export interface AppendResult {
	/** The note's new text (the given text, unchanged, when there was nothing to do). */
	text: string;
	/** False when `text` is the note as given (or the note is missing and nothing was added). */
	changed: boolean;
	/** Additions written as new entries. */
	appended: NewEntry[];
	/** Additions whose id was already in the note, or whose words an entry already says. */
	alreadyPresent: NewEntry[];
	/** Ticked "Same as": `existing` (as it now stands in `text`) had its count and last date bumped instead. */
	duplicates: { entry: NewEntry; existing: MemoryEntry }[];
	/** Ticked "Replaces": `old` was removed from the note; `entry` was appended in its place. */
	superseded: { entry: NewEntry; old: MemoryEntry }[];
	/** Entries a relation named that were edited or removed since the user ticked it: left alone. */
	stale: { entry: NewEntry; named: NamedEntry }[];
	/** How many entries the note holds in `text`. */
	entries: number;
}

/** Appends `additions` to a note (null: the note does not exist yet). Pure; see the module comment. */
export function appendEntries(noteText: string | null, additions: readonly NewEntry[], options: AppendOptions): AppendResult {
	const base = noteText ?? `# ${toSingleLine(options.title)}\n\n`;
	const note = parseNote(base);
	const plan = new NotePlan(note.entries, note.entries[note.entries.length - 1]?.section ?? note.endSection);
	const result: AppendResult = { text: base, changed: false, appended: [], alreadyPresent: [], duplicates: [], superseded: [], stale: [], entries: 0 };
	const bumped: { entry: NewEntry; target: Written }[] = [];
	for (const addition of additions) {
		const outcome = plan.take(addition, options.today);
		for (const named of outcome.stale) result.stale.push({ entry: addition, named });
		if (outcome.kind === "alreadyPresent") result.alreadyPresent.push(addition);
		else if (outcome.kind === "duplicate") bumped.push({ entry: addition, target: outcome.target });
		else {
			result.appended.push(addition);
			for (const old of outcome.superseded) result.superseded.push({ entry: addition, old });
		}
	}
	result.entries = plan.size;

	const { text, placed } = renderNote(base, note, plan.originals, plan.added, noteText === null ? "\n" : note.lineEnding);
	result.changed = noteText === null ? plan.added.length > 0 : text !== noteText;
	result.text = result.changed ? text : (noteText ?? text);
	// Report each bumped entry as it now stands in the text (or as it was last, if a later addition superseded it).
	const byStart = bumped.length > 0 ? new Map(parseNote(result.text).entries.map((entry) => [entry.start, entry])) : new Map<number, MemoryEntry>();
	result.duplicates = bumped.map(({ entry, target }) => {
		const start = placed.get(target);
		const now = start === undefined ? undefined : byStart.get(start);
		return { entry, existing: now ?? entryFor(target.date, target.text, target.meta, target.entry.section) };
	});
	return result;
}
