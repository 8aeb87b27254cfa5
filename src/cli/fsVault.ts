import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import type { ListNotes, VaultPort, WriteLock } from "../core/ports";
import type { JournalStore } from "../core/passes/journal";
import type { ExampleStore } from "../core/deciders/examples/exampleStore";
import type { DecisionCacheStore } from "../core/passes/decisionCache";
import { USAGE_FOLDER, type UsageStore } from "../core/llm/usageRecords";
import { USE_COUNTS_FOLDER, useCountFileName, type UseCountStore } from "../core/memory/useCounts";
import { normalizeVaultPath, unsafePathReason } from "../core/paths";
import { writeAtomic } from "./fs/atomicWrite";
import { realPathInVault } from "./fs/confine";
import { decodeNoteText } from "./fs/noteText";
import { removeStaleTemporaryFiles } from "./fs/temporaryFiles";
import { fileWriteLock } from "./fs/writeLock";

export { writeAtomic } from "./fs/atomicWrite";

/**
 * How often `process` redoes an edit because the note changed under it
 * before giving up; a user typing in an editor that saves on every keystroke
 * settles well within this.
 */
const EDIT_TRIES = 5;

/**
 * A vault folder on disk: reads, atomic writes (temporary file + rename in
 * the same folder) that never overwrite a save made meanwhile, listing.
 * Symbolic links are followed only while they stay inside the vault; notes
 * that are not UTF-8 text are refused. Every edit holds the vault's write
 * lock, so writers in other processes never interleave with it.
 */
export interface FileSystemVault extends VaultPort {
	list: ListNotes;
	root: string;
	/** The vault's write lock (`write.lock` beside the journal); a pass holds it for its whole run. */
	lock: WriteLock;
}

/** Who opens a vault, as other writers waiting for its lock are told, and how long it waits for them. */
export interface VaultOpening {
	/** What this process does ("a migrate pass", "an MCP server"). */
	purpose?: string;
	/** Longest wait for another writer's lock, in milliseconds (default 60 s). */
	lockWaitMs?: number;
}

/** How long a writer waits for another one's lock unless told otherwise. */
export const DEFAULT_LOCK_WAIT_MS = 60_000;

