/**
 * `annotation-memory memory list|stats`: the memory, rules and skills
 * entries with how often they were used, read from the notes and the
 * plugin folder's use counts. Read-only: nothing is written, not even a
 * use-count file. `memory disable|enable|retire ID`: the user's act on one
 * entry, journaled as a migration (see ../core/passes/entryActions.ts).
 */
import { normalizeVaultPath } from "../core/paths";
import { readUseCounts } from "../core/memory/useCounts";
import { memoryUsage, RECENT_USE_DAYS, useStats, type EntryUsage, type MemoryUsage, type NoteUseStats } from "../core/memory/usage";
import { plural } from "../core/passes/reports";
import type { Settings } from "../core/settings";
import type { Clock } from "../core/ports";
import { actOnEntry, type EntryAction } from "../core/passes/entryActions";
import type { JournalStore } from "../core/passes/journal";
import { fileUseCounts, type FileSystemVault } from "./fsVault";

/** What `memory list` or `memory stats` prints, and its exit status. */
export interface MemoryCommandResult {
	stdout: string;
	stderr: string;
	code: number;
}

/** Runs `memory list` (optionally one `note`) or `memory stats` on the vault. */
export async function runMemoryCommand(action: "list" | "stats", vault: FileSystemVault, settings: Settings, clock: Clock, options: { json: boolean; note: string | null }): Promise<MemoryCommandResult> {
	const now = clock();
	const note = options.note === null ? null : normalizeVaultPath(options.note);
	const usage = await memoryUsage(vault, vault.list, settings, await readUseCounts(fileUseCounts(vault.root, "cli")), now, note);
	if (note !== null && usage.notes.length === 0) {
		return { stdout: "", stderr: `annotation-memory: ${note} is not a memory, rules or skills note of this vault (memory: ${normalizeVaultPath(settings.memoryPath)}, rules: ${normalizeVaultPath(settings.rulesFolder)}/, skills: ${normalizeVaultPath(settings.skillsFolder)}/).\n`, code: 1 };
	}
	if (action === "list") return { stdout: options.json ? `${JSON.stringify(usage)}\n` : describeList(usage), stderr: "", code: 0 };
	const stats = useStats(usage, now);
	const report = { countingSince: usage.countingSince, recentDays: RECENT_USE_DAYS, notes: stats };
	return { stdout: options.json ? `${JSON.stringify(report)}\n` : describeStats(usage.countingSince, stats), stderr: "", code: 0 };
}

/** Where the counts stand: since when, or that nothing was counted yet. */
function countingLine(since: string | null): string {
	return since === null ? "No uses counted yet: entries are counted once a model, an assistant's get_context or search_memory, or a copied context uses them." : `Uses counted since ${since}.`;
}

function describeList(usage: MemoryUsage): string {
	const out = [countingLine(usage.countingSince)];
	if (usage.notes.length === 0) out.push("No memory, rules or skills notes yet.");
	for (const note of usage.notes) {
		out.push("", `${note.path} (${note.kind}, ${plural(note.entries.length, "entry", "entries")})`);
		for (const entry of note.entries) out.push(`  ${entry.id}  ${entry.text}`, `      ${describeEntry(entry)}`);
	}
	return `${out.join("\n")}\n`;
}

/** "used 3 times, last 2026-12-05T18:30Z · 12 days old · from Agenda.md". */
function describeEntry(entry: EntryUsage): string {
	const uses = entry.uses === 0 ? "never used" : `used ${entry.uses === 1 ? "once" : `${entry.uses} times`}, last ${entry.lastUse ?? "?"}`;
	const age = entry.ageDays === null ? "no date" : entry.ageDays === 1 ? "1 day old" : `${entry.ageDays} days old`;
	return [...(entry.disabled ? ["disabled"] : []), uses, age, ...(entry.source === null ? [] : [`from ${entry.source}`])].join(" · ");
}

function describeStats(since: string | null, stats: readonly NoteUseStats[]): string {
	const out = [countingLine(since)];
	if (stats.length === 0) out.push("No memory, rules or skills notes yet.");
	for (const note of stats) {
		out.push(`${note.path} (${note.kind}): ${plural(note.entries, "entry", "entries")}, ${note.used} used, ${note.neverUsed} never used, ${note.usedLately} used in the last ${RECENT_USE_DAYS} days`);
	}
	return `${out.join("\n")}\n`;
}

/** Runs `memory disable|enable|retire ID` on the vault; the caller holds its write lock. Exit 1 when refused (unknown id, id in several notes). */
export async function runEntryAction(action: EntryAction, vault: FileSystemVault, journal: JournalStore, settings: Settings, clock: Clock, options: { json: boolean; note: string | null; id: string }): Promise<MemoryCommandResult> {
	const report = await actOnEntry({ vault, list: vault.list, settings, journal, clock, action, id: options.id, note: options.note });
	const refused = report.status === "refused";
	const stdout = options.json ? `${JSON.stringify(report)}\n` : refused ? "" : `${report.message}\n`;
	return { stdout, stderr: refused ? `annotation-memory: ${report.message}\n` : "", code: refused ? 1 : 0 };
}
