import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import type { Language } from "../../../../src/core/languages";

/** The day the annotations are processed: a Monday. */
const TODAY = "2026-11-23";

function proposal(item: string, annotation: string): string | null {
	return classifyOffline({ item, annotation }, { today: TODAY }).proposal;
}

/**
 * Offline proposals are one self-contained statement: relative dates carry
 * the day they name, agenda markup and verdicts ("that's wrong") are gone,
 * and the item leads only when the statement does not name its subject.
 */
const CASES: [language: Language, item: string, annotation: string, expected: string][] = [
	["en", "Call the landlord about the boiler", "that's wrong — the engineer came yesterday and fixed it", "Call the landlord about the boiler: the engineer came yesterday (2026-11-22) and fixed it"],
	["en", "Renew car insurance 📅 2026-12-01 ⏫", "done, paid 412 € to Admiral three days ago", "Renew car insurance: paid 412 € to Admiral three days ago (2026-11-20)"],
	["en", "Pay for Tom's trip", "Tom's school trip is on 2 December ^trip-1", "Tom's school trip is on 2 December"],
	["en", "Pick up Maria from the airport at 16:40", "she lands at 18:40, not 16:40 – my mistake", "Pick up Maria from the airport at 16:40: she lands at 18:40, not 16:40"],
	["en", "Gym", "actually I cancelled the membership last week", "Gym: I cancelled the membership last week (2026-11-16)"],
	["en", "Birthday card for Grandma Rose", "Grandma Rose moved to the care home on Elm Road", "Grandma Rose moved to the care home on Elm Road"],
	["en", "Dinner with the Johnsons on Friday", "no, not the Johnsons, the Parkers", "Dinner with the Johnsons on Friday: not the Johnsons, the Parkers"],
	["en", "Send invoice to Brightside", "sent today, invoice no. 2026-114", "Send invoice to Brightside: sent today (2026-11-23), invoice no. 2026-114"],
	["en", "Follow up with the bank (card blocked)", "they said the new card arrives in two weeks", "Follow up with the bank: they said the new card arrives in two weeks (2026-12-07)"],

	["de", "Eltern anrufen", "stimmt nicht, hab sie gestern angerufen, Papa geht's besser", "Eltern anrufen: hab sie gestern (2026-11-22) angerufen, Papa geht's besser"],
	["de", "Steuererklärung abgeben 📅 2026-05-31", "falsch: Frist ist wegen Steuerberater erst der 31.7.", "Steuererklärung abgeben: Frist ist wegen Steuerberater erst der 31.7."],
	["de", "Zahnarzt für Paul", "eigentlich ist der Termin am Donnerstag", "Zahnarzt für Paul: eigentlich ist der Termin am Donnerstag"],
	["de", "Rechnung an Frau Berger", "ist raus, vor drei Tagen per Mail, Rechnungsnummer 2026-118", "Rechnung an Frau Berger: vor drei Tagen (2026-11-20) per Mail, Rechnungsnummer 2026-118"],
	["de", "Wohnungsübergabe", "- Übergabe der Schlüssel ist morgen um 9 ^key", "Wohnungsübergabe: Übergabe der Schlüssel ist morgen (2026-11-24) um 9"],
	["de", "Auto in die Werkstatt", "hab es heute Morgen hingebracht, fertig am Donnerstag", "Auto in die Werkstatt: hab es heute Morgen (2026-11-23) hingebracht, fertig am Donnerstag"],
	["de", "Geschenk für Lisa", "Lisa wünscht sich ein Fahrrad, kein Spielzeug mehr", "Lisa wünscht sich ein Fahrrad, kein Spielzeug mehr"],
	["de", "Kita-Beitrag zahlen", "nein, der Beitrag wurde letzte Woche abgebucht", "Kita-Beitrag zahlen: der Beitrag wurde letzte Woche (2026-11-16) abgebucht"],

	["fr", "Appeler le plombier", "c'est faux, il est passé hier et a changé le joint", "Appeler le plombier: il est passé hier (2026-11-22) et a changé le joint"],
	["fr", "Réunion parents-profs", "en fait la réunion est mardi à 14h", "Réunion parents-profs: la réunion est mardi à 14h"],
	["fr", "Dentiste Léa 10h", "rendez-vous à 10h30, pas 10h — c'est faux", "Dentiste Léa 10h: rendez-vous à 10h30, pas 10h"],
	["fr", "Relancer Mme Petit", "non, elle a répondu il y a deux jours, devis accepté", "Relancer Mme Petit: elle a répondu il y a deux jours (2026-11-21), devis accepté"],
	["fr", "Renouveler passeport ⏳ 2026-12-10 🔁 every year", "le passeport de Jules expire en mars 2027", "Renouveler passeport: le passeport de Jules expire en mars 2027"],
	["fr", "Cadeau pour Inès", "Inès collectionne les timbres, pas les cartes", "Inès collectionne les timbres, pas les cartes"],
	["fr", "Payer la nounou", "- [x] payé avant-hier, 86 € en liquide", "Payer la nounou: payé avant-hier (2026-11-21), 86 € en liquide"],
	["fr", "Livraison canapé", "c'est faux, c'est demain entre 8h et 12h", "Livraison canapé: c'est demain (2026-11-24) entre 8h et 12h"],

	["es", "Llamar al fontanero", "no es así, vino ayer y arregló la fuga", "Llamar al fontanero: vino ayer (2026-11-22) y arregló la fuga"],
	["es", "Reclamar a la aseguradora", "ya está, me contestaron hace tres días, expediente 55-204", "Reclamar a la aseguradora: me contestaron hace tres días (2026-11-20), expediente 55-204"],
	["es", "Cena con Lucía", "en realidad la cena es el sábado a las 21:00", "Cena con Lucía: la cena es el sábado a las 21:00"],
	["es", "Cita con el dentista", "es a las 17:30, no a las 17:00 — está mal", "Cita con el dentista: es a las 17:30, no a las 17:00"],
	["es", "Pagar el alquiler 📅 2026-12-01 🔼 ^alq", "el casero tiene cuenta nueva: ES12 3456 7890", "Pagar el alquiler: el casero tiene cuenta nueva: ES12 3456 7890"],
	["es", "Regalo para Marcos", "Marcos ya tiene la bici, mejor un casco", "Marcos ya tiene la bici, mejor un casco"],
	["es", "Renovar el DNI", "lo renové la semana pasada, caduca en 2036", "Renovar el DNI: lo renové la semana pasada (2026-11-16), caduca en 2036"],
	["es", "Recoger a Pablo", "mañana sale a las 14:00, por la mañana tiene excursión", "Recoger a Pablo: mañana (2026-11-24) sale a las 14:00, por la mañana tiene excursión"],

	["it", "Chiamare l'idraulico", "non è vero, è passato ieri e ha cambiato il rubinetto", "Chiamare l'idraulico: è passato ieri (2026-11-22) e ha cambiato il rubinetto"],
	["it", "Sollecitare il commercialista", "fatto, ha risposto due giorni fa, il modulo è pronto", "Sollecitare il commercialista: ha risposto due giorni fa (2026-11-21), il modulo è pronto"],
	["it", "Cena da Giulia", "in realtà la cena è domenica alle 20", "Cena da Giulia: la cena è domenica alle 20"],
	["it", "Colloquio con la maestra", "è giovedì alle 16:30, non mercoledì. sbagliato", "Colloquio con la maestra: è giovedì alle 16:30, non mercoledì"],
	["it", "Rinnovare l'assicurazione 📅 2026-12-15 ⏫", "- la polizza ora è con Allianz, numero 88-301", "Rinnovare l'assicurazione: la polizza ora è con Allianz, numero 88-301"],
	["it", "Regalo per Sofia", "Sofia adesso legge solo fumetti", "Sofia adesso legge solo fumetti"],
	["it", "Pagare la mensa", "pagata la settimana scorsa, 96 € per dicembre", "Pagare la mensa: pagata la settimana scorsa (2026-11-16), 96 € per dicembre"],
	["it", "Ritirare gli occhiali", "no, l'ottico dice che sono pronti tra due settimane", "Ritirare gli occhiali: l'ottico dice che sono pronti tra due settimane (2026-12-07)"],
];

