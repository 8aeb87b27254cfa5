import { fingerprint, type JournalPlannedBlock, type JournalStore } from "./journal";
import { startJournaledRun } from "./writeAhead";
import { dryRunVault } from "./dryRunVault";
import { lineEnding } from "../agenda/lines";
import { appendEntries, formatArchivedEntries, type AppendResult, type NamedEntry, type NewEntry } from "../memory/appendEntries";
import { exactKey } from "../memory/plan";
import { entryReader, type EntryReader } from "../memory/entries";
import { normalizeVaultPath } from "../paths";
import type { Clock, ListNotes, VaultPort } from "../ports";
import { addRelationLinesToBlocks, bothRelationsTicked, parseExchange, readTargetNote, relationsFor, removeProposals, type NewRelation, type ProposalBlock, type RelationKind } from "../exchange";
import type { Settings } from "../settings";
import { isoDate, isoMinute } from "../text";
import { proposePatterns, type ProposedPattern } from "./promote";
import type { PatternDrafter } from "../llm/draft";
import { retireTicked, type AcceptedPattern } from "./retire";
import { proposeRetirements, type ProposedRetirement } from "./retirement";
import { readUseCounts, type UseCountStore } from "../memory/useCounts";
import { exampleFromBlock } from "../deciders/examples/examples";
import { recordExamples, type ExampleStore } from "../deciders/examples/exampleStore";
import { targetPath } from "../exchange/tags";

/** What happened to one decided (or flagged) block. */
export interface MigrationOutcome {
	id: string;
	text: string;
	/**
	 * `review`: accepted, but written without relation lines while its target
	 * note holds similar entries — relation lines were added and Accept
	 * unticked, so the user looks once more before anything is bumped or
	 * replaced.
	 */
	status: "migrated" | "duplicate" | "already-present" | "rejected" | "refused" | "flagged" | "review";
	/** The note the entry went to (or would go to). */
	target: string | null;
	message: string | null;
}

/** The result of a migrate pass. */
export interface MigrateReport {
	dryRun: boolean;
	outcomes: MigrationOutcome[];
	/** Entries appended to target notes. */
	migrated: number;
	/** Blocks moved from Exchange.md to the archive. */
	archived: number;
	/** Old entries the user ticked "Replaces" for (moved to the archive, superseded by the new one). */
	superseded: { old: string; by: string; target: string }[];
	/** Entries an accepted pattern's or retirement block's ticked `Retire:` lines moved to the archive (`by`: the block's id; `from`: their note; `stale`: by a retirement block). */
	retired: { text: string; by: string; from: string; stale: boolean }[];
	/** Pattern blocks this run added to Exchange.md: one proposed rule for three or more alike entries. */
	patterns: ProposedPattern[];
	/** Retirement blocks this run added to Exchange.md: stale entries of one note, for one reason, proposed for the archive. */
	retirements: ProposedRetirement[];
	/**
	 * Target notes that hold more entries than their cap once migrated into.
	 * Nothing leaves a note for that by itself (only a ticked line moves an
	 * entry out): for the memory note a retirement block proposes the least
	 * used entries, and the context budget bounds what is sent.
	 */
	overCap: { target: string; entries: number; cap: number }[];
	/** Blocks still waiting for a decision. */
	pending: number;
	/** Decided blocks this run left in Exchange.md because `hold` asked it to (the user brought them back). */
	held: number;
	errors: string[];
	/** Accepted and rejected proposals kept as examples the deciders learn from. */
	examplesRecorded: number;
	/** Problems that did not stop the migration (the examples could not be recorded, the model's drafts of new rules could not be used). */
	warnings: string[];
}

/** What the migrate pass works with. */
export interface MigrateOptions {
	vault: VaultPort;
	settings: Settings;
	clock: Clock;
	journal?: JournalStore;
	/** Where accepted and rejected proposals are kept as examples, when the settings let the deciders learn from them. */
	examples?: ExampleStore;
	/** Lists the rules and skills notes, where patterns and stale entries are looked for too (without it: the memory note only). */
	list?: ListNotes;
	/** Asks the configured model to draft the rules of new patterns (not in a dry run); without it they are drafted offline. */
	draft?: PatternDrafter;
	/** The use records, read once, for proposing unused and over-cap entries for retirement (without it: nothing was counted). */
	useCounts?: UseCountStore;
	/** True for a decided block this run leaves in Exchange.md as it is (an automatic run, and the user brought the block back after a migration took it). */
	hold?: (block: ProposalBlock) => boolean;
	dryRun?: boolean;
}

