import { Events, normalizePath, Notice } from "obsidian";
import type { MigrateReport } from "../core/passes/migrate";
import type { ReviewReport } from "../core/passes/retirement";
import type { EntryAction } from "../core/passes/entryActions";
import type { MemoryUsage } from "../core/memory/usage";
import type { UseCountStore } from "../core/memory/useCounts";
import type { UndoKind, UndoReport } from "../core/passes/undo";
import type { ProcessOptions, ProcessReport } from "../core/passes/process";
import type { RunPorts } from "../core/passes/runOptions";
import { NO_WRITE_LOCK, type WriteLock } from "../core/ports";
import type { DecisionBox, ManualProposalResult, RelationKind } from "../core/exchange";
import type { Settings } from "../core/settings";
import type { AgendaSources } from "../core/agenda/sources";
import type { Decider, LearnedContext, ProposalType } from "../core/types";
import type { Binding } from "../core/memory/context";
import { loadWork, type Work } from "./loadWork";
import { ProgressNotice } from "./progress";
import { TakenBlocks } from "./broughtBack";
import type { ReviewHost } from "./reviewView";
import { createStop, type StopControl } from "../core/stop";
import type { UsageTotals } from "../core/llm/usageRecords";
import type { RunSummary } from "../core/passes/reports";
import { plural } from "../core/text";

/** What the service works with: the ports a run works with (vault, network, clock, journal, examples, decision cache), and the live settings. */
export interface ServiceDeps extends RunPorts {
	settings: () => Settings;
	/** The Tasks plugin's "toggle done", when it is installed: recurring tasks then get their next occurrence. */
	tasksToggle?: () => ((line: string, path: string) => string) | undefined;
	/** The language Obsidian runs in (moment's locale), for reading numeric dates. */
	locale?: () => string;
	/** The API key from Obsidian's secret storage (null when none is stored). */
	apiKey: () => string | null;
	/** Told after the user ticked a box in the review panel (for "migrate on tick"). */
	onUserDecision: () => void;
	/** The agenda notes a run reads now (folders and patterns resolved, today's daily note), and the sources that named none; default: the settings' agenda notes as they are. */
	agenda?: (settings: Settings) => AgendaSources;
	/** The vault's write lock, held for the whole of a pass that writes (default: none, as on mobile); the vault port's writes hold it too. */
	writeLock?: WriteLock;
	/** Called as each automatic run starts: what it must not take yet (what the user is still writing). Command runs and previews hold nothing. */
	holdWhileWriting?: () => Promise<NonNullable<ProcessOptions["hold"]>>;
	/** Told the report of every process run that wrote (not a preview), and whether the user started it. */
	onProcessed?: (report: ProcessReport, manual: boolean) => void;
}

const NOTICE_MS = 6000;
const ERROR_NOTICE_MS = 12000;
/** A notice with an Undo button stays a little longer, so there is time to reach for it. */
const UNDO_NOTICE_MS = 10000;
const RULE_NOTICES = 3;

/**
 * The plugin's work, shared by commands, the watcher, the review panel and
 * the public API: each pass runs once at a time, reports through notices
 * and remembers its result for the panel.
 */
export class AnnotationMemoryService implements ReviewHost {
	/** Triggers "change" when a run starts or ends, and when the settings change. */
	readonly events = new Events();
	private last: RunSummary | null = null;
	private running = 0;
	private processing = false;
	private processAgain = false;
	private migrating = false;
	/** Why automatic processing is paused (the monthly limit), as said once in a notice; null while it runs. */
	private pausedBy: string | null = null;
	/** Proposals migrations took out of the exchange note: one the user brings back is not taken again by a tick's migration. */
	private readonly takenBlocks = new TakenBlocks((message) => new Notice(message, NOTICE_MS));

	constructor(private readonly deps: ServiceDeps) {}

	/** The live settings. */
	settings(): Settings {
		return this.deps.settings();
	}

	/** The last run's summary, for the review panel. */
	lastRun(): RunSummary | null {
		return this.last;
	}

	/** The passes asked for so far, one after another (see `locked`). */
	private passes: Promise<unknown> = Promise.resolve();

	/** True while a pass runs. */
	busy(): boolean {
		return this.running > 0;
	}

	/** Why automatic processing is paused (for the status bar), or null. */
	paused(): string | null {
		return this.pausedBy;
	}

