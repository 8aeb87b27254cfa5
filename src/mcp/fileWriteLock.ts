/**
 * The vault's write lock on disk: a file beside the journal that one process
 * at a time creates (exclusive create), naming its holder. Shared by the
 * command line (../cli/fs/writeLock.ts) and the plugin's MCP server on
 * desktop, which pass in Node's modules. Our own small
 * implementation rather than `proper-lockfile`: that library judges a lock
 * stale only by its age (a killed holder blocks every writer until the
 * timeout passes, a slow one loses its lock to a short timeout), has not
 * been released since 2021, and brings three dependencies; here a lock is
 * broken only when its holder is provably gone.
 */
import type { WriteLock } from "../core/ports";

/**
 * The Node parts the lock works with, passed in: the command line gives
 * its own modules; the plugin requires them on desktop only, when its MCP
 * server starts (this module imports none, so the plugin can bundle it).
 */
export interface LockSystem {
	fs: typeof import("node:fs").promises;
	path: { join(...parts: string[]): string; dirname(path: string): string };
	hostname(): string;
	pid: number;
	/** Node's `process.kill`, used with signal 0 to ask whether a process runs. */
	kill(pid: number, signal: 0): unknown;
	/** Waits `ms` milliseconds. */
	wait(ms: number): Promise<void>;
	/** Calls `tick` every `ms` milliseconds, without keeping a process alive; returns what stops it. */
	every(ms: number, tick: () => void): () => void;
	/** A fresh random token (hex). */
	randomToken(): string;
	/**
	 * Marks the work a holder runs, so that a `hold` from within it runs at
	 * once (Node's AsyncLocalStorage in the command line). Without it a
	 * nested `hold` would wait for itself: the plugin's server never nests
	 * one (AsyncLocalStorage is not safe in Obsidian's renderer).
	 */
	holding?: { run<T>(work: () => T): T; inside(): boolean };
}

/** The lock file's name in the plugin folder. */
export const LOCK_FILE_NAME = "write.lock";

/** How often a holder touches its lock file, so that others see it is alive. */
export const HEARTBEAT_MS = 2_000;

/**
 * A lock whose heartbeat stopped this long ago is stale even though its
 * process id is in use (reused by another program, or a holder on another
 * machine that shares the folder): a holder touches it every 2 s, so only a
 * gone or frozen holder misses a whole minute.
 */
export const STALE_HEARTBEAT_MS = 60_000;

/** How a lock behaves when it is held by someone else. */
export interface FileWriteLockOptions {
	/** Longest wait for another writer, in milliseconds; then `hold` throws. */
	waitMs: number;
	/** What the holder does, as others are told ("an MCP server", "a migrate pass"). */
	purpose: string;
	/** Waits between tries (tests: their own). */
	sleep?: (ms: number) => Promise<void>;
}

/** What a lock file says about its holder. */
interface Holder {
	pid: number;
	host: string;
	purpose: string;
	since: string;
	token: string;
}

/**
 * The vault's write lock: `folder/write.lock` (created with the folder when
 * missing). Within this process, holders queue in order; between processes
 * the lock file decides. A lock file is broken as stale only when its holder
 * is gone: a process id not running on this host, or a heartbeat stopped for
 * a minute. Waits with growing pauses (10 ms doubling to 250 ms) up to
 * `waitMs`, then throws naming the holder.
 */
export function fileWriteLock(folder: string, options: FileWriteLockOptions, system: LockSystem): WriteLock {
	const { fs, path: nodePath } = system;
	const file = nodePath.join(folder, LOCK_FILE_NAME);
	const sleep = options.sleep ?? ((ms: number) => system.wait(ms));
	let queue: Promise<unknown> = Promise.resolve();

	const acquire = async (): Promise<() => Promise<void>> => {
		const token = system.randomToken();
		const holder: Holder = { pid: system.pid, host: system.hostname(), purpose: options.purpose, since: new Date().toISOString(), token };
		const started = Date.now();
		let pause = 10;
		const created = await firstMissingFolder(system, folder);
		for (;;) {
			if (await tryCreate(system, file, holder)) break;
			const other = await readHolder(system, file);
			if (other !== "missing" && (await isStale(system, file, other))) {
				await breakStale(system, file, other);
				continue;
			}
			const waited = Date.now() - started;
			if (waited >= options.waitMs) throw new Error(busyMessage(system, file, other, options.waitMs));
			await sleep(Math.min(pause, options.waitMs - waited) * (0.5 + Math.random() / 2));
			pause = Math.min(pause * 2, 250);
		}
		const stopHeartbeat = system.every(HEARTBEAT_MS, () => {
			const now = new Date();
			void fs.utimes(file, now, now).catch(() => undefined);
		});
		return async () => {
			stopHeartbeat();
			// Only our own lock goes: one broken as stale and taken by another stays theirs.
			const now = await readHolder(system, file);
			if (now !== "missing" && now !== null && now.token === token) {
				await fs.rm(file, { force: true });
				await removeCreatedFolders(system, file, created);
			}
		};
	};

	return {
		hold(work) {
			const { holding } = system;
			if (holding?.inside()) return work();
			const run = queue.then(async () => {
				const release = await acquire();
				try {
					return await (holding ? holding.run(work) : work());
				} finally {
					await release();
				}
			});
			queue = run.catch(() => undefined);
			return run;
		},
	};
}

