import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { loadLearnedContext } from "../core/memory/context";
import { createDecider, dateOrderFor } from "../core/deciders";
import { guardBatch } from "../core/deciders/guard";
import { damagedLines, describeDamage, readJournal, isRun, type JournalStore } from "../core/passes/journal";
import { findAnnotations } from "../core/agenda/annotations";
import { ownNotesOf, resolveAgendaSources, type AgendaSources } from "../core/agenda/sources";
import { scrubSecret } from "../core/llm/redact";
import { migrateProposals } from "../core/passes/migrate";
import { describeReview, reviewMemory } from "../core/passes/retirement";
import { undoLast } from "../core/passes/undo";
import { describeMigrate, describeProcess, failureSummary, localRunTime, plural, undoFailed } from "../core/passes/reports";
import { normalizeVaultPath } from "../core/paths";
import type { Clock, HttpPort, Sleep } from "../core/ports";
import { processAnnotations } from "../core/passes/process";
import { recurringTaskToggle } from "./recurrence";
import { migrateRunOptions, processRunOptions, type RunPorts } from "../core/passes/runOptions";
import { parseExchange } from "../core/exchange";
import { resolveSettings, resolveSettingsWithWarnings, type Settings } from "../core/settings";
import { isoDate } from "../core/text";
import { commandUsage, parseInvocation, USAGE, UsageError, type Invocation } from "./args";
import { version } from "../../package.json";
import { fileDecisionCache, fileExamples, fileJournal, fileUsage, fileUseCounts, openFileSystemVault, pluginFolder, type FileSystemVault } from "./fsVault";
import { loadExamples, type ExampleStore } from "../core/deciders/examples/exampleStore";
import { parseEntries } from "../core/memory/entries";
import { malformedMessage, readScope } from "../core/memory/scope";
import { serveOverStdio } from "./mcpStdio";
import { runEntryAction, runMemoryCommand } from "./memoryCommand";
import { recordUses, type UseEvent } from "../core/memory/useCounts";
import { parseLabelledLines, type LabelledLine } from "./eval/labelled";
import { runEval } from "./eval/command";
import { ENV, resolveProvider, type ResolvedProvider } from "./provider";
import { createStop } from "../core/stop";
import { describeUsage, limitReached, readUsageTotals, recordUsage } from "../core/llm/usageRecords";
import { createMeter, type RunUsage } from "../core/llm/meter";

/** What the command line talks to; tests pass their own. */
export interface CliEnvironment {
	stdout: (text: string) => void;
	stderr: (text: string) => void;
	readStdin: () => Promise<string>;
	env: Record<string, string | undefined>;
	http: HttpPort;
	/** Waits between LLM retries (tests: at once). */
	sleep: Sleep;
	clock: Clock;
	/** Calls `listener` when the user interrupts (Ctrl+C); returns a function that stops listening. Absent: nothing interrupts. */
	onInterrupt?: (listener: () => void) => () => void;
}

/** Runs one command line; returns the exit status (0 done, 1 failed, 2 bad usage). */
export async function runCli(argv: string[], io: CliEnvironment): Promise<number> {
	let invocation: Invocation;
	try {
		invocation = parseInvocation(argv);
	} catch (error) {
		if (error instanceof UsageError) {
			io.stderr(`annotation-memory: ${error.message}\nRun 'annotation-memory --help' for usage.\n`);
			return 2;
		}
		throw error;
	}
	if (invocation.command === "help") {
		io.stdout(`${invocation.helpFor === null ? USAGE : commandUsage(invocation.helpFor)}\n`);
		return 0;
	}
	if (invocation.command === "version") {
		io.stdout(`${version}\n`);
		return 0;
	}
	// Every key the environment holds is scrubbed from what is printed, whichever one a run sends.
	const secrets = [ENV.apiKey, ENV.openAiKey, ENV.anthropicKey].map((name) => io.env[name] ?? null);
	try {
		return await dispatch(invocation, io);
	} catch (error) {
		if (error instanceof UsageError) {
			io.stderr(`annotation-memory: ${error.message}\n`);
			return 2;
		}
		const message = secrets.reduce<string>((text, secret) => scrubSecret(text, secret), error instanceof Error ? error.message : String(error));
		io.stderr(`annotation-memory: ${message}\n`);
		return 1;
	}
}

