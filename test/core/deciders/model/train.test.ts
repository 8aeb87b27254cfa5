import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadModel, type Model } from "../../../../src/core/deciders/model/model";
import { exampleKey, isHeldOut, TRAINING, trainingRowOf, trainVerdictModel } from "../../../../scripts/classifier/train";
import { ACTIONS, CORRECTION_TYPES } from "../../../../src/core/types";
import { readCorpus, trainingExamples } from "../../../../scripts/corpus";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const corpus = readCorpus(`${root}data/classifier/corpus`);

describe("the classifier's corpus", () => {
	it("holds at least 1,500 labelled annotations, at least 300 per language, with valid labels", () => {
		expect(corpus.length).toBeGreaterThanOrEqual(1500);
		for (const language of ["en", "de", "fr", "es", "it"]) expect(corpus.filter((example) => example.lang === language).length).toBeGreaterThanOrEqual(300);
		for (const example of corpus) {
			expect(ACTIONS).toContain(example.action);
			expect(CORRECTION_TYPES).toContain(example.type);
		}
	});

	it("keeps a fixed fifth out of training, in every language", () => {
		const heldOut = corpus.filter(isHeldOut);
		expect(heldOut.length / corpus.length).toBeGreaterThan(0.15);
		expect(heldOut.length / corpus.length).toBeLessThan(0.25);
		for (const language of ["en", "de", "fr", "es", "it"]) expect(heldOut.some((example) => example.lang === language)).toBe(true);
		// The split depends on the example alone: reading the corpus in another order changes nothing.
		expect([...corpus].reverse().filter(isHeldOut).reverse()).toEqual(heldOut);
	});
});

describe("training", () => {
	const training = corpus.filter((example) => !isHeldOut(example));
	// Spread over every file (each language, the time-of-day slice), not the first file's first lines.
	const sample = training.filter((_, index) => index % Math.floor(training.length / 200) === 0).slice(0, 200);
	// Small batches and larger steps: 200 examples make four of the shipped batches an epoch.
	const options = { ...TRAINING, epochs: 3, batch: 8, learningRate: 0.05 };
	/** The share of the sample whose class the model scores highest. */
	const shareRight = (model: Model): number =>
		sample.filter((example) => {
			const { features, target } = trainingRowOf(example);
			const scores = model.scores(features);
			return scores.indexOf(Math.max(...scores)) === target;
		}).length / sample.length;

	it("is deterministic: the same examples give the same bytes", () => {
		expect(trainVerdictModel(sample, options)).toEqual(trainVerdictModel(sample, options));
	});

	it("learns what it is shown: the training examples mostly come back right", () => {
		expect(shareRight(loadModel(trainVerdictModel(sample, { ...options, epochs: 10 })))).toBeGreaterThan(0.9);
	});

	it("keeps only as many weights as it is told, the ones that matter most, and still learns", () => {
		const shipped = trainVerdictModel(sample, { ...options, epochs: 10, keep: 1000 });
		expect(shipped.nonzero).toBeLessThanOrEqual(1000);
		expect(shareRight(loadModel(shipped))).toBeGreaterThan(0.8);
	});

	it("ships exactly what training on the corpus without its held-out fifth gives (run `npm run train` after changing the corpus)", () => {
		const shipped = JSON.parse(readFileSync(fileURLToPath(new URL("../../../../src/core/deciders/model/weights.json", import.meta.url)), "utf8")) as unknown;
		const examples = trainingExamples(root);
		const trainedOn = new Set(examples.map(exampleKey));
		expect(corpus.filter(isHeldOut).filter((example) => trainedOn.has(exampleKey(example)))).toEqual([]);
		// The fresh and agreement sets (data/classifier/fresh, …/agreement) are for measuring only: none of them is trained on.
		for (const folder of ["fresh", "agreement"]) expect(readCorpus(`${root}data/classifier/${folder}`).filter((example) => trainedOn.has(exampleKey(example)))).toEqual([]);
		expect(shipped).toEqual(trainVerdictModel(examples));
	}, 180_000);
});
