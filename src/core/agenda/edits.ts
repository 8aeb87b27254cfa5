import { keptMarker, type Annotation } from "./annotations";
import { headingLevel, headingText, indentWidth, isBlank, lineEnding, type LineMap } from "./lines";
import type { Decision } from "../types";
import { addDays } from "../text";
import { rewriteText } from "./rewrite";

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
	/** A postponement that names no date: move under the Later heading, or schedule in `postponeDefaultDays`. */
	undatedPostpone: "later-heading" | "default-days";
	/** Today, YYYY-MM-DD. */
	today: string;
	/**
	 * Completes a task line the way the Tasks plugin does (its
	 * `executeToggleTaskDoneCommand`), so a recurring task gets its next
	 * occurrence: the line in, the replacing line(s) out. Absent without it.
	 */
	toggleTask?: (line: string) => string;
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
/** A Tasks recurrence rule (`🔁 every week`). */
const RECURRING = /🔁/u;
/** A block id at the end of a line (`^rent`): links point at it, so fields go before it. */
const TRAILING_BLOCK_ID = /[ \t]+\^[A-Za-z0-9-]+[ \t]*$/;
/** A block id ending a line, after white space or alone on its line. */
const BLOCK_ID = /(?:^|[ \t])\^[A-Za-z0-9-]+[ \t]*$/;

/** Where a Tasks field (` ✅ date`, ` ⏳ date`) is added to an item's text: at its end, but before a trailing block id. */
function fieldOffset(text: string, start: number, end: number): number {
	const id = TRAILING_BLOCK_ID.exec(text.slice(start, end));
	return id ? start + id.index : end;
}

/** One annotation and what to do about it. */
export interface DecidedAnnotation {
	annotation: Annotation;
	decision: Decision;
	/**
	 * The decision could not be applied to the item (a rewrite without new
	 * text), though it was proposed: the `>` lines stay as they are, and a
	 * kept marker follows them (a stale one is replaced), so no pass decides
	 * the annotation again.
	 */
	keep?: boolean;
	/**
	 * A rewrite carried out as these splices inside the item's text (a
	 * literal replacement: one value replaced), instead of replacing the
	 * whole text, so the rest of a multi-line item keeps its bytes.
	 */
	spans?: Splice[];
}

/** A range removed from the note. */
interface Range {
	start: number;
	end: number;
}

/** A decision the edits leave undone, and why: its item and its annotation stay exactly as they are. */
export interface RefusedDecision {
	/** The annotation's id. */
	id: string;
	message: string;
}

/** The splices for one note's decisions, and the decisions refused. */
export interface EditPlan {
	splices: Splice[];
	refused: RefusedDecision[];
	/** What the report should say about decisions carried out in a way the user did not spell out (a postponement without a date). */
	notes: RefusedDecision[];
}

/**
 * Plans the edits that carry out decisions on one note: items are
 * rewritten, ticked, removed, scheduled or moved, and the annotations' `>`
 * lines go. Only the items' text, a status character, an appended date and
 * the `>` lines change; every other byte stays. Items moved under the
 * "Later" heading arrive together, in note order, under one heading. A
 * rewrite whose new text is not inline text (see `rewriteText`) is refused:
 * nothing of its item or annotation changes, and the plan says why.
 */
export function planEdits(text: string, map: LineMap, decided: DecidedAnnotation[], options: EditOptions): EditPlan {
	const splices: Splice[] = [];
	const refused: RefusedDecision[] = [];
	const notes: RefusedDecision[] = [];
	const moves: { at: number; text: string; removed: Range }[] = [];
	for (const { annotation, decision, keep, spans } of decided) {
		const planned = keep === true ? { splices: markKept(text, map, annotation) } : planDecision(text, map, annotation, decision, options, spans);
		if (planned.refused !== undefined) {
			refused.push({ id: annotation.id, message: planned.refused });
			continue;
		}
		if (planned.note !== undefined) notes.push({ id: annotation.id, message: planned.note });
		splices.push(...planned.splices);
		if (planned.move) moves.push(planned.move);
	}
	const merged = mergeDeletions(text, splices);
	if (moves.length > 0) {
		moves.sort((a, b) => a.at - b.at);
		const removed = merged.filter((splice) => splice.insert === "");
		merged.push(insertUnderLater(text, map, moves.map((move) => move.text), options.laterHeading, removed));
	}
	return { splices: merged, refused, notes };
}

