import { indentWidth, type Line } from "./lines";

/** A list item's first line: indentation, marker, the white space after it and an optional checkbox (status in group 4). */
export const LIST_MARKER = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)(?:\[([^\]\n])\](?:[ \t]+|$))?/;

/** An italic line under an item's title that holds its tags (`*work · due Friday*`). */
export const TAG_LINE = /^[ \t]*(?:\*[^*\s][^*]*\*|_[^_\s][^_]*_)[ \t]*$/;

/** The agenda item an annotation sits under. */
export interface AgendaItem {
	kind: "list" | "paragraph";
	/** Index of the item's first line (a list item's marker line). */
	firstLine: number;
	/** Index of the first line of the item's editable text (a later paragraph of a list item starts below its marker line). */
	textLine: number;
	/** Index of the item's last line: the line just above the annotation. */
	lastLine: number;
	/** Offsets of the item's editable text: after indentation, marker and checkbox; before a paragraph item's tag line. */
	textStart: number;
	textEnd: number;
	/** The item text as one line (continuation lines joined by a space). */
	text: string;
	/** Offset of a task's status character (the space in `[ ]`), or null for a non-task. */
	statusOffset: number | null;
	/** A task's status character (" ", "x", "-", …), or null for a non-task. */
	status: string | null;
	/** Indentation width of the item's first line. */
	indent: number;
	/** The italic tag line under the item's text (`*work · due Friday*`), trimmed, or null when it has none. */
	tag: string | null;
}

/**
 * A list item whose text is the paragraph holding the line above the
 * annotation: its first paragraph (after marker and checkbox) or a later
 * one. An italic tag line closing that paragraph is not part of the text.
 */
export function listItemAt(text: string, lines: Line[], firstLine: number, textFirst: number, lastLine: number): AgendaItem | null {
	const first = lines[firstLine]!;
	const marker = LIST_MARKER.exec(first.text);
	if (!marker) return null;
	const status = marker[4] ?? null;
	const statusOffset = status === null ? null : first.start + marker[0].lastIndexOf("[") + 1;
	const hasTagLine = lastLine > textFirst && TAG_LINE.test(lines[lastLine]!.text);
	const textLast = hasTagLine ? lastLine - 1 : lastLine;
	const opening = lines[textFirst]!;
	const textStart = textFirst === firstLine ? first.start + marker[0].length : opening.start + (opening.text.length - opening.text.trimStart().length);
	const textEnd = Math.max(textStart, withoutTrailingSpace(lines[textLast]!));
	return {
		kind: "list",
		firstLine,
		textLine: textFirst,
		lastLine,
		textStart,
		textEnd,
		text: joinText(text, textStart, textEnd),
		statusOffset,
		status,
		indent: indentWidth(first.text),
		tag: hasTagLine ? lines[lastLine]!.text.trim() : null,
	};
}

/**
 * A paragraph item: its title lines and the italic tag line under them.
 * Agendas of title and tag pairs are often written without blank lines
 * between items, so the item starts after the previous tag line of the
 * same CommonMark paragraph.
 */
export function paragraphItemAt(lines: Line[], paragraphFirst: number, lastLine: number): AgendaItem {
	const hasTagLine = lastLine > paragraphFirst && TAG_LINE.test(lines[lastLine]!.text);
	const textLast = hasTagLine ? lastLine - 1 : lastLine;
	let textFirst = textLast;
	while (textFirst > paragraphFirst && !TAG_LINE.test(lines[textFirst - 1]!.text)) textFirst--;
	const first = lines[textFirst]!;
	const textStart = first.start + (first.text.length - first.text.trimStart().length);
	const parts: string[] = [];
	for (let i = textFirst; i <= textLast; i++) parts.push(lines[i]!.text.trim());
	return {
		kind: "paragraph",
		firstLine: textFirst,
		textLine: textFirst,
		lastLine,
		textStart,
		textEnd: Math.max(textStart, withoutTrailingSpace(lines[textLast]!)),
		text: parts.join(" ").trim(),
		statusOffset: null,
		status: null,
		indent: indentWidth(first.text),
		tag: hasTagLine ? lines[lastLine]!.text.trim() : null,
	};
}

/** Where a line's text ends before trailing white space (a Markdown hard break or stray spaces stay the user's). */
function withoutTrailingSpace(line: Line): number {
	return line.start + line.text.trimEnd().length;
}

function joinText(text: string, start: number, end: number): string {
	return text
		.slice(start, end)
		.split(/\r\n|\r|\n/)
		.map((part) => part.trim())
		.join(" ")
		.trim();
}
