import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEntries, type MemoryEntry } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";
import { contentWords, diceOverlap } from "../../../src/core/memory/similarity";

const note = (...lines: string[]) => parseEntries(lines.map((line) => `- ${line}\n`).join(""));

describe("NoteIndex.findNearDuplicate", () => {
	it("finds the entry with the highest overlap at or above the threshold", () => {
		const index = new NoteIndex(note("Mum is allergic to penicillin", "Mum has a penicillin allergy", "Dad plays football"));
		expect(index.findNearDuplicate("Mum is allergic to penicillin!", 0.6)?.text).toBe("Mum is allergic to penicillin");
		expect(index.findNearDuplicate("Mum: penicillin allergy", 0.6)?.text).toBe("Mum has a penicillin allergy");
		expect(index.findNearDuplicate("Anna plays the piano", 0.6)).toBeNull();
	});

	it("counts the threshold itself as a match, and needs one shared word even at 0", () => {
		const index = new NoteIndex(note("Mum is allergic to penicillin"));
		// Overlap exactly 2/3.
		expect(index.findNearDuplicate("Mum has a penicillin allergy", 2 / 3)?.text).toBe("Mum is allergic to penicillin");
		expect(index.findNearDuplicate("Mum has a penicillin allergy", 0.67)).toBeNull();
		expect(index.findNearDuplicate("Dad plays football", 0)).toBeNull();
		expect(index.findNearDuplicate("Mum is allergic to penicillin", 1.5)?.text).toBe("Mum is allergic to penicillin");
	});

	it("prefers the earliest of equally close entries", () => {
		const index = new NoteIndex(note("Call parents on Sundays", "Call the parents on Sundays"));
		expect(index.findNearDuplicate("Call parents Sundays", 0.6)?.line).toBe(0);
	});

	it("forgets deleted entries and sees added ones", () => {
		const [first, second] = note("Mum is allergic to penicillin", "Dad plays football");
		if (!first || !second) throw new Error("two entries expected");
		const index = new NoteIndex([first]);
		index.add(second);
		expect(index.size).toBe(2);
		expect(index.findNearDuplicate("Dad plays football", 0.6)).toBe(second);
		index.delete(first);
		index.delete(first);
		expect(index.size).toBe(1);
		expect(index.findNearDuplicate("Mum is allergic to penicillin", 0.6)).toBeNull();
	});

	it("matches entries without content words by their wording", () => {
		const index = new NoteIndex(note("Yes!", "Maybe"));
		expect(index.findNearDuplicate("yes!", 0.6)?.text).toBe("Yes!");
		expect(index.findNearDuplicate("no", 0.6)).toBeNull();
	});

	it("finds what comparing with every entry finds (small notes)", () => {
		const vocabulary = ["mum", "dad", "rent", "penicillin", "allergic", "school", "piano", "tuesday", "lesson", "bank", "call", "fish", "garden", "seven"];
		const sentence = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
		fc.assert(
			fc.property(fc.array(sentence, { maxLength: 40 }), sentence, fc.constantFrom(0.3, 0.5, 0.6, 0.8, 1), (lines, query, threshold) => {
				const entries = note(...lines);
				const index = new NoteIndex(entries, "en");
				const found = index.findNearDuplicate(query, threshold);
				const best = bruteForce(entries, query, threshold);
				expect(found ? score(found, query) : null).toBe(best);
			}),
			{ numRuns: 300 },
		);
	});
});

function score(entry: MemoryEntry, query: string): number {
	return diceOverlap(contentWords(entry.text, "en"), contentWords(query, "en"));
}

function bruteForce(entries: readonly MemoryEntry[], query: string, threshold: number): number | null {
	let best: number | null = null;
	for (const entry of entries) {
		const s = score(entry, query);
		if (s > 0 && s + 1e-9 >= threshold && (best === null || s > best)) best = s;
	}
	return best;
}

describe("NoteIndex.findContradiction", () => {
	it("finds the contradicted entry, with the reason", () => {
		const index = new NoteIndex(note("Mum is allergic to penicillin", "Rent is 950 euros a month", "Dad plays football"));
		expect(index.findContradictionWithKind("Mum is no longer allergic to penicillin")).toMatchObject({ entry: { text: "Mum is allergic to penicillin" }, kind: "negation" });
		expect(index.findContradictionWithKind("Rent is 1,020 euros a month")).toMatchObject({ entry: { text: "Rent is 950 euros a month" }, kind: "value" });
		expect(index.findContradiction("Dad plays tennis")).toBeNull();
	});

	it("prefers the entry sharing most of the subject, then the latest", () => {
		const index = new NoteIndex(note("Anna's piano lesson is on Tuesday", "Anna's piano lesson at school is on Monday", "Anna's piano lesson is on Monday"));
		expect(index.findContradiction("Anna's piano lesson is on Friday")?.line).toBe(2);
	});
});
