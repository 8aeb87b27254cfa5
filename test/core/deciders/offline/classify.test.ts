import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { shippedJudge } from "../../../../src/core/deciders/model/shipped";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import { compiledCues } from "../../../../src/core/deciders/offline/cueRegexes";
import { resolvePostponeDate } from "../../../../src/core/dates/dateFinder";
import type { ExtraCues } from "../../../../src/core/languages";
import type { Action, CorrectionType } from "../../../../src/core/types";

/** 2026-11-22 is a Sunday. */
const TODAY = "2026-11-22";

function classify(annotation: string, item = "Item", extraCues?: ExtraCues) {
	return classifyOffline({ item, annotation }, extraCues ? { today: TODAY, extraCues } : { today: TODAY });
}

describe("classifyOffline: action and type", () => {
	const cases: [annotation: string, action: Action, type: CorrectionType][] = [
		// Bare completions and postponements teach nothing.
		["done", "complete", "none"],
		["Done!", "complete", "none"],
		["erledigt ✓", "complete", "none"],
		["✅", "complete", "none"],
		["fatto", "complete", "none"],
		["c’est fait !", "complete", "none"],
		["listo ✓", "complete", "none"],
		["later", "postpone", "none"],
		["next week", "postpone", "none"],
		["nächste Woche", "postpone", "none"],
		["la semaine prochaine", "postpone", "none"],
		["la próxima semana", "postpone", "none"],
		["più tardi", "postpone", "none"],
		["Friday", "postpone", "none"],
		["am Freitag", "postpone", "none"],
		// A completion or postponement that says more is factual.
		["done, paid on Friday by bank transfer", "complete", "factual"],
		["erledigt – Termin ist jetzt am 3. März", "complete", "factual"],
		["next Monday, she's in hospital until Sunday", "postpone", "factual"],
		// The first cue decides: a negated completion postpones.
		// Status notes without a date: the item stays where it is (DESIGN.md counts moving it a harm).
		["not done yet", "keep", "none"],
		["noch nicht erledigt", "keep", "none"],
		["noch nicht fertig, später", "postpone", "none"],
		// Corrections.
		["that's wrong — I called them two days ago", "rewrite", "factual"],
		["that’s wrong — I called them two days ago", "rewrite", "factual"],
		["not Wednesday but Thursday", "rewrite", "factual"],
		["nicht Rom sondern Florenz", "rewrite", "factual"],
		["c'est faux, c'est jeudi à 16h30", "rewrite", "factual"],
		["de hecho, es el martes", "rewrite", "factual"],
		["en fait c'est samedi matin", "rewrite", "factual"],
		["wrong", "rewrite", "none"],
		// Plain new information.
		["the plumber's number changed: 0171 555 2093", "rewrite", "factual"],
		// Rules: behavioral cues beat everything for type.
		["never put medical appointments here", "keep", "behavioral"],
		["Arzttermine bitte nie hier eintragen", "keep", "behavioral"],
		["ne mets jamais les rendez-vous médicaux ici", "keep", "behavioral"],
		["nunca pongas citas médicas aquí", "keep", "behavioral"],
		["non mettere mai qui gli appuntamenti medici", "keep", "behavioral"],
		["from now on always cc accounting", "keep", "behavioral"],
		["wrong number — and never put phone numbers in items again", "rewrite", "behavioral"],
		["done, and from now on remind me a day before", "complete", "behavioral"],
		// "Always" and "never" about the world are not rules.
		["she never picks up before 10", "rewrite", "factual"],
		["the pharmacy is always closed on Wednesdays", "rewrite", "factual"],
		["Schulz zahlt immer erst nach 60 Tagen", "rewrite", "factual"],
		// Preferences about form.
		["should be 3 lines", "rewrite", "preference"],
		["shorter please", "rewrite", "preference"],
		["as a table please", "rewrite", "preference"],
		["I prefer bullet points", "rewrite", "preference"],
		["lieber als Tabelle", "rewrite", "preference"],
		["kürzer bitte", "rewrite", "preference"],
		["je préfère un tableau", "rewrite", "preference"],
		["plus court", "rewrite", "preference"],
		["prefiero viñetas", "rewrite", "preference"],
		["más corto", "rewrite", "preference"],
		["preferisco un elenco puntato", "rewrite", "preference"],
		["più breve", "rewrite", "preference"],
		["sort by priority, not alphabetically", "rewrite", "preference"],
		// Leave it.
		["ok", "keep", "none"],
		["passt so", "keep", "none"],
		["👍", "keep", "none"],
		["", "keep", "none"],
		["   ", "keep", "none"],
	];
	it.each(cases)("%s → %s / %s", (annotation, action, type) => {
		const result = classify(annotation);
		expect({ action: result.action, type: result.type }).toEqual({ action, type });
	});
});

