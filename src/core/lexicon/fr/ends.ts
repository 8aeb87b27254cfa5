/** How French says a statement holds only for a while (see ../endWords.ts). */
import type { EndWords } from "../endWords";

/** French: "jusqu'à vendredi", "jusqu'au 1er mars", "cette semaine", "jusqu'à la fin du trimestre". */
export const frEnds: EndWords = {
	until: ["jusqu'à", "jusqu'au", "jusqu'aux", "jusque"],
	articles: ["le", "la", "l'"],
	periods: {
		day: ["aujourd'hui", "ce soir"],
		week: ["cette semaine", "fin de la semaine"],
		weekend: ["ce week-end", "ce weekend"],
		month: ["ce mois-ci", "ce mois", "fin du mois"],
		year: ["cette année", "fin de l'année"],
	},
	undated: [
		["fin du trimestre", 92],
		["ce trimestre", 92],
		["fin du semestre", 183],
		["ce semestre", 183],
		["fin de l'année scolaire", 366],
		["cette année scolaire", 366],
	],
};
