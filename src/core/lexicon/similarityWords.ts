/**
 * The shape of what each language knows about its words for comparing
 * texts (each language's lists are in its folder: lexicon/en/words.ts, …).
 */

/** What one language knows about its words. */
export interface LanguageWords {
	/** Function words that say nothing about the subject (lowercase, with accents). */
	stop: ReadonlySet<string>;
	/** Words that negate the clause they stand in. */
	negations: ReadonlySet<string>;
	/** Words that start a new clause (so a negation after them does not reach back). */
	clauseBreaks: ReadonlySet<string>;
	/** Accent-folded word → canonical value (`n:2`, `m:5`, `w:1`, `u:day`, `t:morning`, and conditions such as `c:winter` or `c:weekend`). */
	values: ReadonlyMap<string, string>;
	/**
	 * Accent-folded word → fixed stem, for words light stemming would merge
	 * wrongly: people keep their gender ("nonno" and "nonna" are not the same
	 * person, though "nonni" is the plural of "nonno").
	 */
	lemmas: ReadonlyMap<string, string>;
	/**
	 * Accent-folded words for people (family, friends, colleagues): a
	 * statement about "Lisa's husband" is not about Lisa, so a person word on
	 * one side only means a different subject.
	 */
	people: ReadonlySet<string>;
	/**
	 * Function words that set a bound or a direction ("before", "until",
	 * "ab", "après", "hasta", "dopo"), accent-folded: stop words for
	 * overlap, but "never before 9" and "never after 9" are not one rule.
	 */
	markers: ReadonlySet<string>;
	/** "and", "or", "but": a sentence does not end on them, so a line that does is still being typed. */
	conjunctions: ReadonlySet<string>;
}

/** A set of the words in a space-separated list. */
export const words = (list: string): Set<string> => new Set(list.trim().split(/\s+/u));

/** Builds a value map from groups of accent-folded spellings that share one canonical value. */
export function valueMap(groups: Record<string, string>): Map<string, string> {
	const map = new Map<string, string>();
	for (const [value, spellings] of Object.entries(groups)) for (const spelling of spellings.trim().split(/\s+/u)) map.set(spelling, value);
	return map;
}

// Clitics and ordinal suffixes left over after splitting at apostrophes and digits ("mum's", "15th", "1er").
/** Stop words every language shares. */
export const SHARED_STOP = "s t d ll re ve m st nd rd th eme er e º ª";
