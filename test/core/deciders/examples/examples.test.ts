import { describe, expect, it } from "vitest";
import { exampleFromBlock } from "../../../../src/core/deciders/examples/examples";
import { addExamples, formatExampleLines, MAX_EXAMPLES, parseExamples, readExampleLines } from "../../../../src/core/deciders/examples/exampleFile";
import { forgetExamples, loadExamples, recordExamples } from "../../../../src/core/deciders/examples/exampleStore";
import { indexExamples, nearestExamples } from "../../../../src/core/deciders/examples/nearest";
import { parseExchange } from "../../../../src/core/exchange";
import { memoryStore } from "../../../helpers/memoryStore";
import type { UserExample } from "../../../../src/core/types";

/** An accepted example of a rule, unless `overrides` say otherwise. */
function example(overrides: Partial<UserExample> = {}): UserExample {
	return { language: "en", item: "Dentist for Mia", annotation: "kids' appointments belong in the family calendar", outcome: "accepted", type: "behavioral", tag: "rule:agenda", date: "2026-11-20", id: "aaaaaaaa", ...overrides };
}

function nearest(examples: UserExample[], item: string, annotation: string, limit = 5) {
	return nearestExamples(indexExamples(examples), { item, annotation }, limit);
}

describe("the examples file", () => {
	it("reads back what it wrote, keeping a torn or hand-broken line in its place and skipping it", () => {
		const good = JSON.stringify(example());
		const text = `${good}\n{"item":"torn li\nnot json at all\n${JSON.stringify({ ...example({ id: "bbbbbbbb" }), outcome: "maybe" })}\n${JSON.stringify(example({ id: "cccccccc", annotation: "never before 9" }))}\n`;
		expect(parseExamples(text).map((e) => e.id)).toEqual(["aaaaaaaa", "cccccccc"]);
		expect(formatExampleLines(readExampleLines(text))).toBe(text);
		const added = formatExampleLines(addExamples(readExampleLines(text), [example({ id: "dddddddd", annotation: "only the titles please" })]));
		expect(added.split("\n").slice(0, 4)).toEqual(text.split("\n").slice(0, 4));
		expect(parseExamples(added).map((e) => e.id)).toEqual(["aaaaaaaa", "cccccccc", "dddddddd"]);
	});

	it("replaces the older decision on the same annotation under the same item (however cased), and keeps others", () => {
		const lines = addExamples(readExampleLines(null), [example(), example({ id: "bbbbbbbb", item: "Swimming for Leo" })]);
		const again = addExamples(lines, [example({ annotation: "Kids' appointments belong in the family  calendar", outcome: "rejected", type: "none", tag: null, date: "2026-11-22", id: "cccccccc" })]);
		const kept = parseExamples(formatExampleLines(again));
		expect(kept.map((e) => [e.id, e.outcome])).toEqual([["bbbbbbbb", "accepted"], ["cccccccc", "rejected"]]);
	});

	it(`keeps only the newest ${MAX_EXAMPLES} examples, and every damaged line`, () => {
		const many = Array.from({ length: MAX_EXAMPLES + 3 }, (_, i) => example({ id: `id${i}`, annotation: `remark number ${i}` }));
		const lines = addExamples([{ kind: "damaged", text: "garbage" }], many);
		const kept = parseExamples(formatExampleLines(lines));
		expect(kept).toHaveLength(MAX_EXAMPLES);
		expect(kept[0]!.id).toBe("id3");
		expect(kept.at(-1)!.id).toBe(`id${MAX_EXAMPLES + 2}`);
		expect(formatExampleLines(lines).startsWith("garbage\n")).toBe(true);
	});

	it("records through a store, loads them back and forgets them all", async () => {
		const store = memoryStore("damaged line\n");
		await recordExamples(store, [example()]);
		await recordExamples(store, []);
		expect(store.saves).toBe(1);
		expect((await loadExamples(store)).map((e) => e.annotation)).toEqual(["kids' appointments belong in the family calendar"]);
		expect(store.text).toContain("damaged line\n");
		await forgetExamples(store);
		expect(await loadExamples(store)).toEqual([]);
	});
});

