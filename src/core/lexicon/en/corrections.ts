/** How English names a wrong value and the right one (see ../correctionWords.ts). */
import type { CorrectionWords } from "../correctionWords";

/** English correction words: "Thursday, not Friday", "not Friday but Thursday", "it's 3pm not 2pm". */
export const enCorrections: CorrectionWords = {
	rightNotWrong: ["not", "and not", "instead of", "rather than"],
	notWrongButRight: [["not", "but"], ["it's not", "but"], ["it is not", "but"], ["it isn't", "but"]],
	leads: ["no", "nope", "sorry", "actually", "it's", "it is", "its", "it should be", "should be", "make it", "the", "on", "at", "in", "by"],
};
