/**
 * Words that announce a new value rather than add to what a statement says
 * ("the water bill went up to 55 euros", "Papas Flug landet erst um 15:40",
 * "notre dentiste est maintenant le docteur Lang"): relation checks
 * (../memory/relations.ts) do not count them as a statement's own words, so
 * the statement still reads as the entry with a new value in its slot.
 * Written as users type them; words the stop lists already drop ("now",
 * "jetzt", "ya") need not be here.
 */
import type { Language } from "../languages";

/** Per language, the words that announce a changed value, space-separated. */
export const CHANGE_WORDS: Readonly<Record<Language, string>> = {
	en: "went gone moved changed change changes new instead rose risen raised increased dropped fell fallen reduced lowered cut shifted switched updated nowadays currently later earlier actually",
	de: "nun neu neue neuer neues neuerdings inzwischen mittlerweile sofort erst stattdessen verschoben verlegt geändert gestiegen gesunken erhöht gesenkt umgezogen aktuell künftig zukünftig nunmehr",
	fr: "maintenant désormais dorénavant passé passée passés passées nouveau nouvelle nouveaux nouvelles plutôt actuellement augmenté augmentée baissé baissée déplacé déplacée changé changée déménagé finalement",
	es: "ahora pasa pasan pasado pasada nuevo nueva nuevos nuevas subido subida bajado bajada cambiado cambiada movido movida trasladado trasladada actualmente finalmente",
	it: "adesso ora ormai nuovo nuova nuovi nuove spostato spostata spostati spostate salito salita sceso scesa passato passata cambiato cambiata aumentato aumentata diminuito diminuita attualmente invece",
};
