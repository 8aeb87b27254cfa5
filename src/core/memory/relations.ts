/**
 * How a proposal relates to the entries of its target note, judged offline:
 * the same statement in other words ("Same as"), or a correction of one
 * ("Replaces"), or neither. The user ticks; this only proposes — and errs
 * towards proposing nothing, because a wrong "Replaces" would have a true
 * fact archived and a wrong pre-ticked "Same as" would drop a new one.
 *
 * - Same: the aligned content words (stems, compounds, word forms; see
 *   alignment.ts) overlap well and no value, condition or bound differs —
 *   nor is there one on one side only ("start at 16:30" / "bring the book
 *   to every lesson" is another fact). Certain only when nothing at all
 *   differs once stems and compounds are aligned (a match by letters alone
 *   is likely, not certain).
 * - Replaces: the same statement negated, or the same statement with a new
 *   value in its slot — an amount, date, clock time or weekday ("due on
 *   the 1st" → "due on the 12th now", "judo on Tuesdays" → "on
 *   Thursdays"), or the last words ("lives in Berlin" → "lives in Munich",
 *   "the dentist is Dr Weber" → "… Dr Lang"). Words that announce the
 *   change ("went up to", "erst", "maintenant"; lexicon/changeWords.ts)
 *   are not words of the statement's own.
 * - Neither: the statements hold under different conditions (a time of
 *   day, season or the weekend; another weekday with another value too),
 *   name another subject ("plumber 7", another person, a name the
 *   statement opens with, the place that says which one), or one adds a
 *   qualifier to a changed value ("until 14:00 on Saturdays").
 */
import { textId } from "../ids";
import { LANGUAGES } from "../languages";
import { CHANGE_WORDS } from "../lexicon/changeWords";
import { toSingleLine } from "../text";
import { analyseText } from "../similarity/similarity";
import { alignClaims, alignmentBound, alike, compoundSplits, mayMatchByLetters, type Alignment } from "../similarity/alignment";
import type { MemoryEntry } from "./entries";
import type { NoteIndex, TextProfile } from "./noteIndex";
import type { StatementShape } from "../similarity/shape";

/** One entry a proposal may relate to. */
export interface RelationCandidate {
	/** The entry's stable id: its `am:` id, or textId of its text when it has none (as plan.ts names it). */
	id: string;
	/** The entry's text. */
	text: string;
	relation: "same" | "replaces";
	/** Offline: a near-certain duplicate, pre-ticked. Never true for "replaces". */
	certain: boolean;
}

/** A relation between two statements, with how strongly their words overlap. */
export interface Relation {
	relation: "same" | "replaces";
	certain: boolean;
	/** Aligned Dice overlap of content words, in [0, 1]. */
	score: number;
}

/** Entries judged per query, the ones sharing most words: a query costs the same in any note. */
const JUDGED = 32;
/** Overlap a reworded statement keeps with the original. */
const SAME_MIN = 0.5;
/** Shared words before a replaced slot: what the statement is about stays. */
const MIN_SUBJECT_WORDS = 2;
/** Words each side may have that the other lacks when the last words are a new value ("Dr Weber" → "Dr Lang"). */
const MAX_SLOT_WORDS = 2;

/**
 * Candidate relations of a proposal to the entries of one note, best first,
 * at most `limit` (default 3); a "Same as" candidate that is not certain
 * needs a word overlap of at least `sameFrom` (default and floor: 0.5).
 */
export function relationCandidates(index: NoteIndex, proposalText: string, options?: { limit?: number; sameFrom?: number }): RelationCandidate[] {
	const limit = options?.limit ?? 3;
	const sameFrom = Math.max(SAME_MIN, options?.sameFrom ?? SAME_MIN);
	const profile = index.profile(toSingleLine(proposalText));
	const german = index.language === "de";
	// Best first, ties in the order found (as a stable sort of them all would leave them).
	const found: (RelationCandidate & { score: number })[] = [];
	const neighbours = index.neighbours(profile, JUDGED);
	// After the neighbours: their screens are made as they are found, and with them the ids the proposal's words are looked up by.
	const screen = index.screen(profile, german, mayRelateByCount);
	for (const neighbour of neighbours) {
		// Most neighbours relate in no way, which their screens tell without reading their profiles.
		const verdict = screen.read(index.screens, neighbour.screenAt);
		if (verdict === "unrelated") continue;
		const kept = limit > 0 && found.length >= limit ? found[limit - 1] : undefined;
		if (kept && !mayOutrank(neighbour.profile, profile, german, kept)) continue;
		const relation = relationBetween(neighbour.profile, profile, german, verdict === "may relate");
		if (!relation || (relation.relation !== "replaces" && !relation.certain && relation.score < sameFrom)) continue;
		const candidate = { id: entryId(neighbour.entry), text: neighbour.entry.text, ...relation };
		let at = found.length;
		while (at > 0 && outranks(candidate, found[at - 1]!)) at--;
		found.splice(at, 0, candidate);
	}
	return found.slice(0, limit).map(({ id, text, relation, certain }) => ({ id, text, relation, certain }));
}

