import { describe, expect, it } from "vitest";
import { formatEntry, parseEntries, parseNote, readStatements, withMeta } from "../../../src/core/memory/entries";
import { encodeToken, formatMetaComment, newMeta, parseMetaComment, type EntryMeta } from "../../../src/core/memory/meta";
import { TEXT_LIMITS } from "../../../src/core/neutralise";
import { isIsoDate } from "../../../src/core/text";

describe("readStatements", () => {
	it("reads the same statements and, when asked, the same entries as parseEntries", () => {
		const text = [
			"---",
			"tags: [memory]",
			"- not an entry",
			"---",
			"# People",
			"",
			"- [2026-04-08] Mum  is allergic\tto penicillin. <!-- am:7f3a9c21 seen:2 -->",
			"- [ ] [2026-02-30] Hand-written with a checkbox <!-- a comment -->",
			"  more of it",
			"```",
			"- fenced, no entry",
			"```",
			"## Work",
			"* Standup at 9:15 <!-- am:0a1b2c3d -->",
			"1. Numbered entry",
		].join("\r\n");
		const entries = parseEntries(text);
		const statements = readStatements(text);
		expect(statements.texts).toEqual(entries.map((entry) => entry.text));
		expect(statements.texts).toHaveLength(4);
		entries.forEach((entry, i) => expect(statements.entry(i)).toEqual(entry));
		expect(statements.entry(1)).toBe(statements.entry(1));
	});
});

describe("parseEntries", () => {
	it("reads our entry line with every metadata field", () => {
		const text = "- [2026-04-08] Last call with parents was two days ago. <!-- am:7f3a9c21 seen:3 last:2026-05-01 src:Daily%20notes/Agenda also:a1,b2 replaces:c3 future:x -->\n";
		const [entry] = parseEntries(text);
		expect(entry).toMatchObject({
			start: 0,
			end: text.length,
			line: 0,
			raw: text,
			date: "2026-04-08",
			text: "Last call with parents was two days ago.",
			id: "7f3a9c21",
			seen: 3,
			lastSeen: "2026-05-01",
			section: "",
		});
		expect(entry?.meta).toEqual({ id: "7f3a9c21", seen: 3, lastSeen: "2026-05-01", source: "Daily notes/Agenda", also: ["a1", "b2"], replaces: ["c3"], extra: ["future:x"] });
	});

	it("reads hand-written entries: no date, no id, seen once", () => {
		const [entry] = parseEntries("- some fact\n");
		expect(entry).toMatchObject({ date: null, text: "some fact", id: null, seen: 1, lastSeen: null, meta: null });
	});

	it("gives offsets that cover each entry's line and line ending (CRLF, BOM, no final newline)", () => {
		const text = "\uFEFF- first\r\n- second  \r\n\r\n- third";
		const entries = parseEntries(text);
		expect(entries.map((e) => e.raw)).toEqual(["- first\r\n", "- second  \r\n", "- third"]);
		expect(entries[0]?.start).toBe(1);
		for (const entry of entries) expect(text.slice(entry.start, entry.end)).toBe(entry.raw);
		expect(entries.map((e) => e.text)).toEqual(["first", "second", "third"]);
		expect(entries.map((e) => e.line)).toEqual([0, 1, 3]);
	});

	it("files each entry under the nearest heading above it", () => {
		const text = "- before\n# Memory\n- a\n## Family ##\n- b\n\ntext\n- c\n### Work\n- d\n";
		expect(parseEntries(text).map((e) => [e.text, e.section])).toEqual([
			["before", ""],
			["a", "Memory"],
			["b", "Family"],
			["c", "Family"],
			["d", "Work"],
		]);
	});

	it("keeps indented lines under an entry with it, and does not count them as entries", () => {
		const text = "- Kids\n  - Anna is 7\n\t- Ben is 4\n    more about Ben\n- Garden\n";
		const entries = parseEntries(text);
		expect(entries.map((e) => e.raw)).toEqual(["- Kids\n  - Anna is 7\n\t- Ben is 4\n    more about Ben\n", "- Garden\n"]);
	});

	it("ignores code fences, including list lines inside them", () => {
		const text = "- a\n```md\n- not an entry\n```\n~~~\n- nor this\n~~~~\n- b\n";
		expect(parseEntries(text).map((e) => e.text)).toEqual(["a", "b"]);
	});

	it("keeps a fence opened on an entry's indented line with that entry", () => {
		const text = "- snippet\n  ```\n  - inside\n\n  ```\n- next\n";
		const entries = parseEntries(text);
		expect(entries.map((e) => e.raw)).toEqual(["- snippet\n  ```\n  - inside\n\n  ```\n", "- next\n"]);
	});

	it("ignores frontmatter, and reads an unclosed one as text", () => {
		expect(parseEntries("---\ntags:\n  - memory\n- x\n---\n- real\n").map((e) => e.text)).toEqual(["real"]);
		expect(parseEntries("\uFEFF---\r\ntags: []\r\n...\r\n- real\r\n").map((e) => e.text)).toEqual(["real"]);
		expect(parseEntries("---\n- not frontmatter after all\n").map((e) => e.text)).toEqual(["not frontmatter after all"]);
	});

	it("reads every list marker and strips a task checkbox, but not thematic breaks or empty items", () => {
		const text = "* star\n+ plus\n1. one\n2) two\n- [ ] open task\n- [x] done task\n- - -\n* * *\n-\n- \n   - three spaces\n";
		expect(parseEntries(text).map((e) => e.text)).toEqual(["star", "plus", "one", "two", "open task", "done task", "three spaces"]);
	});

	it("keeps an impossible date and unknown comments as part of the text", () => {
		const [bad, other, empty] = parseEntries("- [2026-13-45] odd\n- fact <!-- note to self -->\n- fact <!-- am: -->\n");
		expect(bad).toMatchObject({ date: null, text: "[2026-13-45] odd" });
		expect(other).toMatchObject({ text: "fact <!-- note to self -->", id: null });
		expect(empty).toMatchObject({ text: "fact <!-- am: -->", id: null, meta: null });
	});
});

