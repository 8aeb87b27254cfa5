/**
 * How alike two entries are, in words: texts are cut into Unicode-aware
 * tokens, each token is classed (content word, value, negation, stop word)
 * in the text's own language, content words are accent-folded and lightly
 * stemmed, and two texts are compared by the content words they share.
 */
import { foldWord } from "../folding";
import { LANGUAGES, type Language } from "../languages";
import { detectLanguage, LANGUAGE_WORDS, languageScores, type EvidenceMemo } from "../lexicon/languageWords";
import type { LanguageWords } from "../lexicon/similarityWords";

/** What a token contributes to meaning. */
export type TokenKind = "content" | "value" | "negation" | "stop";

/** One word of a text, classed and normalised. */
export interface Token {
	/** What two texts are compared by: the stem of a content word, `n:7`/`m:5`/`w:1`/`u:day`/`t:morning` for a value, else the lowercase word. */
	key: string;
	kind: TokenKind;
	/** Index of the clause the token stands in; clauses end at punctuation and at words like "but" or "aber". */
	clause: number;
	/** Written with a capital letter: a name, or a German noun, or the first word of a sentence. */
	capitalized: boolean;
	/** A word for a person (mum, Kollegin, abuela…): who the statement is about. */
	person: boolean;
}

/** A text cut into classed tokens, in its detected language. */
export interface TextAnalysis {
	language: Language;
	tokens: Token[];
}

// A number with its inner separators ("7:30", "8h15", "2026-04-08", "3,5") is one token; otherwise runs of letters and digits,
// with apostrophes inside words kept for splitting below ("don't", "l'hôpital").
const TOKEN = /\p{N}+(?:[.,:/h-]\p{N}+)*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const CLAUSE_PUNCTUATION = /[,;:.!?()[\]–—/]/u;
const SPACE = 0x20;
const DIGIT_START = /^\p{N}/u;
const CAPITAL_START = /^\p{Lu}/u;
// French and Italian elided articles, pronouns and prepositions ("l'", "n'", "dell'", "un'").
const ELISIONS = new Set(["l", "d", "j", "n", "m", "t", "s", "c", "qu", "jusqu", "lorsqu", "puisqu", "dell", "all", "dall", "nell", "sull", "coll", "un", "quest", "quell"]);
// English clitics that add nothing to the subject ("mum's", "we'll", "they're").
const ENGLISH_CLITICS = new Set(["s", "ll", "re", "ve", "d", "m"]);

interface Word {
	word: string;
	numeric: boolean;
	capitalized: boolean;
	/** Punctuation stands between this word and the one before. */
	afterPunctuation: boolean;
}

/**
 * What analyseText works out once per distinct word, kept across the texts
 * of one note by whoever analyses many of them (a NoteIndex): a note repeats
 * its words far more often than it writes new ones. One per language of the
 * notes read (exchange/relations.ts), never fed with proposals' words.
 */
export class WordMemo {
	/** Each word's language evidence (see languageScores). */
	readonly evidence: EvidenceMemo = new Map();
	/** Each word's class, per language. */
	readonly classes = new Map<Language, Map<string, WordClass>>();
}

/** How a non-numeric word is read in a language, whatever stands around it. */
interface WordClass {
	key: string;
	kind: TokenKind;
	person: boolean;
	/** A word like "but" or "aber": a new clause begins. */
	clauseBreak: boolean;
}

/**
 * Cuts a text into classed tokens in its detected language; `hint` (the
 * language of the note the text belongs to) decides when the text itself is
 * too short to tell; `memo` keeps per-word work for the next texts.
 */
export function analyseText(text: string, hint?: Language, memo?: WordMemo): TextAnalysis {
	const words = splitWords(text);
	const language = detectLanguage(words.map((w) => w.word), hint, memo?.evidence);
	const lists = LANGUAGE_WORDS[language];
	let classes = memo?.classes.get(language);
	if (memo && !classes) memo.classes.set(language, (classes = new Map<string, WordClass>()));
	const tokens: Token[] = [];
	let clause = 0;
	let previous = "";
	for (const { word, numeric, capitalized, afterPunctuation } of words) {
		if (afterPunctuation && tokens.length > 0) clause++;
		if (numeric) {
			tokens.push({ key: `n:${canonicalNumber(word)}`, kind: "value", clause, capitalized, person: false });
			previous = word;
			continue;
		}
		let read = classes?.get(word);
		if (read === undefined) {
			read = classOf(word, lists, language);
			classes?.set(word, read);
		}
		if (read.clauseBreak) {
			clause++;
			tokens.push({ key: word, kind: "stop", clause, capitalized, person: false });
		} else if (language === "en" && word === "longer" && (previous === "no" || previous === "any" || previous === "not")) {
			// "no longer" negates through "no"; "longer" here is not the comparative of "long".
			tokens.push({ key: word, kind: "stop", clause, capitalized, person: false });
		} else tokens.push({ key: read.key, kind: read.kind, clause, capitalized, person: read.person });
		previous = word;
	}
	return { language, tokens };
}

