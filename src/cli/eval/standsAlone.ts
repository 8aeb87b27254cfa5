/**
 * Whether a proposal's text can stand alone in memory a year later: the
 * outcome measure's check of what a process pass would put before the user
 * to remember. Deliberately its own short word lists, not the decider's
 * lexicon: a check that reads with the decider's eyes cannot catch what
 * those eyes miss.
 */
import { fold } from "../../core/folding";

/** Why a proposal cannot stand alone. */
export type StandAloneProblem =
	/** The item's text joined to the annotation ("Renew the passport: the office only takes cards"). */
	| "glued"
	/** A date word that means nothing a year later ("tomorrow", "vor zwei Tagen"). */
	| "relative-date"
	/** The words of the correction itself ("that's wrong", "falsch"). */
	| "correction-words";

/** Deictic date expressions, folded (lower case, no accents), per language; `N` is any number or number word. */
const RELATIVE_DATES: readonly string[] = [
	// en
	"today", "tomorrow", "yesterday", "tonight", "this week", "next week", "last week", "this month", "next month", "last month", "next year", "last year", "N days ago", "N weeks ago", "in N days", "in N weeks",
	// de
	"heute", "morgen", "gestern", "ubermorgen", "vorgestern", "nachste woche", "letzte woche", "diese woche", "nachsten monat", "letzten monat", "vor N tagen", "vor N wochen", "in N tagen", "in N wochen",
	// fr
	"aujourd'hui", "aujourd hui", "demain", "hier", "apres-demain", "avant-hier", "la semaine prochaine", "la semaine derniere", "cette semaine", "le mois prochain", "il y a N jours", "il y a N semaines", "dans N jours", "dans N semaines",
	// es
	"hoy", "manana", "ayer", "pasado manana", "anteayer", "la semana que viene", "la proxima semana", "la semana pasada", "esta semana", "el mes que viene", "hace N dias", "hace N semanas", "dentro de N dias", "en N dias",
	// it
	"oggi", "domani", "ieri", "dopodomani", "l'altro ieri", "la settimana prossima", "la prossima settimana", "la settimana scorsa", "questa settimana", "il mese prossimo", "N giorni fa", "N settimane fa", "tra N giorni", "fra N giorni",
];

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

const RELATIVE_DATE = phrasePattern(RELATIVE_DATES);
const CORRECTION = phrasePattern(CORRECTION_WORDS);

/** Lower case, accents off, apostrophes made plain: how both sides are compared. */
function folded(text: string): string {
	return fold(text).replace(/[’`´]/g, "'");
}

/**
 * What keeps a proposal from standing alone, given the item and annotation
 * it was made from; empty when it can. German "morgen" is read as a date
 * word even where it means "morning" (lower-cased, they cannot be told
 * apart): a proposal that says "morgens" is not affected.
 */
export function standAloneProblems(proposal: string, item: string, annotation: string): StandAloneProblem[] {
	const text = folded(proposal);
	const problems: StandAloneProblem[] = [];
	const itemText = folded(item).trim().replace(/[.:;,!]+$/u, "");
	const annotationText = folded(annotation).trim();
	const joined = itemText.length > 0 && (text.includes(`${itemText}:`) || (annotationText.length > 0 && text.startsWith(itemText) && text.includes(annotationText.slice(0, Math.min(annotationText.length, 24)))));
	if (joined) problems.push("glued");
	if (RELATIVE_DATE.test(text)) problems.push("relative-date");
	if (CORRECTION.test(text)) problems.push("correction-words");
	return problems;
}