/** The commands that may send requests to a model. */
const DECIDING: readonly Invocation["command"][] = ["process", "classify", "eval"];

/**
 * The provider of a run (flags over environment over data.json). A command
 * that may ask a model, with a provider that requires a key and none given,
 * stops here: exit 1, naming the variable to set, before any request.
 */
function providerFor(stored: Settings, invocation: Invocation, io: CliEnvironment): ResolvedProvider | null {
	const resolved = resolveProvider(stored, invocation, io.env);
	if (DECIDING.includes(invocation.command) && resolved.keyProblem !== null) {
		io.stderr(`annotation-memory: ${resolved.keyProblem}\n`);
		return null;
	}
	return resolved;
}

async function dispatch(invocation: Invocation, io: CliEnvironment): Promise<number> {
	if (invocation.command === "classify") {
		// With a vault: its settings, rules and memory, and the review decisions it has learned from, as a process pass has them.
		const vault = invocation.vault === null ? null : await openFileSystemVault(invocation.vault);
		const provider = providerFor(vault === null ? resolveSettings(undefined) : await loadSettings(vault.root, io), invocation, io);
		return provider === null ? 1 : classify(invocation, io, provider, vault);
	}
	if (invocation.command === "eval") return evaluate(invocation, io);
	const vault = await openFileSystemVault(invocation.vault!, invocation.command === "mcp" ? { purpose: "an MCP server", lockWaitMs: MCP_LOCK_WAIT_MS } : { purpose: `an annotation-memory ${invocation.command} pass` });
	const provider = providerFor(await loadSettings(vault.root, io), invocation, io);
	if (provider === null) return 1;
	const settings = provider.settings;
	switch (invocation.command) {
		case "process":
		case "migrate":
		case "undo":
			// The whole pass, its journal included, is one writer: no other process's write lands in the middle of it.
			// A dry run writes nothing, so it neither waits for nor holds up anyone.
			return invocation.dryRun ? runPass(invocation, io, vault, provider) : vault.lock.hold(() => runPass(invocation, io, vault, provider));
		case "mcp":
			await serveOverStdio(vault, settings, io.clock);
			return 0;
		case "memory": {
			const action = invocation.memory ?? "list";
			if (action === "review") return invocation.dryRun ? runReview(invocation, io, vault, settings) : vault.lock.hold(() => runReview(invocation, io, vault, settings));
			const result =
				action === "list" || action === "stats"
					? await runMemoryCommand(action, vault, settings, io.clock, { json: invocation.json, note: invocation.note })
					: // The user's act on an entry is one writer, journaled as a migration: undo takes it back.
						await vault.lock.hold(() => runEntryAction(action, vault, readableJournal(vault.root), settings, io.clock, { json: invocation.json, note: invocation.note, id: invocation.entryId ?? "" }));
			io.stdout(result.stdout);
			if (result.stderr !== "") io.stderr(result.stderr);
			return result.code;
		}
		case "status": {
			const status = await collectStatus(vault, settings, await agendaNotes(vault, settings, invocation), io.clock());
			if (invocation.json) io.stdout(`${JSON.stringify(status)}\n`);
			else io.stdout(describeStatus(status));
			if (status.agendaProblems.length > 0) io.stderr(`annotation-memory: ${status.agendaProblems.join("\n")}\n`);
			return 0;
		}
	}
	return 2;
}

/**
 * How long an MCP server's proposal waits for another writer (a pass, another
 * server) before it is answered with an error: well within the minute an
 * assistant's client waits for an answer.
 */
const MCP_LOCK_WAIT_MS = 30_000;

