/**
 * Which content words of two statements stand for the same thing: the same
 * stem, a compound written together on one side and apart on the other
 * ("Zahnarzttermin" / "Termin … Zahnarzt"), or two forms of one word that
 * light stemming left apart ("allergic" / "allergy", "paga" / "pagar"),
 * told by shared character trigrams.
 */
import { MIN_COMPOUND, MIN_PART, splitCompound, splitCompoundAmong } from "./compounds";
import type { Claim } from "./contradiction";

/** Two word sets with their matching words brought to one spelling. */
export interface Alignment {
	/** How many words both sides have, once aligned. */
	shared: number;
	/** Words only the first side has (in its own spelling). */
	onlyA: readonly string[];
	/** Words only the second side has. */
	onlyB: readonly string[];
	/** Aligned words negated on one side only. */
	polarityFlipped: boolean;
	/** Pairs matched only by their letters (trigrams or a common beginning): likely, not certain. */
	soft: number;
	/** Sizes of the aligned sets (a compound counts as its parts). */
	sizeA: number;
	sizeB: number;
}

// Shortest words compared by their letters: shorter ones differ by one letter and mean different things ("rat" / "rap").
const MIN_SOFT_LENGTH = 5;
// Share of trigrams two word forms must have in common.
const MIN_TRIGRAM_DICE = 0.6;
// Or this long a common beginning, covering most of the shorter word.
const MIN_COMMON_PREFIX = 5;
const MIN_PREFIX_SHARE = 0.75;

/**
 * Aligns the subjects of two claims (see the module comment); `namesMatter`
 * keeps capitalized words from matching by letters (not in German, where
 * every noun is capitalized); `compounds` false when the caller knows no
 * word of either splits into the other's (see compoundSplits).
 */
export function alignClaims(a: Claim, b: Claim, namesMatter: boolean, compounds = true): Alignment {
	// Relation checks align every neighbour of every proposal; most pairs have no compound to split, and
	// without one no word changes its spelling but those matched by letters, which needs no maps.
	return compounds && compoundSplits(a, b) ? alignClaimsPlainly(a, b, namesMatter) : alignWithoutCompounds(a, b, namesMatter);
}

/**
 * alignClaims as defined, every word mapped to its aligned spelling: what
 * alignClaims computes, and how it does when a compound splits.
 */
export function alignClaimsPlainly(a: Claim, b: Claim, namesMatter: boolean): Alignment {
	const mapA = new Map<string, string[]>();
	const mapB = new Map<string, string[]>();
	for (const word of a.subject) if (b.subject.has(word)) mapA.set(word, [word]);
	for (const word of b.subject) if (a.subject.has(word)) mapB.set(word, [word]);
	splitAgainst(a.subject, b.subject, mapA, mapB);
	splitAgainst(b.subject, a.subject, mapB, mapA);
	let soft = 0;
	for (const x of a.subject) {
		if (mapA.has(x) || !mayMatchByLetters(a, x, namesMatter)) continue;
		for (const y of b.subject) {
			if (mapB.has(y) || !mayMatchByLetters(b, y, namesMatter) || !alike(x, y)) continue;
			mapA.set(x, [x]);
			mapB.set(y, [x]);
			soft++;
			break;
		}
	}
	const alignedA = expand(a.subject, mapA);
	const alignedB = expand(b.subject, mapB);
	const shared = [...alignedA].filter((word) => alignedB.has(word));
	const negatedA = expand(a.negated, mapA);
	const negatedB = expand(b.negated, mapB);
	let polarityFlipped = false;
	for (const word of shared) if (negatedA.has(word) !== negatedB.has(word)) polarityFlipped = true;
	return {
		shared: shared.length,
		onlyA: [...a.subject].filter((word) => !mapA.has(word)),
		onlyB: [...b.subject].filter((word) => !mapB.has(word)),
		polarityFlipped,
		soft,
		sizeA: alignedA.size,
		sizeB: alignedB.size,
	};
}

