/** The languages the offline classifier and the memory hygiene understand, in the order ties in language detection are broken. */
export const LANGUAGES = ["en", "de", "fr", "es", "it"] as const;

/** A language with built-in word lists. */
export type Language = (typeof LANGUAGES)[number];

/** Each language's name as the settings show it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "German", fr: "French", es: "Spanish", it: "Italian" };

/** The cue categories of the offline classifier, in the order the settings tab explains them. */
export const CUE_CATEGORIES = ["completion", "postpone", "correction", "behavioral", "preference"] as const;

/** What a cue word says about an annotation. */
export type CueCategory = (typeof CUE_CATEGORIES)[number];

/** Extra cue words per language and category, added to the built-in lists (a setting). */
export type ExtraCues = Partial<Record<Language, Partial<Record<CueCategory, string[]>>>>;
