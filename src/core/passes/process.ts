import { findAnnotations, type Annotation } from "../agenda/annotations";
import { applySplices, planEdits, refusal, type DecidedAnnotation, type EditOptions, type RefusedDecision, type Splice } from "../agenda/edits";
import type { Clock, VaultPort } from "../ports";
import type { JournalDecision, JournalStore } from "./journal";
import { startJournaledRun, type JournaledVault } from "./writeAhead";
import { createProposer, similarEntriesOf, tagForProposal, tagForType, type NewProposal, type Proposer } from "../exchange";
import type { Settings } from "../settings";
import { isoDate, isoMinute } from "../text";
import { PROPOSAL_TYPES, type AnnotationInput, type CandidateEntry, type DecideContext, type Decider, type EntryRef, type Decision, type LearnedContext, type UserExample } from "../types";
import { loadExamples, type ExampleStore } from "../deciders/examples/exampleStore";
import { normalizeVaultPath } from "../paths";
import { lazy } from "../lazy";
import { guardBatch } from "../deciders/guard";
import { dateOrderFor } from "../deciders";
import { ownNotesOf, ownPlaceOf } from "../agenda/sources";
import { recordUses, type UseCountStore, type UseEvent } from "../memory/useCounts";
import { isDisabled } from "../memory/meta";
import { agendaFacts, contextFor, malformedScopes } from "../memory/scope";
import { decisionContext, loadDecisionCache, type DecisionCache, type DecisionCacheStore } from "./decisionCache";
import { literalReplacement, replacementClause } from "../deciders/offline/literalReplacement";
import { waitsForUser } from "./reports";
import { STOPPED_MESSAGE, type StopSignal } from "../stop";
import type { RunUsage } from "../llm/meter";
import { recordUsage, type UsageStore } from "../llm/usageRecords";

/** What happened to one annotation. */
export type OutcomeStatus =
	/** Proposal (if any) written and the item edited. */
	| "applied"
	/** Dry run: what would have been applied. */
	| "planned"
	/** The user changed the item or annotation while we were deciding: left as it is. */
	| "changed"
	/** The decider failed for this annotation: left as it is. */
	| "failed"
	/** Nothing to learn and nothing to change: the annotation stays for the user. */
	| "left"
	/** Not taken this time (the user may still be writing it): it stays, undecided, for a later run. */
	| "held"
	/** The decision would have added lines or block syntax to the agenda: refused, the annotation stays. */
	| "refused"
	/** The run was stopped before it was decided (or its reply came after Stop): it stays, undecided, for the next run. */
	| "stopped";

/** One annotation's decision and fate. */
export interface AnnotationOutcome {
	notePath: string;
	id: string;
	item: string;
	annotation: string;
	section: string;
	decision: Decision | null;
	status: OutcomeStatus;
	/** True when a new proposal block was (or, in a dry run, would be) appended. */
	proposed: boolean;
	message: string | null;
	/** True when the verdict is one an earlier run got for the same annotation (see `ProcessOptions.decisionCache`): not asked again. */
	cached?: boolean;
	/**
	 * True when the annotation stays under its item, marked as proposed: the
	 * decision was a rewrite without new item text and no literal
	 * replacement, so the correction is not lost (with status "applied" or
	 * "planned": its marker is added now; "left": it was marked by an
	 * earlier run and waits for the user).
	 */
	kept?: boolean;
}

/** The result of a process pass. */
export interface ProcessReport {
	dryRun: boolean;
	decider: string;
	/** Agenda notes looked at, with how many annotations each held. */
	notes: { path: string; annotations: number; missing: boolean }[];
	outcomes: AnnotationOutcome[];
	proposalsWritten: number;
	itemsEdited: number;
	/** Errors that stopped a whole note (an unwritable Exchange.md, …). */
	errors: string[];
	/** What the requests to a model cost (absent when none could be sent: the offline decider, a replayed preview). */
	usage?: RunUsage;
	/** True when the run was stopped (the annotations it did not decide have status "stopped"). */
	stopped?: boolean;
	/**
	 * Problems that stopped nothing but deserve a look: a rules, skills or
	 * memory note whose scope cannot be read went with no request. Absent
	 * when there are none.
	 */
	warnings?: string[];
}

