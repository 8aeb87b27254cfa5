import type { ProcessReport } from "../core/passes/process";
import type { AnnotationFailure, Decider, Decision } from "../core/types";

/** What an annotation that was not in the preview fails with. */
export const CHANGED_SINCE_PREVIEW = "The item or its annotation changed since the preview; preview again to decide it.";

/**
 * A decider that answers from a preview's report instead of asking anyone:
 * applying a preview writes exactly what was shown, and nothing new is
 * decided. An annotation the preview did not decide (new or changed since,
 * or one that failed then) fails, and so stays in the note.
 */
export function previewedDecider(report: ProcessReport): Decider {
	const decided = new Map<string, Decision>();
	const failed = new Map<string, string>();
	for (const outcome of report.outcomes) {
		if (outcome.decision) decided.set(outcome.id, outcome.decision);
		else failed.set(outcome.id, outcome.message ?? CHANGED_SINCE_PREVIEW);
	}
	return {
		name: `${report.decider}, as previewed`,
		decide(annotations) {
			const decisions: Decision[] = [];
			const failures: AnnotationFailure[] = [];
			for (const { id } of annotations) {
				const decision = decided.get(id);
				if (decision) decisions.push(decision);
				else failures.push({ id, message: failed.get(id) ?? CHANGED_SINCE_PREVIEW });
			}
			return Promise.resolve({ decisions, failures });
		},
	};
}
