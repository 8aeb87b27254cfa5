import { describe, expect, it } from "vitest";
import { appendEntries, type NewEntry } from "../../../src/core/memory/appendEntries";
import { parseEntries } from "../../../src/core/memory/entries";
import { templatedFact, varietyFact } from "./synthetic";

/**
 * Near-linear growth: appending into a note of 10,000 entries goes through the
 * index (prefix-filtered postings, a bounded number of candidates per query),
 * never all pairs. Timings are printed for the log; speed is measured by the
 * project's benchmark, not asserted here.
 */

function note(entries: number, fact: (n: number) => string): string {
	const lines = ["# Memory", ""];
	for (let n = 0; n < entries; n++) lines.push(`- [2026-0${1 + (n % 9)}-1${n % 10}] ${fact(n)} <!-- am:e${n} -->`);
	return `${lines.join("\n")}\n`;
}

function additions(count: number, fact: (n: number) => string): NewEntry[] {
	return Array.from({ length: count }, (_, i) => ({ id: `n${i}`, text: fact(20_000 + i), date: "2026-11-22", source: "Agenda" }));
}

const OPTIONS = { today: "2026-11-22", title: "Memory" };

describe.each([
	["varied words", varietyFact],
	["templated near-identical entries", templatedFact],
] as const)("scale: %s", (kind, fact) => {
	const base = note(10_000, fact);

	it.each([1_000, 10_000])("appends %i additions to a note of 10,000 entries", (count) => {
		const batch = additions(count, fact);
		const started = performance.now();
		const result = appendEntries(base, batch, OPTIONS);
		const elapsed = performance.now() - started;
		console.log(
			`appendEntries (${kind}): ${count} additions into 10,000 entries in ${elapsed.toFixed(0)} ms — ` +
				`${result.appended.length} appended, ${result.duplicates.length} duplicates, ${result.superseded.length} superseded`,
		);
		expect(result.appended.length + result.duplicates.length + result.alreadyPresent.length).toBe(count);
		expect(parseEntries(result.text)).toHaveLength(10_000 + result.appended.length - result.superseded.length);
		expect(result.entries).toBe(10_000 + result.appended.length - result.superseded.length);
	});
});

describe("scale: parsing", () => {
	it("parses 10,000 entries", () => {
		const base = note(10_000, varietyFact);
		const started = performance.now();
		const entries = parseEntries(base);
		console.log(`parseEntries: 10,000 entries in ${(performance.now() - started).toFixed(0)} ms`);
		expect(entries).toHaveLength(10_000);
	});
});
