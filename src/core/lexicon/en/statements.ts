/** How English writes a statement to remember (see ../statementWords.ts for what each list is). */
import type { StatementWords } from "../statementWords";

/** English statement words. */
export const enStatements: StatementWords = {
	date: "{day} {month} {year}",
	capitalisedMonths: true,
	day: { lead: "on {date}", bare: "{date}" },
	week: { lead: "in the week of {date}", bare: "the week of {date}" },
	month: { lead: "in {month} {year}", bare: "{month} {year}" },
	year: { lead: "in {year}", bare: "{year}" },
	weekdaySeparator: " ",
	datedAfter: ["is", "it's", "that's", "its", "are", "to", "until", "till", "by", "now", "moved", "rescheduled", "postponed", "changed", "switched"],
	weekdayArticles: ["the"],
	prepositions: ["until", "till", "til", "from", "since", "before", "after", "by", "for", "on", "through", "as of", "end of", "of"],
	contractions: {},
	subjectPronouns: ["he", "she"],
	titles: ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"],
	impersonal: [],
	pointers: ["it's", "its", "it is", "it was", "that's", "that is", "this is", "it", "that", "this", "these", "those"],
	here: { "in here": "on the agenda", "on here": "on the agenda", "here": "on the agenda" },
	about: "(about “{item}”)",
};