/** The splices of `planEdits` alone (a refused decision leaves its item and annotation as they are). */
export function spliceDecisions(text: string, map: LineMap, decided: DecidedAnnotation[], options: EditOptions): Splice[] {
	return planEdits(text, map, decided, options).splices;
}

/**
 * Why the edits would refuse a decision on the note `text`, or null when
 * they would carry it out: lets a pass leave a refused annotation alone
 * before it proposes anything, with the same message the edits give.
 */
export function refusal(text: string, annotation: Annotation, decision: Decision, options: Pick<EditOptions, "toggleTask">): string | null {
	if (decision.action === "complete") return completeRecurring(text, annotation.item, options)?.refused ?? null;
	if (decision.action !== "rewrite" || decision.item === null) return null;
	return rewriteText(annotation.item, decision.item, annotation.text).refused;
}

/** Why a recurring task cannot be completed without the Tasks plugin's toggle. */
export const RECURRING_NEEDS_TASKS = "This is a recurring task: completing it needs the Tasks plugin, which writes its next occurrence. It was left open with its annotation; complete it with Tasks or by hand.";

/**
 * Completing an open recurring task (`🔁 every week`): its line as the
 * toggle leaves it (ticked, with its next occurrence), or why it cannot be
 * completed here — never ticked without its next occurrence. Null for any
 * other item. A toggle that throws refuses with its error's message.
 */
function completeRecurring(text: string, item: Annotation["item"], options: Pick<EditOptions, "toggleTask">): { toggled?: string; refused?: string } | null {
	if (item.status === null || item.status === "x" || item.status === "X" || !RECURRING.test(text.slice(item.textStart, item.textEnd))) return null;
	if (!options.toggleTask) return { refused: RECURRING_NEEDS_TASKS };
	if (item.textLine !== item.firstLine || item.lastLine !== item.firstLine) {
		return { refused: "This recurring task spans several lines, which the Tasks plugin cannot complete: it was left open with its annotation; complete it by hand." };
	}
	const start = Math.max(text.lastIndexOf("\n", item.textStart - 1), text.lastIndexOf("\r", item.textStart - 1)) + 1;
	const end = /[\r\n]/.exec(text.slice(item.textEnd))?.index;
	const line = text.slice(start, end === undefined ? text.length : item.textEnd + end);
	let toggled: string;
	try {
		toggled = options.toggleTask(line);
	} catch (error) {
		return { refused: error instanceof Error ? error.message : String(error) };
	}
	// Tasks leaves a line it does not take for a task as it is (outside its global filter): removing the annotation would lose it.
	if (toggled === line) return { refused: "The Tasks plugin did not complete this recurring task (is it outside Tasks' global filter?): it was left open with its annotation; complete it by hand." };
	return { toggled };
}

/**
 * Joins deletions that overlap: removing the last lines of a note without
 * a final newline takes the line break before them, which a removal just
 * above may already cover.
 */
