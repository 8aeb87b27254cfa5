import { describe, expect, it } from "vitest";
import { localRunTime, summariseProcess } from "../../../src/core/passes/reports";
import type { AnnotationOutcome, ProcessReport } from "../../../src/core/passes/process";

/** An outcome of a process pass: an item and its annotation, as it ended. */
function outcome(item: string, status: AnnotationOutcome["status"], message: string | null): AnnotationOutcome {
	return { notePath: "Agenda.md", id: item, item, annotation: "done", section: "", decision: null, status, proposed: false, message };
}

function report(outcomes: AnnotationOutcome[]): ProcessReport {
	return { dryRun: false, decider: "Ollama (llama3.1)", notes: [{ path: "Agenda.md", annotations: outcomes.length, missing: false }], outcomes, proposalsWritten: 0, itemsEdited: 0, errors: [] };
}

describe("the plugin's problems after a process run", () => {
	const timeout = "Ollama did not answer within 60 s.";

	it.each<[string, AnnotationOutcome[], string[]]>([
		// Before: one problem per annotation, “Pay rent”: Ollama did not answer within 60 s. — three times.
		["a failed batch is one problem with its count", [outcome("Pay rent", "failed", timeout), outcome("Call mum", "failed", timeout), outcome("Dentist", "failed", timeout)], [`3 annotations left: ${timeout}`]],
		["a single failure still names its item", [outcome("Pay rent", "failed", timeout)], [`“Pay rent”: ${timeout}`]],
		[
			"different reasons stay apart; a refused edit keeps its own line",
			[outcome("Pay rent", "failed", timeout), outcome("Call mum", "failed", timeout), outcome("Dentist", "failed", "Not sent, because an earlier request failed: x."), outcome("Gym", "refused", "The item changed.")],
			[`2 annotations left: ${timeout}`, "“Dentist”: Not sent, because an earlier request failed: x.", "“Gym”: The item changed."],
		],
	])("%s", (_, outcomes, errors) => {
		expect(summariseProcess(report(outcomes), "", true).errors).toEqual(errors);
	});
});

describe("when the last run was, in local time", () => {
	const at = new Date(2026, 10, 22, 9, 5).toISOString();

	it.each<[string, Date | undefined, string]>([
		["the same day: the time only", new Date(2026, 10, 22, 23, 59), "09:05"],
		["another day: date and time", new Date(2026, 10, 23, 0, 1), "2026-11-22 09:05"],
		["no day given: date and time", undefined, "2026-11-22 09:05"],
	])("%s", (_, now, shown) => {
		expect(localRunTime(at, now)).toBe(shown);
	});

	it("text that is no time is shown as it is", () => {
		expect(localRunTime("yesterday", new Date())).toBe("yesterday");
	});
});
