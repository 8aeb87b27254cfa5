import { LIST_MARKER, listItemAt, paragraphItemAt, type AgendaItem } from "./items";
import { indentWidth, isBlank, isHeading, type LineMap } from "./lines";

const QUOTE_LINE = /^[ \t]*>/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HTML_BLOCK = /^ {0,3}<[A-Za-z/!?]/;
const TABLE_DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$|^[ \t]*\|[ \t]*:?-+:?[ \t]*\|[ \t]*$/;
const MARKER_PREFIX = /^([ \t]*(?:[-*+]|\d{1,9}[.)]))([ \t]*)(.?)/;

/** How many lines above a later paragraph of a list item are searched for its marker line. */
const LOOKBACK_LINES = 200;

/**
 * The item the `>` line `first` annotates, by the line grammar alone (the
 * design contract's "What counts as an annotation"; docs/guide.md): the list
 * item or paragraph item that ends on the line just above, or null when there
 * is none or the `>` line does not start a blockquote. Used where parsing would cost too much (deep
 * nesting, very long lines); it reads only the item's own lines, so it runs
 * in time linear in them. The caller has checked that the line above is
 * text (not blank, opaque or an ATX heading) and the quote is no callout.
 */
export function itemByLines(text: string, map: LineMap, first: number): AgendaItem | null {
	const { lines } = map;
	const above = first - 1;
	if (isSetextUnderline(map, above) || THEMATIC_BREAK.test(lines[above]!.text) || swallowedByQuote(map, above)) return null;
	const quoteIndent = indentWidth(lines[first]!.text);
	let start = above;
	while (start > 0 && !endsParagraphAbove(map, start - 1)) {
		if (isListMarkerLine(lines[start]!.text)) break;
		start--;
	}
	if (isListMarkerLine(lines[start]!.text)) {
		// A `>` line indented four columns past the item's text continues its paragraph.
		if (quoteIndent >= contentColumn(lines[start]!.text) + 4) return null;
		return listItemAt(text, lines, start, start, above);
	}
	for (let i = start; i <= above; i++) {
		if (TABLE_DELIMITER_ROW.test(lines[i]!.text)) return null;
	}
	if (HTML_BLOCK.test(lines[start]!.text)) return null;
	const indent = indentWidth(lines[start]!.text);
	const owner = indent > 0 && start > 0 && isBlank(lines[start - 1]!.text) ? listItemAbove(map, start, indent) : null;
	if (owner !== null) {
		if (quoteIndent >= contentColumn(lines[owner]!.text) + 4) return null;
		return listItemAt(text, lines, owner, start, above);
	}
	// Four columns of indentation after a blank line make a code block, not a paragraph.
	if (indent >= 4 || quoteIndent >= 4) return null;
	return paragraphItemAt(lines, start, above);
}

/**
 * True when line `line` belongs to the blockquote above it: it lazily
 * continues the quote's paragraph (no line from the `>` line down to it
 * starts a list item, which needs less than four columns more indentation
 * than the `>`), or, after an empty `>` line, is indented code.
 */
function swallowedByQuote(map: LineMap, line: number): boolean {
	const { lines, opaque } = map;
	let top = line;
	while (top > 0 && !endsParagraphAbove(map, top - 1)) top--;
	const quote = lines[top - 1];
	if (!quote || opaque[top - 1] || !QUOTE_LINE.test(quote.text)) return false;
	const interrupts = indentWidth(quote.text) + 4;
	if (/^[ \t]*>[ \t]*$/.test(quote.text)) return indentWidth(lines[top]!.text) >= interrupts;
	for (let i = top; i <= line; i++) {
		if (isListMarkerLine(lines[i]!.text) && indentWidth(lines[i]!.text) < interrupts) return false;
	}
	return true;
}

/** True when line `index` ends the paragraph below it: blank, opaque, a `>` line, a heading or a thematic break. */
function endsParagraphAbove(map: LineMap, index: number): boolean {
	const line = map.lines[index]!.text;
	return isBlank(line) || map.opaque[index]! || QUOTE_LINE.test(line) || isHeading(line) || map.heading[index] === index || isSetextUnderline(map, index) || THEMATIC_BREAK.test(line);
}

/** True for a list item's marker line (a thematic break like `- - -` is none). */
function isListMarkerLine(line: string): boolean {
	return LIST_MARKER.test(line) && !THEMATIC_BREAK.test(line);
}

/** True when line `index` underlines a setext heading. */
function isSetextUnderline(map: LineMap, index: number): boolean {
	return index > 0 && map.heading[index - 1] === index - 1 && !isHeading(map.lines[index - 1]!.text);
}

/**
 * The marker line of the list item a paragraph at `indent` after a blank
 * line belongs to: the nearest line above indented less, when it is a
 * marker line whose text starts at or before that column; or null.
 */
function listItemAbove(map: LineMap, paragraph: number, indent: number): number | null {
	const { lines, opaque } = map;
	for (let i = paragraph - 1; i >= 0 && paragraph - i <= LOOKBACK_LINES; i--) {
		if (opaque[i]) return null;
		const line = lines[i]!.text;
		if (isBlank(line) || indentWidth(line) >= indent) continue;
		return isListMarkerLine(line) && contentColumn(line) <= indent ? i : null;
	}
	return null;
}

/** The column where a list item's text starts (CommonMark: one to four spaces after the marker, else one). */
function contentColumn(line: string): number {
	const match = MARKER_PREFIX.exec(line);
	if (!match) return 0;
	const marker = columns(match[1]!, 0);
	const gap = columns(match[2]!, marker) - marker;
	return match[3] === "" || gap > 4 ? marker + 1 : marker + gap;
}

/** The column reached after `text` starting at column `from`, tabs stopping at multiples of 4. */
function columns(text: string, from: number): number {
	let column = from;
	for (const char of text) column = char === "\t" ? column + 4 - (column % 4) : column + 1;
	return column;
}
