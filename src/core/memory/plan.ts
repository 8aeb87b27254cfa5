/**
 * What appendEntries decides, addition by addition, before any text is
 * written: which additions are already known, which bump an entry, which
 * supersede one, which are new. Nothing leaves a note for its size: a note
 * past its cap stays so (the caller reports it).
 * Only the user decides what is the same or no longer true: an addition
 * bumps or supersedes exactly the entries its ticked relation lines name,
 * nothing else. The note's entries and the new ones are held as `Written`
 * records that render.ts turns into text.
 */
import { textId } from "../ids";
import { toSingleLine, isIsoDate } from "../text";
import { entryText, formatEntry, type MemoryEntry } from "./entries";
import { fold, wordsOf } from "../folding";
import { type EntryMeta } from "./meta";

/** An accepted proposal on its way into a note. */
export interface NewEntry {
	/** The proposal's stable id (becomes the entry's `am:` id). */
	id: string;
	/** The statement; neutralised before it is written. */
	text: string;
	/** YYYY-MM-DD written as the entry's date (today when not a valid date). */
	date: string;
	/** Where the proposal came from (e.g. the agenda note); "" for none. */
	source: string;
	/** Entries the user ticked "Same as": bumped instead of appending a line. */
	sameAs?: readonly NamedEntry[];
	/** Entries the user ticked "Replaces": they leave the note, superseded by this one. */
	replaces?: readonly NamedEntry[];
}

/** An entry as a relation line names it: its id, and its text as the user saw it when ticking. */
export interface NamedEntry {
	id: string;
	text: string;
}

/** Most ids kept in an entry's `also:` and `replaces:` lists: the newest stay, so no comment grows without bound. */
export const MAX_LISTED_IDS = 20;

/** An entry as it will be written: one the note had, or one this call adds. */
export interface Written {
	origin: "note" | "addition";
	/** As parsed from the note, or as first formatted for an addition (offsets −1). */
	entry: MemoryEntry;
	/** Metadata to write (null: a note entry left as it was). */
	meta: EntryMeta | null;
	/** Date to write ("" for none) and single-line text. */
	date: string;
	text: string;
	/** A note entry bumped as a duplicate: its comment is rewritten. */
	bumped: boolean;
	/** Superseded: not written. */
	removed: boolean;
}

/** What became of one addition. */
export type Outcome =
	/** Its id is in the note already, or an entry says exactly the same (after folding case, accents and punctuation). */
	| { kind: "alreadyPresent"; reason: "id" | "same-text"; stale: NamedEntry[] }
	/** A ticked "Same as" entry was bumped. */
	| { kind: "duplicate"; target: Written; stale: NamedEntry[] }
	/** Written as a new entry; the ticked "Replaces" entries left the note. */
	| { kind: "appended"; written: Written; superseded: MemoryEntry[]; stale: NamedEntry[] };

/** The decisions for one note, taken one addition at a time. */
export class NotePlan {
	/** The note's entries, in document order. */
	readonly originals: Written[];
	/** Entries this call adds, in order (some may be removed again by a later addition). */
	readonly added: Written[] = [];
	// Entries by their folded words, for the exact-duplicate check.
	private readonly byKey = new Map<string, Written[]>();
	// Every entry that answers for an id (a note may hold the same id twice).
	private readonly owners = new Map<string, Written[]>();

	/** Plans for a note with these entries; new entries fall under `section`. */
	constructor(
		entries: readonly MemoryEntry[],
		private readonly section: string,
	) {
		this.originals = entries.map((entry) => ({ origin: "note", entry, meta: entry.meta, date: entry.date ?? "", text: entry.text, bumped: false, removed: false }));
		for (const written of this.originals) this.track(written);
	}

