import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { appendEntries, formatArchivedEntries, type AppendOptions, type NewEntry } from "../../../src/core/memory/appendEntries";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";
import { relationCandidates } from "../../../src/core/memory/relations";

const OPTIONS: AppendOptions = { today: "2026-11-22", title: "Memory" };
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

	it("bumps the entry the user ticked as the same, in place: seen, last date, the absorbed id", () => {
		const result = appendEntries(note, [add("d1", "Mum has a penicillin allergy", { date: "2026-11-20", sameAs: [{ id: "m1", text: "Mum is allergic to penicillin" }] })], OPTIONS);
		expect(result.text).toBe(note.replace("<!-- am:m1 also:m0 replaces:m00 -->", "<!-- am:m1 seen:2 last:2026-11-20 also:m0,d1 replaces:m00 -->"));
		expect(result.appended).toEqual([]);
		const [duplicate] = result.duplicates;
		expect(duplicate?.entry.id).toBe("d1");
		expect(duplicate?.existing).toMatchObject({ id: "m1", seen: 2, lastSeen: "2026-11-20" });
		expect(result.text.slice(duplicate?.existing.start, duplicate?.existing.end)).toBe(duplicate?.existing.raw);
	});

	it("never bumps on its own: a near-duplicate nobody ticked is appended", () => {
		const result = appendEntries(note, [add("d1", "Mum has a penicillin allergy")], OPTIONS);
		expect(result.duplicates).toEqual([]);
		expect(parseEntries(result.text).map((e) => e.text)).toEqual(["Mum is allergic to penicillin", "Anna's school starts at 8:15", "Mum has a penicillin allergy"]);
	});

	it("skips a word-for-word duplicate (case, accents and punctuation aside) without touching the note", () => {
		const result = appendEntries(note, [add("d2", "anna’s School starts at 8.15!")], OPTIONS);
		expect(result).toMatchObject({ text: note, changed: false, appended: [], duplicates: [], alreadyPresent: [{ id: "d2" }] });
	});

	it("gives a ticked hand-written entry an id from its text, keeping its words", () => {
		const handWritten = "Anna's school starts at 8:15";
		const result = appendEntries(note, [add("d1", "School for Anna starts at 8:15", { sameAs: [{ id: textId(handWritten), text: handWritten }] })], OPTIONS);
		expect(result.text).toContain(`- Anna's school starts at 8:15 <!-- am:${textId("Anna's school starts at 8:15")} seen:2 last:2026-11-22 also:d1 -->\n`);
	});

	it("never merges additions of one call with each other; the same id twice is written once", () => {
		const result = appendEntries(null, [add("a1", "Ben plays football on Tuesdays"), add("a2", "Ben plays football every Tuesday"), add("a1", "Ben plays football on Tuesdays")], OPTIONS);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["a1", "a2"]);
		expect(result.duplicates).toEqual([]);
		expect(result.alreadyPresent.map((e) => e.id)).toEqual(["a1"]);
	});
});

