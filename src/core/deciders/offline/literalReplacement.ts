/**
 * The literal replacement a correction spells out: "Thursday, not Friday"
 * under "Submit the report (due Friday)" makes it "Submit the report (due
 * Thursday)". Read when a rewrite has no new item text (the offline
 * classifier never writes one; a model may not): the annotation must name
 * the right value and the wrong one ("X, not Y", "not Y but X", "Y → X",
 * in each language's words, lexicon/<lang>/corrections.ts), and the wrong
 * one must occur exactly once in the item as a whole word or number, case
 * and accents aside. Only that span changes; the right value takes the
 * item's capitals. Anything less certain gives no replacement, and the
 * annotation then stays under its item.
 */
import { fold, foldForMatching } from "../../folding";
import { LANGUAGES } from "../../languages";
import { CORRECTION_WORDS } from "../../lexicon/correctionWords";
import { LANGUAGE_WORDS } from "../../lexicon/languageWords";
import { alternation, escapeRegExp } from "../../lexicon/phrasePatterns";
import { DATE_NAMES } from "../../lexicon/dateNames";
import { lazy } from "../../lazy";

/** An item's text with one value replaced, and the values. */
export interface LiteralReplacement {
	/** The item's new text. */
	text: string;
	/** The item's span that was replaced, as the item spelled it. */
	wrong: string;
	/** What took its place, as the annotation spelled it and with the item's capitals. */
	right: string;
	/** Where `wrong` was in the item's text (UTF-16 offsets), so an edit can replace that span alone. */
	start: number;
	end: number;
}

/** One value: a word or a number ("Thursday", "3pm", "14:30", "12"), a unit or currency sign close to a number allowed. */
const VALUE = "(?:[€$£][ ]?)?[\\p{L}\\p{N}](?:[\\p{L}\\p{N}'.:/-]*[\\p{L}\\p{N}])?(?:[ ]?(?:am|pm|h|%|€))?";
/** An annotation longer than this says more than a value pair ("Thursday, not Friday" is 20). */
const LONGEST_PAIR = 120;
const ARROW = "(?:→|->|=>|⇒|⟶|➔)";
const END = "[\\s.!]*$";

/**
 * The annotation's shapes, built once from every language's words. Each is
 * a row of named groups that together cover the match from its start, so
 * where `right` and `wrong` begin is the sum of the groups before them (no
 * `d` flag, which old iOS WebKit lacks).
 */
let shapes: { pattern: RegExp; groups: string[] }[] | undefined;

function correctionShapes(): { pattern: RegExp; groups: string[] }[] {
	if (shapes) return shapes;
	const all = LANGUAGES.map((language) => CORRECTION_WORDS[language]);
	const leads = `(?:(?:${alternation(all.flatMap((words) => words.leads))})[\\s,]+)*`;
	const not = alternation(all.flatMap((words) => words.rightNotWrong));
	const rows: [string, string][][] = [
		[["a", leads], ["right", VALUE], ["b", `\\s*[,;:]?\\s+(?:${not})\\s+${leads}`], ["wrong", VALUE]],
		...all
			.flatMap((words) => words.notWrongButRight)
			.map(([opener, but]): [string, string][] => [["a", `${leads}(?:${alternation([opener])})\\s+${leads}`], ["wrong", VALUE], ["b", `\\s*[,;]?\\s+(?:${alternation([but])})\\s+${leads}`], ["right", VALUE]]),
		[["a", leads], ["wrong", VALUE], ["b", `\\s*${ARROW}\\s*${leads}`], ["right", VALUE]],
	];
	shapes = rows.map((row) => ({ pattern: new RegExp(`^${row.map(([name, source]) => `(?<${name}>${source})`).join("")}${END}`, "u"), groups: row.map(([name]) => name) }));
	return shapes;
}

/**
 * The item with the annotation's wrong value replaced by its right one, or
 * null when the annotation names no such pair, when the wrong value is not
 * in the item exactly once, or when it sits in a link, a code span or a tag.
 */
export function literalReplacement(item: string, annotation: string): LiteralReplacement | null {
	const text = annotation.trim();
	if (text === "" || text.length > LONGEST_PAIR || /[\r\n]/.test(text)) return null;
	const pair = correctionPair(text);
	if (!pair) return null;
	const span = onlyOccurrence(item, pair.wrong);
	if (!span) return null;
	const wrong = item.slice(span.start, span.end);
	const right = likeOriginal(pair.right, wrong);
	if (right === wrong) return null;
	return { text: item.slice(0, span.start) + right + item.slice(span.end), wrong, right, start: span.start, end: span.end };
}

/** What a replacement says in a reason or a report: "“Friday” → “Thursday” in the item". */
export function replacementClause(replacement: LiteralReplacement): string {
	return `“${replacement.wrong}” → “${replacement.right}” in the item`;
}

