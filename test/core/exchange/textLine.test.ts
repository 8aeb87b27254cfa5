import { describe, expect, it } from "vitest";
import { parseExchange, rewriteProposal } from "../../../src/core/exchange";

const header = "*from annotation: 2026-04-08 09:15* · [[Agenda]] <!-- am:7f3a9c21 -->";

/** A block with these text lines between its header and Accept. */
function block(...textLines: string[]): string {
	return ["---", header, ...textLines, "- [ ] Accept", "- [ ] Reject", "> item: x", "---", ""].join("\n");
}

describe("the tag is read from the end of the text", () => {
	it.each([
		["an opening bracket in the text", "Use [square brackets for notes [user]", "Use [square brackets for notes", "user"],
		["a bracket left open, as the offline classifier writes it", "that's wrong [see notes, page 3 [rule:agenda]", "that's wrong [see notes, page 3", "rule:agenda"],
		["a tag-like group earlier in the text", "Remember [user] means memory [rule:tags]", "Remember [user] means memory", "rule:tags"],
		["a closed group before the tag", "Rent [fixed] is 900 EUR [user]", "Rent [fixed] is 900 EUR", "user"],
		["an alias", "Short items [preference]", "Short items", "preference"],
	])("%s", (_case, line, text, rawTag) => {
		const [parsed] = parseExchange(block(line));
		expect(parsed).toMatchObject({ text, rawTag });
		expect(parsed!.tag).not.toBeNull();
	});

	it.each([
		["a last group that is no tag", "See the notes [page 3]"],
		["nested brackets at the end", "See [the [notes]]"],
	])("%s: no tag, the text whole", (_case, line) => {
		const [parsed] = parseExchange(block(line));
		expect(parsed).toMatchObject({ text: line, rawTag: null, tag: null });
	});
});

describe("a proposal wrapped over several lines", () => {
	const wrapped = block("Last call with parents was", "  two days ago, not weeks.", "", "Really. [user]");

	it("is read whole, its lines joined with a space, the tag from the end of the last", () => {
		const [parsed] = parseExchange(wrapped);
		expect(parsed).toMatchObject({ text: "Last call with parents was two days ago, not weeks. Really.", rawTag: "user", status: "pending", id: "7f3a9c21" });
	});

	it("is rewritten as one line, the other lines and every other byte left as they were", () => {
		const next = rewriteProposal(wrapped, "7f3a9c21", "Called parents on 6 April.", "user");
		expect(next).toBe(block("Called parents on 6 April. [user]"));
		expect(parseExchange(next)[0]).toMatchObject({ text: "Called parents on 6 April.", textLine: 2, lastTextLine: 2 });
	});

	it("keeps a marker comment from any of its lines when rewritten", () => {
		const handWritten = ["---", "*extracted: 2026-04-01*", "First half <!-- am:12345678 -->", "second half [user]", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\n");
		expect(parseExchange(handWritten)[0]).toMatchObject({ id: "12345678", text: "First half second half" });
		const next = rewriteProposal(handWritten, "12345678", "Whole", "rule:family");
		expect(next).toBe(["---", "*extracted: 2026-04-01*", "Whole [rule:family] <!-- am:12345678 -->", "- [ ] Accept", "- [ ] Reject", "---", ""].join("\n"));
	});
});

describe("a text written before the neutraliser", () => {
	it("that opens with a code fence hides no later block", () => {
		const old = `# Exchange\n\n${block("```js hidden [user]")}\n${block("Second fact. [user]").replace("7f3a9c21", "22222222")}`;
		expect(parseExchange(old).map((b) => [b.id, b.text])).toEqual([
			["7f3a9c21", "```js hidden"],
			["22222222", "Second fact."],
		]);
	});

	it("a real fence elsewhere still hides its content", () => {
		const text = `# Exchange\n\n\`\`\`\n${block("Example only. [user]")}\`\`\`\n`;
		expect(parseExchange(text)).toEqual([]);
	});
});