/** What the process pass works with. */
export interface ProcessOptions {
	/**
	 * Annotations an automatic run must not take yet (the plugin: the one the
	 * cursor is on in the active note); returns why, or null to take it.
	 */
	hold?: (annotation: Annotation, notePath: string) => string | null;
	/** Completes a task line as the Tasks plugin does (the plugin passes its API), so recurring tasks advance. */
	toggleTask?: (line: string, notePath: string) => string;
	vault: VaultPort;
	settings: Settings;
	decider: Decider;
	clock: Clock;
	/**
	 * Loads every rules, skills and memory note, each with its scope; a
	 * request for an agenda note carries the global notes and those bound to
	 * it (see `memory/scope.ts`).
	 */
	learned: () => Promise<LearnedContext>;
	/** Do all the work, write nothing. */
	dryRun?: boolean;
	/** Only these notes (default: the agenda notes of the settings). */
	paths?: string[];
	/** Records every decision and write of the run. */
	journal?: JournalStore;
	/** The user's past review decisions, which the decider consults when the settings let it learn from them. */
	examples?: ExampleStore;
	/**
	 * Verdicts of earlier runs on annotations they left in the note (given for
	 * a model, never for the offline decider, which costs nothing to ask): an
	 * annotation whose id, provider, address, model and the learned rules and
	 * skills its note's requests carry (its bindings included) are unchanged
	 * is not sent again, and its earlier verdict is used
	 * as it was. A dry run reads it and writes nothing to it.
	 */
	decisionCache?: DecisionCacheStore;
	/**
	 * Where the uses of memory, rules and skills entries are counted: each
	 * request a model answered counts the entries its learned context
	 * carried, once, also in a dry run (they were sent). The offline decider
	 * sends nothing, so counts nothing.
	 */
	useCounts?: UseCountStore;
	/** The run's Stop: once stopped, no further batch is sent, a reply that comes after is discarded, and nothing is written for what was not decided. */
	stop?: StopSignal;
	/** Counts the requests of the run (the HTTP port the decider sends through is the meter's); its usage goes into the report. */
	meter?: { usage(): RunUsage };
	/** Where the run's usage is recorded, with the provider and model it was sent to (the plugin folder's `usage/`). */
	usageRecords?: { store: UsageStore; provider: string; model: string };
}

/**
 * The process pass: decide every annotation of the agenda notes, append
 * the proposals to Exchange.md (skipping ids already there or archived),
 * and only then edit each agenda, re-finding every annotation in the
 * current text and skipping one the user changed meanwhile.
 */
