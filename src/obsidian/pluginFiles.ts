import { normalizePath, type DataAdapter } from "obsidian";
import type { JournalStore } from "../core/passes/journal";
import type { ExampleStore } from "../core/deciders/examples/exampleStore";
import type { DecisionCacheStore } from "../core/passes/decisionCache";
import type { UseCountStore } from "../core/memory/useCounts";
import type { UsageStore } from "../core/llm/usageRecords";

/** A text file of the plugin's own folder, read and written through the adapter, so it never shows up as a note. */
function pluginTextFile(adapter: DataAdapter, pluginDir: string, name: string): { load(): Promise<string | null>; save(text: string): Promise<void> } {
	const path = normalizePath(`${pluginDir}/${name}`);
	return {
		async load() {
			return (await adapter.exists(path)) ? adapter.read(path) : null;
		},
		async save(text) {
			await adapter.write(path, text);
		},
	};
}

/** The journal in the plugin's own folder (`journal.jsonl` next to data.json). */
export function createAdapterJournal(adapter: DataAdapter, pluginDir: string): JournalStore {
	return pluginTextFile(adapter, pluginDir, "journal.jsonl");
}

/** The examples learned from the user's review decisions, in the plugin's own folder (`examples.jsonl` next to data.json). */
export function createAdapterExamples(adapter: DataAdapter, pluginDir: string): ExampleStore {
	return pluginTextFile(adapter, pluginDir, "examples.jsonl");
}

/** A model's verdicts on the annotations it left in the note, in the plugin's own folder (`decision-cache.jsonl` next to data.json). */
export function createAdapterDecisionCache(adapter: DataAdapter, pluginDir: string): DecisionCacheStore {
	return pluginTextFile(adapter, pluginDir, "decision-cache.jsonl");
}

/**
 * The use counts in the plugin's own folder (`use-counts/`, one file per
 * writer). This start of the plugin writes its own `plugin-<random>.jsonl`,
 * named on its first use and created only then, so two devices syncing the
 * folder never write the same file.
 */
export function createAdapterUseCounts(adapter: DataAdapter, pluginDir: string, folderName = "use-counts"): UseCountStore {
	const folder = normalizePath(`${pluginDir}/${folderName}`);
	let own: string | null = null;
	return {
		async append(text) {
			own ??= normalizePath(`${folder}/plugin-${Math.random().toString(16).slice(2, 14).padEnd(12, "0")}.jsonl`);
			if (!(await adapter.exists(folder))) await adapter.mkdir(folder);
			if (await adapter.exists(own)) await adapter.append(own, text);
			else await adapter.write(own, text);
		},
		async readAll() {
			if (!(await adapter.exists(folder))) return [];
			const texts: string[] = [];
			for (const file of (await adapter.list(folder)).files.filter((path) => path.endsWith(".jsonl")).sort()) {
				const text = await adapter.read(file).catch(() => null);
				if (text !== null) texts.push(text);
			}
			return texts;
		},
	};
}

/**
 * What the runs cost, in the plugin's own folder (`usage/`, one file per
 * writer, as the use counts are kept): this start of the plugin appends to
 * its own `plugin-<random>.jsonl`, and reading adds up every device's and
 * command line's files.
 */
export function createAdapterUsage(adapter: DataAdapter, pluginDir: string): UsageStore {
	return createAdapterUseCounts(adapter, pluginDir, "usage");
}
