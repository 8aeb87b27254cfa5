/**
 * Reads the days an annotation names in one language: weekdays ("next
 * Friday", "am Freitag", "vendredi prochain"), a day and a month ("December
 * 10", "am 3. Juni", "el 3 de junio"), ISO dates, relative days ("tomorrow",
 * "nächste Woche") and spans of time ("in zwei Wochen", "tra 3 giorni"),
 * each with a time after it if there is one ("Friday at 5pm"). A weekday
 * is the next such day from today on (today itself is read, and left to the
 * caller); a day and month without a year is the next one after today. A
 * bare time names no day and is not read.
 */
import type { Language } from "../languages";
import { type FoldedText, foldForMatching, foldedIndex } from "../folding";
import { lazyRecord } from "../lazy";
import { LANGUAGES } from "../languages";
import { addDays } from "../text";
import { addMonths, calendarDate, comingWeekday, nextDayOfYear, nextWeekday, weekdayOf } from "./calendar";
import { LANGUAGE_CUES } from "../lexicon/cues";
import { DATE_NAMES } from "../lexicon/dateNames";
import { DAY, MONTH, type DateNames, type DurationWords } from "../lexicon/dateWords";
import { alternation, phraseKey as key, phraseSource, WORD_END } from "../lexicon/phrasePatterns";
import { findRelativeDates } from "./relativeDates";

/** A day read from a text: where (in the original text), what it says, the day, and whether it names a day of a month ("10 December", not "Friday"). */
export interface ReadDay {
	index: number;
	text: string;
	iso: string;
	calendarDay: boolean;
}

/** Reads the days a text names in one language's words (see the module comment). */
export type DayReader = (text: string, today: string, language: Language) => ReadDay[];

/** A match in the folded text and the day it names. */
interface Span {
	start: number;
	end: number;
	iso: string | null;
	calendarDay: boolean;
	/** A weekday, which a part of the day after it may move to next week. */
	weekday: boolean;
}

type Unit = "day" | "week" | "month" | "hour";

interface Patterns {
	weekday: RegExp;
	dayMonth: RegExp[];
	/** "end of the month", "end of May": group `month` the month's name; null where the language has no such words. */
	endOf: RegExp | null;
	/** A lone month name, group `lead` before it, `month` and `year`; null where the language reads none. */
	monthAlone: RegExp | null;
	/** Month names read alone (without a lead word). */
	loneMonths: ReadonlySet<string>;
	capitalisedMonths: ReadonlySet<string>;
	duration: RegExp;
	/** One count and unit of a duration: group 1 digits or 2 a number word, group 3 the unit. */
	amount: RegExp;
	time: RegExp;
	/** A part of the day after a date, group 1 its word. */
	partOfDay: RegExp;
	partsOfDay: ReadonlyMap<string, number>;
	weekdays: ReadonlyMap<string, number>;
	workdays: ReadonlySet<string>;
	months: ReadonlyMap<string, number>;
	next: ReadonlySet<string>;
	numbers: ReadonlyMap<string, number>;
	units: ReadonlyMap<string, Unit>;
}

/** What may stand before a date: group `lead`, which the date's span leaves out (no lookbehind: iOS before 16.4 has none). */
const WORD_START = "(?<lead>^|[^\\p{L}\\p{N}])";
/** {@link WORD_START} for a span of time, which a minus sign counts back ("-3 mesi"). */
const DURATION_START = "(?<lead>^|[^\\p{L}\\p{N}-])";
const ISO_DATE = /(?<lead>^|[^\d-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d-])/gu;

/** Where a match of a pattern led by {@link WORD_START} starts and ends. */
function bounds(match: RegExpMatchArray): { start: number; end: number } {
	const start = (match.index ?? 0) + (match.groups?.["lead"]?.length ?? 0);
	return { start, end: (match.index ?? 0) + match[0].length };
}

function keyed<V>(record: Readonly<Record<string, V>>): Map<string, V> {
	return new Map(Object.entries(record).map(([phrase, value]) => [key(phrase), value]));
}

/** The phrases, or nothing, before a space. */
function optional(phrases: readonly string[]): string {
	return phrases.length === 0 ? "" : `(?:(?:${alternation(phrases)})\\s+)?`;
}

/** "next Friday", "am Freitag", "vendredi prochain": groups `before`, `weekday`, `after`. */
function weekdayPattern(names: DateNames, dayNames: Iterable<string>): RegExp {
	const before = [...names.thisBefore, ...names.nextBefore];
	const after = [...names.thisAfter, ...names.nextAfter];
	return new RegExp(
		WORD_START +
			optional(names.weekdayLeads) +
			(before.length === 0 ? "" : `(?:(?<before>${alternation(before)})\\s+)?`) +
			`(?<weekday>${alternation(dayNames)})\\.?` +
			(after.length === 0 ? "" : `(?:\\s+(?<after>${alternation(after)}))?`) +
			WORD_END,
		"gu",
	);
}

