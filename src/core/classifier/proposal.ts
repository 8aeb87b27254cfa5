/**
 * Words the statement to remember from a correction: the user's own words,
 * led by the item they correct so the statement stands on its own.
 */
import { toSingleLine } from "../text";
import type { CorrectionType } from "../types";
import type { FoldedText } from "../folding";
import type { FoundCues } from "./matching";

/**
 * The self-contained statement to remember for an annotation of `type`, or
 * null for type `none`: rules and preferences as written, facts prefixed with
 * their item ("Dentist: the practice moved to Main Street").
 */
export function proposalFor(
	type: CorrectionType,
	item: string,
	annotation: string,
	text: FoldedText,
	found: FoundCues,
): string | null {
	if (type === "none") return null;
	if (type === "behavioral" || type === "preference") return toSingleLine(annotation);
	const statement = withoutLeadingCue(annotation, text, found);
	const subject = toSingleLine(item).replace(/[\s:;,.–—-]+$/u, "");
	return toSingleLine(subject === "" ? statement : `${subject}: ${statement}`);
}

const ONLY_SEPARATORS = /^[\s,.:;!?¡¿–—-]*$/u;
const LEADING_SEPARATORS = /^[\s,.:;!?¡¿–—-]+/u;
/** A cue set off by punctuation ("wrong —", "done,") is noise; "not Rome but Florence" is the statement itself. */
const PUNCTUATION_OR_BREAK = /[,.:;!?¡¿–—\n-]/u;
const CONJUNCTION = /^(?:and|und|et|y|e|but|aber|mais|pero|ma)(?![\p{L}])/u;

/**
 * "that's wrong — I called them two days ago" → "I called them two days ago":
 * drops one leading completion, correction or keep cue that punctuation sets
 * off, when meaningful text follows; otherwise keeps the user's words.
 */
function withoutLeadingCue(annotation: string, text: FoldedText, found: FoundCues): string {
	const first = found.matches[0];
	if (!first || !(first.kind === "completion" || first.kind === "correction" || first.kind === "keep")) return annotation;
	if (!ONLY_SEPARATORS.test(text.folded.slice(0, first.start))) return annotation;
	const afterCue = text.folded.slice(first.end);
	const separators = LEADING_SEPARATORS.exec(afterCue)?.[0] ?? "";
	if (!PUNCTUATION_OR_BREAK.test(separators)) return annotation;
	const rest = afterCue.slice(separators.length);
	if (CONJUNCTION.test(rest) || !/[\p{L}\p{N}]{2,}/u.test(rest)) return annotation;
	return annotation.slice(text.origin[first.end + separators.length] ?? annotation.length).trim();
}
