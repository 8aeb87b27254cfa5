import { describe, expect, it } from "vitest";
import type { Annotation } from "../../src/core/agenda/annotations";
import type { AnnotationOutcome, OutcomeStatus, ProcessReport } from "../../src/core/passes/process";
import { BROUGHT_BACK, BROUGHT_BACK_NOTICE, BROUGHT_BACK_WITHIN_MS, BroughtBack } from "../../src/obsidian/broughtBack";

const NOTE = "Agenda.md";

/** An annotation as a run finds it: only what the hold looks at. */
function annotation(id: string, section = "Today"): Annotation {
	return { id, section } as Annotation;
}

/** A run's report over the agenda: each annotation's id, section and status. */
function report(outcomes: [string, OutcomeStatus, string?][]): ProcessReport {
	const list = outcomes.map(([id, status, section]) => ({ notePath: NOTE, id, section: section ?? "Today", status }) as AnnotationOutcome);
	return { dryRun: false, decider: "offline", notes: [{ path: NOTE, annotations: list.length, missing: false }], outcomes: list, proposalsWritten: 0, itemsEdited: 0, errors: [] };
}

function setUp() {
	let now = 0;
	const told: string[] = [];
	const back = new BroughtBack((message) => told.push(message), () => now);
	return { back, told, later: (ms: number) => (now += ms) };
}

describe("annotations brought back after a run took them", () => {
	it("wait when back within the hour, and the user is told once, in one notice for the run", () => {
		const { back, told, later } = setUp();
		back.record(report([["a", "applied"], ["b", "applied"]]), false);
		later(5 * 60 * 1000);
		const hold = back.forRun();
		expect(hold(annotation("a"), NOTE)).toBe(BROUGHT_BACK);
		expect(hold(annotation("b"), NOTE)).toBe(BROUGHT_BACK);
		expect(hold(annotation("c"), NOTE)).toBeNull();
		back.record(report([["a", "held"], ["b", "held"]]), false);
		// Still waiting hours later (it was brought back in time), without another word.
		later(5 * BROUGHT_BACK_WITHIN_MS);
		expect(back.forRun()(annotation("a"), NOTE)).toBe(BROUGHT_BACK);
		expect(told).toEqual([BROUGHT_BACK_NOTICE]);
	});

	it("the same words back later than the hour are new: taken", () => {
		const { back, told, later } = setUp();
		back.record(report([["a", "applied"]]), false);
		later(BROUGHT_BACK_WITHIN_MS + 1);
		expect(back.forRun()(annotation("a"), NOTE)).toBeNull();
		expect(told).toEqual([]);
	});

	it("the same words under the same item in another section are another annotation", () => {
		const { back } = setUp();
		back.record(report([["a", "applied", "Monday"]]), false);
		expect(back.forRun()(annotation("a", "Tuesday"), NOTE)).toBeNull();
		expect(back.forRun()(annotation("a", "Monday"), "Other.md")).toBeNull();
		expect(back.forRun()(annotation("a", "Monday"), NOTE)).toBe(BROUGHT_BACK);
	});

	it("a run the user started ends the wait, also of one it did not take", () => {
		const { back } = setUp();
		back.record(report([["a", "applied"], ["b", "applied"]]), false);
		back.forRun()(annotation("a"), NOTE);
		back.forRun()(annotation("b"), NOTE);
		back.record(report([["a", "failed"], ["b", "applied"]]), true);
		expect(back.forRun()(annotation("a"), NOTE)).toBeNull();
		// Taken by the user's run: brought back again, it waits again.
		expect(back.forRun()(annotation("b"), NOTE)).toBe(BROUGHT_BACK);
	});

	it("one deleted while it waited waits no more when written again", () => {
		const { back, later } = setUp();
		back.record(report([["a", "applied"]]), false);
		back.forRun()(annotation("a"), NOTE);
		back.record(report([["a", "held"]]), false);
		later(BROUGHT_BACK_WITHIN_MS + 1);
		back.record(report([]), false);
		expect(back.forRun()(annotation("a"), NOTE)).toBeNull();
	});

	it("a preview takes nothing", () => {
		const { back } = setUp();
		back.record({ ...report([["a", "planned"]]), dryRun: true }, false);
		expect(back.forRun()(annotation("a"), NOTE)).toBeNull();
	});
});
