import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import type { WriteLock } from "../../core/ports";
import { fileWriteLock as sharedFileWriteLock, type FileWriteLockOptions, type LockSystem } from "../../mcp/fileWriteLock";

export { HEARTBEAT_MS, LOCK_FILE_NAME, STALE_HEARTBEAT_MS, type FileWriteLockOptions } from "../../mcp/fileWriteLock";

/** Node's modules for the lock; a `hold` from within a holder's work runs at once (AsyncLocalStorage marks that work). */
export function nodeLockSystem(): LockSystem {
	const holding = new AsyncLocalStorage<true>();
	return {
		fs,
		path: nodePath,
		hostname: () => os.hostname(),
		pid: process.pid,
		kill: (pid, signal) => process.kill(pid, signal),
		wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
		every: (ms, tick) => {
			const timer = setInterval(tick, ms);
			timer.unref();
			return () => clearInterval(timer);
		},
		randomToken: () => randomBytes(8).toString("hex"),
		holding: { run: (work) => holding.run(true, work), inside: () => holding.getStore() === true },
	};
}

/**
 * The vault's write lock for the command line: `folder/write.lock`, as the
 * plugin's MCP server on desktop takes it too (../../mcp/fileWriteLock.ts).
 */
export function fileWriteLock(folder: string, options: FileWriteLockOptions): WriteLock {
	return sharedFileWriteLock(folder, options, nodeLockSystem());
}
