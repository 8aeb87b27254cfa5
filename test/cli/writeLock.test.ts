/**
 * The vault's write lock on a real folder: one holder at a time, a wait
 * that ends in a clear error, and a lock broken only when its holder is gone.
 */
import { spawnSync } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileWriteLock, LOCK_FILE_NAME } from "../../src/cli/fs/writeLock";

let scratch: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-lock-test-"));
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const folder = () => fs.mkdtemp(nodePath.join(scratch, "plugin-"));
const noPause = () => Promise.resolve();

/** A process id that ran on this host and has ended. */
function endedPid(): number {
	return spawnSync(process.execPath, ["-e", ""]).pid;
}

async function writeLockFile(dir: string, holder: Record<string, unknown>, ageMs = 0): Promise<string> {
	const file = nodePath.join(dir, LOCK_FILE_NAME);
	await fs.writeFile(file, JSON.stringify({ purpose: "a migrate pass", since: "2026-11-22T09:00:00.000Z", token: "0123456789abcdef", ...holder }));
	const then = new Date(Date.now() - ageMs);
	await fs.utimes(file, then, then);
	return file;
}

describe("the vault's write lock", () => {
	it("lets one holder in at a time, in this process and from another lock on the same folder", async () => {
		const dir = await folder();
		const first = fileWriteLock(dir, { waitMs: 60_000, purpose: "first" });
		const second = fileWriteLock(dir, { waitMs: 60_000, purpose: "second", sleep: noPause });
		const inside: string[] = [];
		let overlapped = false;
		const work = (name: string) => async () => {
			if (inside.length > 0) overlapped = true;
			inside.push(name);
			await new Promise((resolve) => setImmediate(resolve));
			inside.pop();
			return name;
		};
		const results = await Promise.all([first.hold(work("a")), second.hold(work("b")), first.hold(work("c")), second.hold(work("d"))]);
		expect(results).toEqual(["a", "b", "c", "d"]);
		expect(overlapped).toBe(false);
		await expect(fs.access(nodePath.join(dir, LOCK_FILE_NAME))).rejects.toThrow();
	});

	it("runs a nested hold at once, and releases the lock when the work throws", async () => {
		const dir = await folder();
		const lock = fileWriteLock(dir, { waitMs: 1_000, purpose: "a pass" });
		expect(await lock.hold(() => lock.hold(() => Promise.resolve("nested")))).toBe("nested");
		await expect(lock.hold(() => Promise.reject(new Error("failed inside")))).rejects.toThrow("failed inside");
		expect(await lock.hold(() => Promise.resolve("again"))).toBe("again");
	});

	it("waits up to its limit for a live holder, then says who holds it; the work never runs", async () => {
		const dir = await folder();
		await writeLockFile(dir, { pid: process.pid, host: os.hostname() });
		const lock = fileWriteLock(dir, { waitMs: 50, purpose: "an MCP server" });
		let ran = false;
		await expect(
			lock.hold(async () => {
				ran = true;
			}),
		).rejects.toThrow(new RegExp(`The vault is busy: a migrate pass \\(process ${process.pid}, since 2026-11-22T09:00:00.000Z\\) is writing to it.*nothing was written`));
		expect(ran).toBe(false);
		// The live holder's lock is still there.
		expect(await fs.readFile(nodePath.join(dir, LOCK_FILE_NAME), "utf8")).toContain("0123456789abcdef");
	});

	it("breaks at once a lock whose process no longer runs on this host (a killed pass)", async () => {
		const dir = await folder();
		await writeLockFile(dir, { pid: endedPid(), host: os.hostname() });
		const lock = fileWriteLock(dir, { waitMs: 0, purpose: "a pass" });
		expect(await lock.hold(() => Promise.resolve("taken"))).toBe("taken");
	});

	it("keeps a lock of another host while its heartbeat is fresh, and breaks it once the heartbeat stopped for long", async () => {
		const dir = await folder();
		await writeLockFile(dir, { pid: endedPid(), host: "another-machine.example" });
		const lock = fileWriteLock(dir, { waitMs: 30, purpose: "a pass", sleep: noPause });
		await expect(lock.hold(() => Promise.resolve())).rejects.toThrow(/on another-machine\.example/);
		await writeLockFile(dir, { pid: endedPid(), host: "another-machine.example" }, 5 * 60_000);
		expect(await lock.hold(() => Promise.resolve("taken"))).toBe("taken");
	});

	it("never removes a lock that another writer took meanwhile", async () => {
		const dir = await folder();
		const lock = fileWriteLock(dir, { waitMs: 1_000, purpose: "a pass" });
		await lock.hold(async () => {
			// Judged stale by someone else and taken over while we held it.
			await fs.rm(nodePath.join(dir, LOCK_FILE_NAME));
			await writeLockFile(dir, { pid: process.pid, host: os.hostname(), token: "fedcba9876543210" });
		});
		expect(await fs.readFile(nodePath.join(dir, LOCK_FILE_NAME), "utf8")).toContain("fedcba9876543210");
	});
});

describe("the vault's write lock under contention", () => {
	it("many writers on a plugin folder that does not exist yet: every read-modify-write lands, and no folder is left behind", async () => {
		const vault = await folder();
		const pluginFolder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
		const counter = nodePath.join(vault, "counter.txt");
		await fs.writeFile(counter, "0");
		const writers = Array.from({ length: 8 }, (_, i) => fileWriteLock(pluginFolder, { waitMs: 60_000, purpose: `writer ${i}` }));
		const increment = async () => {
			const value = Number(await fs.readFile(counter, "utf8"));
			await new Promise((resolve) => setImmediate(resolve));
			await fs.writeFile(counter, String(value + 1));
		};
		await Promise.all(writers.flatMap((lock) => Array.from({ length: 15 }, () => lock.hold(increment))));
		expect(await fs.readFile(counter, "utf8")).toBe("120");
		expect(await fs.readdir(vault)).toEqual(["counter.txt"]);
	});
});
