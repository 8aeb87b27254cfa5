/**
 * Every language's date words, each kept in its language's folder
 * (lexicon/en/dates.ts, …); their shape is in ./dateWords.ts.
 */
import type { Language } from "../languages";
import type { DateNames } from "./dateWords";
import { deDates } from "./de/dates";
import { enDates } from "./en/dates";
import { esDates } from "./es/dates";
import { frDates } from "./fr/dates";
import { itDates } from "./it/dates";

/** Every language's date words. */
export const DATE_NAMES: Readonly<Record<Language, DateNames>> = { en: enDates, de: deDates, fr: frDates, es: esDates, it: itDates };
