/**
 * Why an entry is stale, per reason: the table of entries a user would
 * expect proposed for retirement (and those that must not be), judged on
 * real parsed notes and merged use records.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { endedBy, staleEntries, type StaleContext, type StaleReason } from "../../../src/core/memory/stale";
import { mergeUseRecords } from "../../../src/core/memory/useCounts";

const TODAY = "2026-12-07";
const NOW = new Date("2026-12-07T10:00:00Z");

function context(overrides: Partial<StaleContext> = {}): StaleContext {
	return {
		path: "Memory/Memory.md",
		kind: "memory",
		now: NOW,
		today: TODAY,
		counts: mergeUseRecords([]),
		unusedMonths: 6,
		superseded: new Map(),
		cap: null,
		declined: () => false,
		waiting: () => false,
		dateOrder: "day-first",
		...overrides,
	};
}

function note(...lines: string[]): string {
	return ["# Memory", "", ...lines, ""].join("\n");
}

function judged(text: string, overrides: Partial<StaleContext> = {}): [string, StaleReason, string | null][] {
	return staleEntries(parseEntries(text), context(overrides)).map((stale) => [stale.entry.text, stale.reason, stale.detail]);
}

describe("ended: the entry's own text says it ends", () => {
	const cases: [text: string, date: string | null, ended: string | null][] = [
		["Lena has swimming on Tuesdays until 2026-03-01.", "2026-01-10", "until 2026-03-01 (2026-03-01)"],
		["Lena has swimming on Tuesdays until 2027-03-01.", "2026-01-10", null],
		["Lena has swimming until 2026-03-01.", null, "until 2026-03-01 (2026-03-01)"],
		["Papa ist bis Freitag in Berlin.", "2026-11-02", "bis Freitag (2026-11-06)"],
		["Papa ist bis Freitag in Berlin.", "2026-12-06", null],
		["Maman est à Lyon jusqu'à vendredi.", "2026-11-02", "jusqu'à vendredi (2026-11-06)"],
		["La piscina está cerrada hasta el viernes.", "2026-11-02", "hasta el viernes (2026-11-06)"],
		["La palestra è chiusa fino a venerdì.", "2026-11-02", "fino a venerdì (2026-11-06)"],
		["The car is in the garage this week.", "2026-11-04", "this week (2026-11-08)"],
		["Das Auto ist diese Woche in der Werkstatt.", "2026-12-07", null],
		["Lena walks to school alone until the end of term.", "2026-03-02", "end of term (2026-09-01)"],
		["Lena walks to school alone until the end of term.", "2026-09-02", null],
		// A yearly date is no end: a birthday comes back every year.
		["Lena's birthday is on 2026-03-01.", "2026-01-10", null],
		["Grandma's birthday is 3 March.", "2025-01-10", null],
		// A range of weekdays is no end.
		["The office is open Monday until Friday.", "2026-01-05", null],
		["Das Büro ist Montag bis Freitag offen.", "2026-01-05", null],
		["Das Büro ist Mo bis Fr offen.", "2026-01-07", null],
		["Das ist so bis Freitag geregelt.", "2026-01-07", "bis Freitag (2026-01-09)"],
		// A relative end without the day it was written cannot be placed.
		["The car is in the garage this week.", null, null],
	];
	it.each(cases)("%s (written %s) → %s", (text, date, ended) => {
		expect(endedBy({ text, date }, TODAY, "day-first")).toBe(ended);
	});

	it("proposes ended entries of a rules note too", () => {
		const rules = note("- [2026-11-02] Until 2026-11-30 the agenda leaves out football. <!-- am:aa11 -->", "- [2026-11-02] Describe gaps in days. <!-- am:bb22 -->");
		expect(judged(rules, { kind: "rules", path: "Rules/agenda.md" })).toEqual([["Until 2026-11-30 the agenda leaves out football.", "ended", "Until 2026-11-30 (2026-11-30)"]]);
	});
});

describe("unused: not selected for any request for the window, counted from when counting began", () => {
	const memory = note(
		"- [2026-01-02] Dentist is Dr Weber. <!-- am:old1 -->",
		"- [2026-01-02] Plumber is Jo. <!-- am:used -->",
		"- [2026-11-20] New neighbour is Kim. <!-- am:young -->",
		"- [2026-01-02] School starts at 8. <!-- am:off disabled -->",
		"- Hand-written fact.",
	);
	const records = (since: string, lastUsed: string) => [
		`{"at":"${since}","by":"decision","uses":{"Memory/Memory.md":["other"]}}`,
		`{"at":"${lastUsed}","by":"copy","uses":{"Memory/Memory.md":["used"]}}`,
	].join("\n");

	it("proposes entries older than the window that were not used within it; never a young or a disabled one", () => {
		expect(judged(memory, { counts: mergeUseRecords([records("2026-01-01T09:00Z", "2026-10-01T09:00Z")]) })).toEqual([
			["Dentist is Dr Weber.", "unused", null],
			["Hand-written fact.", "unused", null],
		]);
	});

	it("counts a use long ago as unused", () => {
		expect(judged(memory, { counts: mergeUseRecords([records("2026-01-01T09:00Z", "2026-02-01T09:00Z")]) }).map(([text]) => text)).toEqual(["Dentist is Dr Weber.", "Plumber is Jo.", "Hand-written fact."]);
	});

	it("proposes nothing before counting has run for the window, nor without records", () => {
		expect(judged(memory, { counts: mergeUseRecords([records("2026-08-01T09:00Z", "2026-08-01T09:00Z")]) })).toEqual([]);
		expect(judged(memory)).toEqual([]);
	});

	it("follows the window setting", () => {
		expect(judged(memory, { unusedMonths: 12, counts: mergeUseRecords([records("2026-01-01T09:00Z", "2026-10-01T09:00Z")]) })).toEqual([]);
	});

	it("never calls a rules or skills entry unused", () => {
		expect(judged(memory, { kind: "rules", path: "Memory/Memory.md", counts: mergeUseRecords([records("2025-01-01T09:00Z", "2025-01-01T09:00Z")]) })).toEqual([]);
	});
});

describe("superseded but still present", () => {
	it("proposes an entry another one replaced", () => {
		const memory = note("- [2026-01-02] Judo is on Tuesdays. <!-- am:judo1 -->", "- [2026-03-02] Judo is on Thursdays now. <!-- am:judo2 replaces:judo1 -->");
		expect(judged(memory, { superseded: new Map([["judo1", "Judo is on Thursdays now."]]) })).toEqual([["Judo is on Tuesdays.", "superseded", "Judo is on Thursdays now."]]);
	});
});

describe("over the note's cap", () => {
	const memory = note(
		"- [2026-05-01] Fact A. <!-- am:a -->",
		"- [2026-02-01] Fact B. <!-- am:b -->",
		"- [2026-03-01] Fact C. <!-- am:c -->",
		"- [2026-01-01] Fact D. <!-- am:d -->",
	);
	const counts = mergeUseRecords([`{"at":"2026-11-01T09:00Z","by":"decision","uses":{"Memory/Memory.md":["a","d"]}}\n{"at":"2026-11-02T09:00Z","by":"decision","uses":{"Memory/Memory.md":["d"]}}`]);

	it("proposes as many as it is over, the least used first, then the oldest", () => {
		expect(judged(memory, { cap: 2, counts })).toEqual([
			["Fact B.", "over-cap", null],
			["Fact C.", "over-cap", null],
		]);
		expect(judged(memory, { cap: 1, counts }).map(([text]) => text)).toEqual(["Fact A.", "Fact B.", "Fact C."]);
		expect(judged(memory, { cap: 4, counts })).toEqual([]);
	});

	it("counts entries the user kept as handled, and proposes no other in their place", () => {
		expect(judged(memory, { cap: 2, counts, declined: (reason, id) => reason === "over-cap" && id === "b" })).toEqual([["Fact C.", "over-cap", null]]);
	});

	it("counts entries a waiting block names as handled, and does not name them again", () => {
		expect(judged(memory, { cap: 2, counts, waiting: (id) => id === "b" })).toEqual([["Fact C.", "over-cap", null]]);
	});
});

describe("declined", () => {
	it("does not propose an entry again for a reason the user declined, but does for another", () => {
		const memory = note("- [2026-01-02] Judo is on Tuesdays until 2026-03-01. <!-- am:judo1 -->");
		const superseded = new Map([["judo1", "Judo is on Thursdays now."]]);
		expect(judged(memory, { superseded, declined: (reason) => reason === "superseded" })).toEqual([["Judo is on Tuesdays until 2026-03-01.", "ended", "until 2026-03-01 (2026-03-01)"]]);
		expect(judged(memory, { superseded, declined: () => true })).toEqual([]);
	});
});
