import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex, Vocabulary } from "../../../src/core/memory/noteIndex";
import { facts } from "../../../bench/facts";
import { de } from "./cases/relations/de";

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

	it("finds the same neighbours with a vocabulary shared by indexes over other entries of the note as with its own", () => {
		const texts = [...facts(0, 1500), ...de.duplicate.map(([existing]) => existing)];
		const entries = note(...texts);
		const queries = [...facts(3_000_000, 150), ...de.duplicate.map(([, proposal]) => proposal)];
		const shared = new Vocabulary();
		// Each index holds another part of the note, added in another order; the shared vocabulary knows the words of every part.
		for (const [part, order] of [[0, 1], [1, -1], [2, 1]] as const) {
			const some = entries.filter((_, i) => i % 3 === part);
			const ordered = order === 1 ? some : [...some].reverse();
			const own = new NoteIndex(ordered);
			const withShared = new NoteIndex(ordered, own.language, shared);
			for (const query of queries) {
				const found = (index: NoteIndex) => index.neighbours(query, 32).map(({ entry, shared }) => [entry.text, shared]);
				expect(found(withShared), query).toEqual(found(own));
			}
		}
		expect(new NoteIndex(entries).neighbours(queries[0]!, 32).length).toBeGreaterThan(0);
	});

	it("answers a focused query as an index of only the entries in focus would, compound pieces included", () => {
		// Many entries hold the pieces of "Zahnarzttermine", so a few in focus hold fewer pieces than those lists.
		const compounds = Array.from({ length: 300 }, (_, i) => `Zahnarzttermine für Kind ${i + 1} nie vor ${8 + (i % 4)} Uhr eintragen`);
		const texts = [...de.duplicate.map(([existing]) => existing), ...de.distinct.map(([existing]) => existing), ...compounds, ...facts(0, 600)];
		const entries = note(...texts);
		const whole = new NoteIndex(entries, "de");
		const slots = entries.map((entry) => whole.add(entry));
		const queries = [...de.duplicate.map(([, proposal]) => proposal), ...de.distinct.map(([, proposal]) => proposal), "Termine beim Zahnarzt für Kind 41 nie vor 9 Uhr eintragen"];
		// Fewer entries in focus (their pieces outnumber the query's lists) and more (the lists are the shorter walk); never more
		// compounds holding a piece than neighbours asked for, which is where an index without focus stops counting them.
		for (const every of [12, 40]) {
			const chosen = entries.filter((_, i) => i % every === 0);
			const alone = new NoteIndex(chosen, "de");
			whole.focus(slots.filter((_, i) => i % every === 0));
			for (const query of queries) {
				const found = (index: NoteIndex) => index.neighbours(query, 32).map(({ entry, shared }) => [entry.text, shared]);
				expect(found(whole), `${query} (every ${every})`).toEqual(found(alone));
			}
		}
		whole.focus(null);
		expect(whole.neighbours(queries[0]!, 32).length).toBeGreaterThan(0);
	});
});
