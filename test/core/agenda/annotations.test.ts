import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PARSE_LIMITS, findAnnotations, keptMarker, type Annotation } from "../../../src/core/agenda/annotations";
import { keptId } from "../../../src/core/ids";
import * as markdown from "../../../src/core/agenda/markdown";

const PATH = "Agenda.md";

function only(text: string, path = PATH): Annotation {
	const { annotations } = findAnnotations(text, path);
	expect(annotations).toHaveLength(1);
	return annotations[0]!;
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("findAnnotations: the item", () => {
	const note = [
		"## Mixed markers", // 0
		"", // 1
		"- [ ] Call the bank", // 2
		"> rate is fixed", // 3
		"", // 4
		"* [x] Pay the rent", // 5
		"> by standing order", // 6
		"", // 7
		"+ Pick up the parcel", // 8
		"> it's at the kiosk", // 9
		"", // 10
		"1. Renew the passport", // 11
		"> appointment on the 3rd", // 12
		"", // 13
		"12) Book the ferry", // 14
		"> the 9:00 one", // 15
		"", // 16
		"- [-] Cancel the magazine", // 17
		"> already cancelled", // 18
		"", // 19
		"-\t[>]\tAsk Tom about the venue", // 20
		"> Lakeside hotel", // 21
		"",
	].join("\n");
	const { annotations } = findAnnotations(note, PATH);

	it("finds one annotation per marker kind, in note order", () => {
		expect(annotations.map((a) => a.firstQuoteLine)).toEqual([3, 6, 9, 12, 15, 18, 21]);
		expect(annotations.every((a) => a.item.kind === "list")).toBe(true);
	});

	it("gives the item text without indentation, marker or checkbox", () => {
		expect(annotations.map((a) => a.item.text)).toEqual([
			"Call the bank",
			"Pay the rent",
			"Pick up the parcel",
			"Renew the passport",
			"Book the ferry",
			"Cancel the magazine",
			"Ask Tom about the venue",
		]);
		for (const a of annotations) expect(note.slice(a.item.textStart, a.item.textEnd)).toBe(a.item.text);
	});

	it("reports the task status and where it is, and null for a non-task", () => {
		expect(annotations.map((a) => a.item.status)).toEqual([" ", "x", null, null, null, "-", ">"]);
		for (const a of annotations) {
			if (a.item.status === null) expect(a.item.statusOffset).toBeNull();
			else expect(note[a.item.statusOffset!]).toBe(a.item.status);
		}
	});

	it("gives the annotation text without the `>` prefixes", () => {
		expect(annotations.map((a) => a.text)).toEqual([
			"rate is fixed",
			"by standing order",
			"it's at the kiosk",
			"appointment on the 3rd",
			"the 9:00 one",
			"already cancelled",
			"Lakeside hotel",
		]);
	});

	it("joins a multi-line item and a multi-line annotation", () => {
		const text = "- [ ] Email Dr. Weber about the\n  lab results from October\n> she retired\n>\n>it's Dr. Okafor now  \n- [ ] Next\n";
		const a = only(text);
		expect(a.item.text).toBe("Email Dr. Weber about the lab results from October");
		expect(a.item.firstLine).toBe(0);
		expect(a.item.lastLine).toBe(1);
		expect([a.firstQuoteLine, a.lastQuoteLine]).toEqual([2, 4]);
		expect(a.text).toBe("she retired\n\nit's Dr. Okafor now");
	});

	it("attaches an indented `>` under a nested item to the nested item", () => {
		const a = only("- [ ] Renovation\n  - [ ] Get quotes from painters\n  > only two more\n- [ ] Fix the tap\n");
		expect(a.item.text).toBe("Get quotes from painters");
		expect(a.item.firstLine).toBe(1);
		expect(a.item.indent).toBe(2);
	});

	it("takes a paragraph item's title without its tag line", () => {
		const text = "# Week 47\n\nCall the insurance\nabout the windshield\n*car · due Friday*\n> claim 88-2041-C\n";
		const a = only(text);
		expect(a.item.kind).toBe("paragraph");
		expect(a.item.text).toBe("Call the insurance about the windshield");
		expect(a.item.status).toBeNull();
		expect([a.item.firstLine, a.item.lastLine]).toEqual([2, 4]);
		expect(text.slice(a.item.textStart, a.item.textEnd)).toBe("Call the insurance\nabout the windshield");
	});

	it("takes the item after a BOM on the first line as the paragraph item it is", () => {
		const text = "\uFEFFCall the bank\n> rate is fixed\n";
		const a = only(text);
		expect(a.item.text).toBe("Call the bank");
		expect(text.slice(a.item.textStart, a.item.textEnd)).toBe("Call the bank");
	});

	it("takes a task after a BOM on the first line as a task", () => {
		const a = only("\uFEFF- [ ] Stamps\n> got them\n");
		expect(a.item.kind).toBe("list");
		expect(a.item.text).toBe("Stamps");
		expect(a.item.status).toBe(" ");
	});

	it("counts offsets in UTF-16 code units after emoji and astral letters", () => {
		const text = "## 🎄 Dec\n- [ ] 🎁 Gifts for 👨‍👩‍👧‍👦 and 𝓛ena\n> 🙂 not for Dad\n";
		const a = only(text);
		expect(a.item.text).toBe("🎁 Gifts for 👨‍👩‍👧‍👦 and 𝓛ena");
		expect(text.slice(a.item.textStart, a.item.textEnd)).toBe(a.item.text);
		expect(text[a.item.statusOffset!]).toBe(" ");
		expect(a.text).toBe("🙂 not for Dad");
	});

	it("keeps carriage returns out of item and annotation text in a CRLF note", () => {
		const a = only("## Today\r\n\r\n- [ ] Call the bank\r\n> rate fixed\r\n> until 2029\r\n- [ ] Next\r\n");
		expect(a.item.text).toBe("Call the bank");
		expect(a.text).toBe("rate fixed\nuntil 2029");
		expect([a.firstQuoteLine, a.lastQuoteLine]).toEqual([3, 4]);
	});
});

describe("findAnnotations: section and neighbours", () => {
	it("names the nearest ATX heading above the item, without # marks or closing hashes", () => {
		expect(only("# Agenda\n\n## Work ##\n\n- [ ] Review budget\n> done\n").section).toBe("Work");
		expect(only("# Agenda\n### Errands\n- [ ] Stamps\n> got them\n").section).toBe("Errands");
	});

	it("gives an empty section when there is no heading above", () => {
		expect(only("- [ ] Review budget\n> done\n\n## Later\n").section).toBe("");
	});

	it("ignores a `#` line inside a code fence", () => {
		expect(only("## Real\n```\n# not a heading\n```\n- [ ] Item\n> note\n").section).toBe("Real");
	});

	it("names a setext heading as the section", () => {
		expect(only("# Agenda\n\nErrands\n-------\n\n- [ ] Stamps\n> got them\n").section).toBe("Errands");
		expect(only("Weekly plan\n===========\n\nCall the bank\n> rate is fixed\n").section).toBe("Weekly plan");
	});

	it("names a heading on the first line of a note that starts with a BOM", () => {
		expect(only("\uFEFF# Today\n- [ ] Stamps\n> got them\n").section).toBe("Today");
	});

	it("lists up to two list items before and after, in order, without markers or checkboxes", () => {
		const text = [
			"## Work",
			"- [ ] First",
			"- [x] Second",
			"* Third",
			"- [ ] Target",
			"> note",
			"1. Fifth",
			"- [ ] Sixth",
			"- [ ] Seventh",
			"",
		].join("\n");
		expect(only(text).neighbours).toEqual(["Second", "Third", "Fifth", "Sixth"]);
	});

	it("does not look past the section's headings", () => {
		const text = "## Home\n- [ ] Laundry\n## Work\n- [ ] Target\n> note\n- [ ] After\n## Later\n- [ ] Elsewhere\n";
		expect(only(text).neighbours).toEqual(["After"]);
	});

	it("does not take list-like lines inside a code fence", () => {
		const text = "## Work\n- [ ] Target\n> note\n```\n- [ ] not an item\n```\n";
		expect(only(text).neighbours).not.toContain("not an item");
	});
});

describe("findAnnotations: ids", () => {
	const text = "## Today\n\n- [ ] Call parents (last call weeks ago)\n> I called them two days ago\n- [ ] Buy milk\n> oat milk\n";

	it("are 16 hex digits and the same on every run", () => {
		const first = findAnnotations(text, PATH).annotations.map((a) => a.id);
		const second = findAnnotations(text, PATH).annotations.map((a) => a.id);
		expect(first).toHaveLength(2);
		for (const id of first) expect(id).toMatch(/^[0-9a-f]{16}$/);
		expect(second).toEqual(first);
		expect(new Set(first).size).toBe(2);
	});

	it("do not depend on where the item is or what is around it", () => {
		const moved = "# Agenda\n\n- [ ] Something new\n\n## Later\n\n- [ ] Call parents (last call weeks ago)\n> I called them two days ago\n";
		expect(only(moved).id).toBe(findAnnotations(text, PATH).annotations[0]!.id);
	});

	it("differ for a different item text, annotation text or note path", () => {
		const base = only("- [ ] Call parents\n> called them\n").id;
		expect(only("- [ ] Call grandma\n> called them\n").id).not.toBe(base);
		expect(only("- [ ] Call parents\n> called them twice\n").id).not.toBe(base);
		expect(only("- [ ] Call parents\n> called them\n", "Work/Agenda.md").id).not.toBe(base);
	});

	it("do not change when only white space differs", () => {
		const base = only("- [ ] Call parents about Sunday\n> called them, lunch at noon\n").id;
		const variants = [
			"- [ ]   Call  parents   about Sunday   \n>    called them,  lunch at noon  \n",
			"- [ ]\tCall\tparents about Sunday\n>\tcalled them, lunch\tat noon\n",
			"- [ ] Call parents about Sunday\n>called them, lunch at noon\n",
			"- [ ] Call parents about Sunday\n  > called them, lunch at noon\n",
			"- [ ] Call parents about Sunday\r\n> called them, lunch at noon\r\n",
			"- [ ] Call parents\n  about Sunday\n> called them,\n> lunch at noon\n",
		];
		for (const variant of variants) expect(only(variant).id, JSON.stringify(variant)).toBe(base);
	});

	it("do not change when the task is ticked meanwhile", () => {
		expect(only("- [x] Call parents\n> called them\n").id).toBe(only("- [ ] Call parents\n> called them\n").id);
	});
});

describe("findAnnotations: what is not parsed", () => {
	const bigList = (count: number) => Array.from({ length: count }, (_, i) => `- [ ] Task number ${i} for the week`).join("\n");

	it("does not parse a note without `>` lines", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const text = `# Agenda\n\n${bigList(3000)}\n\nSome paragraph > with a quote sign inside\n`;
		const scan = findAnnotations(text, PATH);
		expect(scan.annotations).toEqual([]);
		expect(scan.map.lines).toHaveLength(3004);
		expect(spy).not.toHaveBeenCalled();
	});

	it("does not parse when the only `>` lines cannot be annotations", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const text = [
			"---",
			"template: |",
			"  > in the frontmatter",
			"---",
			"# Agenda",
			"> under a heading",
			"- [ ] Email the accountant",
			">",
			"- [ ] Reply to Jana",
			"> [!note] a callout",
			"",
			"> after a blank line",
			"```",
			"- [ ] Example",
			"> in a fence",
			"```",
			"",
		].join("\n");
		expect(findAnnotations(text, PATH).annotations).toEqual([]);
		expect(spy).not.toHaveBeenCalled();
	});

	it("parses only a small window around an annotation in a long list", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const text = `# Agenda\n\n${bigList(2000)}\n- [ ] Call the bank\n> rate is fixed\n${bigList(2000)}\n`;
		const a = only(text);
		expect(a.item.text).toBe("Call the bank");
		expect(spy).toHaveBeenCalledTimes(1);
		const window = spy.mock.calls[0]![0];
		expect(window.length).toBeLessThan(200);
		expect(window).toContain("Call the bank");
	});
});

