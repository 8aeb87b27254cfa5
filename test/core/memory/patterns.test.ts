/** Which entries make a pattern, and the offline draft of its rule. */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { draftRule, findPatterns, generalise, patternId } from "../../../src/core/memory/patterns";

const note = (...texts: string[]) => parseEntries(texts.map((text, i) => `- [2026-11-0${i + 1}] ${text} <!-- am:${String(i).repeat(8)} -->`).join("\n"));

describe("findPatterns", () => {
	it("groups three corrections of one kind whatever their numbers, and leaves other facts out", () => {
		const clusters = findPatterns(note("Lena's play is on 4 December.", "Last call with parents was two days ago, not weeks.", "Rent is due on the 1st.", "Last haircut was five days ago, not weeks.", "Last run was 3 days ago, not weeks."));
		expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([["11111111", "33333333", "44444444"]]);
		expect(clusters[0]!.id).toBe(patternId(["44444444", "11111111", "33333333"]));
	});

	it("needs three", () => {
		expect(findPatterns(note("Last call with parents was two days ago, not weeks.", "Last haircut was five days ago, not weeks.", "Rent is due on the 1st."))).toEqual([]);
	});
});

describe("the offline draft", () => {
	it("takes the shortest whole sentence and makes its specifics general", () => {
		expect(draftRule([{ id: "a", text: "Last call with parents was two days ago, not weeks." }, { id: "b", text: "Last run with Ben was 4 days ago" }, { id: "c", text: "Last run with Ben was 4 days ago, not weeks." }])).toBe("Last run with someone was some days ago, not weeks.");
		expect(generalise("Call Anna at 10:30 on 2026-12-24, or on 5 January, on Tuesday.")).toBe("Call someone at a time on a date, or on a date, on Tuesday.");
	});
});
