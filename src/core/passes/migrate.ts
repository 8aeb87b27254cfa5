import { appendJournal, recordingVault, type JournalStore, type JournalWrite } from "./journal";
import { dryRunVault } from "./dryRunVault";
import { lineEnding } from "../agenda/lines";
import { appendEntries, formatArchivedEntries, type AppendResult, type NewEntry } from "../memory/appendEntries";
import { normalizeVaultPath, targetPath } from "../paths";
import type { Clock, VaultPort } from "../ports";
import { parseExchange, removeProposals, type ProposalBlock } from "../exchange";
import type { Settings } from "../settings";
import { isoDate } from "../text";

/** What happened to one decided (or flagged) block. */
export interface MigrationOutcome {
	id: string;
	text: string;
	status: "migrated" | "duplicate" | "already-present" | "rejected" | "refused" | "flagged";
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
	/** Old entries superseded by a contradicting new one (moved to the archive). */
	superseded: { old: string; by: string; target: string }[];
	/** Entries moved to the archive because a note was over its cap. */
	evicted: { text: string; target: string }[];
	/** Blocks still waiting for a decision. */
	pending: number;
	errors: string[];
}

/** What the migrate pass works with. */
export interface MigrateOptions {
	vault: VaultPort;
	settings: Settings;
	clock: Clock;
	journal?: JournalStore;
	dryRun?: boolean;
}

/**
 * The migrate pass: append accepted proposals to their target notes
 * (skipping ids already there, merging near-duplicates, superseding
 * contradicted entries), record every decided block in the archive, and
 * only then remove the decided blocks from Exchange.md. Every write is
 * journaled so the pass can be undone.
 */
export async function migrateProposals(options: MigrateOptions): Promise<MigrateReport> {
	const { settings, clock } = options;
	const dryRun = options.dryRun ?? false;
	const today = isoDate(clock());
	const exchangePath = normalizeVaultPath(settings.exchangePath);
	const report: MigrateReport = { dryRun, outcomes: [], migrated: 0, archived: 0, superseded: [], evicted: [], pending: 0, errors: [] };
	const writes: JournalWrite[] = [];
	const vault = dryRun ? dryRunVault(options.vault) : recordingVault(options.vault, writes);

	const exchange = await vault.read(exchangePath);
	if (exchange === null) return report;
	const blocks = parseExchange(exchange);
	report.pending = blocks.filter((block) => block.status === "pending").length;
	const sorted = sortDecided(blocks, settings, today, report);
	const archivedEntries = await writeTargets(vault, sorted, settings, today, report);
	await archiveAndRemove(vault, settings, exchange, sorted.archivable, archivedEntries, report);
	if (!dryRun && options.journal && writes.length > 0) {
		const events = report.outcomes.map((o) => `${o.status} ${o.id}${o.target ? ` → ${o.target}` : ""}`);
		await appendJournal(options.journal, { kind: "migrate", at: clock().toISOString(), events, writes });
	}
	return report;
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
}

/** Sorts the decided blocks: rejected ones to the archive, accepted ones by target note; refused and flagged ones are reported and stay. */
function sortDecided(blocks: readonly ProposalBlock[], settings: Settings, today: string, report: MigrateReport): SortedBlocks {
	const sorted: SortedBlocks = { byTarget: new Map(), archivable: [] };
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
		list.push({ block, entry: { id: block.id, text: block.text, date: today, source: block.source ?? "" } });
		sorted.byTarget.set(target.path, list);
	}
	return sorted;
}

/** Appends the accepted entries to each target note (one atomic write per note); returns the entries those writes moved out, formatted for the archive. */
async function writeTargets(vault: VaultPort, sorted: SortedBlocks, settings: Settings, today: string, report: MigrateReport): Promise<string[]> {
	const archivedEntries: string[] = [];
	for (const [path, items] of sorted.byTarget) {
		let result: AppendResult | null = null;
		try {
			await vault.process(path, (current) => {
				result = appendEntries(current, items.map((item) => item.entry), { today, cap: capFor(path, settings), duplicateThreshold: settings.duplicateThreshold, title: titleFor(path, settings) });
				return result.text;
			});
		} catch (error) {
			report.errors.push(`Could not write ${path}: ${message(error)}`);
			for (const { block } of items) report.outcomes.push(outcome(block, "refused", path, `Not migrated: ${path} could not be written.`));
			continue;
		}
		const done = result as AppendResult | null;
		if (!done) continue;
		const duplicateIds = new Set(done.duplicates.map((d) => d.entry.id));
		const presentIds = new Set(done.alreadyPresent.map((d) => d.id));
		for (const { block } of items) {
			const status = presentIds.has(block.id) ? "already-present" : duplicateIds.has(block.id) ? "duplicate" : "migrated";
			const note = status === "duplicate" ? "Already known: the existing entry's count went up." : null;
			report.outcomes.push(outcome(block, status, path, note));
			sorted.archivable.push({ block, note: `accepted ${today} → ${path}` });
		}
		report.migrated += done.appended.length;
		for (const { entry, old } of done.superseded) report.superseded.push({ old: old.text, by: entry.text, target: path });
		for (const old of done.evicted) report.evicted.push({ text: old.text, target: path });
		const archived = formatArchivedEntries(done, { today, notePath: path });
		if (archived !== "") archivedEntries.push(archived);
	}
	return archivedEntries;
}

/** Records decided blocks and moved entries in the archive, then removes from Exchange.md the blocks still decided as we saw them. */
async function archiveAndRemove(vault: VaultPort, settings: Settings, exchange: string, archivable: Archivable[], archivedEntries: string[], report: MigrateReport): Promise<void> {
	if (archivable.length === 0 && archivedEntries.length === 0) return;
	archivable.sort((a, b) => a.block.start - b.block.start);
	const archivedIds = new Set(archivable.map(({ block }) => block.id));
	await vault.process(normalizeVaultPath(settings.archivePath), (current) => appendToArchive(current, exchange, archivable, archivedEntries));
	report.archived = archivable.length;
	await vault.process(normalizeVaultPath(settings.exchangePath), (current) => {
		if (current === null) return null;
		// A block the user unticked meanwhile stays.
		const stillDecided = parseExchange(current).filter((block) => archivedIds.has(block.id) && block.status !== "pending" && block.status !== "flagged");
		return removeProposals(current, new Set(stillDecided.map((block) => block.id)));
	});
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
		lines.splice(lines.length - 1, 0, `> ${note}`);
		text += `${eol}${lines.join(eol)}${eol}`;
	}
	for (const entry of entries) text += `${eol}${entry.replace(/\r\n|\r|\n/g, eol)}`;
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
