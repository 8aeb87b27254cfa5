/**
 * The shape of the words the date reader (../dates/dateReader.ts) knows in
 * each language (each language's are in its folder: lexicon/en/dates.ts, …):
 * weekday and month names, "next" and "this", and how a day, a month and a
 * time are written together. Words are written as users type them; the
 * reader folds them (case and accents ignored). Relative days ("tomorrow",
 * "in two weeks", "next month") are the relativeDates cues of ./cues.
 */

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

/** A clock time in {@link DateNames.time}: `9`, `9:30`. */
export const CLOCK = "\\d{1,2}(?::\\d{2})?";
