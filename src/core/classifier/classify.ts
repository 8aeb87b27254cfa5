/**
 * The built-in offline classifier: decides action, type, proposal and
 * postponement date of one annotation from cue words, without an LLM.
 */
import * as chrono from "chrono-node";
import type { CueCategory, CueLanguage, ExtraCues } from "../settings";
import { addDays, isoDate, toSingleLine } from "../text";
import type { Action, CorrectionType } from "../types";
import {
	BUILTIN_CUES,
	CLAUSE_OPENERS,
	CUE_LANGUAGES,
	DIRECTIVE_WORDS,
	FILLER_WORDS,
	KEEP_CUES,
	MOVE_WORDS,
	NEUTRAL_CUES,
	NOT_CUES,
	RULE_ADVERBS,
} from "./cues";

/** What the offline classifier decides for one (item, annotation) pair. */
export interface OfflineClassification {
	action: Action;
	type: CorrectionType;
	/** Self-contained statement to remember; null for type `none`. */
	proposal: string | null;
	/** ISO date the item is postponed to, or null (not a postponement, or no resolvable date). */
	postponeUntil: string | null;
}

/** The item and the annotation written under it. */
export interface OfflineClassifyInput {
	item: string;
	annotation: string;
}

/** Today's date (YYYY-MM-DD, relative dates resolve against it) and the user's extra cue words. */
export interface OfflineClassifyOptions {
	today: string;
	extraCues?: ExtraCues;
}

const CATEGORIES: readonly CueCategory[] = ["completion", "postpone", "behavioral", "correction", "preference"];

/** A completion or postponement needs this many words besides its cues to teach something. */
const MIN_WORDS_BEYOND_CUE = 2;

/** Classifies one annotation; cheap (cue regexes are compiled once per cue set). */
export function classifyOffline(input: OfflineClassifyInput, options: OfflineClassifyOptions): OfflineClassification {
	const annotation = input.annotation.trim();
	if (annotation === "") return { action: "keep", type: "none", proposal: null, postponeUntil: null };
	const text = foldForMatching(annotation);
	const cues = compiledCues(options.extraCues);
	const languages = detectLanguages(text.folded, cues);
	const found = findCues(text.folded, cues, languages);
	const dates = new DateFinder(annotation, options.today, languages);
	const evidence: Evidence = { text, cues, languages, found, dates };

	const action = decideAction(evidence);
	const type = decideType(action, evidence);
	return {
		action,
		type,
		proposal: proposalFor(type, input.item, annotation, evidence),
		postponeUntil: action === "postpone" ? dates.firstFuture()?.iso ?? null : null,
	};
}

// ---------------------------------------------------------------------------
// Folding: one canonical form for cues and text.

/** Text folded for matching, with the index in the original of every folded code unit. */
interface FoldedText {
	folded: string;
	/** `origin[i]` is the index in the original text of folded code unit `i`; one extra entry for the end. */
	origin: number[];
}

/**
 * Lower-cases, strips accents, unifies apostrophes and drops emoji variation
 * selectors, one code point at a time so positions map back to the original.
 */
export function foldForMatching(text: string): FoldedText {
	let folded = "";
	const origin: number[] = [];
	let index = 0;
	for (const codePoint of text) {
		const piece = foldCodePoint(codePoint);
		folded += piece;
		for (let i = 0; i < piece.length; i++) origin.push(index);
		index += codePoint.length;
	}
	origin.push(index);
	return { folded, origin };
}

