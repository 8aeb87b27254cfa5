import { describe, expect, it } from "vitest";
import { SHAPE_FEATURES } from "../../../../src/core/deciders/model/features";
import { dataExamples, evenSample, fixtureExamples } from "../../../helpers/labelled";
import { checkShapeBuckets } from "../../../helpers/shapeCheck";

describe("the classifier's features", () => {
	it("lists every shape feature once", () => {
		expect(new Set(SHAPE_FEATURES).size).toBe(SHAPE_FEATURES.length);
	});

	// Every labelled annotation, some 43,000, takes half a minute: `npm run test:corpus` reads them all (test/corpus/features.test.ts).
	it("gives every shape a bucket of its own, which no word or n-gram of an annotation shares (the test sets and a sample of the labelled data)", () => {
		const examples = [...fixtureExamples(), ...evenSample(dataExamples(), 1_000)];
		expect(examples.length).toBeGreaterThan(2_000);
		expect(checkShapeBuckets(examples)).toEqual({ unlisted: [], wrong: [] });
	});
});
