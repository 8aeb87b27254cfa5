/**
 * The built-in offline classifier: decides action, type, proposal and
 * postponement date of one annotation from cue words, without an LLM.
 * Folding, cue matching, dates and the proposal's wording live in their own
 * modules; this one weighs what they find.
 */
import type { ExtraCues, Language } from "../../languages";
import type { Action, CorrectionType } from "../../types";
import { type CompiledCues, type Span, compiledCues, wordsForCues } from "./cueRegexes";
import { DateFinder, type DateOrder, type FoundDate } from "../../dates/dateFinder";
import { type FoldedText, foldForMatching, foldedIndex, wordsOf } from "../../folding";
import { isDoubtful, isHedged, isLoneFragment, isQuestion, reminderFirst } from "./hedges";
import { type CueMatch, type FoundCues, detectLanguages, findCues } from "./matching";
import { proposalFor } from "./proposal";
import { type DecidingStep, EMPTY_ANNOTATION_REASON, offlineActionReason, offlineReason } from "./reasons";

/** What the offline classifier decides for one (item, annotation) pair. */
export interface OfflineClassification {
	action: Action;
	type: CorrectionType;
	/** Self-contained statement to remember; null for type `none`. */
	proposal: string | null;
	/** ISO date the item is postponed to, or null (not a postponement, or no resolvable date). */
	postponeUntil: string | null;
	/** One short sentence on why: the step that settled it and the cue words matched, in the user's spelling. */
	reason: string;
	/** What decided the action alone (see Decision.actionReason); absent where the user is left to settle it or a rule's clause says it all. */
	actionReason?: string;
	/** A rule or a wish is proposed and the annotation stays under its item, in case it also corrects that item (see Decision.leaveAnnotation). */
	leaveAnnotation?: true;
}

/** The item and the annotation written under it. */
export interface OfflineClassifyInput {
	item: string;
	annotation: string;
}

/** Today's date (YYYY-MM-DD, relative dates resolve against it), the user's extra cue words and how they write numeric dates. */
export interface OfflineClassifyOptions {
	today: string;
	extraCues?: ExtraCues;
	/** How "12/10" reads; day-first when absent. Dates with a month name read the same either way. */
	dateOrder?: DateOrder;
	/** The trained model, which decides what the cue rules do not settle; cue rules alone when absent. */
	model?: AnnotationJudge;
}

/** Judges an annotation the cue rules did not settle (the trained model, see ./model). */
export interface AnnotationJudge {
	/** Action and type for the pair (its annotation trimmed), and the user's words that weighed most; undefined to keep the cue rules' verdict. */
	judge(pair: OfflineClassifyInput, reading: CueReading): { action: Action; type: CorrectionType; words: string[] } | undefined;
	/** How likely the model finds it that the item is done, and that it is put off (each summed over the verdicts with that action). */
	actionProbabilities(pair: OfflineClassifyInput, reading: CueReading): ActionProbabilities;
	/**
	 * The least probabilities at which the model's completions and
	 * postponements were right at least 98 times in 100 on a split of the
	 * training data it was not fitted on (see scripts/classifier/calibrate.ts);
	 * absent: no such bar.
	 */
	readonly sureAt?: ActionProbabilities;
}

/** A probability per action that moves an item. */
export interface ActionProbabilities {
	complete: number;
	postpone: number;
}

/** A completion or postponement needs this many words besides its cues to teach something. */
const MIN_WORDS_BEYOND_CUE = 2;

/** What the user has not settled stays as written, with nothing to learn. */
function leaveIt(reason: string): OfflineClassification {
	return { action: "keep", type: "none", proposal: null, postponeUntil: null, reason };
}

