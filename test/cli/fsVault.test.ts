import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { promises as fs, mkdirSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { spawnSync } from "node:child_process";
import { openFileSystemVault } from "../../src/cli/fsVault";
import { runCli } from "../../src/cli/run";
import { cliEnvironment } from "../helpers/cliEnvironment";

let scratch: string;
let vaultDir: string;
let outside: string;

beforeEach(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-fsvault-"));
	vaultDir = nodePath.join(scratch, "vault");
	outside = nodePath.join(scratch, "outside");
	await fs.mkdir(vaultDir);
	await fs.mkdir(outside);
});

afterEach(async () => {
	await fs.chmod(scratch, 0o700).catch(() => undefined);
	await fs.rm(scratch, { recursive: true, force: true });
});

const inVault = (path: string) => nodePath.join(vaultDir, path);
const bytesOf = (path: string) => fs.readFile(path);
const appendLine = (current: string | null) => `${current ?? ""}- [ ] added\n`;

/** Hidden entries the vault folder holds besides the notes (temporary files would show here). */
async function hiddenEntries(folder: string): Promise<string[]> {
	return (await fs.readdir(folder)).filter((name) => name.startsWith(".")).sort();
}

describe("a save made by the user while a note is being edited", () => {
	it("survives: the edit is redone on the text the user saved", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] first\n");
		const vault = await openFileSystemVault(vaultDir);
		const seen: (string | null)[] = [];
		const result = await vault.process("Agenda.md", (current) => {
			seen.push(current);
			// The user's editor saves between our read and our rename.
			if (seen.length === 1) writeFileSync(inVault("Agenda.md"), "- [ ] first\n- [ ] typed by the user\n");
			return appendLine(current);
		});
		expect(seen).toEqual(["- [ ] first\n", "- [ ] first\n- [ ] typed by the user\n"]);
		expect(result).toBe("- [ ] first\n- [ ] typed by the user\n- [ ] added\n");
		expect(await fs.readFile(inVault("Agenda.md"), "utf8")).toBe(result);
		expect(await hiddenEntries(vaultDir)).toEqual([]);
	});

	it("survives when the note is created by the user while we create it", async () => {
		const vault = await openFileSystemVault(vaultDir);
		let calls = 0;
		await vault.process("Migration/Exchange.md", (current) => {
			calls++;
			if (calls === 1) {
				mkdirSync(inVault("Migration"));
				writeFileSync(inVault("Migration/Exchange.md"), "written by the user\n");
			}
			return appendLine(current);
		});
		expect(calls).toBe(2);
		expect(await fs.readFile(inVault("Migration/Exchange.md"), "utf8")).toBe("written by the user\n- [ ] added\n");
	});

	it("gives up after a few tries on a note that never settles, naming it, and keeps the user's last save", async () => {
		await fs.mkdir(inVault("Memory"));
		await fs.writeFile(inVault("Memory/Memory.md"), "start\n");
		const vault = await openFileSystemVault(vaultDir);
		let calls = 0;
		const edit = (current: string | null) => {
			calls++;
			writeFileSync(inVault("Memory/Memory.md"), `save ${calls}\n`);
			return appendLine(current);
		};
		await expect(vault.process("Memory/Memory.md", edit)).rejects.toThrow(/Memory\/Memory\.md kept changing/);
		expect(calls).toBeGreaterThan(1);
		expect(await fs.readFile(inVault("Memory/Memory.md"), "utf8")).toBe(`save ${calls}\n`);
		expect(await hiddenEntries(inVault("Memory"))).toEqual([]);
	});
});

