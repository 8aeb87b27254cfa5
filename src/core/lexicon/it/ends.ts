/** How Italian says a statement holds only for a while (see ../endWords.ts). */
import type { EndWords } from "../endWords";

/** Italian: "fino a venerdì", "fino al 1° marzo", "questa settimana", "fino alla fine del trimestre". */
export const itEnds: EndWords = {
	until: ["fino a", "fino al", "fino alla", "fino all'", "sino a", "sino al", "entro"],
	articles: ["il", "la", "lo", "l'"],
	periods: {
		day: ["oggi", "stasera"],
		week: ["questa settimana"],
		weekend: ["questo fine settimana", "questo weekend"],
		month: ["questo mese", "fine mese", "fine del mese"],
		year: ["quest'anno", "fine anno", "fine dell'anno"],
	},
	undated: [
		["fine del trimestre", 92],
		["questo trimestre", 92],
		["fine del semestre", 183],
		["questo semestre", 183],
		["fine dell'anno scolastico", 366],
		["quest'anno scolastico", 366],
	],
};
