import type { Nodes, Parents, Root } from "mdast";
import { keptId, proposalId } from "../ids";
import { headingText, indentWidth, isBlank, isHeading, mapLines, type Line, type LineMap } from "./lines";
import { parseWindow } from "./markdown";
import { LIST_MARKER, listItemAt, paragraphItemAt, type AgendaItem } from "./items";
import { itemByLines } from "./lineGrammar";

export type { AgendaItem } from "./items";

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
	/** The kept marker on the line right after the `>` lines (`<!-- am:kept 7f3a9c21 -->`), if there is one: its line and the id it carries. */
	marker: { line: number; id: string } | null;
	/**
	 * True when that marker carries this annotation's own kept id: it was
	 * proposed already and waits for the user to fix the item and delete
	 * it, so a pass leaves it alone. A marker with another id is stale (the
	 * user edited the annotation): the annotation is decided afresh.
	 */
	kept: boolean;
}

/**
 * The hidden line a pass adds after an annotation it proposed but could
 * not apply to its item, at the indentation of the `>` lines:
 * `<!-- am:kept 7f3a9c21 -->`, with the annotation's kept id (see keptId).
 */
export function keptMarker(indent: string, annotationText: string): string {
	return `${indent}<!-- am:kept ${keptId(annotationText)} -->`;
}

/** A kept marker line, as a pass writes it (white space inside the comment aside). */
const KEPT_MARKER = /^[ \t]*<!--[ \t]*am:kept[ \t]+([0-9a-f]{8})[ \t]*-->[ \t]*$/;

/** The kept marker on `line` of a note, if it holds one. */
function markerAt(lines: Line[], line: number): { line: number; id: string } | null {
	const text = lines[line]?.text;
	const match = text === undefined ? null : KEPT_MARKER.exec(text);
	return match ? { line, id: match[1]! } : null;
}

/** The note's lines and the annotations found in it. */
export interface AnnotationScan {
	map: LineMap;
	annotations: Annotation[];
}

const QUOTE_LINE = /^[ \t]*>/;
const CALLOUT = /^[ \t]*>[ \t]*\[![^\]\s]+\]/;

/** True for a line the user starts with `>` (indented or not). */
function isQuoteLine(text: string): boolean {
	return QUOTE_LINE.test(text);
}

/** Bounds on the window parsed around one annotation; past them the line grammar decides alone. */
export interface ParseLimits {
	/** Most UTF-16 units parsed for one annotation (its item's block and its `>` lines): remark slows down steeply on long text. */
	windowChars: number;
	/** Deepest nesting, in columns of indentation and container markers, a parsed window may hold: remark slows down steeply with nesting. */
	windowIndent: number;
}

/** Limits that let every ordinary agenda item be parsed, and keep a pathological note (a 1,000-level list, a 5 MB line) linear. */
export const DEFAULT_PARSE_LIMITS: ParseLimits = { windowChars: 8 * 1024, windowIndent: 40 };

/**
 * Finds the annotations in a note: runs of `>` lines directly under a list
 * item or paragraph item. A line scan finds the candidates; only a bounded
 * window around each is parsed, and a note without `>` lines is not parsed.
 * Where the window would pass `limits`, the line grammar decides alone, so
 * the time stays linear in the note's size.
 */
export function findAnnotations(text: string, notePath: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): AnnotationScan {
	const map = mapLines(text);
	const annotations: Annotation[] = [];
	if (!/^[ \t]*>/m.test(text)) return { map, annotations };
	const { lines, opaque } = map;
	for (let i = 0; i < lines.length; i++) {
		if (opaque[i] || !isQuoteLine(lines[i]!.text)) continue;
		let last = i;
		while (last + 1 < lines.length && !opaque[last + 1] && isQuoteLine(lines[last + 1]!.text)) last++;
		const annotation = annotationAt(text, map, i, last, notePath, limits);
		if (annotation) annotations.push(annotation);
		i = last;
	}
	return { map, annotations };
}