describe("offline proposal text", () => {
	it.each(CASES)("%s: %s / %s", (_language, item, annotation, expected) => {
		expect(proposal(item, annotation)).toBe(expected);
	});
});

describe("offline proposal text: what stays", () => {
	it("cleans rules and preferences but keeps them the user's words", () => {
		expect(proposal("Dentist for Ben", "wrong, never put medical appointments in Errands ^r1")).toBe("never put medical appointments in Errands");
		expect(proposal("Weekly summary ⏫", "- [ ] as a table please")).toBe("as a table please");
	});

	it("reads a date word only where it is one", () => {
		// "hier" is "here" in German; "am Morgen" is "in the morning"; "last month is December" names a period, not a day.
		expect(proposal("Schlüssel für Herrn Wolf", "falsch, der Schlüssel liegt hier im Büro")).toBe(
			"Schlüssel für Herrn Wolf: der Schlüssel liegt hier im Büro",
		);
		expect(proposal("Joggen mit Anke", "Anke läuft nur am Morgen, nie abends")).toBe("Anke läuft nur am Morgen, nie abends");
		expect(proposal("Gym", "paid and cancelled, last month is December")).toBe("Gym: paid and cancelled, last month is December");
	});

	it("does not repeat a day the user already wrote", () => {
		expect(proposal("Call Grandpa", "that's wrong, I called him yesterday (2026-11-22)")).toBe("Call Grandpa: I called him yesterday (2026-11-22)");
	});

	it("keeps a verdict that is the statement's own word", () => {
		expect(proposal("Order printer ink", "wrong model, ours is the HP 305")).toBe("Order printer ink: wrong model, ours is the HP 305");
		expect(proposal("Book the no-show fee", "no-show fee is 40 € now")).toBe("Book the no-show fee: no-show fee is 40 € now");
	});
});