describe("classifyOffline: matching", () => {
	it("respects word boundaries", () => {
		expect(classify("undone, the form came back").action).toBe("rewrite");
		expect(classify("Donegal trip is in May").action).toBe("rewrite");
		expect(classify("the abandoned car is gone").action).toBe("rewrite");
	});

	it("ignores accents and apostrophe style", () => {
		expect(classify("spater").action).toBe("postpone");
		expect(classify("naechste woche").action).toBe("postpone");
		expect(classify("mas tarde").action).toBe("postpone");
		expect(classify("piu tardi").action).toBe("postpone");
		expect(classify("termine")).toMatchObject({ action: "complete", type: "none" });
		const { reason: straightReason, actionReason: straightAction, ...straight } = classify("c'est fait");
		const { reason: curlyReason, actionReason: curlyAction, ...curly } = classify("c’est fait");
		expect(straight).toEqual(curly);
		expect(curlyAction).toContain("“c’est fait”");
		expect(straightAction).toContain("“c'est fait”");
		// The reason quotes the cue as the user typed it.
		expect(straightReason).toContain("“c'est fait”");
		expect(curlyReason).toContain("“c’est fait”");
	});

	it("ignores phrases that only contain a cue", () => {
		expect(classify("Davide si è fatto male al ginocchio").action).toBe("rewrite");
		expect(classify("booked! Luigi's, 7:30, table for two").type).toBe("factual");
		// "farsi vivo" is showing up; "lasciato detto" is a message left, still waiting.
		expect(classify("il padrone di casa non si è ancora fatto vivo").action).not.toBe("complete");
		expect(classify("non lo trovo mai, ho lasciato detto alla segretaria").action).toBe("postpone");
	});

	it("postpones a completion that is only a condition or only part of the item", () => {
		const table: [annotation: string, until: string | null][] = [
			["when the plastering's done", null],
			["bis Freitag erledigt", "2026-11-27"],
			["did the front side, the rest next weekend", "2026-11-28"],
			["erledigt, Rest am Wochenende", "2026-11-28"],
			["fait la moitié, le reste demain", "2026-11-23"],
			["pagado, el resto el lunes", "2026-11-23"],
		];
		for (const [annotation, until] of table) expect(classify(annotation), annotation).toMatchObject({ action: "postpone", postponeUntil: until });
		expect(classify("when the plastering's done").reason).toBe("Postponement “when the plastering's done”, no date.");
		// A condition after the deed leaves the completion whole; a rest named with no date leaves the item open for the user
		// ("the rest is in the drawer" and "the rest on another evening" read alike).
		expect(classify("paid when I got home").action).toBe("complete");
		for (const annotation of ["done, the rest is in the drawer", "fatto il primo cassetto, il resto un'altra sera", "eine Seite ist fertig, die andere näh ich später"]) expect(classify(annotation).action, annotation).toBe("keep");
	});

	it("reads wishes about how an item is written, in five languages", () => {
		for (const annotation of [
			"no exclamation marks pls",
			"deadlines in red",
			"write it out in full, no abbreviations",
			"keine Abkürzungen bitte",
			"en toutes lettres, pas d'abréviations",
			"sin abreviaturas",
			"per esteso, senza abbreviazioni",
		]) {
			expect(classify(annotation), annotation).toMatchObject({ action: "rewrite", type: "preference" });
		}
		// A price quote is no quotation mark.
		expect(classify("got three quotes, cheapest is 420").type).not.toBe("preference");
	});

	it("takes a day's name for a date, not for a participle (\"sábado\" ends like \"pagado\")", () => {
		for (const annotation of ["el sábado", "sábado por la mañana"]) expect(classify(annotation), annotation).toMatchObject({ action: "postpone", postponeUntil: "2026-11-28" });
		expect(classifyOffline({ item: "Llamar al fontanero", annotation: "el sábado" }, { today: TODAY, model: shippedJudge() })).toMatchObject({ action: "postpone", postponeUntil: "2026-11-28" });
		for (const annotation of ["quantità già calcolate per 25 bambini", "en dos bloques: salado y dulce", "sin apellidos, solo los nombres"]) {
			expect(classify(annotation).action, annotation).not.toBe("complete");
		}
	});

	it("takes a deed still to come for none done (\"wird gemacht\", \"va fatto\")", () => {
		for (const annotation of ["wird gemacht", "gefeiert wird dann in Regensburg", "va fatto, punto"]) expect(classify(annotation).action, annotation).not.toBe("complete");
		for (const annotation of ["wurde gemacht", "ist gemacht", "fatto"]) expect(classify(annotation).action, annotation).toBe("complete");
	});

	it("takes a German noun of office, state or quality for no participle", () => {
		for (const annotation of ["Jugendamt braucht noch die Gehaltsnachweise", "Gesundheitsamt meldet sich", "Gesellschaft zahlt erst im März"]) {
			expect(classify(annotation).action, annotation).not.toBe("complete");
		}
		for (const annotation of ["zurückgeschickt", "hab angerufen", "hab ihr das Buch geholt"]) {
			expect(classify(annotation).action, annotation).toBe("complete");
		}
	});

	it("reads a multi-line annotation as one", () => {
		const result = classify("done\nthe receipt is in the blue folder", "Pay council tax");
		expect(result).toMatchObject({ action: "complete", type: "factual" });
		expect(result.proposal).toBe("The receipt is in the blue folder (about “Pay council tax”).");
	});
});