function mergeDeletions(text: string, splices: Splice[]): Splice[] {
	const deletions = splices.filter((splice) => splice.insert === "" && splice.end > splice.start).sort((a, b) => a.start - b.start);
	const others = splices.filter((splice) => !(splice.insert === "" && splice.end > splice.start));
	const merged: Splice[] = [];
	for (const deletion of deletions) {
		const last = merged[merged.length - 1];
		if (last && deletion.start <= last.end) last.end = Math.max(last.end, deletion.end);
		else merged.push({ ...deletion });
	}
	// Merged whole lines that end a note without a final newline take the line break before them too.
	// (Not when the removal that ends the note took the line break of a line that stays: that line is now the last.)
	const tail = merged[merged.length - 1];
	const startsLine = (offset: number) => text[offset] !== "\n" && text[offset] !== "\r";
	const last = deletions.find((deletion) => deletion.end === text.length);
	const tookKeptBreak = last !== undefined && !startsLine(last.start) && !deletions.some((other) => other !== last && other.start <= last.start && other.end > last.start);
	if (tail && tail.end === text.length && !/[\r\n]$/.test(text) && startsLine(tail.start) && !tookKeptBreak) {
		if (text.endsWith("\n", tail.start) && tail.start > 0) tail.start -= text.endsWith("\r\n", tail.start) ? 2 : 1;
		else if (text.endsWith("\r", tail.start) && tail.start > 0) tail.start -= 1;
	}
	return [...others, ...merged];
}

/**
 * Lines `first`..`last` removed whole. When the last of them ends the note
 * without a line break, the line break before them goes instead, so a note
 * that ended without a final newline still does.
 */
function removeLines(map: LineMap, first: number, last: number): Range {
	const { lines } = map;
	const end = lines[last]!.next;
	const previous = lines[first - 1];
	if (lines[last]!.next === lines[last]!.end && previous) return { start: previous.end, end };
	return { start: lines[first]!.start, end };
}

/** What one decision does to the note: splices (and a move under "Later"), or why it is refused. */
interface PlannedDecision {
	splices: Splice[];
	move?: { at: number; text: string; removed: Range };
	refused?: string;
	note?: string;
}

/**
 * The splice that marks an annotation as kept: its marker line added after
 * the `>` lines (with the note's line ending and their indentation), or a
 * stale marker there rewritten; none when its own marker is there already.
 */
function markKept(text: string, map: LineMap, annotation: Annotation): Splice[] {
	const { lines } = map;
	const indent = /^[ \t]*/.exec(lines[annotation.firstQuoteLine]!.text)![0];
	const marker = keptMarker(indent, annotation.text);
	if (annotation.kept) return [];
	if (annotation.marker) {
		const line = lines[annotation.marker.line]!;
		return [{ start: line.start, end: line.end, insert: marker }];
	}
	const last = lines[annotation.lastQuoteLine]!;
	return [{ start: last.end, end: last.end, insert: `${lineEnding(text)}${marker}` }];
}

