// The relation line a new statement is offered, offline, for an entry of its
// target note: the cases issue #28 named, and the labelled set the bench
// scores (test/fixtures/relations/cases.jsonl). Its accuracy is the bench's
// (`node dist/bench.cjs relations`); here, what must never happen.
import { describe, expect, it } from "vitest";
import { offerFor, readRelationCases, type RelationCase } from "../../../bench/relations";

const offer = (lang: RelationCase["lang"], entry: string, statement: string) => offerFor({ lang, group: "test", entry, statement, relation: "none" });

describe("offline relation offers name the relation", () => {
	// Before: what was offered until issue #28; after: what a user expects, and gets now.
	it.each([
		// The issue's example: offered "Replaces" before too, when the statement stands alone (an item glued to it is part 5's).
		["en", "Rent is due on the 1st", "rent is due on the 12th now", "replaces", "replaces"],
		["en", "The water bill is 48 euros a quarter", "The water bill went up to 55 euros a quarter", "none", "replaces"],
		["fr", "Notre dentiste est le docteur Weber", "Notre dentiste est maintenant le docteur Lang", "none", "replaces"],
		["de", "Der Elternabend ist am Mittwoch", "Der Elternabend ist am Montag", "none", "replaces"],
		["it", "Le vacanze estive iniziano il 10 giugno", "Le vacanze estive iniziano l'8 giugno", "same", "replaces"],
		["en", "Ben has judo on Tuesdays", "Anna has judo on Tuesdays", "same", "none"],
		["en", "Piano lessons start at 16:30", "Bring the piano book to every lesson", "same", "none"],
		["es", "El seguro del coche se renueva en octubre", "El coche necesita ruedas nuevas antes del invierno", "same", "none"],
		["en", "Dad takes his pills in the morning", "Dad takes his pills in the evening", "none", "none"],
		["en", "Our wedding anniversary is on 12 May", "12 May is our wedding anniversary", "same", "same"],
	] as const)("%s: %s / %s (was %s, now %s)", (lang, entry, statement, _before, after) => {
		const offered = offer(lang, entry, statement);
		expect(offered.relation).toBe(after);
		// Offline, "Replaces" is never pre-ticked.
		if (after !== "same") expect(offered.ticked).toBe(false);
	});

	it("pre-ticks a word-for-word duplicate, and not one whose value came with a word announcing a change", () => {
		expect(offer("en", "The gym costs 42 euros a month", "The gym costs 42 euros a month.")).toEqual({ relation: "same", ticked: true });
		expect(offer("en", "The water bill is 55 euros a quarter", "The water bill went up to 55 euros a quarter")).toEqual({ relation: "same", ticked: false });
	});
});

describe("the labelled relation cases", () => {
	const cases = readRelationCases();

	it("hold at least 150 cases over the five languages, each relation in each language", () => {
		expect(cases.length).toBeGreaterThanOrEqual(150);
		for (const lang of ["en", "de", "fr", "es", "it"]) for (const relation of ["same", "replaces", "none"]) expect(cases.some((c) => c.lang === lang && c.relation === relation), `${lang} ${relation}`).toBe(true);
	});

	it("never pre-tick a distinct fact, nor any Replaces line", () => {
		const offers = cases.map((c) => ({ c, offered: offerFor(c) }));
		expect(offers.filter(({ c, offered }) => c.relation === "none" && offered.ticked).map(({ c }) => c)).toEqual([]);
		expect(offers.filter(({ offered }) => offered.relation === "replaces" && offered.ticked).map(({ c }) => c)).toEqual([]);
	});
});