/** Runs a pass that writes notes and the journal; the caller holds the vault's write lock. */
async function runPass(invocation: Invocation, io: CliEnvironment, vault: FileSystemVault, provider: ResolvedProvider): Promise<number> {
	const { settings, apiKey, setup } = provider;
	switch (invocation.command) {
		case "process": {
			// Ctrl+C stops the run as the plugin's Stop button does: no further request, nothing written for what was not decided.
			const stop = createStop();
			const stopListening = io.onInterrupt?.(() => stop.stop());
			const options = processRunOptions(runPorts(vault, io), { settings, apiKey, setup, stop });
			const agenda = await agendaNotes(vault, settings, invocation);
			// Recurring tasks are completed as the Tasks plugin completes them, with their next occurrence.
			const toggleTask = recurringTaskToggle(isoDate(io.clock()));
			let report;
			try {
				report = await processAnnotations({ ...options, toggleTask, dryRun: invocation.dryRun, paths: agenda.paths });
			} finally {
				stopListening?.();
			}
			// A note named but missing is an error on the command line (a script asked for it); the plugin only reports it.
			const missing = report.notes.filter((note) => note.missing).map((note) => `The agenda note "${note.path}" was not found.`);
			report.errors.unshift(...agenda.problems, ...missing);
			const failed = report.stopped === true || report.errors.length > 0 || report.outcomes.some((o) => o.status === "failed" || o.status === "refused");
			if (invocation.json) io.stdout(`${JSON.stringify(report)}\n`);
			else io.stdout(describeProcess(report));
			if (failed) io.stderr(`annotation-memory: ${failureSummary(report)}\n`);
			return failed ? 1 : 0;
		}
		case "migrate": {
			const report = await migrateProposals({ ...migrateRunOptions(runPorts(vault, io), settings, apiKey), dryRun: invocation.dryRun });
			if (invocation.json) io.stdout(`${JSON.stringify(report)}\n`);
			else io.stdout(describeMigrate(report));
			const failed = report.errors.length > 0 || report.outcomes.some((o) => o.status === "refused");
			if (failed) io.stderr(`annotation-memory: ${[...report.errors, ...report.outcomes.filter((o) => o.status === "refused").map((o) => o.message)].join("\n")}\n`);
			return failed ? 1 : 0;
		}
		case "undo": {
			const report = await undoLast(vault, readableJournal(vault.root), io.clock, invocation.undo, fileExamples(vault.root));
			const failed = undoFailed(report);
			if (invocation.json) io.stdout(`${JSON.stringify(report)}\n`);
			else if (!failed) io.stdout(`${report.message}\n`);
			if (failed) io.stderr(`annotation-memory: ${report.message}\n`);
			return failed ? 1 : 0;
		}
	}
	return 2;
}

/** Runs `memory review`: stale entries proposed for retirement in Exchange.md, journaled (undo takes them back); the caller holds the write lock unless it is a dry run. */
async function runReview(invocation: Invocation, io: CliEnvironment, vault: FileSystemVault, settings: Settings): Promise<number> {
	const ports = runPorts(vault, io);
	const report = await reviewMemory({ vault, settings, clock: io.clock, journal: ports.journal, list: vault.list, ...(ports.useCounts ? { useCounts: ports.useCounts } : {}), dryRun: invocation.dryRun });
	io.stdout(invocation.json ? `${JSON.stringify(report)}\n` : describeReview(report));
	return 0;
}

/** What a process or migrate run works with from the command line: the vault's files, the environment's network, and the journal, examples and decision cache in the plugin folder. */
function runPorts(vault: FileSystemVault, io: CliEnvironment): RunPorts {
	const root = vault.root;
	return { vault, list: vault.list, http: io.http, sleep: io.sleep, clock: io.clock, journal: fileJournal(root), examples: fileExamples(root), decisionCache: fileDecisionCache(root), useCounts: fileUseCounts(root, "cli"), usage: fileUsage(root) };
}

/** The agenda notes of `--agenda`, or else of the settings: paths, folders and patterns matched against the vault's notes. */
async function agendaNotes(vault: FileSystemVault, settings: Settings, invocation: Invocation): Promise<AgendaSources> {
	const entries = invocation.agenda.length > 0 ? invocation.agenda : settings.agendaPaths;
	const own = ownNotesOf(settings, nodePath.relative(vault.root, pluginFolder(vault.root)));
	return resolveAgendaSources(entries, await vault.list(""), own);
}

/**
 * Reads the plugin's data.json so the command line and the plugin agree; a
 * broken file is an error, not a silent default. A note or folder path that
 * leaves the vault is refused with a warning on stderr, and its default used.
 */
