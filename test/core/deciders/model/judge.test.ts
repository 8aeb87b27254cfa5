import { describe, expect, it } from "vitest";
import { type AnnotationJudge, classifyOffline, type CueReading, readCues } from "../../../../src/core/deciders/offline/classify";
import { featuresOf } from "../../../../src/core/deciders/model/features";
import { createJudge, cueSummaryOf } from "../../../../src/core/deciders/model/judge";
import { loadModel } from "../../../../src/core/deciders/model/model";
import { shippedJudge } from "../../../../src/core/deciders/model/shipped";
import { TRAINING, trainVerdictModel } from "../../../../scripts/classifier/train";
import weights from "../../../../src/core/deciders/model/weights.json";
import type { Action, CorrectionType } from "../../../../src/core/types";

const TODAY = "2026-11-24";

/** A judge that always gives one verdict and records what it was asked. */
function fixedJudge(action: Action, type: CorrectionType, words: string[] = []): AnnotationJudge & { asked: CueReading[] } {
	const asked: CueReading[] = [];
	return {
		asked,
		judge(_pair, reading) {
			asked.push(reading);
			return { action, type, words };
		},
		// Sure of its verdict: no bar is set, so only the annotation's own words can hold it back.
		actionProbabilities: () => ({ complete: action === "complete" ? 1 : 0, postpone: action === "postpone" ? 1 : 0 }),
	};
}

/** A judge backed by a model that gives every annotation the same class probabilities. */
function judgeScoring(classes: string[], scores: number[]): AnnotationJudge {
	return createJudge({ classes, scores: () => scores, contributions: (features) => features.map(() => 0) });
}

describe("the cue rules and the model together", () => {
	it("never asks the model about a question, a hedge or a lone fragment: those stay for the user", () => {
		const judge = fixedJudge("complete", "none");
		for (const annotation of ["already done?", "not sure this is still needed", "erl"]) {
			const verdict = classifyOffline({ item: "Renew the passport", annotation }, { today: TODAY, model: judge });
			expect({ annotation, action: verdict.action, type: verdict.type }).toEqual({ annotation, action: "keep", type: "none" });
		}
		expect(judge.asked).toEqual([]);
	});

	it("lets the model decide where no cue settles it, and the reason says so with the user's words", () => {
		const judge = fixedJudge("keep", "behavioral", ["weekend", "work"]);
		const verdict = classifyOffline({ item: "Finish the pitch deck", annotation: "no work things at the weekend" }, { today: TODAY, model: judge });
		expect(verdict).toMatchObject({ action: "keep", type: "behavioral", proposal: "No work things at the weekend." });
		expect(verdict.reason).toContain("trained model on “weekend”, “work”");
	});

	it("reads the item too: a new time under an item that names a time is a correction, and weighs more towards one than under an item that names none", () => {
		const model = loadModel(weights);
		const correction = model.classes.indexOf("rewrite/factual");
		const correctionScore = (item: string, annotation: string) => model.scores(featuresOf({ item, annotation }, cueSummaryOf(readCues(annotation, { today: TODAY }))))[correction]!;
		for (const [timed, untimed, annotation] of [
			["Dinner at the Moreaus Saturday 7pm", "Dinner at the Moreaus Saturday", "8pm not 7"],
			["Dîner chez les Moreau samedi 19h", "Dîner chez les Moreau samedi", "20h pas 19h"],
		] as const) {
			expect(classifyOffline({ item: timed, annotation }, { today: TODAY, model: shippedJudge() })).toMatchObject({ action: "rewrite", type: "factual" });
			expect(correctionScore(timed, annotation)).toBeGreaterThan(correctionScore(untimed, annotation));
		}
	});

	it("reads what the item asks for: the details of a booking under “Book the plumber” leave it as written, under a booked visit they correct it", () => {
		const annotation = "Dave Lewis, Thursday 9am, £60 call-out";
		// Whether the booking is done or the item moves to Thursday is a near thing for the model
		// (a completion at 0.43 to 0.48 over three seeds, under COMPLETION_NEEDS); what the item
		// decides is whether the note says the item is wrong.
		const underTask = classifyOffline({ item: "Book the plumber", annotation }, { today: TODAY, model: shippedJudge() });
		// Not sure enough to tick it off or move it: the item and the note stay as the user left them.
		expect(underTask).toMatchObject({ action: "keep", type: "none", proposal: null });
		expect(underTask.reason).toContain("Not sure enough");
		expect(classifyOffline({ item: "Plumber Wednesday 9am (Dave Lewis)", annotation }, { today: TODAY, model: shippedJudge() })).toMatchObject({ action: "rewrite", type: "factual" });
	});

	it("keeps the cue rule's reason where the model agrees with it", () => {
		const judge = fixedJudge("keep", "behavioral");
		const verdict = classifyOffline({ item: "Colonoscopy prep", annotation: "never put medical stuff here" }, { today: TODAY, model: judge });
		expect(verdict.reason).not.toContain("trained model");
		expect(verdict.reason).toContain("“never”");
	});

	it("reads the date of a postponement the model decided", () => {
		const judge = fixedJudge("postpone", "none");
		const verdict = classifyOffline({ item: "Book the band", annotation: "the 3rd of December works better" }, { today: TODAY, model: judge });
		expect(verdict).toMatchObject({ action: "postpone", type: "none", postponeUntil: "2026-12-03", proposal: null });
	});

	it("writes the proposal for the type the model chose, never for a type none", () => {
		const judge = fixedJudge("complete", "factual");
		const verdict = classifyOffline({ item: "Get quotes for the driveway", annotation: "going with Kerbs R Us, £3,800, they start 5 May" }, { today: TODAY, model: judge });
		expect(verdict.action).toBe("complete");
		expect(verdict.proposal).toContain("Kerbs R Us");
		const none = classifyOffline({ item: "Water the plants", annotation: "the neighbour did them" }, { today: TODAY, model: fixedJudge("complete", "none") });
		expect(none.proposal).toBeNull();
	});
});