describe("symbolic links", () => {
	it("refuses a note that links outside the vault, on write and on read, and writes nothing there", async () => {
		await fs.writeFile(nodePath.join(outside, "secret.md"), "- [ ] outside\n");
		await fs.symlink(nodePath.join(outside, "secret.md"), inVault("Agenda.md"));
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.process("Agenda.md", appendLine)).rejects.toThrow(/Agenda\.md.*outside the vault/);
		await expect(vault.read("Agenda.md")).rejects.toThrow(/Agenda\.md.*outside the vault/);
		expect(await fs.readFile(nodePath.join(outside, "secret.md"), "utf8")).toBe("- [ ] outside\n");
		expect((await fs.lstat(inVault("Agenda.md"))).isSymbolicLink()).toBe(true);
		expect(await fs.readdir(outside)).toEqual(["secret.md"]);
	});

	it("refuses a link to a missing file outside the vault instead of creating it there", async () => {
		await fs.symlink(nodePath.join(outside, "missing.md"), inVault("Agenda.md"));
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.process("Agenda.md", appendLine)).rejects.toThrow(/Agenda\.md.*outside the vault/);
		expect(await fs.readdir(outside)).toEqual([]);
	});

	it("refuses a linked folder that leads outside the vault, for new and existing notes and for listing", async () => {
		await fs.writeFile(nodePath.join(outside, "Memory.md"), "- [2026-01-01] kept <!-- am:1 -->\n");
		await fs.symlink(outside, inVault("Memory"));
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.process("Memory/Memory.md", appendLine)).rejects.toThrow(/Memory\/Memory\.md.*outside the vault/);
		await expect(vault.process("Memory/New.md", appendLine)).rejects.toThrow(/Memory\/New\.md.*outside the vault/);
		await expect(vault.read("Memory/Memory.md")).rejects.toThrow(/outside the vault/);
		await expect(vault.list("Memory")).rejects.toThrow(/outside the vault/);
		expect(await fs.readdir(outside)).toEqual(["Memory.md"]);
		expect(await fs.readFile(nodePath.join(outside, "Memory.md"), "utf8")).toBe("- [2026-01-01] kept <!-- am:1 -->\n");
	});

	it("edits a note linked inside the vault at its real place, so the link stays a link", async () => {
		await fs.mkdir(inVault("Notes"));
		await fs.writeFile(inVault("Notes/Real agenda.md"), "- [ ] real\n");
		await fs.symlink("Notes/Real agenda.md", inVault("Agenda.md"));
		const vault = await openFileSystemVault(vaultDir);
		expect(await vault.read("Agenda.md")).toBe("- [ ] real\n");
		await vault.process("Agenda.md", appendLine);
		expect((await fs.lstat(inVault("Agenda.md"))).isSymbolicLink()).toBe(true);
		expect(await fs.readlink(inVault("Agenda.md"))).toBe("Notes/Real agenda.md");
		expect(await fs.readFile(inVault("Notes/Real agenda.md"), "utf8")).toBe("- [ ] real\n- [ ] added\n");
		expect(await hiddenEntries(vaultDir)).toEqual([]);
		expect(await hiddenEntries(inVault("Notes"))).toEqual([]);
	});

	it("works in a vault opened through a link to it", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n");
		const linkToVault = nodePath.join(scratch, "vault-link");
		await fs.symlink(vaultDir, linkToVault);
		const vault = await openFileSystemVault(linkToVault);
		await vault.process("Agenda.md", appendLine);
		expect(await fs.readFile(inVault("Agenda.md"), "utf8")).toBe("- [ ] a\n- [ ] added\n");
	});
});

describe("permissions", () => {
	it("keeps a private note private (0600 stays 0600)", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n", { mode: 0o600 });
		await fs.chmod(inVault("Agenda.md"), 0o600);
		const vault = await openFileSystemVault(vaultDir);
		await vault.process("Agenda.md", appendLine);
		expect((await fs.stat(inVault("Agenda.md"))).mode & 0o777).toBe(0o600);
		expect(await fs.readFile(inVault("Agenda.md"), "utf8")).toBe("- [ ] a\n- [ ] added\n");
	});

	it("gives a new note the mode any new file gets", async () => {
		await fs.writeFile(inVault("control.txt"), "");
		const vault = await openFileSystemVault(vaultDir);
		await vault.process("Memory.md", appendLine);
		expect((await fs.stat(inVault("Memory.md"))).mode & 0o7777).toBe((await fs.stat(inVault("control.txt"))).mode & 0o7777);
	});

	it.skipIf(process.getuid?.() !== 0)("keeps the note's owner and group", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n");
		await fs.chown(inVault("Agenda.md"), 4321, 4322);
		const vault = await openFileSystemVault(vaultDir);
		await vault.process("Agenda.md", appendLine);
		const stat = await fs.stat(inVault("Agenda.md"));
		expect([stat.uid, stat.gid]).toEqual([4321, 4322]);
	});

	it("refuses a read-only note with a message and leaves it as it was", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n> done\n");
		await fs.chmod(inVault("Agenda.md"), 0o444);
		const before = await fs.stat(inVault("Agenda.md"));
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.process("Agenda.md", appendLine)).rejects.toThrow(/Agenda\.md is read-only/);
		const after = await fs.stat(inVault("Agenda.md"));
		expect(after.ino).toBe(before.ino);
		expect(after.mode).toBe(before.mode);
		expect(await fs.readFile(inVault("Agenda.md"), "utf8")).toBe("- [ ] a\n> done\n");
		expect(await hiddenEntries(vaultDir)).toEqual([]);
		// Reading it, or an edit that changes nothing, is fine.
		expect(await vault.read("Agenda.md")).toBe("- [ ] a\n> done\n");
		expect(await vault.process("Agenda.md", (current) => current)).toBe("- [ ] a\n> done\n");
	});
});

