import { describe, expect, it } from "vitest";
import type { Node, Parents, RootContent } from "mdast";
import { parseWindow } from "../../../src/core/agenda/markdown";

/** Every node under `node`, depth first. */
function nodes(node: Node): Node[] {
	const children = "children" in node ? (node as Parents).children : [];
	return [node, ...children.flatMap(nodes)];
}

/** The text a node spans, cut from the original by its offsets: what the edits splice. */
function spanned(text: string, node: Node): string {
	return text.slice(node.position?.start.offset, node.position?.end.offset);
}

describe("parseWindow", () => {
	it("reads YAML and TOML frontmatter as frontmatter, not as a rule and a heading", () => {
		const yaml = "---\ntitle: Agenda\n---\n- [ ] Call the bank\n";
		expect(parseWindow(yaml).children.map((node) => node.type)).toEqual(["yaml", "list"]);
		const toml = "+++\ntitle = \"Agenda\"\n+++\nPlain line\n";
		expect(parseWindow(toml).children.map((node) => node.type)).toEqual(["toml", "paragraph"]);
	});

	it("reads GFM's blocks: task items with their tick, tables and footnote definitions", () => {
		const text = "- [x] Done\n- [ ] Open\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee[^1].\n\n[^1]: A note.\n    > quoted in the note\n";
		const tree = parseWindow(text);
		const items = nodes(tree).filter((node): node is RootContent & { checked?: boolean | null } => node.type === "listItem");
		expect(items.map((item) => item.checked)).toEqual([true, false]);
		expect(nodes(tree).map((node) => node.type)).toEqual(expect.arrayContaining(["table", "footnoteReference", "footnoteDefinition", "blockquote"]));
		const quote = nodes(tree).find((node) => node.type === "blockquote")!;
		expect(tree.children.find((node) => node.type === "footnoteDefinition")?.position?.end.line).toBe(quote.position?.end.line);
	});

	it("leaves strikethrough and bare URLs inside their paragraph as text: they never change where a block starts or ends", () => {
		const text = "- [ ] Open ~~old~~ see www.example.com\n> ~~done~~ https://example.com\n";
		const tree = parseWindow(text);
		expect(nodes(tree).map((node) => node.type)).toEqual(["root", "list", "listItem", "paragraph", "text", "blockquote", "paragraph", "text"]);
		expect(tree.children.map((node) => [node.type, node.position?.start.line, node.position?.end.line])).toEqual([
			["list", 1, 1],
			["blockquote", 2, 2],
		]);
	});

	it("gives every node offsets into the original text, CRLF and indentation included", () => {
		const text = "# Today\r\n\r\n  - [ ] Call parents  \r\n  > that's wrong\r\n";
		const tree = parseWindow(text);
		const spans = nodes(tree)
			.filter((node) => ["heading", "listItem", "blockquote"].includes(node.type))
			.map((node) => spanned(text, node));
		// The quote is the item's sibling, not its child: the finder pairs them by line adjacency.
		expect(spans).toEqual(["# Today", "- [ ] Call parents  ", "> that's wrong"]);
	});

	it("parses the same text to the same tree twice (the parser's set-up is shared, not its state)", () => {
		const text = "- [ ] Pay rent\n> paid on the 1st\n";
		expect(parseWindow(text)).toEqual(parseWindow(text));
	});
});
