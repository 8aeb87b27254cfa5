import { describe, expect, it } from "vitest";
import { alternation, NOT_SPACE, phraseSource, SPACE, SPACE_OR_COMMA } from "../../../src/core/lexicon/phrasePatterns";

/** Every code point, as a string (lone surrogates left out: no text holds them). */
function* everyCodePoint(): Generator<string> {
	for (let code = 0; code <= 0x10ffff; code++) if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code);
}

describe("white space written out", () => {
	it("matches exactly the characters \\s and \\S match, under the u flag the cue lists use", () => {
		const pairs = [
			[/^\s$/u, new RegExp(`^${SPACE}$`, "u")],
			[/^\S$/u, new RegExp(`^${NOT_SPACE}$`, "u")],
			[/^[\s,]$/u, new RegExp(`^${SPACE_OR_COMMA}$`, "u")],
		] as const;
		const differing: string[] = [];
		for (const character of everyCodePoint()) {
			for (const [spelled, written] of pairs) if (spelled.test(character) !== written.test(character)) differing.push(`${written.source} U+${character.codePointAt(0)?.toString(16)}`);
		}
		expect(differing).toEqual([]);
	});

	it("lets a phrase match across any white space, and only white space", () => {
		const regex = new RegExp(`^(?:${alternation(["next  week", "après-demain"])})$`, "u");
		for (const text of ["next week", "next\tweek", "next\u00a0week", "next\u3000 \nweek", "apres-demain"]) expect(regex.test(text), text).toBe(true);
		for (const text of ["nextweek", "next-week", "next_week", "next\u200bweek"]) expect(regex.test(text), text).toBe(false);
		expect(phraseSource("Nächste Woche")).toBe(`nachste${SPACE}+woche`);
	});
});
