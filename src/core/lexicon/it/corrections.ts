/** How Italian names a wrong value and the right one (see ../correctionWords.ts). */
import type { CorrectionWords } from "../correctionWords";

/** Italian correction words: "giovedì, non venerdì", "non venerdì ma giovedì", "giovedì invece di venerdì". */
export const itCorrections: CorrectionWords = {
	rightNotWrong: ["non", "e non", "invece di", "anziché"],
	notWrongButRight: [["non", "ma"], ["non", "bensì"], ["non è", "ma"], ["non è", "è"]],
	leads: ["no", "scusa", "in realtà", "è", "il", "lo", "la", "i", "gli", "le", "alle", "alle ore"],
};
