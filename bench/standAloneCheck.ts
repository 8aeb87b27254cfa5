/**
 * An outside reader's check of a statement to remember: what makes a
 * proposal unable to stand alone a year later, counted the way issue #28's
 * checker counts it, with its own word lists (not the lexicon's, so that it
 * checks the rewriter rather than repeating it).
 */
import { fold } from "../src/core/folding";
import type { Language } from "../src/core/languages";

/** Why a proposal cannot stand alone. */
export type StandAloneFault = "glued" | "relativeDate" | "correctionWords";

const N = "(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|ein|einem|einer|zwei|drei|vier|funf|un|une|deux|trois|quatre|cinq|uno|una|dos|tres|cuatro|cinco|due|tre|quattro|cinque)";

/** Deictic date words of each language, folded: English is read in every annotation, the others in their own ("hier" is "here" in German). */
const RELATIVE_DATE_WORDS: Readonly<Record<Language, readonly string[]>> = {
	en: ["today", "tomorrow", "yesterday", "tonight", "(?:this|next|last) (?:week|month|year)", `${N} days? ago`, `in ${N} days?`],
	de: ["heute", "morgen", "gestern", "ubermorgen", "vorgestern", "nachste woche", "letzte woche", `vor ${N} tagen`, `in ${N} tagen`],
	fr: ["aujourd'hui", "demain", "hier", "apres-demain", "la semaine prochaine", "la semaine derniere", `il y a ${N} jours?`, `dans ${N} jours?`],
	es: ["hoy", "manana", "ayer", "pasado manana", "la semana que viene", "la proxima semana", "la semana pasada", `hace ${N} dias?`, `dentro de ${N} dias?`],
	it: ["oggi", "domani", "ieri", "dopodomani", "la settimana prossima", "la settimana scorsa", `${N} giorni fa`, `tra ${N} giorni`],
};

/** "por la mañana" is "in the morning", no day: taken out before the Spanish words are read. */
const NOT_DATES = /(?:^|[^\p{L}])(?:(?:por|de|x|toda) la|cada|las) mananas?(?![\p{L}])/gu;

function wordsRegex(phrases: readonly string[]): RegExp {
	return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${phrases.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

const RELATIVE_DATE = Object.fromEntries(
	Object.entries(RELATIVE_DATE_WORDS).map(([language, phrases]) => [language, wordsRegex(language === "en" ? phrases : [...RELATIVE_DATE_WORDS.en, ...phrases])]),
) as Record<Language, RegExp>;

/** Words that only judge the item wrong, in five languages, folded. */
const CORRECTION_WORDS = new RegExp(
	"(?:^|[^\\p{L}\\p{N}])(?:" +
		[
			"that's wrong", "wrong", "not correct", "incorrect", "correction",
			"falsch", "stimmt nicht",
			"faux", "c'est faux",
			"incorrecto", "esta mal",
			"sbagliato", "non e giusto",
		].join("|") +
		")(?![\\p{L}\\p{N}])",
	"u",
);

/** The item as the checker reads it: folded, one line, without a remark in brackets. */
function itemForms(item: string): string[] {
	const plain = fold(item).replace(/\s+/gu, " ").trim();
	const short = plain.replace(/\s*\([^)]*\)/gu, "").trim();
	return [...new Set([plain, short])].filter((form) => form.length > 0);
}

/**
 * What keeps a proposal (written under `item`) from standing alone: the
 * item glued before it ("Call parents: …", or the proposal opening with
 * the item and going on), a relative date word of English or the
 * annotation's `language` ("yesterday", "vor drei Tagen"), a correction
 * word ("that's wrong", "c'est faux").
 */
export function standAloneFaults(item: string, proposal: string, language: Language): StandAloneFault[] {
	const text = fold(proposal).replace(/\s+/gu, " ").trim();
	const faults: StandAloneFault[] = [];
	if (itemForms(item).some((form) => text.includes(`${form}:`) || (text.startsWith(form) && /^\s*[,;—–-]\s*[\p{L}\p{N}]/u.test(text.slice(form.length))))) {
		faults.push("glued");
	}
	if (RELATIVE_DATE[language].test(text.replace(NOT_DATES, " "))) faults.push("relativeDate");
	if (CORRECTION_WORDS.test(text)) faults.push("correctionWords");
	return faults;
}
