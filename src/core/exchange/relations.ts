/**
 * Which entries of its target note a proposal may be the same as, or may
 * replace — written as relation lines for the user to tick or untick.
 * Who ticks by default: the model's picks, when a model judged the
 * annotation; offline, only a near-certain duplicate. "Replaces" is never
 * ticked offline.
 */
import { fold, wordsOf } from "../folding";
import { parseEntries, type MemoryEntry } from "../memory/entries";
import { NoteIndex } from "../memory/noteIndex";
import { entryId, relationCandidates, similarEntries } from "../memory/relations";
import type { Language } from "../languages";
import { compoundPieces } from "../memory/compounds";
import { LANGUAGE_WORDS } from "../memory/language";
import { dominantLanguage, stem } from "../memory/similarity";
import type { NewRelation } from "./format";

/**
 * A memory, rules or skills note as proposals are compared with it. Its
 * entries are found by a line scan; only the few that share a word stem
 * with a proposal are analysed (a note of 10,000 entries must not make every
 * process pass analyse 10,000 statements).
 */
export interface TargetNote {
	/** Its entries by id (a hand-written entry's id comes from its text). */
	byId: ReadonlyMap<string, MemoryEntry>;
	/** An index over the entries that may relate to `text`, analysed on demand. */
	indexFor(text: string): NoteIndex;
}

/** A model's judgement of one annotation: the offered entries it named. */
export interface RelationPicks {
	sameAs: readonly string[];
	replaces: readonly string[];
}

/** Most relation lines one block gets. */
const MAX_RELATIONS = 3;

/** Reads a target note (null: it does not exist yet) for comparing proposals with it. */
export function readTargetNote(text: string | null): TargetNote {
	const entries = parseEntries(text ?? "");
	const language = dominantLanguage(entries.map((entry) => entry.text));
	const keys = stemKeys(language);
	// Slots per stem id, ascending.
	const postings: number[][] = [];
	entries.forEach((entry, slot) => {
		for (const word of wordsOf(fold(entry.text))) {
			for (const stem of keys(word)) {
				const slots = (postings[stem] ??= []);
				// Slots go in ascending, so an entry that repeats a stem is the list's last slot already.
				if (slots[slots.length - 1] !== slot) slots.push(slot);
			}
		}
	});
	// A stem in more than 2 % of the entries (and more than a few) points at none of them.
	const common = Math.max(COMMON_STEM_FLOOR, Math.ceil(entries.length / 50));
	let index: NoteIndex | null = null;
	let byId: Map<string, MemoryEntry> | null = null;
	const analysed = new Uint8Array(entries.length);
	// Stems shared per slot during one query; all zero between queries.
	const shared = new Int32Array(entries.length);
	return {
		// Only a model's picks are looked up by id: built on first use.
		get byId() {
			return (byId ??= new Map(entries.map((entry) => [entryId(entry), entry])));
		},
		indexFor(query) {
			index ??= new NoteIndex([], language);
			const touched: number[] = [];
			const stems = new Set<number>();
			for (const word of wordsOf(fold(query))) for (const stem of keys(word)) stems.add(stem);
			for (const stem of stems) {
				const slots = postings[stem];
				// A stem most entries share says nothing about which entry is meant (a stop word).
				if (!slots || slots.length > common) continue;
				for (const slot of slots) {
					const count = shared[slot] ?? 0;
					if (count === 0) touched.push(slot);
					shared[slot] = count + 1;
				}
			}
			// Each entry is analysed once, the first time a proposal may be about it; the index keeps it for later ones.
			for (const slot of mostShared(touched, shared, ANALYSED)) {
				if (analysed[slot] === 1) continue;
				analysed[slot] = 1;
				index.add(entries[slot]!);
			}
			for (const slot of touched) shared[slot] = 0;
			return index;
		},
	};
}

