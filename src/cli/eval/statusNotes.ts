/**
 * Whether an annotation is a status note without a date ("still waiting for
 * the part", "noch nicht", "en cours"): the outcome measure counts moving or
 * scheduling its item as acting on it. Its own short word lists, not the
 * decider's, so that it checks the decider rather than repeating it.
 */
import { fold } from "../../core/folding";

const STATUS = [
	"waiting", "still waiting", "no answer yet", "no reply yet", "not heard back", "in progress", "under way", "ongoing", "on hold", "pending", "blocked", "not yet",
	"warte", "wartet", "warten", "noch keine antwort", "in arbeit", "in bearbeitung", "ausstehend", "blockiert", "noch nicht",
	"en attente", "j'attends", "en cours", "bloque", "pas encore", "toujours pas",
	"esperando", "a la espera", "en curso", "en proceso", "bloqueado", "pendiente", "todavia no", "aun no",
	"in attesa", "aspetto", "in corso", "bloccato", "non ancora",
];

/** Words that name a day or a time ahead: with one, the note says until when, and a postponement is what it asks for. */
const DATED = [
	"today", "tonight", "tomorrow", "next", "week", "month", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
	"heute", "morgen", "nachste", "woche", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
	"demain", "prochain", "prochaine", "semaine", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
	"manana", "proximo", "proxima", "semana", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
	"domani", "prossimo", "prossima", "settimana", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica",
	"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december", "until", "till", "bis", "jusqu", "hasta", "fino",
	"januar", "februar", "marz", "mai", "juni", "juli", "oktober", "dezember",
	"janvier", "fevrier", "mars", "avril", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
	"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
	"gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
];

function wordPattern(words: readonly string[]): RegExp {
	return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|")})(?=$|[^\\p{L}\\p{N}])`, "u");
}

const STATUS_WORDS = wordPattern(STATUS);
const DATE_WORDS = wordPattern(DATED);

/** True for a status note that names no day or time ahead. */
export function isUndatedStatusNote(annotation: string): boolean {
	const text = fold(annotation).replace(/[’`´]/g, "'");
	return STATUS_WORDS.test(text) && !/\d/u.test(text) && !DATE_WORDS.test(text);
}
