import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";

const note = (...lines: string[]) => parseEntries(lines.map((line) => `- ${line}\n`).join(""));

describe("NoteIndex.neighbours", () => {
	it("hands out the entries sharing most content words, best first, never one sharing none", () => {
		const index = new NoteIndex(note("Mum is allergic to penicillin", "Mum has a penicillin allergy", "Dad plays football on Sundays"));
		const found = index.neighbours("Mum is allergic to penicillin!", 5).map((neighbour) => neighbour.entry.text);
		expect(found[0]).toBe("Mum is allergic to penicillin");
		expect(found).not.toContain("Dad plays football on Sundays");
	});

	it("forgets deleted entries and sees added ones", () => {
		const [first, second] = note("The bins go out on Thursday evening", "The recycling goes out on Friday");
		const index = new NoteIndex([first!]);
		expect(index.neighbours("bins Thursday", 5).map((n) => n.entry)).toEqual([first]);
		index.delete(first!);
		index.add(second!);
		expect(index.neighbours("bins Thursday", 5)).toEqual([]);
		expect(index.neighbours("recycling Friday", 5).map((n) => n.entry)).toEqual([second]);
	});

	it("finds a German compound from its split words", () => {
		const index = new NoteIndex(note("Zahnarzttermine nie vor 9 Uhr eintragen", "Einkaufsliste am Freitag schreiben"), "de");
		expect(index.neighbours("Termine beim Zahnarzt nie vor 9 Uhr eintragen", 5)[0]?.entry.text).toBe("Zahnarzttermine nie vor 9 Uhr eintragen");
	});
});