/**
 * Classifies one annotation; cheap (cue regexes are compiled once per cue set).
 *
 * What the user has not settled stays in the note as written (`keep`/`none`:
 * the process pass leaves such an annotation in place, so nothing the user
 * wrote is lost or acted on):
 * - a question ("is this done?", "erledigt?", "ob …", "est-ce que …", "¿ya está?")
 *   never acts and teaches nothing, whatever cue it holds;
 * - a hedge ("not sure", "I think it's done", "but I need to verify",
 *   "vielleicht", "à moitié fait") never completes, rewrites or states a
 *   rule; only a postponement goes through ("halb erledigt, Rest morgen",
 *   "not today, maybe Thursday"): the item stays and only gains a date, and
 *   nothing is learned;
 * - a lone half-typed word ("don", "lat", "st", "erl", "fin") is never read as
 *   the cue it may become (see ./hedges.ts), unless it names a date ("Fri");
 * - a reminder before any acting cue ("don't forget the present", "n'oublie
 *   pas le cadeau") says the item is still to do: it is neither ticked off
 *   nor moved, unless it states a rule ("don't forget: never book Mondays").
 *
 * A postponement whose date cannot be read gets `postponeUntil: null`: no
 * date is invented; the edit decides what an undated postponement does.
 */
export function classifyOffline(input: OfflineClassifyInput, options: OfflineClassifyOptions): OfflineClassification {
	const annotation = input.annotation.trim();
	if (annotation === "") return leaveIt(EMPTY_ANNOTATION_REASON);
	const reading = readCues(annotation, options);
	const judged = options.model && !isDecisive(reading.settled) ? options.model.judge({ item: input.item, annotation }, reading) : undefined;
	// Where the model agrees, the cue rule that fired is the better reason.
	const overruled = judged !== undefined && (judged.action !== reading.action || judged.type !== reading.type);
	// Only the model moves the item where it overrules the cue rules; it must be sure enough to.
	// So must the cue rules where only a word's ending reads as a deed ("Törggelezeit", "redondeados").
	const barred = overruled || byEndingOnly(reading);
	const moving = overruled ? judged.action : reading.action;
	const unsure = barred && options.model ? unsureOf(moving, reading, options.model.actionProbabilities({ item: input.item, annotation }, reading), options.model.sureAt) : null;
	// A rule or a wish about form the cue rules found still teaches, and moves nothing.
	const learnsOnly = reading.action === "keep" && reading.type === "behavioral";
	if (unsure !== null && !learnsOnly) return leaveIt(overruled && reading.settled.step === "cue" ? disagreement(reading.settled.cue, annotation, reading.evidence.text) : unsure);
	const { action, type, settled } = overruled && unsure === null ? { action: judged.action, type: judged.type, settled: { step: "model", words: judged.words } as const } : reading;
	const { evidence } = reading;
	const forbidden = forbiddenBy(action, reading, annotation);
	if (forbidden !== null) return leaveIt(forbidden);
	const { text, found, languages, cues, dates } = evidence;
	const date = action === "postpone" ? dates.firstFuture() : undefined;
	// "after a 24-hour shift keep the next day free, don't put anything": a rule that names no date
	// describes when things happen; it does not ask to move this item.
	if (action === "postpone" && date === undefined && (type === "behavioral" || type === "preference")) {
		return learnOnly({ item: input.item, annotation, type, evidence, today: options.today, reason: UNDATED_RULE_REASON });
	}
	const postponeUntil = date?.iso ?? null;
	const facts = { annotation, text, found, settled, action, type, date, postponeUntil };
	const actionReason = offlineActionReason(facts);
	return {
		action,
		type,
		proposal: proposalFor({ type, item: input.item, annotation, text, found, languages, cues, today: options.today }),
		postponeUntil,
		reason: offlineReason(facts),
		...(actionReason === null ? {} : { actionReason }),
		// The offline decider writes no new item text, so a rule or a wish under an item may also correct
		// that item ("the practice nurse does those, book with her not the GP"): the line stays, marked.
		...(action === "keep" && type !== "none" ? { leaveAnnotation: true as const } : {}),
	};
}

/** Why a rule with a postponement word but no date leaves the item where it is. */
const UNDATED_RULE_REASON = "A rule with no date: learned, and the item stays where it is with your note under it.";

/** A rule or a wish proposed, the item left as it is and the annotation under it. */
function learnOnly(facts: { item: string; annotation: string; type: "behavioral" | "preference"; evidence: Evidence; today: string; reason: string }): OfflineClassification {
	const { item, annotation, type, evidence, today, reason } = facts;
	const { text, found, languages, cues } = evidence;
	return { action: "keep", type, proposal: proposalFor({ type, item, annotation, text, found, languages, cues, today }), postponeUntil: null, reason, leaveAnnotation: true };
}