/** The right and the wrong value an annotation names, as the user spelled them; null when it names no such pair. */
function correctionPair(annotation: string): { right: string; wrong: string } | null {
	const folded = foldForMatching(annotation);
	const original = (start: number, end: number) => annotation.slice(folded.origin[start] ?? annotation.length, folded.origin[end] ?? annotation.length);
	for (const { pattern, groups } of correctionShapes()) {
		const match = pattern.exec(folded.folded);
		if (!match?.groups) continue;
		const found: Record<string, string> = {};
		let at = 0;
		for (const name of groups) {
			const value = match.groups[name] ?? "";
			found[name] = original(at, at + value.length);
			at += value.length;
		}
		const right = found.right ?? "";
		const wrong = found.wrong ?? "";
		if (right === "" || wrong === "" || !comparable(right, wrong)) continue;
		return { right, wrong };
	}
	return null;
}

/**
 * Two values one can stand for the other: different, both numbers or both
 * words, and neither a function word ("now", "jetzt") that a sentence of a
 * different meaning would put there.
 */
function comparable(right: string, wrong: string): boolean {
	const a = fold(right);
	const b = fold(wrong);
	if (a === b) return false;
	if (/\p{N}/u.test(a) !== /\p{N}/u.test(b)) return false;
	// "Mai, nicht März": two month or weekday names stand for each other, whatever "mai" means in Italian.
	if (isDateName(a) && isDateName(b)) return true;
	return ![a, b].some((word) => LANGUAGES.some((language) => LANGUAGE_WORDS[language].stop.has(word) || LANGUAGE_WORDS[language].negations.has(word)));
}

/** Month and weekday names of every language, folded. */
const DATE_NAME_WORDS = lazy((): ReadonlySet<string> => new Set(LANGUAGES.flatMap((language) => [...Object.keys(DATE_NAMES[language].weekdays), ...Object.keys(DATE_NAMES[language].months)]).map(fold)));

function isDateName(folded: string): boolean {
	return DATE_NAME_WORDS().has(folded);
}

/** Spans of an item no replacement may reach into: wiki links, code spans, Markdown link targets, bare links and tags. */
const PROTECTED = /\[\[[^\]]*\]\]|`[^`]*`|\]\([^)]*\)|\bhttps?:\/\/\S+|(?:^|[^\p{L}\p{N}&])#[\p{L}\p{N}_/-]+/gu;

/**
 * The one place the wrong value occurs in the item as a whole word or number
 * (case and accents aside; "2pm" also as "2 pm"); null when it occurs never,
 * twice or more, or in a protected span. A number inside a longer one
 * ("11" in "11:30" or "2026-12-11") does not count.
 */
function onlyOccurrence(item: string, wrong: string): { start: number; end: number } | null {
	const folded = foldForMatching(item);
	const text = folded.folded;
	const pattern = fold(wrong)
		.split(/\s+/u)
		.map((word) => escapeRegExp(word).replace(/(\p{N})(?=\p{L})/gu, "$1\\s?"))
		.join("\\s+");
	const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
	const isDigit = (char: string | undefined) => char !== undefined && /\p{N}/u.test(char);
	const joins = (char: string | undefined) => char !== undefined && ":.,/-".includes(char);
	const found = [...text.matchAll(new RegExp(pattern, "gu"))].filter((match) => {
		const start = match.index;
		const end = start + match[0].length;
		if (isWordChar(text[start - 1]) || isWordChar(text[end])) return false;
		// A number inside a longer one: "11" of "11:30", of "2026-12-11".
		if (isDigit(match[0][0]) && joins(text[start - 1]) && isDigit(text[start - 2])) return false;
		if (isDigit(match[0].at(-1)) && joins(text[end]) && isDigit(text[end + 1])) return false;
		return true;
	});
	if (found.length !== 1) return null;
	const match = found[0]!;
	const start = folded.origin[match.index] ?? item.length;
	const end = folded.origin[match.index + match[0].length] ?? item.length;
	for (const guarded of item.matchAll(PROTECTED)) {
		if (start < guarded.index + guarded[0].length && guarded.index < end) return null;
	}
	return { start, end };
}

/**
 * The right value written as the item wrote the wrong one: in capitals when
 * it was all capitals, capitalised when it was, lower-case when it began
 * lower-case; "3pm" as "3 pm" where the item wrote "2 pm".
 */
function likeOriginal(right: string, wrong: string): string {
	let value = right;
	const spaced = /\p{N}\s+\p{L}/u.test(wrong);
	const tight = /\p{N}\p{L}/u.test(wrong);
	if (spaced) value = value.replace(/(\p{N})(?=\p{L})/gu, "$1 ");
	else if (tight) value = value.replace(/(\p{N})\s+(?=\p{L})/gu, "$1");
	const letters = wrong.replace(/[^\p{L}]/gu, "");
	if (letters === "") return value;
	if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return value.toUpperCase();
	const first = /\p{L}/u.exec(wrong)?.[0] ?? "";
	const index = value.search(/\p{L}/u);
	if (index < 0) return value;
	const initial = value.charAt(index);
	const shaped = first === first.toUpperCase() && first !== first.toLowerCase() ? initial.toUpperCase() : initial.toLowerCase();
	return value.slice(0, index) + shaped + value.slice(index + 1);
}
