/** How German says a statement holds only for a while (see ../endWords.ts). */
import type { EndWords } from "../endWords";

/** German: "bis Freitag", "bis zum 1. März", "diese Woche", "bis Semesterende". */
export const deEnds: EndWords = {
	until: ["bis", "bis einschließlich", "bis spätestens", "längstens bis"],
	articles: ["zum", "zur", "den", "dem", "am"],
	periods: {
		day: ["heute", "heute abend"],
		week: ["diese woche", "in dieser woche", "bis ende der woche", "bis wochenende"],
		weekend: ["dieses wochenende"],
		month: ["diesen monat", "in diesem monat", "bis monatsende", "bis ende des monats"],
		year: ["dieses jahr", "in diesem jahr", "bis jahresende", "bis ende des jahres"],
	},
	undated: [
		["bis semesterende", 183],
		["bis ende des semesters", 183],
		["dieses semester", 183],
		["dieses halbjahr", 183],
		["bis schuljahresende", 366],
		["bis ende des schuljahres", 366],
		["dieses schuljahr", 366],
	],
};
