import { describe, expect, it } from "vitest";
import { findFutureDates } from "../../../src/core/dates/dateFinder";
import { readDays } from "../../../src/core/dates/dateReader";
import type { Language } from "../../../src/core/languages";
import { chronoDayReader } from "../../helpers/chronoDayReader";

/**
 * The date reader against the chrono-node reading it replaced: generated
 * postponement dates in five languages, read on days at the ends of months
 * and years and around a leap day, must name the same day both ways, except
 * where chrono misread (listed below with the reason).
 */

/** Sunday in November; a year's last day; a 31-day month's last day; the day before a leap day, the leap day; a non-leap February's end; a Saturday. */
const TODAYS = ["2026-11-22", "2026-12-31", "2027-01-31", "2028-02-28", "2028-02-29", "2027-02-28", "2027-07-03"];

interface LanguageWords {
	/** Sentences a date stands in; `{x}` is the date. */
	frames: string[];
	/** Today, tomorrow, the day after tomorrow. */
	days: string[];
	/** Sunday to Saturday. */
	weekdays: string[];
	/** Ways to name a weekday; `{w}` is its name. */
	weekdayForms: string[];
	/** "in {n} {unit}" forms. */
	counted: string[];
	/** Number words for 1 to 10 as they stand before a plural unit (the singular unit with 1). */
	numbers: string[];
	/** Units day, week, month: singular and plural. */
	units: [string, string][];
	/** "next week", "next month". */
	periods: string[];
	/** January to December. */
	months: string[];
	/** Some months' abbreviations ("Dec", "dic"). */
	shortMonths: string[];
	/** Ways to name a day and month; `{d}` the day, `{m}` the month, `{y}` a year. */
	dayMonthForms: string[];
}

