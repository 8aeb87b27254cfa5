import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alignClaims, alignClaimsPlainly, alike, trigramDice } from "../../../src/core/similarity/alignment";
import { claimOf } from "../../../src/core/similarity/contradiction";

describe("word forms told apart by their letters", () => {
	it("counts a word's repeated trigram once (banana / bandana share 4 of 5 and 7)", () => {
		expect(trigramDice("banana", "bandana")).toBeCloseTo(8 / 12);
	});

	it("pads each word at both ends, so the same letters inside a longer word are not the word", () => {
		expect(trigramDice("allergic", "allergy")).toBeCloseTo(10 / 15);
		expect(trigramDice("ten", "often")).toBe(0.5);
		expect(trigramDice("", "")).toBe(0);
	});

	it("takes two forms of one word as alike, and short or different words not", () => {
		expect(alike("allergic", "allergy")).toBe(true);
		expect(alike("reunion", "reuniones")).toBe(true);
		expect(alike("rat", "rap")).toBe(false);
		expect(alike("garden", "kitchen")).toBe(false);
	});

	it("aligns two texts' word forms the same however often the same claims are compared", () => {
		const a = claimOf("Mum is allergic to penicillin", "en");
		const b = claimOf("Mum has a penicillin allergy", "en");
		const first = alignClaims(a, b, true);
		expect(first.soft).toBe(1);
		expect(first.onlyA).toEqual([]);
		expect(alignClaims(a, b, true)).toEqual(first);
	});
});

describe("alignClaims without maps when no compound splits", () => {
	const word = fc.constantFrom(
		"Zahnarzt", "Termin", "Termine", "Zahnarzttermine", "beim", "nie", "nicht", "vor", "Uhr", "Mum", "Anna", "mother", "allergic", "allergy",
		"penicillin", "never", "not", "swimming", "swimmer", "Tuesdays", "garden", "gardening", "kitchen", "calendar", "calendars", "schedule", "schedules", "meeting",
	);
	const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(" "));

	it("aligns as the plain definition does, on any two texts in either language", () => {
		fc.assert(
			fc.property(text, text, fc.constantFrom<"en" | "de">("en", "de"), fc.boolean(), (x, y, language, namesMatter) => {
				const a = claimOf(x, language);
				const b = claimOf(y, language);
				expect(alignClaims(a, b, namesMatter)).toEqual(alignClaimsPlainly(a, b, namesMatter));
			}),
			{ numRuns: 2000 },
		);
	});
});