	/** Today's and this month's model usage, every device's and command line's runs added up; null when there is no usage store. */
	async usageTotals(): Promise<UsageTotals | null> {
		if (!this.deps.usage) return null;
		const { readUsageTotals } = await loadWork();
		return readUsageTotals(this.deps.usage, this.deps.clock());
	}

	/** The settings were replaced (synced from another device): whoever shows something recounts and redraws. */
	settingsChanged(): void {
		this.events.trigger("change");
	}

	/** Exchange.md's text, or null when it does not exist yet. */
	readExchange(): Promise<string | null> {
		return this.deps.vault.read(this.exchangePath());
	}

	/**
	 * Processes the agenda notes. An automatic run asked for while one is
	 * going runs again right after it (the agenda changed meanwhile).
	 */
	async process(trigger: "command" | "auto"): Promise<ProcessReport | null> {
		if (this.processing) {
			if (trigger === "auto") this.processAgain = true;
			else new Notice("Annotations are being processed already.");
			return null;
		}
		this.processing = true;
		try {
			let report: ProcessReport | null;
			// A run again is for an edit made meanwhile: automatic, whoever started the first.
			let manual = trigger === "command";
			do {
				this.processAgain = false;
				// The monthly limit pauses automatic runs only: a run the user asked for runs.
				if (!manual && (await this.limitPauses())) return null;
				report = await this.runProcess(manual);
				manual = false;
			} while (this.processAgain);
			return report;
		} finally {
			this.processing = false;
		}
	}

	/** Decides every annotation as "Process annotations now" would, and writes nothing. */
	async preview(): Promise<ProcessReport> {
		const settings = this.settings();
		const progress = new ProgressNotice();
		const stop = createStop();
		progress.start("Previewing annotation changes…", () => stop.stop());
		try {
			const work = await loadWork();
			return await this.processAgenda(work, { ...(await this.processOptions(work, settings, progress, false, stop)), dryRun: true });
		} finally {
			progress.finish();
		}
	}

	/**
	 * Applies a preview: the annotations are processed as "Process annotations
	 * now" would, but with the decisions the preview showed, so nothing is
	 * decided again (no second model call). One that changed since fails and stays.
	 */
	async applyPreview(preview: ProcessReport): Promise<ProcessReport | null> {
		if (this.processing) {
			new Notice("Annotations are being processed already.");
			return null;
		}
		this.processing = true;
		this.processAgain = false;
		let report: ProcessReport | null;
		try {
			const { previewedDecider } = await loadWork();
			report = await this.runProcess(true, previewedDecider(preview));
		} finally {
			this.processing = false;
		}
		// An agenda edit made meanwhile asked for an automatic run: it gets one, decided afresh.
		if (this.processAgain) void this.process("auto");
		return report;
	}

	/** Migrates decided proposals; a run asked for while one is going is skipped. */
	async migrate(trigger: "command" | "panel" | "tick"): Promise<MigrateReport | null> {
		if (this.migrating) {
			if (trigger !== "tick") new Notice("A migration is running already.");
			return null;
		}
		this.migrating = true;
		this.begin();
		const progress = new ProgressNotice();
		progress.start("Migrating accepted proposals…");
		try {
			const settings = this.settings();
			const { learnedRules, migrateProposals, migrateRunOptions, summariseMigrate } = await loadWork();
			const options = migrateRunOptions(this.deps, settings, this.deps.apiKey());
			// A tick's migration leaves alone what the user brought back after a migration took it; the command and the panel's button hold nothing.
			const report = await this.locked(() => migrateProposals(trigger === "tick" ? { ...options, hold: this.takenBlocks.forRun() } : options));
			this.takenBlocks.record(report);
			const summary = summariseMigrate(report, this.now());
			const quiet = trigger === "tick" && report.outcomes.length === 0;
			if (!quiet) this.remember(summary);
			const rules = learnedRules(report, settings);
			for (const rule of rules.slice(0, RULE_NOTICES)) new Notice(`Learned a rule: ${rule}`, NOTICE_MS);
			if (rules.length > RULE_NOTICES) new Notice(`…and ${plural(rules.length - RULE_NOTICES, "more rule")}.`, NOTICE_MS);
			return report;
		} catch (error) {
			this.remember({ kind: "migrate", at: this.now(), summary: "The migration stopped.", errors: [messageOf(error)] });
			return null;
		} finally {
			progress.finish();
			this.migrating = false;
			this.end();
		}
	}

