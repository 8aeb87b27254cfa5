/**
 * Finds the relative dates of a statement ("two days ago", "gestern", "la
 * semaine dernière") and the day each names, so that a statement to
 * remember still says when something happened once "yesterday" is long past.
 */
import type { Language } from "../languages";
import { addDays } from "../text";
import { foldForMatching } from "../folding";
import { LANGUAGE_CUES } from "../lexicon/cues";
import { alternation, phraseKey, phraseSource, WORD_END, WORD_START } from "../lexicon/phrasePatterns";
import { addMonths, weekdayOf } from "./calendar";
import { DATE_NAMES } from "../lexicon/dateNames";
import type { FoundDate } from "./dateFinder";

/** What a relative date counts in: "two days ago" days, "next week" weeks, "next year" years. */
export type RelativeUnit = "day" | "week" | "month" | "year";

/** A relative date found in a text: the day it names, what it counts in, and the language whose words named it. */
export interface RelativeDate extends FoundDate {
	unit: RelativeUnit;
	language: Language;
}

/** One way of naming a day, compiled: its regex, how a match resolves against today, and in what unit. */
interface DatePattern {
	regex: RegExp;
	resolve: (match: RegExpExecArray, today: string) => { iso: string; unit: RelativeUnit } | null;
}

type Unit = RelativeUnit;


function shift(today: string, amount: number, unit: Unit): string {
	if (unit === "year") return addMonths(today, 12 * amount);
	if (unit === "month") return addMonths(today, amount);
	return addDays(today, unit === "week" ? 7 * amount : amount);
}

function compileLanguage(language: Language, statements: boolean): DatePattern[] {
	const cues = LANGUAGE_CUES[language].relativeDates;
	const named = new Map<string, { amount: number; unit: Unit } | null>();
	const add = (phrases: Readonly<Record<string, number>> | undefined, unit: Unit): void => {
		for (const [phrase, amount] of Object.entries(phrases ?? {})) named.set(phraseKey(phrase), { amount, unit });
	};
	add(cues.days, "day");
	add(cues.weeks, "week");
	add(cues.months, "month");
	if (statements) {
		add(cues.statementOnly?.weeks, "week");
		add(cues.statementOnly?.months, "month");
		add(cues.statementOnly?.years, "year");
	}
	for (const phrase of cues.notDates) named.set(phraseKey(phrase), null);
	const patterns: DatePattern[] = [
		{
			regex: new RegExp(`${WORD_START}(${alternation([...named.keys()])})${WORD_END}`, "gu"),
			resolve: (match, today) => {
				const offset = named.get(phraseKey(match[1] ?? ""));
				return offset ? { iso: shift(today, offset.amount, offset.unit), unit: offset.unit } : null;
			},
		},
	];
	const numbers = new Map(Object.entries(cues.numbers).map(([word, value]) => [phraseKey(word), value]));
	const units = new Map(Object.entries(cues.units).map(([word, unit]) => [phraseKey(word), unit]));
	const count = `(\\d{1,3}|${alternation([...numbers.keys()])})`;
	const unit = `(${alternation([...units.keys()])})`;
	const counted = (template: string, sign: 1 | -1): DatePattern => ({
		regex: new RegExp(`${WORD_START}(${phraseSource(template).replace("\\{n\\}", count).replace("\\{unit\\}", unit)})${WORD_END}`, "gu"),
		resolve: (match, today) => {
			const amount = /^\d+$/u.test(match[2] ?? "") ? Number(match[2]) : numbers.get(phraseKey(match[2] ?? ""));
			const span = units.get(phraseKey(match[3] ?? ""));
			return amount === undefined || span === undefined ? null : { iso: shift(today, sign * amount, span), unit: span };
		},
	});
	patterns.push(...cues.ago.map((template) => counted(template, -1)), ...cues.ahead.map((template) => counted(template, 1)));
	const lastWeekday = statements ? (cues.statementOnly?.lastWeekday ?? []) : [];
	if (lastWeekday.length > 0) {
		const weekdays = new Map(Object.entries(DATE_NAMES[language].weekdays).map(([word, day]) => [phraseKey(word), day]));
		const weekday = `(${alternation([...weekdays.keys()].filter((word) => word.length > 3))})`;
		for (const template of lastWeekday) {
			patterns.push({
				regex: new RegExp(`${WORD_START}(${phraseSource(template).replace("\\{weekday\\}", weekday)})${WORD_END}`, "gu"),
				resolve: (match, today) => {
					const day = weekdays.get(phraseKey(match[2] ?? ""));
					return day === undefined ? null : { iso: addDays(today, -(((weekdayOf(today) - day + 6) % 7) + 1)), unit: "day" };
				},
			});
		}
	}
	return patterns;
}

const compiled = new Map<string, DatePattern[]>();

/** What else a search for relative dates reads. */
export interface RelativeDateOptions {
	/**
	 * Also the phrases only a statement to remember resolves ("this week",
	 * "next year": see RelativeDateCues.statementOnly), which a postponement
	 * does not read.
	 */
	statements?: boolean;
}

/**
 * The relative dates in `text` (in `languages`' words), each with the day it
 * names counted from `today`, in text order and never overlapping: where two
 * phrases overlap the longer one wins ("pasado mañana" over "mañana"), and a
 * phrase that names no day ("am Morgen") hides the date word inside it.
 */
export function findRelativeDates(text: string, today: string, languages: readonly Language[], options: RelativeDateOptions = {}): RelativeDate[] {
	const folded = foldForMatching(text);
	const statements = options.statements === true;
	const candidates: { start: number; end: number; resolved: { iso: string; unit: Unit } | null; language: Language }[] = [];
	for (const language of languages) {
		const key = `${language}${statements ? "+" : ""}`;
		let patterns = compiled.get(key);
		if (!patterns) {
			patterns = compileLanguage(language, statements);
			compiled.set(key, patterns);
		}
		for (const { regex, resolve } of patterns) {
			regex.lastIndex = 0;
			for (let match = regex.exec(folded.folded); match; match = regex.exec(folded.folded)) {
				const phrase = match[1] ?? "";
				const start = match.index + match[0].length - phrase.length;
				candidates.push({ start, end: start + phrase.length, resolved: resolve(match, today), language });
			}
		}
	}
	candidates.sort((a, b) => a.start - b.start || b.end - a.end);
	const found: RelativeDate[] = [];
	let taken = 0;
	for (const candidate of candidates) {
		if (candidate.start < taken) continue;
		taken = candidate.end;
		if (candidate.resolved === null) continue;
		const index = folded.origin[candidate.start] ?? 0;
		const end = folded.origin[candidate.end] ?? text.length;
		found.push({ index, text: text.slice(index, end), ...candidate.resolved, language: candidate.language });
	}
	return found;
}
