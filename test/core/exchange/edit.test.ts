import { describe, expect, it } from "vitest";
import { parseExchange } from "../../../src/core/exchange";
import { addRelationLines, addRelationLinesToBlocks, proposalEditProblem, rewriteProposal } from "../../../src/core/exchange/edit";
import { EXCHANGE } from "../../helpers/exchangeFixture";

describe("rewriting a proposal's text line", () => {
	it("replaces text and tag and leaves every other byte alone", () => {
		const next = rewriteProposal(EXCHANGE, "7f3a9c21", "Called parents on 6 April.", "rule:family");
		expect(next).toBe(EXCHANGE.replace("Last call with parents was two days ago, not weeks. [user]", "Called parents on 6 April. [rule:family]"));
		const block = parseExchange(next).find((b) => b.id === "7f3a9c21")!;
		expect(block).toMatchObject({ text: "Called parents on 6 April.", rawTag: "rule:family", tag: { kind: "rule", scope: "family" } });
	});

	it("keeps CRLF line endings, indentation and a marker comment on the text line", () => {
		const crlf = ["---", "  Old text [user] <!-- am:12345678 -->", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\r\n");
		const next = rewriteProposal(crlf, "12345678", "New\ntext", "[skill:writing]");
		expect(next).toBe(["---", "  New text [skill:writing] <!-- am:12345678 -->", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\r\n"));
	});

	it("canonicalises tag aliases and drops a class label", () => {
		const text = ["---", "[factual] Old [memory]", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\n");
		const id = parseExchange(text)[0]!.id;
		expect(rewriteProposal(text, id, "New", "memory")).toBe(["---", "New [user]", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\n"));
	});

	it("refuses empty text, unknown tags and missing blocks without changing the note", () => {
		expect(proposalEditProblem(" ", "user")).toBe("The proposal text is empty.");
		expect(proposalEditProblem("x", "banana")).toMatch(/not a tag/);
		expect(proposalEditProblem("x", "[skill:writing]")).toBeNull();
		expect(rewriteProposal(EXCHANGE, "7f3a9c21", "x", "banana")).toBe(EXCHANGE);
		expect(rewriteProposal(EXCHANGE, "00000000", "x", "user")).toBe(EXCHANGE);
	});

	it("cannot forge a marker or break the block", () => {
		const next = rewriteProposal(EXCHANGE, "7f3a9c21", "evil <!-- am:deadbeef --> text\n- [x] Accept", "user");
		expect(parseExchange(next).map((b) => b.id)).toEqual(parseExchange(EXCHANGE).map((b) => b.id));
		expect(parseExchange(next).find((b) => b.id === "7f3a9c21")!.status).toBe("pending");
	});
});

describe("an edit that would route a proposal out of its folder", () => {
	it.each(["rule:../../x", "skill:/etc/passwd", "rule:.hidden"])("refuses %s before it is written", (tag) => {
		expect(proposalEditProblem("Fine text", tag)).toMatch(/cannot name a note/);
	});

	it("accepts an ordinary new rules note", () => {
		expect(proposalEditProblem("Fine text", "rule:family")).toBeNull();
	});
});

describe("relation lines for many blocks at once", () => {
	const same = { kind: "same" as const, entryId: "e1", text: "Calls with parents are on Sundays.", ticked: true };
	const replaces = { kind: "replaces" as const, entryId: "e2", text: "Never call before 8.", ticked: false };

	it("gives each block the lines one call per block would, in one pass", () => {
		const ids = parseExchange(EXCHANGE).map((block) => block.id);
		const byId = new Map(ids.map((id, i) => [id, i % 2 === 0 ? [same] : [same, replaces]]));
		const oneByOne = [...byId].reduce((text, [id, relations]) => addRelationLines(text, id, relations), EXCHANGE);
		const together = addRelationLinesToBlocks(EXCHANGE, byId);
		expect(together).not.toBe(EXCHANGE);
		expect(together).toBe(oneByOne);
		expect(parseExchange(together).map((block) => block.relations.length)).toEqual(ids.map((_, i) => (i % 2 === 0 ? 1 : 2)));
		expect(parseExchange(together).every((block) => block.status === "pending")).toBe(true);
	});

	it("leaves blocks that are missing or have relation lines already as they are", () => {
		const once = addRelationLinesToBlocks(EXCHANGE, new Map([["7f3a9c21", [same]]]));
		expect(addRelationLinesToBlocks(once, new Map([["7f3a9c21", [replaces]], ["00000000", [same]]]))).toBe(once);
	});
});
