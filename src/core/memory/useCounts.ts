/**
 * How often each memory, rules and skills entry was used: sent to a model
 * in a decision request, returned by the MCP tools `get_context` and
 * `search_memory`, or copied with "Copy memory context". Kept beside the
 * journal in the plugin folder, never in a note, as append-only JSON lines:
 * one file per writer (a command-line or MCP process, or one start of the
 * plugin), so concurrent processes and synced devices never write the same
 * file and never lose a count. Reading merges every writer's file (counts
 * add up, the latest use wins). A second kind of line says that two ids
 * name one entry (a hand-written entry's id is its text's, so editing its
 * text gives it another): their counts are read as one. A line that is
 * neither is skipped; a missing folder is zero counts; a write that fails is
 * ignored (a lost count never fails a pass).
 */
import { parseJsonLine } from "../text";
import { fnv1a64 } from "../ids";
import type { EntryRef } from "../types";

/** Who used the entries: a decision request, one of the MCP tools, or "Copy memory context". */
export const USE_KINDS = ["decision", "mcp:get_context", "mcp:search_memory", "copy"] as const;

/** One of {@link USE_KINDS}. */
export type UseKind = (typeof USE_KINDS)[number];

export type { EntryRef } from "../types";

/** The plugin folder's `use-counts/` folder, one file per writer. */
export interface UseCountStore {
	/** Appends lines to this writer's own file, creating it (and the folder) on the first call. May throw. */
	append(text: string): Promise<void>;
	/** The text of every writer's file in the folder; empty when there is no folder. A file that cannot be read is left out. */
	readAll(): Promise<string[]>;
}

/** The folder, inside the plugin folder, that holds the writers' files. */
export const USE_COUNTS_FOLDER = "use-counts";

/** One event as a line holds it: when (UTC, to the minute), who, and the entries used, by note. */
interface UseRecord {
	at: string;
	by: UseKind;
	uses: Record<string, string[]>;
}

/** A line saying that the ids name one entry of the note (written when an edit changed an entry's id). */
interface SameRecord {
	at: string;
	same: { note: string; ids: string[] };
}

/** One use event to record. */
export interface UseEvent {
	by: UseKind;
	entries: readonly EntryRef[];
	at: Date;
}

/** A time as the records keep it: UTC to the minute, `2026-12-07T20:43Z` (the same on every device, whatever its time zone). */
export function useMinute(date: Date): string {
	return `${date.toISOString().slice(0, 16)}Z`;
}

/** A file name for a new writer: what it is (`cli`, `mcp`, `plugin`) and a random part, so no two writers share a file. */
export function useCountFileName(kind: string, random: () => number = Math.random): string {
	const part = fnv1a64(`${random()}:${random()}:${Date.now()}`).slice(0, 12);
	return `${kind}-${part}.jsonl`;
}

/** Appends the events (one line each; an event without entries is left out); never throws: a lost count is only a lost count. */
export async function recordUses(store: UseCountStore | undefined, events: readonly UseEvent[]): Promise<void> {
	if (!store) return;
	const lines = events.flatMap((event) => {
		if (event.entries.length === 0) return [];
		const uses: Record<string, string[]> = {};
		for (const { note, id } of event.entries) {
			const ids = (uses[note] ??= []);
			if (!ids.includes(id)) ids.push(id);
		}
		const record: UseRecord = { at: useMinute(event.at), by: event.by, uses };
		return [`${JSON.stringify(record)}\n`];
	});
	if (lines.length === 0) return;
	try {
		await store.append(lines.join(""));
	} catch {
		// Counting must never fail the work it counts.
	}
}

/**
 * Records that `ids` name one entry of `note` from now on (its text was
 * edited and its id is its text's): counts kept under any of them are read
 * as the entry's, before and after an undo. Never throws, as recordUses.
 */
export async function recordSameEntry(store: UseCountStore | undefined, note: string, ids: readonly string[], at: Date): Promise<void> {
	if (!store || new Set(ids).size < 2) return;
	const record: SameRecord = { at: useMinute(at), same: { note, ids: [...ids] } };
	try {
		await store.append(`${JSON.stringify(record)}\n`);
	} catch {
		// Counting must never fail the work it counts.
	}
}

/** What the records say of one entry. */
export interface EntryUse {
	/** How many events used it, across every writer. */
	count: number;
	/** The latest use (`YYYY-MM-DDTHH:MMZ`). */
	last: string;
	/** The count per kind of use. */
	by: Partial<Record<UseKind, number>>;
}

/** Every writer's records, merged. */
export interface UseCounts {
	/** The earliest record (`YYYY-MM-DDTHH:MMZ`): counting began then; null when nothing was counted yet. */
	since: string | null;
	/** The entry's uses, or null when it was never used since counting began. */
	get(ref: EntryRef): EntryUse | null;
}