describe("appendEntries: what the user ticked as replaced", () => {
	const note = "# Memory\n\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:m0 -->\n- [2026-04-09] Rent is 950 euros a month <!-- am:r1 -->\n";

	it("never supersedes on its own: a contradiction nobody ticked leaves both entries", () => {
		const result = appendEntries(note, [add("c1", "Mum is no longer allergic to penicillin")], OPTIONS);
		expect(result.superseded).toEqual([]);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["m1", "r1", "c1"]);
	});

	it("removes the ticked entry and appends the new one, which names what it replaces", () => {
		const result = appendEntries(note, [add("c1", "Mum is no longer allergic to penicillin", { replaces: [{ id: "m1", text: "Mum is allergic to penicillin" }] })], OPTIONS);
		expect(result.text).toBe("# Memory\n\n- [2026-04-09] Rent is 950 euros a month <!-- am:r1 -->\n- [2026-11-22] Mum is no longer allergic to penicillin <!-- am:c1 src:Agenda replaces:m1,m0 -->\n");
		expect(result.superseded).toHaveLength(1);
		expect(result.superseded[0]?.entry.id).toBe("c1");
		expect(result.superseded[0]?.old).toMatchObject({ id: "m1", start: note.indexOf("- [2026-04-08]"), raw: "- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:m0 -->\n" });
		expect(result.appended.map((e) => e.id)).toEqual(["c1"]);
	});

	it("keeps an entry edited or removed since the user ticked it, appends the addition and says so", () => {
		const result = appendEntries(note, [add("p1", "Rent is 1,020 euros a month", { replaces: [{ id: "r1", text: "Rent is 900 euros a month" }, { id: "gone", text: "Rent is due on the 1st" }] })], OPTIONS);
		expect(result.superseded).toEqual([]);
		expect(result.stale.map(({ named }) => named.id)).toEqual(["r1", "gone"]);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["m1", "r1", "p1"]);
	});

	it("never chains: a line naming an addition of the same call does nothing", () => {
		const result = appendEntries(note, [add("p1", "Rent is 1,020 euros a month"), add("p2", "Rent is 1,050 euros a month", { replaces: [{ id: "p1", text: "Rent is 1,020 euros a month" }] })], OPTIONS);
		expect(result.superseded).toEqual([]);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["m1", "r1", "p1", "p2"]);
	});

	it("keeps the lists in an entry's comment bounded", () => {
		const ids = Array.from({ length: 30 }, (_, i) => `x${i}`);
		const crowded = `# Memory\n\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 also:${ids.join(",")} -->\n`;
		const bumped = appendEntries(crowded, [add("d9", "Mum has a penicillin allergy", { sameAs: [{ id: "m1", text: "Mum is allergic to penicillin" }] })], OPTIONS);
		const [entry] = parseEntries(bumped.text);
		expect(entry?.meta?.also).toHaveLength(20);
		expect(entry?.meta?.also.at(-1)).toBe("d9");
		const replaced = appendEntries(bumped.text, [add("c1", "Mum is not allergic to penicillin", { replaces: [{ id: "m1", text: "Mum is allergic to penicillin" }] })], OPTIONS);
		expect(parseEntries(replaced.text)[0]?.meta?.replaces).toHaveLength(20);
	});
});

describe("appendEntries: a note's size", () => {
	const note = "# Memory\n\n## Family\n- [2026-01-01] Anna is 7 <!-- am:f1 -->\n- [2026-02-01] Ben is 4 <!-- am:f2 -->\n## Work\n- [2025-01-01] Tom leads the team <!-- am:w1 -->\n- [2026-03-01] Standup is at 9 <!-- am:w2 -->\n";

	it("moves nothing out for the note's size, and says how many entries it holds", () => {
		const result = appendEntries(note, [add("n1", "Lisa joined the team in March"), add("n2", "Grandma's birthday is on 3 March")], OPTIONS);
		expect(parseEntries(result.text).map((e) => e.id)).toEqual(["f1", "f2", "w1", "w2", "n1", "n2"]);
		expect(result.superseded).toEqual([]);
		expect(result.entries).toBe(6);
		expect(formatArchivedEntries(result, { today: "2026-11-22", notePath: "Memory/Memory.md" })).toBe("");
	});

	it("counts what a ticked Replaces took out and a Same as bumped in place", () => {
		const result = appendEntries(note, [add("c1", "Tom no longer leads the team", { replaces: [{ id: "w1", text: "Tom leads the team" }] }), add("d1", "Anna is 7 years old", { sameAs: [{ id: "f1", text: "Anna is 7" }] })], OPTIONS);
		expect(result.entries).toBe(parseEntries(result.text).length);
		expect(result.entries).toBe(4);
	});
});

