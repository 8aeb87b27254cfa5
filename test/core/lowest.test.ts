import { describe, expect, it } from "vitest";
import { lowestFirst } from "../../src/core/lowest";

describe("lowestFirst", () => {
	it("moves exactly the lowest values to the front, whatever their order and how many are asked for", () => {
		let seed = 7;
		const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		for (let round = 0; round < 300; round++) {
			const size = 1 + Math.floor(random() * 600);
			const distinct = new Set<number>();
			while (distinct.size < size) distinct.add(Math.floor(random() * 20_000) - 5_000);
			// In random order, or ascending as a stem's entries come.
			const given = round % 2 === 0 ? [...distinct] : [...distinct].sort((a, b) => a - b);
			const count = 1 + Math.floor(random() * size);
			const values = Int32Array.from(given);
			lowestFirst(values, count);
			const lowest = [...values.subarray(0, count)].sort((a, b) => a - b);
			expect(lowest).toEqual([...distinct].sort((a, b) => a - b).slice(0, count));
			expect([...values].sort((a, b) => a - b)).toEqual([...distinct].sort((a, b) => a - b));
		}
	});
});
