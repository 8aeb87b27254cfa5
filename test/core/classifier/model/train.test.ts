import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadModel } from "../../../../src/core/classifier/model/model";
import { isHeldOut, train, type LabelledExample } from "../../../../src/core/classifier/model/train";
import { ACTIONS, CORRECTION_TYPES } from "../../../../src/core/types";

const folder = fileURLToPath(new URL("../../../../data/classifier/corpus/", import.meta.url));
const corpus: LabelledExample[] = readdirSync(folder)
	.filter((name) => name.endsWith(".jsonl"))
	.flatMap((name) => readFileSync(`${folder}${name}`, "utf8").split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line) as LabelledExample));

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
	const sample = corpus.filter((example) => !isHeldOut(example)).slice(0, 200);
	const options = { epochs: 3, learningRate: 0.25, l2: 1e-5, seed: 7 };

	it("is deterministic: the same examples give the same bytes", () => {
		expect(train(sample, "type", CORRECTION_TYPES, options)).toEqual(train(sample, "type", CORRECTION_TYPES, options));
	});

	it("learns what it is shown: the training examples mostly come back right", () => {
		const model = loadModel(train(sample, "type", CORRECTION_TYPES, { ...options, epochs: 10 }));
		const right = sample.filter((example) => {
			const scores = model.scores(example.item, example.annotation);
			return model.classes[scores.indexOf(Math.max(...scores))] === example.type;
		}).length;
		expect(right / sample.length).toBeGreaterThan(0.9);
	});
});