/** A certain relation before a likely one, then the higher overlap. */
function outranks(a: Relation, b: Relation): boolean {
	return a.certain !== b.certain ? a.certain : a.score > b.score;
}

/**
 * Whether `entry` could rank above `kept` (the last candidate kept so far,
 * found earlier, so a tie leaves it in place) once judged: only when it
 * could be certain, or when its overlap could be higher. Counted without
 * comparing letters, and never ruled out when a compound splits — which
 * relationBetween would read otherwise than the count.
 */
function mayOutrank(entry: TextProfile, proposal: TextProfile, german: boolean, kept: Relation): boolean {
	if (entry.key === proposal.key) return true;
	const sizeA = entry.claim.subject.size;
	const sizeB = proposal.claim.subject.size;
	// Neither side can share more words than the smaller has, nor have the same words with more or fewer: often that settles it.
	const mostShared = sizeA + sizeB === 0 ? 0 : (2 * Math.min(sizeA, sizeB)) / (sizeA + sizeB);
	if (sizeA !== sizeB && (kept.certain || mostShared <= kept.score)) return compoundSplits(entry.claim, proposal.claim);
	const bound = alignmentBound(entry.claim, proposal.claim, !german);
	if (bound.sameWords) return true;
	const score = sizeA + sizeB === 0 ? 0 : (2 * bound.shared) / (sizeA + sizeB);
	if (!kept.certain && score > kept.score) return true;
	return compoundSplits(entry.claim, proposal.claim);
}

/** The entries most similar to a text (for the LLM request: it judges relations among these), best first. */
export function similarEntries(index: NoteIndex, text: string, limit = 5): { id: string; text: string }[] {
	const profile = index.profile(toSingleLine(text));
	const germanic = index.language === "de";
	return index
		.neighbours(profile, Math.max(limit, JUDGED))
		.map((neighbour) => ({ neighbour, score: overlap(alignClaims(neighbour.profile.claim, profile.claim, !germanic)) }))
		.filter(({ score }) => score > 0)
		.sort((a, b) => b.score - a.score)
		.slice(0, limit)
		.map(({ neighbour }) => ({ id: entryId(neighbour.entry), text: neighbour.entry.text }));
}

/** The id a relation line names: the entry's `am:` id, else textId of its text. */
export function entryId(entry: MemoryEntry): string {
	return entry.id ?? textId(entry.text);
}

/**
 * How `proposal` relates to `entry` (both profiled by a NoteIndex), or null
 * for neither; `german` lets capitalized words match by their letters;
 * `compounds` false when the screen found no word of either side that could
 * split into the other's (see screen.ts).
 */
