import { describe, expect, it } from "vitest";
import { dataExamples, fixtureExamples } from "../helpers/labelled";
import { checkShapeBuckets } from "../helpers/shapeCheck";

describe("the classifier's features, over every labelled annotation", () => {
	it("give every shape a bucket of its own, which no word or n-gram of any labelled annotation shares", () => {
		const examples = [...dataExamples(), ...fixtureExamples()];
		expect(examples.length).toBeGreaterThan(40_000);
		expect(checkShapeBuckets(examples)).toEqual({ unlisted: [], wrong: [] });
	});
});
