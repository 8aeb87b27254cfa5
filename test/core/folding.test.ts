import { describe, expect, it } from "vitest";
import { fold, foldForMatching, foldWord } from "../../src/core/folding";

describe("one text folding for cues and memory", () => {
	it.each([
		["Straße", "strasse"],
		["STRASSE", "strasse"],
		["sœur", "soeur"],
		["Æsop", "aesop"],
		["Überweisung", "uberweisung"],
		["l’école", "l'ecole"],
	])("%s folds to %s", (text, folded) => {
		expect(fold(text)).toBe(folded);
	});

	it("folds a word the same way whether or not it is ASCII", () => {
		expect(foldWord("Strasse")).toBe(foldWord("Straße"));
	});

	it("maps every folded position back to the original, also where ß became two letters", () => {
		const text = foldForMatching("Maß voll");
		expect(text.folded).toBe("mass voll");
		expect(text.origin[text.folded.indexOf("voll")]).toBe("Maß voll".indexOf("voll"));
	});
});
