/**
 * The user's own past review decisions most like a batch's annotations, as
 * the system prompt carries them: fenced as data, one JSON object per line,
 * within a share of the context budget.
 */
import { exampleKey } from "../examples/examples";
import { nearestExamples, type ExampleIndex } from "../examples/nearest";
import { toSingleLine, cut } from "../../text";
import type { AnnotationInput, UserExample } from "../../types";

/** Opens the fence around past decisions (data, not instructions) in the system prompt. */
export const PAST_OPEN = "<past_decisions>";
/** Closes that fence; no quoted text can contain it (see {@link quoted}). */
export const PAST_CLOSE = "</past_decisions>";

/** At most this many past decisions are shown per annotation. */
export const MAX_PAST_PER_ANNOTATION = 5;
/** Share of the context budget past decisions may take; the learned context keeps the rest. */
export const PAST_SHARE = 0.2;
/**
 * How alike a past decision must be to be shown. Lower than what lets the
 * offline decider follow one (`NEAR_ENOUGH`): the model weighs an example
 * itself, so a related one helps; an unrelated one only costs room.
 */
export const RELATED_ENOUGH = 0.35;
/** Longest item or annotation quoted, so one long annotation cannot take the share. */
const MAX_QUOTE = 200;

/**
 * The past decisions for one batch, fenced, at most `budget` characters:
 * up to {@link MAX_PAST_PER_ANNOTATION} per annotation, the best of every
 * annotation before the second best of any, each decision once. Empty when
 * none is related or none fits.
 */
export function renderPastDecisions(index: ExampleIndex, annotations: readonly AnnotationInput[], budget: number): string {
	let room = budget - PAST_OPEN.length - PAST_CLOSE.length - 2;
	const rankings = annotations.map((annotation) => nearestExamples(index, annotation, MAX_PAST_PER_ANNOTATION, RELATED_ENOUGH));
	const seen = new Set<string>();
	const lines: string[] = [];
	for (let rank = 0; rank < MAX_PAST_PER_ANNOTATION; rank++) {
		for (const ranking of rankings) {
			const near = ranking[rank];
			if (near === undefined) continue;
			const key = exampleKey(near.example);
			if (seen.has(key)) continue;
			seen.add(key);
			const line = `${pastDecisionLine(near.example)}\n`;
			if (line.length > room) continue;
			lines.push(line);
			room -= line.length;
		}
	}
	return lines.length === 0 ? "" : `${PAST_OPEN}\n${lines.join("")}${PAST_CLOSE}`;
}

/** One past decision as a prompt line: what was annotated, and what the user made of it. */
export function pastDecisionLine(example: UserExample): string {
	const decided = example.outcome === "accepted" ? { decision: "accepted", type: example.type, tag: example.tag } : { decision: "rejected", type: "none" };
	return JSON.stringify({ item: quoted(example.item), annotation: quoted(example.annotation), ...decided, date: example.date });
}

/** A text on one line, cut to length, and unable to close a fence of the prompt. */
function quoted(text: string): string {
	return cut(toSingleLine(text), MAX_QUOTE).replace(/<(\/?\s*(?:past_decisions|learned_context))/gi, "‹$1");
}
