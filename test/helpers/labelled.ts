/**
 * The classifier's labelled annotations for the tests: the corpus and the
 * measuring sets under data/classifier, the small test sets under
 * test/fixtures/classifier, and an even sample of the large ones for the
 * fast suite (`npm test`); the corpus suite (`npm run test:corpus`) reads
 * them whole.
 */
import { fileURLToPath } from "node:url";
import type { LabelledExample } from "../../scripts/classifier/train";
import { readCorpus, readJsonl } from "../../scripts/corpus";

/** The repository's root folder, with a trailing slash. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The test sets of test/fixtures/classifier: `train` is the cue rules' development set, the others are held out. */
export const FIXTURE_SETS = ["train", "heldout", "heldout-fresh", "heldout-messy"] as const;

/** Every example of `data/classifier/<folder>/*.jsonl` (the corpus is `corpus`; also `fresh`, `agreement`, `agreement/second`). */
export function labelledData(folder: string): LabelledExample[] {
	return readCorpus(`${ROOT}data/classifier/${folder}`);
}

/** Reads `test/fixtures/classifier/<name>.jsonl`. */
export function fixtureSet(name: string): LabelledExample[] {
	return readJsonl<LabelledExample>(`${ROOT}test/fixtures/classifier/${name}.jsonl`);
}

/** Every test set of test/fixtures/classifier, in one list. */
export function fixtureExamples(): LabelledExample[] {
	return FIXTURE_SETS.flatMap(fixtureSet);
}

/** Every labelled annotation of data/classifier: the corpus, the fresh set and the agreement set. */
export function dataExamples(): LabelledExample[] {
	return [...labelledData("corpus"), ...labelledData("fresh"), ...labelledData("agreement")];
}

/** About `count` rows spread evenly over `rows` (every file and language, not the first file's first lines). */
export function evenSample<T>(rows: readonly T[], count: number): T[] {
	const step = Math.max(1, Math.floor(rows.length / count));
	return rows.filter((_, index) => index % step === 0).slice(0, count);
}
