/**
 * Which entries of its target note a proposal may be the same as, or may
 * replace — written as relation lines for the user to tick or untick.
 * Who ticks by default: the model's picks, when a model judged the
 * annotation; offline, only a near-certain duplicate. "Replaces" is never
 * ticked offline.
 */
import type { Language } from "../languages";
import { readStatements, type MemoryEntry, type NoteStatements } from "../memory/entries";
import { NoteIndex, profileText, Vocabulary, type EntryIds, type TextProfile } from "../memory/noteIndex";
import { entryId, relationCandidates, similarEntries } from "../memory/relations";
import { dominantLanguage, WordMemo } from "../similarity/similarity";
import { StemIndex } from "../similarity/stemIndex";
import { lowestFirst } from "../lowest";
import { keptForRecent } from "../recent";
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
	/** How many entries it has. */
	size: number;
	/** An index that answers for `text` from the entries that may relate to it (analysed on demand), whatever was asked before. */
	indexFor(text: string): NoteIndex;
}

/** A model's judgement of one annotation: the offered entries it named. */
export interface RelationPicks {
	sameAs: readonly string[];
	replaces: readonly string[];
}

/** Most relation lines one block gets. */
const MAX_RELATIONS = 3;

/**
 * What a note's text yields whatever the proposals compared with it: its
 * statements, language and stem index, and the index of the entries
 * proposals were about. Pure in the text (the index answers each proposal
 * alike whatever came before), so kept from one pass to the next while the
 * note is unchanged (a pass re-reads its target notes).
 */
interface NoteReading {
	statements: NoteStatements;
	language: Language | undefined;
	stems: StemIndex;
	/** A stem in more entries than this points at none of them. */
	common: number;
	/** The analyses of entries in the note's language, shared with its earlier readings. */
	work: LanguageWork;
	/** The index proposals are answered from, made on the first proposal. */
	answering?: AnsweringIndex;
}

/**
 * An index over the entries proposals were about so far, kept with the
 * note's reading: each proposal is answered from the entries chosen for it
 * alone (see NoteIndex.focus), so what earlier proposals, in this pass or
 * an earlier one, brought in changes nothing, and a later pass against the
 * same note finds its entries there.
 */
interface AnsweringIndex {
	index: NoteIndex;
	/** Each entry's slot in the index, once added (-1 before). */
	slots: Int32Array;
	/** Stems shared per entry during one query, and the entries a query touched; all zero between queries. */
	shared: Int32Array;
	touched: Int32Array;
	/** Room for the entries a query picks, and their slots in the index (reused: a query would otherwise make three arrays). */
	picked: Int32Array;
	focus: Int32Array;
}

/** An entry's profile and the ids of its words, as every pass's index takes them. */
interface Analysed {
	profile: TextProfile;
	ids: EntryIds;
}

/**
 * Entry analyses in one language, shared by every reading of a note in it:
 * when a migration appends three entries to a note of 10,000, the next pass
 * analyses those three, not the note again. An analysis depends only on the
 * entry's text and the note's language.
 */
interface LanguageWork {
	/** Per-word work for the entries' profiles (never for proposals: the notes' own words only). */
	words: WordMemo;
	/** Ids of the entries' words, shared by each pass's index. */
	vocabulary: Vocabulary;
	/** Analyses by entry text. */
	byText: Map<string, Analysed>;
}

/**
 * Analyses kept per language before they are let go and made afresh: two
 * notes of 10,000 entries, or one and the entries it has lost since (an
 * analysis is some 5 KB: memory a phone can spare).
 */
const KEPT_ANALYSES = 20_000;

const workByLanguage = new Map<Language | undefined, LanguageWork>();

/** The shared analyses for a language, begun afresh once they outgrow {@link KEPT_ANALYSES}. */
function languageWork(language: Language | undefined): LanguageWork {
	const known = workByLanguage.get(language);
	if (known !== undefined && known.byText.size <= KEPT_ANALYSES) return known;
	const work: LanguageWork = { words: new WordMemo(), vocabulary: new Vocabulary(), byText: new Map() };
	workByLanguage.set(language, work);
	return work;
}

/** Readings kept: a pass compares proposals with a memory note and a few rules and skills notes. */
const KEPT_READINGS = 4;

const readingOf = keptForRecent(KEPT_READINGS, (text: string): NoteReading => {
	// Every statement is indexed; only the entries a proposal may be about are read in full.
	const statements = readStatements(text);
	const texts = statements.texts;
	const language = dominantLanguage(texts);
	// A stem in more than 2 % of the entries (and more than a few) points at none of them.
	const common = Math.max(COMMON_STEM_FLOOR, Math.ceil(texts.length / 50));
	return { statements, language, stems: new StemIndex(texts, language), common, work: languageWork(language) };
});