async function loadSettings(root: string, io: CliEnvironment): Promise<Settings> {
	const file = nodePath.join(pluginFolder(root), "data.json");
	let text: string;
	try {
		text = await fs.readFile(file, "utf8");
	} catch {
		return resolveSettings(undefined);
	}
	let stored: unknown;
	try {
		stored = JSON.parse(text);
	} catch (error) {
		throw new Error(`The settings file ${file} is not valid JSON (${(error as Error).message}).`);
	}
	const { settings, warnings } = resolveSettingsWithWarnings(stored);
	for (const warning of warnings) io.stderr(`annotation-memory: ${warning}\n`);
	return settings;
}

/**
 * The vault's journal, for reading it back: a missing journal is an empty
 * one, but a journal that exists and cannot be read is an error (never
 * "nothing to undo"). Saved as `fileJournal` saves it.
 */
function readableJournal(root: string): JournalStore {
	const file = nodePath.join(pluginFolder(root), "journal.jsonl");
	const store = fileJournal(root);
	return {
		location: file,
		async load() {
			try {
				return await fs.readFile(file, "utf8");
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
				throw error;
			}
		},
		save: (text) => store.save(text),
	};
}

async function classify(invocation: Invocation, io: CliEnvironment, { settings, apiKey, setup }: ResolvedProvider, vault: FileSystemVault | null): Promise<number> {
	const input = await io.readStdin();
	const rows: { line: number; item: string; annotation: string }[] = [];
	const problems: string[] = [];
	input.split(/\r?\n/).forEach((raw, index) => {
		if (raw.trim() === "") return;
		try {
			const value = JSON.parse(raw) as unknown;
			const record = value as { item?: unknown; annotation?: unknown };
			if (typeof value !== "object" || value === null || typeof record.annotation !== "string" || (record.item !== undefined && typeof record.item !== "string")) {
				problems.push(`line ${index + 1}: expected {"item": "…", "annotation": "…"}`);
				return;
			}
			rows.push({ line: index + 1, item: typeof record.item === "string" ? record.item : "", annotation: record.annotation });
		} catch {
			problems.push(`line ${index + 1}: not JSON`);
		}
	});
	if (problems.length > 0) {
		io.stderr(`annotation-memory: ${problems.join("; ")}\n`);
		return 1;
	}
	// A model's requests are metered: with a vault, they are recorded with the runs' usage.
	const meter = settings.provider === "offline" ? null : createMeter(io.http, io.sleep);
	const decider = createDecider(settings, { http: meter?.http ?? io.http, apiKey, sleep: meter?.sleep ?? io.sleep, setup });
	// With a vault, the entries a model request carried are counted as used, as a process pass counts them.
	const uses: UseEvent[] = [];
	const batch = await decider.decide(
		rows.map((row) => ({ id: String(row.line), item: row.item, annotation: row.annotation, section: "" })),
		{
			today: isoDate(io.clock()),
			learned: vault === null ? () => Promise.resolve({ rules: [], skills: [], memory: [] }) : () => loadLearnedContext(vault, vault.list, settings),
			...(vault !== null && settings.learnFromDecisions ? { examples: () => loadExamples(fileExamples(vault.root)) } : {}),
			used: (entries) => void uses.push({ by: "decision", entries: [...entries], at: io.clock() }),
		},
	);
	if (vault !== null) await recordUses(fileUseCounts(vault.root, "cli"), uses);
	if (vault !== null && meter) await recordUsage(fileUsage(vault.root), meter.usage(), io.clock(), settings.provider, settings.model.trim());
	// The same rules over the verdicts as a process pass holds them to.
	const inputs = rows.map((row) => ({ id: String(row.line), annotation: row.annotation }));
	const guarded = guardBatch(batch, inputs, { today: isoDate(io.clock()), extraCues: settings.extraCues, dateOrder: dateOrderFor(settings.dateOrder) });
	const byId = new Map(guarded.decisions.map((d) => [d.id, d]));
	const results = rows.map((row) => {
		const decision = byId.get(String(row.line));
		return decision ? { action: decision.action, type: decision.type, proposal: decision.proposal, postpone_until: decision.postponeUntil, reason: decision.reason ?? null } : null;
	});
	if (invocation.json) io.stdout(`${JSON.stringify({ results })}\n`);
	// A postponement carries its date (null: none named, the settings decide), so every postponement shows it.
	else for (const result of results) io.stdout(`${JSON.stringify(result ? { action: result.action, type: result.type, ...(result.action === "postpone" ? { postpone_until: result.postpone_until } : {}) } : { error: "no decision" })}\n`);
	if (batch.failures.length > 0) {
		// Lines that failed alike (a failed batch) share one message: "lines 1, 2, 3: …".
		const byMessage = new Map<string, string[]>();
		for (const failure of batch.failures) byMessage.set(failure.message, [...(byMessage.get(failure.message) ?? []), failure.id]);
		io.stderr(`annotation-memory: ${[...byMessage].map(([message, ids]) => `${ids.length === 1 ? "line" : "lines"} ${ids.join(", ")}: ${message}`).join("\n")}\n`);
		return 1;
	}
	return 0;
}

