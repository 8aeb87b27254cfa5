/**
 * Finds the dates an annotation names, chiefly the day a postponement moves
 * its item to. ./dateReader.ts reads weekdays, days of months and relative
 * days in each language; the rest is here: numeric dates in the user's order
 * ("12/10"), dotted dates, weekends, holidays and "after the 10th".
 */
import { LANGUAGES, type Language } from "../languages";
import { lazy } from "../lazy";
import { addDays } from "../text";
import { LANGUAGE_CUES, type Holiday } from "../lexicon/cues";
import { addMonths, calendarDate, weekdayOf } from "./calendar";
import { type DayReader, readDays } from "./dateReader";
import { nextDayAfterHoliday } from "./holidays";
import { alternation, escapeRegExp, phraseKey, phraseSource, WORD_END, WORD_START } from "../lexicon/phrasePatterns";

import { type FoldedText, fold, foldForMatching, foldedIndex } from "../folding";

/**
 * How the user writes numeric dates: "12/10" is 10 December month-first and
 * 12 October day-first. Dates with a month name ("December 10", "10 dic")
 * read the same either way.
 */
export type DateOrder = "month-first" | "day-first";

/** Day before month, what the built-in languages mostly write (Europe), and what the classifier did before the setting existed. */
export const DEFAULT_DATE_ORDER: DateOrder = "day-first";

