/**
 * Accuracy of a classifier on labelled examples, per language and over
 * all: the bench prints it for the cue rules, the model and both.
 */
import type { LabelledExample } from "../scripts/classifier/train";

/** Action and type a classifier gives an example. */
export interface Verdict {
	action: string;
	type: string;
}

/** Share of examples whose action, and whose type, came out as labelled. */
export interface Accuracy {
	count: number;
	action: number;
	type: number;
}

/** Accuracy per language (in first-seen order) and over all examples (`all`). */
export function accuracyByLanguage(examples: readonly LabelledExample[], classify: (example: LabelledExample) => Verdict): Map<string, Accuracy> {
	const tallies = new Map<string, { count: number; action: number; type: number }>();
	const tally = (key: string, verdict: Verdict, example: LabelledExample): void => {
		const entry = tallies.get(key) ?? { count: 0, action: 0, type: 0 };
		entry.count++;
		if (verdict.action === example.action) entry.action++;
		if (verdict.type === example.type) entry.type++;
		tallies.set(key, entry);
	};
	for (const example of examples) {
		const verdict = classify(example);
		tally(example.lang, verdict, example);
		tally("all", verdict, example);
	}
	const result = new Map<string, Accuracy>();
	for (const [key, { count, action, type }] of tallies) result.set(key, { count, action: action / count, type: type / count });
	const all = result.get("all");
	result.delete("all");
	if (all) result.set("all", all);
	return result;
}