/**
 * `eval`: reads the labelled files (a file that cannot be read, a line that
 * is not a labelled annotation: exit 2, naming file and line), then scores
 * them with the decider a process pass in the vault would use. The vault is
 * only read: its settings, rules, skills, memory and learned decisions.
 */
async function evaluate(invocation: Invocation, io: CliEnvironment): Promise<number> {
	const lines: LabelledLine[] = [];
	const problems: string[] = [];
	for (const file of invocation.files) {
		let text: string;
		try {
			text = await fs.readFile(file, "utf8");
		} catch (error) {
			problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
			continue;
		}
		const read = parseLabelledLines(text, file);
		lines.push(...read.lines);
		problems.push(...read.problems);
		if (read.lines.length === 0 && read.problems.length === 0) problems.push(`${file}: no labelled annotations in it.`);
	}
	if (problems.length > 0) {
		io.stderr(`annotation-memory: ${problems.join("\n")}\n`);
		return 2;
	}
	const vault = invocation.vault === null ? null : await openFileSystemVault(invocation.vault, { purpose: "an annotation-memory eval" });
	const provider = providerFor(vault === null ? resolveSettings(undefined) : await loadSettings(vault.root, io), invocation, io);
	if (provider === null) return 1;
	const { settings, apiKey, setup } = provider;
	return runEval({
		lines,
		settings,
		apiKey,
		setup,
		http: io.http,
		sleep: io.sleep,
		today: invocation.today ?? isoDate(io.clock()),
		yes: invocation.yes,
		json: invocation.json,
		learned: vault === null ? () => Promise.resolve({ rules: [], skills: [], memory: [] }) : () => loadLearnedContext(vault, vault.list, settings),
		...(vault !== null && settings.learnFromDecisions ? { examples: readOnly(fileExamples(vault.root)) } : {}),
		stdout: io.stdout,
		stderr: io.stderr,
	});
}

/** An example store that is read and never written: eval leaves the vault as it found it. */
function readOnly(store: ExampleStore): ExampleStore {
	return { load: () => store.load(), save: () => Promise.reject(new Error("eval writes nothing to the vault.")) };
}

/** What `status` reports. */
interface Status {
	/** Annotations waiting to be processed, per agenda note; `kept` (when there are any) counts those proposed already that wait under their items for the user. */
	annotations: { path: string; count: number; missing: boolean; kept?: number }[];
	/** Agenda sources that were refused or matched no note. */
	agendaProblems: string[];
	proposals: { pending: number; accepted: number; rejected: number; flagged: number };
	/** Per memory, rules and skills note: its entries, and its scope when it is bound to agenda notes (`scopeProblem`: why its scope cannot be read). */
	notes: { path: string; entries: number; scope?: string[]; scopeProblem?: string }[];
	lastRun: { kind: string; at: string; undone: boolean } | null;
	/** What is wrong with the journal (damaged lines, unreadable); null when nothing is. */
	journalProblem: string | null;
	/** How many review decisions the deciders learn from. */
	learnedExamples: number;
	/** What the requests to a model cost today and this month (local time), on every device and command line writing to the plugin folder. */
	usage: { day: string; today: RunUsage; month: string; thisMonth: RunUsage; monthlyRequestLimit: number; limitReached: boolean };
}