/**
 * Why the annotation's own words forbid acting on the item as `action`, or
 * null; holds over any decider's verdict (see ../guard.ts). An item is never
 * ticked off on a question, a hedge, a condition, an attempt that failed, a
 * negation or a part done ("finished once the landlord pays", "rang, no
 * answer", "started"), nor on a rule alone ("from now on always attach the
 * receipts"): a completion needs a completion word before the rule. An
 * undated postponement is never made of a status note ("still waiting for
 * the part"): the item stays where it is, and so does the note.
 */
export function forbiddenBy(action: Action, reading: CueReading, annotation: string): string | null {
	const { evidence } = reading;
	const { text, words, languages, cues, found } = evidence;
	const quoted = (span: Span): string => annotation.slice(text.origin[span.start], text.origin[span.end]).trim();
	if (action === "postpone") {
		if (isQuestion(text.folded, found)) return "It asks: the item stays where it is, and so does your note.";
		if (isDoubtful(found)) return "It doubts: the item stays where it is, and so does your note.";
		return statusNote(reading, annotation);
	}
	if (action !== "complete") return null;
	if (isQuestion(text.folded, found)) return "It asks: the item stays open and your note stays.";
	if (isHedged(found)) return "It hedges: the item stays open and your note stays.";
	for (const language of languages) {
		const span = cues.languages[language].unfinished?.spansIn(text.folded, words)[0];
		if (span) return `Not done yet (“${quoted(span)}”): the item stays open and your note stays.`;
	}
	// "sent, waiting", "envoyé, j'attends leur réponse": a step is done, the item waits on someone.
	for (const language of languages) {
		const span = cues.languages[language].statusNotes?.spansIn(text.folded, words)[0];
		if (span) return `Still open (“${quoted(span)}”): the item stays open and your note stays.`;
	}
	// "fatto il primo cassetto, il resto un'altra sera": a part is done, the rest is still to do.
	const deed = found.matches.find((match) => match.kind === "completion");
	for (const language of languages) {
		const rest = cues.languages[language].remainders?.spansIn(text.folded, words).find((span) => deed !== undefined && span.start >= deed.end);
		if (rest) return `Only part of it is done (“${quoted(rest)}” is left): the item stays open and your note stays.`;
	}
	const ruleStart = behavioralStart(evidence);
	if (Number.isFinite(ruleStart)) {
		const completion = firstActingCue(evidence, "completion", ruleStart);
		if (!completion || completion.start >= ruleStart) return "A rule alone does not say the item is done: it stays open and your note stays.";
	}
	return null;
}

/**
 * Why an undated postponement is left: a status note ("still waiting for
 * the part", "noch nicht", "en cours") says where the item stands, not that
 * it should move; null when the annotation names a date ahead or holds no
 * status words.
 */
function statusNote(reading: CueReading, annotation: string): string | null {
	const { text, words, languages, cues, dates, found } = reading.evidence;
	if (dates.firstFuture() !== undefined) return null;
	const spans = languages.flatMap((language) => cues.languages[language].statusNotes?.spansIn(text.folded, words) ?? []);
	const first = spans.sort((a, b) => a.start - b.start)[0];
	if (!first) return null;
	// "noch nicht fertig, später": a postponement word beside the status asks for the move.
	const asksToMove = found.matches.some((match) => match.kind === "postpone" && !spans.some((span) => match.start < span.end && span.start < match.end));
	if (asksToMove) return null;
	return `Status note “${annotation.slice(text.origin[first.start], text.origin[first.end]).trim()}”: the item stays where it is, and so does your note.`;
}

/**
 * Why the model is not sure enough to move the item, or null: a completion
 * or postponement whose probability is under the bar the model's verdicts
 * met on data it was not fitted on. A postponement that names its date
 * ("move to Dec 10", "verschieben auf Samstag") needs no bar.
 */
function unsureOf(action: Action, reading: CueReading, probabilities: ActionProbabilities, sureAt: ActionProbabilities | undefined): string | null {
	if (!sureAt || !modelAlone(action, reading)) return null;
	if (action === "complete" && probabilities.complete < sureAt.complete) return "Not sure enough that it is done: the item stays open and your note stays.";
	if (action === "postpone" && explicitPostponement(reading) === undefined && probabilities.postpone < sureAt.postpone) return "Not sure enough that it is put off: the item stays and your note stays.";
	return null;
}

