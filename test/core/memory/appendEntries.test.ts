import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { appendEntries, checkProposal, formatArchivedEntries, type AppendOptions, type NewEntry } from "../../../src/core/memory/appendEntries";
import { parseEntries } from "../../../src/core/memory/entries";

const OPTIONS: AppendOptions = { today: "2026-11-22", cap: 0, title: "Memory" };
const add = (id: string, text: string, extra: Partial<NewEntry> = {}): NewEntry => ({ id, text, date: "2026-11-22", source: "Agenda", ...extra });

describe("appendEntries: where new entries go", () => {
	it("creates a missing note with its title", () => {
		const result = appendEntries(null, [add("a1", "Mum is allergic to penicillin")], OPTIONS);
		expect(result.text).toBe("# Memory\n\n- [2026-11-22] Mum is allergic to penicillin <!-- am:a1 src:Agenda -->\n");
		expect(result.changed).toBe(true);
		expect(appendEntries(null, [], OPTIONS).changed).toBe(false);
	});

	it("appends at the end of the last entry block, before what follows it", () => {
		const note = "# Memory\n\n- [2026-04-08] first <!-- am:x1 -->\n- second\n\nA closing paragraph.\n";
		const result = appendEntries(note, [add("a1", "Ben plays football on Tuesdays", { source: "" })], OPTIONS);
		expect(result.text).toBe("# Memory\n\n- [2026-04-08] first <!-- am:x1 -->\n- second\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\n\nA closing paragraph.\n");
	});

	it("keeps every other byte: CRLF, BOM, trailing spaces, hand-written lines, code, frontmatter", () => {
		const note = "\uFEFF---\r\ntags: [memory]\r\n---\r\n# Memory  \r\n\r\n- written by hand, trailing spaces   \r\n* another, with a star\r\n```\r\n- not an entry\r\n```\r\n- [2026-01-02] ours <!-- am:x1 -->\r\n\r\ntail without newline";
		const result = appendEntries(note, [add("a1", "Ben plays football on Tuesdays")], OPTIONS);
		const inserted = "- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 src:Agenda -->\r\n";
		const at = note.indexOf("\r\n\r\ntail") + 2;
		expect(result.text).toBe(note.slice(0, at) + inserted + note.slice(at));
	});

	it("adds a line ending when the last entry has none", () => {
		expect(appendEntries("- old fact", [add("a1", "Ben plays football on Tuesdays", { source: "" })], OPTIONS).text).toBe("- old fact\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\n");
	});

	it("puts a blank line between a note without entries and the first entry", () => {
		const entry = add("a1", "Ben plays football on Tuesdays", { source: "" });
		expect(appendEntries("# Rules\n", [entry], OPTIONS).text).toBe("# Rules\n\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\n");
		expect(appendEntries("# Rules", [entry], OPTIONS).text).toBe("# Rules\n\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\n");
		expect(appendEntries("# Rules\r\n\r\n", [entry], OPTIONS).text).toBe("# Rules\r\n\r\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\r\n");
		expect(appendEntries("", [entry], OPTIONS).text).toBe("- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 -->\n");
	});

	it("writes one safe line whatever the text, and today for a missing date", () => {
		const result = appendEntries(null, [add("a1", "line one\nline two --> <!-- am:forged -->", { date: "soon" })], OPTIONS);
		const entries = parseEntries(result.text);
		expect(entries).toHaveLength(1);
		expect(entries[0]).toMatchObject({ id: "a1", date: "2026-11-22" });
	});
});

describe("appendEntries: what is already known", () => {
	const note = "# Memory\n\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:m0 replaces:m00 -->\n- Anna's school starts at 8:15\n";

	it("skips an addition whose id is an entry's id, or one it absorbed or replaced", () => {
		for (const id of ["m1", "m0", "m00"]) {
			const result = appendEntries(note, [add(id, "Something else entirely about the garden")], OPTIONS);
			expect(result).toMatchObject({ text: note, changed: false, appended: [], alreadyPresent: [{ id }] });
		}
	});

	it("bumps a near-duplicate in place: seen, last date, the absorbed id", () => {
		const result = appendEntries(note, [add("d1", "Mum has a penicillin allergy", { date: "2026-11-20" })], OPTIONS);
		expect(result.text).toBe(note.replace("<!-- am:m1 also:m0 replaces:m00 -->", "<!-- am:m1 seen:2 last:2026-11-20 also:m0,d1 replaces:m00 -->"));
		expect(result.appended).toEqual([]);
		const [duplicate] = result.duplicates;
		expect(duplicate?.entry.id).toBe("d1");
		expect(duplicate?.existing).toMatchObject({ id: "m1", seen: 2, lastSeen: "2026-11-20" });
		expect(result.text.slice(duplicate?.existing.start, duplicate?.existing.end)).toBe(duplicate?.existing.raw);
	});

	it("gives a hand-written duplicate an id from its text, keeping its words", () => {
		const result = appendEntries(note, [add("d1", "School for Anna starts at 8:15")], OPTIONS);
		expect(result.text).toContain(`- Anna's school starts at 8:15 <!-- am:${textId("Anna's school starts at 8:15")} seen:2 last:2026-11-22 also:d1 -->\n`);
	});

	it("merges duplicates among the additions themselves", () => {
		const result = appendEntries(null, [add("a1", "Ben plays football on Tuesdays"), add("a2", "Ben plays football every Tuesday"), add("a1", "Ben plays football on Tuesdays")], OPTIONS);
		expect(result.text).toBe("# Memory\n\n- [2026-11-22] Ben plays football on Tuesdays <!-- am:a1 seen:2 last:2026-11-22 src:Agenda also:a2 -->\n");
		expect(result.appended.map((e) => e.id)).toEqual(["a1"]);
		expect(result.duplicates.map((d) => [d.entry.id, d.existing.id])).toEqual([["a2", "a1"]]);
		expect(result.alreadyPresent.map((e) => e.id)).toEqual(["a1"]);
	});
});

