import { describe, expect, it } from "vitest";
import { looksUnfinished } from "../../src/obsidian/unfinished";

describe("what reads as still being typed", () => {
	it.each([
		["don"],
		["lat"],
		["st"],
		["I called th"],
		["ich hab schn"],
		["that's wrong —"],
		["erledigt, aber"],
		["c'est fait mais ("],
		["hecho, pero:"],
		["chiamato Anna e"],
		["call Anna &"],
	])("“%s” waits", (text) => {
		expect(looksUnfinished(text)).toBe(true);
	});

	it.each([
		["done"],
		["ok"],
		["tmr"],
		["erledigt"],
		["c'est fait"],
		["hecho"],
		["fatto"],
		["that's wrong — I called them two days ago"],
		["postpone to Dec 10"],
		["push to 2026-12-10"],
		["✅"],
		["+1"],
		["never put calls before 10:00."],
		["Anna said \"later\""],
	])("“%s” is finished", (text) => {
		expect(looksUnfinished(text)).toBe(false);
	});

	it("takes a short word the user made a cue word as a whole answer", () => {
		expect(looksUnfinished("brb")).toBe(true);
		expect(looksUnfinished("brb", { en: { postpone: ["brb"] } })).toBe(false);
	});
});
