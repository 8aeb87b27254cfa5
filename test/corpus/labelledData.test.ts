/**
 * The labelled data under data/classifier are well formed and split as
 * declared. How well the classifier does on them is a bench figure, not a
 * test: `npm run bench` (or `node dist/bench.cjs classifier`).
 */
import { describe, expect, it } from "vitest";
import { isHeldOut, type LabelledExample } from "../../scripts/classifier/train";
import { LANGUAGES } from "../../src/core/languages";
import { ACTIONS, CORRECTION_TYPES } from "../../src/core/types";
import { labelledData } from "../helpers/labelled";

/** The action/type pairs the corpus uses. */
const PAIRS = ["complete/none", "complete/factual", "postpone/none", "postpone/factual", "rewrite/factual", "rewrite/preference", "keep/behavioral", "keep/none"];

const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);

/** The rows that are not well formed: a language, action or type outside the lists, or a blank annotation. */
function malformed(rows: readonly LabelledExample[]): string[] {
	return rows
		.filter((row) => !isOneOf(LANGUAGES, row.lang) || !isOneOf(ACTIONS, row.action) || !isOneOf(CORRECTION_TYPES, row.type) || row.annotation.trim() === "" || typeof row.item !== "string")
		.map((row) => `${row.lang}: ${row.annotation} → ${row.action}/${row.type}`);
}

const corpus = labelledData("corpus");

describe("the classifier's corpus", () => {
	it("holds at least 1,500 labelled annotations, at least 300 per language, with valid labels", () => {
		expect(corpus.length).toBeGreaterThanOrEqual(1500);
		for (const language of LANGUAGES) expect(corpus.filter((example) => example.lang === language).length).toBeGreaterThanOrEqual(300);
		expect(malformed(corpus)).toEqual([]);
	});

	it("keeps a fixed fifth out of training, in every language", () => {
		const heldOut = corpus.filter(isHeldOut);
		expect(heldOut.length / corpus.length).toBeGreaterThan(0.15);
		expect(heldOut.length / corpus.length).toBeLessThan(0.25);
		// At least 60 a language: the bench's per-language figures on the held-out fifth rest on them.
		for (const language of LANGUAGES) expect(heldOut.filter((example) => example.lang === language).length).toBeGreaterThanOrEqual(60);
		// The split depends on the example alone: reading the corpus in another order changes nothing.
		expect([...corpus].reverse().filter(isHeldOut).reverse()).toEqual(heldOut);
	});
});

describe("the measuring sets (never trained on)", () => {
	it.each([
		["fresh", 120],
		["agreement", 140],
	] as const)("data/classifier/%s holds at least %i well-formed annotations per language", (folder, minPerLanguage) => {
		const rows = labelledData(folder);
		for (const language of LANGUAGES) expect(rows.filter((row) => row.lang === language).length).toBeGreaterThanOrEqual(minPerLanguage);
		expect(malformed(rows)).toEqual([]);
	});

	it("the agreement set's two labellings cover the same annotations, in the same order, with the pairs the corpus uses", () => {
		const writers = labelledData("agreement");
		const second = labelledData("agreement/second");
		expect(second.map(({ lang, item, annotation }) => ({ lang, item, annotation }))).toEqual(writers.map(({ lang, item, annotation }) => ({ lang, item, annotation })));
		expect([...writers, ...second].map((row) => `${row.action}/${row.type}`).filter((pair) => !PAIRS.includes(pair))).toEqual([]);
	});
});
