import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { randomBytes } from "node:crypto";
import type { ListNotes, VaultPort } from "../core/ports";
import type { JournalStore } from "../core/passes/journal";
import { normalizeVaultPath, unsafePathReason } from "../core/paths";

/** A vault folder on disk: reads, atomic writes (temporary file + rename in the same folder), listing. */
export interface FileSystemVault extends VaultPort {
	list: ListNotes;
	root: string;
}

/** Opens a vault folder; throws a clear error when it is missing or not a folder. */
export async function openFileSystemVault(root: string): Promise<FileSystemVault> {
	const absolute = nodePath.resolve(root);
	const stat = await fs.stat(absolute).catch(() => null);
	if (!stat) throw new Error(`The vault folder ${root} does not exist.`);
	if (!stat.isDirectory()) throw new Error(`${root} is not a folder.`);
	// Serialises edits to one note so two `process` calls never interleave.
	const queues = new Map<string, Promise<unknown>>();

	const resolve = (path: string): string => {
		const normalized = normalizeVaultPath(path);
		const reason = unsafePathReason(normalized);
		if (reason !== null) throw new Error(`Refused the path ${JSON.stringify(path)}: ${reason}.`);
		const full = nodePath.resolve(absolute, normalized);
		if (!full.startsWith(absolute + nodePath.sep)) throw new Error(`Refused the path ${JSON.stringify(path)}: it leaves the vault.`);
		return full;
	};

	const read = async (path: string): Promise<string | null> => {
		try {
			return await fs.readFile(resolve(path), "utf8");
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
			throw new Error(`Could not read ${path}: ${(error as Error).message}`);
		}
	};

	return {
		root: absolute,
		read,
		process(path, edit) {
			const previous = queues.get(path) ?? Promise.resolve();
			const run = previous.catch(() => undefined).then(async () => {
				const current = await read(path);
				const next = edit(current);
				if (next === null || next === current) return current;
				await writeAtomic(resolve(path), next);
				return next;
			});
			queues.set(path, run);
			return run;
		},
		async remove(path) {
			await fs.rm(resolve(path), { force: true });
		},
		async list(folder) {
			const start = folder === "" ? absolute : resolve(folder);
			const found: string[] = [];
			const walk = async (dir: string) => {
				const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
				for (const entry of entries) {
					if (entry.name.startsWith(".")) continue;
					const full = nodePath.join(dir, entry.name);
					if (entry.isDirectory()) await walk(full);
					else if (entry.name.toLowerCase().endsWith(".md")) found.push(nodePath.relative(absolute, full).split(nodePath.sep).join("/"));
				}
			};
			await walk(start);
			return found.sort();
		},
	};
}

/** Writes a file so that a crash leaves either the old or the new text, never half of one. */
export async function writeAtomic(file: string, text: string): Promise<void> {
	await fs.mkdir(nodePath.dirname(file), { recursive: true });
	const temporary = nodePath.join(nodePath.dirname(file), `.${nodePath.basename(file)}.${randomBytes(4).toString("hex")}.tmp`);
	try {
		await fs.writeFile(temporary, text, "utf8");
		await fs.rename(temporary, file);
	} catch (error) {
		await fs.rm(temporary, { force: true });
		throw error;
	}
}

/** The plugin's folder in the vault's config folder, where data.json and the journal live. */
export function pluginFolder(root: string): string {
	return nodePath.join(nodePath.resolve(root), ".obsidian", "plugins", "annotation-memory");
}

/** The journal as a JSON-lines file in the plugin folder. */
export function fileJournal(root: string): JournalStore {
	const file = nodePath.join(pluginFolder(root), "journal.jsonl");
	return {
		async load() {
			try {
				return await fs.readFile(file, "utf8");
			} catch {
				return null;
			}
		},
		save: (text) => writeAtomic(file, text),
	};
}
