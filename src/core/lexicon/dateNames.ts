/**
 * The words the date reader (./dateReader.ts) knows in each language:
 * weekday and month names, "next" and "this", and how a day, a month and a
 * time are written together. Words are written as users type them; the
 * reader folds them (case and accents ignored). Relative days ("tomorrow",
 * "in two weeks", "next month") are the relativeDates cues of ./cues.
 */
import type { Language } from "../languages";

/** One language's date words. */
export interface DateNames {
	/** Weekday names and abbreviations: 0 is Sunday. */
	weekdays: Readonly<Record<string, number>>;
	/** Month names and abbreviations: 1 is January. */
	months: Readonly<Record<string, number>>;
	/** Words before a weekday that belong to the date ("on Friday", "am Freitag"). */
	weekdayLeads: readonly string[];
	/** "this Friday": the coming one, like a bare weekday. */
	thisBefore: readonly string[];
	/** "next Friday", "nächsten Freitag", "el próximo viernes": the one of the coming week. */
	nextBefore: readonly string[];
	/** "vendredi prochain", "venerdì prossimo", "Friday next week". */
	nextAfter: readonly string[];
	/** "Friday this week". */
	thisAfter: readonly string[];
	/** Words for the next working day, Monday to Friday ("weekday"). */
	workdays: readonly string[];
	/**
	 * Which month names alone name the month's first day ("in May", "a
	 * dicembre"): "long" any name of four letters or more, or any after one of
	 * `monthAloneLeads` ("in Oct"); "full" only a month's longest name;
	 * "none" none (./dates.ts still reads a lone month when nothing else is found).
	 */
	monthAlone: "long" | "full" | "none";
	/** Words before a lone month name, left out of the date ("in", "en", "a"). */
	monthAloneLeads: readonly string[];
	/** Month names that are also common words, read alone only when capitalised ("May", not "we may go"). */
	capitalisedMonths: readonly string[];
	/** Words before a day and month that belong to the date ("am 3. Juni", "il 3 giugno"). */
	dayMonthLeads: readonly string[];
	/** Regex sources of a day and a month, folded, groups `day` and `month` named ({@link DAY} and {@link MONTH} stand for them). */
	dayMonth: readonly string[];
	/** Words between the days of a range before a month ("4 to 11 Aug", "du 9 au 16 août"): the first day is the date. Dashes always join a range. */
	rangeWords: readonly string[];
	/** "end of", before "the month" or a month's name ("end of May"): the month's last day. */
	endOf: readonly string[];
	/** "the month", "this month", after `endOf`. */
	thisMonth: readonly string[];
	/** Regex source of a year after a day and month, group `year`: ", 2027", " de 2027". */
	year: string;
	/** Regex source of a time after a date ("at 5pm", "um 17 Uhr", "à 14h", "a las 10", "alle 17"), folded. */
	time: string;
	/** Words for a part of the day after a date ("Friday morning") and the hour they stand for. */
	partsOfDay: Readonly<Record<string, number>>;
	/** Spans of time counted from now ("in 3 days", "per due settimane", "push back 2 weeks"). */
	durations: DurationWords;
}

/**
 * How a span of time is written: "in", "for", "dentro de" before it ("in 3
 * days"), "later" after it ("2 weeks later"), or nothing (only where
 * `bare`). Counts are digits or the relativeDates cues' number words plus
 * `numbers`; units are the relativeDates cues' units plus `hours`, counted
 * from noon (the day "in 48h" ends on).
 */
export interface DurationWords {
	before: readonly string[];
	after: readonly string[];
	bare: boolean;
	numbers: Readonly<Record<string, number>>;
	/** Extra unit words beyond the relativeDates cues' ("w", "mo" in English). */
	units: Readonly<Record<string, "day" | "week" | "month">>;
	hours: readonly string[];
	/** Words after a span of time that put it in the past ("2 weeks before", "3 days ago"): no date ahead. */
	past: readonly string[];
}

/** Stands for the day of the month in {@link DateNames.dayMonth}. */
export const DAY = "{day}";
/** Stands for a month's name in {@link DateNames.dayMonth}. */
export const MONTH = "{month}";

const CLOCK = "\\d{1,2}(?::\\d{2})?";

/** Every language's date words. */
export const DATE_NAMES: Readonly<Record<Language, DateNames>> = {
	en: {
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
	},
	de: {
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
	},
	fr: {
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
	},
	es: {
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
	},
	it: {
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
	},
};
