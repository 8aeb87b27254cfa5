import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import type { Language } from "../../../../src/core/languages";
import { standAloneProblems } from "../../../../src/cli/eval/standsAlone";

/** The day the annotations are processed: Monday 7 December 2026. */
const TODAY = "2026-12-07";

function proposal(item: string, annotation: string, today = TODAY): string | null {
	return classifyOffline({ item, annotation }, { today }).proposal;
}

/**
 * Before and after: the item, the annotation written under it on TODAY,
 * and the statement that would go into memory, which must make sense a
 * year later without the agenda. Correction and filler words are gone
 * ("that's wrong", "note:", "übrigens", "c'est faux", "por cierto",
 * "sbagliato"), relative dates are the days they name in the annotation's
 * language, a pronoun becomes the item's person, and a statement that names
 * nothing of its item says after it which item it is about: never "item:
 * annotation". Rules stay imperative, with "here" the agenda. Until this
 * table, the first row read "Call parents: I called them two days ago
 * (2026-12-05)".
 */
const CASES: [language: Language, item: string, annotation: string, expected: string][] = [
	["en", "Call parents (last call weeks ago)", "that's wrong — I called them two days ago", "I called the parents on 5 December 2026."],
	["en", "Call parents", "actually I called them last Friday", "I called the parents on 4 December 2026."],
	["en", "Pick up Maria from the airport at 16:40", "she lands at 18:40, not 16:40 – my mistake", "Maria lands at 18:40, not 16:40 (about “Pick up Maria from the airport at 16:40”)."],
	["en", "Renew the passport", "note: the office only takes cards now", "The office only takes cards now (about “Renew the passport”)."],
	["en", "Renew car insurance 📅 2026-12-01 ⏫", "done, paid 412 € to Admiral three days ago", "Paid 412 € to Admiral on 4 December 2026 (about “Renew car insurance”)."],
	["en", "Follow up with the bank (card blocked)", "btw they said the new card arrives in 3 days", "They said the new card arrives on 10 December 2026 (about “Follow up with the bank”)."],
	["en", "Call the landlord about the boiler", "that's wrong — the engineer came yesterday and fixed the boiler", "The engineer came on 6 December 2026 and fixed the boiler."],
	["en", "Gym", "and the gym is closed next week for repairs", "The gym is closed in the week of 14 December 2026 for repairs."],
	["en", "Yoga class", "fyi yoga is every Friday now, not on Thursdays", "Yoga is every Friday now, not on Thursdays."],
	["en", "Dentist for Ben", "that's wrong, never put medical appointments here", "Never put medical appointments on the agenda."],
	["en", "Weekly summary ⏫", "- [ ] as a table please", "As a table please."],

	["de", "Eltern anrufen", "stimmt nicht, Papa hat gestern selbst angerufen", "Papa hat am 6. Dezember 2026 selbst angerufen (zu „Eltern anrufen“)."],
	["de", "Zahnarzt für Paul", "eigentlich ist der Termin am Donnerstag", "Der Termin ist am Donnerstag, 10. Dezember 2026 (zu „Zahnarzt für Paul“)."],
	["de", "Rechnung an Frau Berger", "ist raus, vor drei Tagen per Mail, Rechnungsnummer 2026-118", "Am 4. Dezember 2026 per Mail, Rechnungsnummer 2026-118 (zu „Rechnung an Frau Berger“)."],
	["de", "Wohnungsübergabe", "- Übergabe der Schlüssel ist morgen um 9 ^key", "Übergabe der Schlüssel ist am 8. Dezember 2026 um 9 (zu „Wohnungsübergabe“)."],
	["de", "Kita-Beitrag zahlen", "nein, der Beitrag wurde letzte Woche abgebucht", "Der Beitrag wurde in der Woche vom 30. November 2026 abgebucht (zu „Kita-Beitrag zahlen“)."],
	["de", "Geschenk für Lisa", "übrigens: sie wünscht sich ein Fahrrad, kein Spielzeug mehr", "Lisa wünscht sich ein Fahrrad, kein Spielzeug mehr (zu „Geschenk für Lisa“)."],
	["de", "Schwimmkurs Mia", "falsch, der Kurs ist jetzt immer dienstags", "Der Kurs ist jetzt immer dienstags (zu „Schwimmkurs Mia“)."],
	["de", "Arzttermin Oma", "falsch, Arzttermine gehören hier nicht rein", "Arzttermine gehören nicht in die Agenda."],

	["fr", "Appeler le plombier", "c'est faux, le plombier est passé hier et a changé le joint", "Le plombier est passé le 6 décembre 2026 et a changé le joint."],
	["fr", "Relancer Mme Petit", "non, elle a répondu il y a deux jours, devis accepté", "Mme Petit a répondu le 5 décembre 2026, devis accepté (à propos de « Relancer Mme Petit »)."],
	["fr", "Livraison canapé", "c'est faux, c'est demain entre 8h et 12h", "C'est le 8 décembre 2026 entre 8h et 12h (à propos de « Livraison canapé »)."],
	["fr", "Cadeau pour Inès", "au fait, Inès collectionne les timbres, pas les cartes", "Inès collectionne les timbres, pas les cartes."],
	["fr", "Cours de piano", "le cours a lieu le mercredi désormais", "Le cours a lieu le mercredi désormais."],
	["fr", "Rdv pédiatre", "c'est faux, ne mets jamais les rendez-vous médicaux ici", "Ne mets jamais les rendez-vous médicaux dans l'agenda."],

	["es", "Llamar al fontanero", "incorrecto, el fontanero vino ayer y arregló la fuga", "El fontanero vino el 6 de diciembre de 2026 y arregló la fuga."],
	["es", "Reclamar a la aseguradora", "ya está, me contestaron hace tres días, expediente 55-204", "Me contestaron el 4 de diciembre de 2026, expediente 55-204 (sobre «Reclamar a la aseguradora»)."],
	["es", "Recoger a Pablo", "mañana sale a las 14:00, por la mañana tiene excursión", "El 8 de diciembre de 2026 sale a las 14:00, por la mañana tiene excursión (sobre «Recoger a Pablo»)."],
	["es", "Cena con Lucía", "en realidad la cena es el sábado a las 21:00", "La cena es el sábado 12 de diciembre de 2026 a las 21:00."],
	["es", "Renovar el DNI", "lo renové la semana pasada, caduca en 2036", "Lo renové la semana del 30 de noviembre de 2026, caduca en 2036 (sobre «Renovar el DNI»)."],
	["es", "Clases de inglés", "por cierto, las clases son los martes", "Las clases son los martes."],

	["it", "Chiamare l'idraulico", "sbagliato, l'idraulico è passato ieri e ha cambiato il rubinetto", "L'idraulico è passato il 6 dicembre 2026 e ha cambiato il rubinetto."],
	["it", "Sollecitare il commercialista", "fatto, ha risposto due giorni fa, il modulo è pronto", "Ha risposto il 5 dicembre 2026, il modulo è pronto (riguardo a «Sollecitare il commercialista»)."],
	["it", "Ritirare gli occhiali", "no, l'ottico dice che sono pronti tra 3 giorni", "L'ottico dice che sono pronti il 10 dicembre 2026 (riguardo a «Ritirare gli occhiali»)."],
	["it", "Regalo per Sofia", "tra l'altro Sofia adesso legge solo fumetti", "Sofia adesso legge solo fumetti."],
	["it", "Rata del mutuo il 27", "sbagliato, è il 30, il 27 era col mutuo vecchio", "È il 30, il 27 era col mutuo vecchio (riguardo a «Rata del mutuo il 27»)."],
	["it", "Palestra", "la palestra è chiusa ogni lunedì", "La palestra è chiusa ogni lunedì."],
];

