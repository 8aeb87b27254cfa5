import { describe, expect, it } from "vitest";
import { tagForProposal } from "../../../src/core/exchange";

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