function planDecision(text: string, map: LineMap, annotation: Annotation, decision: Decision, options: EditOptions, spans?: Splice[]): PlannedDecision {
	const { lines } = map;
	const { item } = annotation;
	// A stale kept marker after the `>` lines (the user edited the annotation) goes with them.
	const lastLine = annotation.marker?.line ?? annotation.lastQuoteLine;
	const removeQuote: Splice = { ...removeLines(map, annotation.firstQuoteLine, lastLine), insert: "" };
	// An item whose text is a later paragraph, or that has nested items below, cannot be removed or moved whole.
	const movable = item.kind === "list" && item.textLine === item.firstLine && !childrenFollow(map, annotation);

	switch (decision.action) {
		case "rewrite": {
			const rewrite = decision.item === null ? { text: "", refused: null } : rewriteText(item, decision.item, annotation.text);
			if (rewrite.refused !== null) return { splices: [], refused: rewrite.refused };
			const newText = rewrite.text;
			if (newText === "" || newText === item.text) return { splices: [removeQuote] };
			if (spans) return { splices: [...spans, removeQuote] };
			// An empty task (`- [ ]`) has no space before its (missing) text.
			const gap = item.textStart === item.textEnd && !/\s/.test(text[item.textStart - 1] ?? " ") ? " " : "";
			return { splices: [{ start: item.textStart, end: item.textEnd, insert: gap + newText }, removeQuote] };
		}
		case "complete": {
			if (item.status === null || item.statusOffset === null) return { splices: [removeQuote] };
			const itemText = text.slice(item.textStart, item.textEnd);
			const recurrence = completeRecurring(text, item, options);
			const recurring = recurrence !== null;
			if (recurrence?.refused !== undefined) return { splices: [], refused: recurrence.refused };
			if (recurrence?.toggled !== undefined) {
				// Ticked with its next occurrence written, as the Tasks plugin does.
				const line = lines[item.firstLine]!;
				return { splices: [{ start: line.start, end: line.end, insert: recurrence.toggled.replace(/\r\n|\r|\n/g, lineEnding(text)) }, removeQuote] };
			}
			// Links point at a block id (`^rent`): removing its item would break them, so it is ticked instead.
			const linked = options.completeMode === "remove" && movable && !recurring && hasBlockId(map, item);
			if (options.completeMode === "remove" && movable && !recurring && !linked) return { splices: [{ ...removeLines(map, item.firstLine, lastLine), insert: "" }] };
			const splices: Splice[] = [removeQuote];
			if (item.status !== "x" && item.status !== "X") splices.push({ start: item.statusOffset, end: item.statusOffset + 1, insert: "x" });
			// An item ticked already keeps its completion date; a stale one on an open task is replaced.
			const ticked = item.status === "x" || item.status === "X";
			if (options.completionDate && !(ticked && DONE_DATE.test(itemText))) {
				const done = DONE_DATE.exec(itemText);
				if (done) splices.push({ start: item.textStart + done.index, end: item.textStart + done.index + done[0].length, insert: `✅ ${options.today}` });
				else {
					const at = fieldOffset(text, item.textStart, item.textEnd);
					splices.push({ start: at, end: at, insert: ` ✅ ${options.today}` });
				}
			}
			const note = linked ? `“${item.text}” has a block id that links point to: ticked instead of removed.` : undefined;
			return { splices, ...(note ? { note } : {}) };
		}
		case "postpone": {
			const undated = decision.postponeUntil === null;
			const until = decision.postponeUntil ?? addDays(options.today, options.postponeDefaultDays);
			if ((options.postponeMode === "later-heading" || (undated && options.undatedPostpone === "later-heading")) && movable) {
				const removed = removeLines(map, item.firstLine, lastLine);
				const moved = dedent(lines.slice(item.firstLine, item.lastLine + 1).map((line) => line.text), item.indent);
				// A date the annotation named still counts under the Later heading.
				if (decision.postponeUntil !== null) scheduleFirstLine(moved, decision.postponeUntil);
				const note = undated ? `No date was named: moved under “${options.laterHeading}”.` : undefined;
				return { splices: [{ ...removed, insert: "" }], move: { at: removed.start, text: moved.join(lineEnding(text)), removed }, ...(note ? { note } : {}) };
			}
			// No date named and nothing to move: the default postponement, said plainly in the report.
			const note = undated ? `No date was named: scheduled in ${options.postponeDefaultDays} days (${until}).` : undefined;
			const existing = SCHEDULED.exec(text.slice(item.textStart, item.textEnd));
			if (existing) {
				const start = item.textStart + existing.index;
				return { splices: [{ start, end: start + existing[0].length, insert: `⏳ ${until}` }, removeQuote], ...(note ? { note } : {}) };
			}
			const at = fieldOffset(text, item.textStart, item.textEnd);
			return { splices: [{ start: at, end: at, insert: ` ⏳ ${until}` }, removeQuote], ...(note ? { note } : {}) };
		}
		case "keep":
			return { splices: [removeQuote] };
	}
}

/** True when a line of the item ends with a block id (`^rent`), on its first line or a continuation line. */
function hasBlockId(map: LineMap, item: Annotation["item"]): boolean {
	for (let i = item.firstLine; i <= item.lastLine; i++) if (BLOCK_ID.test(map.lines[i]!.text)) return true;
	return false;
}

