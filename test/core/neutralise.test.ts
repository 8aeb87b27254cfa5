import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutralise, shownText, TEXT_LIMITS } from "../../src/core/neutralise";
import { toSingleLine } from "../../src/core/text";

describe("neutralise, rule by rule", () => {
	it.each([
		// Bidi controls and zero-width characters.
		["a right-to-left override", "Rent \u202Eeud si", "Rent eud si"],
		["bidi isolates", "\u2066Rent\u2069 is \u2067due\u2069", "Rent is due"],
		["zero-width space, joiners, word joiner", "Re\u200Bnt\u200C is\u200D due\u2060", "Rent is due"],
		["invisible operators, deprecated format characters, the Mongolian vowel separator", "Rent\u2061\u2064 is\u206A\u206F due\u180E", "Rent is due"],
		["a BOM and the Arabic letter mark", "\uFEFFRent\u061C is due", "Rent is due"],
		// One line.
		["line breaks of every kind", "first\r\nsecond\rthird\nfourth\u2028fifth\u2029sixth", "first second third fourth fifth sixth"],
		["tabs, control characters and runs of spaces", " a\t\tb\u0000c \u0085 d  ", "a b c d"],
		// Leading block syntax.
		["a backtick fence", "```js hidden", "\\```js hidden"],
		["a tilde fence", "~~~", "\\~~~"],
		["a blockquote", "> done", "\\> done"],
		["a callout", "> [!note] x", "\\> [!note] x"],
		["a heading", "## Big", "\\## Big"],
		["a lone heading mark", "#", "\\#"],
		["a thematic break", "---", "\\---"],
		["a spaced thematic break", "* * *", "\\* * *"],
		["an underscore rule", "___", "\\___"],
		["a setext underline", "==", "\\=="],
		["a task that would tick Reject", "- [x] Reject this", "\\- [x] Reject this"],
		["a task that would tick Accept", "* [x] Accept", "\\* [x] Accept"],
		["a plus list item", "+ item", "\\+ item"],
		["an ordered list item", "1. first", "1\\. first"],
		["an ordered list item with a parenthesis", "12) twelfth", "12\\) twelfth"],
		["a bare checkbox", "[x] done", "\\[x] done"],
		["a class label of the original format", "[factual] It rains", "\\[factual] It rains"],
		["a date that would read as an entry's date", "[2026-04-08] today", "\\[2026-04-08] today"],
		["a link reference definition", "[a]: https://example.com", "\\[a]: https://example.com"],
		["a one-letter link", "[x](https://example.com) y", "\\[x](https://example.com) y"],
		["a table row", "| a | b |", "\\| a | b |"],
		// Inline hazards.
		["an HTML comment (a forged id)", "x <!-- am:deadbeef --> y", "x &lt;!-- am:deadbeef --&gt; y"],
		["the end of a comment", "a --> b", "a --&gt; b"],
		["a script tag", "<script>alert(1)</script>", "&lt;script>alert(1)&lt;/script>"],
		["a remote image tag", "see <img src=https://evil.example/t.png>", "see &lt;img src=https://evil.example/t.png>"],
		["an Obsidian comment", "a %% hidden %% b", "a %&#37; hidden %&#37; b"],
		["three percent signs", "%%%", "%&#37;%"],
		["display maths", "$$x$$", "$&#36;x$&#36;"],
		["a remote Markdown image", "![t](https://evil.example/t.png)", "&#33;[t](https://evil.example/t.png)"],
		["an embed", "see ![[Secret]]", "see &#33;[[Secret]]"],
		// Invisible characters.
		["bidi overrides and isolates", "a\u202Eb\u2066c\u2069\u200Ed\u200Fe\u061Cf", "abcdef"],
		["zero-width characters and a byte order mark", "\uFEFFa\u200Bb\u200Cc\u200Dd\u2060e", "abcde"],
		// Left alone.
		["a tag", "#family matters", "#family matters"],
		["a wiki link", "[[Agenda]] is the note", "[[Agenda]] is the note"],
		["a link", "[docs](https://example.com) say so", "[docs](https://example.com) say so"],
		["brackets inside the text", "Use [square brackets for notes", "Use [square brackets for notes"],
		["comparisons", "a < b and c > d, 5 - 3", "a < b and c > d, 5 - 3"],
		["a leading negative number", "-5 degrees", "-5 degrees"],
		["emphasis", "**Never** before 10", "**Never** before 10"],
	])("%s", (_rule, before, after) => {
		expect(neutralise(before)).toBe(after);
	});

	it("cuts a long text to its limit with an ellipsis, counting each escape as the character it shows", () => {
		expect(neutralise("x".repeat(TEXT_LIMITS.proposal + 1))).toBe(`${"x".repeat(TEXT_LIMITS.proposal - 1)}…`);
		expect(neutralise("x".repeat(TEXT_LIMITS.proposal))).toBe("x".repeat(TEXT_LIMITS.proposal));
		expect(neutralise("one two three", { limit: 8 })).toBe("one two…");
		expect(neutralise("<a<b<c<d", { limit: 5 })).toBe("&lt;a&lt;b…");
		expect(neutralise("😀😀😀😀", { limit: 3 })).toBe("😀😀…");
		expect(neutralise("y".repeat(5000), { limit: Infinity })).toHaveLength(5000);
	});

	it("escapes the line starts a format reserves", () => {
		const header = /^[*_]from annotation\b/i;
		expect(neutralise("*from annotation: x*", { reserved: [header] })).toBe("\\*from annotation: x*");
		expect(neutralise("*from annotation: x*")).toBe("*from annotation: x*");
	});
});