	/**
	 * Proposes stale memory, rules and skills entries for retirement in the
	 * exchange note ("Propose stale memory for retirement"): journaled as a
	 * migration, so "Undo last migration" takes the blocks back out; null
	 * when it broke (said in a notice).
	 */
	async proposeRetirement(): Promise<ReviewReport | null> {
		if (this.busy()) {
			new Notice("A run is going; propose stale memory once it has ended.");
			return null;
		}
		this.begin();
		try {
			const { reviewMemory, summariseReview } = await loadWork();
			const { vault, clock, journal, list, useCounts } = this.deps;
			const report = await this.locked(() => reviewMemory({ vault, settings: this.settings(), clock, journal, list, ...(useCounts ? { useCounts } : {}) }));
			this.remember({ kind: "migrate", at: this.now(), summary: summariseReview(report), errors: [] }, report.retirements.length > 0 ? "migrate" : null);
			return report;
		} catch (error) {
			this.remember({ kind: "migrate", at: this.now(), summary: "", errors: [`Proposing stale memory stopped: ${messageOf(error)}`] });
			return null;
		} finally {
			this.end();
		}
	}

	/** Undoes the last migration or processing (refused when a note it wrote changed since); null when the undo itself broke (said in a notice). */
	async undo(kind: UndoKind): Promise<UndoReport | null> {
		// A pass running now would append to the journal while undo rewrites it, and its notes may change under the check.
		if (this.busy()) {
			new Notice("A run is going; undo once it has ended.");
			return null;
		}
		this.begin();
		try {
			const { summariseUndo, undoLast } = await loadWork();
			const report = await this.locked(() => undoLast(this.deps.vault, this.deps.journal, this.deps.clock, kind, this.deps.examples));
			this.remember(summariseUndo(report, this.now()));
			return report;
		} catch (error) {
			this.remember({ kind: "undo", at: this.now(), summary: "", errors: [`Undo stopped: ${messageOf(error)}`] });
			return null;
		} finally {
			this.end();
		}
	}

	/** How many of the user's review decisions the deciders learn from. */
	async exampleCount(): Promise<number> {
		const { loadExamples } = await loadWork();
		return (await loadExamples(this.deps.examples)).length;
	}

	/** Forgets every example learned from review decisions (the settings tab asks first). */
	async forgetExamples(): Promise<void> {
		const { forgetExamples } = await loadWork();
		await forgetExamples(this.deps.examples);
	}

	/**
	 * The learned rules, skills and memory as one Markdown block (empty when
	 * nothing is learned yet): the global notes, and with `path` (an agenda
	 * note) also the notes bound to it.
	 */
	async contextMarkdown(path: string | null = null): Promise<string> {
		const { formatContextMarkdown } = await loadWork();
		return formatContextMarkdown(await this.contextFor(path));
	}

	/** The rules, skills and memory notes a request for the agenda note `path` carries (null: only the global notes). */
	private async contextFor(path: string | null): Promise<LearnedContext> {
		return (await this.scopedContext(path)).context;
	}

	/** `contextFor`, and whether its bindings left out notes that hold entries. */
	private async scopedContext(path: string | null): Promise<{ context: LearnedContext; leftOut: boolean }> {
		const { agendaFacts, contextFor, loadLearnedContext } = await loadWork();
		const all = await loadLearnedContext(this.deps.vault, this.deps.list, this.settings());
		const normalized = path === null ? null : normalizePath(path);
		const context = contextFor(all, normalized === null ? null : agendaFacts(normalized, await this.deps.vault.read(normalized)));
		const notes = (one: LearnedContext) => one.rules.length + one.skills.length + one.memory.length;
		return { context, leftOut: notes(context) < notes(all) };
	}

	/** The rules, skills and memory notes bound to agenda notes by their frontmatter, for the settings tab. */
	async bindings(): Promise<Binding[]> {
		const { readBindings } = await loadWork();
		return readBindings(this.deps.vault, this.deps.list, this.settings());
	}

	/**
	 * The learned context as "Copy memory context" copies it (for the note
	 * `path`, the active one: the global notes and those bound to it),
	 * whether bindings left notes out, and what to call once it is on the
	 * clipboard: that counts every entry in it as used (a count that cannot
	 * be written is only lost).
	 */
	async contextToCopy(path: string | null = null): Promise<{ text: string; copied: () => Promise<void>; leftOut: boolean }> {
		const { contextEntries, formatContextMarkdown, recordUses } = await loadWork();
		const { context, leftOut } = await this.scopedContext(path);
		const text = formatContextMarkdown(context);
		const entries = text === "" ? [] : contextEntries(context);
		return { text, leftOut, copied: () => recordUses(this.deps.useCounts, [{ by: "copy", entries, at: this.deps.clock() }]) };
	}

