/** How French writes a statement to remember (see ../statementWords.ts for what each list is). */
import type { StatementWords } from "../statementWords";

/** French statement words. */
export const frStatements: StatementWords = {
	date: "{day} {month} {year}",
	capitalisedMonths: false,
	day: { lead: "le {date}", bare: "le {date}" },
	week: { lead: "la semaine du {date}", bare: "la semaine du {date}" },
	month: { lead: "en {month} {year}", bare: "{month} {year}" },
	year: { lead: "en {year}", bare: "{year}" },
	weekdaySeparator: " ",
	datedAfter: ["est", "c'est", "sont", "a", "au", "jusqu'a", "des", "partir", "maintenant", "deplace", "deplacee", "reporte", "reportee", "avance", "avancee", "decale", "decalee", "plutot"],
	weekdayArticles: ["le", "ce"],
	prepositions: ["depuis", "jusqu'à", "jusqu'en", "dès", "avant", "après", "pour", "à partir de", "d'ici", "en", "de", "du", "au", "fin"],
	contractions: { "a le": "au", "de le": "du", "jusqu'a le": "jusqu'au" },
	subjectPronouns: ["il", "elle"],
	titles: ["M", "Mme", "Mlle", "Dr", "Me"],
	impersonal: ["faut", "y", "reste", "manque", "s", "semble", "parait", "vaut", "fait", "pleut", "suffit", "se"],
	pointers: ["c'est", "c'était", "ce sera", "ça", "cela", "ceci"],
	here: { "ici": "dans l'agenda" },
	about: "(à propos de « {item} »)",
};
