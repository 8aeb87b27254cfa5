/**
 * The offline classifier's test sets of labelled annotations
 * (test/fixtures/classifier): well formed, large enough per language, and
 * every labelled absolute postponement date resolved by the cue rules.
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
 * How well the classifier scores on them, and on the labelled data under
 * data/classifier, is a bench figure, not a test: `npm run bench` (or
 * `node dist/bench.cjs classifier`, with CLASSIFIER_REPORT=1 to print every
 * miss) prints it per language, beside the floors these tests once held.
 * The data under data/classifier are checked by `npm run test:corpus`.
 */
import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import { LANGUAGES, type Language } from "../../../../src/core/languages";
import type { Action, CorrectionType } from "../../../../src/core/types";
import { FIXTURE_SETS, fixtureSet } from "../../../helpers/labelled";

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

const TODAY = "2026-11-22";

/** The least each test set holds per language: the bench's per-language figures rest on them. */
const MIN_PER_LANGUAGE: Record<(typeof FIXTURE_SETS)[number], number> = { train: 60, heldout: 40, "heldout-fresh": 20, "heldout-messy": 40 };

for (const name of FIXTURE_SETS) {
	describe(`the test set ${name}.jsonl`, () => {
		const rows = fixtureSet(name) as LabelledAnnotation[];

		it(`holds at least ${MIN_PER_LANGUAGE[name]} annotations per language`, () => {
			for (const language of LANGUAGES) expect(rows.filter((row) => row.lang === language).length, language).toBeGreaterThanOrEqual(MIN_PER_LANGUAGE[name]);
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
