import { describe, expect, it } from "vitest";
import { createDecider } from "../../../../src/core/deciders";
import { withUserExamples } from "../../../../src/core/deciders/examples/userExamplesDecider";
import { DEFAULT_SETTINGS } from "../../../../src/core/settings";
import type { AnnotationInput, DecideContext, UserExample } from "../../../../src/core/types";
import { annotationInput } from "../../../helpers/decisions";

const offline = createDecider(DEFAULT_SETTINGS, { http: () => Promise.reject(new Error("no network")), apiKey: null, sleep: () => Promise.resolve() });

function context(examples?: UserExample[] | Error): DecideContext {
	const base: DecideContext = { today: "2026-11-24", learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) };
	if (examples === undefined) return base;
	return { ...base, examples: () => (examples instanceof Error ? Promise.reject(examples) : Promise.resolve(examples)) };
}

function example(overrides: Partial<UserExample> = {}): UserExample {
	return { language: "en", item: "Dentist for Mia", annotation: "kids' appointments are for the family calendar", outcome: "accepted", type: "behavioral", tag: "rule:family", date: "2026-11-20", id: "aaaaaaaa", ...overrides };
}

async function decideOne(input: AnnotationInput, ctx: DecideContext) {
	const batch = await offline.decide([input], ctx);
	expect(batch.failures).toEqual([]);
	return batch.decisions[0]!;
}

const similar = annotationInput({ id: "b1", item: "Swimming lesson for Leo", annotation: "the kids' appointments are for the family calendar" });

describe("the offline decider with the user's past decisions", () => {
	it("takes the type and tag of the nearest past decision, and its reason names the day", async () => {
		const alone = await decideOne(similar, context());
		// Alone, the decider files whatever it proposes under the type's default note, never rule:family.
		expect(alone.tag).toBeUndefined();
		const taught = await decideOne(similar, context([example()]));
		expect(taught).toMatchObject({ id: "b1", action: alone.action, type: "behavioral", tag: "rule:family" });
		// Worded as the classifier words a rule: the user's words, not led by the item as a fact is.
		expect(taught.proposal).toBe("The kids' appointments are for the family calendar.");
		// The past decision settles the type and the tag; what decided the action (kept, here) still leads the reason.
		// (Which of the user's words weighed most is the trained model's; any retraining may change them.)
		expect(taught.reason).toMatch(/^No decisive cue, trained model on “(kids|appointments|family|calendar)”(, “(kids|appointments|family|calendar)”)*: kept; like your decision on 2026-11-20: \[rule:family\] for “kids' appointments are for the family calendar”\.$/u);
	});

	it("still says why the item moves when a past decision settles only the type", async () => {
		const dueDate = annotationInput({ id: "d1", item: "Pay the electricity bill", annotation: "no, the bill is due on the 12th" });
		const alone = await decideOne(dueDate, context());
		const factLearned = example({ item: "Pay the electricity bill", annotation: "actually the bill is due on the 15th, not the 10th", type: "factual", tag: "user" });
		const taught = await decideOne(dueDate, context([factLearned]));
		expect(taught.action).toBe(alone.action);
		const actionReason = alone.actionReason ?? "";
		expect(actionReason).not.toBe("");
		expect(taught.reason).toBe(`${actionReason.charAt(0).toUpperCase()}${actionReason.slice(1)}; like your decision on 2026-11-20: [user] for “actually the bill is due on the 15th, not the 10th”.`);
	});

	it("proposes nothing where the user rejected a proposal for the same remark, but still acts on the item", async () => {
		const paid = annotationInput({ id: "p1", item: "Pay the electricity bill", annotation: "done, paid 412 € by transfer" });
		const alone = await decideOne(paid, context());
		expect(alone).toMatchObject({ action: "complete", type: "factual" });
		const rejected = example({ item: "Pay the water bill", annotation: "done, paid 380 € by transfer", outcome: "rejected", type: "none", tag: null, date: "2026-11-02" });
		const taught = await decideOne(paid, context([rejected]));
		expect(taught).toMatchObject({ action: "complete", type: "none", proposal: null });
		expect(taught.tag).toBeUndefined();
		expect(taught.reason).toMatch(/^Completion cue “done”; no question or hedge; like your decision on 2026-11-02: you rejected the proposal for “done, paid 380 € by transfer”/);
	});

	it("leaves a question as the classifier leaves it, whatever was accepted before", async () => {
		const question = annotationInput({ item: "Swimming lesson for Leo", annotation: "are the kids' appointments for the family calendar?" });
		expect(await decideOne(question, context([example()]))).toEqual(await decideOne(question, context()));
	});

	it("decides as before without past decisions, with unrelated ones, or when they cannot be read", async () => {
		const alone = await decideOne(similar, context());
		expect(await decideOne(similar, context([]))).toEqual(alone);
		expect(await decideOne(similar, context([example({ annotation: "never schedule calls before 9" })]))).toEqual(alone);
		expect(await decideOne(similar, context(new Error("unreadable")))).toEqual(alone);
	});
});

describe("a past decision teaches the action as well as the tag", () => {
	const ticksEverything = withUserExamples({
		name: "ticks everything",
		decide: (annotations) => Promise.resolve({ decisions: annotations.map((a) => ({ id: a.id, action: "complete" as const, type: "factual" as const, item: null, proposal: a.annotation, postponeUntil: null })), failures: [] }),
	});
	const rule = example({ item: "Expenses for October", annotation: "from now on the receipts go in as PDF", type: "behavioral", tag: "rule:agenda" });

	it("leaves the item open when the user made a rule of the nearest past annotation", async () => {
		const input = annotationInput({ id: "r1", item: "Expenses for November", annotation: "the receipts go in as PDF" });
		const [decision] = (await ticksEverything.decide([input], context([rule]))).decisions;
		expect(decision).toMatchObject({ action: "keep", type: "behavioral", tag: "rule:agenda" });
	});

	it("still ticks the item off when the annotation itself reports the deed", async () => {
		const input = annotationInput({ id: "r2", item: "Expenses for November", annotation: "done, the receipts go in as PDF" });
		const [decision] = (await ticksEverything.decide([input], context([rule]))).decisions;
		expect(decision).toMatchObject({ action: "complete", type: "behavioral" });
	});
});
