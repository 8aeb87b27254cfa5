/** How French names a wrong value and the right one (see ../correctionWords.ts). */
import type { CorrectionWords } from "../correctionWords";

/** French correction words: "jeudi, pas vendredi", "pas vendredi mais jeudi", "jeudi et non vendredi". */
export const frCorrections: CorrectionWords = {
	rightNotWrong: ["pas", "et pas", "et non", "non pas", "au lieu de", "plutôt que"],
	notWrongButRight: [["pas", "mais"], ["non pas", "mais"], ["ce n'est pas", "mais"], ["c'est pas", "mais"]],
	leads: ["non", "pardon", "en fait", "c'est", "c est", "le", "la", "les", "à"],
};
