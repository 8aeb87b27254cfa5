import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../src/core/deciders/offline/classify";
import { shippedJudge } from "../../../src/core/deciders/model/shipped";
import { guardDecision } from "../../../src/core/deciders/guard";
import type { Decision } from "../../../src/core/types";

const TODAY = "2026-12-07";
const offline = (item: string, annotation: string) => classifyOffline({ item, annotation }, { today: TODAY, model: shippedJudge() });

describe("completion needs evidence", () => {
	it.each([
		["Pay the deposit", "finished once the landlord pays"],
		["Kaution zahlen", "erledigt, sobald der Vermieter zahlt"],
		["Payer la caution", "fini dès que le proprio paie"],
		["Pagar la fianza", "terminado en cuanto pague el casero"],
		["Pagare la caparra", "fatto appena paga il padrone di casa"],
		["Call the plumber", "rang twice, no reply"],
		["Ring the GP", "called, went to voicemail"],
		["Return the kettle to Argos", "went down, shop was closed"],
		["New lamp", "arrived broken"],
		["New chair", "delivered, but the wrong colour"],
		["Neuer Stuhl", "geliefert, aber die falsche Farbe"],
		["Hospice fundraiser", "finished by christmas, hopefully"],
		["Reisekosten abrechnen", "ab jetzt immer die Belege als PDF anhängen"],
		["Passport renewal for Kit", "sent, waiting"],
		["Réponse pour l'alternance", "envoyé, j'attends leur réponse"],
		["Bad neu verfugen", "fertig bis auf die Dusche, die kommt Samstag"],
		["Sistemare la scrivania", "fatto il primo cassetto, il resto un'altra sera"],
		["Küchenschrank abschleifen", "eine tür fertig, die anderen nächstes wochenende"],
		["Wanderurlaub Südtirol", "zur Törggelezeit"],
		["Brief vom Finanzamt", "Behördenpost mach ich gesammelt am Monatsende"],
	])("never ticks off %s with “%s”", (item, annotation) => {
		expect(offline(item, annotation).action).not.toBe("complete");
	});

	it("still ticks off a plain report of the deed", () => {
		expect(offline("Pay the deposit", "paid").action).toBe("complete");
		expect(offline("Kaution zahlen", "erledigt").action).toBe("complete");
	});

	it("learns a rule stated after a completion word without ticking the item off", () => {
		expect(offline("Reisekosten abrechnen", "ab jetzt immer die Belege als PDF anhängen")).toMatchObject({ action: "keep", type: "behavioral" });
	});
});

describe("what may correct its item stays under it", () => {
	it("proposes a rule and leaves its line under the item, marked, since the offline decider writes no item text", () => {
		expect(offline("Book a GP appt for Dad's shingles jab", "the practice nurse does those, book with her not the GP")).toMatchObject({ action: "keep", type: "behavioral", leaveAnnotation: true });
	});

	it("learns a rule with a postponement word but no date without moving the item", () => {
		expect(offline("turno de 24h del jueves", "después de una de 24 el día siguiente libre, no me pongas nada")).toMatchObject({ action: "keep", type: "behavioral", postponeUntil: null, leaveAnnotation: true });
	});
});

describe("two intents, both kept", () => {
	it("postpones to the date and learns the rule", () => {
		expect(offline("Call the bank", "Friday — and from now on never put calls over lunch")).toMatchObject({ action: "postpone", type: "behavioral", postponeUntil: "2026-12-11" });
	});

	it("learns a fact the user asks to remember", () => {
		expect(offline("Birthday list", "Mum's birthday is on 14 March, remember that").type).toBe("factual");
	});
});

/** A decision as a model might return it. */
function modelSays(action: Decision["action"], type: Decision["type"], proposal: string | null = null): Decision {
	return { id: "a1", action, type, item: null, proposal, postponeUntil: null, reason: "The model's reason." };
}

describe("the annotation's words over any decider's verdict", () => {
	it.each([
		["finished once the landlord pays", "complete"],
		["is this done?", "complete"],
		["I think it's done", "complete"],
		["rang twice, no reply", "complete"],
	] as const)("a model that ticks the item off on “%s” leaves it open and the note as it is", (annotation, action) => {
		expect(guardDecision(annotation, modelSays(action, "factual", "Something."), { today: TODAY })).toMatchObject({ action: "keep", type: "none", proposal: null });
	});

	it.each(["maybe Thursday", "peut-être en février, ou mars", "on verra", "is it Friday?"])("a model that postpones on the doubt or question “%s” leaves the item and the note", (annotation) => {
		expect(guardDecision(annotation, modelSays("postpone", "none"), { today: TODAY })).toMatchObject({ action: "keep", type: "none", postponeUntil: null });
	});

	it("keeps a model's rule but not its completion when a rule alone is written", () => {
		const guarded = guardDecision("from now on always attach the receipts as PDF", modelSays("complete", "behavioral", "Always attach receipts as PDF."), { today: TODAY });
		expect(guarded).toMatchObject({ action: "keep", type: "behavioral", proposal: "Always attach receipts as PDF." });
	});

	it.each([
		["move to Dec 10", "2026-12-10"],
		["verschieben auf Samstag", "2026-12-12"],
		["reporter au 14 décembre", "2026-12-14"],
		["aplazar al viernes", "2026-12-11"],
		["rimandare a giovedì", "2026-12-10"],
	])("“%s” postpones to %s whatever the model decided", (annotation, date) => {
		expect(guardDecision(annotation, modelSays("rewrite", "factual", "Errand moved."), { today: TODAY })).toMatchObject({ action: "postpone", postponeUntil: date, type: "factual" });
	});

	it("keeps a model's rewrite with new text, so the correction in it is not dropped for the postponement", () => {
		const rewrite = { ...modelSays("rewrite", "factual", "The errand is at the town hall."), item: "Errand at the town hall on 10 Dec" };
		expect(guardDecision("move to Dec 10, it's at the town hall now", rewrite, { today: TODAY })).toBe(rewrite);
	});

	it("leaves a date inside a fact or a report to the decider", () => {
		expect(guardDecision("moved to Thursday by the dentist", modelSays("rewrite", "factual", "x"), { today: TODAY }).action).toBe("rewrite");
		expect(guardDecision("rent is due on the 12th now", modelSays("rewrite", "factual", "x"), { today: TODAY }).action).toBe("rewrite");
	});

	it("passes a verdict the words allow through unchanged", () => {
		const decision = modelSays("complete", "none");
		expect(guardDecision("paid", decision, { today: TODAY })).toBe(decision);
	});
});

describe("a status note says where the item stands", () => {
	it.each([
		["Fix the dishwasher", "still waiting for the part"],
		["Spülmaschine reparieren", "noch nicht"],
		["Réparer le lave-vaisselle", "en attente de la pièce"],
		["Arreglar el lavavajillas", "pendiente de la pieza"],
		["Riparare la lavastoviglie", "in attesa del pezzo"],
	])("leaves %s where it is, with “%s” under it", (item, annotation) => {
		expect(offline(item, annotation)).toMatchObject({ action: "keep", type: "none", proposal: null });
		expect(guardDecision(annotation, modelSays("postpone", "none"), { today: TODAY })).toMatchObject({ action: "keep", postponeUntil: null });
	});

	it("still postpones when it names until when", () => {
		expect(offline("Fix the dishwasher", "waiting for the part till Friday")).toMatchObject({ action: "postpone", postponeUntil: "2026-12-11" });
	});
});
