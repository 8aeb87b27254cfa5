import type { Annotation } from "./annotations";
import { indentWidth, isBlank, isHeading, headingText, lineEnding, type LineMap } from "./lines";
import type { Decision } from "./types";
import { addDays, toSingleLine } from "./text";

/** Replace `text.slice(start, end)` with `insert`. */
export interface Splice {
	start: number;
	end: number;
	insert: string;
}

/** How decisions turn into edits (the user's settings). */
export interface EditOptions {
	completeMode: "check" | "remove";
	completionDate: boolean;
	postponeMode: "scheduled" | "later-heading";
	laterHeading: string;
	postponeDefaultDays: number;
	/** Today, YYYY-MM-DD. */
	today: string;
}

/**
 * Applies splices to a text in one pass (copying the text once, however
 * many splices). Splices at the same offset keep their order. Overlapping
 * splices are a programming error and throw.
 */
export function applySplices(text: string, splices: Splice[]): string {
	const sorted = splices.map((splice, order) => ({ splice, order })).sort((a, b) => a.splice.start - b.splice.start || a.splice.end - b.splice.end || a.order - b.order);
	const parts: string[] = [];
	let cursor = 0;
	for (const { splice } of sorted) {
		if (splice.start < cursor) throw new Error("Overlapping edits");
		parts.push(text.slice(cursor, splice.start), splice.insert);
		cursor = splice.end;
	}
	parts.push(text.slice(cursor));
	return parts.join("");
}

const SCHEDULED = /⏳\uFE0F? *\d{4}-\d{2}-\d{2}/u;
const DONE_DATE = /✅\uFE0F? *\d{4}-\d{2}-\d{2}/u;

/**
 * The splices that carry out one decision: the item is rewritten, ticked,
 * removed, scheduled or moved, and the annotation's `>` lines go. Only the
 * item's text, its status character, an appended date and the `>` lines
 * change; every other byte stays.
 */
export function spliceDecision(text: string, map: LineMap, annotation: Annotation, decision: Decision, options: EditOptions): Splice[] {
	const { lines } = map;
	const { item } = annotation;
	const quoteStart = lines[annotation.firstQuoteLine]!.start;
	const quoteEnd = lines[annotation.lastQuoteLine]!.next;
	const removeQuote: Splice = { start: quoteStart, end: quoteEnd, insert: "" };
	const itemStart = lines[item.firstLine]!.start;
	const hasChildren = childrenFollow(map, annotation);

	switch (decision.action) {
		case "rewrite": {
			const newText = decision.item === null ? "" : toSingleLine(decision.item);
			if (newText === "" || newText === item.text) return [removeQuote];
			return [{ start: item.textStart, end: item.textEnd, insert: newText }, removeQuote];
		}
		case "complete": {
			if (item.status === null || item.statusOffset === null) return [removeQuote];
			if (options.completeMode === "remove" && !hasChildren) return [{ start: itemStart, end: quoteEnd, insert: "" }];
			const splices: Splice[] = [removeQuote];
			if (item.status !== "x" && item.status !== "X") splices.push({ start: item.statusOffset, end: item.statusOffset + 1, insert: "x" });
			if (options.completionDate && !DONE_DATE.test(text.slice(item.textStart, item.textEnd))) {
				splices.push({ start: item.textEnd, end: item.textEnd, insert: ` ✅ ${options.today}` });
			}
			return splices;
		}
		case "postpone": {
			const until = decision.postponeUntil ?? addDays(options.today, options.postponeDefaultDays);
			if (options.postponeMode === "later-heading" && item.kind === "list" && !hasChildren) {
				const moved = text.slice(itemStart, lines[item.lastLine]!.end);
				return [{ start: itemStart, end: quoteEnd, insert: "" }, insertUnderLater(text, map, moved, options.laterHeading, itemStart, quoteEnd)];
			}
			const itemText = text.slice(item.textStart, item.textEnd);
			const existing = SCHEDULED.exec(itemText);
			if (existing) {
				const start = item.textStart + existing.index;
				return [{ start, end: start + existing[0].length, insert: `⏳ ${until}` }, removeQuote];
			}
			return [{ start: item.textEnd, end: item.textEnd, insert: ` ⏳ ${until}` }, removeQuote];
		}
		case "keep":
			return [removeQuote];
	}
}

/** True when lines indented deeper than the item follow its annotation (its nested items). */
function childrenFollow(map: LineMap, annotation: Annotation): boolean {
	const next = map.lines[annotation.lastQuoteLine + 1];
	return next !== undefined && !isBlank(next.text) && indentWidth(next.text) > annotation.item.indent;
}

/**
 * Where a moved item goes: at the end of the "Later" section (before the
 * next heading of the same or a higher level), or under a new heading at the
 * end of the note.
 */
function insertUnderLater(text: string, map: LineMap, moved: string, heading: string, removedStart: number, removedEnd: number): Splice {
	const { lines, code } = map;
	const eol = lineEnding(text);
	const wanted = heading.trim().toLowerCase();
	const headingIndex = lines.findIndex((line, i) => !code[i] && isHeading(line.text) && headingText(line.text).toLowerCase() === wanted);
	if (headingIndex < 0) {
		const ending = text.length === 0 || text.endsWith("\n") || text.endsWith("\r") ? "" : eol;
		return { start: text.length, end: text.length, insert: `${ending}${eol}## ${heading}${eol}${eol}${moved}${eol}` };
	}
	const level = /^ {0,3}(#+)/.exec(lines[headingIndex]!.text)![1]!.length;
	let last = headingIndex;
	for (let i = headingIndex + 1; i < lines.length; i++) {
		const line = lines[i]!;
		if (!code[i] && isHeading(line.text) && /^ {0,3}(#+)/.exec(line.text)![1]!.length <= level) break;
		if (!isBlank(line.text) && (line.start < removedStart || line.start >= removedEnd)) last = i;
	}
	const anchor = lines[last]!;
	if (anchor.start >= removedStart && anchor.start < removedEnd) return { start: removedEnd, end: removedEnd, insert: moved + eol };
	const atEnd = anchor.next === anchor.end;
	return atEnd
		? { start: anchor.end, end: anchor.end, insert: `${eol}${moved}` }
		: { start: anchor.next, end: anchor.next, insert: `${moved}${eol}` };
}