describe("parseNote", () => {
	it("reports the note's line ending and the section in force at its end", () => {
		expect(parseNote("# A\r\n- x\r\n## B\r\n")).toMatchObject({ lineEnding: "\r\n", endSection: "B" });
		expect(parseNote("# A\n- x\n")).toMatchObject({ lineEnding: "\n", endSection: "A" });
		expect(parseNote("")).toMatchObject({ entries: [], lineEnding: "\n", endSection: "" });
	});
});

describe("formatEntry and withMeta", () => {
	const meta: EntryMeta = { id: "7f3a9c21", seen: 2, lastSeen: "2026-05-01", source: "Agenda", also: ["x1"], replaces: [], extra: ["custom:1"] };

	it("writes the entry format, `am:` first, and reads back what it wrote", () => {
		const line = formatEntry({ date: "2026-04-08", text: "Last call was two days ago.", meta });
		expect(line).toBe("- [2026-04-08] Last call was two days ago. <!-- am:7f3a9c21 seen:2 last:2026-05-01 src:Agenda also:x1 custom:1 -->");
		expect(parseEntries(line)[0]).toMatchObject({ date: "2026-04-08", text: "Last call was two days ago.", meta });
		expect(formatEntry({ date: "2026-04-08", text: "plain", meta: newMeta("ab") })).toBe("- [2026-04-08] plain <!-- am:ab -->");
	});

	it("cannot be broken by a text: line breaks collapse and comment markers are defused", () => {
		const line = formatEntry({ date: null, text: "one\ntwo --> <!-- am:forged -->", meta: newMeta("real") });
		expect(line.split("\n")).toHaveLength(1);
		expect(parseEntries(line)[0]?.id).toBe("real");
	});

	it.each([
		["a fence that would hide every later entry", "```js"],
		["a checkbox that would vanish as one", "[x] done"],
		["a date that would read as the entry's date", "[2026-01-01] old"],
		["a heading", "# Big"],
		["a nested list item", "- [ ] sub-task"],
		["HTML and an Obsidian comment", "<script>x</script> %% hidden %%"],
		["bidi and zero-width characters", "a\u202Eb\u200Bc"],
	])("writes %s as inert text of one entry that reads back as written", (_case, text) => {
		const note = [formatEntry({ date: null, text, meta: newMeta("aa") }), formatEntry({ date: null, text: "next", meta: newMeta("bb") }), ""].join("\n");
		const entries = parseEntries(note);
		expect(entries.map((e) => [e.id, e.date])).toEqual([
			["aa", null],
			["bb", null],
		]);
		expect(note).not.toMatch(/<script|%%|[\u202e\u200b]/);
		// Written again, the text stays as it is: it can pass through memory, relation lines and migrations.
		expect(formatEntry({ date: null, text: entries[0]!.text, meta: newMeta("aa") })).toBe(note.split("\n")[0]);
	});

	it("cuts a very long text with an ellipsis", () => {
		const [entry] = parseEntries(formatEntry({ date: "2026-04-08", text: "word ".repeat(1000), meta: newMeta("aa") }));
		expect(entry!.text).toHaveLength(TEXT_LIMITS.entry);
		expect(entry!.text.endsWith("…")).toBe(true);
	});

	it("replaces our comment in place, or adds one after the text, keeping everything else", () => {
		const [ours, handWritten] = parseEntries("- [2026-04-08] fact <!-- am:7f3a9c21 --> tail\r\n- hand-written  \n");
		if (!ours || !handWritten) throw new Error("two entries expected");
		expect(withMeta(ours, { ...meta, extra: [] })).toBe("- [2026-04-08] fact <!-- am:7f3a9c21 seen:2 last:2026-05-01 src:Agenda also:x1 --> tail");
		expect(withMeta(handWritten, newMeta("h1"))).toBe("- hand-written <!-- am:h1 -->  ");
	});

	it("encodes values with spaces, commas and brackets, and decodes them back", () => {
		const tricky = "Daily notes/Agenda, 100% <new>";
		expect(encodeToken(tricky)).not.toMatch(/[\s,<>]/);
		expect(parseMetaComment(` am:a src:${encodeToken(tricky)} `)?.source).toBe(tricky);
		expect(formatMetaComment({ ...newMeta("id with space"), also: ["a,b"] })).toBe("<!-- am:id%20with%20space also:a%2Cb -->");
		expect(parseMetaComment("am:id%20with%20space also:a%2Cb")).toMatchObject({ id: "id with space", also: ["a,b"] });
	});
});

describe("isIsoDate", () => {
	it("accepts real dates only", () => {
		expect(["2026-04-08", "2024-02-29", "2000-02-29"].every(isIsoDate)).toBe(true);
		expect(["2026-02-29", "1900-02-29", "2026-13-01", "2026-04-31", "2026-4-8", "today"].some(isIsoDate)).toBe(false);
	});
});