/**
 * The topmost of the lock's folders that did not exist when this process
 * first took a lock there ("" when the lock's folder existed): released
 * locks remove the folders up to it again, when empty, so a vault keeps no
 * trace of a lock. Looked at once per folder and process.
 */
const missingFolders = new Map<string, Promise<string>>();

function firstMissingFolder({ fs, path: nodePath }: LockSystem, folder: string): Promise<string> {
	let found = missingFolders.get(folder);
	if (!found) {
		found = (async () => {
			let missing = "";
			for (let current = folder; current !== nodePath.dirname(current); current = nodePath.dirname(current)) {
				if (await fs.stat(current).then(() => true, () => false)) break;
				missing = current;
			}
			return missing;
		})();
		missingFolders.set(folder, found);
	}
	return found;
}

/** Creates the lock file naming `holder`, with its folders, unless it exists; false when it does. */
async function tryCreate({ fs, path: nodePath }: LockSystem, file: string, holder: Holder): Promise<boolean> {
	let handle: Awaited<ReturnType<LockSystem["fs"]["open"]>>;
	try {
		await fs.mkdir(nodePath.dirname(file), { recursive: true });
		handle = await fs.open(file, "wx");
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		// ENOENT: another writer's release removed the folders just now; try again.
		if (code === "EEXIST" || code === "ENOENT") return false;
		throw new Error(`Could not take the vault's write lock ${file}: ${(error as Error).message}`);
	}
	try {
		await handle.writeFile(`${JSON.stringify(holder)}\n`, "utf8");
		await handle.sync();
	} finally {
		await handle.close();
	}
	return true;
}

/** Removes the folders a lock created, deepest first, as long as they are empty (another writer's lock keeps them). */
async function removeCreatedFolders({ fs, path: nodePath }: LockSystem, file: string, created: string): Promise<void> {
	if (created === "") return;
	for (let folder = nodePath.dirname(file); folder.length >= created.length; folder = nodePath.dirname(folder)) {
		if (!(await fs.rmdir(folder).then(() => true, () => false))) return;
	}
}

/** The holder a lock file names; null when it names none (being written, or damaged); "missing" when there is no lock. */
async function readHolder({ fs }: LockSystem, file: string): Promise<Holder | null | "missing"> {
	let text: string;
	try {
		text = await fs.readFile(file, "utf8");
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
		throw new Error(`Could not read the vault's write lock ${file}: ${(error as Error).message}`);
	}
	try {
		const value = JSON.parse(text) as Partial<Holder>;
		return typeof value.pid === "number" && typeof value.host === "string" && typeof value.token === "string"
			? { pid: value.pid, host: value.host, purpose: String(value.purpose ?? "a writer"), since: String(value.since ?? ""), token: value.token }
			: null;
	} catch {
		return null;
	}
}

/**
 * Whether the holder is provably gone: its process is not running on this
 * host, or its heartbeat (the file's modification time) stopped long ago.
 * A lock that names no holder (its holder died between creating and writing
 * it, or it was damaged) is judged by its heartbeat alone.
 */
async function isStale(system: LockSystem, file: string, holder: Holder | null): Promise<boolean> {
	const { fs } = system;
	if (holder !== null && holder.host === system.hostname() && !isRunning(system, holder.pid)) return true;
	const stat = await fs.stat(file).catch(() => null);
	return stat !== null && Date.now() - stat.mtimeMs > STALE_HEARTBEAT_MS;
}

/**
 * Removes a stale lock, unless it changed meanwhile: another waiter may have
 * broken it and taken the lock already. The check and the removal happen
 * under a second, short-lived lock (`write.lock.break`) so that two waiters
 * never remove each other's fresh lock; that one is broken when its holder
 * no longer runs.
 */
async function breakStale(system: LockSystem, file: string, seen: Holder | null): Promise<void> {
	const { fs } = system;
	const breaker = `${file}.break`;
	const me: Holder = { pid: system.pid, host: system.hostname(), purpose: "breaking a stale lock", since: new Date().toISOString(), token: system.randomToken() };
	if (!(await tryCreate(system, breaker, me))) {
		const other = await readHolder(system, breaker);
		if (other !== "missing" && (await isStale(system, breaker, other))) await fs.rm(breaker, { force: true });
		return;
	}
	try {
		const now = await readHolder(system, file);
		const same = now === null || seen === null ? now === seen : now !== "missing" && now.token === seen.token;
		if (same && (await isStale(system, file, now === "missing" ? null : now))) await fs.rm(file, { force: true });
	} finally {
		await fs.rm(breaker, { force: true });
	}
}

function isRunning(system: LockSystem, pid: number): boolean {
	try {
		system.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: it runs, under another user.
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}

function busyMessage(system: LockSystem, file: string, holder: Holder | null | "missing", waitMs: number): string {
	const who = holder === null || holder === "missing" ? "another writer" : `${holder.purpose} (process ${holder.pid}${holder.host === system.hostname() ? "" : ` on ${holder.host}`}, since ${holder.since})`;
	return `The vault is busy: ${who} is writing to it, and it did not finish within ${Math.round(waitMs / 1000)} s; nothing was written. Try again when it is done. (If no such process runs, remove the lock file ${file}.)`;
}