describe("appendEntries: running twice", () => {
	it("changes nothing the second time", () => {
		const note = "\uFEFF# Memory\r\n\r\n- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 -->\r\n- Anna's school starts at 8:15\r\n- [2025-01-01] Old fact about the car <!-- am:o1 -->\r\n";
		const additions = [
			add("c1", "Mum is no longer allergic to penicillin", { replaces: [{ id: "m1", text: "Mum is allergic to penicillin" }] }),
			add("d1", "School for Anna starts at 8:15", { sameAs: [{ id: textId("Anna's school starts at 8:15"), text: "Anna's school starts at 8:15" }] }),
			add("n1", "Ben plays football on Tuesdays"),
			add("n2", "Ben plays football every Tuesday"),
			add("n3", "Lisa is vegetarian"),
			add("n4", "Lisa is not vegetarian anymore"),
		];
		const options = OPTIONS;
		const first = appendEntries(note, additions, options);
		expect(first.changed).toBe(true);
		const second = appendEntries(first.text, additions, options);
		expect(second).toMatchObject({ text: first.text, changed: false, appended: [], duplicates: [], superseded: [] });
		expect(second.alreadyPresent).toEqual(additions);
	});
});

describe("formatArchivedEntries", () => {
	it("writes superseded entries with what happened, when, and from where", () => {
		const note = "- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 seen:2 -->\n- Rent is 950 euros a month\n- [2025-01-01] Old fact\n  with a detail line\n- [2026-06-01] Ben plays football <!-- am:b1 -->\n";
		const result = appendEntries(
			note,
			[
				add("c1", "Mum is not allergic to penicillin", { replaces: [{ id: "m1", text: "Mum is allergic to penicillin" }] }),
				add("c2", "Rent is 1,020 euros a month", { replaces: [{ id: textId("Rent is 950 euros a month"), text: "Rent is 950 euros a month" }] }),
			],
			OPTIONS,
		);
		expect(formatArchivedEntries(result, { today: "2026-11-22", notePath: "Memory/Memory.md" })).toBe(
			[
				"- [2026-04-08] Mum is allergic to penicillin <!-- am:m1 superseded-by:c1 2026-11-22 from:Memory/Memory.md seen:2 -->",
				`- Rent is 950 euros a month <!-- am:${textId("Rent is 950 euros a month")} superseded-by:c2 2026-11-22 from:Memory/Memory.md -->`,
				"",
			].join("\n"),
		);
	});

	it("uses the archive's line ending and writes nothing when nothing moved", () => {
		const [entry] = parseEntries("- [2025-01-01] Old fact <!-- am:o1 -->\r\n  with a detail line\r\n");
		if (!entry) throw new Error("one entry expected");
		expect(formatArchivedEntries({ superseded: [{ entry: { id: "n1" }, old: entry }] }, { today: "2026-11-22", notePath: "Rules/My rules.md", lineEnding: "\r\n" })).toBe(
			"- [2025-01-01] Old fact <!-- am:o1 superseded-by:n1 2026-11-22 from:Rules/My%20rules.md -->\r\n  with a detail line\r\n",
		);
		expect(formatArchivedEntries({ superseded: [] }, { today: "2026-11-22", notePath: "x.md" })).toBe("");
	});
});

describe("known limits of the relation index", () => {
	/**
	 * A note whose oldest entry is `fact`, followed by `newer` entries that hold
	 * every word of it and eight words of their own each: alike enough to be
	 * looked at, too unlike to be the same statement.
	 */
	function crowdedNote(fact: string, newer: number): NoteIndex {
		const own = (i: number) => Array.from({ length: 8 }, (_, j) => `q${i}x${j}z`).join(" ");
		const lines = [fact, ...Array.from({ length: newer }, (_, i) => `${fact} with ${own(i)}`)];
		return new NoteIndex(parseEntries(`# Memory\n\n${lines.map((line, i) => `- [2026-01-01] ${line} <!-- am:e${i} -->\n`).join("")}`));
	}

	it("known limit: the relation index judges the 32 entries sharing most words with a proposal", () => {
		const fact = "Lena plays violin at the school concert";
		expect(relationCandidates(crowdedNote(fact, 31), fact)[0]).toMatchObject({ id: "e0", relation: "same", certain: true });
		// One more look-alike sharing as many words, and the old copy is out of reach: no "Same as" line names it.
		expect(relationCandidates(crowdedNote(fact, 32), fact).map((candidate) => candidate.id)).not.toContain("e0");
	});
});
