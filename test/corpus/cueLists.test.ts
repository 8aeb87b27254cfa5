import { describe, expect, it } from "vitest";
import { checkCueLists, EDGE_ANNOTATIONS } from "../helpers/cueListCheck";
import { dataExamples, fixtureExamples } from "../helpers/labelled";

describe("cue lists, over every labelled annotation", () => {
	it("find every match their regex finds: a text the look-up of key words rules out holds none", () => {
		const annotations = [...dataExamples(), ...fixtureExamples()].map((row) => row.annotation);
		const { texts, matched, missed } = checkCueLists([...annotations, ...EDGE_ANNOTATIONS]);
		expect(texts).toBeGreaterThan(40_000);
		expect(missed.slice(0, 10)).toEqual([]);
		// The check means something only where lists do match.
		expect(matched).toBeGreaterThan(30_000);
	});
});