export async function processAnnotations(options: ProcessOptions): Promise<ProcessReport> {
	const { settings, decider, clock } = options;
	const dryRun = options.dryRun ?? false;
	const journaled = dryRun || !options.journal ? null : await startJournaledRun(options.vault, options.journal, "process", clock);
	const vault = journaled?.vault ?? options.vault;
	const report: ProcessReport = { dryRun, decider: decider.name, notes: [], outcomes: [], proposalsWritten: 0, itemsEdited: 0, errors: [] };
	const now = clock();
	const editOptions: EditOptions = { ...settings, today: isoDate(now) };
	const paths = (options.paths ?? settings.agendaPaths).map(normalizeVaultPath);
	let run: PassContext | null = null;
	const store = settings.learnFromDecisions ? options.examples : undefined;
	// Read once per pass, on the first decision that wants them.
	const examples = store ? lazy(() => loadExamples(store)) : undefined;
	const own = ownNotesOf(settings);
	// The learned context is read once per pass: the decider and the cache see the same rules.
	let learnedRead = false;
	const learned = lazy(() => {
		learnedRead = true;
		return options.learned();
	});
	const cacheStore = options.decisionCache;
	const cache = cacheStore ? lazy(() => openCache(cacheStore)) : undefined;
	const uses: UseEvent[] = [];
	const used = (entries: readonly EntryRef[]) => void uses.push({ by: "decision", entries: [...entries], at: clock() });
	for (const path of paths) {
		const stopped = options.stop?.stopped === true;
		// Whoever resolved the paths, the plugin's own notes are never read as agendas.
		const what = ownPlaceOf(path, own);
		if (what !== null) {
			report.errors.push(`${path} was not processed: it is ${what}, which is never an agenda note.`);
			continue;
		}
		const text = await vault.read(path);
		if (text === null) {
			report.notes.push({ path, annotations: 0, missing: true });
			continue;
		}
		const found = findAnnotations(text, path).annotations;
		report.notes.push({ path, annotations: found.length, missing: false });
		const annotations = found.filter((a) => {
			// Proposed by an earlier run and marked: it waits for the user, and is neither decided nor proposed again.
			if (a.kept) {
				report.outcomes.push({ notePath: path, id: a.id, item: a.item.text, annotation: a.text, section: a.section, decision: null, status: "left", proposed: false, message: KEPT_WAITING, kept: true });
				return false;
			}
			if (stopped) {
				report.outcomes.push({ notePath: path, id: a.id, item: a.item.text, annotation: a.text, section: a.section, decision: null, status: "stopped", proposed: false, message: STOPPED_MESSAGE });
				return false;
			}
			const reason = options.hold?.(a, path) ?? null;
			if (reason !== null) report.outcomes.push({ notePath: path, id: a.id, item: a.item.text, annotation: a.text, section: a.section, decision: null, status: "held", proposed: false, message: reason });
			return reason === null;
		});
		if (annotations.length === 0) continue;
		try {
			run ??= { editOptions, now, dryRun, proposer: createProposer(vault, settings), journaled, learned, used, ...(examples ? { examples } : {}), ...(cache ? { cache } : {}) };
			// What this note's requests carry: the global notes and those bound to it, by its path and tags.
			const agenda = agendaFacts(path, text);
			const scoped = lazy(async () => contextFor(await learned(), agenda));
			await processNote(path, text, annotations, { ...options, vault }, { ...run, learned: scoped }, report);
		} catch (error) {
			report.errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
		}
	}
	// Held annotations were not decided, nor were kept ones waiting for the user: they leave no trace (an automatic run while typing must not grow the journal).
	await journaled?.finish(report.errors, report.outcomes.filter((o) => o.status !== "held" && o.status !== "stopped" && !waitsForUser(o)).map(journalDecision));
	if (run?.cache && !dryRun) await rememberLeft(await run.cache(), report.outcomes, isoMinute(now));
	await recordUses(options.useCounts, uses);
	if (options.stop?.stopped) report.stopped = true;
	if (options.meter) {
		report.usage = options.meter.usage();
		// Requests sent cost the same in a dry run: they are recorded too.
		if (options.usageRecords) await recordUsage(options.usageRecords.store, report.usage, clock(), options.usageRecords.provider, options.usageRecords.model);
	}
	// Only when something read them (the offline decider never does): a pass does not read every note just to warn.
	if (learnedRead) await warnMalformedScopes(learned, report);
	return report;
}

/** Names the notes whose scope cannot be read: they went with none of the pass's requests. */
async function warnMalformedScopes(learned: () => Promise<LearnedContext>, report: ProcessReport): Promise<void> {
	let warnings: string[];
	try {
		warnings = malformedScopes(await learned());
	} catch {
		return;
	}
	if (warnings.length > 0) report.warnings = warnings;
}

/** Opens the cache; the context of each note's verdicts is worked out as the note is decided. */
async function openCache(store: DecisionCacheStore): Promise<OpenCache> {
	return { cache: await loadDecisionCache(store), contexts: new Map() };
}

/** A decision cache as one pass uses it: read once; each agenda note's verdicts in the context of its own requests (provider, model and the rules and skills bound to it or global). */
interface OpenCache {
	cache: DecisionCache;
	/** By agenda note: the `decisionContext` its verdicts are looked up and kept in; absent when its rules and skills could not be read. */
	contexts: Map<string, string>;
}

/**
 * Keeps the verdicts that left their annotation in the note, unchanged and
 * unproposed (a decision that edited or proposed has taken its annotation
 * away), so the next run does not ask about them again.
 */
async function rememberLeft(open: OpenCache | null, outcomes: readonly AnnotationOutcome[], at: string): Promise<void> {
	if (open === null) return;
	for (const o of outcomes) {
		const context = open.contexts.get(o.notePath);
		if (context === undefined || o.cached || o.proposed || o.decision === null || (o.status !== "left" && o.status !== "refused")) continue;
		open.cache.remember(o.id, context, o.decision, at);
	}
	await open.cache.save();
}

