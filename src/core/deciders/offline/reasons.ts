/**
 * Why the offline classifier decided as it did, in one short sentence: the
 * step that settled the annotation and the cue words it matched, quoted as
 * the user wrote them. Nothing else of the annotation is repeated, so a
 * reason never says more than the user did or than our fixed wording.
 */
import { type FoldedText, fold, foldForMatching, foldedIndex } from "../../folding";
import type { Action, CorrectionType } from "../../types";
import { CLAUSE_OPENERS } from "../../lexicon/cues";
import type { FoundDate } from "../../dates/dateFinder";
import type { CueMatch, FoundCues, Span } from "./matching";
import { cut } from "../../text";

/** Longest offline reason, in characters. */
export const MAX_OFFLINE_REASON_LENGTH = 160;

/** Longest quote of the user's words within a reason, so that several fit. */
const MAX_QUOTE_LENGTH = 32;

/**
 * The step of the classifier that settled an annotation: one that leaves it
 * for the user (question, lone fragment, hedge), a hedged
 * postponement, or what decided its action.
 */
export type DecidingStep =
	| { step: "question" }
	| { step: "fragment" }
	/** A reminder before any acting cue: the item is still to do. */
	| { step: "reminder" }
	| { step: "hedge" }
	| { step: "hedgedPostponement" }
	/** The first completion, postponement or correction cue that acts on the item. */
	| { step: "cue"; cue: CueMatch }
	/** A rule with no acting cue before it: the item stays. */
	| { step: "rule" }
	/** A wish about form. */
	| { step: "preference" }
	/** An annotation led by a date. */
	| { step: "leadingDate" }
	/** Words beyond cues and fillers: new information. */
	| { step: "plainWords" }
	/** Neither cues nor words that say anything. */
	| { step: "nothing" }
	/** The trained model, where no cue settled it: the user's words that weighed most. */
	| { step: "model"; words: readonly string[] };

/** What a reason is made from. */
export interface ReasonFacts {
	/** The annotation, trimmed; `text` is its folded form, whose spans map back to it. */
	annotation: string;
	text: FoldedText;
	found: FoundCues;
	settled: DecidingStep;
	action: Action;
	type: CorrectionType;
	/** The date a postponement was read from, if any. */
	date: FoundDate | undefined;
	postponeUntil: string | null;
}

/**
 * One sentence on why, at most {@link MAX_OFFLINE_REASON_LENGTH} characters:
 * `Completion cue “erledigt”; no question or hedge.`,
 * `Rule cue “never” + directive “put”: a rule for the agenda.`,
 * `Postponement “next month” → 2026-12-23.`, `Question: kept for you.`
 */
export function offlineReason(facts: ReasonFacts): string {
	return cut(reasonSentence([...actionClauses(facts), ...learnedClauses(facts)]), MAX_OFFLINE_REASON_LENGTH);
}

/**
 * What decided the action alone, lower-case and without the final stop
 * (`no decisive cue, trained model on “bill”: postponed`), for a reason
 * whose type another source decided (a user's past decision); null where
 * the type's clause says it all (a rule, a wish about form) or the user is
 * left to settle the annotation (a question, a hedge: no past decision
 * settles those).
 */
export function offlineActionReason(facts: ReasonFacts): string | null {
	const clauses = actionClauses(facts);
	if (clauses.length === 0 || UNSETTLED_STEPS.has(facts.settled.step)) return null;
	return cut(clauses.join("; "), MAX_ACTION_REASON_LENGTH);
}

/** The steps that leave an annotation for the user: their reason has no type clause. */
const UNSETTLED_STEPS: ReadonlySet<DecidingStep["step"]> = new Set(["question", "fragment", "reminder", "hedge"]);

/** Longest action part of a reason that also quotes a past decision. */
const MAX_ACTION_REASON_LENGTH = 90;

/** The reason for an annotation with no words at all. */
export const EMPTY_ANNOTATION_REASON = "Empty annotation: nothing to do.";

/** The reason given when classifying failed, most likely on malformed extra cue words. */
export const UNREADABLE_CUES_REASON = "The offline classifier failed here (check the extra cue words in the settings): kept for you.";

/** The clauses on what decided the action: the step that settled the annotation. */
function actionClauses(facts: ReasonFacts): string[] {
	const { settled, found } = facts;
	switch (settled.step) {
		case "question": {
			const word = firstOf(found, "question");
			return [word ? `question “${quote(facts, word)}”: kept for you` : "question: kept for you"];
		}
		case "fragment":
			return [`lone word “${cut(facts.annotation, MAX_QUOTE_LENGTH)}”, maybe unfinished: kept for you`];
		case "reminder": {
			const word = firstOf(found, "reminder");
			return [word ? `reminder “${quote(facts, word)}”, still to do: kept for you` : "reminder, still to do: kept for you"];
		}
		case "hedge":
			return [`${hedgeClause(facts)}: kept for you`];
		case "hedgedPostponement":
			return [postponement(facts, firstOf(found, "postpone")), `${hedgeClause(facts)}: only postponed`];
		case "cue":
			return cueClauses(facts, settled.cue);
		case "rule":
		case "preference":
			return [];
		case "leadingDate":
			return [postponement(facts, undefined)];
		case "plainWords":
			return [`${facts.found.matches.length === 0 ? "no cue word" : "words beyond the cues"}: text kept`];
		case "model":
			return [modelClause(facts, settled.words)];
		case "nothing": {
			const keep = firstOf(found, "keep");
			return [keep ? `keep cue “${quote(facts, keep)}”` : found.matches.length === 0 ? "no cue word" : "no cue that acts"];
		}
	}
}