/**
 * The migrate pass. Its writes come in an order that makes an interrupted
 * pass safe to run again: (1) the archive receives every decided block and
 * every entry the target notes will lose (superseded), (2) the
 * target notes are written — they bump, append and drop exactly what the
 * ticked lines say, (3) decided blocks leave Exchange.md. Whatever leaves a
 * note is in the archive first; a rerun finds ids already present and adds
 * nothing twice. Every write is journaled ahead, so the pass can be undone.
 *
 * Which accepted blocks without relation lines are sent back for review
 * depends on the target notes, which the run itself changes; so these
 * decisions are journaled as the run's plan before the writes they lead
 * to, and a run that continues an interrupted one replays them for every
 * block whose text, tag and ticks are as they were (sent-back blocks stay
 * sent back). A block the user changed meanwhile is decided afresh.
 */
export async function migrateProposals(options: MigrateOptions): Promise<MigrateReport> {
	const { settings, clock } = options;
	const dryRun = options.dryRun ?? false;
	const today = isoDate(clock());
	const exchangePath = normalizeVaultPath(settings.exchangePath);
	const report: MigrateReport = { dryRun, outcomes: [], migrated: 0, archived: 0, superseded: [], retired: [], patterns: [], retirements: [], overCap: [], pending: 0, held: 0, errors: [], examplesRecorded: 0, warnings: [] };
	const journaled = dryRun || !options.journal ? null : await startJournaledRun(options.vault, options.journal, "migrate", clock);
	const vault = dryRun ? dryRunVault(options.vault) : (journaled?.vault ?? options.vault);

	const read = await vault.read(exchangePath);
	// Without Exchange.md there is nothing to migrate, but entries may still make a pattern to propose.
	if (read === null && !settings.promotePatterns && !settings.proposeRetirement) return report;
	const exchange = read ?? "";
	const blocks = parseExchange(exchange);
	report.pending = blocks.filter((block) => block.status === "pending").length;
	const hold = options.hold;
	const held = hold ? blocks.filter((block) => block.status !== "pending" && hold(block)) : [];
	report.held = held.length;
	const sorted = sortDecided(held.length === 0 ? blocks : blocks.filter((block) => !held.includes(block)), settings, today, report);
	// Continuing an interrupted run: its decisions for blocks left as they were stand.
	const replay = new Map((journaled?.planned ?? []).map((planned) => [planned.id, planned]));
	const record = (steps: JournalPlannedBlock[]) => journaled?.plan(steps);
	const plans: TargetPlan[] = [];
	for (const [path, items] of sorted.byTarget) {
		try {
			plans.push(await writeTarget(vault, path, items, { settings, today, exchange, archivable: sorted.archivable, replay, record }));
		} catch (error) {
			report.errors.push(`Could not write ${path}: ${message(error)}`);
			for (const { block } of items) report.outcomes.push(outcome(block, "refused", path, `Not migrated: ${path} could not be written.`));
		}
	}
	for (const plan of plans) reportTarget(plan, sorted, settings, today, report);
	// Retiring, promotion and the retirement proposals read the notes through one reader: a text read twice is parsed once.
	const entries = entryReader();
	await retireForPatterns(vault, settings, exchange, today, sorted, report, entries);
	await retireAccepted(vault, settings, exchange, today, sorted, report, entries);
	await archiveDecided(vault, settings, exchange, sorted.archivable, []);
	report.archived = sorted.archivable.length;
	await removeDecided(vault, settings, sorted);
	report.pending += sorted.sentBack.length;
	try {
		// A dry run asks no model: it shows which patterns would be proposed, with their offline drafts.
		const draft = dryRun ? undefined : options.draft;
		report.patterns = await proposePatterns(vault, { settings, timestamp: isoMinute(clock()), list: options.list, entries, draft, warn: (warning) => report.warnings.push(warning) });
	} catch (error) {
		report.errors.push(`Could not propose rules from repeated corrections: ${message(error)}`);
	}
	try {
		const limit = settings.patternProposals - report.patterns.length;
		if (settings.proposeRetirement && limit > 0) {
			const counts = await readUseCounts(options.useCounts ?? { append: () => Promise.resolve(), readAll: () => Promise.resolve([]) });
			report.retirements = await proposeRetirements(vault, { settings, timestamp: isoMinute(clock()), today, now: clock(), list: options.list, entries, counts, limit });
		}
	} catch (error) {
		report.errors.push(`Could not propose stale entries for retirement: ${message(error)}`);
	}
	report.pending += report.patterns.length + report.retirements.length;
	await journaled?.finish(report.outcomes.map((o) => `${o.status} ${o.id}${o.target ? ` → ${o.target}` : ""}`));
	if (!dryRun && settings.learnFromDecisions && options.examples) await recordDecisions(options.examples, blocks, report, today, journaled?.at);
	return report;
}

