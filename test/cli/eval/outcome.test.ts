import { describe, expect, it } from "vitest";
import { harmsOf, readOutcome, scratchAgenda, type HarmKind, type LabelledAnnotation, type NoteOutcome } from "../../../src/cli/eval/outcome";
import type { Action, CorrectionType } from "../../../src/core/types";

/** The note as the user left it when nothing happened to the item but its annotation was taken away. */
const UNTOUCHED: NoteOutcome = { removed: false, ticked: false, scheduled: false, moved: false, rewritten: false, annotationKept: false };

const labelled = (action: Action, type: CorrectionType = "none", annotation = "done"): LabelledAnnotation => ({ item: "Call the plumber", annotation, action, type });

describe("harmsOf: what a user would call a harm, against the label", () => {
	const cases: [string, LabelledAnnotation, Partial<NoteOutcome>, string | null, HarmKind[]][] = [
		["a bare 'done' under an item that is not done: ticked off", labelled("keep"), { ticked: true }, null, ["open-item-ticked"]],
		["an item to postpone removed as done", labelled("postpone"), { removed: true }, null, ["open-item-ticked"]],
		["a done item ticked off", labelled("complete"), { ticked: true }, null, []],
		["a done item removed", labelled("complete"), { removed: true }, null, []],
		["a done item given a ⏳ date instead", labelled("complete"), { scheduled: true }, null, ["done-item-moved"]],
		["a done item moved under Later", labelled("complete"), { moved: true }, null, ["done-item-moved"]],
		["a correction taken away while the item keeps its wrong text", labelled("rewrite", "factual"), {}, null, ["correction-lost"]],
		["a correction applied to the item", labelled("rewrite", "factual"), { rewritten: true }, null, []],
		["a correction that could not be applied left under the item", labelled("rewrite", "factual"), { annotationKept: true }, null, []],
		["a postponement taken away, the item where it was", labelled("postpone"), {}, null, ["postponement-dropped"]],
		["a postponement applied as a ⏳ date", labelled("postpone"), { scheduled: true }, null, []],
		["a postponement applied by moving under Later", labelled("postpone"), { moved: true }, null, []],
		["a status note labelled a postponement, its item moved under Later", labelled("postpone", "none", "still waiting for the part"), { moved: true }, null, ["keep-acted-on"]],
		["a status note that names until when, its item scheduled", labelled("postpone", "none", "waiting for the part till Friday"), { scheduled: true }, null, []],
		["a status note left under its item", labelled("postpone", "none", "noch nicht"), { annotationKept: true }, null, []],
		["a postponement left under the item", labelled("postpone"), { annotationKept: true }, null, []],
		["a question that moved the item under Later", labelled("keep", "none", "why?"), { moved: true }, null, ["keep-acted-on"]],
		["a status note that rewrote the item", labelled("keep", "none", "still waiting for the part"), { rewritten: true }, null, ["keep-acted-on"]],
		["a rule learned, the item as it was", labelled("keep", "behavioral", "never before 10"), {}, "Never call tradespeople before 10:00.", []],
		["a rule whose proposal glues the item to the annotation", labelled("keep", "behavioral", "never before 10"), {}, "Call the plumber: never before 10", ["proposal-not-standalone"]],
		["an item ticked off and a proposal with a relative date", labelled("postpone", "factual", "he comes tomorrow"), { ticked: true }, "The plumber comes tomorrow.", ["open-item-ticked", "proposal-not-standalone"]],
	];
	it.each(cases)("%s", (_, example, note, proposal, harms) => {
		expect(harmsOf(example, { ...UNTOUCHED, ...note }, proposal)).toEqual(harms);
	});
});

describe("readOutcome: the item and its annotation as the note shows them after the pass", () => {
	const item = "Call the plumber";
	const cases: [string, string, string, Partial<NoteOutcome>][] = [
		["nothing happened (the annotation still there)", item, scratchAgenda({ item, annotation: "why?", action: "keep", type: "none" }), { annotationKept: true }],
		["ticked off with a done date", item, "# Today\n\n- [x] Call the plumber ✅ 2026-01-14\n- [ ] Water the plants\n", { ticked: true }],
		["removed as done", item, "# Today\n\n- [ ] Water the plants\n", { removed: true }],
		["given a ⏳ date", item, "# Today\n\n- [ ] Call the plumber ⏳ 2026-01-21\n- [ ] Water the plants\n", { scheduled: true }],
		["moved under Later", item, "# Today\n\n- [ ] Water the plants\n\n## Later\n\n- [ ] Call the plumber\n", { moved: true }],
		["rewritten", item, "# Today\n\n- [ ] Call the plumber on Thursday\n- [ ] Water the plants\n", { rewritten: true }],
		["rewritten with the correction left under it", item, "# Today\n\n- [ ] Call the plumber on Thursday\n> Thursday\n- [ ] Water the plants\n", { rewritten: true, annotationKept: true }],
		["an item that had a ⏳ date and keeps it", "Call the plumber ⏳ 2026-01-10", "# Today\n\n- [ ] Call the plumber ⏳ 2026-01-10\n- [ ] Water the plants\n", {}],
		["an item that had a ⏳ date, postponed to a later one", "Call the plumber ⏳ 2026-01-10", "# Today\n\n- [ ] Call the plumber ⏳ 2026-01-21\n- [ ] Water the plants\n", { scheduled: true }],
		["a heading named like Later in another case still counts as Later", item, "# Today\n\n- [ ] Water the plants\n\n## later\n- [ ] Call the plumber\n", { moved: true }],
	];
	it.each(cases)("%s", (_, original, text, expected) => {
		expect(readOutcome(text, original, "Later")).toEqual({ ...UNTOUCHED, ...expected });
	});
});
