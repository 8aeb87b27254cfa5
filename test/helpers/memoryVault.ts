import type { ListNotes, VaultPort } from "../../src/core/ports";

/** A vault held in a Map: for tests, the benchmark and previews. */
export interface MemoryVault extends VaultPort {
	files: Map<string, string>;
	list: ListNotes;
	/** Number of writes made through `process`. */
	writes: number;
}

/** Creates an in-memory vault with the given notes. */
export function createMemoryVault(initial: Record<string, string> = {}): MemoryVault {
	const files = new Map(Object.entries(initial));
	const vault: MemoryVault = {
		files,
		writes: 0,
		read: (path) => Promise.resolve(files.get(path) ?? null),
		process(path, edit) {
			const current = files.get(path) ?? null;
			const next = edit(current);
			if (next !== null && next !== current) {
				files.set(path, next);
				vault.writes++;
				return Promise.resolve(next);
			}
			return Promise.resolve(current);
		},
		remove(path) {
			files.delete(path);
			return Promise.resolve();
		},
		list(folder) {
			const prefix = folder === "" ? "" : `${folder}/`;
			return Promise.resolve([...files.keys()].filter((path) => path.startsWith(prefix) && path.endsWith(".md")).sort());
		},
	};
	return vault;
}
