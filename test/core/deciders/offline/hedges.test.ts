import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import { shippedJudge } from "../../../../src/core/deciders/model/shipped";
import type { Language } from "../../../../src/core/languages";

/** 2026-11-22 is a Sunday. */
const TODAY = "2026-11-22";

function classify(annotation: string) {
	return classifyOffline({ item: "Pay the electricity bill", annotation }, { today: TODAY });
}

/** What an annotation the user has not settled becomes: it stays in the note as written, and the reason says so. */
const LEFT_IN_PLACE = { action: "keep", type: "none", proposal: null, postponeUntil: null, reason: expect.stringMatching(/: kept for you\.$/u) as unknown };

describe("questions and hedges are never acted on", () => {
	const table: Record<Language, string[]> = {
		en: [
			"is this done?",
			"done?",
			"did I pay this?",
			"is it paid",
			"Anna says it's done, but I need to verify",
			"not sure",
			"I think it's done",
			"probably paid already",
			"half done",
			"maybe",
			"wrong amount? check with Anna",
			"I wonder whether this is cancelled",
		],
		de: [
			"erledigt?",
			"schon bezahlt?",
			"ob das erledigt ist",
			"ist das schon bezahlt",
			"vielleicht",
			"halb erledigt",
			"ich glaube, erledigt",
			"wahrscheinlich schon bezahlt",
			"nicht sicher, ob bezahlt",
			"erledigt, muss ich aber noch prüfen",
		],
		fr: [
			"déjà fait ?",
			"c'est fait ?",
			"est-ce que c'est payé",
			"peut-être",
			"à moitié fait",
			"je crois que c'est fait",
			"pas sûr que ce soit payé",
			"probablement payé",
			"c'est fait, à vérifier",
		],
		es: [
			"¿ya está?",
			"¿hecho?",
			"¿pagado",
			"quizás",
			"a medias",
			"creo que ya está pagado",
			"no estoy seguro de que esté hecho",
			"hecho, pero hay que verificar",
			"tal vez ya está pagado",
		],
		it: [
			"già fatto?",
			"pagato?",
			"forse",
			"a metà",
			"credo sia fatto",
			"non sono sicuro che sia pagato",
			"probabilmente già pagato",
			"fatto, ma da verificare",
			"mi chiedo se è stato pagato",
		],
	};
	const cases = Object.entries(table).flatMap(([language, annotations]) => annotations.map((annotation) => [language, annotation]));

	it.each(cases)("%s: %s stays in the note", (_language, annotation) => {
		expect(classify(annotation)).toEqual(LEFT_IN_PLACE);
	});

	it("never completes a question, whatever it asks", () => {
		for (const annotation of ["done? ✅", "paid?", "bezahlt?", "payé ?", "¿pagado?", "pagato?", "next week?"]) {
			expect(classify(annotation).action, annotation).toBe("keep");
		}
	});

	it("tells a link's query from a question", () => {
		expect(classify("done, receipt at https://bank.example/r?id=3").action).toBe("complete");
	});
});

describe("a deed done in part and put off goes through: the item only gains a date, and nothing is learned", () => {
	const table: [annotation: string, until: string | null][] = [
		["halb erledigt, Rest morgen", "2026-11-23"],
		["half done, rest next week", "2026-11-29"],
		["à moitié fait, le reste demain", "2026-11-23"],
		["a medias, el resto mañana", "2026-11-23"],
		["fatto a metà, il resto domani", "2026-11-23"],
		["half of them done, rest on the train monday", "2026-11-23"],
		["tengo la mitad de las diapos, el resto mañana por la mañana", "2026-11-23"],
	];
	it.each(table)("%s → postpone to %s", (annotation, until) => {
		expect(classify(annotation)).toMatchObject({ action: "postpone", type: "none", proposal: null, postponeUntil: until });
	});
});

describe("a doubtful postponement moves nothing: the item and the note stay", () => {
	it.each(["not today, maybe Thursday", "vielleicht nächste Woche", "peut-être en février, ou mars", "forse giovedì, non sono sicura", "on verra", "mal sehen, vielleicht Samstag"])("%s", (annotation) => {
		expect(classify(annotation)).toMatchObject({ action: "keep", type: "none", proposal: null, postponeUntil: null });
	});
});