/** An entry's profile and word ids, made once per text and language. */
function analyse({ work, language }: NoteReading, text: string): Analysed {
	let analysed = work.byText.get(text);
	if (analysed === undefined) {
		const profile = profileText(text, language, work.words);
		analysed = { profile, ids: work.vocabulary.idsOf(profile) };
		work.byText.set(text, analysed);
	}
	return analysed;
}

/** Reads a target note (null: it does not exist yet) for comparing proposals with it. */
export function readTargetNote(text: string | null): TargetNote {
	const reading = readingOf(text ?? "");
	const { statements, language, stems, common } = reading;
	const texts = statements.texts;
	let byId: Map<string, MemoryEntry> | null = null;
	return {
		// Only a model's picks are looked up by id: built on first use.
		get byId() {
			return (byId ??= new Map(texts.map((_, slot) => [entryId(statements.entry(slot)), statements.entry(slot)])));
		},
		size: texts.length,
		indexFor(query) {
			const answering = (reading.answering ??= {
				index: new NoteIndex([], language, reading.work.vocabulary),
				slots: new Int32Array(texts.length).fill(-1),
				shared: new Int32Array(texts.length),
				touched: new Int32Array(texts.length),
				picked: new Int32Array(texts.length),
				focus: new Int32Array(ANALYSED),
			});
			const { index, slots, shared } = answering;
			// A stem most entries share says nothing about which entry is meant (a stop word).
			const touched = answering.touched.subarray(0, stems.countShared(stems.stemsOf(query), common, shared, answering.touched));
			// Each entry is added once, the first time a proposal may be about it.
			const chosen = mostShared(touched, shared, ANALYSED, answering.picked);
			const focus = answering.focus.subarray(0, chosen.length);
			for (let i = 0; i < chosen.length; i++) {
				const slot = chosen[i] ?? 0;
				if (slots[slot] === -1) {
					const entry = statements.entry(slot);
					const { profile, ids } = analyse(reading, entry.text);
					slots[slot] = index.add(entry, profile, ids, slot);
				}
				focus[i] = slots[slot] ?? -1;
			}
			for (const slot of touched) shared[slot] = 0;
			index.focus(focus);
			return index;
		},
	};
}

/**
 * The `limit` touched slots sharing most stems (ties: the earlier entry):
 * all of them, as they come, when there are no more; else the count they
 * need is found from how many slots have each count, and of the slots at
 * that count, when more than fit, the lowest numbers are found by
 * partitioning, not sorting (a proposal touches hundreds or thousands of
 * entries). Written to `out` (as long as `touched`). The order is no
 * answer's: a focused index ranks by words shared, then by place.
 */
function mostShared(touched: Int32Array, shared: Int32Array, limit: number, out: Int32Array): Int32Array {
	if (touched.length <= limit) return touched;
	const withCount: number[] = [];
	for (const slot of touched) {
		const count = shared[slot] ?? 0;
		withCount[count] = (withCount[count] ?? 0) + 1;
	}
	// The lowest count still picked, and how many slots of that count fit.
	let least = withCount.length - 1;
	let room = limit;
	while (least > 0 && room > (withCount[least] ?? 0)) room -= withCount[least--] ?? 0;
	// The slots above that count first (all but `room` of those picked), the tied ones after them.
	const above = limit - room;
	let at = 0;
	let ties = above;
	for (const slot of touched) {
		const count = shared[slot] ?? 0;
		if (count > least) out[at++] = slot;
		else if (count === least) out[ties++] = slot;
	}
	if (ties - above > room) lowestFirst(out.subarray(above, ties), room);
	return out.subarray(0, above + Math.min(room, ties - above));
}

/** Entries analysed per proposal: those sharing most word stems with it. */
const ANALYSED = 256;
/** A stem shared by up to this many entries always counts, however small the note. */
const COMMON_STEM_FLOOR = 20;

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
	// A note without entries (a new user's, or one not written yet) has nothing to relate to: no proposal is analysed for it.
	if (note.size === 0) return [];
	return relationCandidates(note.indexFor(text), text, { limit: MAX_RELATIONS, ...(sameFrom === undefined ? {} : { sameFrom }) }).map((candidate) => ({
		kind: candidate.relation,
		entryId: candidate.id,
		text: candidate.text,
		ticked: candidate.relation === "same" && candidate.certain,
	}));
}
