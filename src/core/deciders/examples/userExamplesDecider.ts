/**
 * The offline decider, taught by the user: before the cue rules' type
 * stands, the user's own nearest past decision is looked up, and when one is
 * near enough it decides the type and the tag (a rejection: nothing to
 * propose). What happens to the item still comes from the classifier.
 */
import type { ExtraCues } from "../../languages";
import { reasonSentence } from "../offline/reasons";
import type { AnnotationInput, DecideContext, Decider, Decision, DecisionBatch, UserExample } from "../../types";
import { contextExamples, nearestExamples, type ExampleIndex } from "./nearest";
import { readLikeClassifier } from "./wording";
import { cut } from "../../text";
import { explicitPostponement, readCues } from "../offline/classify";

/** Longest quote of the past annotation within a reason. */
const QUOTE_LENGTH = 60;

/** How the wrapped decider reads cue words, for rewording a proposal of another type. */
export interface UserExamplesOptions {
	extraCues?: ExtraCues;
}

/**
 * Wraps a decider (the offline classifier) so that the user's past review
 * decisions, which `context.examples` loads, come first. Without examples,
 * or when they cannot be read, its decisions pass through unchanged.
 */
export function withUserExamples(decider: Decider, options: UserExamplesOptions = {}): Decider {
	return {
		name: decider.name,
		...(decider.judgesRelations === undefined ? {} : { judgesRelations: decider.judgesRelations }),
		async decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch> {
			const batch = await decider.decide(annotations, context);
			const index = await contextExamples(context);
			if (index === null || index.entries.length === 0) return batch;
			const inputs = new Map(annotations.map((annotation) => [annotation.id, annotation]));
			const decisions = batch.decisions.map((decision) => {
				const input = inputs.get(decision.id);
				return input ? likePastDecision(decision, input, index, context.today, options) : decision;
			});
			return { decisions, failures: batch.failures };
		},
	};
}

/**
 * The decision the user's nearest past decision makes of the classifier's:
 * its type and tag, the proposal worded for that type; unchanged when no past
 * decision is near enough, or when it would propose something from a
 * question or a hedge (what the user has not settled stays unsettled).
 */
function likePastDecision(decision: Decision, input: AnnotationInput, index: ExampleIndex, today: string, options: UserExamplesOptions): Decision {
	const [near] = nearestExamples(index, input, 1);
	if (!near) return decision;
	const { example } = near;
	if (example.type === "none") return { ...decision, type: "none", proposal: null, reason: reasonFor(example, decision.actionReason) };
	const reading = readLikeClassifier(input.item, input.annotation, today, options.extraCues);
	if (reading.unsettled) return decision;
	const proposal = decision.type === example.type && decision.proposal ? decision.proposal : reading.proposalFor(example.type);
	const action = example.type === "behavioral" || example.type === "preference" ? lessonAction(decision, input.annotation, today, options) : decision.action;
	const moved = action === decision.action ? {} : { action, postponeUntil: null };
	return { ...decision, ...moved, type: example.type, proposal, ...(example.tag === null ? {} : { tag: example.tag }), reason: reasonFor(example, decision.actionReason) };
}

/**
 * What a past decision that made a rule or a wish about form teaches the
 * action: such an annotation neither ticks the item off nor puts it off,
 * unless its own words do ("paid — and always ask for a receipt", "Friday,
 * and never put calls over lunch").
 */
function lessonAction(decision: Decision, annotation: string, today: string, options: UserExamplesOptions): Decision["action"] {
	if (decision.action !== "complete" && decision.action !== "postpone") return decision.action;
	const reading = readCues(annotation.trim(), { today, ...(options.extraCues ? { extraCues: options.extraCues } : {}) });
	if (decision.action === "postpone") return explicitPostponement(reading) !== undefined ? "postpone" : "keep";
	return reading.action === "complete" && reading.settled.step === "cue" ? "complete" : "keep";
}

/**
 * "Like your decision on 2026-11-22: [rule:agenda] for “kids' appointments
 * …”.", after what decided the action when the classifier says
 * (`actionReason`): the past decision settles only the type and the tag, so
 * a reason that gave it the whole credit would hide why the item moved.
 */
export function reasonFor(example: UserExample, actionReason?: string): string {
	const quote = `“${cut(example.annotation.replace(/\s+/gu, " ").trim(), QUOTE_LENGTH)}”`;
	const what = example.outcome === "rejected" ? `you rejected the proposal for ${quote}` : `[${example.tag ?? example.type}] for ${quote}`;
	const like = `like your decision on ${example.date}: ${what}`;
	return reasonSentence(actionReason === undefined ? [like] : [actionReason, like]);
}
