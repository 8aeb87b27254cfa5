/**
 * What the user has not settled: questions ("is this done?", "erledigt?",
 * "est-ce que …", "¿ya está?"), hedges ("not sure", "I think it's done",
 * "Anna says it's done, but I need to verify", "halb erledigt", "forse") and
 * lone half-typed words ("don", "lat", "erl"), and reminders ("don't forget",
 * "n'oublie pas"). None of them completes or rewrites an item; what they
 * become is decided in ./classify.ts.
 */
import type { CueMatch, FoundCues } from "./matching";

/** "?" ending a word or the text, not inside a link ("?id=3"); "¿" anywhere. */
const QUESTION_MARK = /\?(?![\p{L}\p{N}=&_])|¿/u;

/** Whether the annotation asks: a question mark, or a question word of its languages ("ob", "est-ce que", "I wonder"). */
export function isQuestion(folded: string, found: FoundCues): boolean {
	return QUESTION_MARK.test(folded) || found.has("question");
}

/** Whether the annotation doubts or reports a half-finished deed ("not sure", "I think", "halb erledigt", "peut-être"): it never completes. */
export function isHedged(found: FoundCues): boolean {
	return found.has("hedge") || found.has("partDone");
}

/** Whether the annotation doubts ("not sure", "I think", "peut-être", "forse"): it neither completes nor moves its item. */
export function isDoubtful(found: FoundCues): boolean {
	return found.has("hedge");
}

/**
 * The annotation's first reminder ("don't forget", "n'oublie pas le cadeau",
 * "vergiss es nicht"), if it comes before any cue that would act on the
 * item: "paid, don't forget the receipt" still completes.
 */
export function reminderFirst(found: FoundCues): CueMatch | undefined {
	const reminder = found.matches.find((match) => match.kind === "reminder");
	return reminder && ACTING_KINDS.every((kind) => found.first(kind) > reminder.start) ? reminder : undefined;
}

const ACTING_KINDS = ["completion", "postpone", "correction"] as const;

/** Half-typed words this short may be taken for fragments even when they spell a cue ("erl" for "erledigt"). */
const SHORTEST_WHOLE_WORD = 4;

/**
 * Whether the annotation is a lone word the user may still be typing: the
 * start of a longer cue word ("don" of "done", "lat" of "later", "fin" of
 * "finished", "late"), or a word of at most three letters that matches no
 * cue at all ("st"). A short word that is a cue of its own is a fragment
 * only when it is a small start of its word ("erl" of "erledigt"), not most
 * of it (the abbreviations "tmr", "mñn"). A word with punctuation ("erl.",
 * "ok!") was finished on purpose.
 */
export function isLoneFragment(folded: string, found: FoundCues, cueWords: () => ReadonlySet<string>): boolean {
	const word = folded.trim();
	if (!/^\p{L}+$/u.test(word)) return false;
	const isCue = found.matches.length > 0;
	if (!isCue && word.length < SHORTEST_WHOLE_WORD) return true;
	if (isCue && word.length >= SHORTEST_WHOLE_WORD) return false;
	const longer = isCue ? 2 * word.length : word.length + 1;
	for (const cueWord of cueWords()) if (cueWord.length >= longer && cueWord.startsWith(word)) return true;
	return false;
}