/** "12/10", "12/10/2027": a numeric date whose order only the user's setting tells. */
const SLASH_DATE = /(?:^|[^\d/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g;

/** Relative dates the reader leaves to this module (checked first), matched on folded text. */
const RELATIVE_DATES: readonly { phrase: RegExp; resolve: (today: string) => string }[] = [
	{ phrase: /(?:^|[^\p{L}])pasado manana(?![\p{L}])/u, resolve: (today) => addDays(today, 2) },
	{ phrase: /(?:^|[^\p{L}])apres-demain(?![\p{L}])/u, resolve: (today) => addDays(today, 2) },
	{ phrase: /(?:^|[^\p{L}])(?:ubernachste woche|(?:the )?week after next)(?![\p{L}])/u, resolve: (today) => addDays(today, 14) },
	{
		phrase: /(?:^|[^\p{L}])(?:la )?(?:proxima semana|semana proxima|semana que viene)(?![\p{L}])/u,
		resolve: (today) => addDays(today, 7),
	},
	{ phrase: /(?:^|[^\p{L}])(?:el )?(?:proximo mes|mes que viene|mes proximo)(?![\p{L}])/u, resolve: (today) => addMonths(today, 1) },
	{
		phrase:
			/(?:^|[^\p{L}])(?:next weekend|this weekend|nachstes wochenende|am wochenende|dieses wochenende|(?:le |ce )?week-end(?: prochain)?|(?:el |este )?(?:proximo )?(?:finde|fin de semana)(?: que viene)?|(?:il |questo )?(?:prossimo )?weekend(?: prossimo)?)(?![\p{L}])/u,
		resolve: nextSaturday,
	},
];

const MONTHS: readonly RegExp[] = [
	/^(?:jan|januar|janvier|enero|gennaio|january|janner)$/u,
	/^(?:feb|februar|fevrier|febrero|febbraio|february)$/u,
	/^(?:mar|marz|mars|marzo|march)$/u,
	/^(?:apr|april|avril|abril|aprile)$/u,
	/^(?:mai|may|mayo|maggio)$/u,
	/^(?:jun|juni|juin|junio|giugno|june)$/u,
	/^(?:jul|juli|juillet|julio|luglio|july)$/u,
	/^(?:aug|august|aout|agosto)$/u,
	/^(?:sep|sept|september|septembre|septiembre|settembre)$/u,
	/^(?:okt|oct|oktober|octobre|octubre|ottobre|october)$/u,
	/^(?:nov|november|novembre|noviembre)$/u,
	/^(?:dez|dec|dezember|decembre|diciembre|dicembre|december)$/u,
];

function nextSaturday(today: string): string {
	return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

/** A date found in an annotation: where it is (in the original text) and what day it names. */
export interface FoundDate {
	index: number;
	text: string;
	iso: string;
}

/** Finds dates in an annotation lazily, at most once per annotation. */
export class DateFinder {
	private found: FoundDate[] | undefined;

	constructor(
		private readonly text: string,
		private readonly today: string,
		private readonly languages: readonly Language[],
		private readonly order: DateOrder = DEFAULT_DATE_ORDER,
	) {}

	/** Every date after today, in text order. */
	future(): FoundDate[] {
		this.found ??= findFutureDates(this.text, this.today, this.languages, this.order);
		return this.found;
	}

	/** The first date after today: the day a postponement moves its item to. */
	firstFuture(): FoundDate | undefined {
		return this.future()[0];
	}
}

/**
 * Word stems without which no date is found (digits aside): most
 * annotations have none and skip the reading.
 * Built on first use: folding every holiday name takes milliseconds.
 */
const dateHint = lazy(() => new RegExp(
	"\\d|(?:^|[^\\p{L}])(?:" +
		[
			"today|tonight|tomorrow|week|month|year|day|mon|tue|wed|thu|fri|sat|sun",
			"heute|morgen|ubermorgen|woche|monat|jahr|tag|nachst|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag",
			"aujourd|demain|apres-demain|semaine|mois|annee|jour|prochain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
			"hoy|manana|semana|finde|mes|ano|dia|proxim|lunes|martes|miercoles|jueves|viernes|sabado|domingo",
			"oggi|domani|dopodomani|settimana|mese|anno|giorn|prossim|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica",
			"jan|feb|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|enero|febrero|abril|mayo|junio|julio|agosto|gennaio|febbraio|aprile|maggio|giugno|luglio|ottobre|dicembre|diciembre|octubre|noviembre|setiembre|septiembre|settembre",
			// Holiday names, by their longest word: "christmas", "weihnachten", "natale"…
			...LANGUAGES.flatMap((language) =>
				Object.values(LANGUAGE_CUES[language].dateWords.holidays).flatMap((names) => names.map((name) => escapeRegExp(wordStem(name)))),
			),
		].join("|") +
		")",
	"u",
));

/** The longest word of a phrase, folded: enough for the date hint to let the phrase through, and rarer than "new" of "new year". */
function wordStem(phrase: string): string {
	return fold(phrase).trim().split(/[\s']+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), "");
}

/**
 * Every date after today that `text` names, in text order. `read` reads
 * weekdays, days of months and relative days; the differential test passes
 * the chrono-node reading this module used before to compare the two.
 */
export function findFutureDates(
	text: string,
	today: string,
	languages: readonly Language[],
	dateOrder: DateOrder,
	read: DayReader = readDays,
): FoundDate[] {
	const folded = foldForMatching(text);
	const found: FoundDate[] = [];
	if (!dateHint().test(folded.folded)) return found;
	for (const relative of RELATIVE_DATES) {
		const match = relative.phrase.exec(folded.folded);
		if (!match) continue;
		const start = folded.origin[match.index] ?? 0;
		const end = folded.origin[match.index + match[0].length] ?? text.length;
		found.push({ index: start, text: text.slice(start, end), iso: relative.resolve(today) });
	}
	const order = languages.includes("en") ? languages : [...languages, "en" as const];
	for (const language of order) {
		const future = read(text, today, language)
			// Numeric dates are read in the user's order by slashDates.
			.filter((date) => !/\d\s*\/\s*\d/u.test(date.text))
			.filter((date) => date.iso > today && !isHabitualWeekday(folded, date));
		if (future.length > 0) {
			// "after the 10th of December" is the 11th; "after Friday" stays Friday (a weekday already reads as "the next one").
			found.push(...future.map(({ calendarDay, ...date }) => (calendarDay ? afterDate(text, folded, date) : date)));
			break;
		}
	}
	found.push(...[...dottedDates(text, today), ...slashDates(text, today, dateOrder)].map((date) => afterDate(text, folded, date)));
	for (const date of [...holidaysAfter(text, folded, today), ...daysAfter(text, folded, today)]) {
		const end = date.index + date.text.length;
		if (!found.some((other) => other.index < end && date.index < other.index + other.text.length)) found.push(date);
	}
	if (found.length === 0) found.push(...monthNames(text, folded, today));
	return found.sort((a, b) => a.index - b.index);
}

/** The regexes of one language's date words (see DateWordCues), compiled on first use. */
interface DateWordRegexes {
	/** "after the " at the end of the text before a date; group 1 starts at "after". */
	afterBefore: RegExp;
	/** "after the 10th", "nach dem 10.": group 1 is the day number. */
	dayAfter: RegExp;
	/** "after Christmas", "après le nouvel an": group 1 is the holiday's name. */
	holidayAfter: RegExp;
	holidayByName: ReadonlyMap<string, Holiday>;
}


function compileDateWords(language: Language): DateWordRegexes {
	const { after, articles, holidays: names } = LANGUAGE_CUES[language].dateWords;
	// "l'" meets its word without a space ("dopo l'anno nuovo").
	const article = `(?:${articles.map((word) => phraseSource(word) + (word.endsWith("'") ? "\\s*" : "\\s+")).join("|")})?`;
	const lead = `(?:${alternation(after)})\\s+${article}`;
	const holidayByName = new Map<string, Holiday>();
	for (const [holiday, phrases] of Object.entries(names) as [Holiday, readonly string[]][]) {
		for (const phrase of phrases) holidayByName.set(phraseKey(phrase), holiday);
	}
	return {
		afterBefore: new RegExp(`${WORD_START}(${lead})$`, "u"),
		// Not "after 10:30" or "nach dem 10.12."; "after the 10th of May" is a date the reader finds, and wins.
		dayAfter: new RegExp(`${WORD_START}${lead}(\\d{1,2})(?:st|nd|rd|th|er|e|eme|o|º|°)?\\.?(?![\\p{L}\\p{N}]|[.:/]\\d)`, "gu"),
		holidayAfter: new RegExp(`${WORD_START}${lead}(${alternation([...holidayByName.keys()])})${WORD_END}`, "gu"),
		holidayByName,
	};
}

const dateWordRegexes = new Map<Language, DateWordRegexes>();

function dateWords(language: Language): DateWordRegexes {
	let regexes = dateWordRegexes.get(language);
	if (!regexes) {
		regexes = compileDateWords(language);
		dateWordRegexes.set(language, regexes);
	}
	return regexes;
}

/** The span from `start` to `end` of the folded text, as a date found in the original text. */
function spanOf(text: string, folded: FoldedText, start: number, end: number, iso: string): FoundDate {
	const from = folded.origin[start] ?? 0;
	const to = folded.origin[end] ?? text.length;
	return { index: from, text: text.slice(from, to), iso };
}

/** "after 10 December", "nach dem 10.12.": the day after the date, the span widened to take in "after". */
function afterDate(text: string, folded: FoldedText, date: FoundDate): FoundDate {
	const start = foldedIndex(folded, date.index);
	const before = folded.folded.slice(0, start);
	for (const language of LANGUAGES) {
		const match = dateWords(language).afterBefore.exec(before);
		const lead = match?.[1];
		if (match && lead !== undefined) {
			const leadStart = match.index + match[0].length - lead.length;
			return spanOf(text, folded, leadStart, foldedIndex(folded, date.index + date.text.length), addDays(date.iso, 1));
		}
	}
	return date;
}

/** "after Christmas", "nach Ostern", "dopo Capodanno": the first working day after the holiday (see ./holidays.ts). */
function holidaysAfter(text: string, folded: FoldedText, today: string): FoundDate[] {
	const found: FoundDate[] = [];
	for (const language of LANGUAGES) {
		const { holidayAfter, holidayByName } = dateWords(language);
		for (const match of folded.folded.matchAll(holidayAfter)) {
			const holiday = holidayByName.get(phraseKey(match[1] ?? ""));
			if (holiday === undefined) continue;
			const start = match.index + match[0].search(/[\p{L}]/u);
			found.push(spanOf(text, folded, start, match.index + match[0].length, nextDayAfterHoliday(holiday, today)));
		}
	}
	return found;
}

/**
 * "after the 10th", "nach dem 10.", "après le 10", "después del 10", "dopo il
 * 10": the 11th of this month, or of the next month that has a 10th once this
 * month's has passed.
 */
function daysAfter(text: string, folded: FoldedText, today: string): FoundDate[] {
	const found: FoundDate[] = [];
	for (const language of LANGUAGES) {
		for (const match of folded.folded.matchAll(dateWords(language).dayAfter)) {
			const iso = nextDayOfMonth(Number(match[1]), today);
			if (iso === null) continue;
			const start = match.index + match[0].search(/[\p{L}]/u);
			found.push(spanOf(text, folded, start, match.index + match[0].length, addDays(iso, 1)));
		}
	}
	return found;
}

/** The next date on or after today whose day of the month is `day`, or null for a day no month has. */
function nextDayOfMonth(day: number, today: string): string | null {
	if (day < 1 || day > 31) return null;
	const [year, month, todayDay] = today.split("-").map(Number);
	for (let ahead = (todayDay ?? 1) > day ? 1 : 0; ahead <= 12; ahead++) {
		const iso = calendarDate((year ?? 1970), (month ?? 1) + ahead, day);
		if (iso !== null) return iso;
	}
	return null;
}

/**
 * "12/10", "12/10/27": in the user's order; when that order gives no date
 * ("12/25" day-first) the other order is the only reading, and is taken. A
 * date without a year is the next such day after today.
 */
function slashDates(text: string, today: string, order: DateOrder): FoundDate[] {
	const found: FoundDate[] = [];
	for (const match of text.matchAll(SLASH_DATE)) {
		const first = Number(match[1]);
		const second = Number(match[2]);
		const readings = order === "month-first" ? [[second, first], [first, second]] : [[first, second], [second, first]];
		// 2000 is a leap year: any day a month can have exists in it.
		const [day, month] = readings.find(([d, m]) => (m ?? 0) >= 1 && (m ?? 0) <= 12 && calendarDate(2000, m ?? 0, d ?? 0) !== null) ?? [];
		if (day === undefined || month === undefined) continue;
		const written = match[3] === undefined ? undefined : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
		const thisYear = Number(today.slice(0, 4));
		const years = written === undefined ? [thisYear, thisYear + 1] : [written];
		const iso = years.map((year) => calendarDate(year, month, day)).find((date) => date !== null && date > today);
		const start = match.index + match[0].search(/\d/u);
		if (iso) found.push({ index: start, text: text.slice(start, match.index + match[0].length), iso });
	}
	return found;
}

/** A weekday's name, with an hour after it ("los jueves 4 horas" reads "jueves 4"). */
const WEEKDAY_NAMES =
	/^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)(?:\s+\d{1,2})?$/u;

/** `le mercredi` (fr), `il mercoledì` (it), `los miércoles` (es) mean "on Wednesdays", not a date. */
function isHabitualWeekday(text: FoldedText, date: FoundDate): boolean {
	if (!WEEKDAY_NAMES.test(fold(date.text.trim()))) return false;
	return /(?:^|[^\p{L}])(?:le|il|los|les)\s+$/u.test(text.folded.slice(0, foldedIndex(text, date.index)));
}

/** `15.1.`, `15.01.2027`: day-first dotted dates. */
function dottedDates(text: string, today: string): FoundDate[] {
	const found: FoundDate[] = [];
	for (const match of text.matchAll(/(?:^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?![\d])/g)) {
		const day = Number(match[1]);
		const month = Number(match[2]);
		const thisYear = Number(today.slice(0, 4));
		const written = match[3] === undefined ? undefined : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
		const candidates = written === undefined ? [thisYear, thisYear + 1] : [written];
		for (const year of candidates) {
			const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
			if (addDays(iso, 0) === iso && iso > today) {
				const start = match.index + match[0].search(/\d/u);
				found.push({ index: start, text: text.slice(start, match.index + match[0].length), iso });
				break;
			}
		}
	}
	return found;
}

/** "im Dezember", "en décembre": the first of the next such month, when no other date is found. */
function monthNames(original: string, text: FoldedText, today: string): FoundDate[] {
	for (const match of text.folded.matchAll(/[\p{L}]+/gu)) {
		const month = MONTHS.findIndex((name) => name.test(match[0]));
		if (month === -1 || match[0].length < 4) continue;
		const year = Number(today.slice(0, 4));
		const first = `${year}-${String(month + 1).padStart(2, "0")}-01`;
		const iso = first > today ? first : `${year + 1}${first.slice(4)}`;
		return [spanOf(original, text, match.index, match.index + match[0].length, iso)];
	}
	return [];
}

/**
 * The first date after `today` that a postponement names ("next week",
 * "Friday", "nächste Woche", "le 12 mai", "2026-12-01"), as YYYY-MM-DD, or
 * null. The words of `languages` are tried in order, then English.
 */
export function resolvePostponeDate(
	text: string,
	today: string,
	languages: readonly Language[] = LANGUAGES,
	order: DateOrder = DEFAULT_DATE_ORDER,
): string | null {
	return findFutureDates(text, today, languages, order)[0]?.iso ?? null;
}
