import { normalizePath, type DataAdapter } from "obsidian";
import type { JournalStore } from "../core/passes/journal";
import type { ExampleStore } from "../core/deciders/examples/exampleStore";
import type { DecisionCacheStore } from "../core/passes/decisionCache";

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
