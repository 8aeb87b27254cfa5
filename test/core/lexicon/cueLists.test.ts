import { describe, expect, it } from "vitest";
import { checkCueLists, EDGE_ANNOTATIONS } from "../../helpers/cueListCheck";
import { dataExamples, evenSample, fixtureExamples } from "../../helpers/labelled";

// Every labelled annotation takes half a minute; `npm run test:corpus` reads them all (test/corpus/cueLists.test.ts).
describe("cue lists", () => {
	it("find every match their regex finds: a text the look-up of key words rules out holds none (the test sets and a sample of the labelled data)", () => {
		const annotations = [...fixtureExamples(), ...evenSample(dataExamples(), 1_000)].map((row) => row.annotation);
		const { texts, matched, missed } = checkCueLists([...annotations, ...EDGE_ANNOTATIONS]);
		expect(texts).toBeGreaterThan(2_000);
		expect(missed.slice(0, 10)).toEqual([]);
		// The check means something only where lists do match.
		expect(matched).toBeGreaterThan(2_500);
	});
});
