/**
 * The plugin on desktop holds the vault's write lock on disk, the one the
 * command line's passes and MCP servers hold: while Obsidian writes, no other
 * process does, and while another process holds it, Obsidian's writes wait
 * (and fail with a message naming the holder when it holds on too long).
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileWriteLock, LOCK_FILE_NAME } from "../../src/cli/fs/writeLock";
import type { WriteLock } from "../../src/core/ports";
import { lockedVault, sharedWriteLock } from "../../src/obsidian/writeLock";
import { createMemoryVault } from "../helpers/memoryVault";

let folder: string;

beforeEach(async () => {
	folder = nodePath.join(await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-plugin-write-lock-")), "plugin");
});

afterEach(async () => {
	await fs.rm(nodePath.dirname(folder), { recursive: true, force: true });
});

/** Holds `lock` until the returned `release` is called; resolves once it is held. */
async function holdOpen(lock: WriteLock): Promise<{ release: () => void; done: Promise<void> }> {
	let release!: () => void;
	let entered!: () => void;
	const inside = new Promise<void>((resolve) => (entered = resolve));
	const done = lock.hold(() => {
		entered();
		return new Promise<void>((resolve) => (release = resolve));
	});
	await inside;
	return { release, done };
}

const plugin = () => sharedWriteLock(() => Promise.resolve(fileWriteLock(folder, { purpose: "Obsidian", waitMs: 300 })));
const commandLine = () => fileWriteLock(folder, { purpose: "an annotation-memory migrate pass", waitMs: 300 });

describe("the plugin's write lock", () => {
	it("keeps a command-line pass out while a plugin pass runs, lets the plugin's own edits in meanwhile, and lets go when the last ends", async () => {
		const lock = plugin();
		const pass = await holdOpen(lock);
		// A tick in the review panel while the pass runs: the same process, so it joins at once.
		expect(await lock.hold(() => Promise.resolve("ticked"))).toBe("ticked");
		// Another process waits, then is told who holds the vault.
		await expect(commandLine().hold(() => Promise.resolve("written"))).rejects.toThrow(/Obsidian \(process \d+/);
		pass.release();
		await pass.done;
		await expect(fs.access(nodePath.join(folder, LOCK_FILE_NAME))).rejects.toThrow();
		expect(await commandLine().hold(() => Promise.resolve("written"))).toBe("written");
	});

	it("makes a note edit wait for a command-line pass, and refuses it naming the pass when it holds on", async () => {
		const vault = lockedVault(createMemoryVault({ "Migration/Exchange.md": "# Exchange\n" }), plugin());
		const cli = await holdOpen(commandLine());
		await expect(vault.process("Migration/Exchange.md", (text) => `${text}- [x] Accept\n`)).rejects.toThrow(/an annotation-memory migrate pass/);
		expect(await vault.read("Migration/Exchange.md")).toBe("# Exchange\n");
		cli.release();
		await cli.done;
		await vault.process("Migration/Exchange.md", (text) => `${text}- [x] Accept\n`);
		expect(await vault.read("Migration/Exchange.md")).toBe("# Exchange\n- [x] Accept\n");
	});

	it("runs writes at once where there is no lock on disk (mobile)", async () => {
		const vault = lockedVault(createMemoryVault({ "Agenda.md": "a\n" }), sharedWriteLock(() => Promise.resolve(null)));
		await vault.process("Agenda.md", () => "b\n");
		expect(await vault.read("Agenda.md")).toBe("b\n");
	});
});
