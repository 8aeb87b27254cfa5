import { describe, expect, it } from "vitest";
import { splitCompound, splitCompoundAmong } from "../../../src/core/similarity/compounds";

describe("compounds split into words the other text uses", () => {
	const words = new Set(["termine", "beim", "zahnarzt", "termin"]);

	it("splits a compound whose parts the other text writes apart", () => {
		expect(splitCompoundAmong("zahnarzttermine", words)).toEqual(["zahnarzt", "termine"]);
		expect(splitCompoundAmong("zahnarzttermine", words)).toEqual(splitCompound("zahnarzttermine", (part) => words.has(part)));
	});

	it("leaves a word no known word begins, or one only a known word's whole length covers", () => {
		expect(splitCompoundAmong("arzttermine", words)).toBeNull();
		expect(splitCompoundAmong("zahnarzt", words)).toBeNull();
		expect(splitCompoundAmong("terminal", words)).toBeNull();
	});
});