/** alignClaims when no word of either side splits into words of the other. */
function alignWithoutCompounds(a: Claim, b: Claim, namesMatter: boolean): Alignment {
	const wordsA = claimWords(a);
	const wordsB = claimWords(b);
	const allowedA = wordsA.byLetters(namesMatter);
	const allowedB = wordsB.byLetters(namesMatter);
	// Per word of b: 1 when a has it too, 2 once it matched a word of a by its letters.
	const takenB = new Uint8Array(wordsB.words.length);
	wordsB.words.forEach((word, j) => {
		if (a.subject.has(word)) takenB[j] = 1;
	});
	let shared = 0;
	let soft = 0;
	let polarityFlipped = false;
	const onlyA: string[] = [];
	wordsA.words.forEach((x, i) => {
		if (b.subject.has(x)) {
			shared++;
			if (wordsA.negated[i] !== (b.negated.has(x) ? 1 : 0)) polarityFlipped = true;
			return;
		}
		let partner = -1;
		if (allowedA[i] === 1) {
			for (let j = 0; j < takenB.length; j++) {
				if (takenB[j] !== 0 || allowedB[j] !== 1 || !formsOfOneWord(x, wordsB.words[j] ?? "", wordsA, i, wordsB, j)) continue;
				partner = j;
				break;
			}
		}
		if (partner < 0) {
			onlyA.push(x);
			return;
		}
		takenB[partner] = 2;
		soft++;
		if (wordsA.negated[i] !== wordsB.negated[partner]) polarityFlipped = true;
	});
	const onlyB = wordsB.words.filter((_, j) => takenB[j] === 0);
	// A word matched by letters takes the other side's spelling: both sets keep their sizes.
	return { shared: shared + soft, onlyA, onlyB, polarityFlipped, soft, sizeA: a.subject.size, sizeB: b.subject.size };
}

/**
 * A word of a claim that may match a word of the other by its letters: long
 * enough, no person, no name where names matter — ruled out before any
 * letters are compared.
 */
export function mayMatchByLetters(claim: Claim, word: string, namesMatter: boolean): boolean {
	return word.length >= MIN_SOFT_LENGTH && !claim.people.has(word) && !(namesMatter && claim.capitalized.has(word));
}

/**
 * The most alignClaims can find when no compound splits (see
 * compoundSplits): the words both subjects have, plus as many matches by
 * letters as both sides have words left that may match so; and whether the
 * subjects are the same words, the only way nothing differs. Counted
 * without comparing letters, so a relation check can skip an entry that
 * could not rank among the ones it keeps.
 */
export function alignmentBound(a: Claim, b: Claim, namesMatter: boolean): { shared: number; sameWords: boolean } {
	const wordsA = claimWords(a);
	const wordsB = claimWords(b);
	const allowedA = wordsA.byLetters(namesMatter);
	const allowedB = wordsB.byLetters(namesMatter);
	let exact = 0;
	let looseA = 0;
	wordsA.words.forEach((word, i) => {
		if (b.subject.has(word)) exact++;
		else if (allowedA[i] === 1) looseA++;
	});
	let looseB = 0;
	wordsB.words.forEach((word, j) => {
		if (allowedB[j] === 1 && !a.subject.has(word)) looseB++;
	});
	return { shared: exact + Math.min(looseA, looseB), sameWords: exact === a.subject.size && exact === b.subject.size };
}

/** Some word of either side, not on the other, is a compound of the other's words. */
export function compoundSplits(a: Claim, b: Claim): boolean {
	return splitsAgainst(a, b) || splitsAgainst(b, a);
}