/** Why an annotation is left where its cue word and the model disagree and the model is not sure of its own reading. */
function disagreement(cue: CueMatch, annotation: string, text: FoldedText): string {
	const words = annotation.slice(text.origin[cue.start], text.origin[cue.end]).trim();
	return `Cue “${words}” and the trained model disagree, and the model is not sure enough: the item stays and your note stays.`;
}

/**
 * Whether the model alone moves the item: the cue rules found no word that
 * acts on it that way, or only a word whose ending looks like a participle
 * ("Törggelezeit", "supermercato"), which is no evidence of a deed alone.
 */
export function modelAlone(action: Action, reading: CueReading): boolean {
	if (byEndingOnly(reading)) return true;
	return reading.action !== action || (reading.settled.step !== "cue" && reading.settled.step !== "leadingDate" && reading.settled.step !== "hedgedPostponement");
}

/** Whether the cue rules' completion rests on a word read as a participle by its ending alone. */
function byEndingOnly(reading: CueReading): boolean {
	return reading.settled.step === "cue" && reading.settled.cue.kind === "completion" && reading.settled.cue.byEnding === true;
}

/**
 * The date of an explicit postponement: the annotation opens with words
 * that ask for one and a date ahead follows in the same clause ("move to
 * Dec 10", "verschieben auf Samstag", "reporter à lundi"), or its first
 * clause is a date ahead and nothing else ("Friday — and never put calls
 * over lunch"). Such a postponement stands over any model's verdict; a
 * date inside a fact, a report or a correction ("moved to Thursday", "it's
 * on the 12th now") is none.
 */
export function explicitPostponement(reading: CueReading): FoundDate | undefined {
	const { text, words, languages, cues, dates } = reading.evidence;
	if (reading.settled.step === "question" || reading.settled.step === "hedge" || reading.settled.step === "reminder") return undefined;
	const date = dates.firstFuture();
	if (!date) return undefined;
	const dateStart = foldedIndex(text, date.index);
	const dateEnd = foldedIndex(text, date.index + date.text.length);
	const clauseEnd = nextBreakFrom(text.folded, dateEnd);
	if (lastBreakBefore(text.folded, dateStart) > 0) return undefined;
	const opening = text.folded.slice(0, dateStart);
	for (const language of languages) {
		const verb = cues.languages[language].postponeVerbs?.spansIn(text.folded, words)[0];
		if (verb && wordsOf(opening.slice(0, verb.start)).length === 0 && verb.end <= dateStart) return date;
	}
	// A date alone in its clause, after filler words at most ("on Friday", "am Freitag"); "moved to Thursday" reports.
	const alone = wordsOf(text.folded.slice(dateEnd, clauseEnd)).length === 0 && wordsOf(opening).every((word) => languages.some((language) => cues.languages[language].fillers.has(word)));
	return alone ? date : undefined;
}

/** Where the clause holding `index` ends: at the next clause break, or the end. */
function nextBreakFrom(folded: string, index: number): number {
	for (let i = index; i < folded.length; i++) if (CLAUSE_BREAK.test(folded[i]!)) return i;
	return folded.length;
}

/** What the cue rules alone make of an annotation: action, type, the step that settled them, and the evidence. */
export interface CueReading {
	action: Action;
	type: CorrectionType;
	settled: DecidingStep;
	evidence: Evidence;
}

/**
 * Steps whose verdict the cue rules settle on their own: what the user has
 * not settled (a question, a lone fragment, a hedge) stays for the user
 * whatever a model thinks. Everywhere else the trained model decides, with
 * the cue rules' verdict as one of its features: on the corpus it overrules
 * them where they are often wrong (a cue-less rule read as a fact, "not"
 * in a filing rule read as a correction).
 */
export function isDecisive(settled: DecidingStep): boolean {
	return DECISIVE_STEPS.has(settled.step);
}

const DECISIVE_STEPS: ReadonlySet<DecidingStep["step"]> = new Set(["question", "fragment", "reminder", "hedge", "hedgedPostponement"]);