/** A verdict's action and type. */
function pick({ action, type }: { action: Action; type: CorrectionType }): { action: Action; type: CorrectionType } {
	return { action, type };
}

describe("the trained judge", () => {
	it("learns a verdict from examples and names the annotation's own words, never fillers", () => {
		const examples = ["no work things at the weekend", "keep weekends free of work", "work stays out of the weekend", "weekend is family time, no work"].map((annotation) => ({
			lang: "en",
			item: "Finish the report",
			annotation,
			action: "keep",
			type: "behavioral",
		}));
		const others = ["came this morning", "the engineer came round", "arrived today", "Pete sorted it"].map((annotation) => ({ lang: "en", item: "Get the boiler fixed", annotation, action: "complete", type: "none" }));
		const judge = createJudge(loadModel(trainVerdictModel([...examples, ...others], { ...TRAINING, epochs: 30, batch: 1, learningRate: 0.05 })));
		const verdict = classifyOffline({ item: "Plan the offsite", annotation: "no Work on the Weekend" }, { today: TODAY, model: judge });
		expect(verdict).toMatchObject({ action: "keep", type: "behavioral" });
		expect(verdict.reason).toMatch(/trained model on .*(“Weekend”|“Work”)/u);
		expect(verdict.reason).not.toMatch(/“(on|the|no)”/u);
	});

	it("lets a cue word the user wrote stand unless the model is clearly surer of another verdict", () => {
		// "done" is a completion cue; a model that leans towards a correction overrules it only by a clear margin.
		const leaning = (completion: number): AnnotationJudge =>
			judgeScoring(["complete/none", "rewrite/factual"], [completion, 1 - completion]);
		const pair = { item: "Send the invoice to Kerbs R Us", annotation: "done, sent the invoice" };
		expect(classifyOffline(pair, { today: TODAY, model: leaning(0.45) })).toMatchObject({ action: "complete", type: "none" });
		expect(classifyOffline(pair, { today: TODAY, model: leaning(0.2) })).toMatchObject({ action: "rewrite", type: "factual" });
	});

	it("ticks an item off on the model's word only when it gives a completion at least half its probability", () => {
		const unsure = (completion: number): AnnotationJudge =>
			judgeScoring(["complete/none", "complete/factual", "rewrite/factual", "keep/none"], [completion, 0.05, 0.2, 0.75 - completion]);
		const pair = { item: "Pick up the dry cleaning", annotation: "Mum went past the shop at lunchtime" };
		expect(classifyOffline(pair, { today: TODAY, model: unsure(0.4) })).toMatchObject({ action: "keep", type: "none" });
		expect(classifyOffline(pair, { today: TODAY, model: unsure(0.46) }).action).toBe("complete");
	});

	it("never moves an item for a wish about form, however sure the model is", () => {
		const postponing: AnnotationJudge = judgeScoring(["postpone/factual", "rewrite/preference"], [0.95, 0.05]);
		const pair = { item: "Review the cashflow section", annotation: "the cashflow section should be 3 lines at most, as a table" };
		expect(classifyOffline(pair, { today: TODAY, model: postponing })).toMatchObject({ action: "rewrite", type: "preference" });
		expect(classifyOffline({ item: "Pay the rent", annotation: "next week, the landlord is away" }, { today: TODAY, model: postponing }).action).toBe("postpone");
	});

	it("never ticks off an item for a wish about form, however sure the model is", () => {
		const completing: AnnotationJudge = judgeScoring(["complete/factual", "rewrite/preference"], [0.95, 0.05]);
		const pair = { item: "Review the cashflow section", annotation: "the cashflow section should be 3 lines at most, as a table" };
		expect(classifyOffline(pair, { today: TODAY, model: completing })).toMatchObject({ action: "rewrite", type: "preference" });
		expect(classifyOffline(pair, { today: TODAY, model: shippedJudge() })).toMatchObject({ action: "rewrite", type: "preference" });
		// The same model still completes where no wish about form was found.
		expect(classifyOffline({ item: "Pay the rent", annotation: "paid, 412 € by transfer" }, { today: TODAY, model: completing }).action).toBe("complete");
	});

	it("never ticks off an item whose note says it still waits, is under way or comes later today", () => {
		const open = [
			["Call the bank about the card", "still waiting"],
			["Call the bank about the card", "left a voicemail"],
			["Call the bank about the card", "busy line"],
			["Get the boiler fixed", "started"],
			["Set up the new laptop", "blocked on IT"],
			["Call the bank about the card", "tonight"],
			["Papa anrufen", "warte noch auf seine Rückmeldung"],
			["Papa anrufen", "heute Abend"],
			["Relancer le syndic", "toujours pas de réponse"],
			["Appeler la banque", "ce soir"],
			["Llamar al fontanero", "sigo esperando"],
			["Chiamare l'idraulico", "ancora niente, non risponde nessuno"],
		] as const;
		const completed = open.filter(([item, annotation]) => classifyOffline({ item, annotation }, { today: TODAY, model: shippedJudge() }).action === "complete");
		expect(completed).toEqual([]);
	});

	it("ends an item the note dismisses, but not one it reminds of", () => {
		for (const [item, annotation] of [
			["Call the bank about the card", "forget it"],
			["Call the bank about the card", "drop it"],
			["Papa anrufen", "vergiss es"],
			["Appeler la banque", "laisse tomber"],
			["Llamar al fontanero", "olvídalo"],
			["Chiamare l'idraulico", "lascia perdere"],
		] as const) {
			expect({ annotation, ...pick(classifyOffline({ item, annotation }, { today: TODAY, model: shippedJudge() })) }).toEqual({ annotation, action: "complete", type: "none" });
		}
		// A reminder holds the same words and dismisses nothing.
		expect(classifyOffline({ item: "Call the bank about the card", annotation: "don't forget it" }, { today: TODAY, model: shippedJudge() }).action).not.toBe("complete");
	});

	it("ships with the bundle and decodes once, on first use", () => {
		expect(shippedJudge()).toBe(shippedJudge());
	});
});