function annotationAt(text: string, map: LineMap, first: number, last: number, notePath: string, limits: ParseLimits): Annotation | null {
	const { lines, opaque } = map;
	const above = first - 1;
	const itemLine = lines[above];
	if (!itemLine || opaque[above] || isBlank(itemLine.text) || isHeading(itemLine.text)) return null;
	if (CALLOUT.test(lines[first]!.text)) return null;
	const quote = quoteText(lines, first, last);
	if (quote === "") return null;

	const item = itemAbove(text, map, first, last, limits);
	if (!item) return null;
	const headingLine = map.heading[above] ?? -1;
	const section = headingLine >= 0 ? headingText(lines[headingLine]!.text) : "";
	const marker = opaque[last + 1] ? null : markerAt(lines, last + 1);
	return {
		id: proposalId(notePath, item.text, quote),
		item,
		firstQuoteLine: first,
		lastQuoteLine: last,
		text: quote,
		section,
		neighbours: neighbourItems(map, item.firstLine, last, headingLine),
		marker,
		kept: marker !== null && marker.id === keptId(quote),
	};
}

/** The annotation text: `>` and one following space removed from each line. */
function quoteText(lines: Line[], first: number, last: number): string {
	const parts: string[] = [];
	for (let i = first; i <= last; i++) parts.push(lines[i]!.text.replace(/^[ \t]*>[ \t]?/, "").trimEnd());
	return parts.join("\n").trim();
}

/** The item the `>` lines `first`..`last` annotate: from a parse of the window around them, or by the line grammar when that window is past the limits. */
function itemAbove(text: string, map: LineMap, first: number, last: number, limits: ParseLimits): AgendaItem | null {
	const { lines } = map;
	const above = first - 1;
	const windowFirst = windowStart(map, above, limits);
	if (windowFirst === null || lines[last]!.end - lines[windowFirst]!.start > limits.windowChars || deeperThan(map, first, last, limits.windowIndent)) {
		return itemByLines(text, map, first);
	}
	const tree = parseWindow(text.slice(lines[windowFirst]!.start, lines[last]!.end));
	const relative = (line: number) => line - windowFirst + 1;
	if (!startsBlockquote(tree, relative(first))) return null;
	return itemFromChain(nodesAtLine(tree, relative(above)), text, lines, above, windowFirst);
}

/** True when one of the lines `first`..`last` nests deeper than `columns`. */
function deeperThan(map: LineMap, first: number, last: number, columns: number): boolean {
	for (let i = first; i <= last; i++) if (nestingWidth(map.lines[i]!.text) > columns) return true;
	return false;
}

/** A line's indentation and the container markers that open it (`- `, `1. `, `> `, repeated: `- - - x` is three lists deep). */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:[-*+]|\d{1,9}[.)]|>)[ \t]+)*/;

/** How deep remark must nest to read a line, in columns: its indentation, or its container markers when they reach further. */
function nestingWidth(line: string): number {
	return Math.max(indentWidth(line), CONTAINER_PREFIX.exec(line)![0].length);
}

/**
 * The first line of the top-level block that holds `line`: walking up, the
 * first unindented line that starts a list item or heading, or follows a
 * blank line, a fence or the frontmatter. Parsing from there gives remark
 * the same context as the whole note would. Null when the window would
 * pass the limits (the walk stops there, so it stays short).
 */
function windowStart(map: LineMap, line: number, limits: ParseLimits): number | null {
	const { lines, opaque } = map;
	const pastLimits = (from: number) => lines[line]!.end - lines[from]!.start > limits.windowChars || nestingWidth(lines[from]!.text) > limits.windowIndent;
	let start = line;
	while (start > 0) {
		if (pastLimits(start)) return null;
		const current = lines[start]!.text;
		const previous = lines[start - 1]!.text;
		if (indentWidth(current) === 0 && !isBlank(current)) {
			if (LIST_MARKER.test(current) || isHeading(current) || isBlank(previous) || opaque[start - 1]) break;
		}
		// Never let the window begin inside frontmatter or a fence: remark would read its closing line as markup.
		if (opaque[start - 1]) break;
		start--;
	}
	return pastLimits(start) ? null : start;
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

/** Up to two list items before and after the annotated item, within its section. */
function neighbourItems(map: LineMap, firstLine: number, lastQuoteLine: number, headingLine: number): string[] {
	const { lines, opaque } = map;
	const found: string[] = [];
	const take = (index: number) => {
		const line = lines[index]!.text;
		const marker = LIST_MARKER.exec(line);
		if (marker && !opaque[index]) found.push(line.slice(marker[0].length).trim());
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
		if (isHeading(lines[i]!.text) && !opaque[i]) break;
		if (LIST_MARKER.test(lines[i]!.text)) {
			take(i);
			after++;
		}
	}
	return found.filter((entry) => entry !== "");
}
