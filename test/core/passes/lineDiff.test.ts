import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diffLines, linesOf } from "../../../src/core/passes/lineDiff";
import { changesBetween } from "../../../src/core/passes/writeAhead";
import { mergeUndo } from "../../../src/core/passes/undoMerge";

/** Lines drawn from a few, so texts share lines and the diff has to choose. */
const note = fc.array(fc.constantFrom("- [ ] a\n", "- [x] a\n", "> b\n", "\n", "---\n", "c\r\n", "d"), { maxLength: 14 }).map((lines) => lines.join(""));

describe("line diff", () => {
	it("keeps every byte: lines with their endings, and hunks that turn one text into the other", () => {
		expect(linesOf("\uFEFFa\r\nb\n\nc")).toEqual(["\uFEFFa\r\n", "b\n", "\n", "c"]);
		fc.assert(
			fc.property(note, note, (a, b) => {
				const x = linesOf(a);
				const y = linesOf(b);
				const out: string[] = [];
				let i = 0;
				for (const hunk of diffLines(x, y)) {
					out.push(...x.slice(i, hunk.aStart), ...y.slice(hunk.bStart, hunk.bEnd));
					i = hunk.aEnd;
				}
				out.push(...x.slice(i));
				expect(out.join("")).toBe(b);
			}),
		);
	});

	it("journals a run's changes as splices of the earlier text", () => {
		fc.assert(
			fc.property(note, note, (before, after) => {
				let text = "";
				let cursor = 0;
				for (const change of changesBetween(before, after)) {
					text += before.slice(cursor, change.start) + change.insert;
					cursor = change.end;
				}
				expect(text + before.slice(cursor)).toBe(after);
			}),
		);
	});
});

describe("undo change by change", () => {
	it("gives back the earlier text when the note is as the run left it", () => {
		fc.assert(
			fc.property(note, note, (original, left) => {
				expect(mergeUndo(original, left, left)).toMatchObject({ text: original, kept: [] });
			}),
		);
	});

	it("keeps a line the user added far from the run's changes", () => {
		const original = "# Today\n\n- [ ] Pay rent\n> done\n\n## Later\n\n- [ ] Sort photos\n";
		const left = "# Today\n\n- [x] Pay rent\n\n## Later\n\n- [ ] Sort photos\n";
		const current = `${left}- [ ] Buy milk\n`;
		expect(mergeUndo(original, left, current)).toEqual({ text: `${original}- [ ] Buy milk\n`, undone: 1, kept: [] });
	});

	it("counts a change an earlier undo took back already, so an undo that stopped can run again", () => {
		const original = "- [ ] Pay rent\n> done\nnote\n- [ ] Call Bob\n> called\n";
		const left = "- [x] Pay rent\nnote\n- [x] Call Bob\n";
		// The first change is back already; the second is still as the run left it.
		const current = "- [ ] Pay rent\n> done\nnote\n- [x] Call Bob\n";
		expect(mergeUndo(original, left, current)).toEqual({ text: original, undone: 2, kept: [] });
		// Changed by the user instead, it is named.
		expect(mergeUndo(original, left, "- [x] Pay rent today\nnote\n- [x] Call Bob\n")).toEqual({ text: "- [x] Pay rent today\nnote\n- [ ] Call Bob\n> called\n", undone: 1, kept: [{ what: "“- [ ] Pay rent”", why: "changed since" }] });
	});
});