/** One regex per way of writing a day and month: groups `from` (a range's first day), `day`, `month`, `year`. */
function dayMonthPatterns(names: DateNames, weekdays: Iterable<string>, months: Iterable<string>): RegExp[] {
	// "Monday, May 3", "lun 3 maggio": a weekday before a day and month belongs to the date.
	const leadingWeekday = `(?:(?:${alternation(weekdays)})\\.?,?\\s+)?`;
	// "4-11 Aug", "du 9 au 16 août": the range's first day.
	const rangeWords = names.rangeWords.map((word) => `|${phraseSource(word)}\\s`).join("");
	const range = `(?:(?<from>\\d{1,2})(?:st|nd|rd|th|er|°|º|\\.)?\\s*(?:[–-]${rangeWords})\\s*)?`;
	const month = `(?<month>${alternation(months)})`;
	return names.dayMonth.map((form) => {
		const source = form.replace(DAY, `${range}(?<day>\\d{1,2})`).replace(MONTH, month);
		return new RegExp(`${WORD_START}${optional(names.dayMonthLeads)}${leadingWeekday}${source}(?:${names.year})?${WORD_END}`, "gu");
	});
}

/** A lone month name ("in May", "Jan, Feb"): groups `prefix`, `month`, `year`, `comma`; with indices, for where the month starts. */
function monthAlonePattern(names: DateNames, months: Iterable<string>): RegExp | null {
	if (names.monthAlone === "none") return null;
	const lead = names.monthAloneLeads.length === 0 ? "" : `(?:(?<prefix>${alternation(names.monthAloneLeads)})\\s+)?`;
	// Not "May 3": a day after it makes it a date (the dayMonth forms).
	return new RegExp(`${WORD_START}${lead}(?<month>${alternation(months)})(?:${names.year})?(?<comma>[,-])?(?!\\s*\\d|[\\p{L}\\p{N}])`, "dgu");
}

/** The month names read without a lead word: "full", the longest of each month; "long", any of four letters or more. */
function loneMonthNames(names: DateNames, months: ReadonlyMap<string, number>): Set<string> {
	if (names.monthAlone !== "full") return new Set([...months.keys()].filter((name) => name.length > 3));
	const longest = new Map<number, string>();
	for (const [name, month] of months) if (name.length > (longest.get(month)?.length ?? 0)) longest.set(month, name);
	return new Set(longest.values());
}

/** "in 3 days", "2 weeks later", "48h" and, to be dropped, "2 weeks before"; `amount` finds each count and unit in a match. */
function durationPatterns(
	durations: DurationWords,
	numbers: ReadonlyMap<string, number>,
	units: ReadonlyMap<string, Unit>,
): { duration: RegExp; amount: RegExp } {
	// "15h", "2 weeks", "a week": a number word stands apart from its unit.
	const amount = (capture: boolean): string => {
		const open = capture ? "(" : "(?:";
		return `(?:${open}\\d+)\\s{0,3}|${open}${alternation(numbers.keys())})\\s+)${open}${alternation(units.keys())})`;
	};
	// Between amounts a comma or spaces, then perhaps "and": each space can be taken one way only, or a
	// failed match tries 2^n ways through "2 weeks and 2 weeks and …" (26 of them took 13 s).
	const amounts = `${amount(false)}(?:(?:\\s{0,5},\\s{0,5}|\\s{0,5})(?:and\\s{0,5})?${amount(false)})*`;
	const forms = [
		...(durations.past.length === 0 ? [] : [`${amounts}\\s+(?<past>${alternation(durations.past)})`]),
		...(durations.before.length === 0 ? [] : [`(?:${alternation(durations.before)})\\s+${amounts}`]),
		...(durations.after.length === 0 ? [] : [`${amounts}\\s+(?:${alternation(durations.after)})`]),
		...(durations.bare ? [`(?<bare>${amounts})`] : []),
	];
	return { duration: new RegExp(`${DURATION_START}(?:${forms.join("|")})${WORD_END}`, "gu"), amount: new RegExp(amount(true), "gu") };
}

