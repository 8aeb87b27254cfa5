/**
 * A first look at a proposal's neighbours that rules most of them out
 * before their profiles are read: relation checks judge 32 neighbours per
 * proposal, most share a name or a weekday and nothing else, and reading a
 * profile (a dozen sets spread over the heap) costs more than judging it.
 * Each entry's words are kept as numbers in one array (see screenOf); the
 * look only rules out a neighbour relationBetween would return null for,
 * and lets through any it cannot tell — so the candidates stay the same.
 */
import { MIN_COMPOUND, MIN_PART } from "../similarity/compounds";
import { mayMatchByLetters } from "../similarity/alignment";
import type { TextProfile } from "./noteIndex";
import { anotherSubjectByOwnWords, CHANGE, ownWordFacts } from "./relations";

/** Numbers for the words a screen compares: the ids of the notes' vocabulary (see Vocabulary). */
export interface ScreenIds {
	/** A word's id, made when `create`; undefined for a word the note does not have. */
	word(word: string, create?: boolean): number | undefined;
	/** The id of a long word's beginning (see prefixesOf), if an entry's word begins so. */
	prefix(prefix: string): number | undefined;
	/** The ids of a word's beginnings (see prefixesOf), made on first ask. */
	prefixesOf(word: string): readonly number[];
}

/**
 * What the screen tells of a neighbour: no relation at all; or it may
 * relate, and no word of either side can split into the other's words (a
 * compound written apart), so aligning them needs no compound check; or it
 * may relate, compounds and all.
 */
export type ScreenVerdict = "unrelated" | "no compounds" | "may relate";

/** Whether a count of shared words could make a relation, for subjects of these sizes (relations.ts decides). */
export type CountRule = (shared: number, sizeA: number, sizeB: number) => boolean;

// Layout of a screen array: the counts, then each part.
const SUBJECT = 0;
const PREFIXES = 1;
const LABELS = 2;
const CONDITIONS = 3;
const KEY = 4;
const HEADER = 5;
// Bits of a word's flags: may match by letters when names matter, and when they do not (German); above them, its ownWordFacts.
const BY_LETTERS_NAMES = 1;
const BY_LETTERS = 2;
const FACTS_SHIFT = 2;

/**
 * An entry's screen: its subject word ids with their flags (how they may
 * match by letters, and what relations.ts's ownWordFacts tells of them),
 * the ids of its long words' beginnings, its label and condition ids, and
 * a hash of its comparison key.
 */
export function screenOf(profile: TextProfile, ids: ScreenIds): Int32Array {
	const { claim, shape } = profile;
	const subject = [...claim.subject];
	const prefixes = subject.flatMap((word) => ids.prefixesOf(word));
	const out = new Int32Array(HEADER + 2 * subject.length + prefixes.length + shape.labels.size + shape.conditions.size);
	out[SUBJECT] = subject.length;
	out[PREFIXES] = prefixes.length;
	out[LABELS] = shape.labels.size;
	out[CONDITIONS] = shape.conditions.size;
	out[KEY] = hash(profile.key);
	let at = HEADER;
	for (const word of subject) out[at++] = ids.word(word, true) ?? -1;
	for (const word of subject) out[at++] = wordFlags(profile, word);
	for (const prefix of prefixes) out[at++] = prefix;
	for (const label of shape.labels) out[at++] = ids.word(label, true) ?? -1;
	for (const condition of shape.conditions) out[at++] = ids.word(condition, true) ?? -1;
	return out;
}

/** The beginnings a compound's first part could be (splitCompound cuts no shorter, nor leaves less). */
export function prefixesOf(word: string): string[] {
	const out: string[] = [];
	for (let cut = MIN_PART, count = prefixCountOf(word); count > 0; cut++, count--) out.push(word.slice(0, cut));
	return out;
}

/** How many beginnings prefixesOf gives for a word. */
function prefixCountOf(word: string): number {
	return word.length < MIN_COMPOUND ? 0 : Math.max(0, word.length - 2 * MIN_PART + 1);
}

/** The ids of a set's words, in its order. */
function idsOf(words: ReadonlySet<string>, idOf: (word: string) => number): Int32Array {
	const out = new Int32Array(words.size);
	let at = 0;
	for (const word of words) out[at++] = idOf(word);
	return out;
}

function wordFlags(profile: TextProfile, word: string): number {
	return (mayMatchByLetters(profile.claim, word, true) ? BY_LETTERS_NAMES : 0) | (mayMatchByLetters(profile.claim, word, false) ? BY_LETTERS : 0) | (ownWordFacts(profile, word) << FACTS_SHIFT);
}

function hash(text: string): number {
	let h = 0;
	for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
	return h;
}

/** A proposal's side of the screen, compared with each neighbour's screen array. */
export class ProposalScreen {
	private readonly subject: Int32Array;
	private readonly letters: Uint8Array;
	// The proposal's words as the beginnings of the entries' long words, and its long words' beginnings as the entries' words.
	private readonly asPrefixes: Int32Array;
	private readonly prefixWords: Int32Array;
	private readonly labels: Int32Array;
	private readonly conditions: Int32Array;
	private readonly key: number;
	private readonly flag: number;
	private readonly german: boolean;