const WORDS: Record<Language, LanguageWords> = {
	en: {
		frames: ["{x}", "let's do it {x}", "postpone to {x}", "push it to {x}, the shop is closed"],
		days: ["today", "tomorrow", "the day after tomorrow"],
		weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
		weekdayForms: ["{w}", "on {w}", "next {w}", "this {w}", "{w} at 5pm", "{w} at 17:30", "next {w} at 9am"],
		counted: ["in {n} {u}", "{n} {u} from now"],
		numbers: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
		units: [["day", "days"], ["week", "weeks"], ["month", "months"]],
		periods: ["next week", "next month", "in a week", "in a month"],
		months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
		shortMonths: ["Jan", "Feb", "Sept", "Oct", "Dec"],
		dayMonthForms: ["{m} {d}", "{d} {m}", "{m} {d}, {y}", "{d} {m} {y}", "the {d}th of {m}", "{m} {d}th"],
	},
	de: {
		frames: ["{x}", "verschieben auf {x}", "machen wir {x}", "{x} passt besser"],
		days: ["heute", "morgen", "übermorgen"],
		weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
		weekdayForms: ["{w}", "am {w}", "nächsten {w}", "diesen {w}", "{w} um 17 Uhr", "am {w} um 9:30"],
		counted: ["in {n} {u}"],
		numbers: ["einem", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
		units: [["Tag", "Tagen"], ["Woche", "Wochen"], ["Monat", "Monaten"]],
		periods: ["nächste Woche", "nächsten Monat"],
		months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
		shortMonths: ["Jan", "Feb", "Okt", "Dez"],
		dayMonthForms: ["{d}. {m}", "am {d}. {m}", "{d}. {m} {y}"],
	},
	fr: {
		frames: ["{x}", "reporter à {x}", "on le fait {x}", "{x}, c'est mieux"],
		days: ["aujourd'hui", "demain", "après-demain"],
		weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
		weekdayForms: ["{w}", "{w} prochain", "ce {w}", "{w} à 17h", "{w} prochain à 9h30"],
		counted: ["dans {n} {u}"],
		numbers: ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
		units: [["jour", "jours"], ["semaine", "semaines"], ["mois", "mois"]],
		periods: ["la semaine prochaine", "le mois prochain"],
		months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
		shortMonths: ["janv", "févr", "oct", "déc"],
		dayMonthForms: ["le {d} {m}", "{d} {m}", "{d} {m} {y}"],
	},
	es: {
		frames: ["{x}", "aplazar para {x}", "lo hacemos {x}", "{x}, mejor"],
		days: ["hoy", "mañana", "pasado mañana"],
		weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
		weekdayForms: ["el {w}", "el próximo {w}", "este {w}", "el {w} a las 5"],
		counted: ["en {n} {u}", "dentro de {n} {u}"],
		numbers: ["un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],
		units: [["día", "días"], ["semana", "semanas"], ["mes", "meses"]],
		periods: ["la próxima semana", "el mes que viene", "la semana que viene"],
		months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
		shortMonths: ["ene", "feb", "oct", "dic"],
		dayMonthForms: ["el {d} de {m}", "{d} de {m}", "{d} de {m} de {y}"],
	},
	it: {
		frames: ["{x}", "rimandare a {x}", "lo facciamo {x}", "{x} va meglio"],
		days: ["oggi", "domani", "dopodomani"],
		weekdays: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
		weekdayForms: ["{w}", "{w} prossimo", "questo {w}", "{w} alle 17", "{w} prossimo alle 9:30"],
		counted: ["tra {n} {u}", "fra {n} {u}"],
		numbers: ["un", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"],
		units: [["giorno", "giorni"], ["settimana", "settimane"], ["mese", "mesi"]],
		periods: ["la prossima settimana", "il mese prossimo"],
		months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
		shortMonths: ["gen", "feb", "ott", "dic"],
		dayMonthForms: ["il {d} {m}", "{d} {m}", "{d} {m} {y}"],
	},
};

const DAYS_OF_MONTH = [1, 3, 10, 15, 28, 29, 30, 31];

/** Every date expression of a language (without a frame). */
function expressions(words: LanguageWords): string[] {
	const found = [...words.days, ...words.periods];
	for (const weekday of words.weekdays) found.push(...words.weekdayForms.map((form) => form.replace("{w}", weekday)));
	for (const form of words.counted) {
		words.numbers.forEach((number, index) => {
			for (const [one, many] of words.units) {
				found.push(form.replace("{n}", number).replace("{u}", index === 0 ? one : many));
				found.push(form.replace("{n}", String(index + 1)).replace("{u}", index === 0 ? one : many));
			}
		});
	}
	for (const month of [...words.months, ...words.shortMonths]) {
		for (const day of DAYS_OF_MONTH) {
			for (const form of words.dayMonthForms) {
				// Ordinal suffixes other than "th" are English's own: "1st", "3rd".
				const written = form.includes("{d}th") && (day === 1 || day === 3) ? form.replace("{d}th", day === 1 ? "{d}st" : "{d}rd") : form;
				found.push(written.replace("{d}", String(day)).replace("{m}", month).replace("{y}", "2028"));
			}
		}
	}
	found.push("2027-03-01", "2028-02-29", "2027-12-31");
	return found;
}

/** Each expression in one of the language's frames, in turn. */
function sentences(words: LanguageWords): string[] {
	return expressions(words).map((expression, index) => (words.frames[index % words.frames.length] ?? "{x}").replace("{x}", expression));
}

const MONTH_UNITS = /(?:^|\s)(?:month|months|Monat|Monaten|mois|mes|meses|mese|mesi)(?:\s|,|$)/u;

/** The day and month a sentence names by the month's name or abbreviation, if it does, and whether it gives a year. */
function dayAndMonth(sentence: string, language: Language): { day: number; month: number; year: boolean } | null {
	const months = WORDS[language].months.map((name) => name.toLowerCase());
	const words = sentence.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 3);
	const month = months.findIndex((name) => words.some((word) => name.startsWith(word)));
	const day = /(?:^|\D)(\d{1,2})(?:\D|$)/u.exec(sentence)?.[1];
	return month === -1 || day === undefined ? null : { day: Number(day), month: month + 1, year: /\d{4}/u.test(sentence) };
}

/** Whether a sentence names today's day and month without a year ("31 December" on 31 December). */
function namesToday(sentence: string, today: string, language: Language): boolean {
	const named = dayAndMonth(sentence, language);
	return named !== null && !named.year && named.day === Number(today.slice(8)) && named.month === Number(today.slice(5, 7));
}

/**
 * Where the reader deliberately reads otherwise than chrono did (chrono
 * misread), and why. Each applies to the generated sentences and test days
 * it matches; the rest must agree.
 *
 * | case | chrono | reader |
 * | --- | --- | --- |
 * | "in 1 month", "next month" from 31 January (and "in 2 months" from 31 December) | 3 March: the month overflows | 28 February: the month's last day, as relative dates in statements (addMonths) |
 * | "29 February" outside a leap year | 1 February, or nothing for "Feb 29" | the next 29 February |
 * | "30 February 2028" | 1 February | no date: the month has no such day |
 * | a day and month that is today, "31 December" on 31 December | today, so no date (or "December" read alone: 1 December) | next year's |
 * | today's weekday at a time after noon, "dimanche à 17h" on a Sunday | tomorrow: "17h" read as 17 hours from noon | today, so no date |
 */
const DELIBERATE: { reason: string; applies: (sentence: string, today: string, language: Language) => boolean }[] = [
	{
		reason: "months counted from the end of a month end on the last day of the shorter month, not days into the next",
		applies: (sentence, today) => MONTH_UNITS.test(sentence) && (today.endsWith("-31") || today.endsWith("-30")),
	},
	{
		reason: "29 February is the next leap year's; 30 February names no day",
		applies: (sentence, _today, language) => {
			const named = dayAndMonth(sentence, language);
			return named !== null && named.month === 2 && named.day >= 29;
		},
	},
	{ reason: "a day and month that is today means next year's", applies: namesToday },
	{
		reason: "today's weekday at a time after noon is today, not 17 hours from noon",
		applies: (sentence, today, language) => {
			const weekday = WORDS[language].weekdays[new Date(`${today}T12:00:00Z`).getUTCDay()]!.toLowerCase();
			return new RegExp(`(?:^|\\s)${weekday} à 1\\dh(?:\\s|,|$)`, "u").test(sentence.toLowerCase());
		},
	},
];

function firstDate(text: string, today: string, language: Language, read: typeof readDays): string | null {
	return findFutureDates(text, today, [language], "day-first", read)[0]?.iso ?? null;
}

describe("the date reader reads what chrono-node read", () => {
	for (const language of Object.keys(WORDS) as Language[]) {
		it(`${language}: the same day for every generated date, on every test day`, () => {
			const differences: string[] = [];
			let compared = 0;
			for (const sentence of sentences(WORDS[language])) {
				for (const today of TODAYS) {
					if (DELIBERATE.some((known) => known.applies(sentence, today, language))) continue;
					compared++;
					const chrono = firstDate(sentence, today, language, chronoDayReader);
					const own = firstDate(sentence, today, language, readDays);
					if (own !== chrono) differences.push(`${today} "${sentence}": chrono ${chrono}, reader ${own}`);
				}
			}
			if (process.env["SHOW_DATES"]) console.log(`${language}: ${compared} compared\n${differences.join("\n")}`);
			expect(compared).toBeGreaterThan(500);
			expect(differences).toEqual([]);
		});
	}
});

/**
 * Annotations of the corpus that chrono misread and the reader reads
 * otherwise, read on 22 November 2026 (a Sunday): what chrono made of each,
 * what the reader makes of it, and why.
 */
const MISREAD: [annotation: string, languages: Language[], chrono: string | null, reader: string | null, reason: string][] = [
	["Jörg hat heute früh zwei Packungen mitgebracht", ["de"], "2026-11-27", null, "“fr” of “früh” is not Friday"],
	["nach der Diät 😅", ["de"], "2026-11-24", null, "“Di” of “Diät” is not Tuesday"],
	["phone calls grouped together, not scattered through the day", ["en"], "2026-11-23", null, "“the day” is no span of time"],
	["le cabinet a déménagé, 5 rue des Lilas maintenant", ["fr", "en"], "2026-11-23", null, "“a d” of “a déménagé” is not “a day”"],
	["in ufficio si usa solo A4 da 80 g, l'altra si inceppa", ["it", "en"], "2027-02-10", null, "80 g are grams"],
	["ahora lo recogen los jueves, no los martes", ["es", "en"], "2026-11-26", null, "“los jueves” is every Thursday (chrono's “jueves,” kept the comma, which hid it)"],
	["sett prossima", ["it"], "2027-09-01", "2026-11-29", "“sett” is short for settimana here, not settembre"],
	["semaine prochaine", ["fr"], null, "2026-11-29", "chrono's French parser wants “la semaine prochaine”"],
	["spostato al mese prossimo", ["it"], null, "2026-12-22", "chrono's Italian parser wants “il mese prossimo”"],
	["heut nicht mehr, morgen", ["de"], null, "2026-11-23", "chrono missed “morgen” after “heut”"],
	["la segreteria della piscina riapre il 3 settembre, prima non incassano", ["it"], "2027-09-01", "2027-09-03", "chrono read “settembre, prima” and lost the day"],
	["recuérdamelo siempre dos días antes", ["es"], "2026-11-24", null, "“dos días antes” is before something, not two days ahead"],
];

describe("where chrono misread real annotations", () => {
	it.each(MISREAD)("%s", (annotation, languages, chrono, reader) => {
		const read = (with_: typeof readDays): string | null => findFutureDates(annotation, "2026-11-22", languages, "day-first", with_)[0]?.iso ?? null;
		expect(read(chronoDayReader)).toBe(chrono);
		expect(read(readDays)).toBe(reader);
	});
});

describe("the date reader", () => {
	it("reads no date ahead in a count back (“-3 mesi”) or a span before something (“2 weeks before expiry”)", () => {
		expect(findFutureDates('accanto quanto manca, tipo "-3 mesi"', "2026-11-22", ["it"], "day-first")).toEqual([]);
		expect(findFutureDates("can't do it till 2 weeks before expiry", "2026-11-22", ["en"], "day-first")).toEqual([]);
		expect(findFutureDates("push it 2 weeks", "2026-11-22", ["en"], "day-first")[0]?.iso).toBe("2026-12-06");
	});

	it("adds up a chain of spans, however long, in one reading (a chain of 26 once took 13 s)", () => {
		expect(findFutureDates("in 2 weeks and 3 days and 1 day", "2026-11-25", ["en"], "day-first")[0]?.iso).toBe("2026-12-13");
		expect(findFutureDates(`${"2 weeks and ".repeat(40)}then we see`, "2026-11-25", ["en"], "day-first")[0]?.iso).toBe("2028-06-07");
	});

	it.each([
		["at 5pm", "en"],
		["um 17 Uhr", "de"],
		["vers 17:30", "fr"],
		["a las 5", "es"],
		["alle 17", "it"],
		// English is read too, and there "48h" is a span: a bare count of hours under a day stays a time.
		["20h", "fr"],
		["à 20h", "fr"],
		["20h pas 19h", "fr"],
		["a las 20h", "es"],
	] as [string, Language][])("reads no day in a bare time: %s", (annotation, language) => {
		expect(findFutureDates(annotation, "2026-11-22", [language], "day-first")).toEqual([]);
	});

	it("still reads a span of hours with a lead word, or of a day or more", () => {
		expect(findFutureDates("48h", "2026-11-22", ["en"], "day-first")[0]?.iso).toBe("2026-11-24");
		expect(findFutureDates("in 20h", "2026-11-22", ["fr"], "day-first")[0]?.iso).toBe("2026-11-23");
		expect(findFutureDates("20 hours later", "2026-11-22", ["en"], "day-first")[0]?.iso).toBe("2026-11-23");
		expect(findFutureDates("en 48 horas", "2026-11-22", ["es"], "day-first")[0]?.iso).toBe("2026-11-24");
	});
});