describe("findAnnotations: pathological notes", () => {
	const ordinary = ["## Ordinary", "", "- [ ] Call the bank", "> rate is fixed", "- [ ] Pay the rent", ""];
	const found = (text: string) => findAnnotations(text, PATH).annotations.map((a) => ({ item: a.item.text, text: a.text, line: a.item.firstLine, kind: a.item.kind }));

	it("finds the annotations of a 1,000-level nested list, on the right level, and the ordinary ones around it", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const deep: string[] = [];
		for (let level = 0; level < 1000; level++) {
			deep.push(`${"  ".repeat(level)}- [ ] Level ${level}`);
			if (level === 3 || level === 500 || level === 999) deep.push(`${"  ".repeat(level)}> note on level ${level}`);
		}
		const text = [...ordinary, "## Deep", "", ...deep, "", ...ordinary].join("\n");
		const deepStart = ordinary.length + 2;
		expect(found(text)).toEqual([
			{ item: "Call the bank", text: "rate is fixed", line: 2, kind: "list" },
			{ item: "Level 3", text: "note on level 3", line: deepStart + 3, kind: "list" },
			{ item: "Level 500", text: "note on level 500", line: deepStart + 501, kind: "list" },
			{ item: "Level 999", text: "note on level 999", line: deepStart + 1001, kind: "list" },
			{ item: "Call the bank", text: "rate is fixed", line: deepStart + 1003 + 1 + 2, kind: "list" },
		]);
		// The deep levels are read by the line grammar: no parse gets past the bounds.
		for (const [window] of spy.mock.calls) expect(window.length).toBeLessThanOrEqual(DEFAULT_PARSE_LIMITS.windowChars);
	});

	it("finds the annotation under a line that opens 1,000 nested lists or quotes, and the ordinary ones", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const lists = Array.from({ length: 1000 }, (_, i) => `${["-", "+", "*"][i % 3]} `).join("");
		const text = [...ordinary, `${lists}Deep item`, "> note on the deep item", "", "- [ ] Plain item", `${"> ".repeat(1000)}deep quote`, "", ...ordinary].join("\n");
		expect(found(text).map((a) => [a.text, a.line, a.kind])).toEqual([
			["rate is fixed", 2, "list"],
			["note on the deep item", 6, "list"],
			[`${"> ".repeat(999)}deep quote`, 9, "list"],
			["rate is fixed", 14, "list"],
		]);
		for (const [window] of spy.mock.calls) expect(window.length).toBeLessThanOrEqual(DEFAULT_PARSE_LIMITS.windowChars);
		expect(spy.mock.calls.every(([window]) => !window.includes("Deep item") && !window.includes("deep quote"))).toBe(true);
	});

	it("finds the annotation under a 5 MB item line, and the one under a 5 MB `>` line, with the ordinary ones", () => {
		const spy = vi.spyOn(markdown, "parseWindow");
		const long = "word *emphasis* [link](https://example.org) `code` ".repeat(100_000);
		const text = [...ordinary, `- [ ] ${long.trim()}`, "> too long to read", "- [ ] Read the report", `> ${long}`, "", ...ordinary].join("\n");
		const annotations = findAnnotations(text, PATH).annotations;
		expect(annotations.map((a) => [a.item.text.length, a.text.length, a.item.firstLine])).toEqual([
			[13, 13, 2],
			[long.trim().length, "too long to read".length, 6],
			["Read the report".length, long.trim().length, 8],
			[13, 13, 13],
		]);
		for (const [window] of spy.mock.calls) expect(window.length).toBeLessThanOrEqual(DEFAULT_PARSE_LIMITS.windowChars);
	});

	it("reads a paragraph item with a tag line past the bounds as the parse would", () => {
		const title = "Prepare the talk ".repeat(1000).trim();
		const text = ["# Week", "", title, "*work · due Friday*", "> it's on Tuesday now", ""].join("\n");
		const [a] = findAnnotations(text, PATH).annotations;
		expect(a).toMatchObject({ text: "it's on Tuesday now", item: { kind: "paragraph", text: title, tag: "*work · due Friday*", firstLine: 2, lastLine: 3 } });
	});
});