describe("classifyOffline: proposal", () => {
	it("states a fact that stands alone, without leading cue noise or the item glued before it", () => {
		expect(classify("that's wrong — I called them two days ago", "Call parents (last call weeks ago)").proposal).toBe(
			"I called the parents on 20 November 2026.",
		);
		expect(classify("done, paid on Friday by bank transfer", "Pay electricity bill").proposal).toBe(
			"Paid on Friday by bank transfer (about “Pay electricity bill”).",
		);
		expect(classify("erledigt – Termin ist jetzt am 3. März", "Zahnarzt für Paul:").proposal).toBe(
			"Termin ist jetzt am 3. März (zu „Zahnarzt für Paul“).",
		);
	});

	it("keeps the user's words when the cue is all there is or the rest starts with a conjunction", () => {
		expect(classify("paid and cancelled, last month is December", "Gym").proposal).toBe(
			"Paid and cancelled, last month is December (about “Gym”).",
		);
		expect(classify("Tom's birthday is on the 9th", "Present for Tom").proposal).toBe("Tom's birthday is on the 9th.");
		expect(classify("not Wednesday but Thursday", "Lunch with Maria").proposal).toBe(
			"Not Wednesday but Thursday (about “Lunch with Maria”).",
		);
		expect(classify("actually it's Saturday", "Flight").proposal).toBe("It's Saturday 28 November 2026 (about “Flight”).");
	});

	it("uses the annotation itself for rules and preferences", () => {
		expect(classify("  never put medical appointments here ", "Dr. Weber").proposal).toBe(
			"Never put medical appointments on the agenda.",
		);
		expect(classify("should be 3 lines", "Weekly summary").proposal).toBe("Should be 3 lines.");
	});

	it("proposes nothing for type none", () => {
		expect(classify("done").proposal).toBeNull();
		expect(classify("next week").proposal).toBeNull();
		expect(classify("ok").proposal).toBeNull();
	});

	it("is one safe line", () => {
		const proposal = classify("the code is <!-- 42 -->\nsee drawer", "Safe\u0000").proposal ?? "";
		expect(proposal).not.toContain("\n");
		expect(proposal).not.toContain("\u0000");
		expect(proposal).not.toContain("<!--");
		expect(proposal).not.toContain("-->");
	});
});

describe("postponement dates", () => {
	const cases: [text: string, expected: string | null][] = [
		["next week", "2026-11-29"],
		["Friday", "2026-11-27"],
		["tomorrow", "2026-11-23"],
		["nächste Woche", "2026-11-29"],
		["übermorgen", "2026-11-24"],
		["la semaine prochaine", "2026-11-29"],
		["après-demain", "2026-11-24"],
		["la próxima semana", "2026-11-29"],
		["la semana que viene", "2026-11-29"],
		["pasado mañana", "2026-11-24"],
		["el mes que viene", "2026-12-22"],
		["il prossimo lunedì", "2026-11-23"],
		["la prossima settimana", "2026-11-29"],
		["on 12 May", "2027-05-12"],
		["le 12 mai", "2027-05-12"],
		["2026-12-01", "2026-12-01"],
		["bis 15.1.", "2027-01-15"],
		["im Dezember", "2026-12-01"],
		["next weekend", "2026-11-28"],
		["nächstes Wochenende", "2026-11-28"],
		// Nothing after today: no date.
		["at 5pm", null],
		["de 5", null],
		["yesterday", null],
		["2026-11-01", null],
		["later", null],
	];
	it.each(cases)("%s → %s", (text, expected) => {
		expect(resolvePostponeDate(text, TODAY)).toBe(expected);
	});

	it("is set only on postponements", () => {
		expect(classify("verschieben auf nächste Woche").postponeUntil).toBe("2026-11-29");
		expect(classify("reporter au 15 janvier").postponeUntil).toBe("2027-01-15");
		expect(classify("aplazar al 15 de enero").postponeUntil).toBe("2027-01-15");
		expect(classify("rimandare al 15 gennaio").postponeUntil).toBe("2027-01-15");
		expect(classify("later").postponeUntil).toBeNull();
		expect(classify("that's wrong, the appointment is on Friday").postponeUntil).toBeNull();
		expect(classify("erledigt – Termin ist jetzt am 3. März").postponeUntil).toBeNull();
	});

	it("reads a habitual weekday as a statement, not a date", () => {
		expect(classify("le mercredi l'école finit à 11h30").action).toBe("rewrite");
		expect(classify("los miércoles el cole termina a las 13:00").action).toBe("rewrite");
		expect(classify("el viernes").action).toBe("postpone");
	});
});