/** The clauses on the type, after the action's; none where the user is left to settle it (a question, a hedge, a fragment). */
function learnedClauses(facts: ReasonFacts): string[] {
	return UNSETTLED_STEPS.has(facts.settled.step) ? [] : learned(facts);
}

function cueClauses(facts: ReasonFacts, cue: CueMatch): string[] {
	if (cue.kind === "completion") return [`completion cue “${quote(facts, cue)}”`, "no question or hedge"];
	if (cue.kind === "postpone") return [postponement(facts, cue)];
	return [`correction cue “${quote(facts, cue)}”: text kept`];
}

/** What the annotation teaches, when that is not already plain from the action. */
function learned(facts: ReasonFacts): string[] {
	switch (facts.type) {
		case "behavioral":
			return [`${ruleClause(facts)}: a rule for the agenda`];
		case "preference": {
			const cue = firstOf(facts.found, "preference");
			return [cue ? `preference cue “${quote(facts, cue)}”: a wish about form` : "a wish about form"];
		}
		case "factual":
			return [facts.action === "rewrite" ? "learned as a fact" : "says more: learned as a fact"];
		case "none":
			return facts.action === "rewrite" || facts.action === "keep" ? ["nothing to learn"] : [];
	}
}

/** The words that made a rule: its rule cue, or the shape it has without one. */
function ruleClause(facts: ReasonFacts): string {
	const cue = firstOf(facts.found, "behavioral");
	if (cue) return `rule cue “${quote(facts, cue)}”`;
	const shape = facts.found.ruleShape;
	if (shape?.kind === "adverb") return `rule cue “${quote(facts, shape.adverb)}” + directive “${quote(facts, shape.directive)}”`;
	if (shape?.kind === "placement") return `filing rule “${quote(facts, shape.placement)}”`;
	if (shape?.kind === "contrast") return `directive “${quote(facts, shape.first)}” set against “${quote(facts, shape.second)}”`;
	return "rule";
}

/** "model, from “weekend”, “work”: kept" — the words are the user's own, each cut short. */
function modelClause(facts: ReasonFacts, words: readonly string[]): string {
	const verb = { complete: "done", postpone: "postponed", rewrite: "text kept", keep: "kept" }[facts.action];
	const quoted = words.slice(0, 3).map((word) => `“${cut(word, MAX_QUOTE_LENGTH)}”`);
	return quoted.length === 0 ? `no decisive cue, trained model: ${verb}` : `no decisive cue, trained model on ${quoted.join(", ")}: ${verb}`;
}

function hedgeClause(facts: ReasonFacts): string {
	const hedge = firstOf(facts.found, "hedge");
	if (hedge) return `hedge “${quote(facts, hedge)}”`;
	const part = firstOf(facts.found, "partDone");
	return part ? `part done “${quote(facts, part)}”` : "hedge";
}

/**
 * "postponement “next month” → 2026-12-23": the postponement cue and the
 * date it was read from, quoted once when they overlap; "date “Friday”" when
 * a date alone postpones; "no date" when none could be read.
 */
function postponement(facts: ReasonFacts, cue: Span | undefined): string {
	const until = facts.postponeUntil === null ? ", no date" : ` → ${facts.postponeUntil}`;
	const date = facts.date;
	if (!date) return cue ? `postponement “${quote(facts, cue)}”${until}` : `postponement${until}`;
	const dateSpan = { start: foldedIndex(facts.text, date.index), end: foldedIndex(facts.text, date.index + date.text.length) };
	if (!cue) return `date “${quote(facts, dateSpan)}”${until}`;
	if (cue.start < dateSpan.end && dateSpan.start < cue.end) {
		return `postponement “${quote(facts, { start: Math.min(cue.start, dateSpan.start), end: Math.max(cue.end, dateSpan.end) })}”${until}`;
	}
	return `postponement “${quote(facts, cue)}” + date “${quote(facts, dateSpan)}”${until}`;
}

function firstOf(found: FoundCues, kind: CueMatch["kind"]): CueMatch | undefined {
	return found.matches.find((match) => match.kind === kind);
}

/** Boundary characters a cue's match may begin with (the clause or word break before it). */
const LEADING_BREAK = /^[\s.,;:!?¡¿()"«»—–-]+/u;
/** Punctuation a match or a date may end with ("next Monday,"). */
const TRAILING_BREAK = /[\s.,;:!?¡¿"«»—–-]+$/u;
let openers: readonly string[] | undefined;

/**
 * The user's own words behind a span of the folded text, without the break
 * and the "and", "bitte", "mais" a cue's match may start with.
 */
function quote(facts: ReasonFacts, span: Span): string {
	const { text, annotation } = facts;
	const raw = annotation.slice(text.origin[span.start] ?? annotation.length, text.origin[span.end] ?? annotation.length);
	let words = raw;
	for (let pass = 0; pass < 3; pass++) {
		words = words.replace(LEADING_BREAK, "");
		const folded = foldForMatching(words);
		openers ??= CLAUSE_OPENERS.map(fold);
		const opener = openers.find((candidate) => /^[\s,]+\S/u.test(folded.folded.slice(candidate.length)) && folded.folded.startsWith(candidate));
		if (opener === undefined) break;
		words = words.slice(folded.origin[opener.length] ?? 0);
	}
	// A cue of punctuation alone (a user's "?!") is quoted as it stands.
	const quoted = words.replace(TRAILING_BREAK, "") || raw.trim();
	return cut(quoted.replace(/\s+/gu, " "), MAX_QUOTE_LENGTH);
}

/** Clauses as a reason's one sentence: joined by semicolons, capitalised, with a final stop. */
export function reasonSentence(parts: readonly string[]): string {
	const text = parts.join("; ");
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