describe("an example from a decided block", () => {
	const exchange = (accept: string, reject: string, tag: string, details = "> item: Dentist for Mia\n> annotation: kids' appointments belong in the family calendar\n") =>
		parseExchange(`---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:7f3a9c21 -->\nKids' appointments belong in the family calendar. [${tag}]\n- [${accept}] Accept\n- [${reject}] Reject\n${details}---\n`)[0]!;

	it("keeps the tag the user left, its type, the annotation's language and the day", () => {
		expect(exampleFromBlock(exchange("x", " ", "rule:family"), "2026-11-22", "run-1")).toEqual({
			language: "en",
			item: "Dentist for Mia",
			annotation: "kids' appointments belong in the family calendar",
			outcome: "accepted",
			type: "behavioral",
			tag: "rule:family",
			date: "2026-11-22",
			id: "7f3a9c21",
			run: "run-1",
		});
		expect(exampleFromBlock(exchange("x", " ", "skill"), "2026-11-22")).toMatchObject({ type: "preference", tag: "skill" });
	});

	it("makes a rejection an example of nothing to learn", () => {
		expect(exampleFromBlock(exchange(" ", "x", "user"), "2026-11-22")).toMatchObject({ outcome: "rejected", type: "none", tag: null });
	});

	it("makes nothing of a block without its annotation, or still pending", () => {
		expect(exampleFromBlock(exchange("x", " ", "user", ""), "2026-11-22")).toBeNull();
		expect(exampleFromBlock(exchange(" ", " ", "user"), "2026-11-22")).toBeNull();
	});
});

describe("the nearest past decisions", () => {
	it("find the same remark in other words under another item", () => {
		const found = nearest([example()], "Swimming lesson for Leo", "the kids' appointments go in the family calendar");
		expect(found.map((near) => near.example.id)).toEqual(["aaaaaaaa"]);
		expect(found[0]!.score).toBeGreaterThan(0.55);
	});

	it("do not match an unrelated annotation, even under the same item", () => {
		expect(nearest([example()], "Dentist for Mia", "the appointment moved to Thursday")).toEqual([]);
		expect(nearest([example()], "Pay rent", "the rent is due on the 3rd now")).toEqual([]);
	});

	it("look only at examples in the annotation's language", () => {
		const german = example({ language: "de", annotation: "Termine der Kinder gehören in den Familienkalender", id: "dddddddd" });
		expect(nearest([german], "Schwimmkurs Leo", "Termine der Kinder gehören in den Familienkalender").map((near) => near.example.id)).toEqual(["dddddddd"]);
		// The same words, but the example was read as Italian: a false friend, not a past decision on this text.
		expect(nearest([{ ...german, language: "it" }], "Schwimmkurs Leo", "Termine der Kinder gehören in den Familienkalender")).toEqual([]);
	});

	it("rank by likeness, the newest first among equals, each annotation once", () => {
		const older = example({ id: "old", item: "Swim", date: "2026-11-01" });
		const newer = example({ id: "new", item: "Piano", date: "2026-11-10" });
		const other = example({ id: "other", annotation: "kids' appointments belong in the shared calendar", date: "2026-11-12" });
		const found = nearest([older, newer, other], "Football for Leo", "kids' appointments belong in the family calendar");
		expect(found.map((near) => near.example.id)).toEqual(["new", "other"]);
		expect(nearest([older, newer, other], "Football for Leo", "kids' appointments belong in the family calendar", 1).map((near) => near.example.id)).toEqual(["new"]);
	});

	it("find a remark said again with another stand-in noun (stuff, things, Kram, trucs), but not another remark about the same thing", () => {
		const weekend = example({ item: "Team call Saturday", annotation: "no work things at the weekend" });
		expect(nearest([weekend], "Answer emails Sunday", "no work stuff on weekends").map((near) => near.example.id)).toEqual(["aaaaaaaa"]);
		expect(nearest([weekend], "Answer emails Sunday", "work stuff can wait until Monday")).toEqual([]);
		const kram = example({ language: "de", item: "Teamcall Samstag", annotation: "kein Kram von der Arbeit am Wochenende", id: "dddddddd" });
		expect(nearest([kram], "Mails beantworten Sonntag", "keine Sachen von der Arbeit am Wochenende").map((near) => near.example.id)).toEqual(["dddddddd"]);
	});
});