/** What the user settled in review: accepted (wherever the entry ended up) or rejected; held-back, refused and flagged blocks are not settled yet. */
const SETTLED: ReadonlySet<MigrationOutcome["status"]> = new Set(["migrated", "duplicate", "already-present", "rejected"]);

/**
 * Keeps each settled block as an example (the tag as the user left it); a
 * failure is reported as a warning and never undoes the migration.
 */
async function recordDecisions(store: ExampleStore, blocks: readonly ProposalBlock[], report: MigrateReport, today: string, run: string | undefined): Promise<void> {
	const settled = new Set(report.outcomes.filter((o) => SETTLED.has(o.status)).map((o) => o.id));
	const examples = blocks.filter((block) => settled.has(block.id)).flatMap((block) => exampleFromBlock(block, today, run) ?? []);
	try {
		await recordExamples(store, examples);
		report.examplesRecorded = examples.length;
	} catch (error) {
		report.warnings.push(`Your decisions were migrated, but could not be kept as examples to learn from: ${message(error)}`);
	}
}

/** A decided block on its way to the archive, with the line saying what became of it. */
interface Archivable {
	block: ProposalBlock;
	note: string;
}

/** Decided blocks sorted by what happens to them. */
interface SortedBlocks {
	/** Accepted blocks, grouped by the note their entry goes to. */
	byTarget: Map<string, { block: ProposalBlock; entry: NewEntry }[]>;
	/** Rejected blocks (accepted ones join once their entry is written). */
	archivable: Archivable[];
	/** Accepted blocks without relation lines whose note holds similar entries: they get relation lines and wait. */
	sentBack: { block: ProposalBlock; relations: NewRelation[] }[];
	/** Accepted retirement blocks whose note is a memory, rules or skills note: their ticked entries go to the archive. */
	retirements: ProposalBlock[];
}