describe("offline proposal text", () => {
	it.each(CASES)("%s: %s / %s", (_language, item, annotation, expected) => {
		expect(proposal(item, annotation)).toBe(expected);
	});

	it.each(CASES)("stands alone: %s: %s / %s", (language, item, annotation) => {
		expect(standAloneProblems(proposal(item, annotation) ?? "", item, "", language)).toEqual([]);
	});

	it("the stand-alone check finds what the old wording left", () => {
		// What these rows read before: the item glued on, the relative date kept beside its day, the verdict kept where nothing set it off.
		expect(standAloneProblems("Call parents: I called them two days ago (2026-12-05)", "Call parents (last call weeks ago)", "", "en")).toEqual(["glued", "relative-date"]);
		expect(standAloneProblems("Appeler le plombier, il est passé hier", "Appeler le plombier", "", "fr")).toEqual(["glued", "relative-date"]);
		expect(standAloneProblems("è il 30, sbagliato il 27", "Rata del mutuo", "", "it")).toEqual(["correction-words"]);
		// "hier" is "here" in German, "por la mañana" "in the morning".
		expect(standAloneProblems("Der Schlüssel liegt hier im Büro.", "Schlüssel", "", "de")).toEqual([]);
		expect(standAloneProblems("Por la mañana tiene excursión.", "Recoger a Pablo", "", "es")).toEqual([]);
	});
});

