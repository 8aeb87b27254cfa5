import type { Editor, EditorChange } from "obsidian";
import { diffLines, linesOf } from "../core/passes/lineDiff";

/**
 * The origin the plugin's editor transactions carry: not a typing event,
 * so the editor never merges one with the user's typing into one step of
 * undo (Ctrl+Z takes back exactly the plugin's edit).
 */
export const EDITOR_ORIGIN = "annotation-memory";

/** A change of a text by offsets: `from`..`to` of the text before becomes `text`. */
export interface TextChange {
	from: number;
	to: number;
	text: string;
}

/**
 * The few changes that turn `before` into `after`: one per run of changed
 * lines (the line diff undo uses), each trimmed to the characters that
 * differ, so ticking a box changes one character and a cursor elsewhere on
 * the line stays put. Offsets are into `before`, ordered, never
 * overlapping, never splitting a "\r\n" or a surrogate pair; applied
 * together they give `after` exactly.
 */
export function minimalChanges(before: string, after: string): TextChange[] {
	const a = linesOf(before);
	const b = linesOf(after);
	const aAt = lineOffsets(a);
	const bAt = lineOffsets(b);
	return diffLines(a, b).map((hunk) => {
		let from = aAt[hunk.aStart]!;
		let to = aAt[hunk.aEnd]!;
		let bFrom = bAt[hunk.bStart]!;
		let bTo = bAt[hunk.bEnd]!;
		while (from < to && bFrom < bTo && before[from] === after[bFrom]) {
			from++;
			bFrom++;
		}
		while (to > from && bTo > bFrom && before[to - 1] === after[bTo - 1]) {
			to--;
			bTo--;
		}
		// The trimmed parts are the same in both texts, so a step back into the head or on into the tail keeps the change exact.
		while (from > 0 && bFrom > 0 && splitsPair(before, from)) {
			from--;
			bFrom--;
		}
		while (to < before.length && bTo < after.length && splitsPair(before, to)) {
			to++;
			bTo++;
		}
		return { from, to, text: after.slice(bFrom, bTo) };
	});
}

/** True when offset `at` falls inside a "\r\n" or a surrogate pair. */
function splitsPair(text: string, at: number): boolean {
	if (at <= 0 || at >= text.length) return false;
	if (text[at - 1] === "\r" && text[at] === "\n") return true;
	const high = text.charCodeAt(at - 1);
	const low = text.charCodeAt(at);
	return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

function lineOffsets(lines: readonly string[]): number[] {
	const at = [0];
	for (const line of lines) at.push(at[at.length - 1]! + line.length);
	return at;
}

/**
 * Applies `edit` to the editor's text as it is now, as one transaction of
 * the few changes that make the difference (see `minimalChanges`): the
 * user's Ctrl+Z takes it back in one step, and the cursor and selections
 * stay where they were, moved only by changes before them. `edit` returning
 * null or the same text changes nothing. `before` is told the new text just
 * before the editor changes. Returns the text now in the editor.
 */
export function editInEditor(editor: Editor, edit: (current: string) => string | null, before: (next: string) => void): string {
	const current = editor.getValue();
	const next = edit(current);
	if (next === null || next === current) return current;
	const changes: EditorChange[] = minimalChanges(current, next).map((change) => ({ from: editor.offsetToPos(change.from), to: editor.offsetToPos(change.to), text: change.text }));
	before(next);
	editor.transaction({ changes }, EDITOR_ORIGIN);
	return editor.getValue();
}