/** Sorts the decided blocks: rejected ones to the archive, accepted ones by target note; refused and flagged ones are reported and stay. */
function sortDecided(blocks: readonly ProposalBlock[], settings: Settings, today: string, report: MigrateReport): SortedBlocks {
	const sorted: SortedBlocks = { byTarget: new Map(), archivable: [], sentBack: [], retirements: [] };
	for (const block of blocks) {
		if (block.status === "pending") continue;
		if (block.status === "flagged") {
			report.outcomes.push(outcome(block, "flagged", null, "Both Accept and Reject are ticked: untick one."));
			continue;
		}
		if (block.status === "rejected") {
			report.outcomes.push(outcome(block, "rejected", null, null));
			sorted.archivable.push({ block, note: `rejected ${today}` });
			continue;
		}
		const contradicting = bothRelationsTicked(block.relations);
		if (contradicting.length > 0) {
			const entries = contradicting.map((relation) => `“${relation.text}”`).join(", ");
			report.outcomes.push(outcome(block, "flagged", null, `Both “Same as” and “Replaces” are ticked for ${entries}: untick one. Nothing of this proposal was applied.`));
			continue;
		}
		if (block.rejectFirst) {
			report.outcomes.push(outcome(block, "refused", null, "Not migrated: its Reject line stands above Accept. Put them back in order — the text line, then Accept, then Reject — and migrate again."));
			continue;
		}
		if (block.retirement) {
			if (isLearnedNote(block.retirement.note, settings)) sorted.retirements.push(block);
			else report.outcomes.push(outcome(block, "refused", null, `Not migrated: ${block.retirement.note} is not the memory note or a note right in the rules or skills folder, so nothing is retired from it.`));
			continue;
		}
		if (block.tag === null) {
			const why = block.rawTag === null ? "it has no tag such as [user], [rule:agenda] or [skill]" : `its tag [${block.rawTag}] is not one of [user], [rule:<scope>], [skill:<name>]`;
			report.outcomes.push(outcome(block, "refused", null, `Not migrated: ${why}.`));
			continue;
		}
		const target = targetPath(block.tag, settings);
		if (!target.ok) {
			report.outcomes.push(outcome(block, "refused", null, target.message));
			continue;
		}
		const list = sorted.byTarget.get(target.path) ?? [];
		list.push({ block, entry: { id: block.id, text: block.text, date: today, source: block.source ?? "", sameAs: ticked(block, "same"), replaces: ticked(block, "replaces") } });
		sorted.byTarget.set(target.path, list);
	}
	return sorted;
}

/** What one target note's write did, and the blocks behind it. */
interface TargetPlan {
	path: string;
	items: { block: ProposalBlock; entry: NewEntry }[];
	/** Blocks without relation lines held back for one more look, with the lines they get. */
	held: Map<ProposalBlock, NewRelation[]>;
	result: AppendResult;
}

/** What writing a target note needs besides its blocks. */
interface TargetContext {
	settings: Settings;
	today: string;
	/** Exchange.md as read, for archiving blocks verbatim. */
	exchange: string;
	/** Decided blocks already on their way to the archive (rejected ones). */
	archivable: readonly Archivable[];
	/** The journaled plan of the interrupted run this one continues, by block id. */
	replay: ReadonlyMap<string, JournalPlannedBlock>;
	/** Journals decisions ahead of the writes they lead to. */
	record: (steps: JournalPlannedBlock[]) => void;
}

/**
 * Writes the accepted entries of one target note. Planned on the note as it
 * is, then the entries it will lose go to the archive, then the note is
 * written — unless it changed meanwhile, in which case the plan is redone.
 * A block without relation lines never displaces anything: when the note
 * holds entries like it (and none word for word the same), it is held back
 * with relation lines instead of being written.
 */
async function writeTarget(vault: VaultPort, path: string, all: { block: ProposalBlock; entry: NewEntry }[], context: TargetContext): Promise<TargetPlan> {
	const { settings, today } = context;
	for (let attempt = 0; attempt < PLAN_TRIES; attempt++) {
		const base = await vault.read(path);
		const { held, steps } = sendBackUnrelated(base, all, settings.duplicateThreshold, context.replay);
		context.record(steps);
		const items = all.filter((item) => !held.has(item.block));
		const result = appendEntries(base, items.map((item) => item.entry), { today, title: titleFor(path, settings) });
		const moved = formatArchivedEntries(result, { today, notePath: path });
		if (moved !== "") await archiveDecided(vault, settings, context.exchange, [], [moved]);
		if (!result.changed) return { path, items, held, result };
		const written = await vault.process(path, (current) => (current === base ? result.text : current));
		if (written === result.text) return { path, items, held, result };
	}
	throw new Error(`${path} kept changing while it was being migrated into; nothing was written to it.`);
}

/** Plans per target note before giving up on a note that keeps changing. */
const PLAN_TRIES = 3;

