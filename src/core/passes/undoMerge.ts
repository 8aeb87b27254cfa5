/**
 * Taking back one run's changes from a note the user changed since: each
 * change the run made (a run of lines; in Exchange.md, each proposal block
 * it appended) is taken back only where the note still holds exactly what
 * the run left there. Everything else stays as the user has it, and is
 * named, so undo can say what it could not undo.
 */
import { parseExchange } from "../exchange";
import { diffLines, linesOf, type Hunk } from "./lineDiff";

/** What taking back a run's changes from a note comes to. */
export interface UndoMerge {
	/** The note's new text; null: the note goes (the run created it and nothing else is in it). */
	text: string | null;
	/** How many of the run's changes are back as before (taken back now, or already). */
	undone: number;
	/** The run's changes it could not take back, each named for the user. */
	kept: KeptChange[];
}

/** A change of the run that undo leaves, and why. */
export interface KeptChange {
	/** “- [x] Pay rent”, or the proposal “…”. */
	what: string;
	why: string;
}

/** One change of the run: lines `oStart`..`oEnd` of the earlier text became lines `lStart`..`lEnd` of the text it left. */
interface Piece {
	oStart: number;
	oEnd: number;
	lStart: number;
	lEnd: number;
	/** The run's change it belongs to: an appended run of proposal blocks is split into one piece per block. */
	group: number;
	/** The proposal's text, for a piece that is one proposal block; null otherwise. */
	proposal: string | null;
	/** The proposal's id, for a piece that is one proposal block; null otherwise. */
	id: string | null;
}

const DELIMITER = /^---[ \t]*(?:\r\n|\r|\n)?$/;

/**
 * Takes back the changes that turned `original` (null: the run created the
 * note) into `left` from `current`, where `current` still holds what the
 * run left; see the file's comment.
 */
export function mergeUndo(original: string | null, left: string, current: string): UndoMerge {
	const o = linesOf(original ?? "");
	const l = linesOf(left);
	const c = linesOf(current);
	const pieces = piecesOf(diffLines(o, l), l);
	const fromLeft = diffLines(l, c);
	const revert = new Set<Piece>();
	let undone = 0;
	const kept: KeptChange[] = [];
	// The proposals still in the note, by id (read only when a proposal block of the run was touched).
	let present: Set<string> | null = null;
	for (const piece of pieces) {
		if (!touched(piece.lStart, piece.lEnd, fromLeft)) revert.add(piece);
		else if (piece.id !== null) {
			present ??= new Set(parseExchange(current).map((block) => block.id));
			// A proposal no longer there was decided and migrated since: undoing that migration takes it back.
			kept.push({ what: nameOf(piece, o, l), why: present.has(piece.id) ? "ticked or edited since" : "decided since, no longer there" });
		} else if (backAlready(piece, pieces, fromLeft, o, l, c)) undone++;
		else kept.push({ what: nameOf(piece, o, l), why: "changed since" });
	}
	// A part of an appended run that is not a proposal (Exchange.md's header, a blank line between blocks) goes only with all of its run.
	for (const piece of [...revert]) {
		if (piece.proposal === null && pieces.some((other) => other.group === piece.group && other !== piece && !revert.has(other))) revert.delete(piece);
	}
	undone += revert.size;
	const edits = [...revert].map((piece) => ({ start: mapped(piece.lStart, fromLeft), length: piece.lEnd - piece.lStart, lines: o.slice(piece.oStart, piece.oEnd) })).sort((a, b) => b.start - a.start);
	const result = [...c];
	for (const edit of edits) result.splice(edit.start, edit.length, ...edit.lines);
	const text = result.join("");
	return { text: original === null && text === "" ? null : text, undone, kept };
}

