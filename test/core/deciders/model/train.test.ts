import { describe, expect, it } from "vitest";
import { loadModel, type Model } from "../../../../src/core/deciders/model/model";
import { VERDICT_CLASSES } from "../../../../src/core/deciders/model/judge";
import { isHeldOut, train, TRAINING, trainingRowOf, trainVerdictModel } from "../../../../scripts/classifier/train";
import { lazy } from "../../../../src/core/lazy";
import { evenSample, fixtureExamples, labelledData } from "../../../helpers/labelled";

// Retraining on the whole corpus, and the corpus's own checks, are in `npm run test:corpus` (test/corpus/).

describe("the held-out split", () => {
	it("keeps about a fifth out, in every language, by the example alone", () => {
		const examples = fixtureExamples();
		const heldOut = examples.filter(isHeldOut);
		expect(heldOut.length / examples.length).toBeGreaterThan(0.15);
		expect(heldOut.length / examples.length).toBeLessThan(0.25);
		for (const language of ["en", "de", "fr", "es", "it"]) expect(heldOut.some((example) => example.lang === language)).toBe(true);
		// The split depends on the example alone: reading the examples in another order changes nothing.
		expect([...examples].reverse().filter(isHeldOut).reverse()).toEqual(heldOut);
	});
});

describe("training", () => {
	// Spread over every file (each language, the time-of-day slice), not the first file's first lines.
	const sample = evenSample(labelledData("corpus").filter((example) => !isHeldOut(example)), 200);
	// Reading an annotation's cues and features takes a millisecond or two: the rows are made once for the tests below.
	const rows = lazy(() => sample.map(trainingRowOf));
	// Small batches and larger steps: 200 examples make four of the shipped batches an epoch.
	const options = { ...TRAINING, epochs: 3, batch: 8, learningRate: 0.05 };
	/** The share of the sample whose class the model scores highest. */
	const shareRight = (model: Model): number =>
		rows().filter(({ features, target }) => {
			const scores = model.scores(features);
			return scores.indexOf(Math.max(...scores)) === target;
		}).length / sample.length;

	it("is deterministic: the same examples give the same bytes, read afresh or from rows read before", () => {
		expect(sample).toHaveLength(200);
		expect(trainVerdictModel(sample, options)).toEqual(train(rows(), VERDICT_CLASSES, options));
	});

	it("learns what it is shown: the training examples mostly come back right", () => {
		expect(shareRight(loadModel(train(rows(), VERDICT_CLASSES, { ...options, epochs: 10 })))).toBeGreaterThan(0.9);
	});

	it("keeps only as many weights as it is told, the ones that matter most, and still learns", () => {
		const shipped = train(rows(), VERDICT_CLASSES, { ...options, epochs: 10, keep: 1000 });
		expect(shipped.nonzero).toBeLessThanOrEqual(1000);
		expect(shareRight(loadModel(shipped))).toBeGreaterThan(0.8);
	});
});