/** Reports what a target write did (and a note left over its cap), and queues its accepted blocks for the archive and its held ones for relation lines. */
function reportTarget(plan: TargetPlan, sorted: SortedBlocks, settings: Settings, today: string, report: MigrateReport): void {
	const { path, items, held, result: done } = plan;
	const duplicateIds = new Set(done.duplicates.map((d) => d.entry.id));
	const presentIds = new Set(done.alreadyPresent.map((d) => d.id));
	for (const { block } of items) {
		const status = presentIds.has(block.id) ? "already-present" : duplicateIds.has(block.id) ? "duplicate" : "migrated";
		const stale = done.stale.filter((s) => s.entry.id === block.id).map((s) => `“${s.named.text}”`);
		const notes = [
			...(status === "duplicate" ? ["The entry you ticked as the same had its count go up."] : []),
			...(stale.length > 0 ? [`${stale.join(", ")} ${stale.length === 1 ? "was" : "were"} edited or removed since you ticked ${stale.length === 1 ? "it" : "them"}: left as ${stale.length === 1 ? "it is" : "they are"}${status === "migrated" ? ", and the proposal was added" : ""}.`] : []),
		];
		report.outcomes.push(outcome(block, status, path, notes.length > 0 ? notes.join(" ") : null));
		sorted.archivable.push({ block, note: `accepted ${today} → ${path}` });
	}
	for (const [block, relations] of held) {
		sorted.sentBack.push({ block, relations });
		report.outcomes.push(outcome(block, "review", path, `${path} holds ${relations.length === 1 ? "an entry" : "entries"} like it: the proposal now lists ${relations.length === 1 ? "it" : "them"} under Reject and waits — tick what applies and accept it again.`));
	}
	report.migrated += done.appended.length;
	for (const { entry, old } of done.superseded) report.superseded.push({ old: old.text, by: entry.text, target: path });
	const cap = capFor(path, settings);
	if (done.entries > cap) report.overCap.push({ target: path, entries: done.entries, cap });
}

/**
 * Retires the entries named by the ticked `Retire:` lines of the accepted
 * pattern blocks whose rule is now in its note (a refused one retires
 * nothing). Their archive lines go in before their notes lose them.
 */
async function retireForPatterns(vault: VaultPort, settings: Settings, exchange: string, today: string, sorted: SortedBlocks, report: MigrateReport, entries: EntryReader): Promise<void> {
	const written = new Map(report.outcomes.filter((o) => o.status === "migrated" || o.status === "duplicate" || o.status === "already-present").map((o) => [o.id, o.target]));
	const patterns: AcceptedPattern[] = [];
	for (const { block } of sorted.archivable) {
		const target = written.get(block.id);
		if (block.pattern && block.status === "accepted" && target) patterns.push({ block, target });
	}
	if (patterns.length === 0) return;
	// A failure here fails the run before any block leaves Exchange.md: run again, it continues.
	const done = await retireTicked(vault, patterns, {
		today,
		notes: [normalizeVaultPath(settings.memoryPath)],
		archive: (lines) => archiveDecided(vault, settings, exchange, [], [lines]),
		entries,
	});
	report.retired.push(...done.retired);
	for (const stale of done.stale) {
		const found = report.outcomes.find((o) => o.id === stale.by);
		const note = `“${stale.text}” was edited or removed since: it was not retired.`;
		if (found) found.message = found.message === null ? note : `${found.message} ${note}`;
	}
}

/**
 * Retires the entries named by the ticked `Retire:` lines of the accepted
 * retirement blocks, each from the note its header names, archive first;
 * the blocks then leave Exchange.md for the archive.
 */