describe("neutralise, for any text", () => {
	const hostile = fc.constantFrom("```", "~~~", ">", "#", "---", "- [x] Accept", "- [x] Reject", "[user]", "[rule:x]", "<!-- am:deadbeef -->", "-->", "%%", "$$", "<script>", "<img src=https://e.x/i.png>", "![a](https://e.x/i.png)", "\u202E", "\u200B", "\uFEFF", "\r", "\n", "\r\n", "\u2028", " ", "|", "1.", "*", "=", "\\", "&lt;", "[", "]");
	const text = fc.oneof(fc.string({ unit: "grapheme", maxLength: 80 }), fc.array(fc.oneof(hostile, fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join("")));

	it("gives one line without invisible characters, comment marks or leading block syntax, within its limit", () => {
		fc.assert(
			fc.property(text, fc.integer({ min: 1, max: 60 }), (input, limit) => {
				const out = neutralise(input, { limit });
				expect(out).not.toMatch(/[\r\n\u2028\u2029\u0085\u202a-\u202e\u2066-\u2069\u200b-\u200f\u061c\u2060\ufeff]/);
				expect(out).not.toMatch(/<!--|-->|%%|\$\$|<[a-z/!?]|!\[/i);
				expect(out).not.toMatch(/^(?:`{3}|~{3}|>|#{1,6}(?: |$)|[-*+](?: |$)|\d+[.)](?: |$)|\||\[[^[\]]*\](?!\())/);
				expect(out).toBe(out.trim());
				// Each character reference and backslash escape shows one character.
				expect([...out.replace(/&(?:#\d+|[a-z]+);|\\[!-/:-@[-`{-~]/g, "_")].length).toBeLessThanOrEqual(limit);
			}),
		);
	});

	it("changes nothing the second time", () => {
		fc.assert(
			fc.property(text, fc.integer({ min: 1, max: 60 }), (input, limit) => {
				const once = neutralise(input, { limit });
				expect(neutralise(once, { limit })).toBe(once);
			}),
		);
	});
});

describe("toSingleLine", () => {
	it("is one plain line with look-alike comment marks, for text compared or sent rather than written (emoji sequences kept)", () => {
		expect(toSingleLine(" a\u200D\r\nb <!-- c -->")).toBe("a\u200D b <!‑‑ c ‑‑>");
	});
});

describe("shownText", () => {
	it.each([
		"<script>alert(1)</script>",
		"# not a heading",
		"- [x] Accept",
		"1. first",
		"%% hidden %% and $$ maths $$",
		"![x](https://example.com/a.png)",
		"plain text",
	])("shows %s as the reader wrote it", (text) => {
		expect(shownText(neutralise(text))).toBe(text);
	});
});
