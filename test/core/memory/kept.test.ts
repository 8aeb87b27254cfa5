/**
 * What promotion and the stale-entry check keep from one migrate to the
 * next (each text's kind words, each entry's latest end, one parse per run)
 * must never change what they find: the same patterns and the same ended
 * entries as a fresh process finds, on a note that changed in between.
 */
import { describe, expect, it, vi } from "vitest";
import { entryReader, parseEntries } from "../../../src/core/memory/entries";
import { endedBy } from "../../../src/core/memory/stale";
import { foldForMatching } from "../../../src/core/folding";

const line = (text: string, i: number, date = "2026-11-01") => `- [${date}] ${text} <!-- am:${(0x40000000 + i).toString(16)} -->`;

const corrections = [
	"Last call with parents was two days ago, not weeks.",
	"Last haircut was five days ago, not weeks.",
	"Rent is due on the 1st.",
	"Lena's play is on 4 December.",
	"The plumber comes on Tuesday mornings.",
	"The window cleaner comes on Thursday mornings.",
	"Last run was 3 days ago, not weeks.",
];

/** findPatterns of a module loaded afresh: nothing kept. */
async function freshFindPatterns() {
	vi.resetModules();
	return (await import("../../../src/core/memory/patterns")).findPatterns;
}

describe("the kind words kept between migrates", () => {
	it("find the same patterns as a fresh process on a note that changed in between", async () => {
		const kept = await freshFindPatterns();
		const before = parseEntries(corrections.map((text, i) => line(text, i)).join("\n"));
		expect(kept(before).map((cluster) => cluster.members.length)).toEqual([3]);
		// Between migrates: an entry edited in place (its id kept, its kind changed), one removed, new ones added.
		const changed = corrections.map((text, i) => (i === 1 ? "Haircuts are at Salon Rosa on Fridays." : text)).map((text, i) => line(text, i));
		changed.splice(3, 1);
		changed.push(line("Last swim was 4 days ago, not weeks.", 7), line("The gardener comes on Monday mornings.", 8));
		const after = parseEntries(changed.join("\n"));
		const found = kept(after);
		expect(found).toEqual((await freshFindPatterns())(after));
		expect(found.map((cluster) => cluster.members.map((member) => member.text))).toEqual([
			["Last call with parents was two days ago, not weeks.", "Last run was 3 days ago, not weeks.", "Last swim was 4 days ago, not weeks."],
			["The plumber comes on Tuesday mornings.", "The window cleaner comes on Thursday mornings.", "The gardener comes on Monday mornings."],
		]);
	});
});

describe("the ends kept between migrates", () => {
	it("judge the same text afresh for another day it was written, another today and another date order", () => {
		const text = "Anna stays with us this week.";
		expect(endedBy({ text, date: "2026-11-20" }, "2026-11-22", "day-first")).toBeNull();
		// The same words written earlier: its week has passed.
		expect(endedBy({ text, date: "2026-11-10" }, "2026-11-22", "day-first")).toBe("this week (2026-11-15)");
		// The first entry again, a week later: now ended.
		expect(endedBy({ text, date: "2026-11-20" }, "2026-11-30", "day-first")).toBe("this week (2026-11-22)");
		const numeric = "The car is at the garage until 3/12.";
		const dayFirst = endedBy({ text: numeric, date: "2026-11-01" }, "2026-12-07", "day-first");
		expect(endedBy({ text: numeric, date: "2026-11-01" }, "2026-12-07", "month-first")).not.toBe(dayFirst);
	});
});

describe("one parse per run", () => {
	it("gives the entries of the text it is asked about, changed or not", () => {
		const read = entryReader();
		const first = line("Rent is due on the 1st.", 1);
		expect(read(first)).toBe(read(first));
		expect(read(`${first}\n${line("Rent is due on the 3rd.", 2)}`).map((entry) => entry.text)).toEqual(["Rent is due on the 1st.", "Rent is due on the 3rd."]);
	});
});

describe("first lines kept between runs", () => {
	it("read a changed note as a fresh parse does, the same lines under other headings and at other places", () => {
		const before = ["# Memory", "", line("Rent is due on the 1st.", 1), line("Lena's play is on 4 December.", 2), "  - tickets at the box office", ""].join("\n");
		expect(entryReader()(before)).toEqual(parseEntries(before));
		// The next run: the same first lines moved under a heading, one given a new seen count, one hand-written entry added.
		const after = ["# Memory", "", "## Family", "", line("Lena's play is on 4 December.", 2), line("Rent is due on the 1st.", 1).replace(" -->", " seen:2 -->"), "- Anna likes pears", line("Rent is due on the 1st.", 1), ""].join("\r\n");
		const read = entryReader()(after);
		expect(read).toEqual(parseEntries(after));
		expect(read.map((entry) => [entry.section, entry.line, entry.seen])).toEqual([
			["Family", 4, 1],
			["Family", 5, 2],
			["Family", 6, 1],
			["Family", 7, 1],
		]);
	});
});

describe("folding plain ASCII", () => {
	it("maps every position back as the walk does", () => {
		const folded = foldForMatching("Until `Friday`, OK");
		expect(folded.folded).toBe("until 'friday', ok");
		expect(folded.origin).toEqual([...Array.from({ length: 18 }, (_, i) => i), 18]);
	});
});
