/** How Spanish names a wrong value and the right one (see ../correctionWords.ts). */
import type { CorrectionWords } from "../correctionWords";

/** Spanish correction words: "jueves, no viernes", "no el viernes sino el jueves", "el jueves en vez del viernes". */
export const esCorrections: CorrectionWords = {
	rightNotWrong: ["no", "y no", "en vez de", "en vez del", "en lugar de", "en lugar del"],
	notWrongButRight: [["no", "sino"], ["no es", "sino"], ["no es", "es"]],
	leads: ["perdón", "en realidad", "es", "son", "el", "la", "los", "las", "a las", "a la"],
};