/** How a (non-numeric) word reads in a language: a clause break, a negation, a value, a stop word, or a content word's stem. */
function classOf(word: string, lists: LanguageWords, language: Language): WordClass {
	const plain = (key: string, kind: TokenKind, person = false, clauseBreak = false): WordClass => ({ key, kind, person, clauseBreak });
	if (lists.clauseBreaks.has(word)) return plain(word, "stop", false, true);
	if (lists.negations.has(word)) return plain(word, "negation");
	const folded = foldWord(word);
	const value = lists.values.get(folded);
	if (value !== undefined) return plain(value, "value");
	if (lists.stop.has(word)) return plain(word, "stop");
	return plain(lists.lemmas.get(folded) ?? stem(folded, language), "content", lists.people.has(folded));
}

// Enough texts to tell a note's language; more would only cost time on notes of thousands of entries.
const LANGUAGE_SAMPLE = 2000;

/** Each text's language evidence, kept by a caller that asks about the same texts again (see dominantLanguage). */
export type TextEvidenceMemo = Map<string, Record<Language, number>>;

/**
 * The language most of the texts are written in, or undefined when none of
 * them shows any (an even sample of at most 2,000 texts is read). `memo`
 * keeps each text's evidence for the next call.
 */
export function dominantLanguage(texts: readonly string[], memo?: TextEvidenceMemo): Language | undefined {
	const totals: Record<Language, number> = { en: 0, de: 0, fr: 0, es: 0, it: 0 };
	const step = Math.max(1, texts.length / LANGUAGE_SAMPLE);
	const evidence: EvidenceMemo = new Map();
	for (let i = 0; i < texts.length; i += step) {
		const text = texts[Math.floor(i)] ?? "";
		let scores = memo?.get(text);
		if (scores === undefined) {
			scores = languageScores(splitWords(text).map((w) => w.word), evidence);
			memo?.set(text, scores);
		}
		for (const language of LANGUAGES) totals[language] += scores[language];
	}
	let best: Language | undefined;
	for (const language of LANGUAGES) if (totals[language] > (best ? totals[best] : 0)) best = language;
	return best;
}

function splitWords(text: string): Word[] {
	const words: Word[] = [];
	const normalized = text.normalize("NFC");
	let last = 0;
	for (const match of normalized.matchAll(TOKEN)) {
		const raw = match[0];
		const index = match.index;
		// Most words follow one space, which is no punctuation: no slice to test.
		const gap = index - last;
		const afterPunctuation = gap > 0 && !(gap === 1 && normalized.charCodeAt(last) === SPACE) && CLAUSE_PUNCTUATION.test(normalized.slice(last, index));
		last = index + raw.length;
		const capitalized = CAPITAL_START.test(raw);
		const lower = raw.toLowerCase();
		if (DIGIT_START.test(lower)) {
			words.push({ word: lower, numeric: true, capitalized: false, afterPunctuation });
			continue;
		}
		// An elided article before a number is no part of it: "l'8 giugno", "dell'11".
		splitApostrophes(lower).forEach((word, i) => words.push({ word, numeric: i > 0 && DIGIT_START.test(word), capitalized: capitalized && i === 0, afterPunctuation: afterPunctuation && i === 0 }));
	}
	return words;
}

