/** The decider used when no LLM is configured: the offline classifier, one annotation at a time. */
import type { ExtraCues } from "../../languages";
import type { AnnotationInput, DecideContext, Decider, Decision, DecisionBatch } from "../../types";
import { type AnnotationJudge, classifyOffline } from "./classify";
import { shippedJudge } from "../model/shipped";
import type { DateOrder } from "../../dates/dateFinder";
import { UNREADABLE_CUES_REASON } from "./reasons";
import { literalReplacement, replacementClause, type LiteralReplacement } from "./literalReplacement";

/** How the offline decider reads what the settings leave to the user's locale. */
export interface OfflineDeciderOptions {
	/** How numeric dates ("12/10") read: from the user's locale or a setting; day-first when absent. */
	dateOrder?: DateOrder;
	/** Who decides what the cue rules do not settle: the shipped trained model when absent, the cue rules alone when null. */
	model?: AnnotationJudge | null;
}

/**
 * A decider backed by the offline classifier. It writes no new text for an
 * item of its own: a rewrite carries new item text only when the annotation
 * spells out a literal replacement ("Thursday, not Friday", see
 * ./literalReplacement.ts), else `item` is null. It never fails: an
 * annotation it cannot read is kept with nothing to learn. Every decision
 * carries the classifier's reason.
 */
export function createOfflineDecider(extraCues: ExtraCues, options: OfflineDeciderOptions = {}): Decider {
	return {
		name: "offline classifier",
		decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch> {
			const model = options.model === undefined ? shippedJudge() : (options.model ?? undefined);
			const decisions = annotations.map((annotation) => decideOne(annotation, context.today, extraCues, { ...options, model }));
			return Promise.resolve({ decisions, failures: [] });
		},
	};
}

function decideOne(annotation: AnnotationInput, today: string, extraCues: ExtraCues, options: { dateOrder?: DateOrder; model: AnnotationJudge | undefined }): Decision {
	try {
		const verdict = classifyOffline(
			{ item: annotation.item, annotation: annotation.annotation },
			{ today, extraCues, ...(options.dateOrder === undefined ? {} : { dateOrder: options.dateOrder }), ...(options.model === undefined ? {} : { model: options.model }) },
		);
		const replacement = verdict.action === "complete" ? null : literalReplacement(annotation.item, annotation.annotation);
		if (!replacement) return { id: annotation.id, item: null, ...verdict };
		if (verdict.action !== "rewrite") {
			// Nothing but a value pair for the item ("Friday → Thursday" under "(due Friday)"): it corrects the item, whatever the
			// cue rules read in it (a weekday is no postponement here).
			const actionReason = `correction of a value: ${replacementClause(replacement)}`;
			return { id: annotation.id, ...verdict, action: "rewrite", item: replacement.text, postponeUntil: null, reason: `C${actionReason.slice(1)}.`, actionReason };
		}
		return {
			id: annotation.id,
			...verdict,
			item: replacement.text,
			reason: withReplacement(verdict.reason, replacement),
			...(verdict.actionReason === undefined ? {} : { actionReason: withReplacement(verdict.actionReason, replacement) }),
		};
	} catch {
		// Cue data comes from settings: a malformed entry must not stop the whole pass.
		return { id: annotation.id, action: "keep", type: "none", item: null, proposal: null, postponeUntil: null, reason: UNREADABLE_CUES_REASON };
	}
}

/** A reason that said the text was kept, saying instead what was replaced. */
function withReplacement(reason: string, replacement: LiteralReplacement): string {
	const clause = replacementClause(replacement);
	return reason.includes("text kept") ? reason.replace("text kept", clause) : `${reason.replace(/\.$/u, "")}; ${clause}`;
}
