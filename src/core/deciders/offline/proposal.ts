/**
 * Words the statement to remember from an annotation so that it makes sense
 * a year later without the agenda: the user's own words, freed of what only
 * made sense on the agenda that day (cue words, "that's wrong", "fyi",
 * Tasks fields), with relative dates written as the days they name ("two
 * days ago" → "on 5 December 2026"), and naming what it is about: a
 * pronoun becomes the item's person ("she lands at 18:40" → "Maria lands
 * at 18:40"), and a statement that names nothing of its item says which
 * item it is about after it, never glued before it.
 */
import { LANGUAGES, type Language } from "../../languages";
import { lazy } from "../../lazy";
import { addDays, toSingleLine } from "../../text";
import type { CorrectionType } from "../../types";
import { type FoldedText, fold, foldForMatching, foldedIndex, wordsOf } from "../../folding";
import { DateFinder } from "../../dates/dateFinder";
import { withoutAgendaMarkup, withoutLinksAndEmphasis } from "../../agenda/markup";
import { phraseSource } from "../../lexicon/phrasePatterns";
import type { CompiledCues } from "./cueRegexes";
import { LANGUAGE_CUES } from "../../lexicon/cues";
import type { FoundCues } from "./matching";
import { findRelativeDates, type RelativeDate } from "../../dates/relativeDates";
import { STATEMENT_WORDS, type DatePhrase } from "../../lexicon/statementWords";
import { DATE_NAMES } from "../../lexicon/dateNames";
import { LANGUAGE_WORDS, languageScores } from "../../lexicon/languageWords";
import { weekdayOf } from "../../dates/calendar";

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
 * type `none`: one sentence, capitalised and closed. Rules and preferences
 * are the user's words, cleaned, with "here" the agenda ("Never put medical
 * appointments on the agenda."); a fact names its subject: a leading
 * pronoun becomes the item's one person, and a fact that names nothing of
 * its item says after it which item it is about ("It's £720 from
 * September (about “Pay nursery fees”)."), never "item: annotation".
 */
export function proposalFor(input: ProposalInput): string | null {
	if (input.type === "none") return null;
	const language = wordingLanguage(input.annotation, input.item, input.languages);
	const raw = input.type === "factual" ? withoutLeadingCue(input.annotation, input.text, input.found) : input.annotation;
	const statement =
		cleanStatement(raw, input.languages, input.today) ||
		withResolvedDates(toSingleLine(withoutAgendaMarkup(input.annotation)), input.today, input.languages) ||
		toSingleLine(input.annotation);
	if (input.type !== "factual") return asSentence(withAgendaNamed(statement, language));
	// The item named after a statement is dated too: "Pay the nanny this week" is no help a year later.
	const named = (subject: string): string => withResolvedDates(subject, input.today, input.languages);
	return asSentence(withSubject(withWeekdayDates(statement, input.today, input.languages), input.item, language, input.cues, named));
}

/**
 * The language a statement is written in: the function words of the
 * annotation and of its item ("20:30" under "Clase de pádel" is Spanish;
 * "Sa 19:30" under "Tisch zum Hochzeitstag reservieren" German, though
 * "sa" is French), the cue rules' first guess breaking ties.
 */
function wordingLanguage(annotation: string, item: string, languages: readonly Language[]): Language {
	const tokens = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}'’]+/u).filter((token) => token !== "");
	const said = languageScores(tokens(annotation));
	const listed = languageScores(tokens(item));
	const [first = "en"] = languages;
	let best: Language = first;
	let bestScore = said[first] + listed[first] + 0.5;
	for (const language of LANGUAGES) {
		const score = said[language] + listed[language];
		if (score > bestScore) {
			best = language;
			bestScore = score;
		}
	}
	return best;
}

/** The statement capitalised, without dangling punctuation, closed by a full stop unless it ends in one of its own (or an emoji). */
function asSentence(statement: string): string {
	const trimmed = statement.replace(/[\s,;:–—-]+$/u, "");
	const capitalised = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
	return /[\p{L}\p{N})"”»“%€$£'’]$/u.test(capitalised) ? `${capitalised}.` : capitalised;
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
	const statement = withoutVerdictClause(withoutVerdicts(toSingleLine(withoutAgendaMarkup(text)), languages), languages);
	return /[\p{L}\p{N}]/u.test(statement) ? withResolvedDates(statement, today, languages) : "";
}

