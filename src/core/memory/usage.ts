/**
 * The memory, rules and skills notes with each entry's uses: what
 * `annotation-memory memory list` and `memory stats` show. Read-only: it
 * reads the notes and the use counts and changes neither.
 */
import { normalizeVaultPath } from "../paths";
import type { ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import { parseEntries } from "./entries";
import { isDisabled } from "./meta";
import { entryId } from "./relations";
import { useMinute, type UseCounts, type UseKind } from "./useCounts";

/** Which kind of learned note a note is. */
export type LearnedNoteKind = "memory" | "rules" | "skills";

/** How many days back "used lately" looks. */
export const RECENT_USE_DAYS = 30;

/** One entry with its uses. */
export interface EntryUsage {
	/** Its `am:` id, else the id of its text (as the use records and relation lines name it). */
	id: string;
	text: string;
	/** The date it was written (`YYYY-MM-DD`), or null for a hand-written entry. */
	date: string | null;
	/** Whole days from `date` to today, or null without a date. */
	ageDays: number | null;
	/** Where it came from (the note its correction was made in), or null. */
	source: string | null;
	/** How many times it was used since counting began. */
	uses: number;
	/** Its latest use (`YYYY-MM-DDTHH:MMZ`, UTC), or null when never used. */
	lastUse: string | null;
	/** Uses per kind (decision, mcp:get_context, mcp:search_memory, copy). */
	usesBy: Partial<Record<UseKind, number>>;
	/** The user disabled it: kept in its note, never sent or given as context. */
	disabled: boolean;
}

/** One learned note and its entries' uses. */
export interface NoteUsage {
	path: string;
	kind: LearnedNoteKind;
	entries: EntryUsage[];
}

/** Every learned note with its entries' uses, and when counting began. */
export interface MemoryUsage {
	/** The earliest use counted (`YYYY-MM-DDTHH:MMZ`), or null when nothing was counted yet. */
	countingSince: string | null;
	notes: NoteUsage[];
}

/**
 * The memory note, then the rules and skills notes (notes not written yet
 * left out), each entry with its uses; only `onlyNote` when given.
 */
export async function memoryUsage(vault: VaultPort, list: ListNotes, settings: Settings, counts: UseCounts, now: Date, onlyNote: string | null = null): Promise<MemoryUsage> {
	const wanted: { path: string; kind: LearnedNoteKind }[] = [
		{ path: normalizeVaultPath(settings.memoryPath), kind: "memory" },
		...(await list(normalizeVaultPath(settings.rulesFolder))).map((path) => ({ path, kind: "rules" as const })),
		...(await list(normalizeVaultPath(settings.skillsFolder))).map((path) => ({ path, kind: "skills" as const })),
	];
	const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
	const notes: NoteUsage[] = [];
	for (const { path, kind } of wanted) {
		if (onlyNote !== null && path !== onlyNote) continue;
		const text = await vault.read(path);
		if (text === null) continue;
		const entries = parseEntries(text).map((entry): EntryUsage => {
			const id = entryId(entry);
			const use = counts.get({ note: path, id });
			return {
				id,
				text: entry.text,
				date: entry.date,
				ageDays: entry.date === null ? null : Math.round((today - Date.parse(`${entry.date}T00:00:00Z`)) / 86_400_000),
				source: entry.meta?.source ?? null,
				uses: use?.count ?? 0,
				lastUse: use?.last ?? null,
				usesBy: use ? { ...use.by } : {},
				disabled: isDisabled(entry.meta),
			};
		});
		notes.push({ path, kind, entries });
	}
	return { countingSince: counts.since, notes };
}

/** A note's entries counted: how many, how many used, never used, and used in the last RECENT_USE_DAYS days. */
export interface NoteUseStats {
	path: string;
	kind: LearnedNoteKind;
	entries: number;
	used: number;
	neverUsed: number;
	usedLately: number;
}

/** The counts per note of `memoryUsage`. */
export function useStats(usage: MemoryUsage, now: Date): NoteUseStats[] {
	const lately = useMinute(new Date(now.getTime() - RECENT_USE_DAYS * 86_400_000));
	return usage.notes.map((note) => {
		const used = note.entries.filter((entry) => entry.uses > 0).length;
		return {
			path: note.path,
			kind: note.kind,
			entries: note.entries.length,
			used,
			neverUsed: note.entries.length - used,
			usedLately: note.entries.filter((entry) => entry.lastUse !== null && entry.lastUse >= lately).length,
		};
	});
}
