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

	it("folds plain ASCII text as the character walk does, backtick apostrophes included", () => {
		const text = "Don`t CALL Bob before 9:00 — ok? ~ [x] {y} \\ \t end";
		const ascii = text.replace("—", "-");
		expect(fold(ascii)).toBe(foldForMatching(ascii).folded);
		expect(fold(ascii)).toBe("don't call bob before 9:00 - ok? ~ [x] {y} \\ \t end");
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