describe("temporary files of an earlier run that was killed", () => {
	/** The id of a process that has ended. */
	function endedProcessId(): number {
		const child = spawnSync(process.execPath, ["-e", ""]);
		return child.pid;
	}

	it("are removed before the next write in their folder, and never listed; a user's look-alike files stay", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n");
		const stale = [`.Agenda.md.${endedProcessId()}-0a1b2c3d.am-tmp`, ".Agenda.md.9f8e7d6c.tmp"];
		const inFlight = `.Agenda.md.${process.pid}-deadbeef.am-tmp`;
		const users = [".Agenda.md.backup.tmp", "Agenda.md.0a1b2c3d.tmp", ".notes.tmp", "draft.am-tmp"];
		for (const name of [...stale, inFlight, ...users]) await fs.writeFile(inVault(name), "partial");
		const vault = await openFileSystemVault(vaultDir);
		expect(await vault.list("")).toEqual(["Agenda.md"]);
		await vault.process("Agenda.md", appendLine);
		const left = await fs.readdir(vaultDir);
		for (const name of stale) expect(left).not.toContain(name);
		for (const name of [inFlight, ...users]) expect(left).toContain(name);
		expect(await vault.list("")).toEqual(["Agenda.md"]);
	});

	it("are removed after an hour even when their process id is in use again", async () => {
		await fs.writeFile(inVault("Agenda.md"), "- [ ] a\n");
		const old = `.Agenda.md.${process.pid}-0a1b2c3d.am-tmp`;
		await fs.writeFile(inVault(old), "partial");
		const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
		await fs.utimes(inVault(old), twoHoursAgo, twoHoursAgo);
		const vault = await openFileSystemVault(vaultDir);
		await vault.process("Agenda.md", appendLine);
		expect(await fs.readdir(vaultDir)).toEqual(["Agenda.md"]);
	});
});

describe("notes that are not UTF-8 text", () => {
	it("refuses a Latin-1 note on read and on edit, naming it, and never rewrites it", async () => {
		const latin1 = Buffer.from("- [ ] Caf\xe9 mit Oma\n> erledigt\n", "latin1");
		await fs.writeFile(inVault("Agenda.md"), latin1);
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.read("Agenda.md")).rejects.toThrow(/Agenda\.md is not valid UTF-8/);
		await expect(vault.process("Agenda.md", appendLine)).rejects.toThrow(/Agenda\.md is not valid UTF-8/);
		expect((await bytesOf(inVault("Agenda.md"))).equals(latin1)).toBe(true);
	});

	it("refuses a binary file named like a note and never rewrites it", async () => {
		const binary = Buffer.concat([Buffer.from("- [ ] item\n> done\n"), Buffer.from([0, 1, 2, 0xff, 0xfe, 0]), Buffer.alloc(4096, 7)]);
		await fs.writeFile(inVault("Agenda.md"), binary);
		const vault = await openFileSystemVault(vaultDir);
		await expect(vault.read("Agenda.md")).rejects.toThrow(/Agenda\.md looks like a binary file/);
		await expect(vault.process("Agenda.md", appendLine)).rejects.toThrow(/Agenda\.md looks like a binary file/);
		expect((await bytesOf(inVault("Agenda.md"))).equals(binary)).toBe(true);
	});

	it("the command line reports such an agenda as a failure and leaves it byte for byte", async () => {
		const latin1 = Buffer.from("- [ ] Caf\xe9 mit Oma\n> erledigt\n", "latin1");
		await fs.writeFile(inVault("Agenda.md"), latin1);
		const env = environment();
		const status = await runCli(["process", "--vault", vaultDir], env);
		expect(status).toBe(1);
		expect(env.err).toMatch(/Agenda\.md is not valid UTF-8/);
		expect((await bytesOf(inVault("Agenda.md"))).equals(latin1)).toBe(true);
	});

	it("keeps a byte order mark", async () => {
		await fs.writeFile(inVault("Agenda.md"), "\uFEFF- [ ] Café\n");
		const vault = await openFileSystemVault(vaultDir);
		expect(await vault.read("Agenda.md")).toBe("\uFEFF- [ ] Café\n");
		await vault.process("Agenda.md", appendLine);
		const bytes = await bytesOf(inVault("Agenda.md"));
		expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		expect(bytes.toString("utf8")).toBe("\uFEFF- [ ] Café\n- [ ] added\n");
	});
});

const environment = () => cliEnvironment();
