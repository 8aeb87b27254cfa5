import { commentAfter, type Comment } from "./comments";

/** One line of a note, with UTF-16 offsets into the note's text. */
export interface Line {
	/** Offset of the line's first character. */
	start: number;
	/** Offset just past the line's content (before its line ending). */
	end: number;
	/** Offset just past the line ending (equals `end` on the last line without one). */
	next: number;
	/** The line's content, without its line ending. */
	text: string;
}

/**
 * Splits a note into lines without losing a byte: `\n`, `\r\n` and lone
 * `\r` all end a line. A BOM stands before the first line, not in it.
 */
export function splitLines(text: string): Line[] {
	const lines: Line[] = [];
	let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
	const length = text.length;
	while (start < length) {
		let end = start;
		while (end < length) {
			const code = text.charCodeAt(end);
			if (code === 10 || code === 13) break;
			end++;
		}
		let next = end;
		if (next < length) next += text.charCodeAt(next) === 13 && text.charCodeAt(next + 1) === 10 ? 2 : 1;
		lines.push({ start, end, next, text: text.slice(start, end) });
		start = next;
	}
	return lines;
}

/** The line ending a note mostly uses, for the lines we add to it. */
export function lineEnding(text: string): "\n" | "\r\n" {
	const crlf = text.split("\r\n").length - 1;
	const lf = text.split("\n").length - 1 - crlf;
	return crlf > lf ? "\r\n" : "\n";
}

/** True when the line has only white space. */
export function isBlank(text: string): boolean {
	return /^[ \t]*$/.test(text);
}

/** Width of the line's leading white space, tabs counted to the next multiple of 4. */
export function indentWidth(text: string): number {
	let width = 0;
	for (const char of text) {
		if (char === " ") width++;
		else if (char === "\t") width += 4 - (width % 4);
		else break;
	}
	return width;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/** A line that a setext underline below turns into a heading: plain paragraph text. */
function isSetextText(line: string): boolean {
	return !isBlank(line) && indentWidth(line) < 4 && !/^[ \t]*([-*+]|\d{1,9}[.)])([ \t]|$)|^[ \t]*>|^ {0,3}#/.test(line) && !SETEXT_UNDERLINE.test(line);
}

/** Line-level facts found in one linear scan, with no Markdown parse. */
export interface LineMap {
	lines: Line[];
	/**
	 * Per line: not Markdown the user reads as items and annotations —
	 * frontmatter, a fenced code block (fence lines included), or a line that
	 * begins inside an HTML comment (`<!-- … -->`) or an Obsidian comment
	 * (`%% … %%`).
	 */
	opaque: boolean[];
	/** Per line: index of the nearest heading (ATX, or a setext heading's text line) at or above it, or -1. A line is a heading when `heading[i] === i`. */
	heading: number[];
}

/** Scans a note once for frontmatter, code fences, comments and headings. */
export function mapLines(text: string): LineMap {
	const lines = splitLines(text);
	const opaque = new Array<boolean>(lines.length).fill(false);
	const heading = new Array<number>(lines.length).fill(-1);
	let index = 0;
	const first = lines[0]?.text;
	if (first !== undefined && /^(---|\+\+\+)[ \t]*$/.test(first)) {
		const delimiter = first.trim();
		for (let i = 1; i < lines.length; i++) {
			const line = lines[i]!.text.trim();
			if (line === delimiter || (delimiter === "---" && line === "...")) {
				for (let j = 0; j <= i; j++) opaque[j] = true;
				index = i + 1;
				break;
			}
		}
	}
	let fence: string | null = null;
	let comment: Comment = null;
	let lastHeading = -1;
	for (; index < lines.length; index++) {
		const line = lines[index]!.text;
		if (comment !== null) {
			// A comment hides fences and headings too: Obsidian shows none of it.
			opaque[index] = true;
			comment = commentAfter(line, comment);
			heading[index] = lastHeading;
			continue;
		}
		const open = FENCE.exec(line);
		if (fence !== null) {
			opaque[index] = true;
			if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = null;
		} else if (open && !(open[1]![0] === "`" && line.slice(line.indexOf(open[1]!) + open[1]!.length).includes("`"))) {
			opaque[index] = true;
			fence = open[1]!;
		} else {
			comment = commentAfter(line, null);
			if (HEADING.test(line)) {
				lastHeading = index;
			} else if (SETEXT_UNDERLINE.test(line) && index > 0 && !opaque[index - 1] && isSetextText(lines[index - 1]!.text)) {
				lastHeading = index - 1;
				heading[index - 1] = index - 1;
			}
		}
		heading[index] = lastHeading;
	}
	return { lines, opaque, heading };
}

/** The heading line's text without `#` marks and closing hashes. */
export function headingText(line: string): string {
	return line.replace(/^ {0,3}#{1,6}[ \t]*/, "").replace(/[ \t]+#+[ \t]*$/, "").trim();
}

/** True for an ATX heading line. */
export function isHeading(line: string): boolean {
	return HEADING.test(line);
}

/** The level (1–6) of the heading on line `index`, or null when that line is not a heading. */
export function headingLevel(map: LineMap, index: number): number | null {
	if (map.heading[index] !== index) return null;
	const atx = /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(map.lines[index]!.text);
	if (atx) return atx[1]!.length;
	return /^ {0,3}=/.test(map.lines[index + 1]?.text ?? "") ? 1 : 2;
}
