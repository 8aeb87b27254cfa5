/**
 * Whether a proposal's text can stand alone in memory a year later: the
 * outcome measure's check of what a process pass would put before the user
 * to remember. Deliberately its own short word lists, not the decider's
 * lexicon: a check that reads with the decider's eyes cannot catch what
 * those eyes miss.
 */
import { fold } from "../../core/folding";
import { LANGUAGES, type Language } from "../../core/languages";

/** Why a proposal cannot stand alone. */
export type StandAloneProblem =
	/** The item's text joined to the annotation ("Renew the passport: the office only takes cards"). */
	| "glued"
	/** A date word that means nothing a year later ("tomorrow", "vor zwei Tagen"). */
	| "relative-date"
	/** The words of the correction itself ("that's wrong", "falsch"). */
	| "correction-words";

/** Deictic date expressions per language, folded (lower case, no accents); `N` is any number or number word. English is read in every annotation, the others in their own ("hier" is "here" in German, "yesterday" in French). */
const RELATIVE_DATES: Readonly<Record<Language, readonly string[]>> = {
	en: ["today", "tomorrow", "yesterday", "tonight", "this week", "next week", "last week", "this month", "next month", "last month", "next year", "last year", "N days ago", "N weeks ago", "in N days", "in N weeks"],
	de: ["heute", "morgen", "gestern", "ubermorgen", "vorgestern", "nachste woche", "letzte woche", "diese woche", "nachsten monat", "letzten monat", "vor N tagen", "vor N wochen", "in N tagen", "in N wochen"],
	fr: ["aujourd'hui", "aujourd hui", "demain", "hier", "apres-demain", "avant-hier", "la semaine prochaine", "la semaine derniere", "cette semaine", "le mois prochain", "il y a N jours", "il y a N semaines", "dans N jours", "dans N semaines"],
	es: ["hoy", "manana", "ayer", "pasado manana", "anteayer", "la semana que viene", "la proxima semana", "la semana pasada", "esta semana", "el mes que viene", "hace N dias", "hace N semanas", "dentro de N dias", "en N dias"],
	it: ["oggi", "domani", "ieri", "dopodomani", "l'altro ieri", "la settimana prossima", "la prossima settimana", "la settimana scorsa", "questa settimana", "il mese prossimo", "N giorni fa", "N settimane fa", "tra N giorni", "fra N giorni"],
};

/** "por la mañana" is "in the morning", no day: taken out before the Spanish words are read. */
const NOT_DATES = /(?:^|[^\p{L}])(?:(?:por|de|x|toda) la|cada|las) mananas?(?![\p{L}])/gu;

/** Words that say the item was wrong: they belong to the correction, not to what is remembered. */
const CORRECTION_WORDS: readonly string[] = [
	"that's wrong", "thats wrong", "that is wrong", "wrong", "not correct", "incorrect", "correction",
	"falsch", "stimmt nicht", "nicht richtig", "korrektur",
	"c'est faux", "faux", "pas correct", "erreur",
	"incorrecto", "esta mal", "eso esta mal", "no es correcto", "error",
	"sbagliato", "non e giusto", "non e corretto", "errore",
];

const NUMBER_WORDS = "(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|couple of|zwei|drei|vier|funf|ein|einem|einer|deux|trois|quatre|cinq|un|une|dos|tres|cuatro|cinco|uno|una|due|tre|quattro|cinque)";

function phrasePattern(phrases: readonly string[]): RegExp {
	const alternatives = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+").replace(/N/g, NUMBER_WORDS));
	return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join("|")})(?=$|[^\\p{L}\\p{N}])`, "u");
}

const RELATIVE_DATE = Object.fromEntries(LANGUAGES.map((language) => [language, phrasePattern([...RELATIVE_DATES.en, ...(language === "en" ? [] : RELATIVE_DATES[language])])])) as Record<Language, RegExp>;
const ANY_RELATIVE_DATE = phrasePattern(LANGUAGES.flatMap((language) => RELATIVE_DATES[language]));
const CORRECTION = phrasePattern(CORRECTION_WORDS);

/** Lower case, accents off, apostrophes made plain: how both sides are compared. */
function folded(text: string): string {
	return fold(text).replace(/[’`´]/g, "'");
}

/**
 * What keeps a proposal from standing alone, given the item and annotation
 * it was made from and, when known, the annotation's language (then only
 * English and that language's date words are read); empty when it can.
 */
export function standAloneProblems(proposal: string, item: string, annotation: string, language?: string): StandAloneProblem[] {
	const text = folded(proposal).replace(/\s+/gu, " ").trim();
	const problems: StandAloneProblem[] = [];
	const annotationText = folded(annotation).trim();
	// "Dad's birthday goes to the whole family group" under "Dad's birthday": the user's own sentence opens with the item's words, no glue.
	const glued = itemForms(item).some(
		(form) =>
			!annotationText.startsWith(form) &&
			(text.includes(`${form}:`) ||
			(text.startsWith(form) && (/^\s*[,;—–-]\s*[\p{L}\p{N}]/u.test(text.slice(form.length)) || (annotationText.length > 0 && text.includes(annotationText.slice(0, Math.min(annotationText.length, 24))))))),
	);
	if (glued) problems.push("glued");
	const dates = LANGUAGES.includes(language as Language) ? RELATIVE_DATE[language as Language] : ANY_RELATIVE_DATE;
	if (dates.test(text.replace(NOT_DATES, " "))) problems.push("relative-date");
	if (CORRECTION.test(text)) problems.push("correction-words");
	return problems;
}

/** The item as the check reads it: folded, one line, with and without a remark in brackets. */
function itemForms(item: string): string[] {
	const plain = folded(item).replace(/\s+/gu, " ").trim().replace(/[.:;,!]+$/u, "");
	const short = plain.replace(/\s*\([^)]*\)/gu, "").trim();
	return [...new Set([plain, short])].filter((form) => form.length > 0);
}
