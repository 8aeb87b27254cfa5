/** The cue file's source with each array of plain strings as `"a\nb".split("\n")`. */
export function cueListsAsStrings(source: string): string;
/** The cue files the step rewrites. */
export const CUE_FILES: RegExp;
