/**
 * Builders for decisions and decider inputs, so a test names what a decision
 * does ("completes a0", "learns a rule") instead of spelling out six fields
 * whose defaults nobody reads.
 */
import type { AnnotationInput, Decision, ProposalType } from "../../src/core/types";

/** A decision that changes nothing and teaches nothing (keep, none); `overrides` set what the test is about. */
export function decision(overrides: Partial<Decision> = {}): Decision {
	return { id: "a0", action: "keep", type: "none", item: null, proposal: null, postponeUntil: null, ...overrides };
}

/** What an annotation teaches: a proposal of a type that has one. */
export interface Lesson {
	type: ProposalType;
	proposal: string;
}

/** The item is done, nothing to learn ("done", "erledigt"). */
export function completes(id: string): Decision {
	return decision({ id, action: "complete" });
}

/** The item moves to `date` (null: the default delay), nothing to learn. */
export function postpones(id: string, date: string | null): Decision {
	return decision({ id, action: "postpone", postponeUntil: date });
}

/** The item's text becomes `item`; with a lesson, the correction is also proposed. */
export function rewrites(id: string, item: string, lesson?: Lesson): Decision {
	return decision({ id, action: "rewrite", item, ...lesson });
}

/** The item stays; the annotation becomes a proposal of `type`. */
export function learns(id: string, type: ProposalType, proposal: string): Decision {
	return decision({ id, type, proposal });
}

/**
 * A decision as a model writes it in a reply (the wire contract's result
 * entry, snake_case). A type, not an interface, so that it passes where the
 * scripted server takes any record.
 */
export type WireResult = {
	id: string;
	action: string;
	item: string | null;
	type: string;
	proposal: string | null;
	postpone_until: string | null;
};

/** The reply entry a well-behaved model sends for `decision`. */
export function onTheWire(decision: Decision): WireResult {
	return { id: decision.id, action: decision.action, item: decision.item, type: decision.type, proposal: decision.proposal, postpone_until: decision.postponeUntil };
}

/** One annotation as a decider receives it: a plain item with a plain note, no section, unless `overrides` say otherwise. */
export function annotationInput(overrides: Partial<AnnotationInput> = {}): AnnotationInput {
	return { id: "a0", item: "Call parents", annotation: "note", section: "", ...overrides };
}