/** Reads the annotation's cues and decides by the cue rules alone (see {@link classifyOffline}). */
export function readCues(annotation: string, options: OfflineClassifyOptions): CueReading {
	const text = foldForMatching(annotation);
	const cues = compiledCues(options.extraCues);
	const languages = detectLanguages(text.folded, cues);
	const words = wordsForCues(text.folded);
	const found = findCues(text.folded, cues, languages, words);
	const dates = new DateFinder(annotation, options.today, languages, options.dateOrder);
	const evidence: Evidence = { text, words, cues, languages, found, dates };
	const leave = (settled: DecidingStep): CueReading => ({ action: "keep", type: "none", settled, evidence });

	if (isQuestion(text.folded, found)) return leave({ step: "question" });
	if (isLoneFragment(text.folded, found, cues.cueWords) && dates.firstFuture() === undefined) return leave({ step: "fragment" });
	if (remindsOnly(evidence)) return leave({ step: "reminder" });
	const decided = decideAction(evidence);
	// A doubt ("maybe Thursday", "peut-être en février") settles nothing: the item and the note stay.
	if (isDoubtful(found)) return leave({ step: "hedge" });
	const partDone = isHedged(found);
	if (partDone && !(decided.action === "postpone" || found.has("postpone") || dates.firstFuture() !== undefined)) return leave({ step: "hedge" });
	const action = partDone ? "postpone" : decided.action;
	const settled: DecidingStep = partDone ? { step: "hedgedPostponement" } : decided.settled;
	// A deed done in part teaches nothing: the item only gains the date of the rest ("half of them done, rest monday").
	return { action, type: partDone ? "none" : decideType(action, evidence), settled, evidence };
}

// ---------------------------------------------------------------------------
// Decisions.

/** Everything the decisions look at, gathered once per annotation. */
export interface Evidence {
	text: FoldedText;
	/** The folded text's words, gathered once: what the cue lists' look-up asks for. */
	words: ReadonlySet<string>;
	cues: CompiledCues;
	languages: readonly Language[];
	found: FoundCues;
	dates: DateFinder;
}

/** An action and the step that chose it. */
interface ActionDecision {
	action: Action;
	settled: DecidingStep;
}

function decideAction(evidence: Evidence): ActionDecision {
	const { found } = evidence;
	// Words after the start of a rule belong to the rule ("always the train instead of the plane",
	// "never postpone the dentist"); only cues before it act on the item.
	const ruleStart = behavioralStart(evidence);
	// The cue that comes first says what the user means: "not yet, done the forms" postpones,
	// "done, the rest next week" completes, "wrong, it's tomorrow" corrects.
	const earliest = (["completion", "postpone", "correction"] as const)
		.map((kind) => firstActingCue(evidence, kind, ruleStart))
		.filter((cue): cue is CueMatch => cue !== undefined && cue.start < ruleStart)
		.sort((a, b) => a.start - b.start)[0];
	if (earliest?.kind === "completion") {
		const waiting = conditionOf(evidence, earliest) ?? remainderAfter(evidence, earliest);
		return waiting ? { action: "postpone", settled: { step: "cue", cue: waiting } } : { action: "complete", settled: { step: "cue", cue: earliest } };
	}
	if (earliest?.kind === "postpone") return { action: "postpone", settled: { step: "cue", cue: earliest } };
	if (earliest?.kind === "correction") return { action: "rewrite", settled: { step: "cue", cue: earliest } };
	// "Friday — and from now on never put calls over lunch": a date leading its own clause before the rule puts the item off too.
	if (Number.isFinite(ruleStart) && datedClauseBefore(evidence, ruleStart)) return { action: "postpone", settled: { step: "leadingDate" } };
	if (Number.isFinite(ruleStart)) return { action: "keep", settled: { step: "rule" } };
	if (found.has("preference")) return { action: "rewrite", settled: { step: "preference" } };
	if (startsWithDate(evidence)) return { action: "postpone", settled: { step: "leadingDate" } };
	return meaningfulWords(evidence, []).length > 0
		? { action: "rewrite", settled: { step: "plainWords" } }
		: { action: "keep", settled: { step: "nothing" } };
}

/** Where the first word at or after `at` starts: a rule's match may begin with the punctuation that opens its clause ("— and never"). */
function firstWordFrom(folded: string, at: number): number {
	return at + Math.max(0, folded.slice(at).search(/[\p{L}\p{N}]/u));
}

