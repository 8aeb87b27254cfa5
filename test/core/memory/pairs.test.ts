import { describe, expect, it as test } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";
import { contradicts } from "../../../src/core/similarity/contradiction";
import { wordOverlap } from "../../../src/core/similarity/similarity";
import { relationCandidates } from "../../../src/core/memory/relations";

const THRESHOLD = 0.6;

/** Unrelated entries a real note in that language would hold besides the one under test. */
const NEIGHBOURS: Record<string, [string, string]> = {
	en: ["Buy a new kettle for the office", "The garden shed key is under the blue pot"],
	de: ["Für das Büro einen neuen Wasserkocher kaufen", "Der Schlüssel vom Gartenhaus liegt unter dem blauen Topf"],
	fr: ["Acheter une nouvelle bouilloire pour le bureau", "La clé de l'abri de jardin est sous le pot bleu"],
	es: ["Comprar un hervidor nuevo para la oficina", "La llave del cobertizo está debajo de la maceta azul"],
	it: ["Comprare un bollitore nuovo per l'ufficio", "La chiave del capanno è sotto il vaso blu"],
};

/** A note holding the existing entry among unrelated ones (one hand-written). */
function noteWith(language: string, existing: string): string {
	const [first, second] = NEIGHBOURS[language] ?? ["", ""];
	return ["# Memory", "", `- [2026-01-05] ${first} <!-- am:00000001 -->`, `- [2026-04-08] ${existing} <!-- am:7f3a9c21 -->`, `- ${second}`, ""].join("\n");
}

/** How the word-level checks read a proposal next to an existing entry, and which relation lines its block would get. */
function reading(language: string, existing: string, proposal: string) {
	return {
		overlapReachesThreshold: wordOverlap(existing, proposal) >= THRESHOLD,
		contradicts: contradicts(existing, proposal),
		offered: relationCandidates(new NoteIndex(parseEntries(noteWith(language, existing))), proposal).map((candidate) => `${candidate.relation}${candidate.certain ? " (ticked)" : ""}`),
	};
}

/**
 * What a word-level method cannot see, asserted as today's exact result: each
 * test fails when the behaviour changes either way, so an improvement shows
 * up here and the case can move into the tables above. Each is listed in the
 * README's "Known limits" (test/knownLimits.test.ts checks that). None of
 * them ticks a line or offers "Replaces": the cost is a line the user must
 * tick or untick by hand.
 */
describe("known limits of word-level matching", () => {
	test("known limit: antonyms are not negations (likes / hates is offered as the same, unticked)", () => {
		expect(reading("en", "Ben likes spinach", "Ben hates spinach")).toEqual({ overlapReachesThreshold: true, contradicts: false, offered: ["same"] });
	});
	test("known limit: a changed state without a negation word is not offered as replacing (vegetarian → vegan)", () => {
		expect(reading("en", "Anna is vegetarian", "Anna is vegan now")).toEqual({ overlapReachesThreshold: false, contradicts: false, offered: ["same"] });
	});
	test("known limit: synonyms do not meet (GP / family doctor)", () => {
		expect(reading("en", "Book a GP appointment", "Book an appointment with the family doctor")).toEqual({ overlapReachesThreshold: false, contradicts: false, offered: [] });
	});
});

describe("no longer a limit", () => {
	test("two facts sharing most words, one with a weekday and a bound the other lacks, get no line (Tom, meeting, lunch)", () => {
		expect(reading("en", "Meet Tom for lunch every other Friday", "Tom prefers meetings after lunch")).toEqual({ overlapReachesThreshold: true, contradicts: false, offered: [] });
	});
});

describe("German compounds", () => {
	test("meet their split words (Erdnussallergie / allergisch gegen Erdnüsse): offered as the same, unticked", () => {
		expect(reading("de", "Ben hat eine Erdnussallergie", "Ben ist allergisch gegen Erdnüsse")).toEqual({ overlapReachesThreshold: false, contradicts: false, offered: ["same"] });
	});
});
