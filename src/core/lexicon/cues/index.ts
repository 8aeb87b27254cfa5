/**
 * The offline classifier's word lists: one file per language, the
 * language-neutral lists, and the cues generated from them.
 */
import { LANGUAGES, type Language } from "../../languages";
import { lazyRecord } from "../../lazy";
import { de } from "../de/cues";
import { en } from "../en/cues";
import { es } from "../es/cues";
import { fr } from "../fr/cues";
import { withGenerated } from "./generate";
import { it } from "../it/cues";
import type { CueLists, LanguageCues } from "./types";

export { CLAUSE_OPENERS, COPULA_WORDS, NEUTRAL_CUES } from "./neutral";
export type { CueLists, DateWordCues, Holiday, LanguageCues, NextPeriodCues, ParticipleCues, PlacementCues, RelativeDateCues } from "./types";

/** Everything each language knows, as written in its file; a language's lists are made on first read. */
export const LANGUAGE_CUES: Readonly<Record<Language, LanguageCues>> = lazyRecord(LANGUAGES, (language) => ({ en, de, fr, es, it })[language]());

/** The built-in cue lists, per language and category, generated cues included; the `extraCues` setting adds to them. Generated on first read. */
export const BUILTIN_CUES: Readonly<Record<Language, CueLists>> = lazyRecord(LANGUAGES, (language) => withGenerated(LANGUAGE_CUES[language]));