/**
 * The `limit` touched slots sharing most stems (ties: the earlier entry), in
 * ascending order, by counting rather than sorting: a query may touch
 * thousands.
 */
function mostShared(touched: readonly number[], shared: Int32Array, limit: number): Int32Array {
	const byCount: number[][] = [];
	for (const slot of touched) (byCount[shared[slot] ?? 0] ??= []).push(slot);
	const picked: number[] = [];
	for (let count = byCount.length - 1; count > 0 && picked.length < limit; count--) {
		const slots = byCount[count];
		if (slots) picked.push(...(slots.length <= limit - picked.length ? slots : Int32Array.from(slots).sort().subarray(0, limit - picked.length)));
	}
	return Int32Array.from(picked).sort();
}

/** Entries analysed per proposal: those sharing most word stems with it. */
const ANALYSED = 256;
/** A stem shared by up to this many entries always counts, however small the note. */
const COMMON_STEM_FLOOR = 20;

/**
 * Cheap keys under which an entry is found again, per folded word: the word
 * lightly stemmed, and the pieces of a long word (so "Zahnarzttermine" and
 * "Termine beim Zahnarzt" meet), each key a number. No statement analysis:
 * every entry of a large note gets keys on each pass. Keys are kept per
 * distinct word, which a note repeats far more often than it writes new ones.
 */
function stemKeys(language: Language | undefined): (word: string) => readonly number[] {
	const stop = language === undefined ? null : LANGUAGE_WORDS[language].stop;
	const stemmed = (word: string) => (language === undefined ? word : stem(word, language));
	const ids = new Map<string, number>();
	const idOf = (key: string) => {
		let id = ids.get(key);
		if (id === undefined) {
			id = ids.size;
			ids.set(key, id);
		}
		return id;
	};
	const known = new Map<string, readonly number[]>();
	return (word) => {
		let keys = known.get(word);
		if (keys === undefined) {
			keys = word.length < 3 || stop?.has(word) ? [] : [stemmed(word), ...compoundPieces(word).map(stemmed)].map(idOf);
			known.set(word, keys);
		}
		return keys;
	};
}

/** The entries of a note most like a text (offered to a model, which judges them). */
export function similarEntriesOf(note: TargetNote, text: string, limit: number): { id: string; text: string }[] {
	return similarEntries(note.indexFor(text), text, limit);
}

/**
 * The relation lines for a proposal: the model's picks (ticked) when it
 * judged the annotation, then the offline candidates it did not pick
 * (ticked only when a near-certain duplicate and no model judged).
 */
export function relationsFor(note: TargetNote, text: string, picks: RelationPicks | null, sameFrom?: number): NewRelation[] {
	const relations: NewRelation[] = [];
	const add = (relation: NewRelation) => {
		if (!relations.some((known) => known.entryId === relation.entryId)) relations.push(relation);
	};
	for (const [kind, ids] of [["same", picks?.sameAs ?? []], ["replaces", picks?.replaces ?? []]] as const) {
		for (const id of ids) {
			const entry = note.byId.get(id);
			if (entry) add({ kind, entryId: id, text: entry.text, ticked: true });
		}
	}
	for (const candidate of offlineCandidates(note, text, sameFrom)) add(picks === null ? candidate : { ...candidate, ticked: false });
	return relations.slice(0, Math.max(MAX_RELATIONS, relations.filter((relation) => relation.ticked).length));
}

/** Offline candidates (memory/relations.ts judges): "Same as" ticked only when near-certain, "Replaces" never. */
function offlineCandidates(note: TargetNote, text: string, sameFrom: number | undefined): NewRelation[] {
	return relationCandidates(note.indexFor(text), text, { limit: MAX_RELATIONS, ...(sameFrom === undefined ? {} : { sameFrom }) }).map((candidate) => ({
		kind: candidate.relation,
		entryId: candidate.id,
		text: candidate.text,
		ticked: candidate.relation === "same" && candidate.certain,
	}));
}