/** Opens a vault folder; throws a clear error when it is missing or not a folder. */
export async function openFileSystemVault(root: string, opening: VaultOpening = {}): Promise<FileSystemVault> {
	const absolute = nodePath.resolve(root);
	const stat = await fs.stat(absolute).catch(() => null);
	if (!stat) throw new Error(`The vault folder ${root} does not exist.`);
	if (!stat.isDirectory()) throw new Error(`${root} is not a folder.`);
	// Links are judged by where they really lead, so the vault's own place is taken the same way.
	const realRoot = await fs.realpath(absolute);
	// Serialises edits to one note so two `process` calls never interleave.
	const queues = new Map<string, Promise<unknown>>();
	const cleanedFolders = new Set<string>();
	const lock = fileWriteLock(pluginFolder(absolute), { purpose: opening.purpose ?? "annotation-memory", waitMs: opening.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS });

	const inVault = (path: string): string => {
		const normalized = normalizeVaultPath(path);
		const reason = unsafePathReason(normalized);
		if (reason !== null) throw new Error(`Refused the path ${JSON.stringify(path)}: ${reason}.`);
		const full = nodePath.resolve(absolute, normalized);
		if (!full.startsWith(absolute + nodePath.sep)) throw new Error(`Refused the path ${JSON.stringify(path)}: it leaves the vault.`);
		return full;
	};
	const locate = (path: string): Promise<string> => realPathInVault(realRoot, inVault(path), path);

	const readBytes = async (path: string, real: string): Promise<Buffer | null> => {
		try {
			return await fs.readFile(real);
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code;
			if (code === "ENOENT") return null;
			if (code === "EISDIR") throw new Error(`${path} is a folder, not a note.`);
			throw new Error(`Could not read ${path}: ${(error as Error).message}`);
		}
	};
	const decode = (path: string, bytes: Buffer | null): string | null => (bytes === null ? null : decodeNoteText(path, bytes));

	// Once per folder and run, before our first write there: what a killed earlier run left.
	const cleanFolderOnce = async (folder: string): Promise<void> => {
		if (cleanedFolders.has(folder)) return;
		cleanedFolders.add(folder);
		await removeStaleTemporaryFiles(folder);
	};

	/**
	 * Compare-and-swap: the new text goes in only if the note still holds
	 * the bytes `edit` saw; otherwise the edit is redone on the fresh text,
	 * so a save made between our read and our rename survives.
	 */
	const editNote = async (path: string, edit: (current: string | null) => string | null): Promise<string | null> => {
		const real = await locate(path);
		await cleanFolderOnce(nodePath.dirname(real));
		for (let attempt = 0; attempt < EDIT_TRIES; attempt++) {
			const seen = await readBytes(path, real);
			const current = decode(path, seen);
			const next = edit(current);
			if (next === null || next === current) return current;
			const unchanged = async () => sameBytes(seen, await readBytes(path, real));
			if (await writeAtomic(real, next, { label: path, stillCurrent: unchanged })) return next;
		}
		throw new Error(`${path} kept changing while it was being edited (${EDIT_TRIES} tries); it was left with the text last saved in it. Run the command again once it is quiet.`);
	};

	return {
		root: absolute,
		lock,
		async read(path) {
			const real = await locate(path);
			return decode(path, await readBytes(path, real));
		},
		process(path, edit) {
			const key = normalizeVaultPath(path);
			const previous = queues.get(key) ?? Promise.resolve();
			const run = previous.catch(() => undefined).then(() => lock.hold(() => editNote(path, edit)));
			queues.set(key, run);
			return run;
		},
		async remove(path) {
			// The entry itself goes (a link, not what it leads to); its folders must stay inside the vault.
			const full = inVault(path);
			const parent = nodePath.dirname(full);
			const folder = parent === absolute ? realRoot : await realPathInVault(realRoot, parent, path);
			await fs.rm(nodePath.join(folder, nodePath.basename(full)), { force: true });
		},
		async list(folder) {
			const start = folder === "" ? absolute : inVault(folder);
			if (folder !== "") await locate(folder);
			const found: string[] = [];
			const walk = async (dir: string) => {
				const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
				for (const entry of entries) {
					// Hidden entries hold the config folder and our temporary files.
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

function sameBytes(a: Buffer | null, b: Buffer | null): boolean {
	return a === null || b === null ? a === b : a.equals(b);
}

/** The plugin's folder in the vault's config folder, where data.json and the journal live. */
export function pluginFolder(root: string): string {
	return nodePath.join(nodePath.resolve(root), ".obsidian", "plugins", "annotation-memory");
}

/** The journal as a JSON-lines file in the plugin folder. */
export function fileJournal(root: string): JournalStore {
	return pluginTextFile(root, "journal.jsonl");
}

/** The examples learned from review decisions, as the plugin keeps them (`examples.jsonl` in the plugin folder). */
export function fileExamples(root: string): ExampleStore {
	return pluginTextFile(root, "examples.jsonl");
}

/** A model's verdicts on annotations it left in the note, as the plugin keeps them (`decision-cache.jsonl` in the plugin folder, beside the journal). */
export function fileDecisionCache(root: string): DecisionCacheStore {
	return pluginTextFile(root, "decision-cache.jsonl");
}

/**
 * The use counts as the plugin keeps them: `use-counts/` in the plugin
 * folder, one file per writer. This process's file (`<kind>-<random>.jsonl`)
 * is named on its first use and created only then, so a command that
 * counts nothing leaves no file.
 */
export function fileUseCounts(root: string, kind: "cli" | "mcp", folderName: string = USE_COUNTS_FOLDER): UseCountStore {
	const folder = nodePath.join(pluginFolder(root), folderName);
	let own: string | null = null;
	return {
		async append(text) {
			own ??= nodePath.join(folder, useCountFileName(kind));
			await fs.mkdir(folder, { recursive: true });
			await fs.appendFile(own, text, "utf8");
		},
		async readAll() {
			const names = await fs.readdir(folder).catch(() => [] as string[]);
			const texts: string[] = [];
			for (const name of names.filter((candidate) => candidate.endsWith(".jsonl")).sort()) {
				const text = await fs.readFile(nodePath.join(folder, name), "utf8").catch(() => null);
				if (text !== null) texts.push(text);
			}
			return texts;
		},
	};
}

/**
 * What the runs cost, as the plugin keeps it: `usage/` in the plugin folder,
 * one file per writer, kept and merged as the use counts are.
 */
export function fileUsage(root: string): UsageStore {
	return fileUseCounts(root, "cli", USAGE_FOLDER);
}

/** A text file of the plugin folder: missing reads as null; written atomically, leftovers of a killed write cleared first. */
function pluginTextFile(root: string, name: string): { load(): Promise<string | null>; save(text: string): Promise<void> } {
	const file = nodePath.join(pluginFolder(root), name);
	let cleaned = false;
	return {
		async load() {
			try {
				return await fs.readFile(file, "utf8");
			} catch {
				return null;
			}
		},
		async save(text) {
			if (!cleaned) await removeStaleTemporaryFiles(pluginFolder(root));
			cleaned = true;
			await writeAtomic(file, text);
		},
	};
}
