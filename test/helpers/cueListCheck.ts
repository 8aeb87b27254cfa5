/**
 * The cue lists' look-up against their own regexes: a list whose key-word
 * look-up finds nothing in a text must find nothing with its regex either.
 * The fast suite checks it on the test sets and a sample of the labelled
 * data (test/core/classifier/cueLists.test.ts), the corpus suite on every
 * labelled annotation (test/corpus/cueLists.test.ts).
 */
import { compiledCues, type CueList, wordsForCues } from "../../src/core/deciders/offline/cueRegexes";
import { fold } from "../../src/core/folding";
import { LANGUAGES } from "../../src/core/languages";

/** Every compiled cue list, built-in and the user's extra cues (which only add lists for any language), by a name for failure messages. */
export function everyList(): [string, CueList][] {
	const builtin = compiledCues(undefined);
	const withExtras = compiledCues({ en: { completion: ["all squared away", "✔✔", "pross. * volta", "l'ho fatto"], postpone: ["^later on"] } });
	const lists: [string, CueList | undefined][] = [];
	for (const language of LANGUAGES) {
		const { kinds, ruleAdverbs, directives, notCues, contrasts, reasons } = builtin.languages[language];
		for (const [kind, list] of Object.entries(kinds)) lists.push([`${language} ${kind}`, list]);
		lists.push([`${language} ruleAdverbs`, ruleAdverbs], [`${language} directives`, directives], [`${language} notCues`, notCues], [`${language} contrasts`, contrasts], [`${language} reasons`, reasons]);
	}
	for (const [kind, list] of Object.entries(builtin.always)) lists.push([`always ${kind}`, list]);
	for (const [kind, list] of Object.entries(withExtras.always)) lists.push([`extra ${kind}`, list]);
	return lists.filter((entry): entry is [string, CueList] => entry[1] !== undefined);
}

/** The edges of the look-up: punctuation, case, odd spaces, look-alike letters, the extra cues' own wordings. */
export const EDGE_ANNOTATIONS = [
	"done.", "(done)", "done!!", "—done", "undone", "done-ish", "x done", "DONE", "✔✔ thanks", "pross. volta", "pross.volta", "l'ho fatto ieri",
	"ok, later on", "…later on", "next\u00a0week", "next\tweek", "𝒟one", "dоne (a Cyrillic o)", "erledigt,danke", "c'est fait", "ya\nestá hecho",
];

/** What the check found: the misses (list name and folded text) and how many list–text pairs matched at all. */
export interface CueListCheck {
	texts: number;
	matched: number;
	missed: string[];
}

/** Runs every list over every annotation (folded, as the classifier reads it). */
export function checkCueLists(annotations: readonly string[]): CueListCheck {
	const lists = everyList();
	const texts = annotations.map(fold);
	const missed: string[] = [];
	let matched = 0;
	for (const folded of texts) {
		const words = wordsForCues(folded);
		for (const [name, list] of lists) {
			const found = list.spansIn(folded, words);
			if (found.length > 0) {
				matched++;
				continue;
			}
			// Nothing found: the regex itself must find nothing either.
			const regex = list.regex();
			regex.lastIndex = 0;
			if (regex.test(folded)) missed.push(`${name}: ${folded}`);
		}
	}
	return { texts: texts.length, matched, missed };
}