/** Adds or replaces the `⏳` date on a moved item's text (lines of the item; the date goes after its text). */
function scheduleFirstLine(moved: string[], until: string): void {
	const index = moved.length > 1 && /^[ \t]*(?:\*[^*]+\*|_[^_]+_)[ \t]*$/.test(moved[moved.length - 1]!) ? moved.length - 2 : moved.length - 1;
	const line = moved[index]!;
	const trailing = line.length - line.trimEnd().length;
	const body = line.slice(0, line.length - trailing);
	const id = TRAILING_BLOCK_ID.exec(body);
	const head = id ? body.slice(0, id.index) : body;
	const tail = id ? body.slice(id.index) : "";
	moved[index] = (SCHEDULED.test(head) ? head.replace(SCHEDULED, `⏳ ${until}`) : `${head} ⏳ ${until}`) + tail + line.slice(line.length - trailing);
}

/** Removes `width` columns of leading white space from each line, so a moved nested item arrives top-level. */
function dedent(lines: string[], width: number): string[] {
	return lines.map((line) => {
		let cut = 0;
		let column = 0;
		while (cut < line.length && column < width && (line[cut] === " " || line[cut] === "\t")) {
			column += line[cut] === "\t" ? 4 - (column % 4) : 1;
			cut++;
		}
		return line.slice(cut);
	});
}

/** True when lines indented deeper than the item follow its annotation (its nested items). */
function childrenFollow(map: LineMap, annotation: Annotation): boolean {
	const next = map.lines[(annotation.marker?.line ?? annotation.lastQuoteLine) + 1];
	return next !== undefined && !isBlank(next.text) && indentWidth(next.text) > annotation.item.indent;
}

/**
 * Where moved items go: after the last line of the "Later" section (before
 * the next heading of the same or a higher level), or under a new heading at
 * the end of the note. Lines being removed do not count as the section's end.
 */
function insertUnderLater(text: string, map: LineMap, moved: string[], heading: string, removed: Range[]): Splice {
	const { lines } = map;
	const eol = lineEnding(text);
	const block = moved.join(eol);
	const isRemoved = (offset: number) => removed.some((range) => offset >= range.start && offset < range.end);
	const wanted = heading.trim().toLowerCase();
	const headingIndex = lines.findIndex((line, i) => headingLevel(map, i) !== null && headingText(line.text).toLowerCase() === wanted);
	if (headingIndex < 0) {
		// What the note ends with once the removals are done.
		let end = text.length;
		for (let changed = true; changed; ) {
			changed = false;
			for (const range of removed) {
				if (range.end === end && range.start < end) {
					end = range.start;
					changed = true;
				}
			}
		}
		const tail = text.slice(0, end).replace(/^\uFEFF/, "");
		const needsBreak = tail !== "" && !/[\r\n]$/.test(tail);
		const lastLine = tail.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).pop() ?? "";
		const needsBlank = tail !== "" && !isBlank(lastLine);
		return { start: text.length, end: text.length, insert: `${needsBreak ? eol : ""}${needsBlank ? eol : ""}## ${heading}${eol}${eol}${block}${eol}` };
	}
	const level = headingLevel(map, headingIndex)!;
	let last = headingIndex;
	for (let i = headingIndex + 1; i < lines.length; i++) {
		const line = lines[i]!;
		const other = headingLevel(map, i);
		if (other !== null && other <= level) break;
		if (!isBlank(line.text) && !isRemoved(line.start)) last = i;
	}
	const anchor = lines[last]!;
	const offset = anchor.next === anchor.end ? anchor.end : anchor.next;
	// After the anchor everything up to the end may be removed (moved items that already sat there, at the end of a note without final newline).
	const swallowed = removed.find((range) => range.start < offset && offset < range.end);
	const at = swallowed ? swallowed.start : offset;
	// Inserting at the end of a line (the note's last line, or where a removal took the line break before it) needs a line break first.
	const atLineEnd = swallowed ? text[at] === "\n" || text[at] === "\r" : anchor.next === anchor.end;
	return atLineEnd ? { start: at, end: at, insert: `${eol}${block}` } : { start: at, end: at, insert: `${block}${eol}` };
}
