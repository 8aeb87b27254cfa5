/** How German names a wrong value and the right one (see ../correctionWords.ts). */
import type { CorrectionWords } from "../correctionWords";

/** German correction words: "Donnerstag, nicht Freitag", "nicht Freitag sondern Donnerstag", "Donnerstag statt Freitag". */
export const deCorrections: CorrectionWords = {
	rightNotWrong: ["nicht", "und nicht", "statt", "anstatt", "anstelle von"],
	notWrongButRight: [["nicht", "sondern"], ["es ist nicht", "sondern"], ["nicht am", "sondern"]],
	leads: ["nein", "sorry", "eigentlich", "es ist", "ist", "sondern", "richtig ist", "der", "die", "das", "den", "dem", "am", "um", "im"],
};
