/** How German writes a statement to remember (see ../statementWords.ts for what each list is). */
import type { StatementWords } from "../statementWords";

/** German statement words. */
export const deStatements: StatementWords = {
	date: "{day}. {month} {year}",
	capitalisedMonths: true,
	day: { lead: "am {date}", bare: "{date}" },
	week: { lead: "in der Woche vom {date}", bare: "der Woche vom {date}" },
	month: { lead: "im {month} {year}", bare: "{month} {year}" },
	year: { lead: "im Jahr {year}", bare: "{year}" },
	weekdaySeparator: ", ",
	datedAfter: ["ist", "sind", "auf", "bis", "ab", "jetzt", "erst", "verschoben", "vorgezogen", "verlegt"],
	weekdayArticles: ["den", "dem"],
	prepositions: ["bis", "ab", "seit", "vor", "nach", "für", "zum", "zur", "am", "bis zum", "bis zur", "spätestens", "von", "ende"],
	contractions: {},
	subjectPronouns: ["er", "sie"],
	titles: ["Frau", "Herr", "Herrn", "Dr", "Prof"],
	impersonal: ["sind", "haben", "waren", "hatten", "kommen", "wollen", "konnen", "mussen", "werden"],
	pointers: ["das ist", "das war", "es ist", "es war", "ist", "war", "sind", "das", "es", "dies"],
	// In a rule "hier" is mostly the agenda ("hier steht nur Arbeit"); the phrases around it come first.
	here: {
		"hier": "in der Agenda", "hier raus": "raus aus der Agenda",
		"hier rein": "in die Agenda", "hier drin": "in der Agenda", "hierher": "in die Agenda", "nicht hier": "nicht in der Agenda",
		"hier nicht": "in der Agenda nicht", "hier nur": "in der Agenda nur", "nur hier": "nur in der Agenda",
		"hier eintragen": "in die Agenda eintragen", "hier aufschreiben": "in die Agenda aufschreiben", "hier auflisten": "in der Agenda auflisten",
		"hier drauf": "auf die Agenda", "hier rauf": "auf die Agenda", "hier nicht rein": "nicht in die Agenda", "hier nich rein": "nicht in die Agenda",
	},
	verbSecond: {
		verbs: [
			"ist", "sind", "war", "waren", "hat", "haben", "hatte", "hatten", "wird", "werden", "kommt", "kommen", "geht", "gehen",
			"liegt", "liegen", "steht", "stehen", "gibt", "kostet", "kosten", "beginnt", "fangt", "lauft", "bleibt", "muss", "mussen",
			"kann", "konnen", "soll", "sollen", "will", "wollen", "braucht", "brauchen", "wohnt", "arbeitet", "heisst",
		],
		articles: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "mein", "meine", "unser", "unsere", "sein", "seine", "ihr", "ihre"],
	},
	about: "(zu „{item}“)",
};
