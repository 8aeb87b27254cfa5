/** How Spanish says a statement holds only for a while (see ../endWords.ts). */
import type { EndWords } from "../endWords";

/** Spanish: "hasta el viernes", "hasta el 1 de marzo", "esta semana", "hasta fin de curso". */
export const esEnds: EndWords = {
	until: ["hasta"],
	articles: ["el", "la"],
	periods: {
		day: ["hoy", "esta noche"],
		week: ["esta semana"],
		weekend: ["este fin de semana", "este finde"],
		month: ["este mes", "fin de mes", "final de mes"],
		year: ["este año", "fin de año", "final de año"],
	},
	undated: [
		["fin del trimestre", 92],
		["este trimestre", 92],
		["fin del semestre", 183],
		["este semestre", 183],
		["fin de curso", 366],
		["este curso", 366],
	],
};