function foldCodePoint(codePoint: string): string {
	if (codePoint === "\ufe0f") return "";
	if (/[’‘´`ʼ]/u.test(codePoint)) return "'";
	return codePoint.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

function fold(text: string): string {
	return foldForMatching(text).folded;
}

// ---------------------------------------------------------------------------
// Compiling cue lists into regexes, once per cue set.

type MatchKind = CueCategory | "keep";

/** The regexes and word sets of one language. */
interface CompiledLanguage {
	kinds: Partial<Record<MatchKind, RegExp>>;
	ruleAdverbs: RegExp | undefined;
	directives: RegExp | undefined;
	notCues: RegExp | undefined;
	fillers: ReadonlySet<string>;
	/** Fillers plus words that may lead up to a postponement's date ("moved to"). */
	beforeDate: ReadonlySet<string>;
	/** Words typical of the language, for telling languages apart. */
	markers: ReadonlySet<string>;
}

interface CompiledCues {
	languages: Record<CueLanguage, CompiledLanguage>;
	/** Language-neutral symbols and the user's extra cues: consulted whatever the language. */
	always: Partial<Record<MatchKind, RegExp>>;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD_START = "(?:^|[^\\p{L}\\p{N}])";
const WORD_END = "(?![\\p{L}\\p{N}])";
const CLAUSE_START =
	"(?:^|[.;:!?¡¿,()\\[\\]\\n—–\"«»\\p{So}]|\\s[-–—])\\s*(?:(?:" +
	CLAUSE_OPENERS.map((opener) => fold(opener).split(/\s+/).map(escapeRegExp).join("\\s+")).join("|") +
	")[\\s,]+){0,2}";

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One cue turned into regex parts (see the cue syntax in cues.ts). */
interface CuePattern {
	/** Which boundary the cue needs before it: a clause start, a word boundary, or none (symbols). */
	before: "clause" | "word" | "none";
	/** Whether the cue needs a word boundary after it. */
	wordAfter: boolean;
	body: string;
	length: number;
}

function cuePattern(cue: string): CuePattern | null {
	let text = fold(cue).trim();
	const atClauseStart = text.startsWith("^");
	if (atClauseStart) text = text.slice(1).trim();
	const tokens = text.split(/\s+/).filter((token) => token !== "");
	while (tokens[0] === "*") tokens.shift();
	while (tokens[tokens.length - 1] === "*") tokens.pop();
	const first = tokens[0];
	const last = tokens[tokens.length - 1];
	if (first === undefined || last === undefined) return null;
	const body = tokens
		.map((token, i) => (token === "*" ? "(?:\\s+\\S+){1,3}?" : (i === 0 ? "" : "\\s+") + escapeRegExp(token)))
		.join("");
	return {
		before: atClauseStart ? "clause" : WORD_CHAR.test(first.charAt(0)) ? "word" : "none",
		wordAfter: WORD_CHAR.test(last.charAt(last.length - 1)),
		body,
		length: text.length,
	};
}

const BOUNDARY_BEFORE: Record<CuePattern["before"], string> = { clause: CLAUSE_START, word: WORD_START, none: "" };

/**
 * One global regex for a list of cues. Cues sharing their boundaries share
 * one group, so the costly Unicode classes appear a few times rather than
 * once per cue; within a group the longest cue comes first and wins.
 */
function compileList(cues: readonly string[]): RegExp | undefined {
	const groups = new Map<string, CuePattern[]>();
	for (const pattern of [...new Set(cues)].map(cuePattern)) {
		if (!pattern) continue;
		const key = `${pattern.before}|${pattern.wordAfter}`;
		groups.set(key, [...(groups.get(key) ?? []), pattern]);
	}
	if (groups.size === 0) return undefined;
	const sources = [...groups.values()].map((patterns) => {
		const [sample] = patterns;
		const bodies = patterns.sort((a, b) => b.length - a.length).map((pattern) => pattern.body);
		return `${sample ? BOUNDARY_BEFORE[sample.before] : ""}(?:${bodies.join("|")})${sample?.wordAfter ? WORD_END : ""}`;
	});
	return new RegExp(sources.map((source) => `(?:${source})`).join("|"), "gu");
}

function wordsOf(text: string): string[] {
	return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}

function compileLanguage(language: CueLanguage): CompiledLanguage {
	const lists = BUILTIN_CUES[language];
	const kinds: Partial<Record<MatchKind, RegExp>> = {};
	for (const category of CATEGORIES) {
		const regex = compileList(lists[category]);
		if (regex) kinds[category] = regex;
	}
	const keep = compileList(KEEP_CUES[language]);
	if (keep) kinds.keep = keep;
	const fillers = new Set(FILLER_WORDS[language].flatMap((word) => wordsOf(fold(word))));
	const markers = new Set(fillers);
	const vocabulary = [
		...CATEGORIES.flatMap((category) => lists[category]),
		...KEEP_CUES[language],
		...DIRECTIVE_WORDS[language],
		...RULE_ADVERBS[language],
	];
	for (const cue of vocabulary) for (const word of wordsOf(fold(cue))) if (word.length > 2) markers.add(word);
	const beforeDate = new Set([...fillers, ...MOVE_WORDS[language].flatMap((word) => wordsOf(fold(word)))]);
	return {
		kinds,
		beforeDate,
		ruleAdverbs: compileList(RULE_ADVERBS[language]),
		directives: compileList(DIRECTIVE_WORDS[language]),
		notCues: compileList(NOT_CUES[language]),
		fillers,
		markers,
	};
}

function compileAlways(extraCues: ExtraCues | undefined): Partial<Record<MatchKind, RegExp>> {
	const lists: Record<MatchKind, string[]> = {
		completion: [...NEUTRAL_CUES.completion],
		postpone: [],
		behavioral: [],
		correction: [],
		preference: [],
		keep: [...NEUTRAL_CUES.keep],
	};
	for (const byCategory of Object.values(extraCues ?? {})) {
		for (const category of CATEGORIES) {
			const extra = byCategory?.[category];
			if (Array.isArray(extra)) lists[category].push(...extra.filter((cue) => typeof cue === "string"));
		}
	}
	const always: Partial<Record<MatchKind, RegExp>> = {};
	for (const kind of Object.keys(lists) as MatchKind[]) {
		const regex = compileList(lists[kind]);
		if (regex) always[kind] = regex;
	}
	return always;
}

let builtinLanguages: Record<CueLanguage, CompiledLanguage> | undefined;
let withoutExtras: CompiledCues | undefined;
const byExtraCues = new WeakMap<ExtraCues, CompiledCues>();

/** The compiled cue set for these extra cues, cached by the object's identity. */
function compiledCues(extraCues: ExtraCues | undefined): CompiledCues {
	builtinLanguages ??= {
		en: compileLanguage("en"),
		de: compileLanguage("de"),
		fr: compileLanguage("fr"),
		es: compileLanguage("es"),
		it: compileLanguage("it"),
	};
	if (extraCues === undefined) {
		withoutExtras ??= { languages: builtinLanguages, always: compileAlways(undefined) };
		return withoutExtras;
	}
	let compiled = byExtraCues.get(extraCues);
	if (!compiled) {
		compiled = { languages: builtinLanguages, always: compileAlways(extraCues) };
		byExtraCues.set(extraCues, compiled);
	}
	return compiled;
}

// ---------------------------------------------------------------------------
// Language and cue detection.

/**
 * The languages whose cues apply, most likely first: those with the most
 * marker words, plus English when it has any (it is the usual borrowing:
 * "done", "ok"); all of them when nothing tells them apart.
 */
function detectLanguages(folded: string, cues: CompiledCues): CueLanguage[] {
	const words = wordsOf(folded);
	const scores = CUE_LANGUAGES.map((language) => ({
		language,
		score: words.filter((word) => cues.languages[language].markers.has(word)).length,
	}));
	const top = Math.max(...scores.map((entry) => entry.score));
	if (top === 0) return [...CUE_LANGUAGES];
	return scores
		.filter((entry) => entry.score === top || (entry.language === "en" && entry.score > 0))
		.sort((a, b) => b.score - a.score)
		.map((entry) => entry.language);
}

interface CueMatch {
	kind: MatchKind;
	start: number;
	end: number;
}

/** What cue matching found in one annotation. */
interface FoundCues {
	/** Cue matches, in text order, none contained in a longer match of another kind. */
	matches: CueMatch[];
	/** Where the first rule adverb stands when a directive word goes with it ("never … put"); else infinity. */
	ruleAdverbAt: number;
	has: (kind: MatchKind) => boolean;
	first: (kind: MatchKind) => number;
}

function spans(regex: RegExp | undefined, folded: string): { start: number; end: number }[] {
	if (!regex) return [];
	return [...folded.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

function findCues(folded: string, cues: CompiledCues, languages: readonly CueLanguage[]): FoundCues {
	const masks = languages.flatMap((language) => spans(cues.languages[language].notCues, folded));
	const unmasked = (span: { start: number; end: number }): boolean =>
		!masks.some((mask) => mask.start <= span.start && mask.end >= span.end);

	const all: CueMatch[] = [];
	for (const kind of [...CATEGORIES, "keep"] as const) {
		const regexes = [...languages.map((language) => cues.languages[language].kinds[kind]), cues.always[kind]];
		for (const regex of regexes) for (const span of spans(regex, folded)) if (unmasked(span)) all.push({ kind, ...span });
	}
	// "de hecho" (in fact) contains "hecho" (done), "not done" contains "done": the longer cue says what is meant.
	const contains = (outer: CueMatch, inner: CueMatch): boolean =>
		outer !== inner &&
		outer.kind !== inner.kind &&
		outer.start <= inner.start &&
		outer.end >= inner.end &&
		outer.end - outer.start > inner.end - inner.start;
	const matches = all.filter((m) => !all.some((other) => contains(other, m))).sort((a, b) => a.start - b.start);

	let ruleAdverbAt = Number.POSITIVE_INFINITY;
	for (const language of languages) {
		const { ruleAdverbs, directives } = cues.languages[language];
		const adverb = spans(ruleAdverbs, folded).find(unmasked);
		if (adverb && spans(directives, folded).some(unmasked)) ruleAdverbAt = Math.min(ruleAdverbAt, adverb.start);
	}

	return {
		matches,
		ruleAdverbAt,
		has: (kind) => matches.some((m) => m.kind === kind),
		first: (kind) => matches.find((m) => m.kind === kind)?.start ?? Number.POSITIVE_INFINITY,
	};
}

// ---------------------------------------------------------------------------
// Dates.

const CHRONO_BY_LANGUAGE: Record<CueLanguage, chrono.Chrono> = {
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
interface FoundDate {
	index: number;
	text: string;
	iso: string;
}

/** Finds dates in an annotation lazily (chrono is the costly part), at most once per annotation. */
class DateFinder {
	private found: FoundDate[] | undefined;

	constructor(
		private readonly text: string,
		private readonly today: string,
		private readonly languages: readonly CueLanguage[],
	) {}

	/** Every date after today, in text order. */
	future(): FoundDate[] {
		this.found ??= findFutureDates(this.text, this.today, this.languages);
		return this.found;
	}

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

function findFutureDates(text: string, today: string, languages: readonly CueLanguage[]): FoundDate[] {
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

/** The index in the folded text of an index in the original text. */
function foldedIndex(text: FoldedText, originalIndex: number): number {
	const index = text.origin.findIndex((origin) => origin >= originalIndex);
	return index === -1 ? text.folded.length : index;
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

function addMonths(iso: string, months: number): string {
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
	languages: readonly CueLanguage[] = CUE_LANGUAGES,
): string | null {
	return findFutureDates(text, today, languages)[0]?.iso ?? null;
}

// ---------------------------------------------------------------------------
// Decisions.

/** Everything the decisions look at, gathered once per annotation. */
interface Evidence {
	text: FoldedText;
	cues: CompiledCues;
	languages: readonly CueLanguage[];
	found: FoundCues;
	dates: DateFinder;
}

function decideAction(evidence: Evidence): Action {
	const { found } = evidence;
	// Words after the start of a rule belong to the rule ("always the train instead of the plane",
	// "never postpone the dentist"); only cues before it act on the item.
	const ruleStart = behavioralStart(evidence);
	// The cue that comes first says what the user means: "not yet, done the forms" postpones,
	// "done, the rest next week" completes, "wrong, it's tomorrow" corrects.
	const earliest = (["completion", "postpone", "correction"] as const)
		.map((kind) => ({ kind, at: found.first(kind) }))
		.filter((cue) => cue.at < ruleStart)
		.sort((a, b) => a.at - b.at)[0];
	if (earliest?.kind === "completion") return "complete";
	if (earliest?.kind === "postpone") return "postpone";
	if (earliest?.kind === "correction") return "rewrite";
	if (Number.isFinite(ruleStart)) return "keep";
	if (found.has("preference")) return "rewrite";
	if (startsWithDate(evidence)) return "postpone";
	return meaningfulWords(evidence, []).length > 0 ? "rewrite" : "keep";
}

/**
 * Where the rule in a behavioral annotation starts: its first behavioral cue,
 * or its first rule adverb when one meets a directive word ("never … put",
 * "nie … eintragen") and no preference cue says the rule is about form
 * ("sort by priority, not alphabetically"); infinity when it states no rule.
 */
function behavioralStart({ found }: Evidence): number {
	const cue = found.first("behavioral");
	if (Number.isFinite(cue) || found.has("preference")) return cue;
	return found.ruleAdverbAt;
}

/** "it is" before a date makes a statement ("c'est le 4 juin"), not a postponement. */
const COPULAS: ReadonlySet<string> = new Set(["is", "are", "was", "ist", "sind", "war", "est", "sont", "es", "son", "era", "e", "sono"]);

/**
 * "Friday", "am Freitag, Praxis zu", "moved to Monday", "lunedì prossimo, …":
 * an annotation led by a date postpones.
 */
function startsWithDate(evidence: Evidence): boolean {
	const first = evidence.dates.firstFuture();
	if (!first) return false;
	const before = wordsOf(evidence.text.folded.slice(0, foldedIndex(evidence.text, first.index)));
	const { languages, cues } = evidence;
	return before.every(
		(word) => !COPULAS.has(word) && languages.some((language) => cues.languages[language].beforeDate.has(word)),
	);
}

function decideType(action: Action, evidence: Evidence): CorrectionType {
	if (Number.isFinite(behavioralStart(evidence))) return "behavioral";
	if (evidence.found.has("preference")) return "preference";
	if (action === "keep") return "none";
	// A postponement's own date is not news; other dates ("in hospital until Sunday") are.
	const ignored = action === "postpone" ? evidence.dates.future().slice(0, 1) : [];
	const needed = action === "rewrite" ? 1 : MIN_WORDS_BEYOND_CUE;
	return meaningfulWords(evidence, ignored).length >= needed ? "factual" : "none";
}

function isFiller(word: string, evidence: Evidence): boolean {
	return evidence.languages.some((language) => evidence.cues.languages[language].fillers.has(word));
}

/** Words left once cues, fillers and the ignored dates are blanked out. */
function meaningfulWords(evidence: Evidence, ignoredDates: readonly FoundDate[]): string[] {
	const { text, found } = evidence;
	let rest = text.folded;
	const blank = (start: number, end: number): void => {
		rest = rest.slice(0, start) + " ".repeat(Math.max(0, end - start)) + rest.slice(end);
	};
	for (const match of found.matches) blank(match.start, match.end);
	for (const date of ignoredDates) blank(foldedIndex(text, date.index), foldedIndex(text, date.index + date.text.length));
	return wordsOf(rest).filter((word) => (word.length > 1 || /\d/.test(word)) && !isFiller(word, evidence));
}

// ---------------------------------------------------------------------------
// Proposal.

function proposalFor(type: CorrectionType, item: string, annotation: string, evidence: Evidence): string | null {
	if (type === "none") return null;
	if (type === "behavioral" || type === "preference") return toSingleLine(annotation);
	const statement = withoutLeadingCue(annotation, evidence);
	const subject = toSingleLine(item).replace(/[\s:;,.–—-]+$/u, "");
	return toSingleLine(subject === "" ? statement : `${subject}: ${statement}`);
}

const ONLY_SEPARATORS = /^[\s,.:;!?¡¿–—-]*$/u;
const LEADING_SEPARATORS = /^[\s,.:;!?¡¿–—-]+/u;
/** A cue set off by punctuation ("wrong —", "done,") is noise; "not Rome but Florence" is the statement itself. */
const PUNCTUATION_OR_BREAK = /[,.:;!?¡¿–—\n-]/u;
const CONJUNCTION = /^(?:and|und|et|y|e|but|aber|mais|pero|ma)(?![\p{L}])/u;

/**
 * "that's wrong — I called them two days ago" → "I called them two days ago":
 * drops one leading completion, correction or keep cue that punctuation sets
 * off, when meaningful text follows; otherwise keeps the user's words.
 */
function withoutLeadingCue(annotation: string, evidence: Evidence): string {
	const { text, found } = evidence;
	const first = found.matches[0];
	if (!first || !(first.kind === "completion" || first.kind === "correction" || first.kind === "keep")) return annotation;
	if (!ONLY_SEPARATORS.test(text.folded.slice(0, first.start))) return annotation;
	const afterCue = text.folded.slice(first.end);
	const separators = LEADING_SEPARATORS.exec(afterCue)?.[0] ?? "";
	if (!PUNCTUATION_OR_BREAK.test(separators)) return annotation;
	const rest = afterCue.slice(separators.length);
	if (CONJUNCTION.test(rest) || !/[\p{L}\p{N}]{2,}/u.test(rest)) return annotation;
	return annotation.slice(text.origin[first.end + separators.length] ?? annotation.length).trim();
}
