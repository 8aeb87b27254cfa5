/** How Italian names days, months, times and spans of time (see ../dateWords.ts for what each list is). */
import { CLOCK, DAY, MONTH, type DateNames } from "../dateWords";

/** Italian date words. */
export const itDates: DateNames = {
	weekdays: {
		domenica: 0, dom: 0, lunedì: 1, lun: 1, martedì: 2, mar: 2, mercoledì: 3, mer: 3, giovedì: 4, gio: 4, venerdì: 5,
		ven: 5, sabato: 6, sab: 6,
	},
	months: {
		gennaio: 1, gen: 1, febbraio: 2, feb: 2, marzo: 3, mar: 3, aprile: 4, apr: 4, maggio: 5, mag: 5, giugno: 6, giu: 6,
		luglio: 7, lug: 7, agosto: 8, ago: 8, settembre: 9, set: 9, sett: 9, ottobre: 10, ott: 10, novembre: 11, nov: 11,
		dicembre: 12, dic: 12,
	},
	weekdayLeads: [],
	thisBefore: ["questo"],
	nextBefore: ["prossimo"],
	nextAfter: ["prossimo"],
	thisAfter: [],
	workdays: [],
	monthAlone: "full",
	monthAloneLeads: ["a", "in"],
	capitalisedMonths: [],
	dayMonthLeads: ["il"],
	dayMonth: [`${DAY}(?:°|º)?\\s+${MONTH}\\.?`],
	rangeWords: ["al", "a"],
	endOf: [],
	thisMonth: [],
	year: "\\s+(?<year>\\d{4})",
	time: `(?:\\s+\\d{1,2})?(?:\\s+(?:alle|dalle|dopo\\s+le)\\s+${CLOCK}(?:\\s+alle\\s+${CLOCK})?|\\s+all'\\s*${CLOCK})|\\s+${CLOCK}`,
	partsOfDay: { mattina: 9, pomeriggio: 15, sera: 20 },
	durations: {
		before: ["tra", "fra", "entro", "per", "in", "circa", "tra circa", "fra circa", "entro circa", "in circa"],
		after: [],
		bare: true,
		numbers: { qualche: 3 },
		units: { sett: "week", gg: "day" },
		hours: ["ore", "ora"],
		past: ["prima", "fa"],
	},
};