/** Reads and merges every writer's records; a store that cannot be listed counts as none. */
export async function readUseCounts(store: UseCountStore): Promise<UseCounts> {
	let texts: string[] = [];
	try {
		texts = await store.readAll();
	} catch {
		texts = [];
	}
	return mergeUseRecords(texts);
}

/** Merges the texts of the writers' files: counts add up, the latest use wins, ids said to name one entry count as one; lines that are neither are skipped. */
export function mergeUseRecords(texts: readonly string[]): UseCounts {
	// By note, then by id: asking about every entry of a large note builds no key per entry.
	const uses = new Map<string, Map<string, EntryUse>>();
	const sames: SameRecord["same"][] = [];
	let since: string | null = null;
	for (const text of texts) {
		for (const line of text.split("\n")) {
			const record = parseRecord(line);
			if (record === null) {
				const same = parseSame(line);
				if (same !== null) sames.push(same.same);
				continue;
			}
			if (since === null || record.at < since) since = record.at;
			for (const [note, ids] of Object.entries(record.uses)) {
				for (const id of new Set(ids)) {
					let byId = uses.get(note);
					if (byId === undefined) uses.set(note, (byId = new Map<string, EntryUse>()));
					const known = byId.get(id);
					if (known === undefined) byId.set(id, { count: 1, last: record.at, by: { [record.by]: 1 } });
					else add(known, { count: 1, last: record.at, by: { [record.by]: 1 } });
				}
			}
		}
	}
	for (const [note, groups] of groupsByNote(sames)) {
		const byId = uses.get(note);
		if (byId === undefined) continue;
		// Each group's uses, added up, under every id of the group.
		for (const ids of groups) {
			let total: EntryUse | null = null;
			for (const id of ids) {
				const use = byId.get(id);
				if (use === undefined) continue;
				total ??= { count: 0, last: use.last, by: {} };
				add(total, use);
			}
			if (total !== null) for (const id of ids) byId.set(id, total);
		}
	}
	return { since, get: (ref) => uses.get(ref.note)?.get(ref.id) ?? null };
}

/** Adds `use` into `into`: counts add up, the latest use wins. */
function add(into: EntryUse, use: EntryUse): void {
	into.count += use.count;
	if (use.last > into.last) into.last = use.last;
	for (const [kind, count] of Object.entries(use.by) as [UseKind, number][]) into.by[kind] = (into.by[kind] ?? 0) + count;
}

/** The ids the records say name one entry, as groups per note (a chain of edits is one group). */
function groupsByNote(sames: readonly SameRecord["same"][]): Map<string, string[][]> {
	const parents = new Map<string, Map<string, string>>();
	const root = (parent: Map<string, string>, id: string): string => {
		let at = id;
		while (parent.get(at) !== undefined && parent.get(at) !== at) at = parent.get(at)!;
		parent.set(id, at);
		return at;
	};
	for (const { note, ids } of sames) {
		let parent = parents.get(note);
		if (parent === undefined) parents.set(note, (parent = new Map<string, string>()));
		for (const id of ids) if (!parent.has(id)) parent.set(id, id);
		for (const id of ids.slice(1)) parent.set(root(parent, id), root(parent, ids[0]!));
	}
	const groups = new Map<string, string[][]>();
	for (const [note, parent] of parents) {
		const byRoot = new Map<string, string[]>();
		for (const id of parent.keys()) {
			const top = root(parent, id);
			let group = byRoot.get(top);
			if (group === undefined) byRoot.set(top, (group = []));
			group.push(id);
		}
		groups.set(note, [...byRoot.values()]);
	}
	return groups;
}

const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;

/** A line as a record, or null when it is not one in every field. */
function parseRecord(line: string): UseRecord | null {
	const value = parseJsonLine(line);
	if (typeof value !== "object" || value === null) return null;
	const record = value as Partial<UseRecord>;
	if (typeof record.at !== "string" || !MINUTE.test(record.at)) return null;
	if (!(USE_KINDS as readonly unknown[]).includes(record.by)) return null;
	const uses = record.uses as unknown;
	if (typeof uses !== "object" || uses === null || Array.isArray(uses)) return null;
	for (const ids of Object.values(uses as Record<string, unknown>)) {
		if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) return null;
	}
	return record as UseRecord;
}

/** A line as a same-entry record, or null when it is not one in every field. */
function parseSame(line: string): SameRecord | null {
	const value = parseJsonLine(line);
	if (typeof value !== "object" || value === null) return null;
	const record = value as Partial<SameRecord>;
	if (typeof record.at !== "string" || !MINUTE.test(record.at)) return null;
	const same = record.same as unknown;
	if (typeof same !== "object" || same === null) return null;
	const { note, ids } = same as { note?: unknown; ids?: unknown };
	if (typeof note !== "string" || !Array.isArray(ids) || ids.length < 2 || !ids.every((id) => typeof id === "string")) return null;
	return record as SameRecord;
}