describe("findAnnotations: kept markers", () => {
	const annotation = "that's wrong — I called them two days ago";
	const mark = (text: string) => keptMarker("", text);

	it("reads an annotation followed by its own marker as kept, and one followed by another's as stale", () => {
		const own = only(`- [ ] Call parents\n> ${annotation}\n${mark(annotation)}\n`);
		expect(own).toMatchObject({ kept: true, marker: { line: 2, id: keptId(annotation) }, lastQuoteLine: 1 });
		const stale = only(`- [ ] Call parents\n> ${annotation}, on Sunday\n${mark(annotation)}\n`);
		expect(stale).toMatchObject({ kept: false, marker: { line: 2, id: keptId(annotation) } });
		expect(only(`- [ ] Call parents\n> ${annotation}\n\n${mark(annotation)}\n`)).toMatchObject({ kept: false, marker: null });
	});

	it("keeps the id when the item changes and white space differs, not when the words do", () => {
		expect(only(`- [ ] Call parents (fixed)\n>   ${annotation.replace(" ", "  ")}\n${mark(annotation)}\n`).kept).toBe(true);
		expect(keptId(annotation)).toMatch(/^[0-9a-f]{8}$/);
		expect(keptId(annotation)).not.toBe(keptId(`${annotation}!`));
	});

	it("never reads a marker left alone as an annotation, and finds the items after it", () => {
		const { annotations } = findAnnotations(`Call parents\n${mark(annotation)}\nPay rent\n> done\n`, PATH);
		expect(annotations.map((a) => [a.item.text, a.text, a.kept])).toEqual([["Pay rent", "done", false]]);
		const after = findAnnotations(`Call parents\n> ${annotation}\n${mark(annotation)}\nPay rent\n> done\n`, PATH).annotations;
		expect(after.map((a) => [a.item.text, a.text, a.kept])).toEqual([["Call parents", annotation, true], ["Pay rent", "done", false]]);
	});
});