/**
 * Whether a reminder settles the annotation: one comes first, and no rule
 * starts outside its words ("don't forget: never book Mondays" states one;
 * the "don't" of "important, don't forget" is the reminder's own).
 */
function remindsOnly(evidence: Evidence): boolean {
	const reminder = reminderFirst(evidence.found);
	if (!reminder) return false;
	// "Mum's birthday is on 14 March, remember that": a reminder after a statement asks to keep the statement.
	if (lastBreakBefore(evidence.text.folded, firstWordFrom(evidence.text.folded, reminder.start)) > 0 && wordsOf(evidence.text.folded.slice(0, reminder.start)).length >= STATEMENT_WORDS) return false;
	const ruleStart = behavioralStart(evidence);
	if (!Number.isFinite(ruleStart)) return true;
	const ruleWord = firstWordFrom(evidence.text.folded, ruleStart);
	return ruleWord >= reminder.start && ruleWord < reminder.end;
}

/** Words before a later reminder that make a statement of their own. */
const STATEMENT_WORDS = 3;

/**
 * "when the plastering's done", "sobald die Wand trocken ist", "una volta
 * finito": a condition word opening the completion's clause makes the deed
 * something the item waits for. The postponement spans the condition and
 * the cue, so the reason quotes both.
 */
function conditionOf({ text, words, languages, cues }: Evidence, completion: CueMatch): CueMatch | undefined {
	const clauseStart = lastBreakBefore(text.folded, completion.start);
	for (const language of languages) {
		const condition = cues.languages[language].conditions?.spansIn(text.folded, words).find((span) => span.start >= clauseStart && span.end <= completion.start);
		if (condition) return { kind: "postpone", start: condition.start, end: completion.end };
	}
	return undefined;
}

/**
 * "did the front side, the rest on Sunday", "fait la moitié, le reste
 * demain": a later clause that puts what is left of the item off to a date
 * or a postponement says the completion was only part of it.
 */
function remainderAfter({ text, words, languages, cues, found, dates }: Evidence, completion: CueMatch): CueMatch | undefined {
	for (const language of languages) {
		for (const rest of cues.languages[language].remainders?.spansIn(text.folded, words) ?? []) {
			if (rest.start < completion.end || lastBreakBefore(text.folded, rest.start) < completion.end) continue;
			const later = (at: number): boolean => at >= rest.start && lastBreakBefore(text.folded, at) <= rest.start;
			if (dates.future().some((date) => later(foldedIndex(text, date.index))) || found.matches.some((match) => match.kind === "postpone" && later(match.start))) {
				return { kind: "postpone", start: rest.start, end: rest.end };
			}
		}
	}
	return undefined;
}

/** Where the clause holding `index` starts: just after the last clause break before it, or 0. */
function lastBreakBefore(folded: string, index: number): number {
	let start = 0;
	for (let i = index - 1; i >= 0; i--) {
		if (CLAUSE_BREAK.test(folded[i]!)) {
			start = i + 1;
			break;
		}
	}
	return start;
}

/** Breaks between clauses, and the conjunctions that join a second one ("paid and never again…"). */
const CLAUSE_JOIN = /[,.;:!?()\n—–]|\s-\s|(?:^|\s)(?:and|then|und|dann|et|puis|y|luego|e|poi)\s/u;

/**
 * The first cue of `kind` that acts on the item. A cue inside the rule's own
 * clause is the rule's subject, not a report ("cancelled stuff should be
 * deleted", "lo cancelado bórralo", "le cose annullate cancellale").
 */
function firstActingCue({ found, text }: Evidence, kind: "completion" | "postpone" | "correction", ruleStart: number): CueMatch | undefined {
	const ruleWord = Number.isFinite(ruleStart) ? firstWordFrom(text.folded, ruleStart) : ruleStart;
	for (const match of found.matches) {
		if (match.kind !== kind) continue;
		if (match.start < ruleStart && Number.isFinite(ruleStart) && !CLAUSE_JOIN.test(text.folded.slice(match.end, ruleWord))) continue;
		return match;
	}
	return undefined;
}

/**
 * Where the rule in a behavioral annotation starts: its first behavioral cue,
 * or its first rule adverb when one meets a directive word ("never … put",
 * "nie … eintragen") and no preference cue says the rule is about form
 * ("sort by priority, not alphabetically"); infinity when it states no rule.
 */
