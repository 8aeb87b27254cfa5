import type { Nodes, Parents, Root } from "mdast";
import { proposalId } from "../ids";
import { headingText, indentWidth, isBlank, isHeading, mapLines, type Line, type LineMap } from "./lines";
import { parseWindow } from "./markdown";

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
}

/** A `>` correction the user wrote under an item. */
export interface Annotation {
	/** Stable id: hash of note path, item text and annotation text. */
	id: string;
	item: AgendaItem;
	/** Index of the first and last `>` line. */
	firstQuoteLine: number;
	lastQuoteLine: number;
	/** The annotation's text: `>` prefixes removed, lines joined by `\n`, trimmed. */
	text: string;
	/** Text of the nearest heading above the item, or "". */
	section: string;
	/** Texts of the list items around this one (same section), for a model's context. */
	neighbours: string[];
}

/** The note's lines and the annotations found in it. */
export interface AnnotationScan {
	map: LineMap;
	annotations: Annotation[];
}

const QUOTE_LINE = /^[ \t]*>/;
const CALLOUT = /^[ \t]*>[ \t]*\[![^\]\s]+\]/;
const LIST_MARKER = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)(?:\[([^\]\n])\](?:[ \t]+|$))?/;
const TAG_LINE = /^[ \t]*(?:\*[^*\s][^*]*\*|_[^_\s][^_]*_)[ \t]*$/;

/** True for a line the user starts with `>` (indented or not). */
function isQuoteLine(text: string): boolean {
	return QUOTE_LINE.test(text);
}

/**
 * Finds the annotations in a note: runs of `>` lines directly under a list
 * item or paragraph item. A line scan finds the candidates; only a bounded
 * window around each is parsed, and a note without `>` lines is not parsed.
 */
export function findAnnotations(text: string, notePath: string): AnnotationScan {
	const map = mapLines(text);
	const annotations: Annotation[] = [];
	if (!/^[ \t]*>/m.test(text)) return { map, annotations };
	const { lines, code } = map;
	for (let i = 0; i < lines.length; i++) {
		if (code[i] || !isQuoteLine(lines[i]!.text)) continue;
		let last = i;
		while (last + 1 < lines.length && !code[last + 1] && isQuoteLine(lines[last + 1]!.text)) last++;
		const annotation = annotationAt(text, map, i, last, notePath);
		if (annotation) annotations.push(annotation);
		i = last;
	}
	return { map, annotations };
}

function annotationAt(text: string, map: LineMap, first: number, last: number, notePath: string): Annotation | null {
	const { lines, code } = map;
	const above = first - 1;
	const itemLine = lines[above];
	if (!itemLine || code[above] || isBlank(itemLine.text) || isHeading(itemLine.text)) return null;
	if (CALLOUT.test(lines[first]!.text)) return null;
	const quote = quoteText(lines, first, last);
	if (quote === "") return null;

	const windowFirst = windowStart(map, above);
	const base = lines[windowFirst]!.start;
	const tree = parseWindow(text.slice(base, lines[last]!.end));
	const relative = (line: number) => line - windowFirst + 1;
	if (!startsBlockquote(tree, relative(first))) return null;

	const chain = nodesAtLine(tree, relative(above));
	const item = itemFromChain(chain, text, lines, above, windowFirst);
	if (!item) return null;
	const headingLine = map.heading[above] ?? -1;
	const section = headingLine >= 0 ? headingText(lines[headingLine]!.text) : "";
	return {
		id: proposalId(notePath, item.text, quote),
		item,
		firstQuoteLine: first,
		lastQuoteLine: last,
		text: quote,
		section,
		neighbours: neighbourItems(map, item.firstLine, last, headingLine),
	};
}

/** The annotation text: `>` and one following space removed from each line. */
function quoteText(lines: Line[], first: number, last: number): string {
	const parts: string[] = [];
	for (let i = first; i <= last; i++) parts.push(lines[i]!.text.replace(/^[ \t]*>[ \t]?/, "").trimEnd());
	return parts.join("\n").trim();
}

/**
 * The first line of the top-level block that holds `line`: walking up, the
 * first unindented line that starts a list item or heading, or follows a
 * blank line, a fence or the frontmatter. Parsing from there gives remark
 * the same context as the whole note would.
 */
function windowStart(map: LineMap, line: number): number {
	const { lines, code } = map;
	let start = line;
	while (start > 0) {
		const current = lines[start]!.text;
		const previous = lines[start - 1]!.text;
		if (indentWidth(current) === 0 && !isBlank(current)) {
			if (LIST_MARKER.test(current) || isHeading(current) || isBlank(previous) || code[start - 1]) break;
		}
		// Never let the window begin inside frontmatter or a fence: remark would read its closing line as markup.
		if (code[start - 1]) break;
		start--;
	}
	return start;
}

