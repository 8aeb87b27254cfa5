/**
 * Regex sources for phrases of the date words (./dates.ts, ./dateReader.ts,
 * ./relativeDates.ts): folded like the text they match (case and accents
 * ignored), any white space between words.
 */
import { fold } from "../folding";

/** The text with the regex syntax characters escaped. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A phrase, folded, with `\s+` between its words. */
export function phraseSource(phrase: string): string {
	return fold(phrase).trim().split(/\s+/u).map(escapeRegExp).join("\\s+");
}

/** The phrases as one alternation, longest first so that "sept" is tried before "sep". */
export function alternation(phrases: Iterable<string>): string {
	return [...new Set([...phrases].map(phraseSource))].sort((a, b) => b.length - a.length).join("|");
}

/** A phrase folded with single spaces: the key its value is looked up by, whatever the spacing of the match. */
export function phraseKey(phrase: string): string {
	return fold(phrase).trim().split(/\s+/u).join(" ");
}