	/** The memory, rules and skills entries with their uses, for the review panel's Memory tab (reads, writes nothing). */
	async memoryUsage(): Promise<MemoryUsage> {
		const { memoryUsage, readUseCounts } = await loadWork();
		const counts = await readUseCounts(this.deps.useCounts ?? NO_USE_COUNTS);
		return memoryUsage(this.deps.vault, this.deps.list, this.settings(), counts, this.deps.clock());
	}

	/** Where an entry is in its note (its line and block id), or null when it is not there. */
	async entryPlace(note: string, id: string): Promise<{ line: number; block: string | null } | null> {
		const { entryPlace } = await loadWork();
		const text = await this.deps.vault.read(normalizePath(note));
		return text === null ? null : entryPlace(text, id);
	}

	/**
	 * Disables, enables or retires one entry (the Memory tab's buttons; `text`
	 * names it in the notice), journaled as a migration under the write lock;
	 * a notice tells what was done and offers Undo, or why nothing was.
	 */
	async actOnEntry(action: EntryAction, note: string, id: string, text: string): Promise<void> {
		const refusal = await this.entryWork(async (work) => {
			const report = await work.actOnEntry({ vault: this.deps.vault, list: this.deps.list, settings: this.settings(), journal: this.deps.journal, clock: this.deps.clock, action, id, note: normalizePath(note) });
			if (report.status !== "done") return report.message;
			const quoted = `“${shortened(text)}”`;
			const where = report.note ?? note;
			this.undoableNotice(action === "retire" ? `Retired ${quoted} from ${where} to ${normalizePath(this.settings().archivePath)}.` : action === "disable" ? `Disabled ${quoted}: it stays in ${where} and is no longer sent.` : `Enabled ${quoted}: it is sent again.`);
			return null;
		});
		if (refusal !== null) new Notice(refusal, ERROR_NOTICE_MS);
	}

	/** Replaces one entry's text (the Memory tab's Edit), journaled as a migration; answers why nothing was written, or null once it was (a notice offers Undo). */
	editEntry(note: string, id: string, expected: string, text: string): Promise<string | null> {
		return this.entryWork(async (work) => {
			const report = await work.editEntry({ vault: this.deps.vault, list: this.deps.list, settings: this.settings(), journal: this.deps.journal, clock: this.deps.clock, note: normalizePath(note), id, expected, text, useCounts: this.deps.useCounts });
			if (report.status === "refused") return report.message;
			if (report.status === "done") this.undoableNotice(`Changed the entry in ${report.note} to “${shortened(report.text ?? text)}”.`);
			return null;
		});
	}

	/** Runs one act on an entry as a run of its own: not while a pass runs, under the write lock. Answers why nothing was done, or null. */
	private async entryWork(act: (work: Work) => Promise<string | null>): Promise<string | null> {
		if (this.busy()) return "A run is going; change the entry once it has ended.";
		this.migrating = true;
		this.begin();
		try {
			const work = await loadWork();
			return await this.locked(() => act(work));
		} catch (error) {
			return `Could not change the entry: ${messageOf(error)}`;
		} finally {
			this.migrating = false;
			this.end();
		}
	}

	/** A notice whose Undo button takes back the last migration-journaled act (this one, unless another ran since). */
	private undoableNotice(message: string): void {
		this.addUndoButton(new Notice(message, UNDO_NOTICE_MS), "migrate");
	}

	/** Appends a proposal for a text the user (or another plugin) chose; the same text from the same source twice gives one block. */
	async propose(text: string, type: ProposalType, source: string): Promise<ManualProposalResult> {
		const { proposeStatement } = await loadWork();
		return proposeStatement(this.deps.vault, this.settings(), { text, type, source: normalizePath(source || "unknown"), now: this.deps.clock() });
	}

	/** Ticks Accept or Reject of a block and unticks the other; a click on a ticked box unticks it. */
	async toggleBox(id: string, box: DecisionBox): Promise<void> {
		const { toggleProposalBox } = await loadWork();
		let changed = false;
		await this.deps.vault.process(this.exchangePath(), (current) => {
			if (current === null) return null;
			const next = toggleProposalBox(current, id, box);
			changed = next !== current;
			return next;
		});
		if (changed) this.deps.onUserDecision();
	}