function compile(language: Language): Patterns {
	const names = DATE_NAMES[language];
	const cues = LANGUAGE_CUES[language].relativeDates;
	const weekdays = keyed(names.weekdays);
	const workdays = new Set(names.workdays.map(key));
	const months = keyed(names.months);
	const numbers = keyed({ ...cues.numbers, ...names.durations.numbers });
	const hours = Object.fromEntries(names.durations.hours.map((word) => [word, "hour" as const]));
	const units = keyed<Unit>({ ...cues.units, ...names.durations.units, ...hours });
	const endOf = `(?:${alternation(names.endOf)})\\s+(?:${alternation(names.thisMonth)}|(?<month>${alternation(months.keys())}))`;
	const partsOfDay = Object.keys(names.partsOfDay);
	return {
		weekday: weekdayPattern(names, [...weekdays.keys(), ...workdays]),
		dayMonth: dayMonthPatterns(names, weekdays.keys(), months.keys()),
		endOf: names.endOf.length === 0 ? null : new RegExp(`${WORD_START}${endOf}${WORD_END}`, "gu"),
		monthAlone: monthAlonePattern(names, months.keys()),
		loneMonths: loneMonthNames(names, months),
		capitalisedMonths: new Set(names.capitalisedMonths.map(key)),
		...durationPatterns(names.durations, numbers, units),
		time: new RegExp(`^(?:${names.time})${WORD_END}`, "u"),
		partOfDay: new RegExp(`^\\s+(${partsOfDay.length === 0 ? "(?!)" : alternation(partsOfDay)})${WORD_END}`, "u"),
		partsOfDay: keyed(names.partsOfDay),
		weekdays,
		workdays,
		months,
		next: new Set([...names.nextBefore, ...names.nextAfter].map(key)),
		numbers,
		units,
	};
}

const PATTERNS: Readonly<Record<Language, Patterns>> = lazyRecord(LANGUAGES, compile);

/** The next working day after today (Monday after a weekend). */
function workday(today: string): number {
	const weekday = weekdayOf(today);
	return weekday === 0 || weekday === 6 ? 1 : (weekday % 5) + 1;
}

function weekdaySpans(folded: string, today: string, patterns: Patterns): Span[] {
	const spans: Span[] = [];
	for (const match of folded.matchAll(patterns.weekday)) {
		const { weekday: name = "", before, after } = match.groups ?? {};
		const day = patterns.workdays.has(key(name)) ? workday(today) : patterns.weekdays.get(key(name));
		if (day === undefined) continue;
		const modifier = before ?? after;
		const iso = modifier !== undefined && patterns.next.has(key(modifier)) ? nextWeekday(today, day) : comingWeekday(today, day);
		spans.push({ ...bounds(match), iso, calendarDay: false, weekday: true });
	}
	return spans;
}

function dayMonthSpans(folded: string, today: string, patterns: Patterns): Span[] {
	const spans: Span[] = [];
	for (const regex of patterns.dayMonth) {
		for (const match of folded.matchAll(regex)) {
			const { from, day: last = "", month = "", year } = match.groups ?? {};
			const day = from ?? last;
			const monthNumber = patterns.months.get(key(month)) ?? 0;
			const iso = year === undefined ? nextDayOfYear(today, monthNumber, Number(day)) : calendarDate(Number(year), monthNumber, Number(day));
			spans.push({ ...bounds(match), iso, calendarDay: true, weekday: false });
		}
	}
	return spans;
}

/** "in May", "a dicembre", "December 2027": the first of that month. */
function monthAloneSpans(text: string, folded: FoldedText, today: string, patterns: Patterns): Span[] {
	if (patterns.monthAlone === null) return [];
	const spans: Span[] = [];
	for (const match of folded.folded.matchAll(patterns.monthAlone)) {
		const { prefix, month = "", year, comma } = match.groups ?? {};
		const end = bounds(match).end - (comma?.length ?? 0);
		const monthStart = match.indices?.groups?.["month"]?.[0] ?? end;
		// "Oct" alone is too short to tell; "in Oct" and "Jan, Feb" are months.
		if (prefix === undefined && comma === undefined && !patterns.loneMonths.has(month)) continue;
		const written = text.slice(folded.origin[monthStart] ?? 0);
		if (patterns.capitalisedMonths.has(month) && !/^\p{Lu}/u.test(written)) continue;
		const number = patterns.months.get(month) ?? 0;
		const iso = year === undefined ? nextDayOfYear(today, number, 1) : calendarDate(Number(year), number, 1);
		spans.push({ start: monthStart, end, iso, calendarDay: false, weekday: false });
	}
	return spans;
}

/** "end of the month", "end of May": the month's last day (this month's, or the next such month's). */
function endOfMonthSpans(folded: string, today: string, patterns: Patterns): Span[] {
	if (patterns.endOf === null) return [];
	const spans: Span[] = [];
	for (const match of folded.matchAll(patterns.endOf)) {
		const name = match.groups?.["month"];
		const month = name === undefined ? Number(today.slice(5, 7)) : (patterns.months.get(key(name)) ?? 1);
		const year = Number(today.slice(0, 4));
		const thisYear = lastDayOfMonth(year, month);
		spans.push({ ...bounds(match), iso: thisYear >= today ? thisYear : lastDayOfMonth(year + 1, month), calendarDay: true, weekday: false });
	}
	return spans;
}

