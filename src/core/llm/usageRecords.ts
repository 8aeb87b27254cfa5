/**
 * What the runs cost, kept as the use counts are kept: append-only JSON
 * lines in the plugin folder's `usage/`, one file per writer (a command-line
 * process, one start of the plugin), merged on read, so concurrent
 * processes and synced devices never write the same file. One line per run
 * that sent requests: when (UTC), the writer's local day, the provider and
 * model, and the run's usage. Totals are per local day and month as the
 * writer saw them. A line that is not a record is skipped; a write that
 * fails is ignored (a lost record never fails a run).
 */
import { parseJsonLine, isoDate } from "../text";
import { addUsage, noUsage, type RunUsage } from "./meter";

/** The plugin folder's `usage/` folder, one file per writer (the same shape as the use counts' store). */
export interface UsageStore {
	/** Appends lines to this writer's own file, creating it (and the folder) on the first call. May throw. */
	append(text: string): Promise<void>;
	/** The text of every writer's file; empty when there is no folder. */
	readAll(): Promise<string[]>;
}

/** The folder, inside the plugin folder, that holds the writers' usage files. */
export const USAGE_FOLDER = "usage";

/** One run as a line holds it. */
interface UsageRecord extends RunUsage {
	/** UTC time, ISO. */
	at: string;
	/** The writer's local day, `YYYY-MM-DD`. */
	day: string;
	provider: string;
	model: string;
}

/** Appends one run's usage (nothing when it sent no request); never throws. */
export async function recordUsage(store: UsageStore | undefined, usage: RunUsage, at: Date, provider: string, model: string): Promise<void> {
	if (!store || usage.requests === 0) return;
	const record: UsageRecord = { at: at.toISOString(), day: isoDate(at), provider, model, ...usage };
	try {
		await store.append(`${JSON.stringify(record)}\n`);
	} catch {
		// Counting must never fail the work it counts.
	}
}

/** Today's and this month's totals (local time), every writer's records merged. */
export interface UsageTotals {
	/** `YYYY-MM-DD`. */
	day: string;
	today: RunUsage;
	/** `YYYY-MM`. */
	month: string;
	thisMonth: RunUsage;
}

/** Reads every writer's records and sums today's and this month's; a store that cannot be read counts as empty. */
export async function readUsageTotals(store: UsageStore, now: Date): Promise<UsageTotals> {
	let texts: string[];
	try {
		texts = await store.readAll();
	} catch {
		texts = [];
	}
	return usageTotals(texts, now);
}

/** Sums the records of the writers' files for `now`'s local day and month. */
export function usageTotals(texts: readonly string[], now: Date): UsageTotals {
	const day = isoDate(now);
	const month = day.slice(0, 7);
	const totals: UsageTotals = { day, today: noUsage(), month, thisMonth: noUsage() };
	for (const text of texts) {
		for (const line of text.split("\n")) {
			const record = parseRecord(line);
			if (record === null || !record.day.startsWith(month)) continue;
			addUsage(totals.thisMonth, record);
			if (record.day === day) addUsage(totals.today, record);
		}
	}
	return totals;
}

const COUNTS = ["requests", "bytesSent", "bytesReceived", "tokensIn", "tokensOut", "withoutTokens"] as const;

function parseRecord(line: string): UsageRecord | null {
	const value = parseJsonLine(line);
	if (typeof value !== "object" || value === null) return null;
	const record = value as Partial<Record<keyof UsageRecord, unknown>>;
	if (typeof record.day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(record.day)) return null;
	for (const key of COUNTS) if (typeof record[key] !== "number" || !Number.isFinite(record[key]) || record[key] < 0) return null;
	return record as UsageRecord;
}

/** "3 requests, 12.4 kB sent, 3.1 kB received, 1,234 tokens in, 567 out" (tokens left out when no reply gave them). */
export function describeUsage(usage: RunUsage): string {
	const parts = [requestsText(usage.requests), `${formatBytes(usage.bytesSent)} sent`, `${formatBytes(usage.bytesReceived)} received`];
	const answered = usage.tokensIn + usage.tokensOut > 0;
	if (answered) parts.push(`${formatCount(usage.tokensIn)} tokens in, ${formatCount(usage.tokensOut)} out`);
	else if (usage.requests > 0) parts.push("no token counts from the provider");
	return parts.join(", ");
}

function requestsText(count: number): string {
	return `${formatCount(count)} ${count === 1 ? "request" : "requests"}`;
}

/** Bytes as "812 B", "12.4 kB", "3.1 MB" (decimal units). */
export function formatBytes(bytes: number): string {
	if (bytes < 1000) return `${bytes} B`;
	if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
	return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function formatCount(count: number): string {
	return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Whether this month's requests reached the monthly limit (0: no limit). */
export function limitReached(totals: UsageTotals, limit: number): boolean {
	return limit > 0 && totals.thisMonth.requests >= limit;
}

/** The sentence an automatic run that was not started says once. */
export function limitMessage(limit: number): string {
	return `Monthly limit of ${requestsText(limit)} reached: automatic processing is paused until next month (or until you raise the limit). "Process annotations now" still runs.`;
}
