/**
 * Words the statement to remember from an annotation: the user's own words,
 * freed of what only made sense on the agenda that day (cue words, "that's
 * wrong", Tasks fields, "two days ago"), and led by the item only when they
 * do not name what they are about.
 */
import { LANGUAGES, type Language } from "../../languages";
import { lazy } from "../../lazy";
import { toSingleLine } from "../../text";
import type { CorrectionType } from "../../types";
import { type FoldedText, fold, foldForMatching, wordsOf } from "../../folding";
import { withoutAgendaMarkup, withoutLinksAndEmphasis } from "../../agenda/markup";
import type { CompiledCues } from "./cueRegexes";
import { LANGUAGE_CUES } from "../../lexicon/cues";
import type { FoundCues } from "./matching";
import { findRelativeDates } from "../../dates/relativeDates";

/** What the statement to remember is made from. */
export interface ProposalInput {
	type: CorrectionType;
	item: string;
	/** The annotation, trimmed; `text` is its folded form and `found` its cues. */
	annotation: string;
	text: FoldedText;
	found: FoundCues;
	/** The annotation's languages, most likely first. */
	languages: readonly Language[];
	cues: CompiledCues;
	/** The day the annotation is processed (YYYY-MM-DD): relative dates are counted from it. */
	today: string;
}

/**
 * The self-contained statement to remember for an annotation, or null for
 * type `none`. Rules and preferences are the user's words, cleaned; a fact
 * is led by a short form of its item only when it does not name it itself
 * ("Dentist: the practice moved to Main Street", but "The plumber's number
 * changed: 0171 555 2093" under "Call plumber").
 */
export function proposalFor(input: ProposalInput): string | null {
	if (input.type === "none") return null;
	const raw = input.type === "factual" ? withoutLeadingCue(input.annotation, input.text, input.found) : input.annotation;
	const statement = cleanStatement(raw, input.languages, input.today) || toSingleLine(input.annotation);
	if (input.type !== "factual") return statement;
	const subject = shortItem(input.item);
	if (subject !== "" && !namesItsSubject(statement, subject, input.cues)) return `${subject}: ${statement}`;
	return statement.charAt(0).toLocaleUpperCase() + statement.slice(1);
}

