import { describe, expect, it } from "vitest";
import { commentAfter } from "../../../src/core/agenda/comments";
import { mapLines } from "../../../src/core/agenda/lines";

describe("commentAfter", () => {
	it("opens an HTML or Obsidian comment anywhere on a line and closes it on a later one", () => {
		expect(commentAfter("- [ ] Call the bank <!-- later", null)).toBe("html");
		expect(commentAfter("still hidden", "html")).toBe("html");
		expect(commentAfter("end --> - [ ] visible", "html")).toBe(null);
		expect(commentAfter("Plan %% private", null)).toBe("obsidian");
		expect(commentAfter("hidden %% shown", "obsidian")).toBe(null);
	});

	it("reads comments that open and close on one line as closed", () => {
		expect(commentAfter("- [ ] Pay <!-- am:1b5354e3 --> rent", null)).toBe(null);
		expect(commentAfter("a %%b%% c %%d%% e", null)).toBe(null);
		expect(commentAfter("<!--> and <!---> are whole comments", null)).toBe(null);
	});

	it("follows several markers on one line in order", () => {
		expect(commentAfter("%% a %% b <!-- c", null)).toBe("html");
		expect(commentAfter("<!-- %% --> %%", null)).toBe("obsidian");
		expect(commentAfter("x --> y %% z", "html")).toBe("obsidian");
	});

	it("opens nothing inside inline code", () => {
		expect(commentAfter("Explain `%%` and ``<!--`` to Tom", null)).toBe(null);
		expect(commentAfter("an unclosed ` then %% opens", null)).toBe("obsidian");
		expect(commentAfter("``a` %% b``", null)).toBe(null);
	});
});

describe("mapLines: comments", () => {
	it("marks the lines that begin inside a comment, not the line that opens it", () => {
		const map = mapLines(["- [ ] a <!--", "> hidden", "# not a heading", "-->", "- [ ] b", "%%", "```", "> hidden", "%%", "> shown"].join("\n"));
		expect(map.opaque).toEqual([false, true, true, true, false, false, true, true, true, false]);
		expect(map.heading.every((line) => line === -1)).toBe(true);
	});

	it("opens no comment inside a code fence", () => {
		const map = mapLines(["```", "%% not a comment", "```", "> shown"].join("\n"));
		expect(map.opaque).toEqual([true, true, true, false]);
	});
});