	constructor(
		profile: TextProfile,
		ids: ScreenIds,
		german: boolean,
		private readonly mayRelate: CountRule,
	) {
		// A word the note does not have gets an id no entry has: it counts, and matches nothing.
		let unknown = -1;
		const idOf = (id: number | undefined) => id ?? --unknown;
		// Filled in loops: typed arrays made from iterables with a mapping take V8's slow path, and a proposal makes six.
		const { subject: words } = profile.claim;
		const subject = new Int32Array(words.size);
		const letters = new Uint8Array(words.size);
		const asPrefixes = new Int32Array(words.size);
		let prefixCount = 0;
		for (const word of words) prefixCount += prefixCountOf(word);
		const prefixWords = new Int32Array(prefixCount);
		let at = 0;
		let prefixAt = 0;
		for (const word of words) {
			subject[at] = idOf(ids.word(word));
			letters[at] = wordFlags(profile, word);
			asPrefixes[at++] = idOf(ids.prefix(word));
			for (let cut = MIN_PART, count = prefixCountOf(word); count > 0; cut++, count--) prefixWords[prefixAt++] = idOf(ids.word(word.slice(0, cut)));
		}
		this.subject = subject;
		this.letters = letters;
		this.asPrefixes = asPrefixes;
		this.prefixWords = prefixWords;
		this.labels = idsOf(profile.shape.labels, (label) => idOf(ids.word(label)));
		this.conditions = idsOf(profile.shape.conditions, (condition) => idOf(ids.word(condition)));
		this.key = hash(profile.key);
		this.flag = german ? BY_LETTERS : BY_LETTERS_NAMES;
		this.german = german;
	}

	/**
	 * How the entry whose screen starts at `start` in `screens` may relate to
	 * the proposal (see ScreenVerdict). Unrelated when relationBetween would
	 * find no relation: another subject number, conditions that differ in more
 * than one for another, or (with no
	 * compound that could split) too few words in common however they
	 * aligned, or words of their own that make it about someone else
	 * (surelyAnotherSubject in relations.ts: most of those the screen would
	 * let through otherwise).
	 */
	read(screens: Int32Array, start: number): ScreenVerdict {
		const sizeA = screens[start + SUBJECT] ?? 0;
		const subjectAt = start + HEADER;
		const lettersAt = subjectAt + sizeA;
		const prefixesAt = lettersAt + sizeA;
		const labelsAt = prefixesAt + (screens[start + PREFIXES] ?? 0);
		const conditionsAt = labelsAt + (screens[start + LABELS] ?? 0);
		const end = conditionsAt + (screens[start + CONDITIONS] ?? 0);
		// The same text (or a hash alike): relationBetween calls it the same, whatever else.
		if (screens[start + KEY] === this.key) return "may relate";
		const labels = this.labels;
		if (labelsAt < conditionsAt && labels.length > 0) {
			const inBoth = countIn(screens, labelsAt, conditionsAt, labels);
			if (inBoth !== labels.length || inBoth !== conditionsAt - labelsAt) return "unrelated";
		}
		// Other conditions: more than one each side lacks (one for another may be a new weekday or time of day, which relationBetween tells).
		const inBothConditions = countIn(screens, conditionsAt, end, this.conditions);
		if (inBothConditions < end - conditionsAt - 1 && inBothConditions < this.conditions.length - 1) return "unrelated";
		// A compound may split only when a word of one side begins a long word of the other.
		if (countIn(screens, prefixesAt, labelsAt, this.asPrefixes) > 0 || countIn(screens, subjectAt, lettersAt, this.prefixWords) > 0) return "may relate";
		// Each side's words the other lacks: those that may match by letters, and those that surely stay its own (with their facts).
		let exact = 0;
		let looseA = 0;
		let ownA = 0;
		let factsA = 0;
		const subject = this.subject;
		for (let i = subjectAt; i < lettersAt; i++) {
			const flags = screens[i + sizeA] ?? 0;
			if (holds(subject, 0, subject.length, screens[i] ?? 0)) exact++;
			else if ((flags & this.flag) !== 0) looseA++;
			else if (((flags >> FACTS_SHIFT) & CHANGE) === 0) {
				ownA++;
				factsA |= flags >> FACTS_SHIFT;
			}
		}
		let looseB = 0;
		let ownB = 0;
		let factsB = 0;
		for (let j = 0; j < subject.length; j++) {
			if (holds(screens, subjectAt, lettersAt, subject[j] ?? 0)) continue;
			const flags = this.letters[j] ?? 0;
			if ((flags & this.flag) !== 0) looseB++;
			else if (((flags >> FACTS_SHIFT) & CHANGE) === 0) {
				ownB++;
				factsB |= flags >> FACTS_SHIFT;
			}
		}
		const shared = exact + Math.min(looseA, looseB);
		if (shared === 0 || !this.mayRelate(shared, sizeA, subject.length)) return "unrelated";
		return anotherSubjectByOwnWords(ownA, factsA, ownB, factsB, this.german) ? "unrelated" : "no compounds";
	}
}

/** Whether `ids[from..to)` holds `id`. */
function holds(ids: Int32Array, from: number, to: number, id: number): boolean {
	for (let i = from; i < to; i++) if (ids[i] === id) return true;
	return false;
}

/** How many of `screen[from..to)` are among `ids` (a few: loops, not `includes`, which costs a call each). */
function countIn(screen: Int32Array, from: number, to: number, ids: Int32Array): number {
	let count = 0;
	for (let i = from; i < to; i++) if (holds(ids, 0, ids.length, screen[i] ?? 0)) count++;
	return count;
}
