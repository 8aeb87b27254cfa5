/**
 * One canonical form for cue words, annotation text and memory entries, so
 * that "Erledigt", "erledigt" and "érledigt" match the same cue and "Straße"
 * meets "Strasse", while every position still maps back to the user's own
 * words.
 */

/** Text folded for matching, with the index in the original of every folded code unit. */
export interface FoldedText {
	folded: string;
	/** `origin[i]` is the index in the original text of folded code unit `i`; one extra entry for the end. */
	origin: number[];
}

/** Text that is plain ASCII (tabs and line breaks included): folding it is lower-casing and the backtick's apostrophe. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/**
 * Lower-cases, strips accents, spells out ligatures and ß, unifies
 * apostrophes and drops emoji variation selectors, one code point at a time so positions map back to the original.
 */
export function foldForMatching(text: string): FoldedText {
	// Plain ASCII folds code unit for code unit (see fold): no walk, positions as they are.
	if (PLAIN_ASCII.test(text)) {
		const origin = new Array<number>(text.length + 1);
		for (let i = 0; i <= text.length; i++) origin[i] = i;
		return { folded: text.toLowerCase().replaceAll("`", "'"), origin };
	}
	let folded = "";
	const origin: number[] = [];
	let index = 0;
	for (const codePoint of text) {
		const piece = foldCodePoint(codePoint);
		folded += piece;
		for (let i = 0; i < piece.length; i++) origin.push(index);
		index += codePoint.length;
	}
	origin.push(index);
	return { folded, origin };
}

/** Apostrophe look-alikes, all read as `'`. */
const APOSTROPHES = /[’‘´`ʼ]/u;
/** Combining marks (accents, once NFD has split them off). */
const MARKS = /\p{M}+/gu;

// The patterns are constants, not literals in the function: this runs once per character, and main.js
// turns unicode literals into `new RegExp` calls (esbuild.config.mjs), which would build one per character.
function foldCodePoint(codePoint: string): string {
	if (codePoint === "\ufe0f") return "";
	if (APOSTROPHES.test(codePoint)) return "'";
	const lower = codePoint.normalize("NFD").replace(MARKS, "").toLowerCase();
	return LIGATURES[lower] ?? lower;
}

const LIGATURES: Readonly<Record<string, string>> = { "ß": "ss", "ẞ": "ss", "æ": "ae", "œ": "oe" };

/** One word folded ("Überweisung" → "uberweisung", "Straße" → "strasse", "sœur" → "soeur"); ASCII words only lower-case. */
export function foldWord(word: string): string {
	return /^[\x20-\x7e]*$/.test(word) ? word.toLowerCase() : fold(word);
}

/** The folded text alone, for cues and words whose positions nobody needs. */
export function fold(text: string): string {
	// Most text is plain ASCII, where folding is lower-casing and the backtick's apostrophe: the per-character walk costs
	// a normalisation per letter, which a memory note of thousands of entries pays on every pass.
	if (PLAIN_ASCII.test(text)) return text.toLowerCase().replaceAll("`", "'");
	return foldForMatching(text).folded;
}

/** The words of a text, split on anything but letters and digits (cue words and markers are compared this way). */
export function wordsOf(text: string): string[] {
	return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}

/** The index in the folded text of an index in the original text. */
export function foldedIndex(text: FoldedText, originalIndex: number): number {
	const index = text.origin.findIndex((origin) => origin >= originalIndex);
	return index === -1 ? text.folded.length : index;
}