/** Some word of `side`, not in `other`, is a compound of the other's words: it must begin as one of them. */
function splitsAgainst(side: Claim, other: Claim): boolean {
	const { words, beginnings, beginningBits, compounds, compoundBits } = claimWords(side);
	const { heads, headBits } = claimWords(other);
	// The bits rule most words out with no string compared; a set bit is only a maybe.
	if ((compoundBits & headBits) === 0) return false;
	for (let k = 0; k < compounds.length; k++) {
		const i = compounds[k] ?? 0;
		if (((beginningBits[i] ?? 0) & headBits) === 0) continue;
		const parts = heads.get(beginnings[i] ?? "");
		const word = words[i] ?? "";
		// As splitCompoundAmong, with only the other's words that begin as this one looked at.
		if (parts === undefined || !parts.some((part) => part.length <= word.length - MIN_PART && word.startsWith(part)) || other.subject.has(word)) continue;
		if (splitCompound(word, (part) => other.subject.has(part))) return true;
	}
	return false;
}

/** One of 32 bits for a word's beginning (the same beginning, the same bit). */
function beginningBit(beginning: string): number {
	let hash = 0;
	for (let i = 0; i < beginning.length; i++) hash = (hash * 31 + beginning.charCodeAt(i)) | 0;
	return 1 << (hash & 31);
}

/** Compounds of `side` whose parts all stand in `other`: mapped to those parts, and the parts marked matched. */
function splitAgainst(side: ReadonlySet<string>, other: ReadonlySet<string>, map: Map<string, string[]>, otherMap: Map<string, string[]>): void {
	for (const word of side) {
		if (map.has(word)) continue;
		const parts = splitCompoundAmong(word, other);
		if (!parts) continue;
		map.set(word, parts);
		for (const part of parts) otherMap.set(part, [part]);
	}
}

function expand(words: ReadonlySet<string>, map: ReadonlyMap<string, string[]>): Set<string> {
	const out = new Set<string>();
	for (const word of words) for (const aligned of map.get(word) ?? [word]) out.add(aligned);
	return out;
}

/** Two forms of one word: a long common beginning, or most trigrams shared. */
export function alike(x: string, y: string): boolean {
	if (x.length < MIN_SOFT_LENGTH || y.length < MIN_SOFT_LENGTH) return false;
	return beginAlike(x, y) || trigramDice(x, y) >= MIN_TRIGRAM_DICE;
}

/** `alike` for the words at `i` of one claim and `j` of another, their trigrams kept with the claims. */
function formsOfOneWord(x: string, y: string, wordsX: ClaimWords, i: number, wordsY: ClaimWords, j: number): boolean {
	return beginAlike(x, y) || diceOfTrigrams(wordsX.trigrams(i), wordsY.trigrams(j)) >= MIN_TRIGRAM_DICE;
}

/** A long common beginning that covers most of the shorter word. */
function beginAlike(x: string, y: string): boolean {
	let prefix = 0;
	while (prefix < x.length && x[prefix] === y[prefix]) prefix++;
	return prefix >= MIN_COMMON_PREFIX && prefix >= MIN_PREFIX_SHARE * Math.min(x.length, y.length);
}

/** Dice coefficient of the character trigrams of two words (with a boundary mark at each end), each trigram counted once. */
export function trigramDice(x: string, y: string): number {
	return diceOfTrigrams(trigramsOf(x), trigramsOf(y));
}

/**
 * A claim's subject words as letter matching reads them, worked out once per
 * claim: relation checks compare every unmatched word of a note's entry
 * with those of each proposal the entry is a neighbour of.
 */
class ClaimWords {
	/** The subject words, in the claim's order. */
	readonly words: readonly string[];
	/** 1 where the word is negated. */
	readonly negated: Uint8Array;
	/** How each word begins: its first letters, as many as a compound's shortest part has. */
	readonly beginnings: readonly string[];
	/** The beginnings of the words long enough to be a compound's part: a word of the other side can only split into them when it begins so. */
	readonly heads: ReadonlyMap<string, readonly string[]>;
	/** beginningBit of each word, and of the heads together. */
	readonly beginningBits: Int32Array;
	readonly headBits: number;
	/** The words long enough to be a compound (see splitCompound), by position, and their beginningBits together. */
	readonly compounds: Int32Array;
	readonly compoundBits: number;
	private readonly claim: Claim;
	private readonly allowed: (Uint8Array | undefined)[] = [];
	private readonly grams: (Float64Array | undefined)[] = [];

