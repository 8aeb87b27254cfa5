import { describe, expect, it } from "vitest";
import { createOfflineDecider } from "../../../../src/core/deciders/offline/offlineDecider";
import { createDecider, dateOrderFor } from "../../../../src/core/deciders";
import { DEFAULT_SETTINGS } from "../../../../src/core/settings";
import type { ExtraCues } from "../../../../src/core/languages";
import type { AnnotationInput, DecideContext } from "../../../../src/core/types";

const context: DecideContext = {
	today: "2026-11-22",
	learned: () => Promise.reject(new Error("the offline decider must not load learned context")),
};

function input(id: string, item: string, annotation: string): AnnotationInput {
	return { id, item, annotation, section: "" };
}

describe("createOfflineDecider", () => {
	it("is named for messages", () => {
		expect(createOfflineDecider({}).name).toBe("offline classifier");
	});

	it("maps every annotation to a decision with the same id, writing no item text of its own", async () => {
		const decider = createOfflineDecider({});
		const batch = await decider.decide(
			[
				input("a1", "Call parents", "that's wrong — I called them two days ago"),
				input("a2", "Renew passport", "next week"),
				input("a3", "Pay bill", "done"),
				input("a4", "Dr. Weber", "never put medical appointments here"),
			],
			context,
		);
		expect(batch.failures).toEqual([]);
		expect(batch.decisions).toEqual([
			{
				id: "a1",
				action: "rewrite",
				type: "factual",
				item: null,
				proposal: "I called the parents on 20 November 2026.",
				postponeUntil: null,
				reason: "Correction cue “that's wrong”: text kept; learned as a fact.",
				// What decided the action alone, for a reason whose type a past decision of the user's settles.
				actionReason: "correction cue “that's wrong”: text kept",
			},
			{
				id: "a2",
				action: "postpone",
				type: "none",
				item: null,
				proposal: null,
				postponeUntil: "2026-11-29",
				reason: "Postponement “next week” → 2026-11-29.",
				actionReason: "postponement “next week” → 2026-11-29",
			},
			{
				id: "a3",
				action: "complete",
				type: "none",
				item: null,
				proposal: null,
				postponeUntil: null,
				reason: "Completion cue “done”; no question or hedge.",
				actionReason: "completion cue “done”; no question or hedge",
			},
			{
				id: "a4",
				action: "keep",
				type: "behavioral",
				item: null,
				proposal: "Never put medical appointments on the agenda.",
				leaveAnnotation: true,
				postponeUntil: null,
				reason: "Rule cue “never”: a rule for the agenda.",
			},
		]);
	});

	it("uses the extra cues it was created with", async () => {
		const decider = createOfflineDecider({ de: { completion: ["ist im Kasten"] } });
		const batch = await decider.decide([input("x", "Video schneiden", "ist im Kasten")], context);
		expect(batch.decisions[0]).toMatchObject({ action: "complete", type: "none", reason: "Completion cue “ist im Kasten”; no question or hedge." });
	});

	it("never fails, whatever the settings hold", async () => {
		const broken = { en: { completion: [null, 7, "(", "[", "\\"] } } as unknown as ExtraCues;
		const batch = await createOfflineDecider(broken).decide([input("y", "Item", "( [ \\ done")], context);
		expect(batch.failures).toEqual([]);
		expect(batch.decisions).toHaveLength(1);
	});

	it("writes the item's new text when the correction names the wrong value and the right one, and says so in the reason", async () => {
		const batch = await createOfflineDecider({}).decide([input("r", "Submit the report (due Friday)", "Thursday, not Friday"), input("k", "Call parents (last call weeks ago)", "that's wrong — I called them two days ago")], context);
		expect(batch.decisions[0]).toMatchObject({ action: "rewrite", item: "Submit the report (due Thursday)", reason: "Correction cue “not”: “Friday” → “Thursday” in the item; learned as a fact." });
		// No value pair named: no text of its own.
		expect(batch.decisions[1]).toMatchObject({ action: "rewrite", item: null });
	});

	it("reads a value pair for the item as a correction, though a weekday in it would postpone", async () => {
		const batch = await createOfflineDecider({}).decide([input("w", "Submit the report (due Friday)", "Friday → Thursday"), input("p", "Submit the report (due Friday)", "next Thursday")], context);
		expect(batch.decisions[0]).toMatchObject({ action: "rewrite", item: "Submit the report (due Thursday)", postponeUntil: null, reason: "Correction of a value: “Friday” → “Thursday” in the item." });
		// No value pair: the postponement stands.
		expect(batch.decisions[1]).toMatchObject({ action: "postpone", item: null });
	});

	it("decides an empty batch", async () => {
		await expect(createOfflineDecider({}).decide([], context)).resolves.toEqual({ decisions: [], failures: [] });
	});
});

describe("date order from the settings", () => {
	it.each([
		["locale", "en-US", "month-first"],
		["locale", "en-GB", "day-first"],
		["locale", "de-DE", "day-first"],
		["locale", "fr", "day-first"],
		["day-first", "en-US", "day-first"],
		["month-first", "de-DE", "month-first"],
	] as const)("%s with the locale %s reads %s", (setting, locale, order) => {
		expect(dateOrderFor(setting, locale)).toBe(order);
	});

	it("reads 12/10 as the locale writes dates", async () => {
		const input = [{ id: "a", item: "Renew passport", annotation: "postpone to 12/10", section: "" }];
		const context = { today: "2026-11-23", learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) };
		const decide = (locale: string) => createDecider({ ...DEFAULT_SETTINGS, dateOrder: "locale" }, { http: () => Promise.reject(new Error("offline")), apiKey: null, sleep: () => Promise.resolve() }, locale).decide(input, context);
		expect((await decide("en-US")).decisions[0]?.postponeUntil).toBe("2026-12-10");
		expect((await decide("de-DE")).decisions[0]?.postponeUntil).toBe("2027-10-12");
	});
});