/** What every note of one pass shares: read and built once per pass, not once per note. */
interface PassContext {
	editOptions: EditOptions;
	now: Date;
	dryRun: boolean;
	proposer: Proposer;
	/** Where decisions are journaled before the notes they change (null: a dry run, or no journal). */
	journaled: JournaledVault | null;
	/** Loads the user's past decisions, once per pass; absent when the decider must not consult them. */
	examples?: () => Promise<readonly UserExample[]>;
	/** Loads the rules, skills and memory notes, once per pass; in a note's own context, those its requests carry. */
	learned: () => Promise<LearnedContext>;
	/** Opens the decision cache, once per pass; absent when there is none (the offline decider). */
	cache?: () => Promise<OpenCache | null>;
	/** Told the entries each answered request carried (counted at the end of the pass). */
	used: (entries: readonly EntryRef[]) => void;
}

async function processNote(path: string, text: string, annotations: Annotation[], options: ProcessOptions, run: PassContext, report: ProcessReport): Promise<void> {
	const outcomes = await decideNote(path, annotations, options, run);
	const toggleTask = options.toggleTask;
	const editOptions = toggleTask ? { ...run.editOptions, toggleTask: onceEachLine((line: string) => toggleTask(line, path)) } : run.editOptions;
	keepCorrections(annotations, outcomes, run.dryRun);
	refuseUneditable(text, annotations, outcomes, editOptions);
	if (!run.dryRun) await skipChangedMeanwhile(path, outcomes, options.vault);
	run.journaled?.decide([...outcomes.values()].filter((o) => o.status !== "stopped").map(journalDecision));
	report.proposalsWritten += await proposeDecided(path, annotations, outcomes, run);
	if (!run.dryRun) await editAgenda(path, annotations, outcomes, options.vault, editOptions);
	const list = [...outcomes.values()];
	report.itemsEdited += list.filter((o) => (o.status === "applied" || o.status === "planned") && o.kept !== true).length;
	report.outcomes.push(...list);
}

/** A toggle asked once per line: the check before proposing and the edit get the same answer (or the same error). */
function onceEachLine(toggle: (line: string) => string): (line: string) => string {
	const answers = new Map<string, { line: string } | { error: unknown }>();
	return (line) => {
		let answer = answers.get(line);
		if (!answer) {
			try {
				answer = { line: toggle(line) };
			} catch (error) {
				answer = { error };
			}
			answers.set(line, answer);
		}
		if ("error" in answer) throw answer.error;
		return answer.line;
	};
}

/** Asks the decider about a note's annotations; every annotation gets an outcome, failed or not. */
async function decideNote(path: string, annotations: Annotation[], options: ProcessOptions, run: PassContext): Promise<Map<string, AnnotationOutcome>> {
	const cached = await cachedVerdicts(path, annotations, options.settings, run);
	const inputs: AnnotationInput[] = [];
	for (const a of annotations) {
		if (cached.has(a.id)) continue;
		const input: AnnotationInput = { id: a.id, item: a.item.text, annotation: a.text, section: a.section, neighbours: a.neighbours };
		if (options.decider.judgesRelations) input.candidates = await candidateEntries(run.proposer, `${a.item.text} ${a.text}`);
		inputs.push(input);
	}
	const context: DecideContext = { today: run.editOptions.today, learned: run.learned, used: run.used, ...(run.examples ? { examples: run.examples } : {}), ...(options.stop ? { stop: options.stop } : {}) };
	const batch = inputs.length === 0 ? { decisions: [], failures: [] } : await options.decider.decide(inputs, context);
	// Whoever decided, the annotation's own words have the last say on ticking and postponing.
	const guarded = guardBatch(batch, inputs, { today: run.editOptions.today, extraCues: options.settings.extraCues, dateOrder: dateOrderFor(options.settings.dateOrder) }).decisions;
	const decisions = new Map([...cached, ...guarded.map((d) => [d.id, d] as const)]);
	const failures = new Map(batch.failures.map((f) => [f.id, f.message]));
	const stopped = new Set(batch.failures.filter((f) => f.stopped === true).map((f) => f.id));
	const outcomes = new Map<string, AnnotationOutcome>();
	for (const a of annotations) {
		const decision = decisions.get(a.id) ?? null;
		const failure = failures.get(a.id) ?? (decision ? null : "The decider gave no result for this annotation.");
		outcomes.set(a.id, {
			notePath: path,
			id: a.id,
			item: a.item.text,
			annotation: a.text,
			section: a.section,
			decision,
			status: stopped.has(a.id) ? "stopped" : failure !== null ? "failed" : leavesNothing(decision!) ? "left" : run.dryRun ? "planned" : "applied",
			proposed: false,
			message: failure,
			...(cached.has(a.id) ? { cached: true } : {}),
		});
	}
	return outcomes;
}

