/** The decider used when no LLM is configured: the offline classifier, one annotation at a time. */
import type { ExtraCues } from "../languages";
import type { AnnotationInput, DecideContext, Decider, Decision, DecisionBatch } from "../types";
import { classifyOffline } from "./classify";
import type { DateOrder } from "./dates";
import { UNREADABLE_CUES_REASON } from "./reasons";

/** How the offline decider reads what the settings leave to the user's locale. */
export interface OfflineDeciderOptions {
	/** How numeric dates ("12/10") read: from the user's locale or a setting; day-first when absent. */
	dateOrder?: DateOrder;
}

/**
 * A decider backed by the offline classifier. It cannot rewrite an item
 * (`item` is always null) and never fails: an annotation it cannot read is
 * kept with nothing to learn. Every decision carries the classifier's reason.
 */
export function createOfflineDecider(extraCues: ExtraCues, options: OfflineDeciderOptions = {}): Decider {
	return {
		name: "offline classifier",
		decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch> {
			const decisions = annotations.map((annotation) => decideOne(annotation, context.today, extraCues, options));
			return Promise.resolve({ decisions, failures: [] });
		},
	};
}

function decideOne(annotation: AnnotationInput, today: string, extraCues: ExtraCues, options: OfflineDeciderOptions): Decision {
	try {
		const verdict = classifyOffline(
			{ item: annotation.item, annotation: annotation.annotation },
			options.dateOrder === undefined ? { today, extraCues } : { today, extraCues, dateOrder: options.dateOrder },
		);
		return { id: annotation.id, item: null, ...verdict };
	} catch {
		// Cue data comes from settings: a malformed entry must not stop the whole pass.
		return { id: annotation.id, action: "keep", type: "none", item: null, proposal: null, postponeUntil: null, reason: UNREADABLE_CUES_REASON };
	}
}