async function retireAccepted(vault: VaultPort, settings: Settings, exchange: string, today: string, sorted: SortedBlocks, report: MigrateReport, entries: EntryReader): Promise<void> {
	if (sorted.retirements.length === 0) return;
	// A failure here fails the run before any block leaves Exchange.md: run again, it continues.
	const done = await retireTicked(
		vault,
		sorted.retirements.map((block) => ({ block, target: block.retirement!.note, retirement: true })),
		{ today, notes: [], archive: (lines) => archiveDecided(vault, settings, exchange, [], [lines]), entries },
	);
	report.retired.push(...done.retired);
	// An interrupted run retired some already: the archive holds them, marked by this block.
	const archive = done.stale.length > 0 ? ((await vault.read(normalizeVaultPath(settings.archivePath))) ?? "").split(/\r\n|\r|\n/) : [];
	const archived = (by: string, text: string) => archive.some((line) => line.includes(`${text} <!-- `) && line.includes(`retired-by:${by} `));
	for (const block of sorted.retirements) {
		const note = block.retirement!.note;
		const earlier = done.stale.filter((s) => s.by === block.id && archived(block.id, s.text)).length;
		const count = done.retired.filter((retired) => retired.by === block.id).length + earlier;
		const stale = done.stale.filter((s) => s.by === block.id && !archived(block.id, s.text)).map((s) => `“${s.text}”`);
		const notes = [`${count === 1 ? "1 entry" : `${count} entries`} retired from ${note} to the archive.`, ...(stale.length > 0 ? [`${stale.join(", ")} ${stale.length === 1 ? "was" : "were"} edited or removed since: not retired.`] : [])];
		report.outcomes.push(outcome(block, "migrated", note, notes.join(" ")));
		// The same line however the run went, so a run interrupted and run again leaves the archive as one run would.
		sorted.archivable.push({ block, note: `accepted ${today} → retired from ${note}` });
	}
}

/** Whether a retirement block's note is one entries may be retired from: the memory note, or a note right in the rules or skills folder. */
function isLearnedNote(path: string, settings: Settings): boolean {
	if (path === normalizeVaultPath(settings.memoryPath)) return true;
	return [settings.rulesFolder, settings.skillsFolder].some((folder) => {
		const prefix = `${normalizeVaultPath(folder)}/`;
		return path.startsWith(prefix) && !path.slice(prefix.length).includes("/") && /\.md$/i.test(path);
	});
}

/** Appends decided blocks (verbatim) and moved entries to the archive; what it holds already is not added again. */
async function archiveDecided(vault: VaultPort, settings: Settings, exchange: string, blocks: Archivable[], entries: string[]): Promise<void> {
	if (blocks.length === 0 && entries.length === 0) return;
	blocks.sort((a, b) => a.block.start - b.block.start);
	await vault.process(normalizeVaultPath(settings.archivePath), (current) => appendToArchive(current, exchange, blocks, entries));
}

/** Edits Exchange.md: blocks still decided as we saw them leave it, blocks held back get their relation lines. */
async function removeDecided(vault: VaultPort, settings: Settings, sorted: SortedBlocks): Promise<void> {
	const { archivable, sentBack } = sorted;
	if (archivable.length === 0 && sentBack.length === 0) return;
	const archivedIds = new Set(archivable.map(({ block }) => block.id));
	await vault.process(normalizeVaultPath(settings.exchangePath), (current) => {
		if (current === null) return null;
		// A block the user unticked meanwhile stays.
		const stillDecided = parseExchange(current).filter((block) => archivedIds.has(block.id) && block.status !== "pending" && block.status !== "flagged");
		const relationsById = new Map<string, readonly NewRelation[]>();
		// The first block sent back under an id gives its lines, as one addRelationLines call per block would.
		for (const { block, relations } of sentBack) if (!relationsById.has(block.id)) relationsById.set(block.id, relations);
		return addRelationLinesToBlocks(removeProposals(current, new Set(stillDecided.map((block) => block.id))), relationsById);
	});
}

/** The entries a block's ticked relation lines of one kind name. */
function ticked(block: ProposalBlock, kind: RelationKind): NamedEntry[] {
	return block.relations.filter((relation) => relation.ticked && relation.kind === kind).map((relation) => ({ id: relation.entryId, text: relation.text }));
}

/**
 * The accepted blocks without relation lines that must wait: their target
 * note (as it is now, before this run adds anything) holds entries like
 * them, so they get relation lines to tick first. A word-for-word duplicate
 * does not wait: appendEntries skips it. A block the interrupted run being
 * continued decided already, and that is still as it was then, keeps that
 * decision (the note may hold that run's own writes by now). `steps` are the
 * decisions, for the journal.
 */
