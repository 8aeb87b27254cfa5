/**
 * Which content words of two statements stand for the same thing: the same
 * stem, a compound written together on one side and apart on the other
 * ("Zahnarzttermin" / "Termin … Zahnarzt"), or two forms of one word that
 * light stemming left apart ("allergic" / "allergy", "paga" / "pagar"),
 * told by shared character trigrams.
 */
import { splitCompound } from "./compounds";
import type { Claim } from "./contradiction";

/** Two word sets with their matching words brought to one spelling. */
export interface Alignment {
	/** Words both sides have, once aligned. */
	shared: ReadonlySet<string>;
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

/** Aligns the subjects of two claims (see the module comment); `namesMatter` keeps capitalized words from matching by letters (not in German, where every noun is capitalized). */
export function alignClaims(a: Claim, b: Claim, namesMatter: boolean): Alignment {
	const mapA = new Map<string, string[]>();
	const mapB = new Map<string, string[]>();
	for (const word of a.subject) if (b.subject.has(word)) mapA.set(word, [word]);
	for (const word of b.subject) if (a.subject.has(word)) mapB.set(word, [word]);
	splitAgainst(a.subject, b.subject, mapA, mapB);
	splitAgainst(b.subject, a.subject, mapB, mapA);
	let soft = 0;
	for (const x of a.subject) {
		if (mapA.has(x)) continue;
		for (const y of b.subject) {
			if (mapB.has(y) || !alike(x, y) || a.people.has(x) || b.people.has(y)) continue;
			if (namesMatter && (a.capitalized.has(x) || b.capitalized.has(y))) continue;
			mapA.set(x, [x]);
			mapB.set(y, [x]);
			soft++;
			break;
		}
	}
	const alignedA = expand(a.subject, mapA);
	const alignedB = expand(b.subject, mapB);
	const shared = new Set([...alignedA].filter((word) => alignedB.has(word)));
	const negatedA = expand(a.negated, mapA);
	const negatedB = expand(b.negated, mapB);
	let polarityFlipped = false;
	for (const word of shared) if (negatedA.has(word) !== negatedB.has(word)) polarityFlipped = true;
	return {
		shared,
		onlyA: [...a.subject].filter((word) => !mapA.has(word)),
		onlyB: [...b.subject].filter((word) => !mapB.has(word)),
		polarityFlipped,
		soft,
		sizeA: alignedA.size,
		sizeB: alignedB.size,
	};
}

/** Compounds of `side` whose parts all stand in `other`: mapped to those parts, and the parts marked matched. */
function splitAgainst(side: ReadonlySet<string>, other: ReadonlySet<string>, map: Map<string, string[]>, otherMap: Map<string, string[]>): void {
	for (const word of side) {
		if (map.has(word)) continue;
		const parts = splitCompound(word, (part) => other.has(part));
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
	let prefix = 0;
	while (prefix < x.length && x[prefix] === y[prefix]) prefix++;
	if (prefix >= MIN_COMMON_PREFIX && prefix >= MIN_PREFIX_SHARE * Math.min(x.length, y.length)) return true;
	return trigramDice(x, y) >= MIN_TRIGRAM_DICE;
}

/** Dice coefficient of the character trigrams of two words (with a boundary mark at each end). */
export function trigramDice(x: string, y: string): number {
	const a = trigrams(x);
	const b = trigrams(y);
	let shared = 0;
	for (const gram of a) if (b.has(gram)) shared++;
	return a.size + b.size === 0 ? 0 : (2 * shared) / (a.size + b.size);
}

function trigrams(word: string): Set<string> {
	const padded = `^${word}$`;
	const out = new Set<string>();
	for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
	return out;
}
