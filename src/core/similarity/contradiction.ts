/**
 * Whether a new statement contradicts an old one: the same subject (nearly
 * the same content words once negations and values are set aside) with the
 * opposite polarity ("Mum is allergic to penicillin" / "Mum is no longer
 * allergic to penicillin") or with a value replaced ("Rent is 900 euros" /
 * "Rent is 950 euros").
 *
 * A negation reaches the content words after it in its clause ("likes tea,
 * not coffee" negates only coffee; "short answers without bullet points"
 * only the bullet points), or its whole clause when nothing follows it
 * (German "Ich mag Kaffee nicht"). A flipped polarity is a qualification,
 * not a contradiction, when each side says something the other does not:
 * "Dad takes his pills in the morning" does not contradict "Dad doesn't take
 * his pills in the evening", nor "Call Dad in the evening" "Don't call Dad
 * during work hours".
 */
import type { Language } from "../languages";
import { analyseText, dominantLanguage, type TextAnalysis, type Token } from "./similarity";

/** A text reduced to what contradiction checks look at. */
export interface Claim {
	/** Content-word stems: what the statement is about. */
	subject: ReadonlySet<string>;
	/** Subject stems that stand only within reach of a negation. */
	negated: ReadonlySet<string>;
	/** Canonical values: numbers, dates, months, weekdays, time units, times of day. */
	values: ReadonlySet<string>;
	/** Subject stems written with a capital letter (names, German nouns, first words). */
	capitalized: ReadonlySet<string>;
	/** Subject stems that name a person (mum, Kollegin, abuela…). */
	people: ReadonlySet<string>;
}

/** Why two statements contradict. */
export type ContradictionKind = "negation" | "value";

// Share of the larger subject the two subjects must have in common.
const MIN_SHARED = 0.5;
// When each side has subject words the other lacks (a substitution), they must share this much of the larger one.
const MIN_SHARED_WITH_SUBSTITUTION = 0.8;

/** Reduces a text (or its analysis) to a claim; `hint` as for analyseText. */
export function claimOf(text: string | TextAnalysis, hint?: Language): Claim {
	const { tokens } = typeof text === "string" ? analyseText(text, hint) : text;
	const inScope = negationScopes(tokens);
	const subject = new Set<string>();
	const affirmed = new Set<string>();
	const values = new Set<string>();
	const capitalized = new Set<string>();
	const people = new Set<string>();
	tokens.forEach((token, i) => {
		if (token.kind === "value") values.add(token.key);
		if (token.kind !== "content") return;
		subject.add(token.key);
		if (!inScope[i]) affirmed.add(token.key);
		if (token.capitalized) capitalized.add(token.key);
		if (token.person) people.add(token.key);
	});
	const negated = new Set([...subject].filter((word) => !affirmed.has(word)));
	return { subject, negated, values, capitalized, people };
}

/** For each token, whether a negation reaches it (see the module comment). */
function negationScopes(tokens: readonly Token[]): boolean[] {
	const inScope = tokens.map(() => false);
	tokens.forEach((token, i) => {
		if (token.kind !== "negation") return;
		let reached = false;
		for (let j = i + 1; j < tokens.length && tokens[j]?.clause === token.clause; j++) {
			if (tokens[j]?.kind !== "content") continue;
			inScope[j] = true;
			reached = true;
		}
		if (reached) return;
		tokens.forEach((other, j) => {
			if (other.clause === token.clause && other.kind === "content") inScope[j] = true;
		});
	});
	return inScope;
}

/**
 * True when the two claims are about the same thing: they share at least
 * half of the larger subject, no person appears on one side only ("Lisa's
 * husband" is not Lisa), and when each side has words the other lacks, they
 * share at least four fifths of it and none of the differing words is
 * capitalized ("Anna has swimming on Tuesdays" is not about Ben).
 */
export function sameSubject(a: Claim, b: Claim): boolean {
	let shared = 0;
	for (const word of a.subject) if (b.subject.has(word)) shared++;
	if (!mayShareSubject(shared, a.subject.size, b.subject.size)) return false;
	return !differsBy(a, b) && !differsBy(b, a);
}

/**
 * The part of sameSubject that needs only the sizes: enough shared words,
 * and more when each side has words the other lacks. Lets an index rule out
 * candidates from counts alone.
 */
export function mayShareSubject(shared: number, sizeA: number, sizeB: number): boolean {
	const larger = Math.max(sizeA, sizeB);
	if (shared === 0 || shared < MIN_SHARED * larger) return false;
	const substitution = shared < sizeA && shared < sizeB;
	return !substitution || shared >= MIN_SHARED_WITH_SUBSTITUTION * larger;
}

/**
 * True when `x` has a subject word `y` lacks that changes who or what the
 * statement is about: a person word, or — when `y` also has words `x` lacks
 * (a substitution) — a capitalized word.
 */
function differsBy(x: Claim, y: Claim): boolean {
	const substitution = [...y.subject].some((word) => !x.subject.has(word));
	for (const word of x.subject) {
		if (y.subject.has(word)) continue;
		if (x.people.has(word) || (substitution && x.capitalized.has(word))) return true;
	}
	return false;
}

/** True when a shared subject word is negated on one side only. */
function polarityFlipped(a: Claim, b: Claim): boolean {
	for (const word of a.subject) if (b.subject.has(word) && a.negated.has(word) !== b.negated.has(word)) return true;
	return false;
}

/** True when `x` has a subject word or a value that `y` lacks. */
function saysMore(x: Claim, y: Claim): boolean {
	for (const word of x.subject) if (!y.subject.has(word)) return true;
	for (const value of x.values) if (!y.values.has(value)) return true;
	return false;
}

/** True when, for some kind of value (number, month, weekday, unit, time of day), each side has one the other lacks. */
function valueReplaced(a: Claim, b: Claim): boolean {
	const kindsOnly = (x: Claim, y: Claim) => new Set([...x.values].filter((v) => !y.values.has(v)).map(valueKind));
	const onlyA = kindsOnly(a, b);
	for (const kind of kindsOnly(b, a)) if (onlyA.has(kind)) return true;
	return false;
}

function valueKind(value: string): string {
	return value.slice(0, value.indexOf(":"));
}

/** How `b` contradicts `a`, or null when it does not (see the module comment for the rule). */
export function contradictionBetween(a: Claim, b: Claim): ContradictionKind | null {
	if (!sameSubject(a, b)) return null;
	if (polarityFlipped(a, b)) return saysMore(a, b) && saysMore(b, a) ? null : "negation";
	return valueReplaced(a, b) ? "value" : null;
}

/** True when the two texts likely contradict each other. */
export function contradicts(a: string, b: string): boolean {
	const hint = dominantLanguage([a, b]);
	return contradictionBetween(claimOf(a, hint), claimOf(b, hint)) !== null;
}