async function collectStatus(vault: FileSystemVault, settings: Settings, agenda: AgendaSources, now: Date): Promise<Status> {
	const annotations: Status["annotations"] = [];
	for (const path of agenda.paths) {
		const text = await vault.read(path);
		const found = text === null ? [] : findAnnotations(text, path).annotations;
		const kept = found.filter((a) => a.kept).length;
		annotations.push({ path, count: found.length - kept, missing: text === null, ...(kept > 0 ? { kept } : {}) });
	}
	const exchange = await vault.read(normalizeVaultPath(settings.exchangePath));
	const proposals = { pending: 0, accepted: 0, rejected: 0, flagged: 0 };
	for (const block of exchange === null ? [] : parseExchange(exchange)) proposals[block.status]++;
	const notes: Status["notes"] = [];
	const paths = [normalizeVaultPath(settings.memoryPath), ...(await vault.list(normalizeVaultPath(settings.rulesFolder))), ...(await vault.list(normalizeVaultPath(settings.skillsFolder)))];
	for (const path of paths) {
		const text = await vault.read(path);
		if (text === null) continue;
		const scope = readScope(text);
		notes.push({ path, entries: parseEntries(text).length, ...(scope?.kind === "bound" ? { scope: scope.patterns } : scope?.kind === "malformed" ? { scopeProblem: scope.reason } : {}) });
	}
	const journal = readableJournal(vault.root);
	let journalProblem: string | null = null;
	let lines: ReturnType<typeof readJournal> = [];
	try {
		lines = readJournal(await journal.load());
		const damaged = damagedLines(lines);
		if (damaged.length > 0) journalProblem = `${describeDamage(damaged, journal.location)}; the damaged lines are kept as they are (repair or remove them so that undo can reach the runs before them).`;
	} catch (error) {
		journalProblem = `The journal ${journal.location} cannot be read (${(error as Error).message}).`;
	}
	const last = lines.filter(isRun).at(-1);
	const learnedExamples = (await loadExamples(fileExamples(vault.root))).length;
	const totals = await readUsageTotals(fileUsage(vault.root), now);
	const usage = { ...totals, monthlyRequestLimit: settings.monthlyRequestLimit, limitReached: limitReached(totals, settings.monthlyRequestLimit) };
	return { annotations, agendaProblems: agenda.problems, proposals, notes, lastRun: last ? { kind: last.kind, at: last.at, undone: last.undone ?? false } : null, journalProblem, learnedExamples, usage };
}

function describeStatus(status: Status): string {
	const out: string[] = [];
	for (const a of status.annotations) {
		const kept = a.kept ? `; ${plural(a.kept, "correction")} proposed and kept under ${a.kept === 1 ? "its item" : "their items"} until you fix ${a.kept === 1 ? "it" : "them"} and delete the line` : "";
		out.push(a.missing ? `${a.path}: not found` : `${a.path}: ${plural(a.count, "annotation")} waiting${kept}`);
	}
	const p = status.proposals;
	out.push(`Proposals: ${p.pending} pending, ${p.accepted} accepted, ${p.rejected} rejected, ${p.flagged} with both boxes ticked.`);
	for (const note of status.notes) {
		const bound = note.scope ? `, only for ${note.scope.join(", ")}` : note.scopeProblem !== undefined ? `; ${malformedMessage(note.path, note.scopeProblem)}` : "";
		out.push(`${note.path}: ${plural(note.entries, "entry", "entries")}${bound}`);
	}
	// Local time, as the user's clock shows it; --json keeps the journal's ISO time in UTC.
	if (status.lastRun) out.push(`Last run: ${status.lastRun.kind} at ${localRunTime(status.lastRun.at)} (local time)${status.lastRun.undone ? ", undone" : ""}.`);
	if (status.journalProblem) out.push(status.journalProblem);
	if (status.learnedExamples > 0) out.push(`Learned from ${plural(status.learnedExamples, "review decision")}.`);
	const { usage } = status;
	out.push(`Model usage today (${usage.day}): ${usage.today.requests === 0 ? "none" : describeUsage(usage.today)}.`);
	out.push(`Model usage this month (${usage.month}): ${usage.thisMonth.requests === 0 ? "none" : describeUsage(usage.thisMonth)}.`);
	if (usage.monthlyRequestLimit > 0) {
		out.push(`Monthly request limit: ${usage.monthlyRequestLimit}${usage.limitReached ? " — reached: the plugin's automatic processing is paused" : ""}.`);
	}
	return `${out.join("\n")}\n`;
}
