/** How Spanish names days, months, times and spans of time (see ../dateWords.ts for what each list is). */
import { CLOCK, DAY, MONTH, type DateNames } from "../dateWords";

/** Spanish date words. */
export const esDates: DateNames = {
	weekdays: {
		domingo: 0, dom: 0, lunes: 1, lun: 1, martes: 2, mar: 2, miércoles: 3, mié: 3, jueves: 4, jue: 4, viernes: 5, vie: 5,
		sábado: 6, sáb: 6,
	},
	months: {
		enero: 1, ene: 1, febrero: 2, feb: 2, marzo: 3, mar: 3, abril: 4, abr: 4, mayo: 5, may: 5, junio: 6, jun: 6, julio: 7,
		jul: 7, agosto: 8, ago: 8, septiembre: 9, setiembre: 9, sep: 9, sept: 9, set: 9, octubre: 10, oct: 10, noviembre: 11,
		nov: 11, diciembre: 12, dic: 12,
	},
	weekdayLeads: [],
	thisBefore: ["este"],
	nextBefore: ["próximo", "proximo"],
	nextAfter: [],
	thisAfter: [],
	workdays: [],
	monthAlone: "full",
	monthAloneLeads: ["en"],
	capitalisedMonths: [],
	dayMonthLeads: [],
	dayMonth: [`${DAY}(?:º|°)?(?:\\s+de)?\\s+${MONTH}\\.?`],
	rangeWords: [],
	endOf: [],
	thisMonth: [],
	year: "(?:\\s+de)?\\s+(?<year>\\d{4})",
	time: `\\s+a\\s+las?\\s+${CLOCK}|\\s+de\\s+${CLOCK}\\s+a(?:\\s+${CLOCK})?|\\s+${CLOCK}(?:\\s+a\\s+las?\\s+${CLOCK})?`,
	partsOfDay: {},
	durations: { before: ["en", "dentro de", "durante", "por"], after: [], bare: true, numbers: {}, units: {}, hours: ["horas", "hora", "h"], past: ["antes"] },
};
