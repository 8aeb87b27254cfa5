/**
 * Patterns: three or more entries of one note that say the same kind of
 * thing (three corrections of how a gap of days was described), found with
 * the similarity engine's word analysis, so that migrate can propose one
 * rule covering them. Only a proposal: the user accepts the rule and
 * chooses which entries it retires.
 *
 * "The same kind" is judged on the words of the statement without its
 * specifics: numbers, dates and times are what differ from one correction
 * to the next, so they do not count (units such as "days" do). Two entries are alike when their content words overlap by
 * PATTERN_OVERLAP or more (Dice); a cluster is an entry with every later
 * entry alike to it that no earlier cluster took.
 */
import { fnv1a64 } from "../ids";
import { analyseText, dominantLanguage, type Token } from "../similarity/similarity";
import type { MemoryEntry } from "./entries";
import { entryId } from "./relations";

/** Fewest entries that make a pattern. */
export const PATTERN_MIN_MEMBERS = 3;

/** Word overlap (Dice, content words only) from which two entries are of the same kind. */
export const PATTERN_OVERLAP = 0.5;

/** A word in more entries than this points at none of them (it would make every pair a candidate). */
const COMMON_WORD = 200;

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
 * in the note's order. Entries are compared only with those sharing an
 * uncommon content word, so a note of 10,000 entries is not compared pair
 * by pair.
 */
export function findPatterns(entries: readonly MemoryEntry[]): PatternCluster[] {
	const language = dominantLanguage(entries.map((entry) => entry.text));
	const words = entries.map((entry) => new Set(analyseText(entry.text, language).tokens.filter(ofTheKind).map((token) => token.key)));
	const postings = new Map<string, number[]>();
	words.forEach((set, index) => {
		for (const word of set) {
			const list = postings.get(word);
			if (list) list.push(index);
			else postings.set(word, [index]);
		}
	});
	const taken = new Uint8Array(entries.length);
	const clusters: PatternCluster[] = [];
	for (let i = 0; i < entries.length; i++) {
		if (taken[i] || words[i]!.size === 0) continue;
		const shared = new Map<number, number>();
		for (const word of words[i]!) {
			const list = postings.get(word)!;
			if (list.length > COMMON_WORD) continue;
			for (const j of list) if (j > i && !taken[j]) shared.set(j, (shared.get(j) ?? 0) + 1);
		}
		const alike = [...shared].filter(([j, count]) => (2 * count) / (words[i]!.size + words[j]!.size) >= PATTERN_OVERLAP).map(([j]) => j);
		if (alike.length + 1 < PATTERN_MIN_MEMBERS) continue;
		const indexes = [i, ...alike.sort((a, b) => a - b)];
		for (const j of indexes) taken[j] = 1;
		const members = indexes.map((j) => ({ id: entryId(entries[j]!), text: entries[j]!.text }));
		clusters.push({ id: patternId(members.map((member) => member.id)), members });
	}
	return clusters;
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