/** "don't" → do not, "n'aime" → ne aime, "l'hôpital" → l hôpital, "mum's" → mum. */
function splitApostrophes(word: string): string[] {
	if (!word.includes("'") && !word.includes("’")) return [word];
	const parts = word.split(/['’]/u);
	const first = parts[0] ?? "";
	if (parts.length === 1) return [first];
	const rest = parts.slice(1).join("");
	if (ELISIONS.has(first)) return [first === "n" ? "ne" : first, rest];
	if (parts.length === 2 && rest === "t" && first.endsWith("n")) return [first.slice(0, -1), "not"];
	if (parts.length === 2 && ENGLISH_CLITICS.has(rest)) return [first];
	return [parts.join("")];
}

/** "07:30" → 7.30, "8h15" → 8.15, "2026-04-08" → 2026.4.8, "3,5" → 3.5: the same number however it is punctuated. */
function canonicalNumber(text: string): string {
	return text
		.split(/[.,:/h-]/u)
		.map((group) => group.replace(/^0+(?=\d)/u, ""))
		.join(".");
}

/**
 * Light stemming of an accent-folded word: strips the common plural and
 * verb endings so "pills"/"pill", "Tabletten"/"Tablette",
 * "pastiglie"/"pastiglia", "reuniones"/"reunión" meet. Deliberately timid (short words stay) — a
 * missed match costs a duplicate entry, a wrong one hides a fact.
 */
export function stem(word: string, language: Language): string {
	switch (language) {
		case "en":
			return stemEnglish(word);
		case "de":
			return stripFirst(word, ["ern", "em", "en", "er", "es", "e", "s"], 3);
		case "fr":
			return stripFirst(stripFirst(stripFirst(word, ["s", "x"], 3), ["ent"], 3), ["e"], 3);
		case "es":
			return stemSpanish(word);
		case "it":
			return stemItalian(word);
	}
}

function stripFirst(word: string, suffixes: readonly string[], minStem: number): string {
	for (const suffix of suffixes) if (word.endsWith(suffix) && word.length - suffix.length >= minStem) return word.slice(0, -suffix.length);
	return word;
}

function stemEnglish(word: string): string {
	let w = word;
	if (w.length <= 3) return w;
	if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
	else if (w.endsWith("s") && !/(?:ss|us|is)$/u.test(w)) w = w.slice(0, -1);
	if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
	else if (w.endsWith("ing") && w.length >= 6) w = w.slice(0, -3);
	else if (w.endsWith("ed") && w.length >= 5) w = w.slice(0, -2);
	if (w.endsWith("e") && w.length >= 4) w = w.slice(0, -1);
	// "swimm" (from "swimming") → "swim", but "call" and "glass" keep their double letter.
	if (/([b-df-hj-km-np-rtv-z])\1$/u.test(w) && !/(?:ll|ss|zz)$/u.test(w)) w = w.slice(0, -1);
	return w;
}

/**
 * Spanish: plurals only ("pastillas" → "pastilla", "reuniones" → "reunion"),
 * and an "e" after l, n, r, d, z or j drops so "padre"/"padres" meet. The
 * gender vowel stays: "abuelo" and "abuela" are different people.
 */
function stemSpanish(word: string): string {
	let w = word;
	if (w.length >= 4 && w.endsWith("s")) w = w.slice(0, -1);
	if (w.length >= 4 && /[lnrdzj]e$/u.test(w)) w = w.slice(0, -1);
	return w;
}

function stemItalian(word: string): string {
	let w = word;
	// "allergiche" → "allergic", "luoghi" → "luog": the h only keeps c and g hard before e and i.
	if (/[cg]h[ei]$/u.test(w) && w.length >= 5) return w.slice(0, -2);
	for (let i = 0; i < 2; i++) if (/[aeio]$/u.test(w) && w.length >= 5) w = w.slice(0, -1);
	return w;
}

/** The content words (stems) and values of a text: what word overlap compares. */
export function contentWords(text: string | TextAnalysis, hint?: Language): Set<string> {
	const analysis = typeof text === "string" ? analyseText(text, hint) : text;
	const set = new Set<string>();
	for (const token of analysis.tokens) if (token.kind === "content" || token.kind === "value") set.add(token.key);
	return set;
}

/**
 * Sørensen–Dice coefficient of two word sets: shared words over the average
 * set size, 2|A∩B| / (|A| + |B|). Chosen over Jaccard, which punishes a
 * paraphrase that adds one word on each side (5 shared of 6+6 is 0.71 with
 * Jaccard, 0.83 with Dice), and over the overlap coefficient, which calls a
 * two-word entry a duplicate of any longer entry containing both words.
 */
export function diceOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
	if (a.size === 0 || b.size === 0) return 0;
	const [small, large] = a.size <= b.size ? [a, b] : [b, a];
	let shared = 0;
	for (const word of small) if (large.has(word)) shared++;
	return (2 * shared) / (a.size + b.size);
}

/**
 * Word overlap of two texts in [0, 1]: the Dice coefficient of their content
 * words (stop words, negations and case left out, accents folded, light
 * stemming; numbers, months, weekdays and time units kept as values). Texts
 * without any content word count as 1 when they read the same and 0
 * otherwise.
 */
export function wordOverlap(a: string, b: string): number {
	// Two texts compared are taken to be in one language: together they are long enough to tell which.
	const hint = dominantLanguage([a, b]);
	const wordsA = contentWords(a, hint);
	const wordsB = contentWords(b, hint);
	if (wordsA.size === 0 && wordsB.size === 0) return comparisonKey(a) === comparisonKey(b) && comparisonKey(a) !== "" ? 1 : 0;
	return diceOverlap(wordsA, wordsB);
}

/** The text as two entries are compared when they have no content words: lowercase, white space collapsed. */
export function comparisonKey(text: string): string {
	const lower = text.toLowerCase();
	// Most texts have nothing to collapse or trim: no copy for them.
	return UNEVEN_SPACE.test(lower) ? lower.replace(/\s+/gu, " ").trim() : lower;
}

/** White space that comparisonKey changes: other than one plain space between words. */
const UNEVEN_SPACE = /\s\s|[^\S ]|^ | $/u;
