/**
 * The date reading src/core/dates/dateFinder.ts did with chrono-node before
 * it had its own reader (./dateReader.ts): each language's casual parser,
 * forward dates, only results certain to the day, weekday or month. Kept for
 * the differential test; chrono-node is a development dependency only.
 */
import type { Chrono, Component } from "chrono-node";
import * as de from "chrono-node/de";
import * as en from "chrono-node/en";
import * as es from "chrono-node/es";
import * as fr from "chrono-node/fr";
import * as it from "chrono-node/it";
import type { Language } from "../../src/core/languages";
import { isoDate } from "../../src/core/text";
import type { DayReader } from "../../src/core/dates/dateReader";

const parsers = new Map<Language, Chrono>();

function parser(language: Language): Chrono {
	let chrono = parsers.get(language);
	if (!chrono) {
		// Not en.GB: it reads "December 10" as December 2010.
		if (language === "en") chrono = new en.Chrono(en.configuration.createCasualConfiguration(false));
		else if (language === "de") chrono = new de.Chrono(de.createCasualConfiguration());
		else if (language === "fr") chrono = new fr.Chrono(fr.createCasualConfiguration());
		else if (language === "es") chrono = new es.Chrono(es.createCasualConfiguration());
		else chrono = new it.Chrono(it.configuration.createCasualConfiguration());
		parsers.set(language, chrono);
	}
	return chrono;
}

function referenceDate(today: string): Date {
	const [y, m, d] = today.split("-").map(Number);
	return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** chrono-node's reading of the days `text` names, as the old dates.ts filtered it. */
export const chronoDayReader: DayReader = (text, today, language) =>
	parser(language)
		.parse(text, referenceDate(today), { forwardDate: true })
		// A bare time ("at 5", "de 5") rolls over to tomorrow; it names no day.
		.filter((result) => ["day", "weekday", "month"].some((unit) => result.start.isCertain(unit as Component)))
		.map((result) => ({
			index: result.index,
			text: result.text,
			iso: isoDate(result.start.date()),
			calendarDay: result.start.isCertain("day") && result.start.isCertain("month"),
		}));