	constructor(claim: Claim) {
		this.claim = claim;
		this.words = [...claim.subject];
		// Typed arrays filled in loops, not made through a mapping function (V8's slow path): a proposal's are made for each relation check.
		this.negated = flags(this.words, (word) => claim.negated.has(word));
		this.beginnings = this.words.map((word) => word.slice(0, MIN_PART));
		const heads = new Map<string, string[]>();
		this.words.forEach((word, i) => {
			const beginning = this.beginnings[i] ?? "";
			if (word.length >= MIN_PART) heads.set(beginning, [...(heads.get(beginning) ?? []), word]);
		});
		this.heads = heads;
		const beginningBits = new Int32Array(this.words.length);
		let compoundCount = 0;
		this.words.forEach((word, i) => {
			beginningBits[i] = beginningBit(this.beginnings[i] ?? "");
			if (word.length >= MIN_COMPOUND) compoundCount++;
		});
		this.beginningBits = beginningBits;
		let headBits = 0;
		for (const head of heads.keys()) headBits |= beginningBit(head);
		this.headBits = headBits;
		const compounds = new Int32Array(compoundCount);
		let at = 0;
		this.words.forEach((word, i) => {
			if (word.length >= MIN_COMPOUND) compounds[at++] = i;
		});
		this.compounds = compounds;
		let compoundBits = 0;
		for (const i of this.compounds) compoundBits |= this.beginningBits[i] ?? 0;
		this.compoundBits = compoundBits;
	}

	/** 1 where the word may match by its letters (see mayMatchByLetters). */
	byLetters(namesMatter: boolean): Uint8Array {
		const at = namesMatter ? 1 : 0;
		return (this.allowed[at] ??= flags(this.words, (word) => mayMatchByLetters(this.claim, word, namesMatter)));
	}

	/** The trigrams of the word at `i` (see trigramsOf). */
	trigrams(i: number): Float64Array {
		return (this.grams[i] ??= trigramsOf(this.words[i] ?? ""));
	}
}

/** 1 for each of `words` that `test` holds for. */
function flags(words: readonly string[], test: (word: string) => boolean): Uint8Array {
	const out = new Uint8Array(words.length);
	for (let i = 0; i < words.length; i++) out[i] = test(words[i] ?? "") ? 1 : 0;
	return out;
}

// Kept beside the claim they belong to, and gone with it.
const wordsByClaim = new WeakMap<Claim, ClaimWords>();
function claimWords(claim: Claim): ClaimWords {
	let words = wordsByClaim.get(claim);
	if (!words) {
		words = new ClaimWords(claim);
		wordsByClaim.set(claim, words);
	}
	return words;
}

/**
 * A word's distinct trigrams, padded with `^` and `$`, each as one exact
 * number (three UTF-16 code units of 16 bits), ascending: two words' shared
 * trigrams are then counted in one merge, with no strings made.
 */
function trigramsOf(word: string): Float64Array {
	const padded = `^${word}$`;
	const codes = new Float64Array(Math.max(0, padded.length - 2));
	for (let i = 0; i < codes.length; i++) codes[i] = padded.charCodeAt(i) * 2 ** 32 + padded.charCodeAt(i + 1) * 2 ** 16 + padded.charCodeAt(i + 2);
	codes.sort();
	let distinct = 0;
	for (let i = 0; i < codes.length; i++) if (i === 0 || codes[i] !== codes[i - 1]) codes[distinct++] = codes[i] ?? 0;
	return codes.subarray(0, distinct);
}

/** Dice coefficient of two ascending sets of trigram codes. */
function diceOfTrigrams(a: Float64Array, b: Float64Array): number {
	if (a.length + b.length === 0) return 0;
	let shared = 0;
	let i = 0;
	let j = 0;
	while (i < a.length && j < b.length) {
		const x = a[i] ?? 0;
		const y = b[j] ?? 0;
		if (x === y) {
			shared++;
			i++;
			j++;
		} else if (x < y) i++;
		else j++;
	}
	return (2 * shared) / (a.length + b.length);
}