	/**
	 * Decides one addition: known id or the same words as an entry → nothing;
	 * a ticked "Same as" entry still as the user saw it → bumped; else
	 * appended, and each ticked "Replaces" entry still as the user saw it
	 * leaves the note. A named entry that was edited or removed since is
	 * left alone and reported as stale. Only entries the note had before
	 * this call can be bumped or replaced, so additions never chain.
	 */
	take(addition: NewEntry, today: string): Outcome {
		const id = addition.id.trim() === "" ? textId(addition.text) : addition.id.trim();
		const stale: NamedEntry[] = [];
		const known = this.owners.get(id);
		if (known) return { kind: "alreadyPresent", reason: "id", stale };
		const text = entryText(addition.text);
		const date = isIsoDate(addition.date) ? addition.date : today;
		const same = this.resolve(addition.sameAs ?? [], stale);
		const target = same[0];
		if (target) {
			for (const entry of same) bump(entry, id, date);
			this.own(target, [id]);
			return { kind: "duplicate", target, stale };
		}
		const twin = this.byKey.get(exactKey(text))?.find((written) => !written.removed);
		if (twin) return { kind: "alreadyPresent", reason: "same-text", stale };
		const old = this.resolve(addition.replaces ?? [], stale);
		const replaced = newest(old.flatMap((entry) => idsOf(entry)));
		const meta: EntryMeta = { id, seen: 1, lastSeen: null, source: toSingleLine(addition.source) || null, also: [], replaces: replaced, extra: [] };
		const written: Written = { origin: "addition", entry: entryFor(date, text, meta, this.section), meta, date, text, bumped: false, removed: false };
		for (const entry of old) entry.removed = true;
		this.track(written);
		this.added.push(written);
		return { kind: "appended", written, superseded: old.map(asRemoved), stale };
	}

	/** The note's own entries a relation names, still with the text the user saw; the others go to `stale`. */
	private resolve(named: readonly NamedEntry[], stale: NamedEntry[]): Written[] {
		const found: Written[] = [];
		for (const entry of named) {
			// A relation line shows the entry's text neutralised: compare both as such.
			const shown = exactKey(entryText(entry.text));
			const match = (this.owners.get(entry.id) ?? []).find((w) => w.origin === "note" && !w.removed && exactKey(entryText(w.text)) === shown);
			if (match && !found.includes(match)) found.push(match);
			else if (!match) stale.push(entry);
		}
		return found;
	}

	/** How many entries the note holds once written. */
	get size(): number {
		return this.originals.filter((w) => !w.removed).length + this.added.filter((w) => !w.removed).length;
	}

	private track(written: Written): void {
		this.own(written, idsOf(written));
		const key = exactKey(written.text);
		const list = this.byKey.get(key);
		if (list) list.push(written);
		else this.byKey.set(key, [written]);
	}

	private own(written: Written, ids: readonly string[]): void {
		for (const id of ids) {
			const list = this.owners.get(id);
			if (list) list.push(written);
			else this.owners.set(id, [written]);
		}
	}
}

/** The entry as it stood when it left: a note entry as parsed, an addition as it would have been written. */
export function asRemoved(written: Written): MemoryEntry {
	return written.origin === "note" ? written.entry : entryFor(written.date, written.text, written.meta, written.entry.section);
}

/** Every id an entry answers for: its own (a hand-written entry's from its text), those merged into it and those it replaced. */
function idsOf(written: Written): string[] {
	const meta = written.meta;
	const own = meta?.id ?? written.entry.id ?? textId(written.entry.text);
	return [own, ...(meta?.also ?? []), ...(meta?.replaces ?? [])];
}

/** The text as two entries are compared for being word for word the same: folded, punctuation and spacing ignored. */
export function exactKey(text: string): string {
	return wordsOf(fold(text)).join(" ");
}

/** The newest ids of a list (the last ones), at most MAX_LISTED_IDS. */
function newest(ids: readonly string[]): string[] {
	return ids.slice(Math.max(0, ids.length - MAX_LISTED_IDS));
}

/** Records one more sighting of the entry's fact: seen + 1, last date, and the proposal's id under `also:`. */
function bump(written: Written, id: string, date: string): void {
	const meta = written.meta ?? { id: written.entry.id ?? textId(written.entry.text), seen: 1, lastSeen: null, source: null, also: [], replaces: [], extra: [] };
	const lastSeen = meta.lastSeen !== null && meta.lastSeen > date ? meta.lastSeen : date;
	written.meta = { ...meta, seen: meta.seen + 1, lastSeen, also: newest([...meta.also, id]) };
	written.bumped = written.origin === "note";
}

/** The entry written from these fields, as its line would parse (it is in no note: offsets −1). */
export function entryFor(date: string, text: string, meta: EntryMeta | null, section: string): MemoryEntry {
	const dated = date === "" ? null : date;
	const raw = formatEntry({ date: dated, text, meta });
	return { start: -1, end: -1, line: -1, raw, date: dated, text, id: meta?.id ?? null, seen: meta?.seen ?? 1, lastSeen: meta?.lastSeen ?? null, section, meta };
}
