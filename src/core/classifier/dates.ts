/**
 * Finds the dates an annotation names, chiefly the day a postponement moves
 * its item to. chrono-node does the parsing; the patches here cover what its
 * Spanish, French, German and Italian parsers miss or misread.
 */
import * as chrono from "chrono-node";
import { LANGUAGES, type Language } from "../languages";
import { addDays, isoDate } from "../text";

import { type FoldedText, fold, foldForMatching, foldedIndex } from "../folding";

const CHRONO_BY_LANGUAGE: Record<Language, chrono.Chrono> = {
	// Day before month ("12/05" is 12 May): the built-in languages are mostly written in Europe.
	en: chrono.en.GB,
	de: chrono.de.casual,
	fr: chrono.fr.casual,
	es: chrono.es.casual,
	it: chrono.it.casual,
};

/** Relative dates chrono misreads or misses (checked first), matched on folded text. */
const RELATIVE_DATES: readonly { phrase: RegExp; resolve: (today: string) => string }[] = [
	{ phrase: /(?:^|[^\p{L}])pasado manana(?![\p{L}])/u, resolve: (today) => addDays(today, 2) },
	{ phrase: /(?:^|[^\p{L}])apres-demain(?![\p{L}])/u, resolve: (today) => addDays(today, 2) },
	{ phrase: /(?:^|[^\p{L}])ubernachste woche(?![\p{L}])/u, resolve: (today) => addDays(today, 14) },
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
	const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
	return addDays(today, ((6 - weekday + 7) % 7) || 7);
}

/** A date found in an annotation: where it is (in the original text) and what day it names. */
export interface FoundDate {
	index: number;
	text: string;
	iso: string;
}

/** Finds dates in an annotation lazily (chrono is the costly part), at most once per annotation. */
export class DateFinder {
	private found: FoundDate[] | undefined;

	constructor(
		private readonly text: string,
		private readonly today: string,
		private readonly languages: readonly Language[],
	) {}

	/** Every date after today, in text order. */
	future(): FoundDate[] {
		this.found ??= findFutureDates(this.text, this.today, this.languages);
		return this.found;
	}

	/** The first date after today: the day a postponement moves its item to. */
	firstFuture(): FoundDate | undefined {
		return this.future()[0];
	}
}

/**
 * Word stems without which no parser finds a date (digits aside): chrono
 * costs up to a millisecond per language, so a text without them skips it.
 */
const DATE_HINT = new RegExp(
	"\\d|(?:^|[^\\p{L}])(?:" +
		[
			"today|tonight|tomorrow|week|month|year|day|mon|tue|wed|thu|fri|sat|sun",
			"heute|morgen|ubermorgen|woche|monat|jahr|tag|nachst|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag",
			"aujourd|demain|apres-demain|semaine|mois|annee|jour|prochain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
			"hoy|manana|semana|finde|mes|ano|dia|proxim|lunes|martes|miercoles|jueves|viernes|sabado|domingo",
			"oggi|domani|dopodomani|settimana|mese|anno|giorn|prossim|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica",
			"jan|feb|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|enero|febrero|abril|mayo|junio|julio|agosto|gennaio|febbraio|aprile|maggio|giugno|luglio|ottobre|dicembre|diciembre|octubre|noviembre|setiembre|septiembre|settembre",
		].join("|") +
		")",
	"u",
);

function findFutureDates(text: string, today: string, languages: readonly Language[]): FoundDate[] {
	const folded = foldForMatching(text);
	const found: FoundDate[] = [];
	if (!DATE_HINT.test(folded.folded)) return found;
	for (const relative of RELATIVE_DATES) {
		const match = relative.phrase.exec(folded.folded);
		if (!match) continue;
		const start = folded.origin[match.index] ?? 0;
		const end = folded.origin[match.index + match[0].length] ?? text.length;
		found.push({ index: start, text: text.slice(start, end), iso: relative.resolve(today) });
	}
	const reference = referenceDate(today);
	const order = languages.includes("en") ? languages : [...languages, "en" as const];
	for (const language of order) {
		const future = CHRONO_BY_LANGUAGE[language]
			.parse(text, reference, { forwardDate: true })
			// A bare time ("at 5", "de 5") rolls over to tomorrow; it names no day.
			.filter((result) => ["day", "weekday", "month"].some((unit) => result.start.isCertain(unit as chrono.Component)))
			.map((result) => ({ index: result.index, text: result.text, iso: isoDate(result.start.date()) }))
			.filter((date) => date.iso > today && !isHabitualWeekday(folded, date));
		if (future.length > 0) {
			found.push(...future);
			break;
		}
	}
	found.push(...dottedDates(text, today));
	if (found.length === 0) found.push(...monthNames(folded, today));
	return found.sort((a, b) => a.index - b.index);
}

const WEEKDAY_NAMES =
	/^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)$/u;

/** `le mercredi` (fr), `il mercoledì` (it), `los miércoles` (es) mean "on Wednesdays", not a date. */
function isHabitualWeekday(text: FoldedText, date: FoundDate): boolean {
	if (!WEEKDAY_NAMES.test(fold(date.text.trim()))) return false;
	return /(?:^|[^\p{L}])(?:le|il|los|les)\s+$/u.test(text.folded.slice(0, foldedIndex(text, date.index)));
}

/** `15.1.`, `15.01.2027`: day-first dotted dates, which chrono's casual parsers skip without a year. */
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
				found.push({ index: match.index, text: match[0], iso });
				break;
			}
		}
	}
	return found;
}

/** "im Dezember", "en décembre": the first of the next such month (chrono's de and fr parsers need a day). */
function monthNames(text: FoldedText, today: string): FoundDate[] {
	for (const match of text.folded.matchAll(/[\p{L}]+/gu)) {
		const month = MONTHS.findIndex((name) => name.test(match[0]));
		if (month === -1 || match[0].length < 4) continue;
		const year = Number(today.slice(0, 4));
		const first = `${year}-${String(month + 1).padStart(2, "0")}-01`;
		const iso = first > today ? first : `${year + 1}${first.slice(4)}`;
		const index = text.origin[match.index] ?? 0;
		return [{ index, text: match[0], iso }];
	}
	return [];
}

function referenceDate(today: string): Date {
	const [y, m, d] = today.split("-").map(Number);
	return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** Adds whole months to a YYYY-MM-DD date, keeping the day where the month has it (31 January + 1 month is 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
	const [y, m, d] = iso.split("-").map(Number);
	const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
	const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
	date.setUTCDate(Math.min(d ?? 1, lastDay));
	return date.toISOString().slice(0, 10);
}

/**
 * The first date after `today` that a postponement names ("next week",
 * "Friday", "nächste Woche", "le 12 mai", "2026-12-01"), as YYYY-MM-DD, or
 * null. Chrono's parsers for `languages` are tried in order, then English.
 */
export function resolvePostponeDate(
	text: string,
	today: string,
	languages: readonly Language[] = LANGUAGES,
): string | null {
	return findFutureDates(text, today, languages)[0]?.iso ?? null;
}
