import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findAnnotations, type AgendaItem } from "../../../src/core/agenda/annotations";
import { parseWindow } from "../../../src/core/agenda/markdown";
import { rewriteText } from "../../../src/core/agenda/rewrite";

/** The item of a one-annotation note, as the finder gives it. */
function itemOf(note: string): AgendaItem {
	const { annotations } = findAnnotations(note, "Agenda.md");
	expect(annotations).toHaveLength(1);
	return annotations[0]!.item;
}

const task = itemOf("- [ ] Call the bank\n> about the mortgage\n");
const tagged = itemOf("Call the bank\n*money · due Friday*\n> about the mortgage\n");

describe("rewriteText", () => {
	it("takes ordinary inline text as it is: emphasis, links, numbers, dashes inside", () => {
		for (const text of ["**Call** the bank about [[Mortgage]] and [[Notes#Bank]]", "C# course at #1 on the list", "Call the bank — 3 p.m. - 4 p.m.", "1.5 hours with the bank", "-3 °C: check the heating", "Call the bank | or email", "Use [square brackets for notes", "<https://bank.example.org> before noon"]) {
			expect(rewriteText(task, text)).toEqual({ text, refused: null });
		}
	});

	// the item | the user's annotation | the model's text | what reaches the agenda
	it.each([
		["- [ ] Call the bank\n> about the mortgage\n", "Call the bank #money", "Call the bank \\#money"],
		["- [ ] Call the bank #money\n> about the mortgage\n", "Call the bank about the mortgage #money", "Call the bank about the mortgage #money"],
		["- [ ] Call the bank #Money\n> about the mortgage\n", "Call the bank #money (mortgage)", "Call the bank #money (mortgage)"],
		["- [ ] Call the bank\n> tag it #money\n", "Call the bank #money", "Call the bank #money"],
		["- [ ] Call the bank #work\n> about the mortgage\n", "Call the bank #work/home and #work", "Call the bank \\#work/home and #work"],
		["- [ ] Call the bank\n> about the mortgage\n", "(#urgent) Call the bank", "(\\#urgent) Call the bank"],
	])("keeps only the tags the item or the user's annotation has: %s → %s", (note, proposed, after) => {
		const { annotations } = findAnnotations(note, "Agenda.md");
		expect(rewriteText(annotations[0]!.item, proposed, annotations[0]!.text)).toEqual({ text: after, refused: null });
	});

	it("joins white space inside the line and trims it", () => {
		expect(rewriteText(task, "  Call\tthe   bank  ")).toEqual({ text: "Call the bank", refused: null });
	});

	// model's text | before: what reached the agenda | after
	it.each([
		["right-to-left override", "Call the bank \u202Eknab eht llaC", "Call the bank \u202Eknab eht llaC", "Call the bank knab eht llaC"],
		["isolates around a word", "Pay \u2067rent\u2069 today", "Pay \u2067rent\u2069 today", "Pay rent today"],
		["zero-width space and joiners", "Call\u200B the\u200D bank\u2060", "Call\u200B the\u200D bank\u2060", "Call the bank"],
		["a BOM and directional marks", "\uFEFFCall the \u200Ebank\u200F", "\uFEFFCall the \u200Ebank\u200F", "Call the bank"],
		["invisible operators and the Mongolian vowel separator", "Pay\u2062 rent\u180E", "Pay\u2062 rent\u180E", "Pay rent"],
	])("removes bidi and zero-width controls: %s", (_what, proposed, _before, after) => {
		expect(rewriteText(task, proposed)).toEqual({ text: after, refused: null });
	});

	it("keeps the joiners of an emoji sequence, and only those", () => {
		expect(rewriteText(task, "Call 👨\u200D👩\u200D👧 tonight")).toEqual({ text: "Call 👨\u200D👩\u200D👧 tonight", refused: null });
		expect(rewriteText(task, "Call 👍🏽\u200D🔥 \u200Dnow\u200D")).toEqual({ text: "Call 👍🏽\u200D🔥 now", refused: null });
	});

	it("gives nothing to rewrite for a text made only of invisible characters", () => {
		expect(rewriteText(task, "\u200B\u202E\u2066\u2069")).toEqual({ text: "", refused: null });
	});

	it("gives nothing to rewrite for an empty text", () => {
		expect(rewriteText(task, "  ")).toEqual({ text: "", refused: null });
	});

	it("keeps a tag-like ending of an item that has no tag line", () => {
		expect(rewriteText(task, "Call the bank *money · due Friday*")).toEqual({ text: "Call the bank *money · due Friday*", refused: null });
	});

	it("drops only the item's own tag line, not another italic ending", () => {
		expect(rewriteText(tagged, "Call the bank *today*")).toEqual({ text: "Call the bank *today*", refused: null });
		expect(rewriteText(tagged, "Call the bank *today* *money · due Friday*")).toEqual({ text: "Call the bank *today*", refused: null });
	});

	it("never says what the refused text was (a model's reply may hold a secret)", () => {
		const refused = rewriteText(task, "# sk-secret-key-123");
		expect(refused.refused).toContain("heading");
		expect(refused.refused).not.toContain("sk-secret");
	});
});

/** Texts made of the pieces that make Markdown structure, and words. */
const hostileText = fc
	.array(fc.constantFrom(">", "#", "# ", "```", "~~~", "---", "***", "___", "===", "- ", "* ", "+ ", "1. ", "2) ", "[ ] ", "[x] ", "|", "<!--", "-->", "%%", "<div>", "<script>", "$$", "[a]: ", "\n", "\r\n", "\u2028", " ", "\t", "Call", "the bank", "*tag*", "_x_", "`", ":", "=", "-"), { maxLength: 8 })
	.map((parts) => parts.join(""));

describe("rewriteText property", () => {
	it("whatever the model says, an accepted rewrite leaves one list item with one paragraph, and the next annotation in place", () => {
		fc.assert(
			fc.property(hostileText, (proposed) => {
				const result = rewriteText(task, proposed);
				if (result.refused !== null) {
					expect(result.text).toBeNull();
					return;
				}
				if (result.text === "") return;
				const note = `- [ ] ${result.text}\n- [ ] Pay the rent\n> it went up\n`;
				const tree = parseWindow(note);
				expect(tree.children.map((node) => node.type), JSON.stringify(note)).toEqual(["list", "blockquote"]);
				const list = tree.children[0]!;
				if (list.type !== "list") throw new Error("not a list");
				expect(list.children).toHaveLength(2);
				expect(list.children[0]!.children.map((node) => node.type), JSON.stringify(note)).toEqual(["paragraph"]);
				const found = findAnnotations(note, "Agenda.md").annotations;
				expect(found.map((a) => [a.item.text, a.text]), JSON.stringify(note)).toEqual([["Pay the rent", "it went up"]]);
			}),
			{ numRuns: 500 },
		);
	});

	it("whatever the model says, an accepted rewrite of a paragraph item stays one paragraph line above its tag line", () => {
		fc.assert(
			fc.property(hostileText, (proposed) => {
				const result = rewriteText(tagged, proposed);
				if (result.text === null || result.text === "") return;
				const note = `Pay the rent\n*money*\n${result.text}\n*money · due Friday*\n\nBook the ferry\n*travel*\n> the 9:00 one\n`;
				const tree = parseWindow(note);
				expect(tree.children.map((node) => node.type), JSON.stringify(note)).toEqual(["paragraph", "paragraph", "blockquote"]);
				expect(findAnnotations(note, "Agenda.md").annotations.map((a) => a.item.text)).toEqual(["Book the ferry"]);
			}),
			{ numRuns: 500 },
		);
	});
});
