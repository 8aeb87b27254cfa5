/**
 * Compound words against split words ("Zahnarzttermin" / "Termin beim
 * Zahnarzt", "Elternabend" / "Abend der Eltern"): with no dictionary, a
 * compound is split only into parts the other text (or the note) already
 * uses, so a split is always backed by words the user wrote.
 */

/** Shortest part a compound is split into: shorter pieces match by chance ("ei", "an"). */
export const MIN_PART = 3;
/** Shortest word tried as a compound: two parts of three letters. */
export const MIN_COMPOUND = 2 * MIN_PART;
// Linking letters German puts between parts ("Geburtstag-s-feier", "Kinder-n-…"); tried after a part.
const LINKS = ["s", "es", "n", "en", "er", "e"];
// Most parts one compound is split into ("Kinderarzttermin" → kinder·arzt·termin).
const MAX_PARTS = 3;

/**
 * The parts of `word` when it is two or three known words written together
 * (with an optional German linking letter after each part but the last);
 * null when it is not. Parts are tried longest first, so "zahnarzttermin"
 * with "zahnarzt" and "termin" known gives those two.
 */
export function splitCompound(word: string, isKnown: (part: string) => boolean, maxParts = MAX_PARTS): string[] | null {
	if (maxParts < 2 || word.length < MIN_COMPOUND) return null;
	for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
		const head = word.slice(0, cut);
		const rest = word.slice(cut);
		if (!isKnown(head)) continue;
		for (const tail of tails(rest)) {
			if (tail.length < MIN_PART) continue;
			if (isKnown(tail)) return [head, tail];
			const more = splitCompound(tail, isKnown, maxParts - 1);
			if (more) return [head, ...more];
		}
	}
	return null;
}

/**
 * splitCompound against a set of words, answered without cutting the word
 * when none of them begins it (a compound's first part must: the common
 * case, asked for every long word of every pair of statements compared).
 */
export function splitCompoundAmong(word: string, words: ReadonlySet<string>): string[] | null {
	if (word.length < MIN_COMPOUND) return null;
	let begun = false;
	for (const part of words) {
		if (part.length >= MIN_PART && part.length <= word.length - MIN_PART && word.startsWith(part)) {
			begun = true;
			break;
		}
	}
	return begun ? splitCompound(word, (part) => words.has(part)) : null;
}

/** The rest of a compound after a part, with and without a linking letter in front. */
function tails(rest: string): string[] {
	const out = [rest];
	for (const link of LINKS) if (rest.startsWith(link) && rest.length - link.length >= MIN_PART) out.push(rest.slice(link.length));
	return out;
}

/**
 * The pieces a long word may be a compound of, to find it from a text that
 * writes them apart: every prefix and suffix of at least four letters that
 * leaves at least three on the other side. Only words of eight letters or
 * more are cut, which keeps the pieces few.
 */
export function compoundPieces(word: string): string[] {
	if (word.length < 8) return [];
	const pieces: string[] = [];
	for (let cut = 4; cut <= word.length - MIN_PART; cut++) pieces.push(word.slice(0, cut));
	for (let cut = MIN_PART; cut <= word.length - 4; cut++) pieces.push(word.slice(cut));
	return pieces;
}