describe("extra cues from settings", () => {
	it("take effect in every category", () => {
		const extraCues: ExtraCues = {
			de: { completion: ["ist im Kasten"] },
			en: { behavioral: ["house rule"], preference: ["telegram style"] },
			fr: { postpone: ["aux calendes grecques"] },
			it: { correction: ["macché"] },
		};
		expect(classify("ist im Kasten")).toMatchObject({ action: "rewrite", type: "factual" });
		expect(classify("ist im Kasten", "Item", extraCues)).toMatchObject({ action: "complete", type: "none" });
		expect(classify("house rule: groceries go on the fridge list", "Item", extraCues).type).toBe("behavioral");
		expect(classify("telegram style", "Item", extraCues).type).toBe("preference");
		expect(classify("aux calendes grecques", "Item", extraCues)).toMatchObject({ action: "postpone", type: "none" });
		expect(classify("macché, è giovedì", "Item", extraCues)).toMatchObject({ action: "rewrite", type: "factual" });
	});

	it("follow the same syntax as the built-in lists", () => {
		const extraCues: ExtraCues = { en: { completion: ["^ticked"], postpone: ["park * for now"] } };
		expect(classify("ticked, receipt in folder", "Item", extraCues).action).toBe("complete");
		expect(classify("the box was ticked by Anna", "Item", extraCues).action).toBe("rewrite");
		expect(classify("park this one for now", "Item", extraCues).action).toBe("postpone");
	});

	it("are compiled per settings object, so a changed setting is seen", () => {
		const first: ExtraCues = { en: { completion: ["zapped"] } };
		const second: ExtraCues = { en: { completion: [] } };
		expect(classify("zapped", "Item", first).action).toBe("complete");
		expect(classify("zapped", "Item", second).action).toBe("rewrite");
		expect(classify("zapped", "Item", first).action).toBe("complete");
	});

	it("survive malformed or regex-special entries", () => {
		const extraCues = {
			en: { completion: [42, "", "  ", "*", "(done)", "c++ [ok]", "^"] },
			xx: { postpone: "not a list" },
		} as unknown as ExtraCues;
		expect(() => classify("c++ [ok] then (done)", "Item", extraCues)).not.toThrow();
		expect(classify("c++ [ok]", "Item", extraCues).action).toBe("complete");
	});
});

describe("implementation constraints", () => {
	it("uses no regex lookbehind (old iOS WebKit lacks it) and no Node or Obsidian import, anywhere in the core", () => {
		const core = fileURLToPath(new URL("../../../../src/core/", import.meta.url));
		const files = readdirSync(core, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
		expect(files).toContain("deciders/offline/classify.ts");
		for (const file of files) {
			const source = readFileSync(`${core}${file}`, "utf8");
			expect(source, file).not.toMatch(/\(\?<[=!]/);
			expect(source, file).not.toMatch(/from\s+["'](?:node:|obsidian)/);
		}
	});

	// How long an annotation takes once they are compiled is a bench figure (`node dist/bench.cjs classifier`).
	it("compiles the cue lists once for each set of extra cues, not once per annotation", () => {
		const extra: ExtraCues = { en: { completion: ["all squared away"] } };
		expect(compiledCues(undefined)).toBe(compiledCues(undefined));
		expect(compiledCues(extra)).toBe(compiledCues(extra));
		expect(compiledCues(extra)).not.toBe(compiledCues(undefined));
		expect(classify("all squared away", "Item", extra).action).toBe("complete");
	});
});
