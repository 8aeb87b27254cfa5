import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../../src/core/lexicon/languageWords";
import { foldWord } from "../../../src/core/folding";
import { analyseText, contentWords, diceOverlap, dominantLanguage, stem, wordOverlap } from "../../../src/core/similarity/similarity";

const words = (text: string, hint?: Parameters<typeof analyseText>[1]) => [...contentWords(analyseText(text, hint))];

describe("analyseText", () => {
	it("drops stop words and keeps stems and values", () => {
		expect(words("The kids go to swimming lessons on Saturdays")).toEqual(["kid", "go", "swim", "lesson", "w:6"]);
		expect(words("Die Kinder haben samstags Schwimmkurs")).toEqual(["kind", "w:6", "schwimmkur"]);
	});

	it("reads numbers however they are written", () => {
		expect(words("07:30")).toEqual(words("7:30"));
		expect(words("L'école commence à 8h15", "fr")).toContain("n:8.15");
		expect(words("two days")).toEqual(["n:2", "u:day"]);
		expect(words("zwei Tage", "de")).toEqual(["n:2", "u:day"]);
		expect(words("2026-04-08")).toEqual(["n:2026.4.8"]);
	});

	it("splits English contractions and Romance elisions", () => {
		const kinds = (text: string, hint?: Parameters<typeof analyseText>[1]) => analyseText(text, hint).tokens.map((t) => `${t.key}:${t.kind}`);
		expect(kinds("Ben doesn't eat fish")).toEqual(["ben:content", "does:stop", "not:negation", "eat:content", "fish:content"]);
		expect(kinds("Maman n'aime pas le café", "fr")).toEqual(["maman:content", "ne:negation", "aim:content", "pas:negation", "le:stop", "caf:content"]);
		expect(words("Mum's car", "en")).toEqual(["mum", "car"]);
		expect(words("l'assicurazione dell'auto", "it")).toEqual(["assicurazion", "auto"]);
		// A number after an elided article is a number, as it is after a space.
		expect(words("l'8 giugno", "it")).toEqual(words("il 8 giugno", "it"));
		expect(words("dall'11 agosto", "it")).toContain("n:11");
	});

	it("splits clauses at punctuation and at words like but, aber, mais", () => {
		const clauses = (text: string) => analyseText(text).tokens.map((t) => t.clause);
		expect(clauses("Mum likes tea, not coffee")).toEqual([0, 0, 0, 1, 1]);
		expect(clauses("Mum likes tea but not coffee")).toEqual([0, 0, 0, 1, 1, 1]);
	});

	it("marks people and capitalised words", () => {
		const [lisa, husband] = analyseText("Lisa's husband").tokens;
		expect(lisa).toMatchObject({ key: "lisa", capitalized: true, person: false });
		expect(husband).toMatchObject({ key: "husband", capitalized: false, person: true });
	});
});

describe("stem and foldAccents", () => {
	it("folds accents, ß and ligatures", () => {
		expect(foldWord("Überweisung")).toBe("uberweisung");
		expect(foldWord("Straße")).toBe("strasse");
		expect(foldWord("sœur")).toBe("soeur");
		expect(foldWord("Café")).toBe("cafe");
	});

	it("meets singular and plural, not different people", () => {
		expect(stem("pills", "en")).toBe(stem("pill", "en"));
		expect(stem("studies", "en")).toBe(stem("study", "en"));
		expect(stem("tabletten", "de")).toBe(stem("tablette", "de"));
		expect(stem("medicaments", "fr")).toBe(stem("medicament", "fr"));
		expect(stem("reuniones", "es")).toBe(stem("reunion", "es"));
		expect(stem("abuela", "es")).not.toBe(stem("abuelo", "es"));
		expect(stem("pastiglie", "it")).toBe(stem("pastiglia", "it"));
		expect(words("il nonno", "it")).not.toEqual(words("la nonna", "it"));
		expect(words("i nonni", "it")).toEqual(words("il nonno", "it"));
	});
});

describe("detectLanguage", () => {
	it("recognises each language from its function words and letters", () => {
		const detect = (text: string) => detectLanguage(text.toLowerCase().split(/\s+/));
		expect(detect("the rent is due on the first")).toBe("en");
		expect(detect("die Miete ist am Ersten fällig")).toBe("de");
		expect(detect("le loyer est dû le premier du mois")).toBe("fr");
		expect(detect("el alquiler se paga el día uno")).toBe("es");
		expect(detect("l'affitto si paga il primo del mese")).toBe("it");
	});

	it("lets the note's language settle a text too short to tell", () => {
		expect(detectLanguage(["ben", "come", "pescado"], "es")).toBe("es");
		expect(detectLanguage(["ben", "come", "pescado"])).toBe("it");
		expect(detectLanguage(["the", "rent", "is", "due"], "de")).toBe("en");
		expect(dominantLanguage(["Die Miete ist fällig", "Oma hat Geburtstag", "Ben"])).toBe("de");
		expect(dominantLanguage(["Ben", "42"])).toBeUndefined();
	});
});

describe("wordOverlap", () => {
	it("is the Dice coefficient of content words", () => {
		expect(wordOverlap("Mum is allergic to penicillin", "Mum is allergic to penicillin!")).toBe(1);
		expect(wordOverlap("Mum is allergic to penicillin", "Dad plays football")).toBe(0);
		// {mum, allergic, penicillin} and {mum, penicillin, allergy}: 2 shared of 3 + 3.
		expect(wordOverlap("Mum is allergic to penicillin", "Mum has a penicillin allergy")).toBeCloseTo(2 / 3);
		// A short entry inside a long one is not a duplicate: 2 shared of 2 + 5.
		expect(wordOverlap("Prefers tea", "Prefers tea in the morning but coffee after lunch")).toBeCloseTo(4 / 7);
	});

	it("compares texts without content words by their wording", () => {
		expect(wordOverlap("Yes!", "yes!")).toBe(1);
		expect(wordOverlap("Yes", "No")).toBe(0);
		expect(wordOverlap("", "")).toBe(0);
	});

	it("is symmetric, in [0, 1], and 1 for a text with itself", () => {
		const sentence = fc.array(fc.constantFrom("Mum", "the", "rent", "is", "not", "due", "2", "Tuesdays", "café", "Miete", "pas", "no"), { maxLength: 8 }).map((w) => w.join(" "));
		fc.assert(
			fc.property(sentence, sentence, (a, b) => {
				const ab = wordOverlap(a, b);
				expect(ab).toBe(wordOverlap(b, a));
				expect(ab).toBeGreaterThanOrEqual(0);
				expect(ab).toBeLessThanOrEqual(1);
				if (contentWords(a).size > 0) expect(wordOverlap(a, a)).toBe(1);
			}),
		);
	});

	it("diceOverlap of empty sets is 0", () => {
		expect(diceOverlap(new Set(), new Set(["a"]))).toBe(0);
	});
});
