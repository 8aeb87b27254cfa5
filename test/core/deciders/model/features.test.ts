import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCues } from "../../../../src/core/deciders/offline/classify";
import { BUCKETS, featuresOf, SHAPE_FEATURES, shapeOf } from "../../../../src/core/deciders/model/features";
import { cueSummaryOf } from "../../../../src/core/deciders/model/judge";
import type { LabelledExample } from "../../../../scripts/classifier/train";
import { fold, wordsOf } from "../../../../src/core/folding";
import { readCorpus, readJsonl } from "../../../../scripts/corpus";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const examples: LabelledExample[] = [
	...readCorpus(`${root}data/classifier/corpus`),
	...readCorpus(`${root}data/classifier/fresh`),
	...readCorpus(`${root}data/classifier/agreement`),
	...["train", "heldout", "heldout-fresh", "heldout-messy"].flatMap((name) => readJsonl<LabelledExample>(`${root}test/fixtures/classifier/${name}.jsonl`)),
];
const TODAY = "2026-01-14";

describe("the classifier's features", () => {
	it("lists every shape feature once", () => {
		expect(new Set(SHAPE_FEATURES).size).toBe(SHAPE_FEATURES.length);
	});

	it("gives every shape a bucket of its own, which no word or n-gram of any labelled annotation shares", () => {
		const shapeStart = BUCKETS - SHAPE_FEATURES.length;
		const unlisted = new Set<string>();
		for (const { item, annotation: written } of examples) {
			const annotation = written.trim();
			const cues = cueSummaryOf(readCues(annotation, { today: TODAY }));
			const shape = shapeOf({ item, annotation }, wordsOf(fold(annotation)), cues);
			for (const name of shape) if (!SHAPE_FEATURES.includes(name)) unlisted.add(name);
			const buckets = featuresOf({ item, annotation }, cues).map((feature) => feature.bucket);
			const text = buckets.slice(0, buckets.length - shape.length);
			expect(text.every((bucket) => bucket < shapeStart)).toBe(true);
			expect(buckets.slice(text.length)).toEqual(shape.map((name) => shapeStart + SHAPE_FEATURES.indexOf(name)));
		}
		expect([...unlisted]).toEqual([]);
		// It reads every labelled annotation, about 40,000 of them.
	}, 60_000);
});