describe("appendEntries: contradictions", () => {
	const note = "# Memory\n\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:m0 -->\n- [2026-04-09] Rent is 950 euros a month <!-- am:r1 -->\n";

	it("removes the contradicted entry and appends the new one, which names what it replaces", () => {
		const result = appendEntries(note, [add("c1", "Mum is no longer allergic to penicillin")], OPTIONS);
		expect(result.text).toBe("# Memory\n\n- [2026-04-09] Rent is 950 euros a month <!-- am:r1 -->\n- [2026-11-22] Mum is no longer allergic to penicillin <!-- am:c1 src:Agenda replaces:m1,m0 -->\n");
		expect(result.superseded).toHaveLength(1);
		expect(result.superseded[0]?.entry.id).toBe("c1");
		expect(result.superseded[0]?.old).toMatchObject({ id: "m1", start: note.indexOf("- [2026-04-08]"), raw: "- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:m0 -->\n" });
		expect(result.appended.map((e) => e.id)).toEqual(["c1"]);
	});

	it("lets a later addition supersede an earlier one of the same batch", () => {
		const result = appendEntries(note, [add("p1", "Rent is 1,020 euros a month"), add("p2", "Rent is 1,050 euros a month")], OPTIONS);
		expect(result.superseded.map(({ entry, old }) => [entry.id, old.id, old.start])).toEqual([
			["p1", "r1", note.indexOf("- [2026-04-09]")],
			["p2", "p1", -1],
		]);
		expect(parseEntries(result.text).map((e) => e.text)).toEqual(["Mum is allergic to penicillin", "Rent is 1,050 euros a month"]);
		expect(result.text).toContain("<!-- am:p2 src:Agenda replaces:p1,r1 -->");
	});
});

describe("appendEntries: the cap", () => {
	const note = "# Memory\n\n## Family\n- [2026-01-01] Anna is 7 <!-- am:f1 -->\n- [2026-02-01] Ben is 4 <!-- am:f2 -->\n## Work\n- [2025-01-01] Tom leads the team <!-- am:w1 -->\n- [2026-03-01] Standup is at 9 <!-- am:w2 -->\n";

	it("moves the oldest untouched entries out, per category", () => {
		const result = appendEntries(note, [add("n1", "Lisa joined the team in March")], { ...OPTIONS, cap: 4 });
		expect(result.evicted.map((e) => e.id)).toEqual(["w1"]);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["f1", "f2", "w2", "n1"]);
	});

	it("keeps what this call wrote or touched, even past the cap", () => {
		const result = appendEntries(note, [add("n1", "Lisa joined the team in March"), add("n2", "Grandma's birthday is on 3 March"), add("d1", "Anna is 7 years old")], { ...OPTIONS, cap: 2 });
		expect(result.evicted.map((e) => e.id)).toEqual(["f2", "w1", "w2"]);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["f1", "n1", "n2"]);
	});

	it("applies a lowered cap even without additions", () => {
		expect(appendEntries(note, [], { ...OPTIONS, cap: 2 }).evicted.map((e) => e.id)).toEqual(["f1", "w1"]);
	});
});

