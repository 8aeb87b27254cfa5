import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { randomBytes } from "node:crypto";

/** `.Agenda.md.<pid>-<random>.am-tmp`: hidden, recognisably ours, and naming the process that writes it. */
const OURS = /^\..+\.(\d+)-[0-9a-f]{8}\.am-tmp$/;
/** What earlier versions left: `.Agenda.md.<random>.tmp` (notes and the journal only). */
const EARLIER = /^\..+\.(?:md|jsonl)\.[0-9a-f]{8}\.tmp$/;
/** No write takes this long: an older temporary file is stale even if its process id is in use again (or on another machine). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** The name of a new temporary file for `name`, in the same folder. */
export function temporaryFileName(name: string): string {
	return `.${name}.${process.pid}-${randomBytes(4).toString("hex")}.am-tmp`;
}

/** Whether a file name is one of our temporary files (this version's or an earlier one's). */
export function isTemporaryFileName(name: string): boolean {
	return OURS.test(name) || EARLIER.test(name);
}

/**
 * Removes from one folder the temporary files that a killed earlier run
 * left: ours only (never a user's file), and only those no running process
 * is still writing. Returns the names removed.
 */
export async function removeStaleTemporaryFiles(folder: string, now = Date.now()): Promise<string[]> {
	const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
	const removed: string[] = [];
	for (const entry of entries) {
		if (!entry.isFile() || !isTemporaryFileName(entry.name)) continue;
		const full = nodePath.join(folder, entry.name);
		const stat = await fs.stat(full).catch(() => null);
		if (!stat || !isStale(entry.name, now - stat.mtimeMs)) continue;
		await fs.rm(full, { force: true });
		removed.push(entry.name);
	}
	return removed;
}

function isStale(name: string, ageMs: number): boolean {
	const pid = OURS.exec(name)?.[1];
	if (pid === undefined || ageMs > STALE_AFTER_MS) return true;
	return !isRunning(Number(pid));
}

function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: it runs, under another user.
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}