/**
 * The verdicts earlier runs got for these annotations in this pass's context,
 * by id. One that would now change the note (a damaged or hand-edited cache,
 * or a later version of this pass that would apply it) is not taken: that
 * annotation is asked about again.
 */
async function cachedVerdicts(path: string, annotations: readonly Annotation[], settings: Settings, run: PassContext): Promise<Map<string, Decision>> {
	const found = new Map<string, Decision>();
	const open = run.cache ? await run.cache() : null;
	if (!open) return found;
	let context: string;
	try {
		context = decisionContext(settings, await run.learned());
	} catch {
		// The rules and skills cannot be read: nothing is cached for this note.
		return found;
	}
	open.contexts.set(path, context);
	for (const a of annotations) {
		const decision = open.cache.lookup(a.id, context);
		if (decision !== null && (leavesNothing(decision) || refusedRewrite(a, decision))) found.set(a.id, decision);
	}
	return found;
}

/** Whether a rewrite would add lines or block syntax to the agenda (a verdict the cache may keep: it changes nothing). */
function refusedRewrite(a: Annotation, decision: Decision): boolean {
	return decision.action === "rewrite" && refusal("", a, decision, {}) !== null;
}

/** What the report says of an annotation a run marked as kept. */
export const KEPT_NOW = "The item keeps its text (no new text for it): the annotation stays under it, marked as proposed, until you fix the item and delete the line.";

/** What the report says of an annotation kept under its item because the decider is not sure it only teaches. */
export const KEPT_LEARNED = "Proposed as a rule or a wish about form; the annotation stays under its item, marked as proposed, in case it also corrects the item: delete the line once it does not.";

/** What the report says of an annotation an earlier run marked as kept. */
export const KEPT_WAITING = "Proposed already: the annotation waits under its item for you to fix the item and delete the line.";

/**
 * A rewrite that came without new item text (the offline classifier, or a
 * model's `item: null` or unchanged text) must not leave the item silently
 * wrong: a literal replacement the annotation spells out ("Thursday, not
 * Friday") becomes its new text; failing that, an annotation with a
 * proposal is kept under the item and marked, the proposal still written.
 * A postponement or keep whose annotation is such a value pair becomes
 * that rewrite too (the weekday in "Friday → Thursday" is no postponement).
 */
function keepCorrections(annotations: Annotation[], outcomes: Map<string, AnnotationOutcome>, dryRun: boolean): void {
	for (const a of annotations) {
		const outcome = outcomes.get(a.id)!;
		const decision = outcome.decision;
		if (!decision || outcome.status === "failed") continue;
		// A postponement or a keep whose annotation is nothing but a value pair for the item ("Thursday, not Friday" under
		// "(due Friday)") corrects the item: a date in a correction is no postponement.
		if (decision.leaveAnnotation === true && decision.action === "keep" && decision.type !== "none" && decision.proposal) {
			outcome.kept = true;
			outcome.message = KEPT_LEARNED;
			continue;
		}
		const corrects = decision.action === "postpone" || decision.action === "keep";
		if (decision.action !== "rewrite" && !corrects) continue;
		const newText = decision.item?.trim() ?? "";
		if (!corrects && newText !== "" && newText !== a.item.text.trim()) continue;
		const replacement = literalReplacement(a.item.text, a.text);
		if (corrects && !replacement) continue;
		if (replacement) {
			outcome.decision = { ...decision, action: "rewrite", item: replacement.text, postponeUntil: null };
			outcome.status = dryRun ? "planned" : "applied";
			outcome.message = `${replacementClause(replacement)}, as the annotation says.`;
			continue;
		}
		// Nothing to learn, and no new text (a model's unchanged text included): the annotation stays for the user, as a keep would.
		if (decision.type === "none" || !decision.proposal) {
			outcome.status = "left";
			continue;
		}
		outcome.kept = true;
		outcome.message = KEPT_NOW;
	}
}