export function relationBetween(entry: TextProfile, proposal: TextProfile, german: boolean, compounds = true): Relation | null {
	if (entry.key === proposal.key) return { relation: "same", certain: true, score: 1 };
	const a = entry.shape;
	const b = proposal.shape;
	// Another subject number, or statements that hold under other conditions (a season, the weekend; not one weekday or time of day for another): different facts.
	if (a.labels.size > 0 && b.labels.size > 0 && !equalSets(a.labels, b.labels)) return null;
	if (substituted(a.conditions, b.conditions) && !conditionReplaced(a.conditions, b.conditions)) return null;
	// Many neighbours a screen lets through are about someone else (another person, another name), which their own words tell before any alignment.
	if (!compounds && surelyAnotherSubject(entry, proposal, german)) return null;
	const raw = alignClaims(entry.claim, proposal.claim, !german, compounds);
	const aligned = withoutChangeWords(raw);
	// Counted with every word, as the screen counts them.
	if (aligned.shared === 0 || !mayRelateByCount(aligned.shared, aligned.sizeA, aligned.sizeB)) return null;
	if (anotherSubject(entry, proposal, aligned, german)) return null;
	const score = overlap(aligned);
	const wordsAligned = aligned.onlyA.length === 0 && aligned.onlyB.length === 0;
	const sameLabels = equalSets(a.labels, b.labels);
	const sameConditions = sameLabels && equalSets(a.conditions, b.conditions);
	if (aligned.polarityFlipped && a.negations !== b.negations) {
		// The same statement said not to hold (any more): it may drop a value, never bring a new one.
		const negation = wordsAligned && sameConditions && isSubset(b.slots, a.slots);
		return negation ? { relation: "replaces", certain: false, score } : null;
	}
	// A new value in the statement's slot under the same conditions, or the same statement on another weekday ("judo on Tuesdays" → "on Thursdays").
	// A condition added, or a new value on another day ("closes at 19:00 on Thursdays" / "at 16:00 on Saturdays"), is a fact of its own.
	const newSlot = substituted(a.slots, b.slots) || substituted(a.markers, b.markers);
	const newCondition = !equalSets(a.conditions, b.conditions);
	if (newSlot || newCondition) {
		const replaced = newCondition ? !newSlot && equalSets(a.slots, b.slots) && conditionReplaced(a.conditions, b.conditions) : true;
		return wordsAligned && sameLabels && replaced ? { relation: "replaces", certain: false, score } : null;
	}
	const valuesEqual = equalSets(a.slots, b.slots) && equalSets(a.markers, b.markers);
	if (!wordsAligned && valuesEqual && sameConditions && slotReplaced(entry, proposal, aligned, german)) return { relation: "replaces", certain: false, score };
	// "Same as" only when nothing differs: a value, bound or condition one side has and the other lacks is another fact ("start at 16:30" / "bring the book to every lesson").
	if (score < SAME_MIN || !sameValues(a, b)) return null;
	// A negation that moved ("don't schedule meetings" / "meetings should not be scheduled") reads alike but is not certain.
	// Pre-ticked only when every word aligns, words that announce a change included ("went up to 55 euros" may mean the entry was out of date).
	const certain = raw.onlyA.length === 0 && raw.onlyB.length === 0 && aligned.soft === 0 && !aligned.polarityFlipped;
	return { relation: "same", certain, score };
}

/**
 * Conditions that differ only in one weekday for another ("on Tuesdays" →
 * "on Thursdays"): a new value, as a date or a clock time is. A time of
 * day, a season, the weekend or a holiday in place of another stays a
 * different fact ("pills in the morning" / "in the evening", "opens at
 * 6:00 on weekdays" / "at 8:00 on weekends").
 */
function conditionReplaced(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
	const ownA = [...a].filter((value) => !b.has(value));
	const ownB = [...b].filter((value) => !a.has(value));
	const kinds = (own: string[]) => own.map((value) => value.slice(0, value.indexOf(":")));
	const kindsA = kinds(ownA);
	const kindsB = kinds(ownB);
	return kindsA.length === 1 && kindsB.length === 1 && kindsA[0] === "w" && kindsB[0] === "w";
}

let changeKeys: ReadonlySet<string> | undefined;

/** Whether a subject word is one that announces a new value ("went", "erst", "maintenant"; see lexicon/changeWords.ts), in any language. */
export function isChangeWord(word: string): boolean {
	changeKeys ??= new Set(
		LANGUAGES.flatMap((language) =>
			CHANGE_WORDS[language]
				.split(" ")
				.flatMap((spelling) => analyseText(spelling, language).tokens.filter((token) => token.kind === "content").map((token) => token.key)),
		),
	);
	return changeKeys.has(word);
}

/** An alignment whose own words leave out those that announce a new value: "went up to 55 euros" says what "is 48 euros" said. */
function withoutChangeWords(aligned: Alignment): Alignment {
	const onlyA = aligned.onlyA.filter((word) => !isChangeWord(word));
	const onlyB = aligned.onlyB.filter((word) => !isChangeWord(word));
	// The sizes stay: overlap scores and the screen's counts read every word.
	return onlyA.length === aligned.onlyA.length && onlyB.length === aligned.onlyB.length ? aligned : { ...aligned, onlyA, onlyB };
}

/**
 * Whether subjects of these sizes that share at most `shared` words once
 * aligned could relate at all: every relation needs a word overlap of at
 * least SAME_MIN, or a few words at most on each side the other lacks (a
 * new value in a slot, or none at all). The screen (screen.ts) counts that
 * bound for each neighbour and rules out those that fail it, most of them.
 */