	/** The tags of the memory note and of the notes in the rules and skills folders (the Edit dialog's choices). */
	async existingTags(): Promise<string[]> {
		const settings = this.settings();
		const { existingTags } = await loadWork();
		return existingTags(settings, await this.deps.list(normalizePath(settings.rulesFolder)), await this.deps.list(normalizePath(settings.skillsFolder)));
	}

	/** Ticks Accept and unticks Reject of each block named (the review panel's "Accept all shown"), in one write. */
	async acceptAll(ids: readonly string[]): Promise<void> {
		const { setProposalBox } = await loadWork();
		let changed = false;
		await this.deps.vault.process(this.exchangePath(), (current) => {
			if (current === null) return null;
			let next = current;
			for (const id of ids) next = setProposalBox(setProposalBox(next, id, "reject", false), id, "accept", true);
			changed = next !== current;
			return next;
		});
		if (changed) this.deps.onUserDecision();
	}

	/** Ticks or unticks one relation line of a block (the review panel's toggles). */
	async toggleRelation(id: string, kind: RelationKind, entryId: string): Promise<void> {
		const { toggleRelation } = await loadWork();
		await this.deps.vault.process(this.exchangePath(), (current) => (current === null ? null : toggleRelation(current, id, kind, entryId)));
	}

	/** Writes an edited text and tag into a block (refused with a message when the edit is not valid). */
	async editProposal(id: string, text: string, tag: string): Promise<void> {
		const { proposalEditProblem, rewriteProposal } = await loadWork();
		const problem = proposalEditProblem(text, tag);
		if (problem !== null) throw new Error(problem);
		await this.deps.vault.process(this.exchangePath(), (current) => (current === null ? null : rewriteProposal(current, id, text, tag)));
	}

	/** One process pass; `decider` replaces the one the settings ask for (applying a preview). */
	private async runProcess(manual: boolean, decider?: Decider): Promise<ProcessReport | null> {
		const settings = this.settings();
		const progress = new ProgressNotice();
		const stop = createStop();
		// A replayed preview sends nothing: there is nothing to stop.
		progress.start("Processing annotations…", decider ? undefined : () => stop.stop());
		this.begin();
		try {
			const work = await loadWork();
			const options = await this.processOptions(work, settings, progress, !manual, stop);
			const report = await this.processAgenda(work, decider ? replaying(options, decider) : options);
			this.deps.onProcessed?.(report, manual);
			const summary = work.summariseProcess(report, this.now(), manual);
			// An automatic run edits notes the user did not ask to have edited just now: its notice offers to take that back.
			const undoable = !manual && (report.itemsEdited > 0 || report.proposalsWritten > 0);
			if (summary.summary !== "" || summary.errors.length > 0) this.remember(summary, undoable ? "process" : null);
			return report;
		} catch (error) {
			this.remember({ kind: "process", at: this.now(), summary: "Processing stopped.", errors: [messageOf(error)] });
			return null;
		} finally {
			progress.finish();
			this.end();
		}
	}

	/** A process pass over the agenda notes the sources name now; a source that names no note is an error of the run, shown with its report. */
	private async processAgenda({ processAnnotations }: Work, options: ProcessOptions): Promise<ProcessReport> {
		const agenda = this.deps.agenda?.(options.settings);
		const run = () => processAnnotations(agenda ? { ...options, paths: agenda.paths } : options);
		const report = await (options.dryRun === true ? run() : this.locked(run));
		if (agenda) report.errors.unshift(...agenda.problems);
		return report;
	}

	/** Runs a pass that writes under the vault's write lock, so no other process writes the notes or the journal meanwhile. */
	/**
	 * Runs a pass under the vault's write lock, after the passes asked for
	 * before it: each journals its writes (the journal is rewritten whole),
	 * so two inside Obsidian must not interleave, or one's record of what it
	 * wrote could be lost and with it its undo. Note edits outside a pass (a
	 * tick in the review panel) join the lock at once, as before.
	 */
	private locked<T>(work: () => Promise<T>): Promise<T> {
		const run = this.passes.then(() => (this.deps.writeLock ?? NO_WRITE_LOCK).hold(work));
		this.passes = run.catch(() => undefined);
		return run;
	}