describe("a half that is a time, a term or a share, and a \"no se\" that is no doubt, are no hedge", () => {
	it.each(["half past 3 now", "um halb 5", "next half term", "gone up half a size", "pagato, bambini metà prezzo", "son 98, los viernes no se queda"])(
		"%s is acted on",
		(annotation) => {
			expect(classify(annotation).action).not.toBe("keep");
		},
	);
	it.each(["no sé si está pagado", "ne ho fatto metà"])("%s still doubts or reports a half-finished deed", (annotation) => {
		expect(classify(annotation)).toEqual(LEFT_IN_PLACE);
	});
});

describe("a lone half-typed word is not taken for the cue it may become", () => {
	const fragments = ["don", "lat", "st", "erl", "fin", "late", "compl", "erled", "term", "pag", "ver"];
	it.each(fragments)("%s stays in the note", (annotation) => {
		expect(classify(annotation)).toEqual(LEFT_IN_PLACE);
	});

	const whole: [annotation: string, action: string][] = [
		["done", "complete"],
		["erl.", "complete"],
		["erledigt", "complete"],
		["fini", "complete"],
		["tmr", "postpone"],
		["mñn", "postpone"],
		["Fri", "postpone"],
		["later", "postpone"],
		["Milan", "rewrite"],
	];
	it.each(whole)("%s is a whole word: %s", (annotation, action) => {
		expect(classify(annotation).action).toBe(action);
	});
});

describe("a reminder keeps its item open", () => {
	const reminders: [item: string, annotation: string][] = [
		["Buy Léa's present", "don't forget the present"],
		["Renew the passport", "important, don't forget"],
		["Return the library books", "remember!"],
		["Oma anrufen", "nicht vergessen!!!"],
		["Reisepass abholen", "Reisepass von Tim nicht vergessen, der liegt noch im Tresor"],
		["Flohmarkt anmelden", "vergiss es nicht"],
		["Choisir un cadeau pour Mamie", "n'oublie pas le cadeau"],
		["Rdv pédiatre jeudi 17h", "pense à prendre le carnet de santé"],
		["Comprar el regalo de Ana", "no olvides el regalo"],
		["Análisis de sangre el jueves", "en ayunas!! no olvidar"],
		["Compleanno di Ugo", "non dimenticare la torta"],
		["Controllo dalla pediatra", "ricordati il libretto delle vaccinazioni"],
	];
	it.each(reminders)("%s: %s is neither ticked off nor moved, by the cue rules or the model", (item, annotation) => {
		for (const options of [{ today: TODAY }, { today: TODAY, model: shippedJudge() }]) {
			const decided = classifyOffline({ item, annotation }, options);
			expect(decided).toEqual(LEFT_IN_PLACE);
			expect(decided.reason).toMatch(/^Reminder “/u);
		}
	});

	it("takes a request to be reminded for what it asks of the assistant, not for a reminder", () => {
		for (const annotation of ["remind me the night before", "quand il a match, rappelle-moi le vendredi de laver son maillot", "recuérdamelo el lunes"]) {
			expect(classify(annotation).reason, annotation).not.toMatch(/^Reminder/u);
		}
	});

	it("lets a cue before the reminder act, and a rule inside it teach", () => {
		const pay = { item: "Pay the electricity bill", annotation: "paid, don't forget the receipt next time" };
		expect(classifyOffline(pay, { today: TODAY, model: shippedJudge() }).action).toBe("complete");
		const rule = { item: "Book the dentist", annotation: "don't forget: never book on Mondays" };
		expect(classifyOffline(rule, { today: TODAY, model: shippedJudge() })).toMatchObject({ action: "keep", type: "behavioral" });
		// The dismissal holds the reminder's words and still ends the item.
		expect(classifyOffline({ item: "Papa anrufen", annotation: "vergiss es" }, { today: TODAY, model: shippedJudge() }).action).toBe("complete");
	});
});
