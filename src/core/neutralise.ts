/**
 * The one neutraliser for text that enters a note from outside: a model's
 * reply, an annotation, the selection command, the public API. What comes
 * out is inline text on one line that no Markdown or Obsidian reader (nor
 * our own block and entry parsers) can take for structure, and that reads
 * the same in reading view.
 *
 * Two kinds of escape, each chosen for where the danger sits:
 * - hazards anywhere in the line (`<tag`, `<!--`, `-->`, `%%`, `$$`, `![`)
 *   become HTML character references (`&lt;`, `&#37;`, …). CommonMark
 *   renders them as the very character, and the character leaves the raw
 *   text, so scanners that read raw text (Obsidian's `%%` comments, our
 *   `<!-- am:… -->` markers, other plugins) cannot see it. A backslash
 *   would leave it in place for them.
 * - block syntax at the start of the line (fence, `>`, `#`, rule, list
 *   marker, checkbox, table row) gets a CommonMark backslash escape before
 *   its first character: block scanners only look there, and `\#` reads
 *   better in the editor than `&#35;`.
 * Neutralising twice changes nothing, so a text may pass through it at
 * every hop (reply → Exchange.md → memory note → relation line).
 */
import { joinLines } from "./text";

/** Most visible characters kept, per use; a longer text is cut and ends with "…". */
export const TEXT_LIMITS = {
	/** A proposal's statement in Exchange.md. */
	proposal: 500,
	/** The item, annotation and reason quoted under a proposal. */
	detail: 500,
	/** A memory, rules or skills entry, and a relation line naming one (the user may have lengthened the proposal). */
	entry: 2000,
} as const;

/**
 * Bidi controls and zero-width or invisible format characters: they reorder
 * or hide what the reader sees, so they go. The Arabic letter mark, the
 * Mongolian vowel separator, zero-width space, joiners and directional
 * marks, the embeddings and overrides, the word joiner and invisible
 * operators, the isolates, the deprecated format characters and the BOM.
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** Options of `withoutInvisible`. */
export interface InvisibleOptions {
	/** Keep a zero-width joiner inside an emoji sequence (👨‍👩‍👧): it makes one picture of what the reader sees, hiding nothing. */
	emojiJoiners?: boolean;
}

/** The text without bidi controls and zero-width characters (what every text from a model or a note loses before it is written). */
export function withoutInvisible(text: string, options: InvisibleOptions = {}): string {
	if (!options.emojiJoiners) return text.replace(INVISIBLE, "");
	return text.replace(INVISIBLE, (char: string, offset: number, whole: string) => (char === "\u200d" && joinsEmoji(whole, offset) ? char : ""));
}

/** True when the joiner at `offset` stands between an emoji (or its modifier or variation selector) and another emoji. */
function joinsEmoji(text: string, offset: number): boolean {
	return /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u.test(text.slice(Math.max(0, offset - 2), offset)) && /^\p{Extended_Pictographic}/u.test(text.slice(offset + 1, offset + 3));
}

/** C1 control characters (NEL among them, a line break to some readers), which `joinLines` leaves: each becomes a space. */
const C1_CONTROLS = /[\u0080-\u009f]/g;

/**
 * One visible character for the length limit: a character reference, a
 * backslash escape or one code point — so an escaped text counts as long as
 * the text it shows, and cutting never splits an escape or a surrogate pair.
 */
