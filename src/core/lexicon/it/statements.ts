/** How Italian writes a statement to remember (see ../statementWords.ts for what each list is). */
import type { StatementWords } from "../statementWords";

/** Italian statement words. */
export const itStatements: StatementWords = {
	date: "{day} {month} {year}",
	capitalisedMonths: false,
	day: { lead: "il {date}", bare: "il {date}" },
	week: { lead: "la settimana del {date}", bare: "la settimana del {date}" },
	month: { lead: "a {month} {year}", bare: "{month} {year}" },
	year: { lead: "nel {year}", bare: "il {year}" },
	weekdaySeparator: " ",
	datedAfter: ["e", "sono", "a", "al", "fino", "ora", "spostato", "spostata", "anticipato", "anticipata", "rimandato", "rimandata", "posticipato", "posticipata"],
	weekdayArticles: ["il", "questo"],
	prepositions: ["da", "fino a", "entro", "prima di", "dopo", "per", "a partire da", "a", "di", "dal", "al", "del", "nel", "entro il"],
	contractions: { "da il": "dal", "a il": "al", "di il": "del", "fino a il": "fino al", "prima di il": "prima del", "a partire da il": "a partire dal" },
	subjectPronouns: ["lui", "lei"],
	titles: ["Sig", "Sig.ra", "Signor", "Signora", "Dott", "Dott.ssa", "Dr"],
	impersonal: [],
	pointers: ["è", "era", "sarà", "questo è", "quello è"],
	here: { "qui dentro": "nell'agenda", "qua": "nell'agenda", "qui": "nell'agenda" },
	about: "(riguardo a «{item}»)",
};
