/**
 * Patterns: three or more entries of one note that say the same kind of
 * thing (three corrections of how a gap of days was described), found with
 * the similarity engine's word analysis, so that migrate can propose one
 * rule covering them. Only a proposal: the user accepts the rule and
 * chooses which entries it retires.
 *
 * "The same kind" is judged on the words of the statement without its
 * specifics: numbers, dates and times are what differ from one correction
 * to the next, so they do not count (units such as "days" do). Two
 * entries are alike when their uncommon content words overlap by
 * PATTERN_OVERLAP or more (Dice); a cluster is an entry with every later
 * entry alike to it that no earlier cluster took (see ./alikeGraph.ts).
 */
import { fnv1a64 } from "../ids";
import { ownCopy } from "../text";
import type { Language } from "../languages";
import { analyseText, dominantLanguage, WordMemo, type TextEvidenceMemo, type Token } from "../similarity/similarity";
import { AlikeGraph, type KindedText } from "./alikeGraph";
import type { MemoryEntry } from "./entries";
import { entryId } from "./relations";

export { PATTERN_MIN_MEMBERS, PATTERN_OVERLAP } from "./alikeGraph";

/** One entry of a pattern, as its `Retire:` line names it. */
export interface PatternMember {
	id: string;
	text: string;
}

/** Entries of one note that are alike. */
export interface PatternCluster {
	/** Stable id: a hash of the members' sorted ids, so a new member makes a new id. */
	id: string;
	/** In the note's order. */
	members: PatternMember[];
}

/** The stable id of a pattern with these members (16 hex digits). */
export function patternId(memberIds: readonly string[]): string {
	return fnv1a64(`pattern\u0000${[...memberIds].sort().join("\u0000")}`);
}

/**
 * The clusters of PATTERN_MIN_MEMBERS or more alike entries in one note,
 * in the note's order. What was found alike in `note` (a name for it: its
 * path) is kept for the next time, so only entries new to it are compared
 * (see AlikeGraph).
 */
export function findPatterns(entries: readonly MemoryEntry[], note = ""): PatternCluster[] {
	if (languageEvidence.size > KEPT_TEXTS) languageEvidence.clear();
	const language = dominantLanguage(entries.map((entry) => entry.text), languageEvidence);
	const work = kindWork(language);
	const texts = entries.map((entry) => {
		// An entry reader gives the same entry objects from one migrate to the next: found by identity, without hashing its text.
		let kinded = work.byEntry.get(entry);
		if (kinded === undefined) work.byEntry.set(entry, (kinded = kindedText(work, entry.text)));
		return kinded;
	});
	let graph = work.graphs.get(note);
	if (graph === undefined) work.graphs.set(note, (graph = new AlikeGraph()));
	return graph.groups(texts, work.ids.size).map((group) => {
		const members = group.map((j) => ({ id: entryId(entries[j]!), text: entries[j]!.text }));
		return { id: patternId(members.map((member) => member.id)), members };
	});
}

/**
 * The kind words of entry texts in one language, kept from one migrate to
 * the next (as the relation offers keep their analyses): a migrate that
 * adds a thousand entries to a note of ten thousand reads those thousand,
 * not the note again. A text's kind words depend only on it and the language.
 */
interface KindWork {
	language: Language | undefined;
	/** Per-word work, for the notes' own words. */
	memo: WordMemo;
	/** Each kind word's number. */
	ids: Map<string, number>;
	/** Each text's kind words, as numbers, each once, and the text's number. */
	byText: Map<string, KindedText>;
	/** The same by entry, for entries read again (held weakly: they go with the parse that made them). */
	byEntry: WeakMap<MemoryEntry, KindedText>;
	/** What was found alike in each note (by the name findPatterns was given). */
	graphs: Map<string, AlikeGraph>;
}

/** Texts whose kind words are kept per language before they are let go and read afresh (two notes of 10,000 entries). */
const KEPT_TEXTS = 20_000;

const kindWorkByLanguage = new Map<Language | undefined, KindWork>();

/** Each entry text's language evidence, kept likewise (cleared once it outgrows {@link KEPT_TEXTS}). */
const languageEvidence: TextEvidenceMemo = new Map();

/** The kept work for a language, begun afresh once it outgrows {@link KEPT_TEXTS}. */
function kindWork(language: Language | undefined): KindWork {
	const known = kindWorkByLanguage.get(language);
	if (known !== undefined && known.byText.size <= KEPT_TEXTS) return known;
	const work: KindWork = { language, memo: new WordMemo(), ids: new Map(), byText: new Map(), byEntry: new WeakMap(), graphs: new Map() };
	kindWorkByLanguage.set(language, work);
	return work;
}

/** A text's kind words (see ofTheKind) as numbers, each once, and its number: read once per language. */
function kindedText(work: KindWork, text: string): KindedText {
	let kinded = work.byText.get(text);
	if (kinded === undefined) {
		// Kept as a copy and read from it: neither the text nor its words kept hold an old note text alive.
		const own = ownCopy(text);
		const seen = new Set<number>();
		for (const token of analyseText(own, work.language, work.memo).tokens) {
			if (!ofTheKind(token)) continue;
			let id = work.ids.get(token.key);
			if (id === undefined) work.ids.set(token.key, (id = work.ids.size));
			seen.add(id);
		}
		kinded = { number: work.byText.size, words: [...seen] };
		work.byText.set(own, kinded);
	}
	return kinded;
}

/** The words that say what kind of statement it is: content words, negations and units or weekdays — not numbers, dates or times, which differ from one correction to the next. */
function ofTheKind(token: Token): boolean {
	return token.kind === "content" || token.kind === "negation" || (token.kind === "value" && !/\d/.test(token.key));
}

const NUMBER_WORDS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|several)\b/gi;
const MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/g;

/**
 * The offline draft of a pattern's rule: its clearest member (the shortest
 * that ends as a sentence, else the shortest), with dates, clock times,
 * numbers and names made general. A starting point for the user to edit.
 */
export function draftRule(members: readonly PatternMember[]): string {
	const complete = members.filter((member) => /[.!?]$/.test(member.text.trim()));
	const pool = complete.length > 0 ? complete : members;
	const clearest = [...pool].sort((a, b) => a.text.length - b.text.length || a.text.localeCompare(b.text))[0]!.text.trim();
	return generalise(clearest);
}

/** Specifics made general: ISO and written dates → "a date", times → "a time", numbers → "some", names within the sentence → "someone". */
export function generalise(text: string): string {
	return text
		.replace(/\b\d{4}-\d{2}-\d{2}\b/g, "a date")
		.replace(new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTHS.source}(?:\\s+\\d{4})?`, "g"), "a date")
		.replace(new RegExp(`${MONTHS.source}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`, "g"), "a date")
		.replace(/\b\d{1,2}:\d{2}\b/g, "a time")
		.replace(/\b\d+(?:[.,]\d+)?(?:st|nd|rd|th)?\b/g, "some")
		.replace(NUMBER_WORDS, "some")
		.replace(/([a-z,;] )(?!I\b|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)*/g, "$1someone")
		.replace(/\s+/g, " ")
		.trim();
}
