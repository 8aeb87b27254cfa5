/** How Spanish writes a statement to remember (see ../statementWords.ts for what each list is). */
import type { StatementWords } from "../statementWords";

/** Spanish statement words. */
export const esStatements: StatementWords = {
	date: "{day} de {month} de {year}",
	capitalisedMonths: false,
	day: { lead: "el {date}", bare: "el {date}" },
	week: { lead: "la semana del {date}", bare: "la semana del {date}" },
	month: { lead: "en {month} de {year}", bare: "{month} de {year}" },
	year: { lead: "en {year}", bare: "{year}" },
	weekdaySeparator: " ",
	datedAfter: ["es", "son", "a", "al", "para", "hasta", "ahora", "cambiado", "cambiada", "movido", "movida", "pasado", "pasada", "aplazado", "aplazada", "adelantado", "adelantada"],
	weekdayArticles: ["el", "este"],
	prepositions: ["desde", "hasta", "antes de", "después de", "para", "a partir de", "en", "de", "del", "al"],
	contractions: { "a el": "al", "de el": "del" },
	subjectPronouns: ["ella"],
	titles: ["Sr", "Sra", "Srta", "Don", "Doña", "Dr", "Dra"],
	impersonal: [],
	pointers: ["es", "era", "eso es", "esto es", "eso", "esto"],
	// "las 10 de aquí" is local time: only where "aquí" stands for the agenda.
	here: { "no aquí": "no en la agenda", "aquí no": "en la agenda no", "aquí solo": "en la agenda solo", "aquí sólo": "en la agenda solo", "ni aquí": "ni en la agenda" },
	about: "(sobre «{item}»)",
};
