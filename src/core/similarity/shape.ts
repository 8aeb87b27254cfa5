/**
 * The shape of a statement, as relation checks read it: its content words in
 * order, and its values sorted by the part they play. A number right after a
 * noun names the subject ("plumber 7", "Zimmer 12", "bus 42"), a weekday,
 * time of day or season is a condition under which the statement holds
 * ("on Saturdays", "in winter"), and the other values (amounts, dates,
 * clock times, durations) fill the statement's slot — only those can be
 * replaced by a new value.
 */
import { foldWord } from "../folding";
import { LANGUAGE_WORDS } from "../lexicon/languageWords";
import type { TextAnalysis } from "./similarity";

/** A statement's words and values by role (see the module comment). */
export interface StatementShape {
	/** Content-word stems in the order they first appear. */
	order: readonly string[];
	/** Numbers that name the subject, as `#7`. */
	labels: ReadonlySet<string>;
	/** Weekdays, times of day and seasons (`w:`, `t:`, `c:`): when the statement holds. */
	conditions: ReadonlySet<string>;
	/** Every other value: what a correction may replace. */
	slots: ReadonlySet<string>;
	/** Bound and direction words ("before", "until", "ab"…), accent-folded. */
	markers: ReadonlySet<string>;
	/** Negation words: a statement and its denial differ in how many they have. */
	negations: number;
}

// Stems of units and currencies: a number before one is an amount, not a name ("pays 50 euros").
const UNITS = new Set("euro eur dollar usd chf gbp pound franc cent kg g km m cm mm l ml mg percent prozent pourcent porcentaje cento grad degree degre grado liter litr litre kilo".split(" "));
const CONDITION_KINDS = new Set(["w", "t", "c"]);
const PLAIN_INTEGER = /^n:\d+$/u;

/** Reads a statement's shape from its analysis. */
export function shapeOf(analysis: TextAnalysis): StatementShape {
	const { tokens, language } = analysis;
	const markerWords = LANGUAGE_WORDS[language].markers;
	const order: string[] = [];
	const seen = new Set<string>();
	const labels = new Set<string>();
	const conditions = new Set<string>();
	const slots = new Set<string>();
	const markers = new Set<string>();
	let negations = 0;
	tokens.forEach((token, i) => {
		if (token.kind === "content") {
			if (!seen.has(token.key)) order.push(token.key);
			seen.add(token.key);
		} else if (token.kind === "stop") {
			const folded = foldWord(token.key);
			if (markerWords.has(folded)) markers.add(folded);
		} else if (token.kind === "negation") {
			negations++;
		} else if (token.kind === "value") {
			const before = tokens[i - 1];
			const after = tokens[i + 1];
			const namesSubject =
				PLAIN_INTEGER.test(token.key) &&
				before?.kind === "content" &&
				before.clause === token.clause &&
				// German writes its nouns capitalized, so there a verb before a number ("endet 2027") is told apart.
				(language !== "de" || before.capitalized) &&
				!(after && after.clause === token.clause && ((after.kind === "content" && UNITS.has(after.key)) || (after.kind === "value" && after.key.startsWith("u:"))));
			if (namesSubject) labels.add(`#${token.key.slice(2)}`);
			else if (CONDITION_KINDS.has(token.key.slice(0, token.key.indexOf(":")))) conditions.add(token.key);
			else slots.add(token.key);
		}
	});
	return { order, labels, conditions, slots, markers, negations };
}
