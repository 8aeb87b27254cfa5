/** How English names days, months, times and spans of time (see ../dateWords.ts for what each list is). */
import { CLOCK, DAY, MONTH, type DateNames } from "../dateWords";

/** English date words. */
export const enDates: DateNames = {
	weekdays: {
		sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thur: 4,
		thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
	},
	months: {
		january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
		august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
	},
	weekdayLeads: ["on"],
	thisBefore: ["this"],
	nextBefore: ["next"],
	nextAfter: ["next week", "of next week"],
	thisAfter: ["this week", "of this week"],
	workdays: ["weekday"],
	monthAlone: "long",
	monthAloneLeads: ["in"],
	capitalisedMonths: ["may"],
	dayMonthLeads: ["on"],
	dayMonth: [`${MONTH}\\.?\\s+${DAY}(?:st|nd|rd|th)?`, `${DAY}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}`],
	rangeWords: ["to"],
	endOf: ["end of", "the end of"],
	thisMonth: ["the month", "this month", "month"],
	year: ",?\\s+(?<year>\\d{4})",
	time: `(?:\\s+at)?\\s+${CLOCK}\\s*(?:am|pm)|\\s+at\\s+${CLOCK}|\\s+${CLOCK}|,\\s*\\d{1,2}:\\d{2}`,
	partsOfDay: { morning: 9, afternoon: 15, evening: 20, night: 22, midday: 12, noon: 12 },
	durations: {
		before: ["within", "in", "for", "about", "around", "in about", "in around", "within about", "for about"],
		after: ["later", "after", "from now"],
		bare: true,
		numbers: { "a few": 3, "few": 3, "several": 7, "couple": 2, "a couple": 2, "eleven": 11, "twelve": 12 },
		units: { d: "day", w: "week", mo: "month", mos: "month" },
		hours: ["h", "hr", "hrs", "hour", "hours"],
		past: ["before", "ago", "earlier", "prior"],
	},
};