/**
 * A decision the edits would refuse (a rewrite that would add lines or block
 * syntax to the agenda, a recurring task that cannot get its next
 * occurrence) is refused before anything is written for it.
 */
function refuseUneditable(text: string, annotations: Annotation[], outcomes: Map<string, AnnotationOutcome>, editOptions: EditOptions): void {
	for (const a of annotations) {
		const outcome = outcomes.get(a.id)!;
		if (!outcome.decision || outcome.status === "failed") continue;
		const message = refusal(text, a, outcome.decision, editOptions);
		if (message === null) continue;
		outcome.status = "refused";
		outcome.message = message;
	}
}

/**
 * The slow decision is over: an annotation the user changed or deleted
 * meanwhile gets no proposal and no edit (a stale proposal would be written
 * again, as a second block, once the changed annotation is decided).
 */
async function skipChangedMeanwhile(path: string, outcomes: Map<string, AnnotationOutcome>, vault: VaultPort): Promise<void> {
	const current = await vault.read(path);
	const present = new Set(current === null ? [] : findAnnotations(current, path).annotations.map((a) => a.id));
	for (const outcome of outcomes.values()) {
		if (present.has(outcome.id) || outcome.status === "failed" || outcome.status === "left" || outcome.status === "refused" || outcome.status === "stopped") continue;
		outcome.status = "changed";
		outcome.message = CHANGED_MEANWHILE;
	}
}

const CHANGED_MEANWHILE = "The item or its annotation changed while it was being decided; it was left as it is.";

/** A decision as the journal keeps it: with the original item and annotation (provenance for what was learned). */
function journalDecision(o: AnnotationOutcome): JournalDecision {
	return { id: o.id, note: o.notePath, item: o.item, annotation: o.annotation, action: o.decision?.action ?? null, type: o.decision?.type ?? null, proposal: o.decision?.proposal ?? null, reason: o.decision?.reason ?? null, status: o.status };
}

/** Writes a proposal for every decided annotation that teaches something (ids already known are skipped); returns how many. */
async function proposeDecided(path: string, annotations: Annotation[], outcomes: Map<string, AnnotationOutcome>, run: PassContext): Promise<number> {
	const fresh: NewProposal[] = [];
	for (const a of annotations) {
		const outcome = outcomes.get(a.id)!;
		const decision = outcome.decision;
		if (!decision || outcome.status === "failed" || outcome.status === "changed" || outcome.status === "refused" || decision.type === "none" || !decision.proposal) continue;
		const picks = decision.sameAs === undefined && decision.replaces === undefined ? null : { sameAs: decision.sameAs ?? [], replaces: decision.replaces ?? [] };
		const prepared = await run.proposer.prepare(
			{ id: a.id, timestamp: isoMinute(run.now), sourcePath: path, text: decision.proposal, tag: tagForProposal(decision.type, decision.tag), item: a.item.text, annotation: a.text, reason: decision.reason ?? null },
			picks,
		);
		if (prepared === null) continue;
		outcome.proposed = true;
		fresh.push(prepared);
	}
	if (!run.dryRun) await run.proposer.write(fresh);
	return fresh.length;
}

/**
 * Edits the agenda inside one atomic write: every decided annotation is
 * found again in the current text, and one the user changed meanwhile is
 * left as it is (its outcome says so).
 */
