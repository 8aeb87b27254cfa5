/**
 * Cues that follow a pattern, generated from a language's word lists rather
 * than listed one by one: every "next" with every period ("nxt wk", "mardi
 * pro"), and English past tenses typed without their "e".
 */
import type { CueLists, LanguageCues, NextPeriodCues } from "./types";

/** Every spelling of "next" with every period, in the orders the language allows. */
function nextPeriodCues({ next, periods, after, before }: NextPeriodCues): string[] {
	return next.flatMap((word) => periods.flatMap((period) => [...(before ? [`${word} ${period}`] : []), ...(after ? [`${period} ${word}`] : [])]));
}

/** "renewd", "bookd", "cancelld": a past tense typed without its "e" still reads as one. */
function withDroppedE(cues: readonly string[]): string[] {
	return cues.flatMap((cue) => (/^\^?\p{L}+ed$/u.test(cue) && !/[aeiou]ed$/u.test(cue) ? [cue, cue.replace(/ed$/u, "d")] : [cue]));
}

/** A language's cue lists with the generated cues added: what the classifier matches. */
export function withGenerated(language: LanguageCues): CueLists {
	const lists = language.categories;
	return {
		...lists,
		completion: language.pastTenseWithoutE === true ? withDroppedE(lists.completion) : lists.completion,
		postpone: [...lists.postpone, ...nextPeriodCues(language.nextPeriods)],
	};
}
