import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compiledCues, type CueList, wordsForCues } from "../../../src/core/deciders/offline/cueRegexes";
import { fold } from "../../../src/core/folding";
import { LANGUAGES } from "../../../src/core/languages";
import { readCorpus, readJsonl } from "../../../scripts/corpus";

/** Every compiled cue list, built-in and the user's extra cues (which only add lists for any language), by a name for failure messages. */
function everyList(): [string, CueList][] {
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

/** Annotations as people write them: the labelled corpus and the test sets, plus the edges of the look-up. */
function annotations(): string[] {
	const data = (folder: string) => readCorpus(fileURLToPath(new URL(`../../../data/classifier/${folder}/`, import.meta.url))) as { annotation: string }[];
	const fixture = (name: string) => readJsonl<{ annotation: string }>(fileURLToPath(new URL(`../../fixtures/classifier/${name}.jsonl`, import.meta.url)));
	const rows = [...data("corpus"), ...["train", "heldout", "heldout-fresh", "heldout-messy"].flatMap(fixture)];
	const edges = [
		"done.", "(done)", "done!!", "—done", "undone", "done-ish", "x done", "DONE", "✔✔ thanks", "pross. volta", "pross.volta", "l'ho fatto ieri",
		"ok, later on", "…later on", "next\u00a0week", "next\tweek", "𝒟one", "dоne (a Cyrillic o)", "erledigt,danke", "c'est fait", "ya\nestá hecho",
	];
	return [...rows.map((row) => row.annotation), ...edges];
}

describe("cue lists", () => {
	// Some seconds: every list's regex over every annotation.
	it("find every match their regex finds: a text the look-up of key words rules out holds none", { timeout: 60_000 }, () => {
		const lists = everyList();
		const texts = annotations().map(fold);
		expect(texts.length).toBeGreaterThan(4_000);
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
		expect(missed.slice(0, 10)).toEqual([]);
		// The check means something only where lists do match.
		expect(matched).toBeGreaterThan(3_000);
	});
});
