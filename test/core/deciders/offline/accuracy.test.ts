/**
 * Accuracy of the offline classifier on labelled annotations.
 *
 * - `train.jsonl`: the development set the cue lists were written against.
 * - `heldout.jsonl`: written in one go before any tuning and never tuned
 *   against (labels are never changed to fit). The same person wrote it and
 *   the cue lists, so its scores are optimistic.
 * - `heldout-fresh.jsonl`: a second held-out set in a messier style
 *   (typos, abbreviations, missing accents), written after the first round of
 *   tuning and likewise never tuned against; the more honest estimate.
 * - `heldout-messy.jsonl`: 50 annotations per language as people type them
 *   (chat abbreviations like "tmrw", "nä. Woche", "sett prossima", missing
 *   accents, emoji, mixed languages, fragments, cancellations, completions
 *   without a classic cue, filing rules without always/never, vague
 *   postponements). Written and labelled before the second round of work on
 *   the classifier, labels never changed since; that round then worked on
 *   general mechanisms with this set in view, so its score is optimistic too.
 *
 * Conventions of the messy set (and the sets before it): a bare
 * cancellation ("cancelled", "fällt aus", "annulé", "cancelado",
 * "annullato") is `complete`/`none`; a cancellation that says why or adds a
 * fact ("fällt aus, Trainerin ist krank bis 1.12.") is `complete`/`factual`.
 * A bare completion in any wording ("hab angerufen", "paid", "payé") is
 * `complete`/`none`; one that adds a name, number, time or place is
 * `complete`/`factual`. A filing rule without always/never ("bins go in the
 * Weekly section", "las recetas en Salud, no en Recados") is
 * `keep`/`behavioral`; "X not Y" about the item is `rewrite`/`factual`; a
 * postponement that only names when ("someday", "nxt wk") is
 * `postpone`/`none`, and one that gives a reason about the world
 * ("Vertrag läuft bis 31.12.") is `postpone`/`factual`.
 *
 * Labelling policy: a correction or new information about the item is
 * `rewrite`/`factual`; a rule (always, never, from now on, don't…) is
 * `behavioral` and keeps the item unless it also corrects it; a wish about
 * form (length, table, order) is `preference` and rewrites the item; a
 * completion or postponement is `none` unless it adds lasting information
 * (a name, number, place, date or reason about the world), then `factual`.
 *
 * Every set is scored on the shipped decider: the cue rules where they are
 * decisive, the trained model (src/core/deciders/model) elsewhere. On
 * these sets, written with the cue lists, the cue rules alone score 0.98 to
 * 1.00 and the model costs a few points (heldout: about 0.92 action and
 * type); on the corpus's held-out fifth, written without cue words in mind,
 * it gains ten to eighteen (see the last block and `npm run bench`).
 *
 * Set CLASSIFIER_REPORT=1 to print every miss.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import { shippedJudge } from "../../../../src/core/deciders/model/shipped";
import { isHeldOut } from "../../../../scripts/classifier/train";
import { readCorpus, readJsonl } from "../../../../scripts/corpus";
import { LANGUAGES, type Language } from "../../../../src/core/languages";
import type { Action, CorrectionType } from "../../../../src/core/types";

/** One labelled annotation of a fixture file. */
interface LabelledAnnotation {
	lang: Language;
	item: string;
	annotation: string;
	action: Action;
	type: CorrectionType;
	/** Only for postponements to an absolute date. */
	postpone_until?: string;
}

/** Reads `test/fixtures/classifier/<name>.jsonl`. */
function loadFixture(name: string): LabelledAnnotation[] {
	return readJsonl<LabelledAnnotation>(fileURLToPath(new URL(`../../../fixtures/classifier/${name}.jsonl`, import.meta.url)));
}

const TODAY = "2026-11-22";

interface Floors {
	action: number;
	type: number;
}

/**
 * Floors a little below the accuracy measured when they were set (see the
 * console lines). The held-out test sets were written beside the cue lists,
 * and the corpus, now some 40,000 annotations, draws some of their lines
 * elsewhere; the model follows the corpus. There a postponement that waits
 * on someone ("waiting for the technician's report") is none unless it names
 * a detail worth keeping, a completion that adds when something arrives
 * ("ordered, arrives Mon") often none, an appointment someone else moved
 * ("moved to Thursday") a correction of its date, and the answer under an
 * "Ask …" item ("he says the spare key is with Mrs Patel") a completion
 * with a fact. Hence type floors of 0.8 and, on the 20 a language of the
 * fresh set, 0.7.
 */
const FIXTURES: { name: string; minPerLanguage: number; floors: Floors }[] = [
	{ name: "train", minPerLanguage: 60, floors: { action: 0.95, type: 0.95 } },
	{ name: "heldout", minPerLanguage: 40, floors: { action: 0.85, type: 0.8 } },
	{ name: "heldout-fresh", minPerLanguage: 20, floors: { action: 0.7, type: 0.7 } },
	{ name: "heldout-messy", minPerLanguage: 40, floors: { action: 0.85, type: 0.8 } },
];

/**
 * Per-language floors on the corpus's held-out fifth, the fresh set and the
 * agreement set, a little below the lowest measured when set (French on the
 * held-out fifth, 0.87 / 0.90; issue #13's targets are 0.93 / 0.90).
 */
const CORPUS_FLOORS: Floors = { action: 0.84, type: 0.87 };

interface Score {
	total: number;
	action: number;
	type: number;
	misses: string[];
}