function behavioralStart({ found }: Evidence): number {
	const cue = found.first("behavioral");
	if (Number.isFinite(cue) || found.has("preference")) return cue;
	return found.ruleAdverbAt;
}

/** Whether the annotation opens with a date alone in its clause, before the rule that starts at `ruleStart` ("Friday — and from now on …"). */
function datedClauseBefore(evidence: Evidence, ruleStart: number): boolean {
	const date = evidence.dates.firstFuture();
	if (!date || !startsWithDate(evidence)) return false;
	const end = foldedIndex(evidence.text, date.index + date.text.length);
	const clauseEnd = nextBreakFrom(evidence.text.folded, end);
	return clauseEnd <= ruleStart && wordsOf(evidence.text.folded.slice(end, clauseEnd)).length === 0;
}

/** "it is" before a date makes a statement ("c'est le 4 juin"), not a postponement. */
const COPULAS: ReadonlySet<string> = new Set(["is", "are", "was", "ist", "sind", "war", "est", "sont", "es", "son", "era", "e", "sono"]);

/**
 * "Friday", "am Freitag, Praxis zu", "moved to Monday", "lunedì prossimo, …":
 * an annotation led by a date postpones.
 */
function startsWithDate(evidence: Evidence): boolean {
	const first = evidence.dates.firstFuture();
	if (!first) return false;
	const before = wordsOf(evidence.text.folded.slice(0, foldedIndex(evidence.text, first.index)));
	const { languages, cues } = evidence;
	return before.every(
		(word) => !COPULAS.has(word) && languages.some((language) => cues.languages[language].beforeDate.has(word)),
	);
}

function decideType(action: Action, evidence: Evidence): CorrectionType {
	if (Number.isFinite(behavioralStart(evidence))) return "behavioral";
	if (evidence.found.has("preference")) return "preference";
	if (action === "keep") return "none";
	// A postponement's own date is not news; other dates ("in hospital until Sunday") are.
	const ignored = action === "postpone" ? evidence.dates.future().slice(0, 1) : [];
	if (action === "rewrite") return meaningfulWords(evidence, ignored).length >= 1 ? "factual" : "none";
	// A second deed ("not needed, sold the car") and a number ("paid, 412 €") are news; so is a
	// single word after a reason ("cancelled because of rain").
	const words = meaningfulWords(evidence, ignored, action === "complete");
	const needed = words.some((word) => /\d/u.test(word)) || givesReason(evidence) ? 1 : MIN_WORDS_BEYOND_CUE;
	return words.length >= needed ? "factual" : "none";
}

function givesReason({ text, words, languages, cues }: Evidence): boolean {
	return languages.some((language) => (cues.languages[language].reasons?.spansIn(text.folded, words).length ?? 0) > 0);
}

function isFiller(word: string, evidence: Evidence): boolean {
	return evidence.languages.some((language) => evidence.cues.languages[language].fillers.has(word));
}

const CLAUSE_BREAK = /[,.;:!?()\n—–]/u;

/**
 * Words left once cues, fillers and the ignored dates are blanked out; with
 * `secondDeeds`, a completion cue in a later clause than the first one stays
 * as words ("not needed, sold the car").
 */
function meaningfulWords(evidence: Evidence, ignoredDates: readonly FoundDate[], secondDeeds = false): string[] {
	const { text, found } = evidence;
	let rest = text.folded;
	const blank = (start: number, end: number): void => {
		rest = rest.slice(0, start) + " ".repeat(Math.max(0, end - start)) + rest.slice(end);
	};
	const firstDeed = found.matches.find((match) => match.kind === "completion");
	const isSecondDeed = (match: CueMatch): boolean =>
		secondDeeds &&
		firstDeed !== undefined &&
		match.kind === "completion" &&
		match.start >= firstDeed.end &&
		CLAUSE_BREAK.test(text.folded.slice(firstDeed.end, match.start));
	for (const match of found.matches) if (!isSecondDeed(match)) blank(match.start, match.end);
	for (const date of ignoredDates) blank(foldedIndex(text, date.index), foldedIndex(text, date.index + date.text.length));
	return wordsOf(rest).filter((word) => (word.length > 1 || /\d/.test(word)) && !isFiller(word, evidence));
}
