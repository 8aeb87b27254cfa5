/**
 * The verdicts a model gave on annotations it left in the note (a question,
 * a half-typed line, a keep, a rewrite that could not be applied): kept so
 * the same annotation is not sent again on every run. A verdict is reused
 * only while its annotation's id (note path, item and annotation), the
 * provider, address and model, and the learned rules and skills are what
 * they were when it was given. The plugin keeps the cache in its own folder,
 * the command line in the same file of the vault's plugin folder; a missing
 * or damaged file is an empty cache, and a cache that cannot be saved only
 * means the next run asks again.
 */
import { parseJsonLine } from "../text";
import { fnv1a64 } from "../ids";
import type { Settings } from "../settings";
import { ACTIONS, CORRECTION_TYPES, type Decision, type LearnedContext } from "../types";

/** The cache as text, one verdict per line (plugin: `decision-cache.jsonl` next to data.json). */
export interface DecisionCacheStore {
	/** The file's text; null when there is none yet. May throw: the cache is then empty. */
	load(): Promise<string | null>;
	save(text: string): Promise<void>;
}

/** At most this many verdicts are kept; beyond it the oldest go. */
export const DECISION_CACHE_SIZE = 2000;

/** Changes whenever what a cached verdict means changes, so an older cache is not trusted. */
const CACHE_VERSION = "1";

/** One cached verdict. */
interface CacheEntry {
	/** The annotation's id. */
	id: string;
	/** The `decisionContext` it was given in. */
	context: string;
	/** When it was given (ISO time), for a reader of the file. */
	at: string;
	decision: Decision;
}

/** The verdicts read from a store, changed in memory and saved once. */
export interface DecisionCache {
	/** The verdict given for this annotation in this context, or null. */
	lookup(id: string, context: string): Decision | null;
	/** Keeps a verdict (replacing an older one for the same annotation). */
	remember(id: string, context: string, decision: Decision, at: string): void;
	/** Writes the cache when something was remembered, the oldest entries dropped beyond the size; never throws. */
	save(): Promise<void>;
}

/**
 * What a verdict depends on besides the annotation: the provider, its
 * address and model, and the text of every rules and skills note the
 * request carries (a newly accepted rule changes it; so does a binding that
 * adds a note to, or takes one from, the agenda note's requests: the pass
 * gives each agenda note's own notes). Memory entries are left out: a new
 * fact does not turn a question into something to act on.
 */
export function decisionContext(settings: Pick<Settings, "provider" | "baseUrl" | "model">, learned: Pick<LearnedContext, "rules" | "skills">): string {
	const notes = [...learned.rules, ...learned.skills].map((note) => [note.path, ...note.entries].join("\u0000")).join("\u0001");
	return fnv1a64([CACHE_VERSION, settings.provider, settings.baseUrl.trim(), settings.model.trim(), notes].join("\u0002"));
}

/** Reads the cache; a store that cannot be read, or a line that is not a verdict, counts as nothing cached. */
export async function loadDecisionCache(store: DecisionCacheStore, size = DECISION_CACHE_SIZE): Promise<DecisionCache> {
	let text: string | null = null;
	try {
		text = await store.load();
	} catch {
		text = null;
	}
	const entries = new Map<string, CacheEntry>();
	for (const line of (text ?? "").split("\n")) {
		const entry = parseEntry(line);
		if (entry === null) continue;
		entries.delete(entry.id);
		entries.set(entry.id, entry);
	}
	let changed = false;
	return {
		lookup(id, context) {
			const entry = entries.get(id);
			return entry !== undefined && entry.context === context ? { ...entry.decision } : null;
		},
		remember(id, context, decision, at) {
			entries.delete(id);
			entries.set(id, { id, context, at, decision: { ...decision, id } });
			changed = true;
		},
		async save() {
			if (!changed) return;
			const kept = [...entries.values()].slice(-size);
			try {
				await store.save(kept.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
				changed = false;
			} catch {
				// Only a cache: the next run asks the model again.
			}
		},
	};
}

/** A line as a cached verdict, or null when it is not one in every field a pass relies on. */
function parseEntry(line: string): CacheEntry | null {
	const value = parseJsonLine(line);
	const entry = value as Partial<CacheEntry> | null;
	if (typeof entry !== "object" || entry === null || typeof entry.id !== "string" || typeof entry.context !== "string" || typeof entry.at !== "string") return null;
	const decision = entry.decision as Partial<Decision> | null | undefined;
	if (typeof decision !== "object" || decision === null || decision.id !== entry.id) return null;
	if (!(ACTIONS as readonly unknown[]).includes(decision.action) || !(CORRECTION_TYPES as readonly unknown[]).includes(decision.type)) return null;
	if (!isTextOrNull(decision.item) || !isTextOrNull(decision.proposal) || !isTextOrNull(decision.postponeUntil)) return null;
	if (decision.reason !== undefined && !isTextOrNull(decision.reason)) return null;
	if ((decision.tag !== undefined && typeof decision.tag !== "string") || (decision.actionReason !== undefined && typeof decision.actionReason !== "string")) return null;
	if (!isIdList(decision.sameAs) || !isIdList(decision.replaces)) return null;
	return { id: entry.id, context: entry.context, at: entry.at, decision: decision as Decision };
}

function isTextOrNull(value: unknown): boolean {
	return value === null || typeof value === "string";
}

function isIdList(value: unknown): boolean {
	return value === undefined || (Array.isArray(value) && value.every((id) => typeof id === "string"));
}