function mayRelateByCount(shared: number, sizeA: number, sizeB: number): boolean {
	return 2 * shared >= SAME_MIN * (sizeA + sizeB) || (sizeA - shared <= MAX_SLOT_WORDS && sizeB - shared <= MAX_SLOT_WORDS);
}

/** Aligned Dice overlap of the content words. */
function overlap(aligned: Alignment): number {
	return aligned.sizeA + aligned.sizeB === 0 ? 0 : (2 * aligned.shared) / (aligned.sizeA + aligned.sizeB);
}

/**
 * A person on one side only, or a name in place of another outside the
 * statement's slot: it is about someone or something else ("Anna has
 * swimming" / "Ben has swimming"), not a new value.
 */
function anotherSubject(entry: TextProfile, proposal: TextProfile, aligned: Alignment, german: boolean): boolean {
	if (slotReplaced(entry, proposal, aligned, german)) return false;
	if (aligned.onlyA.some((word) => entry.claim.people.has(word)) || aligned.onlyB.some((word) => proposal.claim.people.has(word))) return true;
	// One name for another where the statement opens: about someone else ("Ben has judo on Tuesdays" / "Anna has judo on Tuesdays").
	if (opensWithOwnName(entry, aligned.onlyA) && opensWithOwnName(proposal, aligned.onlyB)) return true;
	if (aligned.onlyA.length === 0 || aligned.onlyB.length === 0 || german) return false;
	return named(aligned.onlyA, entry) || named(aligned.onlyB, proposal);
}

/**
 * Whether anotherSubject() holds whatever the alignment finds, for a pair
 * where no compound splits. A word there is matched by the same word on the
 * other side, or by its letters when both words may match so — never a
 * person word, nor a name where names matter: such a word the other side
 * lacks stays its own. Enough of those rule out a new value in a slot, and
 * then a person or a name among them makes it about someone else.
 */
function surelyAnotherSubject(entry: TextProfile, proposal: TextProfile, german: boolean): boolean {
	const [countA, factsA] = surelyOwn(entry, proposal, german);
	const [countB, factsB] = surelyOwn(proposal, entry, german);
	return anotherSubjectByOwnWords(countA, factsA, countB, factsB, german);
}

/** How many subject words of `side` that `other` lacks cannot match any of its words by letters, and their ownWordFacts together. */
function surelyOwn(side: TextProfile, other: TextProfile, german: boolean): [count: number, facts: number] {
	let count = 0;
	let facts = 0;
	for (const word of side.claim.subject) {
		if (other.claim.subject.has(word) || mayMatchByLetters(side.claim, word, !german) || isChangeWord(word)) continue;
		count++;
		facts |= ownWordFacts(side, word);
	}
	return [count, facts];
}

// What ownWordFacts tells of a word, as bits.
const PERSON = 1;
/** Announces a new value (see isChangeWord): never a word of its own. */
export const CHANGE = 16;
/** A name that does not open the statement (as named() reads it). */
const NAME = 2;
const LOWERCASE = 4;
/** Among the first words. */
const EARLY = 8;

/**
 * What surelyAnotherSubject reads of a subject word of its own, as bits
 * (below 32): a person word, a name, lowercase, among the first words, a
 * word that announces a new value (CHANGE: not counted as its own). The
 * relation screen keeps them for each word of an entry (see screen.ts).
 */
export function ownWordFacts(side: TextProfile, word: string): number {
	const at = side.shape.order.indexOf(word);
	return (
		(side.claim.people.has(word) ? PERSON : 0) |
		(isName(word, side) ? NAME : 0) |
		(side.claim.capitalized.has(word) ? 0 : LOWERCASE) |
		(at >= 0 && at < MIN_SUBJECT_WORDS ? EARLY : 0) |
		(isChangeWord(word) ? CHANGE : 0)
	);
}

/**
 * surelyAnotherSubject from the subject words each side surely has of its
 * own: their number and their ownWordFacts together. They rule out a new
 * value in a slot (see slotReplaced) when there are too many, one is among
 * the first words, or in German one is not capitalized; then a person or
 * a name among them makes it about someone else.
 */
export function anotherSubjectByOwnWords(countA: number, factsA: number, countB: number, factsB: number, german: boolean): boolean {
	const noSlot = (count: number, facts: number) => count > MAX_SLOT_WORDS || (facts & EARLY) !== 0 || (german && (facts & LOWERCASE) !== 0);
	if (!noSlot(countA, factsA) && !noSlot(countB, factsB)) return false;
	if (((factsA | factsB) & PERSON) !== 0) return true;
	if (countA === 0 || countB === 0 || german) return false;
	return ((factsA | factsB) & NAME) !== 0;
}

