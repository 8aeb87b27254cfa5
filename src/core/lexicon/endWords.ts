/**
 * How each language says that a statement holds only for a while ("until
 * 1 March", "this week", "bis Freitag", "jusqu'à vendredi", "until the end
 * of term"), each language's words in its folder (lexicon/en/ends.ts, …).
 * Retirement proposals read them (../memory/stale.ts) to find entries whose
 * own text says they have ended. Phrases are matched folded: case and
 * accents do not count.
 */
import type { Language } from "../languages";
import { deEnds } from "./de/ends";
import { enEnds } from "./en/ends";
import { esEnds } from "./es/ends";
import { frEnds } from "./fr/ends";
import { itEnds } from "./it/ends";

/** The stretches of time a statement may say it lasts, counted from the day the entry was written. */
export type EndPeriod = "day" | "week" | "weekend" | "month" | "year";

/** One language's words for a statement that ends. */
export interface EndWords {
	/** Words right before a date that make it the day the statement ends: "until", "bis", "jusqu'à", "hasta", "fino a". */
	until: readonly string[];
	/** Articles that may stand between such a word and the date ("the", "zum", "le", "el", "il"). */
	articles: readonly string[];
	/** Phrases that tie the statement to the period of the day it was written: "this week" ends that Sunday, "today" that day. */
	periods: Readonly<Record<EndPeriod, readonly string[]>>;
	/** Phrases naming an end whose date the text does not give ("the end of term"), with the most days such a period lasts: the statement has ended once its entry is older. */
	undated: readonly (readonly [phrase: string, days: number])[];
}

/** Every language's words for a statement that ends. */
export const END_WORDS: Readonly<Record<Language, EndWords>> = { en: enEnds, de: deEnds, fr: frEnds, es: esEnds, it: itEnds };