describe("offline proposal text: what stays", () => {
	it("keeps a recurring expression: it names no one day", () => {
		expect(proposal("Yoga class", "yoga is every Friday now")).toBe("Yoga is every Friday now.");
		expect(proposal("Müll rausbringen", "die Müllabfuhr kommt jetzt jeden Dienstag")).toBe("Die Müllabfuhr kommt jetzt jeden Dienstag (zu „Müll rausbringen“).");
		expect(proposal("Piano", "le cours de piano est tous les mercredis")).toBe("Le cours de piano est tous les mercredis.");
	});

	it("reads a date word only where it is one", () => {
		// "hier" is "here" in German; "am Morgen" is "in the morning"; "last month is December" names a period, not a day.
		expect(proposal("Schlüssel für Herrn Wolf", "falsch, der Schlüssel liegt hier im Büro")).toBe("Der Schlüssel liegt hier im Büro.");
		expect(proposal("Joggen mit Anke", "Anke läuft nur am Morgen, nie abends")).toBe("Anke läuft nur am Morgen, nie abends.");
		expect(proposal("Gym", "paid and cancelled, last month is December")).toBe("Paid and cancelled, last month is December (about “Gym”).");
	});

	it("writes a week, a month and a year as such, and keeps the user's preposition", () => {
		expect(proposal("Gym", "the gym is closed until next week")).toBe("The gym is closed until the week of 14 December 2026.");
		expect(proposal("Miete", "die Miete steigt ab nächsten Monat auf 950 €")).toBe("Die Miete steigt ab Januar 2027 auf 950 €.");
		expect(proposal("Abonnement", "c'est faux, le tarif change jusqu'à demain")).toBe("Le tarif change jusqu'au 8 décembre 2026 (à propos de « Abonnement »).");
		expect(proposal("Seguro del coche", "el seguro sube el año que viene")).toBe("El seguro sube en 2027.");
		expect(proposal("Abbonamento", "l'abbonamento scade dal mese prossimo")).toBe("L'abbonamento scade dal gennaio 2027.");
	});

	it("gives a weekday that names one coming day its date, and leaves a recurring or contrasted one", () => {
		expect(proposal("Dentist", "the appointment moved to Thursday 3pm")).toBe("The appointment moved to Thursday 10 December 2026 3pm (about “Dentist”).");
		expect(proposal("Zahnarzt", "der Termin ist am Donnerstag um 15 Uhr")).toBe("Der Termin ist am Donnerstag, 10. Dezember 2026 um 15 Uhr (zu „Zahnarzt“).");
		expect(proposal("Salon de l'habitat samedi", "c'est dimanche, à Eurexpo")).toBe("C'est dimanche 13 décembre 2026, à Eurexpo (à propos de « Salon de l'habitat samedi »).");
		expect(proposal("Fontanero", "el fontanero viene hasta el viernes")).toBe("El fontanero viene hasta el viernes 11 de diciembre de 2026.");
		expect(proposal("Cena da Ginevra sabato", "è domenica a pranzo")).toBe("È domenica 13 dicembre 2026 a pranzo (riguardo a «Cena da Ginevra sabato»).");
		// Recurring, contrasted, with a day of its own, or not after a word that makes it one day: as written.
		expect(proposal("Yoga", "yoga is on Fridays now")).toBe("Yoga is on Fridays now.");
		expect(proposal("Bins", "blue bin is Wednesday, Tuesday is general waste")).toBe("Blue bin is Wednesday, Tuesday is general waste (about “Bins”).");
		expect(proposal("Gas check", "booked, Tues 14th between 8 and 12")).toBe("Tues 14th between 8 and 12 (about “Gas check”).");
		expect(proposal("Childminder", "Maisie was off on Monday")).toBe("Maisie was off on Monday (about “Childminder”).");
	});

	it("does not repeat a day the user already wrote", () => {
		expect(proposal("Call Grandpa", "that's wrong, I called him yesterday (2026-12-06)")).toBe("I called Grandpa on 6 December 2026.");
	});

	it("drops verdicts and asides at either end, and names the agenda in a rule", () => {
		expect(proposal("Renew the passport", "note: the office only takes cards now, pls remember")).toBe("The office only takes cards now (about “Renew the passport”).");
		expect(proposal("Cita con el dentista", "la cita es el jueves a las 17:30, incorrecto")).toBe("La cita es el jueves 10 de diciembre de 2026 a las 17:30.");
		expect(proposal("Colloquio", "non è giusto, il colloquio è giovedì alle 16")).toBe("Il colloquio è giovedì 10 dicembre 2026 alle 16.");
		expect(proposal("Weekly review", "that's not correct, never list finished items here")).toBe("Never list finished items on the agenda.");
		expect(proposal("Einkaufsliste", "falsch, bitte nie Drogerie hier eintragen")).toBe("Bitte nie Drogerie in die Agenda eintragen.");
		expect(proposal("Sitzung Kirchengemeinderat", "ab jetzt Ehrenamtliches in den Vereinskalender, hier steht nur Arbeit")).toBe("Ab jetzt Ehrenamtliches in den Vereinskalender, in der Agenda steht nur Arbeit.");
	});

	it("drops a last clause that only says the item was wrong", () => {
		expect(proposal("Flight to Malaga Friday 7am", "it's 7pm, I read it wrong")).toBe("It's 7pm (about “Flight to Malaga Friday 7am”).");
		expect(proposal("Telefono di Fabio 345 221 9087", "9078, ho sbagliato a copiare")).toBe("9078 (riguardo a «Telefono di Fabio 345 221 9087»).");
		// A verdict word after an article describes a thing: "le faux plafond" is a false ceiling.
		expect(proposal("chantier lacroix 3j", "5j, y a le faux plafond en +")).toBe("5j, y a le faux plafond en + (à propos de « chantier lacroix 3j »).");
	});

	it("keeps a verdict that is the statement's own word", () => {
		expect(proposal("Order printer ink", "wrong model, ours is the HP 305")).toBe("Wrong model, ours is the HP 305 (about “Order printer ink”).");
		expect(proposal("Book the no-show fee", "no-show fee is 40 € now")).toBe("No-show fee is 40 € now.");
	});

	it("names an item with a relative date by the day it names", () => {
		expect(proposal("Pay the nanny £400 this week", "£480, she did the extra saturday")).toBe("£480, she did the extra saturday (about “Pay the nanny £400 in the week of 7 December 2026”).");
	});

	it("names a long item by its first words", () => {
		const item = "Book flights, hotel, car hire, travel insurance and airport parking for the Portugal trip in May";
		expect(proposal(item, "it's 2 adults and 3 kids")).toBe("It's 2 adults and 3 kids (about “Book flights, hotel, car hire, travel insurance and airport parking for the…”).");
	});

	it("names the item in the annotation's language, not the cue rules' first guess", () => {
		expect(proposal("Clase de pádel con Nacho 20:00", "20:30")).toBe("20:30 (sobre «Clase de pádel con Nacho 20:00»).");
	});
});