function lastDayOfMonth(year: number, month: number): string {
	return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** "in 3 days", "2 weeks later", "48h": the day the span of time ends on, hours counted from noon; a bare "20h" is a time, not a span. */
function durationSpans(folded: string, today: string, patterns: Patterns): Span[] {
	const spans: Span[] = [];
	for (const match of folded.matchAll(patterns.duration)) {
		const total: Record<Unit, number> = { day: 0, week: 0, month: 0, hour: 0 };
		for (const [, digits, word, unit = ""] of match[0].matchAll(patterns.amount)) {
			const count = digits ?? word ?? "";
			const amount = /^\d+$/u.test(count) ? Number(count) : patterns.numbers.get(key(count));
			const span = patterns.units.get(key(unit));
			if (amount !== undefined && span !== undefined) total[span] += amount;
		}
		// A bare count of hours under a day ("20h", "19h pas 20h") is a time of day as most of Europe writes it, not a span.
		if (match.groups?.["bare"] !== undefined && total.day + total.week + total.month === 0 && total.hour < 24) continue;
		const ahead = match.groups?.["past"] === undefined;
		const days = 7 * total.week + total.day + Math.floor((12 + total.hour) / 24);
		const iso = addDays(addMonths(today, total.month), days);
		spans.push({ ...bounds(match), iso: ahead ? iso : null, calendarDay: false, weekday: false });
	}
	return spans;
}

function isoSpans(folded: string): Span[] {
	return [...folded.matchAll(ISO_DATE)].map((match) => ({
		...bounds(match),
		iso: calendarDate(Number(match[2]), Number(match[3]), Number(match[4])),
		calendarDay: true,
		weekday: false,
	}));
}

function relativeSpans(text: string, folded: FoldedText, today: string, language: Language): Span[] {
	return findRelativeDates(text, today, [language]).map((date) => {
		const end = date.index + date.text.length;
		return {
			start: foldedIndex(folded, date.index),
			end: end >= text.length ? folded.folded.length : foldedIndex(folded, end),
			iso: date.iso,
			calendarDay: false,
			weekday: false,
		};
	});
}

/**
 * The span widened over a time or a part of the day after it ("Friday at
 * 5pm", "Friday morning"). A weekday named on that very day is next week's
 * when the time is before noon ("Wednesday at 9", "Wednesday morning") and
 * today's otherwise, as the parser this reader replaced read it (it counted
 * from noon).
 */
function withTime(folded: string, span: Span, today: string, patterns: Patterns): Span {
	const rest = folded.slice(span.end);
	const time = patterns.time.exec(rest);
	const part = time ? null : patterns.partOfDay.exec(rest);
	const said = time ?? part;
	if (!said) return span;
	const hour = time ? hourOf(time[0]) : (patterns.partsOfDay.get(key(part?.[1] ?? "")) ?? 12);
	const later = span.weekday && span.iso === today && hour < 12;
	return { ...span, end: span.end + said[0].length, iso: later ? addDays(today, 7) : span.iso };
}

/** The hour of a time as written ("at 5pm" 17, "um 9:30 Uhr" 9, "à 14h" 14). */
function hourOf(time: string): number {
	const hour = Number(/\d{1,2}/u.exec(time)?.[0] ?? 0);
	return /pm/u.test(time) && hour < 12 ? hour + 12 : hour;
}

/** The days `text` names in `language`'s words, in text order, never overlapping (the longer of two overlapping readings wins). */
export const readDays: DayReader = (text, today, language) => {
	const folded = foldForMatching(text);
	const patterns = PATTERNS[language];
	const candidates = [
		...isoSpans(folded.folded),
		...dayMonthSpans(folded.folded, today, patterns),
		...weekdaySpans(folded.folded, today, patterns),
		...monthAloneSpans(text, folded, today, patterns),
		...endOfMonthSpans(folded.folded, today, patterns),
		...durationSpans(folded.folded, today, patterns),
		...relativeSpans(text, folded, today, language),
	].sort((a, b) => a.start - b.start || b.end - a.end);
	const found: ReadDay[] = [];
	let taken = 0;
	for (const candidate of candidates) {
		if (candidate.start < taken) continue;
		const span = withTime(folded.folded, candidate, today, patterns);
		taken = span.end;
		if (span.iso === null) continue;
		const index = folded.origin[span.start] ?? 0;
		const end = folded.origin[span.end] ?? text.length;
		found.push({ index, text: text.slice(index, end), iso: span.iso, calendarDay: span.calendarDay });
	}
	return found;
};