async function editAgenda(path: string, annotations: Annotation[], outcomes: Map<string, AnnotationOutcome>, vault: VaultPort, editOptions: EditOptions): Promise<void> {
	const editable = annotations.filter((a) => outcomes.get(a.id)!.status === "applied");
	if (editable.length === 0) return;
	// The edit may run again on a fresher text (a user's save meanwhile): only its last run says what changed.
	let changed = new Set<string>();
	let refused: RefusedDecision[] = [];
	let notes: RefusedDecision[] = [];
	await vault.process(path, (current) => {
		if (current === null) return null;
		changed = new Set();
		const { map, annotations: now } = findAnnotations(current, path);
		// The same item and annotation written twice share an id: match them up in note order.
		const byId = new Map<string, Annotation[]>();
		for (const found of now) byId.set(found.id, [...(byId.get(found.id) ?? []), found]);
		const decided: DecidedAnnotation[] = [];
		for (const a of editable) {
			const fresh = byId.get(a.id)?.shift();
			const outcome = outcomes.get(a.id)!;
			if (!fresh) {
				changed.add(a.id);
				continue;
			}
			const decision = outcome.decision!;
			const spans = replacementSpans(current, fresh, decision);
			decided.push({ annotation: fresh, decision, ...(outcome.kept === true ? { keep: true } : {}), ...(spans ? { spans } : {}) });
		}
		const plan = planEdits(current, map, decided, editOptions);
		refused = plan.refused;
		notes = plan.notes;
		return applySplices(current, plan.splices);
	});
	for (const id of changed) {
		const outcome = outcomes.get(id)!;
		outcome.status = "changed";
		outcome.message = CHANGED_MEANWHILE;
	}
	for (const { id, message } of refused) {
		const outcome = outcomes.get(id)!;
		outcome.status = "refused";
		outcome.message = message;
	}
	for (const { id, message } of notes) outcomes.get(id)!.message = message;
}

/**
 * A rewrite that is the literal replacement its annotation spells out, as
 * a splice of that one value in the note: an item whose text runs over
 * several lines keeps its line breaks and indentation. Undefined for any
 * other rewrite (its whole text is replaced, as a model wrote it).
 */
function replacementSpans(text: string, annotation: Annotation, decision: Decision): Splice[] | undefined {
	if (decision.action !== "rewrite" || decision.item === null) return undefined;
	const { item } = annotation;
	const replacement = literalReplacement(text.slice(item.textStart, item.textEnd), annotation.text);
	if (!replacement || oneLine(replacement.text) !== oneLine(decision.item)) return undefined;
	return [{ start: item.textStart + replacement.start, end: item.textStart + replacement.end, insert: replacement.right }];
}

/** A text's lines joined by a space, each trimmed, as an item's text is read. */
function oneLine(text: string): string {
	return text
		.split(/\r\n|\r|\n/)
		.map((part) => part.trim())
		.join(" ")
		.trim();
}

/** Entries offered to a model per annotation: it may name them as the same or as replaced. */
const OFFERED_ENTRIES = 5;

/**
 * The entries most like an annotation, from each note a proposal of it
 * could go to (memory, the default rules note, the default skills note),
 * taken in turn so every note is represented; the model's picks are later
 * kept only where they belong to the note the proposal goes to. Entries
 * the user disabled are never offered: they are sent to no model.
 */
async function candidateEntries(proposer: Proposer, text: string): Promise<CandidateEntry[]> {
	const perNote: CandidateEntry[][] = [];
	for (const type of PROPOSAL_TYPES) {
		const note = await proposer.targetNote(tagForType(type));
		// A few more than offered, so disabled ones left out still leave enough.
		if (note) perNote.push(similarEntriesOf(note, text, OFFERED_ENTRIES * 3).filter((entry) => !isDisabled(note.byId.get(entry.id)?.meta ?? null)).slice(0, OFFERED_ENTRIES));
	}
	const merged: CandidateEntry[] = [];
	for (let rank = 0; merged.length < OFFERED_ENTRIES && perNote.some((list) => rank < list.length); rank++) {
		for (const list of perNote) {
			const entry = list[rank];
			if (entry && merged.length < OFFERED_ENTRIES && !merged.some((known) => known.id === entry.id)) merged.push(entry);
		}
	}
	return merged;
}

/**
 * Nothing to learn and nothing to change in the item (a keep, or a rewrite
 * without new text): removing the annotation would lose what the user wrote.
 */
function leavesNothing(decision: Decision): boolean {
	if (decision.type !== "none" && decision.proposal) return false;
	return decision.action === "keep" || (decision.action === "rewrite" && !decision.item?.trim());
}
