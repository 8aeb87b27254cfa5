/** How German names days, months, times and spans of time (see ../dateWords.ts for what each list is). */
import { CLOCK, DAY, MONTH, type DateNames } from "../dateWords";

/** German date words. */
export const deDates: DateNames = {
	weekdays: {
		sonntag: 0, so: 0, montag: 1, mo: 1, dienstag: 2, di: 2, mittwoch: 3, mi: 3, donnerstag: 4, do: 4, freitag: 5, fr: 5,
		samstag: 6, sa: 6, sonnabend: 6,
	},
	months: {
		januar: 1, jänner: 1, jan: 1, februar: 2, feb: 2, märz: 3, mär: 3, april: 4, apr: 4, mai: 5, juni: 6, jun: 6, juli: 7,
		jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, oktober: 10, okt: 10, november: 11, nov: 11, dezember: 12,
		dez: 12,
	},
	weekdayLeads: ["am"],
	thisBefore: ["diesen", "diese", "dieser"],
	nextBefore: ["nächsten", "nächste"],
	nextAfter: [],
	thisAfter: [],
	workdays: [],
	monthAlone: "none",
	monthAloneLeads: [],
	capitalisedMonths: [],
	dayMonthLeads: ["am"],
	dayMonth: [`${DAY}\\.?\\s*${MONTH}\\.?`],
	rangeWords: ["bis"],
	endOf: [],
	thisMonth: [],
	year: "\\s+(?<year>\\d{4})",
	time: `(?:\\s+um)?\\s+${CLOCK}(?:\\s*[–-]\\s*${CLOCK})?\\s*uhr|\\s+um\\s+${CLOCK}|,?\\s+\\d{1,2}:\\d{2}`,
	partsOfDay: {},
	durations: { before: ["in", "für"], after: [], bare: false, numbers: {}, units: {}, hours: ["stunden", "std"], past: [] },
};
