/**
 * Regex sources for the classifier's phrases (cue words, date words):
 * folded like the text they match (case and accents ignored), any white
 * space between words, whole words.
 */
import { fold } from "../folding";

/** Before a whole word: the start of the text, or a character that is no letter or digit. */
export const WORD_START = "(?:^|[^\\p{L}\\p{N}])";

/** After a whole word: no letter or digit follows. */
export const WORD_END = "(?![\\p{L}\\p{N}])";

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
