/**
 * What the offline decider needs from the classifier when a past decision
 * overrides its type: whether the annotation is settled at all, and the
 * statement the classifier's own wording makes of it for another type.
 */
import { isDecisive, readCues } from "../offline/classify";
import { proposalFor } from "../offline/proposal";
import type { ExtraCues } from "../../languages";
import type { CorrectionType } from "../../types";

/** An annotation read by the classifier's cue matching. */
export interface ClassifierReading {
	/** A question, a hedge or a lone fragment: the user has not settled it, so no past decision makes a proposal of it. */
	unsettled: boolean;
	/** The statement to remember for a proposal of `type` (null for `none`), worded as the classifier words it. */
	proposalFor(type: CorrectionType): string | null;
}

/** Reads an (item, annotation) pair the way the offline classifier does; `today` dates relative words in the statement. */
export function readLikeClassifier(item: string, rawAnnotation: string, today: string, extraCues?: ExtraCues): ClassifierReading {
	const annotation = rawAnnotation.trim();
	const reading = readCues(annotation, extraCues === undefined ? { today } : { today, extraCues });
	const { text, found, languages, cues } = reading.evidence;
	return {
		unsettled: isDecisive(reading.settled),
		proposalFor: (type) => proposalFor({ type, item, annotation, text, found, languages, cues, today }),
	};
}