function score(rows: LabelledAnnotation[]): Score {
	const result: Score = { total: rows.length, action: 0, type: 0, misses: [] };
	for (const row of rows) {
		const got = classifyOffline({ item: row.item, annotation: row.annotation }, { today: TODAY, model: shippedJudge() });
		if (got.action === row.action) result.action++;
		if (got.type === row.type) result.type++;
		if (got.action !== row.action || got.type !== row.type) {
			result.misses.push(`${row.annotation} → ${got.action}/${got.type}, labelled ${row.action}/${row.type}`);
		}
	}
	return result;
}

const percent = (part: number, total: number): string => `${((100 * part) / total).toFixed(1)}%`;

for (const fixture of FIXTURES) {
	describe(`accuracy on ${fixture.name}.jsonl`, () => {
		const rows = loadFixture(fixture.name);

		it.each(LANGUAGES)(`%s: action ≥ ${fixture.floors.action * 100}%, type ≥ ${fixture.floors.type * 100}%`, (language) => {
			const ofLanguage = rows.filter((row) => row.lang === language);
			expect(ofLanguage.length).toBeGreaterThanOrEqual(fixture.minPerLanguage);
			const measured = score(ofLanguage);
			console.log(
				`[classifier] ${fixture.name} ${language}: n=${measured.total} action ${percent(measured.action, measured.total)} type ${percent(measured.type, measured.total)}`,
			);
			if (process.env.CLASSIFIER_REPORT) for (const miss of measured.misses) console.log(`  miss (${language}): ${miss}`);
			expect(measured.action / measured.total).toBeGreaterThanOrEqual(fixture.floors.action);
			expect(measured.type / measured.total).toBeGreaterThanOrEqual(fixture.floors.type);
		});

		it("resolves every labelled absolute postponement date", () => {
			for (const row of rows.filter((r) => r.postpone_until !== undefined)) {
				const got = classifyOffline({ item: row.item, annotation: row.annotation }, { today: TODAY });
				expect(got.postponeUntil, row.annotation).toBe(row.postpone_until);
			}
		});

		it("has well-formed rows", () => {
			for (const row of rows) {
				expect(LANGUAGES).toContain(row.lang);
				expect(["rewrite", "complete", "postpone", "keep"]).toContain(row.action);
				expect(["factual", "behavioral", "preference", "none"]).toContain(row.type);
				expect(row.annotation.trim()).not.toBe("");
			}
		});
	});
}

const cueRulesAlone = (row: LabelledAnnotation) => classifyOffline({ item: row.item, annotation: row.annotation }, { today: TODAY });

/** Reads `data/classifier/<folder>/*.jsonl`. */
function labelledData(folder: string): LabelledAnnotation[] {
	return readCorpus(fileURLToPath(new URL(`../../../../data/classifier/${folder}/`, import.meta.url))) as LabelledAnnotation[];
}

/**
 * The corpus's held-out fifth; the fresh set: 600 annotations written by
 * five writers who read only the corpus, never the cue lists, and kept out
 * of training (data/classifier/fresh); and the agreement set: 749 fresh
 * annotations in the corpus's own mix, labelled again, blind, by a second
 * labeller (data/classifier/agreement; see the test below).
 */
for (const { name, rows: all, minPerLanguage } of [
	{ name: "the corpus's held-out fifth", rows: labelledData("corpus").filter(isHeldOut), minPerLanguage: 60 },
	{ name: "the fresh set", rows: labelledData("fresh"), minPerLanguage: 120 },
	{ name: "the agreement set", rows: labelledData("agreement"), minPerLanguage: 140 },
]) {
	describe(`accuracy on ${name} (never trained on)`, () => {
		it.each(LANGUAGES)("%s: the shipped decider beats the cue rules alone, and stays above its floor", (language) => {
			const rows = all.filter((row) => row.lang === language);
			expect(rows.length).toBeGreaterThanOrEqual(minPerLanguage);
			const shipped = score(rows);
			const alone = { action: 0, type: 0 };
			for (const row of rows) {
				const got = cueRulesAlone(row);
				if (got.action === row.action) alone.action++;
				if (got.type === row.type) alone.type++;
			}
			console.log(`[classifier] ${name} ${language}: n=${rows.length} action ${percent(shipped.action, rows.length)} type ${percent(shipped.type, rows.length)} (cue rules alone ${percent(alone.action, rows.length)} / ${percent(alone.type, rows.length)})`);
			expect(shipped.action + shipped.type).toBeGreaterThan(alone.action + alone.type);
			expect(shipped.action / rows.length).toBeGreaterThanOrEqual(CORPUS_FLOORS.action);
			expect(shipped.type / rows.length).toBeGreaterThanOrEqual(CORPUS_FLOORS.type);
		});
	});
}

describe("the agreement set's two labellings", () => {
	it("cover the same annotations, in the same order, with the pairs the corpus uses", () => {
		const writers = labelledData("agreement");
		const second = labelledData("agreement/second");
		expect(second.map(({ lang, item, annotation }) => ({ lang, item, annotation }))).toEqual(writers.map(({ lang, item, annotation }) => ({ lang, item, annotation })));
		const pairs = new Set(["complete/none", "complete/factual", "postpone/none", "postpone/factual", "rewrite/factual", "rewrite/preference", "keep/behavioral", "keep/none"]);
		for (const row of [...writers, ...second]) expect(pairs, `${row.annotation} → ${row.action}/${row.type}`).toContain(`${row.action}/${row.type}`);
	});
});