const ARTICLES = "the|a|an|der|die|das|den|dem|ein|eine|einen|le|la|les|un|une|el|los|las|una|il|lo|gli|l'";

/**
 * "it's 7pm, I read it wrong" → "it's 7pm": a last clause that only says
 * the item was wrong (a verdict word, no number, a few words) or is an
 * aside ("…, pls remember") goes; one that says what is wrong ("Amy's is
 * the wrong size") stays.
 */
function withoutVerdictClause(text: string, languages: readonly Language[]): string {
	const comma = text.lastIndexOf(",");
	if (comma < 0) return text;
	const clause = text.slice(comma + 1);
	const rest = text.slice(0, comma).trim();
	const folded = ` ${fold(clause).replace(/[^\p{L}\p{N}']+/gu, " ")} `;
	// After an article the word describes a thing ("le faux plafond", "the wrong size"): the clause says something.
	const judges = languages.some((language) =>
		LANGUAGE_CUES[language].verdicts.some((verdict) => folded.includes(` ${fold(verdict)} `) && !new RegExp(` (?:${ARTICLES}) ${phraseSource(verdict)} `, "u").test(folded)),
	);
	const short = wordsOf(fold(clause)).length <= 6 && !/\d/u.test(clause);
	// "…, pls remember", "…, fyi": an aside closing the text says nothing either.
	const aside = languages.some((language) => LANGUAGE_CUES[language].asides.some((phrase) => folded.trim() === fold(phrase).replace(/[^\p{L}\p{N}']+/gu, " ").trim()));
	return ((judges && short) || aside) && /[\p{L}\p{N}]{2,}/u.test(rest) ? rest : text;
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

/**
 * The text without verdicts, asides ("fyi", "note:", "übrigens") and a
 * conjunction ("and …") where they open it, and verdicts where they close
 * it ("…, that's wrong").
 */
function withoutVerdicts(text: string, languages: readonly Language[]): string {
	let statement = text;
	for (let changed = true; changed; ) {
		changed = false;
		const folded = foldForMatching(statement);
		// The word as written: Italian "è" ("is") folds to "e" ("and").
		const conjunction = /^[\s,]*([\p{L}]+)[\s,]+/u.exec(statement);
		if (conjunction && languages.some((language) => LANGUAGE_WORDS[language].conjunctions.has((conjunction[1] ?? "").toLowerCase()))) {
			const rest = statement.slice(conjunction[0].length).trim();
			if (/[\p{L}\p{N}]{2,}/u.test(rest)) {
				statement = rest;
				changed = true;
				continue;
			}
		}
		for (const language of languages) {
			const regexes = compiledVerdicts(language);
			const opening = regexes.opening.exec(folded.folded);
			const closing = regexes.closing.exec(folded.folded);
			const start = opening ? (folded.origin[opening[0].length] ?? statement.length) : 0;
			const end = closing ? (folded.origin[closing.index] ?? statement.length) : statement.length;
			const cut = statement.slice(start, Math.max(start, end)).trim();
			// "eigentlich ist der Termin am Donnerstag": without its opener a German sentence needs its verb second.
			const placed = start > 0 ? withVerbSecond(cut, language) : cut;
			const rest = placed ?? statement.slice(0, Math.max(0, end)).trim();
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
 * "ist der Termin am Donnerstag" → "der Termin ist am Donnerstag": in a
 * verb-second language, a sentence whose opener was dropped puts its
 * subject (a name, or an article and a noun) back before the verb. The text
 * as it is where nothing needs moving; undefined where the subject cannot
 * be told, so the opener stays.
 */
function withVerbSecond(text: string, language: Language): string | undefined {
	const order = STATEMENT_WORDS[language].verbSecond;
	if (order === undefined) return text;
	const [verb = ""] = /^\p{L}+/u.exec(text) ?? [];
	if (!order.verbs.includes(fold(verb))) return text;
	const after = text.slice(verb.length);
	const subject = new RegExp(`^\\s+((?:(?:${order.articles.join("|")})\\s+)?\\p{Lu}[\\p{L}-]*)`, "iu").exec(after);
	if (!subject || !/\p{Lu}/u.test(subject[1]?.split(/\s+/u).pop() ?? "")) return undefined;
	return `${subject[1] ?? ""} ${verb}${after.slice(subject[0].length)}`;
}

/**
 * "I called them two days ago" → "I called them on 5 December 2026": every
 * relative date becomes the day, week, month or year it names, written in
 * the language of its words ("am 5. Dezember 2026", "le 5 décembre 2026").
 * A preposition the user wrote stays and replaces the date's own ("until
 * tomorrow" → "until 15 January 2026", "jusqu'à demain" → "jusqu'au 15
 * janvier 2026"); a day the user wrote after it in brackets is not
 * repeated. Only the annotation's main language and English are read:
 * "hier" is "yesterday" in French but "here" in German.
 */
function withResolvedDates(statement: string, today: string, languages: readonly Language[]): string {
	const [main] = languages;
	const readIn = main === undefined ? [] : [...new Set<Language>([main, ...(languages.includes("en") ? ["en" as const] : [])])];
	let result = "";
	let copied = 0;
	for (const date of findRelativeDates(statement, today, readIn, { statements: true })) {
		const end = date.index + date.text.length;
		const written = WRITTEN_ISO.exec(statement.slice(end));
		const before = statement.slice(copied, date.index);
		const { kept, phrase } = writtenDate(date, before);
		result += kept + phrase;
		copied = written && written[1] === date.iso ? end + written[0].length : end;
	}
	return result + statement.slice(copied);
}

/**
 * "the appointment moved to Thursday 3pm" → "… moved to Thursday 10
 * December 2026 3pm": in a fact, a weekday after a word that makes it one
 * coming day ("is", "moved to", "until", "ist", "auf", "c'est", "hasta",
 * "spostato a") gets the day it names (the coming one, as the date reader
 * reads it), written in the weekday's language. Everything else stays: a
 * recurring or contrasted weekday ("every Friday", "Mondays and
 * Wednesdays", "mine's Friday, his is Thursday"), one with its own day
 * ("Tues 14th", "Friday 10 December"), one in the past ("was off on
 * Monday").
 */
function withWeekdayDates(statement: string, today: string, languages: readonly Language[]): string {
	const folded = foldForMatching(statement);
	for (const date of new DateFinder(statement, today, languages).future()) {
		const start = foldedIndex(folded, date.index);
		const span = folded.folded.slice(start, foldedIndex(folded, date.index + date.text.length));
		for (const language of languages) {
			const names = DATE_NAMES[language];
			const words = STATEMENT_WORDS[language];
			const weekdayNames = `(?:${Object.keys(names.weekdays).filter((name) => name.length > 3).map(phraseSource).join("|")})`;
			const weekday = new RegExp(`(?:^|[^\\p{L}])(${weekdayNames})(?![\\p{L}\\p{N}])`, "u").exec(span);
			if (!weekday) continue;
			const months = Object.keys(names.months).filter((name) => name.length > 3).map(phraseSource);
			const everyWeekday = new RegExp(`(?:^|[^\\p{L}])${weekdayNames}`, "gu");
			const weekdayStart = start + weekday.index + weekday[0].length - (weekday[1] ?? "").length;
			const weekdayEnd = weekdayStart + (weekday[1] ?? "").length;
			const after = folded.folded.slice(weekdayEnd);
			const leads = [...names.weekdayLeads, ...names.thisBefore, ...names.nextBefore, ...words.weekdayArticles].map(phraseSource).join("|");
			const lead = new RegExp(`(?:^|[^\\p{L}'])([\\p{L}']+)\\s+(?:(?:${leads})\\s+)*$`, "u").exec(folded.folded.slice(0, weekdayStart));
			const single = (folded.folded.match(everyWeekday) ?? []).length === 1;
			const ownDay = new RegExp(`(?:^|[^\\p{L}])(?:${months.join("|")})(?![\\p{L}])`, "u").test(span) || DAY_AFTER_WEEKDAY.test(after);
			if (!single || ownDay || !lead || !words.datedAfter.includes(lead[1] ?? "")) return statement;
			const end = folded.origin[weekdayEnd] ?? statement.length;
			return `${statement.slice(0, end)}${words.weekdaySeparator}${fillDate("{date}", { ...date, unit: "day", language })}${statement.slice(end)}`;
		}
		return statement;
	}
	return statement;
}

/** After a weekday: its own day of the month ("Tues 14th", "viernes 9", "Sunday the 6th"), not a time ("Thursday 3pm"), or a possessive ("Tuesday's"). */
const DAY_AFTER_WEEKDAY = /^(?:\s*,?\s*(?:the\s+|den\s+|der\s+)?\d{1,2}(?:st|nd|rd|th|er|e)?\.?(?![\d:.]|\s*(?:am|pm|h|uhr|hrs?)(?![\p{L}]))|'s?(?![\p{L}]))/u;

/** " (2026-11-22)" right after a relative date: the user wrote the day already. */
const WRITTEN_ISO = /^\s*\((\d{4}-\d{2}-\d{2})\)/u;

/**
 * The words of a resolved date, and the text before it as it stays: where
 * that text ends in a preposition, the date follows it bare, contracted
 * with its article where the language does ("à" + "le" → "au").
 */
function writtenDate(date: RelativeDate, before: string): { kept: string; phrase: string } {
	const words = STATEMENT_WORDS[date.language];
	const folded = foldForMatching(before);
	const endsIn = (word: string): RegExpExecArray | null => new RegExp(`(?:^|[^\\p{L}])(${phraseSource(word)})\\s+$`, "u").exec(folded.folded);
	const preposition = words.prepositions.some((word) => endsIn(word) !== null);
	const phrases: Record<RelativeDate["unit"], DatePhrase> = { day: words.day, week: words.week, month: words.month, year: words.year };
	const phrase = fillDate(preposition ? phrases[date.unit].bare : phrases[date.unit].lead, date);
	for (const [pair, contracted] of Object.entries(words.contractions)) {
		const [prepositionWord = "", article = ""] = pair.split(" ");
		const match = endsIn(prepositionWord);
		if (!match || !fold(phrase).startsWith(`${article} `)) continue;
		const start = match.index + match[0].length - (match[0].length - match[0].search(/\p{L}/u));
		return { kept: before.slice(0, folded.origin[start] ?? before.length), phrase: `${contracted}${phrase.slice(article.length)}` };
	}
	return { kept: before, phrase };
}

/** A date phrase's template filled in: a week by its Monday, a month by its name, in the date's language. */
function fillDate(template: string, date: RelativeDate): string {
	const iso = date.unit === "week" ? addDays(date.iso, -((weekdayOf(date.iso) + 6) % 7)) : date.iso;
	const [year = "", month = "", day = ""] = iso.split("-");
	const words = STATEMENT_WORDS[date.language];
	const monthName = monthNameOf(date.language, Number(month), words.capitalisedMonths);
	const written = words.date.replace("{day}", String(Number(day))).replace("{month}", monthName).replace("{year}", year);
	return template.replace("{date}", written).replace("{month}", monthName).replace("{year}", year);
}

/** A month's full name in a language: its longest name among the date reader's. */
function monthNameOf(language: Language, month: number, capitalised: boolean): string {
	let name = "";
	for (const [word, number] of Object.entries(DATE_NAMES[language].months)) if (number === month && word.length > name.length) name = word;
	return capitalised ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : name;
}

// ---------------------------------------------------------------------------
// The item, where the statement needs it.

/** "never put medical appointments here" → "never put medical appointments on the agenda": a rule's "here" is the agenda. */
function withAgendaNamed(statement: string, language: Language): string {
	const here = STATEMENT_WORDS[language].here;
	const phrases = Object.keys(here).sort((a, b) => b.length - a.length);
	if (phrases.length === 0) return statement;
	const folded = foldForMatching(statement);
	const regex = new RegExp(`(?:^|[^\\p{L}\\p{N}'])(${phrases.map(phraseSource).join("|")})(?![\\p{L}\\p{N}'])`, "gu");
	let result = "";
	let copied = 0;
	for (const match of folded.folded.matchAll(regex)) {
		const phrase = match[1] ?? "";
		const start = match.index + match[0].length - phrase.length;
		const replacement = here[phrases.find((candidate) => phraseSource(candidate) === phraseSource(phrase)) ?? ""] ?? here[phrase];
		if (replacement === undefined) continue;
		result += statement.slice(copied, folded.origin[start]) + replacement;
		copied = folded.origin[start + phrase.length] ?? statement.length;
	}
	return result + statement.slice(copied);
}

/**
 * A fact that names its subject: as written when it names the item's
 * subject itself; with a leading pronoun ("she", "er", "elle") replaced by
 * the item's one person ("she lands at 18:40" under "Pick up Maria" →
 * "Maria lands at 18:40"); with an English "I called them" naming whom
 * ("I called the parents" under "Call parents"); otherwise followed by the
 * item it is about ("… (about “Renew passport”)"), never led by it, its
 * words as `dated` writes them (with its relative dates resolved).
 */
function withSubject(statement: string, item: string, language: Language, cues: CompiledCues, dated: (subject: string) => string): string {
	const subject = shortItem(item);
	if (subject === "") return statement;
	const words = STATEMENT_WORDS[language];
	const opening = foldForMatching(statement);
	const [, pronoun = "", next = ""] = /^(\p{L}+)(?![\p{L}])\s*['’]?(\p{L}*)/u.exec(opening.folded) ?? [];
	const person = onePerson(subject, language, cues);
	// A full stop goes after the item; one that closes a date ("am 12.5.") stays.
	const about = (text: string): string => `${/\d\.$/u.test(text) ? text : text.replace(/[\s.,;:–—-]+$/u, "")} ${words.about.replace("{item}", shortened(dated(subject)))}`;
	if (person !== undefined && words.subjectPronouns.includes(pronoun) && !words.impersonal.includes(next)) {
		// "Alfie's a 3 now" still needs the boots it is about.
		const named = person + statement.slice(opening.origin[pronoun.length] ?? statement.length);
		return sharesTopic(named, subject, language, cues, person) ? named : about(named);
	}
	const named = namedObject(statement, subject, language);
	if (named !== undefined) return named;
	// As written, accents and all: Italian "è" points back, "e" ("and") does not.
	const written = statement.toLowerCase().replace(/[’‘]/gu, "'");
	const pointsBack = words.pointers.some((pointer) => written.startsWith(pointer) && !/^[\p{L}\p{N}]/u.test(written.slice(pointer.length)));
	// "3 notti, …" under "Prenotare l'hotel per 4 notti" is a value of the item's: it needs the item, whatever it shares.
	const valueFirst = /^[\d£$€]/u.test(statement);
	if (!pointsBack && (namesItsSubject(statement, subject, cues) || (!valueFirst && sharesTopic(statement, subject, language, cues)))) return statement;
	return about(statement);
}

/**
 * The item's one person or name, when it has exactly one: a capitalised
 * word other than the first (mostly the verb) that names no month or
 * weekday, or a word for a person ("Mum", "parents", "Papa"). Undefined
 * when there is none or more than one.
 */
function onePerson(subject: string, language: Language, cues: CompiledCues): string | undefined {
	// A title and the name after it are one person ("Mr Okoye", "Frau Berger", "Mme Petit").
	const titles = STATEMENT_WORDS[language].titles.map((title) => fold(title));
	const words = subject
		.split(/\s+/u)
		.map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
		.filter((word) => word !== "")
		.reduce<string[]>((joined, word) => {
			const previous = joined[joined.length - 1];
			if (previous !== undefined && titles.includes(fold(previous)) && /^\p{Lu}/u.test(word)) joined[joined.length - 1] = `${previous} ${word}`;
			else joined.push(word);
			return joined;
		}, []);
	const dateNames = DATE_NAMES[language];
	const isFiller = (word: string): boolean => cues.languages[language].fillers.has(word);
	const people = LANGUAGE_WORDS[language].people;
	const found = new Set<string>();
	for (const [index, word] of words.entries()) {
		// "Harriet's railcard" names Harriet.
		const bare = word.replace(/['’]s$/u, "");
		const key = fold(bare);
		if (key.length < 2 || isFiller(key) || key in dateNames.months || key in dateNames.weekdays) continue;
		// German capitalises every noun: there a name is a capitalised word without an article before it ("für Paul", not "in die Werkstatt").
		const previous = fold(words[index - 1] ?? "");
		const name = index > 0 && /^\p{Lu}\p{Ll}/u.test(bare) && (language !== "de" || !GERMAN_ARTICLES.has(previous));
		if (people.has(key) || name) found.add(bare);
	}
	return found.size === 1 ? [...found][0] : undefined;
}

const GERMAN_ARTICLES: ReadonlySet<string> = new Set(["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "im", "am", "zum", "zur", "beim", "vom", "ins"]);

/**
 * "I called them two days ago" under "Call parents" → "I called the parents
 * …": in English, a report in the first person whose verb is the item's
 * and whose object is a pronoun names the item's object instead.
 */
function namedObject(statement: string, subject: string, language: Language): string | undefined {
	if (language !== "en") return undefined;
	const report = /^((?:i|we)\s+(?:have\s+|had\s+|'ve\s+)?)([a-z]+)\s+(them|him|her)(?![a-z])/iu.exec(statement);
	const [verb = "", ...objectWords] = subject.split(/\s+/u);
	if (!report || objectWords.length === 0) return undefined;
	const reported = (report[2] ?? "").toLowerCase();
	const itemVerb = verb.toLowerCase();
	if (itemVerb.length < 3 || !reported.startsWith(itemVerb.replace(/e$/u, ""))) return undefined;
	const object = objectWords.join(" ");
	const article = /^(?:the|my|our|his|her|their|a|an)\s/iu.test(object) || /^\p{Lu}/u.test(object) ? "" : "the ";
	return `${report[1] ?? ""}${report[2] ?? ""} ${article}${object}${statement.slice(report[0].length)}`;
}

/**
 * Whether the statement shares a word of substance with the item (its
 * first word aside, mostly the verb, and a German item's last, its
 * infinitive; and `except`, a name put in for a pronoun): "the venue takes
 * the deposit" is about "Send the deposit".
 */
function sharesTopic(statement: string, subject: string, language: Language, cues: CompiledCues, except = ""): boolean {
	const stop = LANGUAGE_WORDS[language].stop;
	const excepted = new Set(wordsOf(fold(except)));
	const substantial = (word: string): boolean =>
		word.length >= 3 && !excepted.has(word) && !stop.has(word) && !cues.languages[language].fillers.has(word) && !/^\d+$/u.test(word);
	// A compound is one word ("no-show" denies nothing, "Kita-Beitrag" is not "Beitrag").
	const wordsIn = (text: string): string[] => wordsOf(fold(text).replace(/(\p{L})-(?=\p{L})/gu, "$1"));
	const itemWords = wordsIn(subject).filter(substantial);
	// Not what it denies: "Maripaz, no María José" is not about María José.
	const negating = negationWords();
	const all = wordsIn(statement);
	const said = all.filter((word, i) => substantial(word) && !negating.has(all[i - 1] ?? "") && !negating.has(all[i - 2] ?? ""));
	// The item's verb (an English, French, Spanish or Italian item's first word, a German item's infinitive at its
	// end) counts only as the very same word: "Yoga" under "Yoga class", not "booked" under "Book the gutter clean".
	const verbAt = language === "de" ? itemWords.length - 1 : 0;
	return itemWords.some((word, index) => said.some((other) => (index === verbAt && itemWords.length > 1 ? word === other : sameWord(word, other))));
}

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

/** Longest item named after a statement; a longer one is cut at a word and ends in "…". */
const MAX_NAMED_ITEM = 80;

function shortened(subject: string): string {
	if (subject.length <= MAX_NAMED_ITEM) return subject;
	const cut = subject.slice(0, MAX_NAMED_ITEM);
	return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), MAX_NAMED_ITEM / 2)).replace(/[\s,.;:–—-]+$/u, "")}…`;
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