/** Whether the statement opens with a capitalized word among `own`, its words the other side lacks. */
function opensWithOwnName(profile: TextProfile, own: readonly string[]): boolean {
	const first = profile.shape.order[0];
	return first !== undefined && profile.claim.capitalized.has(first) && own.includes(first);
}

/** Whether one of `words` is a name that does not open the statement. */
function named(words: readonly string[], profile: TextProfile): boolean {
	return words.some((word) => isName(word, profile));
}

/** A capitalized word that does not open the statement ("… picks up Chloe", not "Chloe has …"). */
function isName(word: string, profile: TextProfile): boolean {
	return profile.claim.capitalized.has(word) && profile.shape.order[0] !== word;
}

/**
 * Each side has a few words of its own in one place, after at least two
 * shared words that say what the statement is about: a new value in its
 * slot — a place, a person in a role, an object ("lives in Berlin" →
 * "lives in Munich", "on Mill Road" → "on Station Road").
 */
function slotReplaced(entry: TextProfile, proposal: TextProfile, aligned: Alignment, german: boolean): boolean {
	const { onlyA, onlyB } = aligned;
	if (onlyA.length === 0 || onlyB.length === 0 || onlyA.length > MAX_SLOT_WORDS || onlyB.length > MAX_SLOT_WORDS) return false;
	// German puts the verb last ("unter 200 Wörtern halten" / "… bleiben"): there a slot is a noun or a name, capitalized.
	if (german && ![...onlyA.map((w) => entry.claim.capitalized.has(w)), ...onlyB.map((w) => proposal.claim.capitalized.has(w))].every(Boolean)) return false;
	// Words that announce the new value stand anywhere ("est maintenant le docteur Lang"): the slot is found without them.
	const orderA = wordOrder(entry);
	const orderB = wordOrder(proposal);
	const slotA = inOnePlace(orderA, onlyA);
	const slotB = inOnePlace(orderB, onlyB);
	if (slotA === null || slotB === null) return false;
	// The statement before the slot is the same: "notes de frais … gérées par Sarah" has no slot where "Sarah … gère" has one.
	const beforeB = orderB.slice(0, slotB);
	if (slotA !== slotB || !orderA.slice(0, slotA).every((word) => beforeB.some((other) => other === word || alike(other, word)))) return false;
	// A name followed by more of the statement says whose it is ("le cours de Mia est à la piscine"), unless what follows is more of the name ("Mill Road").
	return german || (nameEnds(entry, orderA, slotA, onlyA.length) && nameEnds(proposal, orderB, slotB, onlyB.length));
}

/** A statement's content words in order, without those that announce a new value. */
function wordOrder(profile: TextProfile): readonly string[] {
	const { order } = profile.shape;
	return order.some(isChangeWord) ? order.filter((word) => !isChangeWord(word)) : order;
}

/** A slot holding a capitalized word ends the statement (`order`, its words), or only capitalized words follow it. */
function nameEnds(profile: TextProfile, order: readonly string[], at: number, length: number): boolean {
	const slot = order.slice(at, at + length);
	if (!slot.some((word) => profile.claim.capitalized.has(word))) return true;
	return order.slice(at + length).every((word) => profile.claim.capitalized.has(word));
}

/** Where the words of `own` stand together, after at least two others; null when they do not. */
function inOnePlace(order: readonly string[], own: readonly string[]): number | null {
	const ownSet = new Set(own);
	const first = order.findIndex((word) => ownSet.has(word));
	if (first < MIN_SUBJECT_WORDS) return null;
	return order.slice(first, first + own.length).every((word) => ownSet.has(word)) ? first : null;
}

/**
 * The same values, bounds and conditions, whatever part a number plays
 * ("shoe size is 34" / "wears shoe size 34": a slot on one side, a label on
 * the other).
 */
function sameValues(a: StatementShape, b: StatementShape): boolean {
	const numbers = (shape: StatementShape) => new Set([...shape.slots, ...[...shape.labels].map((label) => `n:${label.slice(1)}`)]);
	return equalSets(numbers(a), numbers(b)) && equalSets(a.markers, b.markers) && equalSets(a.conditions, b.conditions);
}

/** Each side has an element the other lacks. */
function substituted(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
	return !isSubset(a, b) && !isSubset(b, a);
}

function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
	for (const x of a) if (!b.has(x)) return false;
	return true;
}

function equalSets(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
	return a.size === b.size && isSubset(a, b);
}