describe("appendEntries: running twice", () => {
	it("changes nothing the second time", () => {
		const note = "\uFEFF# Memory\r\n\r\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 -->\r\n- Anna's school starts at 8:15\r\n- [2025-01-01] Old fact about the car <!-- am:o1 -->\r\n";
		const additions = [
			add("c1", "Mum is no longer allergic to penicillin"),
			add("d1", "School for Anna starts at 8:15"),
			add("n1", "Ben plays football on Tuesdays"),
			add("n2", "Ben plays football every Tuesday"),
			add("n3", "Lisa is vegetarian"),
			add("n4", "Lisa is not vegetarian anymore"),
		];
		const options = { ...OPTIONS, cap: 3 };
		const first = appendEntries(note, additions, options);
		expect(first.changed).toBe(true);
		const second = appendEntries(first.text, additions, options);
		expect(second).toMatchObject({ text: first.text, changed: false, appended: [], duplicates: [], superseded: [], evicted: [] });
		expect(second.alreadyPresent).toEqual(additions);
	});
});

describe("formatArchivedEntries", () => {
	it("writes superseded and evicted entries with what happened, when, and from where", () => {
		const note = "- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 seen:2 -->\n- Rent is 950 euros a month\n- [2025-01-01] Old fact\n  with a detail line\n- [2026-06-01] Ben plays football <!-- am:b1 -->\n";
		const result = appendEntries(note, [add("c1", "Mum is not allergic to penicillin"), add("c2", "Rent is 1,020 euros a month")], { ...OPTIONS, cap: 3 });
		expect(formatArchivedEntries(result, { today: "2026-11-22", notePath: "Memory/Memory.md" })).toBe(
			[
				"- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 superseded-by:c1 2026-11-22 from:Memory/Memory.md seen:2 -->",
				`- Rent is 950 euros a month <!-- am:${textId("Rent is 950 euros a month")} superseded-by:c2 2026-11-22 from:Memory/Memory.md -->`,
				"- [2025-01-01] Old fact <!-- am:" + textId("Old fact") + " evicted 2026-11-22 from:Memory/Memory.md -->",
				"  with a detail line",
				"",
			].join("\n"),
		);
	});

	it("uses the archive's line ending and writes nothing when nothing moved", () => {
		const [entry] = parseEntries("- [2025-01-01] Old fact <!-- am:o1 -->\r\n");
		if (!entry) throw new Error("one entry expected");
		expect(formatArchivedEntries({ superseded: [], evicted: [entry] }, { today: "2026-11-22", notePath: "Rules/My rules.md", lineEnding: "\r\n" })).toBe(
			"- [2025-01-01] Old fact <!-- am:o1 evicted 2026-11-22 from:Rules/My%20rules.md -->\r\n",
		);
		expect(formatArchivedEntries({ superseded: [], evicted: [] }, { today: "2026-11-22", notePath: "x.md" })).toBe("");
	});
});

describe("checkProposal", () => {
	const note = "# Memory\n\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 -->\n- Ben plays football on Tuesdays\n";

	it("flags a near-duplicate, or a likely contradiction (which takes precedence)", () => {
		expect(checkProposal(note, "Ben plays football every Tuesday", 0.6)).toEqual({ similarTo: "Ben plays football on Tuesdays", mayContradict: null });
		expect(checkProposal(note, "Mum is not allergic to penicillin", 0.6)).toEqual({ similarTo: null, mayContradict: "Mum is allergic to penicillin" });
		expect(checkProposal(note, "Anna starts school in September", 0.6)).toEqual({ similarTo: null, mayContradict: null });
		expect(checkProposal(null, "Anything", 0.6)).toEqual({ similarTo: null, mayContradict: null });
	});
});

describe("known limits of the duplicate index", () => {
	/**
	 * A note whose oldest entry is `fact`, followed by `newer` entries that hold
	 * every word of it and eight words of their own each: alike enough to be
	 * candidates, too unlike (overlap 0.56) to count as duplicates.
	 */
	function crowdedNote(fact: string, newer: number): string {
		const own = (i: number) => Array.from({ length: 8 }, (_, j) => `q${i}x${j}z`).join(" ");
		const lines = [fact, ...Array.from({ length: newer }, (_, i) => `${fact} with ${own(i)}`)];
		return `# Memory\n\n${lines.map((line, i) => `- [2026-01-01] ${line} <!-- am:e${i} -->\n`).join("")}`;
	}

	it("known limit: the duplicate index examines at most 256 candidate entries per proposal", () => {
		const fact = "Lena plays violin at the school concert";
		const within = appendEntries(crowdedNote(fact, 255), [add("n1", fact)], OPTIONS);
		expect(within.duplicates.map(({ existing }) => existing.id)).toEqual(["e0"]);
		expect(within.appended).toEqual([]);
		// One more look-alike entry, and the old copy is out of reach: the same fact goes in again.
		const beyond = appendEntries(crowdedNote(fact, 256), [add("n1", fact)], OPTIONS);
		expect(beyond.duplicates).toEqual([]);
		expect(beyond.appended.map((entry) => entry.id)).toEqual(["n1"]);
	});
});
