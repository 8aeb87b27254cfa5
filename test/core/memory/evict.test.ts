import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEntries, type MemoryEntry } from "../../../src/core/memory/entries";
import { planEviction } from "../../../src/core/memory/evict";

/** A note from sections of entry lines. */
function note(sections: Record<string, string[]>): MemoryEntry[] {
	const text = Object.entries(sections)
		.map(([heading, lines]) => `${heading === "" ? "" : `## ${heading}\n`}${lines.map((line) => `${line}\n`).join("")}`)
		.join("\n");
	return parseEntries(text);
}

const texts = (entries: readonly MemoryEntry[]) => entries.map((entry) => entry.text);
const dated = (prefix: string, dates: string[]) => dates.map((date, i) => `- [${date}] ${prefix} ${i + 1}`);

describe("planEviction", () => {
	it("evicts nothing at or under the cap, or without a cap", () => {
		const entries = note({ "": dated("fact", ["2026-01-01", "2026-01-02"]) });
		expect(planEviction(entries, 2)).toEqual([]);
		expect(planEviction(entries, 0)).toEqual([]);
		expect(planEviction(entries, Number.NaN)).toEqual([]);
		expect(planEviction(entries, Infinity)).toEqual([]);
	});

	it("evicts the oldest by date, then by position, in document order", () => {
		const entries = note({ "": ["- [2026-03-01] march", "- [2026-01-01] january a", "- [2026-05-01] may", "- [2026-01-01] january b"] });
		expect(texts(planEviction(entries, 2))).toEqual(["january a", "january b"]);
		expect(texts(planEviction(entries, 3))).toEqual(["january a"]);
	});

	it("counts hand-written entries without a date as the oldest, by position", () => {
		const entries = note({ "": ["- [2026-01-01] dated", "- written by hand 1", "- written by hand 2"] });
		expect(texts(planEviction(entries, 2))).toEqual(["written by hand 1"]);
	});

	it("counts an entry proposed again (`last:`) as new", () => {
		const entries = note({ "": ["- [2025-01-01] old but seen again <!-- am:a seen:2 last:2026-06-01 -->", "- [2026-02-01] newer"] });
		expect(texts(planEviction(entries, 1))).toEqual(["newer"]);
	});

	it("shares slots in proportion to category sizes, at least one each", () => {
		const entries = note({
			Family: dated("family", ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06"]),
			Work: dated("work", ["2026-02-01", "2026-02-02", "2026-02-03"]),
			Health: dated("health", ["2020-01-01"]),
		});
		const evicted = planEviction(entries, 5);
		// 10 entries, 5 slots: Family 3, Work 1 (1.5 rounds down: Family's remainder is larger), Health keeps its only entry however old.
		expect(texts(evicted)).toEqual(["family 1", "family 2", "family 3", "work 1", "work 2"]);
	});

	it("gives no slot to some categories when there are more categories than slots", () => {
		const entries = note({ A: dated("a", ["2026-01-01", "2026-01-02"]), B: dated("b", ["2026-01-01"]), C: dated("c", ["2026-01-01"]) });
		const evicted = planEviction(entries, 2);
		expect(evicted).toHaveLength(2);
		expect(texts(entries.filter((entry) => !evicted.includes(entry)))).toEqual(["a 2", "b 1"]);
	});

	it("never evicts what the caller keeps, even if the note stays over its cap", () => {
		const entries = note({ "": dated("fact", ["2026-01-01", "2026-01-02", "2026-01-03"]) });
		const keepOldest = (entry: MemoryEntry) => entry.text === "fact 1";
		expect(texts(planEviction(entries, 1, { keep: keepOldest }))).toEqual(["fact 2", "fact 3"]);
		expect(planEviction(entries, 1, { keep: () => true })).toEqual([]);
	});

	it("loses nothing: evicted and kept make up the note, the cap is met, the oldest go per category", () => {
		const entryLine = fc.record({
			section: fc.constantFrom("", "Family", "Work", "Health"),
			date: fc.option(fc.integer({ min: 1, max: 28 }).map((day) => `2026-02-${String(day).padStart(2, "0")}`), { nil: null }),
			kept: fc.boolean(),
		});
		fc.assert(
			fc.property(fc.array(entryLine, { maxLength: 40 }), fc.integer({ min: 1, max: 45 }), fc.boolean(), (lines, cap, useKeep) => {
				const bySection: Record<string, string[]> = {};
				lines.forEach(({ section, date, kept }, i) => (bySection[section] ??= []).push(`- ${date ? `[${date}] ` : ""}entry ${i}${kept ? " kept" : ""}`));
				const entries = note(bySection);
				const keep = useKeep ? (entry: MemoryEntry) => entry.text.endsWith(" kept") : undefined;
				const evicted = planEviction(entries, cap, keep ? { keep } : {});
				const kept = entries.filter((entry) => !evicted.includes(entry));
				expect(new Set(evicted).size).toBe(evicted.length);
				expect(kept.length + evicted.length).toBe(entries.length);
				expect(evicted).toEqual(entries.filter((entry) => evicted.includes(entry)));
				const mustKeep = keep ? entries.filter(keep).length : 0;
				expect(kept.length).toBe(entries.length <= cap ? entries.length : Math.max(cap, mustKeep));
				if (keep) expect(evicted.some(keep)).toBe(false);
				const sections = new Set(entries.map((entry) => entry.section));
				const sectionsWithoutKept = [...sections].filter((section) => !entries.some((entry) => entry.section === section && keep?.(entry))).length;
				if (entries.length > cap && sectionsWithoutKept <= cap - mustKeep) for (const section of sections) expect(kept.some((entry) => entry.section === section)).toBe(true);
				for (const gone of evicted) {
					for (const stays of kept) {
						if (stays.section !== gone.section || keep?.(stays)) continue;
						expect(age(gone) <= age(stays)).toBe(true);
					}
				}
			}),
			{ numRuns: 300 },
		);
	});
});

/** Sortable age: undated first, then by date, then by position. */
function age(entry: MemoryEntry): string {
	return `${entry.date ?? "0000-00-00"} ${String(entry.start).padStart(8, "0")}`;
}
