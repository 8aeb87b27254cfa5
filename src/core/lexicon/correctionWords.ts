/**
 * How each language names a wrong value and the right one in a correction
 * ("Thursday, not Friday", "nicht Freitag, sondern Donnerstag", "Friday →
 * Thursday"), each language's words in its folder (lexicon/en/corrections.ts,
 * …). The offline decider's literal replacement reads them
 * (deciders/offline/literalReplacement.ts). Words are matched folded: case
 * and accents do not count.
 */
import type { Language } from "../languages";
import { deCorrections } from "./de/corrections";
import { enCorrections } from "./en/corrections";
import { esCorrections } from "./es/corrections";
import { frCorrections } from "./fr/corrections";
import { itCorrections } from "./it/corrections";

/** One language's words for "right, not wrong" and "not wrong but right". */
export interface CorrectionWords {
	/** What stands between the right value and the wrong one: "Thursday, not Friday", "Thursday instead of Friday". */
	rightNotWrong: readonly string[];
	/** What opens "not Friday but Thursday" (before the wrong value) and what stands before the right value, as pairs. */
	notWrongButRight: readonly (readonly [opener: string, but: string])[];
	/** Words a value may be led by, dropped before it is read: "it's 3pm", "am Freitag", "el viernes", and a leading "no," or "actually". */
	leads: readonly string[];
}

/** Every language's correction words. */
export const CORRECTION_WORDS: Readonly<Record<Language, CorrectionWords>> = { en: enCorrections, de: deCorrections, fr: frCorrections, es: esCorrections, it: itCorrections };
