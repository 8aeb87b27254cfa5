/**
 * Retirement proposals: after migrate has written what the user accepted
 * (or on its own, `memory review`), entries that may have had their day —
 * superseded, ended by their own words, unused for months, over the memory
 * note's cap (see ../memory/stale.ts) — are proposed in retirement blocks of
 * Exchange.md, one block per reason and note, each entry on a ticked
 * `Retire:` line. Nothing leaves a note here: only accepting a block does,
 * and only for its ticked lines. An entry named for a reason in a block
 * still waiting, or in one the user decided (the archive keeps it
 * verbatim), is not proposed again for that reason.
 */
import { appendRetirements, parseExchange, type NewRetirement } from "../exchange";
import { fnv1a64 } from "../ids";
import { parseEntries, type EntryReader, type MemoryEntry } from "../memory/entries";
import { staleEntries, STALE_REASONS, type StaleEntry, type StaleReason } from "../memory/stale";
import { readUseCounts, type UseCounts, type UseCountStore } from "../memory/useCounts";
import { normalizeVaultPath } from "../paths";
import type { Clock, ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import type { DateOrder } from "../dates/dateFinder";
import { dateOrderFor } from "../deciders";
import { isoDate, isoMinute } from "../text";
import { dryRunVault } from "./dryRunVault";
import type { JournalStore } from "./journal";
import { learnedNotes } from "./promote";
import { summariseReview } from "./reports";
import { startJournaledRun } from "./writeAhead";

/** A retirement block proposed by this run. */
export interface ProposedRetirement {
	id: string;
	reason: StaleReason;
	/** The note its entries are in. */
	note: string;
	/** How many `Retire:` lines it has. */
	entries: number;
}

/** What proposing retirements needs. */
export interface RetirementOptions {
	settings: Settings;
	/** `YYYY-MM-DD HH:MM` for the blocks' headers. */
	timestamp: string;
	/** Today, `YYYY-MM-DD`. */
	today: string;
	now: Date;
	/** Lists the rules and skills notes; without it only the memory note is looked at. */
	list?: ListNotes | undefined;
	/** Every writer's use records, read once. */
	counts: UseCounts;
	/** Most blocks to add (what the proposals-per-migration setting leaves after patterns). */
	limit: number;
	/** Reads a note's entries (one shared with the run's promotion parses each note once); a fresh parse without it. */
	entries?: EntryReader | undefined;
	/** How numeric dates such as 12/10 are read in entries; the date order setting (the runtime's locale when it follows the locale) when absent. */
	dateOrder?: DateOrder;
}

/** Most `Retire:` lines in one block: the rest come in the next block, once these are decided. */
export const RETIRE_LINES_PER_BLOCK = 50;

/** The stable id of a retirement block: a hash of its reason, note and entry ids (16 hex digits). */
export function retirementId(reason: StaleReason, note: string, entryIds: readonly string[]): string {
	return fnv1a64(`retire\u0000${reason}\u0000${note}\u0000${[...entryIds].sort().join("\u0000")}`);
}

/**
 * Adds up to `limit` retirement blocks to Exchange.md (nothing when the
 * setting is off) and says which. Each note is read once, the use records
 * were read once by the caller.
 */
export async function proposeRetirements(vault: VaultPort, options: RetirementOptions): Promise<ProposedRetirement[]> {
	const { settings, limit } = options;
	if (!settings.proposeRetirement || limit <= 0) return [];
	const exchangePath = normalizeVaultPath(settings.exchangePath);
	const memoryPath = normalizeVaultPath(settings.memoryPath);
	// By reason and note, then entry id: asking about every entry of a large note builds no key.
	const declined = new Map<string, Set<string>>();
	const waiting = new Set<string>();
	for (const [text, decided] of [[await vault.read(exchangePath), false], [await vault.read(normalizeVaultPath(settings.archivePath)), true]] as const) {
		for (const block of parseExchange(text ?? "")) {
			for (const relation of block.relations) {
				if (relation.kind !== "retire") continue;
				// A block still waiting (a retirement or a pattern) may retire the entry: not proposed for anything meanwhile.
				if (!decided) waiting.add(relation.entryId);
				else if (block.retirement) {
					const key = declinedKey(block.retirement.reason, block.retirement.note);
					let ids = declined.get(key);
					if (ids === undefined) declined.set(key, (ids = new Set()));
					ids.add(relation.entryId);
				}
			}
		}
	}
	const notes: { path: string; kind: "memory" | "rules" | "skills"; entries: readonly MemoryEntry[] }[] = [];
	const rulesFolder = `${normalizeVaultPath(settings.rulesFolder)}/`;
	for (const { path } of await learnedNotes(settings, options.list)) {
		const text = await vault.read(path);
		if (text === null) continue;
		notes.push({ path, kind: path === memoryPath ? "memory" : path.startsWith(rulesFolder) ? "rules" : "skills", entries: (options.entries ?? parseEntries)(text) });
	}
	const superseded = new Map<string, string>();
	for (const note of notes) for (const entry of note.entries) for (const id of entry.meta?.replaces ?? []) superseded.set(id, entry.text);

	const fresh: NewRetirement[] = [];
	const proposed: ProposedRetirement[] = [];
	for (const note of notes) {
		if (fresh.length >= limit) break;
		const declinedHere = new Map(STALE_REASONS.map((reason) => [reason, declined.get(declinedKey(reason, note.path))]));
		const stale = staleEntries(note.entries, {
			path: note.path,
			kind: note.kind,
			now: options.now,
			today: options.today,
			counts: options.counts,
			unusedMonths: settings.retireUnusedMonths,
			superseded,
			cap: note.kind === "memory" ? settings.caps.memory : null,
			declined: (reason, id) => declinedHere.get(reason)?.has(id) ?? false,
			waiting: (id) => waiting.has(id),
			dateOrder: options.dateOrder ?? dateOrderFor(settings.dateOrder),
		});
		for (const reason of STALE_REASONS) {
			if (fresh.length >= limit) break;
			const group = stale.filter((entry) => entry.reason === reason).slice(0, RETIRE_LINES_PER_BLOCK);
			if (group.length === 0) continue;
			const block = retirementBlock(reason, note.path, group, note.entries.length, options);
			fresh.push(block);
			proposed.push({ id: block.id, reason, note: note.path, entries: group.length });
		}
	}
	if (fresh.length === 0) return [];
	await vault.process(exchangePath, (current) => appendRetirements(current, fresh));
	return proposed;
}

function declinedKey(reason: StaleReason, note: string): string {
	return `${reason}\u0000${note}`;
}

/** The block for one reason's entries of one note: why, a ticked `Retire:` line each, and the particulars. */
function retirementBlock(reason: StaleReason, note: string, group: readonly StaleEntry[], total: number, options: RetirementOptions): NewRetirement {
	const { settings } = options;
	const months = settings.retireUnusedMonths === 1 ? "1 month" : `${settings.retireUnusedMonths} months`;
	const text: Record<StaleReason, string> = {
		superseded: "Newer entries replace these, yet they are still in the note: retire them to the archive?",
		ended: "These entries say they last until a day that has passed: retire them to the archive?",
		unused: `Not used in any request for ${months}: retire these entries to the archive?`,
		"over-cap": `${note} holds ${total} entries, over its cap of ${settings.caps.memory}: retire these, the least used and oldest, to the archive?`,
	};
	const particulars = group
		.filter((stale) => stale.detail !== null)
		.map((stale) => (reason === "superseded" ? `“${stale.entry.text}” is replaced by “${stale.detail}”` : `“${stale.entry.text}”: ${stale.detail}`));
	const details = [...particulars, "Accept moves the ticked entries to the archive (undo takes it back); untick what you want to keep, or reject to keep them all."].join("; ");
	return {
		id: retirementId(reason, note, group.map((stale) => stale.id)),
		timestamp: options.timestamp,
		reason,
		note,
		text: text[reason],
		retire: group.map((stale) => ({ entryId: stale.id, text: stale.entry.text })),
		details,
	};
}

/** What `memory review` (or the palette command) did. */
export interface ReviewReport {
	dryRun: boolean;
	/** Retirement blocks added to Exchange.md. */
	retirements: ProposedRetirement[];
}

/** What a review works with. */
export interface ReviewOptions {
	vault: VaultPort;
	settings: Settings;
	clock: Clock;
	journal?: JournalStore;
	list?: ListNotes;
	useCounts?: UseCountStore;
	dryRun?: boolean;
}

/**
 * Proposes stale entries for retirement now, without migrating: the
 * explicit command, so it runs whether or not migrate proposes them
 * (the setting), at most the proposals-per-migration setting's blocks.
 * Journaled as a migration: undo takes the blocks back out.
 */
export async function reviewMemory(options: ReviewOptions): Promise<ReviewReport> {
	const { settings, clock } = options;
	const dryRun = options.dryRun ?? false;
	const report: ReviewReport = { dryRun, retirements: [] };
	const journaled = dryRun || !options.journal ? null : await startJournaledRun(options.vault, options.journal, "migrate", clock);
	const vault = dryRun ? dryRunVault(options.vault) : (journaled?.vault ?? options.vault);
	const now = clock();
	const counts = await readUseCounts(options.useCounts ?? { append: () => Promise.resolve(), readAll: () => Promise.resolve([]) });
	report.retirements = await proposeRetirements(vault, {
		settings: { ...settings, proposeRetirement: true },
		timestamp: isoMinute(now),
		today: isoDate(now),
		now,
		list: options.list,
		counts,
		limit: Math.max(1, settings.patternProposals),
	});
	await journaled?.finish(report.retirements.map((r) => `proposed retirement ${r.id} (${r.reason}) of ${r.entries} from ${r.note}`));
	return report;
}

/** The command line's listing of a review. */
export function describeReview(report: ReviewReport): string {
	const out = [...(report.dryRun ? ["Dry run — nothing written."] : [])];
	for (const r of report.retirements) out.push(`  proposed for retirement (${r.reason}): ${r.entries === 1 ? "1 entry" : `${r.entries} entries`} of ${r.note}`);
	out.push(summariseReview(report));
	return `${out.join("\n")}\n`;
}
