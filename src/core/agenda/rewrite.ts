import type { AgendaItem } from "./items";
import { toSingleLine } from "../text";
import { withoutInvisible } from "../neutralise";
import { escapeTagsExcept, inlineTags } from "./inlineTags";

/** The text a rewrite puts in place of an item's text, or why it is refused (then the item and its annotation stay). */
export type RewriteText = { text: string; refused: null } | { text: null; refused: string };

/** Line breaks: CommonMark's, and the separators an editor may show as one. */
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/** Comment markers that would hide or reveal the lines after the item. */
const COMMENT_MARKER = /<!--|-->|%%/;

/** What a line starting with the new text would be instead of item text, checked in order. */
const BLOCK_STARTS: [RegExp, string][] = [
	[/^>/, "a blockquote (a new annotation)"],
	[/^#{1,6}(?:\s|$)/, "a heading"],
	[/^(?:`{3,}|~{3,})/, "a code fence"],
	[/^\$\$/, "a math block"],
	[/^([-*_])(?:[ \t]*\1){2,}[ \t]*$/, "a horizontal rule"],
	[/^(?:=+|-+)[ \t]*$/, "a heading underline"],
	[/^(?:[-*+]|\d{1,9}[.)])(?:\s|$)/, "a list item"],
	[/^\[[^\]]\](?:\s|$)/, "a checkbox"],
	// A row of only dashes, colons and pipes is a table's delimiter row: it turns the line above into a table header.
	[/^\||\|$|^[-:|\s]*-[-:|\s]*$/, "a table row"],
	// An autolink (`<https://…>`) is inline; a tag, comment or declaration may open an HTML block.
	[/^<(?![A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>)[A-Za-z/!?]/, "an HTML block"],
	[/^\[[^\]]+\]:/, "a link definition"],
];

/**
 * The new text for an item from a decider's rewrite, if it is inline text:
 * one line that, put after the item's marker and checkbox, adds no block to
 * the note (no blockquote, heading, fence, rule, list item, checkbox, table
 * row, HTML block, comment), without bidi controls or zero-width
 * characters. A repeated tag line at its end (on the same
 * line or the next) is the item's own and is dropped, not doubled. An empty
 * text is returned as "" (nothing to rewrite). A tag (`#work`) neither the
 * item nor the user's annotation has is written escaped (`\#work`): shown,
 * but no tag, since a tag would change which bound rules later requests
 * carry and what the user's tag searches find.
 */
export function rewriteText(item: AgendaItem, proposed: string, annotation = ""): RewriteText {
	// Bidi controls and zero-width characters would reorder or hide what the agenda shows: they go, as from every text we write
	// (a joiner inside an emoji sequence stays: it hides nothing, and the item keeps its picture).
	let text = withoutInvisible(proposed, { emojiJoiners: true }).trim();
	if (text === "") return { text: "", refused: null };
	if (item.tag !== null) {
		const withoutTag = text.replace(repeatedTag(item.tag), "").trim();
		if (withoutTag === "") return refuse("only repeats the item's tag line");
		text = withoutTag;
	}
	if (LINE_BREAK.test(text)) return refuse("has more than one line");
	if (COMMENT_MARKER.test(text)) return refuse("would open or close a comment");
	const line = toSingleLine(text);
	for (const [start, what] of BLOCK_STARTS) {
		if (start.test(line)) return refuse(`would start ${what}`);
	}
	return { text: escapeTagsExcept(line, new Set(inlineTags(`${item.text}\n${annotation}`))), refused: null };
}


function refuse(why: string): RewriteText {
	return { text: null, refused: `The new item text ${why}; a rewrite must be plain text on one line. The item and its annotation were left as they are.` };
}

/** The item's tag line at the end of a text, in either emphasis style, however the white space in it differs. */
function repeatedTag(tag: string): RegExp {
	const inner = tag
		.slice(1, -1)
		.trim()
		.split(/\s+/)
		.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
		.join("\\s+");
	return new RegExp(`(?:^|\\s)(?:\\*\\s*${inner}\\s*\\*|_\\s*${inner}\\s*_)$`);
}
