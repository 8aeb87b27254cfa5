import { compiledCues } from "../core/deciders/offline/cueRegexes";
import { findCues } from "../core/deciders/offline/matching";
import { fold } from "../core/folding";
import { LANGUAGES, type ExtraCues } from "../core/languages";
import { LANGUAGE_WORDS } from "../core/lexicon/languageWords";

/** Letters only, no digit or sign: a word that can be cut off while typing ("th", "schn"). */
const LETTERS_ONLY = /^\p{L}+$/u;
/** A vowel of the five languages, after folding accents away ("y" counts: "by", "my", "y"). */
const VOWEL = /[aeiouy]/;
/** A last character that asks for more: a comma, a colon, a hyphen or dash, an opening bracket, `&`, `+`, `/` (quotes are left out: most close as often as they open). */
const CONTINUES = /[,;:\-–—([{&+/]$/u;


/**
 * True when an annotation reads as still being typed, so an automatic run
 * leaves it for later while its note is open in the active editor. It looks
 * unfinished when
 * - it is one word of one to three letters that is no cue word of the
 *   offline classifier ("don", "lat", "st" wait; "ok", "tmr", "got" are
 *   whole answers and are taken), or
 * - its last word is letters without a vowel and no cue word ("I called th"),
 *   a word cut off mid-way, or
 * - it ends on "and", "or" or "but" (in one of the five languages), or on a
 *   character that asks for more: a comma, colon, semicolon, hyphen or
 *   dash, an opening bracket, `&`, `+` or `/`.
 * Anything else counts as finished, also without a full stop: most
 * annotations have none ("that's wrong — I called them two days ago").
 */
export function looksUnfinished(text: string, extraCues?: ExtraCues): boolean {
	const trimmed = text.trim();
	if (CONTINUES.test(trimmed)) return true;
	const words = trimmed.split(/\s+/u);
	const last = words[words.length - 1] ?? "";
	if (!LETTERS_ONLY.test(last)) return false;
	const folded = fold(last);
	if (words.length > 1 && LANGUAGES.some((language) => LANGUAGE_WORDS[language].conjunctions.has(folded))) return true;
	const cutShort = (words.length === 1 && [...last].length < 4) || !VOWEL.test(folded);
	return cutShort && !isCueWord(folded, extraCues);
}

/** True when the word is a cue of any language (built in, or one the user added). */
function isCueWord(folded: string, extraCues: ExtraCues | undefined): boolean {
	return findCues(folded, compiledCues(extraCues), LANGUAGES).matches.length > 0;
}