function startsBlockquote(tree: Root, line: number): boolean {
	let found = false;
	const visit = (node: Nodes) => {
		if (found || !node.position || node.position.end.line < line || node.position.start.line > line) return;
		if (node.type === "blockquote" && node.position.start.line === line) found = true;
		else if ("children" in node) for (const child of node.children) visit(child);
	};
	visit(tree);
	return found;
}

/** The nodes containing `line`, outermost first. */
function nodesAtLine(tree: Root, line: number): Nodes[] {
	const chain: Nodes[] = [];
	let node: Parents | null = tree;
	while (node) {
		let next: Parents | null = null;
		for (const child of node.children as Nodes[]) {
			const position = child.position;
			if (!position || position.start.line > line || position.end.line < line) continue;
			chain.push(child);
			next = "children" in child ? child : null;
			break;
		}
		node = next;
	}
	return chain;
}

const BLOCKS = new Set(["listItem", "paragraph", "heading", "code", "html", "table", "blockquote", "thematicBreak", "definition", "footnoteDefinition", "yaml", "toml", "list"]);

function itemFromChain(chain: Nodes[], text: string, lines: Line[], above: number, windowFirst: number): AgendaItem | null {
	const blocks = chain.filter((node) => BLOCKS.has(node.type));
	const deepest = blocks[blocks.length - 1];
	if (!deepest) return null;
	const parent = blocks[blocks.length - 2];
	const absolute = (line: number) => line - 1 + windowFirst;
	if (deepest.type === "listItem" || (deepest.type === "paragraph" && parent?.type === "listItem")) {
		const listItem = deepest.type === "listItem" ? deepest : parent!;
		if (blocks.some((node) => node.type === "blockquote" || node.type === "footnoteDefinition")) return null;
		const textFirst = deepest.type === "paragraph" ? absolute(deepest.position!.start.line) : absolute(listItem.position!.start.line);
		return listItemAt(text, lines, absolute(listItem.position!.start.line), textFirst, above);
	}
	if (deepest.type === "paragraph" && blocks.length === 1) {
		return paragraphItemAt(lines, absolute(deepest.position!.start.line), above);
	}
	return null;
}

/**
 * A list item whose text is the paragraph holding the line above the
 * annotation: its first paragraph (after marker and checkbox) or a later
 * one. An italic tag line closing that paragraph is not part of the text.
 */
function listItemAt(text: string, lines: Line[], firstLine: number, textFirst: number, lastLine: number): AgendaItem | null {
	const first = lines[firstLine]!;
	const marker = LIST_MARKER.exec(first.text);
	if (!marker) return null;
	const status = marker[4] ?? null;
	const statusOffset = status === null ? null : first.start + marker[0].lastIndexOf("[") + 1;
	const textLast = lastLine > textFirst && TAG_LINE.test(lines[lastLine]!.text) ? lastLine - 1 : lastLine;
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
	};
}

/**
 * A paragraph item: its title lines and the italic tag line under them.
 * Agendas of title and tag pairs are often written without blank lines
 * between items, so the item starts after the previous tag line of the
 * same CommonMark paragraph.
 */
function paragraphItemAt(lines: Line[], paragraphFirst: number, lastLine: number): AgendaItem {
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

/** Up to two list items before and after the annotated item, within its section. */
function neighbourItems(map: LineMap, firstLine: number, lastQuoteLine: number, headingLine: number): string[] {
	const { lines, code } = map;
	const found: string[] = [];
	const take = (index: number) => {
		const line = lines[index]!.text;
		const marker = LIST_MARKER.exec(line);
		if (marker && !code[index]) found.push(line.slice(marker[0].length).trim());
	};
	let before = 0;
	for (let i = firstLine - 1; i > headingLine && i >= 0 && before < 2 && firstLine - i <= 20; i--) {
		if (LIST_MARKER.test(lines[i]!.text)) {
			take(i);
			before++;
		}
	}
	found.reverse();
	let after = 0;
	for (let i = lastQuoteLine + 1; i < lines.length && after < 2 && i - lastQuoteLine <= 20; i++) {
		if (isHeading(lines[i]!.text) && !code[i]) break;
		if (LIST_MARKER.test(lines[i]!.text)) {
			take(i);
			after++;
		}
	}
	return found.filter((entry) => entry !== "");
}
