/** The decider used when no LLM is configured: the offline classifier, one annotation at a time. */
import type { ExtraCues } from "../languages";
import type { AnnotationInput, DecideContext, Decider, Decision, DecisionBatch } from "../types";
import { classifyOffline } from "./classify";

/**
 * A decider backed by the offline classifier. It cannot rewrite an item
 * (`item` is always null) and never fails: an annotation it cannot read is
 * kept with nothing to learn.
 */
export function createOfflineDecider(extraCues: ExtraCues): Decider {
	return {
		name: "offline classifier",
		decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch> {
			const decisions = annotations.map((annotation) => decideOne(annotation, context.today, extraCues));
			return Promise.resolve({ decisions, failures: [] });
		},
	};
}

function decideOne(annotation: AnnotationInput, today: string, extraCues: ExtraCues): Decision {
	try {
		const verdict = classifyOffline({ item: annotation.item, annotation: annotation.annotation }, { today, extraCues });
		return { id: annotation.id, item: null, ...verdict };
	} catch {
		// Cue data comes from settings: a malformed entry must not stop the whole pass.
		return { id: annotation.id, action: "keep", type: "none", item: null, proposal: null, postponeUntil: null };
	}
}
