/** How French names days, months, times and spans of time (see ../dateWords.ts for what each list is). */
import { CLOCK, DAY, MONTH, type DateNames } from "../dateWords";

/** French date words. */
export const frDates: DateNames = {
	weekdays: {
		dimanche: 0, dim: 0, lundi: 1, lun: 1, mardi: 2, mar: 2, mercredi: 3, mer: 3, jeudi: 4, jeu: 4, vendredi: 5, ven: 5,
		samedi: 6, sam: 6,
	},
	months: {
		janvier: 1, janv: 1, février: 2, févr: 2, fév: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6, juillet: 7, juil: 7,
		août: 8, septembre: 9, sept: 9, octobre: 10, oct: 10, novembre: 11, nov: 11, décembre: 12, déc: 12,
	},
	weekdayLeads: [],
	thisBefore: ["ce"],
	nextBefore: [],
	nextAfter: ["prochain"],
	thisAfter: [],
	workdays: [],
	monthAlone: "none",
	monthAloneLeads: [],
	capitalisedMonths: [],
	dayMonthLeads: [],
	dayMonth: [`${DAY}(?:er)?\\s+${MONTH}\\.?`],
	rangeWords: ["au"],
	endOf: [],
	thisMonth: [],
	year: "\\s+(?<year>\\d{4})",
	time: `(?:\\s+(?:a|de))?,?\\s+\\d{1,2}\\s*h(?:\\s*\\d{2})?(?:\\s+a\\s+\\d{1,2}\\s*h(?:\\s*\\d{2})?)?|\\s+a\\s+${CLOCK}|\\s+${CLOCK}`,
	partsOfDay: { matin: 9, soir: 20, "après-midi": 15, aprem: 15 },
	durations: { before: ["dans", "en", "pendant", "de"], after: [], bare: false, numbers: {}, units: {}, hours: ["heures", "heure"], past: [] },
};