function sendBackUnrelated(
	current: string | null,
	items: readonly { block: ProposalBlock; entry: NewEntry }[],
	sameFrom: number,
	replay: ReadonlyMap<string, JournalPlannedBlock>,
): { held: Map<ProposalBlock, NewRelation[]>; steps: JournalPlannedBlock[] } {
	const held = new Map<ProposalBlock, NewRelation[]>();
	const steps: JournalPlannedBlock[] = [];
	let note: ReturnType<typeof readTargetNote> | null = null;
	let known: Set<string> | null = null;
	for (const { block } of items) {
		if (block.relations.length > 0) continue;
		const seen = blockFingerprint(block);
		const planned = replay.get(block.id);
		let relations: NewRelation[];
		if (planned && planned.block === seen) {
			relations = planned.decision === "send-back" ? planned.relations : [];
		} else if (current === null) {
			relations = [];
		} else {
			note ??= readTargetNote(current);
			known ??= new Set([...note.byId.values()].map((entry) => exactKey(entry.text)));
			relations = known.has(exactKey(block.text)) ? [] : relationsFor(note, block.text, null, sameFrom);
		}
		if (relations.length > 0) held.set(block, relations);
		steps.push({ id: block.id, block: seen, decision: relations.length > 0 ? "send-back" : "write", relations });
	}
	return { held, steps };
}

/** Fingerprint of what decides a block's fate: its text, tag, ticks, source and relation lines. */
function blockFingerprint(block: ProposalBlock): string {
	const relations = block.relations.map((r) => [r.kind, r.entryId, r.text, r.ticked]);
	return fingerprint(JSON.stringify([block.text, block.rawTag, block.status, block.source, relations]));
}

/** Adds decided blocks (verbatim, with a line saying what became of them) and moved entries to the archive. */
function appendToArchive(current: string | null, exchange: string, blocks: readonly Archivable[], entries: readonly string[]): string {
	const eol = current === null ? lineEnding(exchange) : lineEnding(current);
	let text = current ?? `# Archive${eol}${eol}Decided proposals and entries moved out of memory notes. Nothing here is read back into requests.${eol}${eol}`;
	const present = new Set(parseExchange(text).map((block) => block.id));
	if (text !== "" && !/[\r\n]$/.test(text)) text += eol;
	for (const { block, note } of blocks) {
		if (present.has(block.id)) continue;
		const lines = exchange.slice(block.start, block.end).replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/);
		if (block.closed) lines.splice(lines.length - 1, 0, `> ${note}`);
		else {
			// A block that ran to the end of Exchange.md gets its closing line in the archive, so the next block there stays apart.
			while (lines.length > 1 && lines[lines.length - 1]!.trim() === "") lines.pop();
			lines.push(`> ${note}`, "---");
		}
		text += `${eol}${lines.join(eol)}${eol}`;
	}
	// Entries a killed earlier run archived already are not archived twice.
	const lines = new Set(text.split(/\r\n|\r|\n/));
	for (const entry of entries) {
		const fresh = entry.split(/\r\n|\r|\n/).filter((line) => line !== "");
		if (fresh.length > 0 && fresh.every((line) => lines.has(line))) continue;
		text += `${eol}${entry.replace(/\r\n|\r|\n/g, eol)}`;
	}
	return text;
}

function capFor(path: string, settings: Settings): number {
	if (path === normalizeVaultPath(settings.memoryPath) || path === `${normalizeVaultPath(settings.memoryPath)}.md`) return settings.caps.memory;
	return path.startsWith(`${normalizeVaultPath(settings.rulesFolder)}/`) ? settings.caps.rules : settings.caps.skills;
}

/** The heading of a new target note: "Memory", "Rules: agenda", "Skills: weekly review". */
function titleFor(path: string, settings: Settings): string {
	const name = path.replace(/^.*\//, "").replace(/\.md$/i, "");
	if (path.startsWith(`${normalizeVaultPath(settings.rulesFolder)}/`)) return `Rules: ${name}`;
	if (path.startsWith(`${normalizeVaultPath(settings.skillsFolder)}/`)) return `Skills: ${name}`;
	return name;
}

function outcome(block: ProposalBlock, status: MigrationOutcome["status"], target: string | null, note: string | null): MigrationOutcome {
	return { id: block.id, text: block.text, status, target, message: note };
}

function message(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