/** The run's hunks, an appended run of proposal blocks split into one piece per block (a blank line before a block goes with it). */
function piecesOf(hunks: Hunk[], l: string[]): Piece[] {
	const pieces: Piece[] = [];
	hunks.forEach((hunk, group) => {
		const whole = { oStart: hunk.aStart, oEnd: hunk.aEnd, lStart: hunk.bStart, lEnd: hunk.bEnd, group, proposal: null, id: null };
		if (hunk.aStart !== hunk.aEnd) {
			pieces.push(whole);
			return;
		}
		let start = hunk.bStart;
		let open = false;
		const cut = (end: number) => {
			if (end <= start) return;
			const block = parseExchange(l.slice(start, end).join(""))[0];
			pieces.push({ oStart: hunk.aStart, oEnd: hunk.aEnd, lStart: start, lEnd: end, group, proposal: block?.text ?? null, id: block?.id ?? null });
			start = end;
		};
		for (let i = hunk.bStart; i < hunk.bEnd; i++) {
			if (!DELIMITER.test(l[i]!)) continue;
			if (!open) {
				// What stands before the block and is not blank (a header) is a piece of its own.
				if (l.slice(start, i).some((line) => line.trim() !== "")) cut(i);
				open = true;
			} else {
				cut(i + 1);
				open = false;
			}
		}
		cut(hunk.bEnd);
	});
	return pieces;
}

/** True when a change of `hunks` falls on lines `start`..`end` (on the place between two lines, for an empty range). */
function touched(start: number, end: number, hunks: Hunk[]): boolean {
	return hunks.some((hunk) => {
		const empty = hunk.aStart === hunk.aEnd;
		if (start === end) return empty ? hunk.aStart === start : hunk.aStart < start && start < hunk.aEnd;
		return empty ? start < hunk.aStart && hunk.aStart < end : hunk.aStart < end && hunk.aEnd > start;
	});
}

/**
 * True when the note already holds, around a piece the user's changes
 * touch, what it held before the run: the smallest stretch holding the
 * piece and those changes reads as the run's text there with its pieces
 * taken back (a block migrated away, a span an earlier undo restored).
 */
function backAlready(piece: Piece, pieces: Piece[], fromLeft: Hunk[], o: string[], l: string[], c: string[]): boolean {
	let start = piece.lStart;
	let end = piece.lEnd;
	const inside = new Set<Hunk>();
	for (let grown = true; grown; ) {
		grown = false;
		for (const hunk of fromLeft) {
			if (inside.has(hunk) || !(touched(start, end, [hunk]) || (hunk.aStart >= start && hunk.aEnd <= end && hunk.aStart !== hunk.aEnd))) continue;
			inside.add(hunk);
			start = Math.min(start, hunk.aStart);
			end = Math.max(end, hunk.aEnd);
			grown = true;
		}
		for (const other of pieces) {
			if (other.lStart < start && other.lEnd > start) {
				start = other.lStart;
				grown = true;
			}
			if (other.lStart < end && other.lEnd > end) {
				end = other.lEnd;
				grown = true;
			}
		}
	}
	let cStart = start;
	for (const hunk of fromLeft) if (!inside.has(hunk) && hunk.aEnd <= start) cStart += hunk.bEnd - hunk.bStart - (hunk.aEnd - hunk.aStart);
	let cEnd = cStart + end - start;
	for (const hunk of inside) cEnd += hunk.bEnd - hunk.bStart - (hunk.aEnd - hunk.aStart);
	const expected: string[] = [];
	for (let i = start; ; ) {
		// A piece that removed lines (an empty stretch of the run's text) takes them back at its place.
		for (const other of pieces) if (other.lStart === other.lEnd && other.lStart === i && (other === piece || (i > start && i < end))) expected.push(...o.slice(other.oStart, other.oEnd));
		if (i >= end) break;
		const here = pieces.find((other) => other.lStart === i && other.lEnd > i && other.lEnd <= end);
		if (here) {
			expected.push(...o.slice(here.oStart, here.oEnd));
			i = here.lEnd;
		} else expected.push(l[i++]!);
	}
	return expected.join("") === c.slice(cStart, cEnd).join("");
}

/** Where line `index` of the first text of `hunks` is in the second, for a line no hunk touches. */
function mapped(index: number, hunks: Hunk[]): number {
	let shift = 0;
	for (const hunk of hunks) if (hunk.aEnd <= index) shift += hunk.bEnd - hunk.bStart - (hunk.aEnd - hunk.aStart);
	return index + shift;
}

/** A change named for the user: its proposal, or the first line it changed. */
function nameOf(piece: Piece, o: string[], l: string[]): string {
	if (piece.proposal !== null) return `the proposal “${piece.proposal}”`;
	const line = [...o.slice(piece.oStart, piece.oEnd), ...l.slice(piece.lStart, piece.lEnd)].map((text) => text.trim()).find((text) => text !== "");
	return line === undefined ? "a blank line" : `“${line}”`;
}