	/** What a process pass needs, from the passes loaded on first use (the first run pays for that, not Obsidian's start). */
	private async processOptions({ processRunOptions }: Work, settings: Settings, progress: ProgressNotice, automatic = false, stop?: StopControl): Promise<ProcessOptions> {
		const hold = automatic ? await this.deps.holdWhileWriting?.() : undefined;
		const toggleTask = this.deps.tasksToggle?.();
		return {
			...(hold ? { hold } : {}),
			...(toggleTask ? { toggleTask } : {}),
			...processRunOptions(this.deps, { settings, apiKey: this.deps.apiKey(), locale: this.deps.locale?.(), wrapDecider: (decider) => reportingProgress(decider, progress), ...(stop ? { stop } : {}) }),
		};
	}

	/**
	 * True when this month's requests reached the monthly limit and a model
	 * is asked (the offline classifier costs nothing): the automatic run is
	 * not started, and the first time, a notice says why (the status bar
	 * says it as long as it lasts). Usage that cannot be read pauses nothing.
	 */
	private async limitPauses(): Promise<boolean> {
		const settings = this.settings();
		const limit = settings.monthlyRequestLimit;
		let reached = false;
		if (limit > 0 && settings.provider !== "offline") {
			const totals = await this.usageTotals().catch(() => null);
			const { limitReached } = await loadWork();
			reached = totals !== null && limitReached(totals, limit);
		}
		if (!reached) {
			if (this.pausedBy !== null) {
				this.pausedBy = null;
				this.events.trigger("change");
			}
			return false;
		}
		if (this.pausedBy === null) {
			const { limitMessage } = await loadWork();
			this.pausedBy = limitMessage(limit);
			new Notice(this.pausedBy, ERROR_NOTICE_MS);
			this.events.trigger("change");
		}
		return true;
	}

	/** Keeps a run's summary for the panel and tells the user in notices; with `undoable`, the notice has an Undo button for that kind of run. */
	private remember(summary: RunSummary, undoable: UndoKind | null = null): void {
		this.last = summary;
		if (summary.summary !== "") {
			// What the run's requests cost, as the review panel's last-run box says it.
			const text = summary.cost ? `${summary.summary}\nModel: ${summary.cost}` : summary.summary;
			const notice = new Notice(text, undoable ? UNDO_NOTICE_MS : NOTICE_MS);
			if (undoable) this.addUndoButton(notice, undoable);
		}
		if (summary.errors.length > 0) {
			const shown = summary.errors.slice(0, 3).join("\n");
			const more = summary.errors.length > 3 ? `\n…and ${plural(summary.errors.length - 3, "more problem")}.` : "";
			new Notice(`${plural(summary.errors.length, "problem")}:\n${shown}${more}`, ERROR_NOTICE_MS);
		}
		this.events.trigger("change");
	}

	/** The button undoes the last run of the kind: the one the notice tells of, unless another ran since (undo names what it restored). */
	private addUndoButton(notice: Notice, kind: UndoKind): void {
		const button = notice.messageEl.createEl("button", { text: "Undo" });
		button.addEventListener("click", () => {
			notice.hide();
			void this.undo(kind);
		});
	}

	private begin(): void {
		this.running++;
		this.events.trigger("change");
	}

	private end(): void {
		this.running--;
		this.events.trigger("change");
	}

	private exchangePath(): string {
		return normalizePath(this.settings().exchangePath);
	}

	private now(): string {
		return this.deps.clock().toISOString();
	}
}

/** Passes the decider through, telling the progress notice what it is deciding. */
function reportingProgress(decider: Decider, progress: ProgressNotice): Decider {
	return {
		name: decider.name,
		...(decider.judgesRelations === undefined ? {} : { judgesRelations: decider.judgesRelations }),
		decide(annotations, context) {
			progress.update(`Deciding ${plural(annotations.length, "annotation")} (${decider.name})…`);
			return decider.decide(annotations, context);
		},
	};
}

/** No use counts: nothing was counted. */
const NO_USE_COUNTS: UseCountStore = { append: () => Promise.resolve(), readAll: () => Promise.resolve([]) };

/** A text cut to fit a notice. */
function shortened(text: string, limit = 80): string {
	return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * The options of a run that replays decisions made earlier (a preview's):
 * without the decision cache, which holds only what the configured model
 * answered (the preview may have been decided by another).
 */
function replaying(options: ProcessOptions, decider: Decider): ProcessOptions {
	const replay: ProcessOptions = { ...options, decider };
	delete replay.decisionCache;
	return replay;
}
