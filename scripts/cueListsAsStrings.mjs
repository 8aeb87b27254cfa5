// Build step for main.js: the cue lists are thousands of short strings in
// array literals, which V8 must pre-parse when Obsidian loads the plugin
// (about a millisecond). Joined into one string each and split when a
// language's lists are first built (src/core/lexicon/cues/index.ts builds
// them lazily), they cost a string scan instead. Only arrays of plain
// double-quoted strings are rewritten; everything else stays as written.

// White space and line comments between the strings: the lists are commented ("// Dismissed: …").
const GAP = String.raw`(?:\s|//[^\n]*\n)*`;
const PLAIN = String.raw`"[^"\\\n]*"`;
const STRING_ARRAY = new RegExp(String.raw`\[(${GAP}${PLAIN}(?:${GAP},${GAP}${PLAIN})*${GAP},?${GAP})\]`, "g");
// A string or a comment, left to right, so a "//" inside a string stays in it and a quoted word inside a comment is no cue.
const STRING_OR_COMMENT = /"([^"\\\n]*)"|\/\/[^\n]*/g;

// What the words are joined with: the first character none of them holds. Not a line break where it can be avoided: the
// minifier writes a string with line breaks as a template literal, which V8 reads more slowly than a plain string.
const SEPARATORS = ["~", "@", "#", "\n"];

/** The cue file's source with each array of plain strings (comments between them dropped) as `"a~b".split("~")`. */
export function cueListsAsStrings(source) {
	return source.replace(STRING_ARRAY, (_, body) => {
		const words = [...body.matchAll(STRING_OR_COMMENT)].filter((match) => match[1] !== undefined).map((match) => match[1]);
		const separator = SEPARATORS.find((candidate) => words.every((word) => !word.includes(candidate)));
		return `${JSON.stringify(words.join(separator))}.split(${JSON.stringify(separator)})`;
	});
}

/** The cue files the step rewrites: the cue lists, and the words proposals are worded with. */
export const CUE_FILES = /[\\/]src[\\/]core[\\/]lexicon[\\/](?:(?:en|de|fr|es|it)[\\/](?:cues|statements)|cues[\\/]neutral)\.ts$/;
