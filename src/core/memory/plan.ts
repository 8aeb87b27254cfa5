/**
 * What appendEntries decides, addition by addition, before any text is
 * written: which additions are already known, which bump an entry, which
 * supersede one, which are new — and, past the cap, which entries leave.
 * The note's entries and the new ones are held as `Written` records that
 * render.ts turns into text.
 */
import { textId } from "../ids";
import { toSingleLine, isIsoDate } from "../text";
import { formatEntry, type MemoryEntry } from "./entries";
import { planEviction } from "./evict";
import type { Language } from "../languages";
import { type EntryMeta } from "./meta";
import { NoteIndex } from "./noteIndex";

/** An accepted proposal on its way into a note. */
export interface NewEntry {
	/** The proposal's stable id (becomes the entry's `am:` id). */
	id: string;
	/** The statement; made single-line before it is written. */
	text: string;
	/** YYYY-MM-DD written as the entry's date (today when not a valid date). */
	date: string;
	/** Where the proposal came from (e.g. the agenda note); "" for none. */
	source: string;
}

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
	/** Named or changed by this call: never evicted by it (so a second run plans the same). */
	touched: boolean;
	/** Superseded or evicted: not written. */
	removed: boolean;
}

/** What became of one addition. */
export type Outcome =
	| { kind: "alreadyPresent" }
	| { kind: "duplicate"; target: Written }
	| { kind: "appended"; written: Written; superseded: MemoryEntry | null };

/** The decisions for one note, taken one addition at a time. */
export class NotePlan {
	/** The note's entries, in document order. */
	readonly originals: Written[];
	/** Entries this call adds, in order (some may be removed again by a later addition). */
	readonly added: Written[] = [];
	private readonly index: NoteIndex;
	private readonly byEntry = new Map<MemoryEntry, Written>();
	// Every entry that answers for an id (a note may hold the same id twice: all of them count as touched).
	private readonly owners = new Map<string, Written[]>();

	/** Plans for a note with these entries; new entries fall under `section`. */
	constructor(
		entries: readonly MemoryEntry[],
		language: Language | undefined,
		private readonly section: string,
	) {
		this.index = new NoteIndex([], language);
		this.originals = entries.map((entry) => ({ origin: "note", entry, meta: entry.meta, date: entry.date ?? "", text: entry.text, bumped: false, touched: false, removed: false }));
		for (const written of this.originals) this.track(written);
	}

	/**
	 * Decides one addition: known id → nothing; contradicts an entry → that
	 * entry is removed and the addition appended, listing the ids it
	 * replaces; near-duplicate → the entry is bumped; else appended.
	 */
	take(addition: NewEntry, today: string, duplicateThreshold: number): Outcome {
		const id = addition.id.trim() === "" ? textId(addition.text) : addition.id.trim();
		const known = this.owners.get(id);
		if (known) {
			for (const owner of known) owner.touched = true;
			return { kind: "alreadyPresent" };
		}
		const text = toSingleLine(addition.text);
		const date = isIsoDate(addition.date) ? addition.date : today;
		const profile = this.index.profile(text);
		const contradicted = this.index.findContradiction(profile);
		const duplicate = contradicted ? null : this.index.findNearDuplicate(profile, duplicateThreshold);
		const target = duplicate ? this.byEntry.get(duplicate) : undefined;
		if (target) {
			bump(target, id, date);
			this.own(target, [id]);
			return { kind: "duplicate", target };
		}
		const old = contradicted ? this.byEntry.get(contradicted) : undefined;
		const meta: EntryMeta = { id, seen: 1, lastSeen: null, source: toSingleLine(addition.source) || null, also: [], replaces: old ? idsOf(old) : [], extra: [] };
		const written: Written = { origin: "addition", entry: entryFor(date, text, meta, this.section), meta, date, text, bumped: false, touched: true, removed: false };
		if (old) {
			old.removed = true;
			this.index.delete(old.entry);
		}
		this.track(written, profile);
		this.added.push(written);
		return { kind: "appended", written, superseded: old ? asRemoved(old) : null };
	}

	/** Marks for removal the entries past `cap` (oldest first, category-aware, never touched ones); returns them. */
	evict(cap: number): MemoryEntry[] {
		const remaining = [...this.originals, ...this.added].filter((w) => !w.removed);
		const evicted = planEviction(
			remaining.map((w) => w.entry),
			cap,
			{ keep: (entry) => this.byEntry.get(entry)?.touched ?? false },
		);
		for (const entry of evicted) {
			const written = this.byEntry.get(entry);
			if (written) written.removed = true;
		}
		return evicted;
	}

	private track(written: Written, profile = this.index.profile(written.text)): void {
		this.index.add(written.entry, profile);
		this.byEntry.set(written.entry, written);
		this.own(written, idsOf(written));
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

/** Every id an entry answers for: its own, those merged into it and those it replaced. */
function idsOf(written: Written): string[] {
	const meta = written.meta;
	const own = meta?.id ?? written.entry.id;
	return [...(own === null ? [] : [own]), ...(meta?.also ?? []), ...(meta?.replaces ?? [])];
}

/** Records one more sighting of the entry's fact: seen + 1, last date, and the proposal's id under `also:`. */
function bump(written: Written, id: string, date: string): void {
	const meta = written.meta ?? { id: written.entry.id ?? textId(written.entry.text), seen: 1, lastSeen: null, source: null, also: [], replaces: [], extra: [] };
	const lastSeen = meta.lastSeen !== null && meta.lastSeen > date ? meta.lastSeen : date;
	written.meta = { ...meta, seen: meta.seen + 1, lastSeen, also: [...meta.also, id] };
	written.bumped = written.origin === "note";
	written.touched = true;
}

/** The entry written from these fields, as its line would parse (it is in no note: offsets −1). */
export function entryFor(date: string, text: string, meta: EntryMeta | null, section: string): MemoryEntry {
	const dated = date === "" ? null : date;
	const raw = formatEntry({ date: dated, text, meta });
	return { start: -1, end: -1, line: -1, raw, date: dated, text, id: meta?.id ?? null, seen: meta?.seen ?? 1, lastSeen: meta?.lastSeen ?? null, section, meta };
}
