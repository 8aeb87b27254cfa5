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

/**
 * The characters `\s` matches, written out. Under the `u` flag V8 compiles
 * `\s` into far more code than this class, and the cue lists repeat it
 * between the words of thousands of phrases: written out, the first match
 * of every cue list (V8 compiles a regex when it first runs) takes about
 * half the time, and the first process pass after Obsidian starts waits
 * for some of them. Same characters as `\s`: a test checks every code point.
 */
const SPACE_CHARS = "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";

/** One white-space character (as `\s`). */
export const SPACE = `[${SPACE_CHARS}]`;

/** One character that is no white space (as `\S`). */
export const NOT_SPACE = `[^${SPACE_CHARS}]`;

/** A white-space character or a comma (as `[\s,]`). */
export const SPACE_OR_COMMA = `[${SPACE_CHARS},]`;

/** The text with the regex syntax characters escaped. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A phrase, folded, with any white space between its words. */
export function phraseSource(phrase: string): string {
	return fold(phrase).trim().split(/\s+/u).map(escapeRegExp).join(`${SPACE}+`);
}

/** The phrases as one alternation, longest first so that "sept" is tried before "sep". */
export function alternation(phrases: Iterable<string>): string {
	return [...new Set([...phrases].map(phraseSource))].sort((a, b) => b.length - a.length).join("|");
}

/** A phrase folded with single spaces: the key its value is looked up by, whatever the spacing of the match. */
export function phraseKey(phrase: string): string {
	return fold(phrase).trim().split(/\s+/u).join(" ");
}
