/**
 * The shape of the words a statement to remember is written with in each
 * language (each language's are in its folder: lexicon/en/statements.ts,
 * …): how a resolved date is written ("on 5 December 2026", "am 5.
 * Dezember 2026"), which pronouns stand for the item's subject, what
 * "here" means in a rule, and how the item is named when the statement
 * needs it. ../deciders/offline/proposal.ts writes with them.
 */
import type { Language } from "../languages";
import { deStatements } from "./de/statements";
import { enStatements } from "./en/statements";
import { esStatements } from "./es/statements";
import { frStatements } from "./fr/statements";
import { itStatements } from "./it/statements";

/**
 * How a day, a week, a month or a year is written in a sentence, each as a
 * template: `{date}` is the day ({@link StatementWords.date}), `{month}`
 * the month's name, `{year}` the year. `lead` stands where the relative
 * date stood ("I called them on 5 December 2026"); `bare` after a
 * preposition the user wrote ("until 5 December 2026").
 */
export interface DatePhrase {
	lead: string;
	bare: string;
}

/** One language's words for writing statements to remember. */
export interface StatementWords {
	/** A day: `{day}` its number, `{month}` its month's name, `{year}` its year ("{day} {month} {year}", "{day} de {month} de {year}"). */
	date: string;
	/** Whether month names are capitalised ("December", "Dezember"; not "décembre"). */
	capitalisedMonths: boolean;
	day: DatePhrase;
	/** A week, by its Monday ("in the week of 5 January 2026"). */
	week: DatePhrase;
	month: DatePhrase;
	year: DatePhrase;
	/** Between a weekday and its date: "Thursday 10 December 2026", "Donnerstag, 10. Dezember 2026". */
	weekdaySeparator: string;
	/**
	 * Words after which a weekday names one coming day ("is", "moved to",
	 * "until"; "ist", "auf", "bis"), folded: a fact's weekday after one of
	 * them gets its date. Leads and articles between them are skipped.
	 */
	datedAfter: readonly string[];
	/** Articles that may stand between such a word and the weekday ("el", "il", "le"), folded. */
	weekdayArticles: readonly string[];
	/** Words before a date that make the lead's own preposition redundant ("until", "bis", "desde"); matched folded. */
	prepositions: readonly string[];
	/** Contractions across a preposition and an article ("a le" → "au", "da il" → "dal"); the left side is matched folded. */
	contractions: Readonly<Record<string, string>>;
	/** Third-person pronouns that may open a statement and stand for the item's person ("she", "er", "elle"). */
	subjectPronouns: readonly string[];
	/** Titles before a name, as written without their full stop ("Mr", "Frau", "Mme"): a title and its name are one person. */
	titles: readonly string[];
	/** Words after such a pronoun that make it no person ("il faut", "il y a"; German "sie sind" is "they are"), folded. */
	impersonal: readonly string[];
	/** Openers that point back at the item without naming it ("it's", "c'est", "è"), lower case and with their accents: the statement needs the item named. */
	pointers: readonly string[];
	/** "here" in a rule about the agenda, and what it becomes ("on the agenda"); matched folded, the longest phrase first. */
	here: Readonly<Record<string, string>>;
	/**
	 * Where the finite verb stands second (German): its common finite verbs,
	 * and the articles that open a subject, folded. A sentence whose opener
	 * ("eigentlich") is dropped puts its subject back before the verb.
	 */
	verbSecond?: { verbs: readonly string[]; articles: readonly string[] };
	/** How the item is named after a statement that does not name it: `{item}` is the item ("(about “Call parents”)"). */
	about: string;
}

/** Every language's words for statements. */
export const STATEMENT_WORDS: Readonly<Record<Language, StatementWords>> = { en: enStatements, de: deStatements, fr: frStatements, es: esStatements, it: itStatements };
