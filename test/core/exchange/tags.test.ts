import { describe, expect, it } from "vitest";
import { parseTag, tagForProposal } from "../../../src/core/exchange";
import { targetPath } from "../../../src/core/exchange/tags";
import { unsafePathReason } from "../../../src/core/paths";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";

describe("the tag a decided proposal is written with", () => {
	it("is the decider's own when it is a safe tag of the proposal's type, in its canonical spelling", () => {
		expect(tagForProposal("behavioral", "rule:family")).toBe("rule:family");
		expect(tagForProposal("preference", "skills:email")).toBe("skill:email");
		expect(tagForProposal("factual", "memory")).toBe("user");
	});

	it("is the type's usual tag when the decider names none, another type's, a broken one or one that would leave its folder", () => {
		expect(tagForProposal("behavioral", undefined)).toBe("rule:agenda");
		expect(tagForProposal("factual", "rule:family")).toBe("user");
		expect(tagForProposal("preference", "not a tag")).toBe("skill");
		expect(tagForProposal("behavioral", "rule:../../outside")).toBe("rule:agenda");
	});
});

describe("a tag naming a note no synced system can hold", () => {
	// tag | before: the note name written in its folder (Skills/CON.md) | after: the reason it is refused
	it.each([
		["skill:CON", "CON", /"CON" is a name Windows reserves for a device/],
		["skill:con", "con", /"con" is a name Windows reserves for a device/],
		["skill:Aux.notes", "Aux.notes", /"Aux\.notes" is a name Windows reserves for a device/],
		["skill:nul.md", "nul.md", /"nul\.md" is a name Windows reserves for a device/],
		["rule:COM1", "COM1", /"COM1" is a name Windows reserves for a device/],
		["rule:lpt9.txt", "lpt9.txt", /"lpt9\.txt" is a name Windows reserves for a device/],
		["rule:work/PRN", "work/PRN", /"PRN" is a name Windows reserves for a device/],
		["skill:notes.", "notes.", /"notes\." ends in a dot or a space/],
		["skill:work /plan", "work /plan", /"work " ends in a dot or a space/],
		["skill:notes:b", "notes:b", /a character a note name cannot have/],
	])("[%s] wrote the note %s, and is now refused", (raw, name, reason) => {
		const tag = parseTag(raw)!;
		expect(tag).not.toBeNull();
		const target = targetPath(tag, DEFAULT_SETTINGS);
		expect(target.ok).toBe(false);
		expect(target.ok ? "" : target.message).toMatch(new RegExp(`^The tag \\[${tag.kind}:${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\] was refused: `));
		expect(target.ok ? "" : target.message).toMatch(reason);
	});

	it("keeps names that only look alike", () => {
		for (const name of ["CONtact", "console", "auxiliary", "COM10", "LPT0", "null", "nul-points", "Com 1", "writing", "e-mail.drafts"]) {
			expect(targetPath({ kind: "skill", name }, DEFAULT_SETTINGS), name).toEqual({ ok: true, path: `Skills/${name}.md` });
		}
	});

	it("refuses the same names among settings paths and agenda sources", () => {
		for (const path of ["CON.md", "Daily/aux/2026-11-24.md", "Notes./x.md", "Agenda.md "]) expect(unsafePathReason(path), path).not.toBeNull();
		expect(unsafePathReason("Daily/2026-11-24.md")).toBeNull();
	});
});