const VISIBLE_CHARACTER = /&(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});|\\[!-/:-@[-`{-~]|[\s\S]/giu;

/**
 * Inline hazards and what replaces each (group 1 is the run of backslashes
 * before the hazard, see `evenRun`): the `<` of a tag, the `>` that ends a
 * comment, the second character of a pair, the `!` of an image.
 */
const INLINE_HAZARDS: readonly [RegExp, string][] = [
	// An HTML tag, comment, declaration or processing instruction: `<script>`, `<img src=…>`, `<!--`, `</x>`, `<?`.
	[/(\\*)<(?=[a-z!/?])/gi, "&lt;"],
	// The end of an HTML comment, which could close one opened earlier in the note.
	[/(\\*)-->/g, "--&gt;"],
	// Obsidian comments (`%% hidden %%`) and display maths (`$$ … $$`), which run across lines.
	[/(\\*)%%/g, "%&#37;"],
	[/(\\*)\$\$/g, "$&#36;"],
	// An image or embed (`![x](https://…)`, `![[note]]`) would load or transclude; a link stays a link.
	[/(\\*)!\[/g, "&#33;["],
];

/**
 * Block syntax at the start of a line; group 1 is what precedes the
 * character to escape (the digits of an ordered list marker), so the
 * backslash goes right before the punctuation that makes the syntax.
 */
const LEADING_SYNTAX: readonly RegExp[] = [
	// Code fence.
	/^()(?:`{3}|~{3})/,
	// Blockquote (and callout).
	/^()>/,
	// ATX heading (`#tag` is a tag, not a heading: left alone).
	/^()#{1,6}(?:[ \t]|$)/,
	// Thematic break or setext underline: a line of only `-`, `*`, `_` or `=` (one is enough for a setext underline).
	/^()([-*_=])[ \t]*(?:\2[ \t]*)*$/,
	// Bullet list marker.
	/^()[-*+](?:[ \t]|$)/,
	// Ordered list marker: `1.` or `1)`.
	/^(\d{1,9})[.)](?:[ \t]|$)/,
	// Checkbox, class label, date, footnote or link reference definition: a bracket at the start that is not a link.
	/^()\[[^[\]]*\](?!\()/,
	/^()\[(?:[^[\]]|\d{4}-\d{2}-\d{2})\]/,
	// Table row.
	/^()\|/,
];

/** Options of `neutralise`. */
export interface NeutraliseOptions {
	/** Most visible characters (default TEXT_LIMITS.proposal); Infinity for no limit. */
	limit?: number;
	/**
	 * Line starts the target format reserves beyond Markdown's (e.g. a
	 * proposal block's provenance line): a text that starts so gets its
	 * first character escaped too.
	 */
	reserved?: readonly RegExp[];
}

/**
 * Text made safe to write as inline text on one line of a note: line breaks
 * and control characters become spaces (so a wrapped text reads as before),
 * white space collapses, bidi controls and zero-width characters go, it is
 * cut to its limit, HTML, comments, `%%`, `$$` and embeds are made inert and
 * block syntax at its start is escaped.
 */
export function neutralise(text: string, options: NeutraliseOptions = {}): string {
	const limit = options.limit ?? TEXT_LIMITS.proposal;
	let line = cut(joinLines(withoutInvisible(text).replace(C1_CONTROLS, " ")), limit);
	for (const [pattern, replacement] of INLINE_HAZARDS) line = line.replace(pattern, (_hazard, backslashes: string) => evenRun(backslashes) + replacement);
	return escapeLineStart(line, options.reserved ?? []);
}

/** The text cut to `limit` visible characters, the last of them an ellipsis, when it is longer. */
function cut(text: string, limit: number): string {
	if (text.length <= limit) return text;
	const pattern = new RegExp(VISIBLE_CHARACTER.source, VISIBLE_CHARACTER.flags);
	let count = 0;
	let kept = 0;
	while (pattern.lastIndex < text.length) {
		pattern.exec(text);
		count++;
		// Room for limit − 1 characters and the ellipsis.
		if (count === limit - 1) kept = pattern.lastIndex;
		if (count > limit) return `${text.slice(0, kept).trimEnd()}…`;
	}
	return text;
}

/**
 * The backslashes before a hazard, one fewer when they are odd: the last
 * one escaped the hazard's first character, which its replacement shows
 * anyway, and left in place it would escape the replacement's `&`.
 */
function evenRun(backslashes: string): string {
	return backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes;
}

/** A backslash before the character that would make the line's start block syntax. */
function escapeLineStart(line: string, reserved: readonly RegExp[]): string {
	for (const pattern of LEADING_SYNTAX) {
		const match = pattern.exec(line);
		if (match) {
			const at = match[1]!.length;
			return `${line.slice(0, at)}\\${line.slice(at)}`;
		}
	}
	if (reserved.some((pattern) => pattern.test(line))) return `\\${line}`;
	return line;
}

/** The character references `neutralise` writes, and what each shows. */
const SHOWN: Readonly<Record<string, string>> = { "&lt;": "<", "&gt;": ">", "&#37;": "%", "&#36;": "$", "&#33;": "!" };

/**
 * A neutralised text as a reader sees it in reading view (for the review
 * panel, which shows note text as plain text): the references `neutralise`
 * writes become their characters again and an escape at the start goes.
 * Never written back into a note as is: an edit goes through `neutralise`.
 */
export function shownText(text: string): string {
	return text.replace(/^(\d{0,9})\\(?=[!-/:-@[-`{-~])/, "$1").replace(/&lt;|&gt;|&#37;|&#36;|&#33;/g, (reference) => SHOWN[reference]!);
}
