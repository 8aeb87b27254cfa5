import { normalizePath, type DataAdapter } from "obsidian";
import type { JournalStore } from "../core/passes/journal";

/**
 * The journal in the plugin's own folder (`journal.jsonl` next to
 * data.json): written through the adapter, so it never shows up as a note.
 */
export function createAdapterJournal(adapter: DataAdapter, pluginDir: string): JournalStore {
	const path = normalizePath(`${pluginDir}/journal.jsonl`);
	return {
		async load() {
			return (await adapter.exists(path)) ? adapter.read(path) : null;
		},
		async save(text) {
			await adapter.write(path, text);
		},
	};
}