// ---------------------------------------------------------------------------
// The annotation's own words.

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
function withoutLeadingCue(annotation: string, text: FoldedText, found: FoundCues): string {
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

/**
 * One line without agenda markup, without verdicts ("stimmt nicht", "c'est
 * faux") at either end, and with every relative date followed by the day it
 * names; empty when nothing but those was said.
 */
function cleanStatement(text: string, languages: readonly Language[], today: string): string {
	const statement = withoutVerdicts(toSingleLine(withoutAgendaMarkup(text)), languages);
	return /[\p{L}\p{N}]/u.test(statement) ? withResolvedDates(statement, today, languages) : "";
}

/** Punctuation that sets a word off; a hyphen only as a dash ("no - …", not "no-show"). */
const SET_OFF = "\\s*(?:[,.:;!?¡¿–—]|-(?=\\s))+";

/** Per language: a verdict or aside opening the text, a verdict closing it, and a word that judges the item wrong opening or closing it. */
interface VerdictRegexes {
	opening: RegExp;
	closing: RegExp;
	callsWrong: RegExp;
}

const verdictRegexes = new Map<Language, VerdictRegexes>();

function alternation(phrases: readonly string[]): string {
	return [...new Set(phrases)]
		.map((phrase) => fold(phrase).trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"))
		.sort((a, b) => b.length - a.length)
		.join("|");
}

function compiledVerdicts(language: Language): VerdictRegexes {
	let regexes = verdictRegexes.get(language);
	if (regexes) return regexes;
	const { verdicts, denials, asides } = LANGUAGE_CUES[language];
	const verdict = `(?:${alternation([...verdicts, ...denials])})`;
	const wrong = `(?:${alternation(verdicts)})`;
	const aside = `(?:${alternation(asides)})`;
	regexes = {
		// "stimmt nicht, …" and "en fait …": a verdict needs punctuation after it, an aside does not.
		opening: new RegExp(`^[\\s¡¿]*(?:${verdict}(?:${SET_OFF}|\\s*$)|${aside}(?:${SET_OFF})?(?![\\p{L}\\p{N}]))\\s*`, "u"),
		closing: new RegExp(`(?:^|${SET_OFF})\\s*${verdict}[\\s.!]*$`, "u"),
		callsWrong: new RegExp(`^[\\s¡¿]*${wrong}(?:${SET_OFF}|\\s*$)|(?:^|${SET_OFF})\\s*${wrong}[\\s.!]*$`, "u"),
	};
	verdictRegexes.set(language, regexes);
	return regexes;
}

/**
 * True when the annotation (`text`, folded for matching) says outright, set
 * off by punctuation, that the item is wrong ("that's wrong — I called them
 * two days ago", "…, c'est faux"). A bare "no" does not count: it may refuse
 * the item instead.
 */
export function callsItemWrong(text: FoldedText, languages: readonly Language[]): boolean {
	return languages.some((language) => compiledVerdicts(language).callsWrong.test(text.folded));
}

/** The text without verdicts and asides where they open it, and verdicts where they close it ("…, that's wrong"). */
function withoutVerdicts(text: string, languages: readonly Language[]): string {
	let statement = text;
	for (let changed = true; changed; ) {
		changed = false;
		const folded = foldForMatching(statement);
		for (const language of languages) {
			const regexes = compiledVerdicts(language);
			const opening = regexes.opening.exec(folded.folded);
			const closing = regexes.closing.exec(folded.folded);
			const start = opening ? (folded.origin[opening[0].length] ?? statement.length) : 0;
			const end = closing ? (folded.origin[closing.index] ?? statement.length) : statement.length;
			const rest = statement.slice(start, Math.max(start, end)).trim();
			if (rest !== statement && /[\p{L}\p{N}]{2,}/u.test(rest)) {
				statement = rest;
				changed = true;
				break;
			}
		}
	}
	return statement;
}

/**
 * "I called them two days ago" → "I called them two days ago (2026-11-20)":
 * the phrase stays (it is the user's sentence, in any of five grammars) and
 * the day it names follows it. Only the annotation's main language and
 * English are read: "hier" is "yesterday" in French but "here" in German.
 */
function withResolvedDates(statement: string, today: string, languages: readonly Language[]): string {
	const [main] = languages;
	const readIn = main === undefined ? [] : [...new Set<Language>([main, ...(languages.includes("en") ? ["en" as const] : [])])];
	let result = "";
	let copied = 0;
	for (const date of findRelativeDates(statement, today, readIn)) {
		const end = date.index + date.text.length;
		if (statement.slice(end, end + 16).includes(date.iso)) continue;
		result += `${statement.slice(copied, end)} (${date.iso})`;
		copied = end;
	}
	return result + statement.slice(copied);
}

// ---------------------------------------------------------------------------
// The item, where the statement needs it.

/**
 * The item as a short subject: no agenda markup, links or emphasis, no
 * remark in brackets (often the very thing the annotation corrects: "Call
 * parents (last call weeks ago)"), nothing after a semicolon or a spaced
 * dash, no trailing tags or colon.
 */
function shortItem(item: string): string {
	const plain = withoutLinksAndEmphasis(toSingleLine(withoutAgendaMarkup(item)))
		.replace(/\s*(?:\([^)]*\)|\[[^\]]*\])/gu, "")
		.replace(/(?:\s+#[\p{L}\p{N}_/-]+)+\s*$/u, "");
	const [head = ""] = plain.split(/\s*;|\s[–—-]\s/u);
	return head.replace(/[\s,.;:–—-]+$/u, "").trim();
}

/** Single words that negate the word after them ("not Hamburg", "nicht Rom", "pas Lyon"). */
const negationWords = lazy(
	(): ReadonlySet<string> =>
		new Set(
			LANGUAGES.flatMap((language) => {
				const { negations, contrasts } = LANGUAGE_CUES[language].placement;
				return [...negations, ...contrasts].map((word) => fold(word)).filter((word) => /^\p{L}+$/u.test(word));
			}),
		),
);

/**
 * Whether the statement names the item's subject itself: it mentions a
 * name (a capitalised word) of the item, other than the item's first word
 * (mostly its verb: "Call", "Appeler", "Llamar"), and not as what it denies
 * ("not Tom but Tim" is about the item, and needs it). Fillers do not count;
 * names match across plurals and the like ("Tom's" and "Tom"), a compound
 * only as a whole ("Kita-Beitrag", not "Beitrag").
 */
function namesItsSubject(statement: string, subject: string, cues: CompiledCues): boolean {
	const isFiller = (word: string): boolean => LANGUAGES.some((language) => cues.languages[language].fillers.has(word));
	// Whole words ("Kita-Beitrag" names more than "Beitrag" does), without elision or possessive ("l'", "'s").
	const words = subject
		.split(/\s+/u)
		.map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/^\p{L}{1,2}['’]|['’]\p{L}{0,2}$/gu, ""))
		.filter((word) => word !== "");
	const names = words
		.slice(words.length > 1 ? 1 : 0)
		.filter((word) => /^\p{Lu}/u.test(word))
		.map(fold)
		.filter((word) => word.length >= 3 && !isFiller(word));
	const said = wordsOf(fold(statement));
	const negating = negationWords();
	const affirmed = said.filter((_, i) => !negating.has(said[i - 1] ?? "") && !negating.has(said[i - 2] ?? ""));
	return names.some((name) => affirmed.some((word) => sameWord(name, word)));
}

function sameWord(a: string, b: string): boolean {
	if (a === b) return true;
	const shorter = Math.min(a.length, b.length);
	let common = 0;
	while (common < shorter && a[common] === b[common]) common++;
	return common >= 4 && shorter - common <= 1 && Math.abs(a.length - b.length) <= 2;
}
