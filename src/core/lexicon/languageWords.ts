/**
 * Word lists for the five languages the plugin understands (en, de, fr, es,
 * it) — stop words, negations, clause breaks and the words that carry a
 * value, each language's in its folder (lexicon/en/words.ts, …) — and the
 * guess of a text's language from them. The similarity folder decides
 * what to do with the words.
 *
 * Lists are per language because the same spelling means different things:
 * "mai" is "never" in Italian and "May" in French, "ne" negates in French and
 * is a pronoun in Italian, "son" is a stop word in Spanish and a child in
 * English.
 */

import { LANGUAGES, type Language } from "../languages";
import { lazyRecord } from "../lazy";
import { deWords } from "./de/words";
import { enWords } from "./en/words";
import { esWords } from "./es/words";
import { frWords } from "./fr/words";
import { itWords } from "./it/words";
import { SHARED_STOP, words, type LanguageWords } from "./similarityWords";

/** The word lists of every language, each built on first read (they are sets and maps of hundreds of words). */
export const LANGUAGE_WORDS: Readonly<Record<Language, LanguageWords>> = lazyRecord(LANGUAGES, (language) => ({ en: enWords, de: deWords, fr: frWords, es: esWords, it: itWords })[language]());

// Letters only one of the languages uses (accent-folded comparison would lose them).
const DISTINCTIVE_LETTERS: Readonly<Record<Language, RegExp | null>> = {
	en: null,
	de: /[äöüß]/u,
	fr: /[çœêâîôûëï]/u,
	es: /[ñáíóú]/u,
	it: /[òì]/u,
};

const ASCII_WORD = /^[a-z0-9]*$/;

/** How much the hint (the language of the note a text belongs to) weighs: a text must show two more function words of another language to leave it. */
const HINT_WEIGHT = 1.5;

/**
 * Guesses the language of a short text from its lowercase tokens: the
 * language whose stop words and negations cover most of them, with a point
 * for a letter only that language uses. Memory entries are a sentence or
 * two, where function words are the most reliable signal, and often too
 * short to tell ("Ben come pescado"): then `hint` — the language of the
 * note — decides, and English when there is no hint.
 */
export function detectLanguage(tokens: readonly string[], hint?: Language, memo?: EvidenceMemo): Language {
	const scores = languageScores(tokens, memo);
	let best: Language = hint ?? "en";
	let bestScore = hint ? scores[hint] + HINT_WEIGHT : 0;
	for (const language of LANGUAGES) {
		const score = scores[language] + (language === hint ? HINT_WEIGHT : 0);
		if (score > bestScore) {
			best = language;
			bestScore = score;
		}
	}
	return best;
}

/**
 * Each token's evidence (points per language, in LANGUAGES order), kept by
 * whoever reads many texts of one note: a note repeats its words far more
 * often than it writes new ones.
 */
export type EvidenceMemo = Map<string, readonly number[]>;

/** Evidence for each language in a list of lowercase tokens (see detectLanguage); `memo` keeps each token's. */
export function languageScores(tokens: readonly string[], memo?: EvidenceMemo): Record<Language, number> {
	const sums = [0, 0, 0, 0, 0];
	for (const token of tokens) {
		let evidence = memo?.get(token);
		if (evidence === undefined) {
			evidence = tokenEvidence(token);
			memo?.set(token, evidence);
		}
		for (let i = 0; i < sums.length; i++) sums[i]! += evidence[i] ?? 0;
	}
	const [en = 0, de = 0, fr = 0, es = 0, it = 0] = sums;
	return { en, de, fr, es, it };
}

/** One token's points per language: a function word or negation of that language, a letter only it uses. */
function tokenEvidence(token: string): number[] {
	// Whether a token is plain ASCII is asked once, not once per language.
	const plain = ASCII_WORD.test(token);
	const shared = SHARED_STOP_SET.has(token);
	return LANGUAGES.map((language) => {
		const words = LANGUAGE_WORDS[language];
		const letters = DISTINCTIVE_LETTERS[language];
		return ((words.stop.has(token) && !shared) || words.negations.has(token) ? 1 : 0) + (letters && !plain && letters.test(token) ? 1 : 0);
	});
}

const SHARED_STOP_SET = words(SHARED_STOP);
