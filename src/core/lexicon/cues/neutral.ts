/** Cue words that belong to no one language: consulted whatever language an annotation is written in. Pure data. */

/** Words allowed between a clause boundary and a `^` cue ("please never…", "and always…"). */
export const CLAUSE_OPENERS: readonly string[] = [
	"please", "and", "but", "so", "also", "bitte", "und", "aber", "also", "auch", "et", "mais", "merci", "stp", "svp",
	"y", "pero", "porfa", "por favor", "e", "ma", "per favore", "ok", "okay",
];

/** Cues that mean the same in every language (check marks, thumbs up); always consulted. */
export const NEUTRAL_CUES: Readonly<{ completion: readonly string[]; keep: readonly string[] }> = {
	completion: ["✓", "✔", "✅", "☑", "🗸", "☒", "[x]", "✔️", "☑️"],
	keep: ["👍", "👌", "ok", "okay", "+1"],
};

/** "is", "ist", "est", "está", "è": before a placement contrast they make it a statement ("it's in room 4, not in room 5"). */
export const COPULA_WORDS: readonly string[] = [
	"is", "are", "was", "were", "it's", "its", "ist", "sind", "war", "waren", "liegt", "est", "sont", "c'est", "etait", "es", "son",
	"esta", "estan", "era", "e", "sono", "era", "sta", "si trova",
];
