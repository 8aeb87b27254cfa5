/**
 * What the annotation's own words allow, held over any decider's verdict
 * (the offline classifier's, an LLM's, a user's past decision): an item is
 * never ticked off on a question, a hedge, a condition, a failed attempt, a
 * negation or a rule alone, and an explicit postponement with a date ("move
 * to Dec 10", "verschieben auf Samstag") always postpones.
 */
import type { ExtraCues } from "../languages";
import type { DateOrder } from "../dates/dateFinder";
import type { AnnotationInput, Decision, DecisionBatch } from "../types";
import { explicitPostponement, forbiddenBy, readCues } from "./offline/classify";

/** How the guard reads the annotation: as the offline classifier would. */
export interface GuardOptions {
	today: string;
	extraCues?: ExtraCues;
	dateOrder?: DateOrder;
}

/**
 * The decision as the annotation's words allow it: a forbidden completion
 * becomes a keep (a rule or a wish about form is still proposed; anything
 * else stays in the note for the user, nothing proposed), and an explicit
 * dated postponement postpones whatever else was decided but a rewrite with
 * new text, keeping what the decision would teach. Otherwise the decision as it was.
 */
export function guardDecision(annotation: string, decision: Decision, options: GuardOptions): Decision {
	const text = annotation.trim();
	if (text === "") return decision;
	let reading;
	try {
		reading = readCues(text, options);
	} catch {
		// Malformed extra cue words: the offline decider says so; the guard cannot read and lets the verdict be.
		return decision;
	}
	const forbidden = forbiddenBy(decision.action, reading, text);
	if (forbidden !== null) {
		const teaches = (decision.type === "behavioral" || decision.type === "preference") && decision.proposal !== null;
		return teaches
			? { ...decision, action: "keep", item: null, postponeUntil: null, reason: forbidden }
			: { ...decision, action: "keep", type: "none", item: null, proposal: null, postponeUntil: null, reason: forbidden, sameAs: [], replaces: [] };
	}
	const date = explicitPostponement(reading);
	// A rewrite with new text carries a correction the postponement would drop ("move to Dec 10, it's at the town hall now"): it stands.
	const rewrites = decision.action === "rewrite" && (decision.item?.trim() ?? "") !== "";
	if (date !== undefined && decision.action !== "postpone" && !rewrites) {
		return { ...decision, action: "postpone", item: null, postponeUntil: date.iso, reason: `The note asks to put it off to ${date.iso}.` };
	}
	return decision;
}

/** A batch's decisions held to their annotations' words (see {@link guardDecision}); failures pass through. */
export function guardBatch(batch: DecisionBatch, annotations: readonly Pick<AnnotationInput, "id" | "annotation">[], options: GuardOptions): DecisionBatch {
	const texts = new Map(annotations.map((input) => [input.id, input.annotation]));
	return { decisions: batch.decisions.map((decision) => guardDecision(texts.get(decision.id) ?? "", decision, options)), failures: batch.failures };
}
