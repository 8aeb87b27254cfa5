import { describe, expect, it, vi } from "vitest";
import { facts } from "../../../bench/facts";
import { readTargetNote, relationsFor, type NewRelation } from "../../../src/core/exchange";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";
import { relationCandidates } from "../../../src/core/memory/relations";
import { de } from "../memory/cases/relations/de";
import { en } from "../memory/cases/relations/en";
import { es } from "../memory/cases/relations/es";
import { fr } from "../memory/cases/relations/fr";
import { it as italian } from "../memory/cases/relations/it";

/** A note of `filler` unrelated entries with the entry under test in the middle. */
function crowded(existing: string, filler: number): string {
	const lines = ["# Memory", ""];
	for (let i = 0; i < filler; i++) {
		if (i === filler / 2) lines.push(`- [2026-04-08] ${existing} <!-- am:7f3a9c21 -->`);
		lines.push(`- [2026-01-01] Parcel ${i} for the neighbours went to locker ${i % 7} <!-- am:f${i} -->`);
	}
	return lines.join("\n") + "\n";
}

/** A memory note of `statements`, each with an `am:` id counted from `firstId`. */
function memoryNote(statements: readonly string[], firstId = 0x10000000): string {
	return ["# Memory", "", ...statements.map((statement, i) => `- [2026-04-08] ${statement} <!-- am:${(firstId + i).toString(16)} -->`), ""].join("\n");
}

/** Each proposal's relation lines from one pass against `note` that writes them in the order given, or reversed (listed in the proposals' order either way). */
function onePass(note: string, proposals: readonly string[], order: "as given" | "reversed" = "as given"): NewRelation[][] {
	const target = readTargetNote(note);
	if (order === "as given") return proposals.map((text) => relationsFor(target, text, null));
	return [...proposals].reverse().map((text) => relationsFor(target, text, null)).reverse();
}

describe("relation lines from a target note read lazily", () => {
	const all = [en, de, fr, es, italian].flatMap((cases) => [...cases.duplicate, ...cases.contradiction, ...cases.distinct]);

	it("offers the same relations as an index over the whole note, for every case of the five languages", () => {
		for (const [existing, proposal] of all) {
			const text = crowded(existing, 40);
			const full = relationCandidates(new NoteIndex(parseEntries(text)), proposal).map((c) => [c.id, c.relation, c.certain]);
			const lazy = relationsFor(readTargetNote(text), proposal, null).map((r) => [r.entryId, r.kind, r.ticked]);
			expect(lazy, `${existing} / ${proposal}`).toEqual(full);
		}
	});

	it("offers the same relations in a second pass against the unchanged note as in the first", () => {
		// Far more entries alike than one proposal has analysed: which ones a pass analysed must not leak into the next.
		const note = memoryNote(facts(0, 3000));
		const proposals = facts(3_000_000, 300);
		const first = onePass(note, proposals);
		relationsFor(readTargetNote(crowded(en.duplicate[0]![0], 40)), proposals[0]!, null);
		expect(onePass(note, proposals)).toEqual(first);
		expect(first.filter((relations) => relations.some((relation) => relation.kind === "replaces")).length).toBeGreaterThan(10);
	});

	it("offers a proposal the same relations whatever proposals came before it in the pass", () => {
		// A pass that was interrupted and run again writes the rest of its proposals after fewer others.
		const note = memoryNote(facts(0, 3000));
		const proposals = facts(3_000_000, 300);
		const inOrder = onePass(note, proposals);
		const alone = proposals.filter((_, i) => i % 30 === 0).map((text) => relationsFor(readTargetNote(note), text, null));
		expect(onePass(note, proposals, "reversed")).toEqual(inOrder);
		expect(alone).toEqual(inOrder.filter((_, i) => i % 30 === 0));
		// Some 1 in 12 proposals gets a relation line (fewer since "Same as" needs equal values): enough to tell orders apart.
		expect(inOrder.filter((relations) => relations.length > 0).length).toBeGreaterThan(20);
	});

	it("offers a proposal the same relations whatever came before it, on notes made of the relation cases of all five languages", () => {
		for (const cases of [de, en, fr, es, italian]) {
			const pairs = [...cases.duplicate, ...cases.contradiction, ...cases.distinct];
			const note = memoryNote(pairs.map(([existing]) => existing), 0x30000000);
			const proposals = pairs.map(([, proposal]) => proposal);
			const inOrder = onePass(note, proposals);
			expect(onePass(note, proposals, "reversed")).toEqual(inOrder);
			expect(proposals.map((text) => relationsFor(readTargetNote(note), text, null))).toEqual(inOrder);
		}
	});

	it("offers, once the note gained an entry, what a first reading of the changed note offers", async () => {
		// Entries the first pass analysed are taken as they were; the new one is analysed, and related.
		const before = memoryNote(facts(0, 3000));
		const after = `${before}- [2026-11-01] Rent is 950 euros a month. <!-- am:aaaa1111 -->\n`;
		const proposals = [...facts(3_000_000, 200), "Rent is 1,020 euros a month."];
		onePass(before, proposals);
		const changed = onePass(after, proposals);
		vi.resetModules();
		const fresh = await import("../../../src/core/exchange");
		const freshTarget = fresh.readTargetNote(after);
		expect(proposals.map((text) => fresh.relationsFor(freshTarget, text, null))).toEqual(changed);
		expect(changed.at(-1)).toContainEqual({ kind: "replaces", entryId: "aaaa1111", text: "Rent is 950 euros a month.", ticked: false });
	});

	it("ticks the model's picks only among the note's own entries, and never more than it offered", () => {
		const note = readTargetNote("- [2026-01-01] Rent is 950 euros a month. <!-- am:aaaa1111 -->\n");
		expect(relationsFor(note, "Rent is 1,020 euros a month.", { sameAs: [], replaces: ["aaaa1111", "elsewhere"] })).toEqual([
			{ kind: "replaces", entryId: "aaaa1111", text: "Rent is 950 euros a month.", ticked: true },
		]);
		expect(relationsFor(note, "Rent is 1,020 euros a month.", { sameAs: [], replaces: [] })).toEqual([
			{ kind: "replaces", entryId: "aaaa1111", text: "Rent is 950 euros a month.", ticked: false },
		]);
	});
});
