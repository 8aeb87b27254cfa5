/** How English says a statement holds only for a while (see ../endWords.ts). */
import type { EndWords } from "../endWords";

/** English: "until 1 March", "this week", "until the end of term". */
export const enEnds: EndWords = {
	until: ["until", "till", "til", "up until", "up to", "through", "no later than"],
	articles: ["the"],
	periods: {
		day: ["today", "tonight", "for today"],
		week: ["this week", "for the week", "end of the week", "end of this week"],
		weekend: ["this weekend"],
		month: ["this month", "end of the month", "end of this month"],
		year: ["this year", "end of the year", "end of this year"],
	},
	undated: [
		["end of term", 183],
		["end of the term", 183],
		["this term", 183],
		["end of the semester", 183],
		["this semester", 183],
		["end of the school year", 366],
		["this school year", 366],
	],
};
