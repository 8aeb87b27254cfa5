import { describe, expect, it } from "vitest";
import { StemIndex } from "../../../src/core/similarity/stemIndex";

/** The entries sharing any stem with `text`, each once, ascending. */
function entriesFor(index: StemIndex, text: string): number[] {
	const found = new Set<number>();
	for (const stem of index.stemsOf(text)) for (const slot of index.entriesWith(stem)) found.add(slot);
	return [...found].sort((a, b) => a - b);
}

describe("StemIndex finds a note's entries by stems and compound pieces", () => {
	const texts = ["Zahnarzttermine nie vor 9 Uhr eintragen", "Der Garten braucht Wasser", "Termine beim Zahnarzt immer vormittags", "Gartenarbeit am Samstag"];
	const index = new StemIndex(texts, "de");

	it("finds a compound from its parts written apart, and the parts from the compound", () => {
		expect(entriesFor(index, "Zahnarzt")).toEqual([0, 2]);
		expect(entriesFor(index, "Zahnarzttermin")).toEqual([0, 2]);
		expect(entriesFor(index, "Garten")).toEqual([1, 3]);
	});

	it("lists an entry once per stem however often it writes the word", () => {
		const repeated = new StemIndex(["Tee, Tee und noch mehr Tee", "Kaffee"], "de");
		const [stem] = repeated.stemsOf("Tee");
		expect([...repeated.entriesWith(stem ?? -1)]).toEqual([0]);
	});

	it("finds nothing for words no entry has, nor for a query's new words", () => {
		expect(entriesFor(index, "Fahrrad")).toEqual([]);
		expect(entriesFor(new StemIndex([], undefined), "anything")).toEqual([]);
	});
});
