/**
 * The built command line, spawned on a real vault on disk: the plugin's own
 * notes (Exchange, Archive, memory, rules, skills) are never read as agenda
 * notes, whatever `--agenda` says; naming one, a missing note or a pattern
 * that matches nothing fails with the path named. The refusals and `status`
 * run through the same command line in this process (`inProcess`).
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { buildCliBundle } from "../helpers/builtCli";

let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-own-notes-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

/** A pending proposal as processing writes it: its `> item:` and `> annotation:` lines sit directly under a task line. */
const pending = (id: string, text: string) =>
	`---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [user]\n- [ ] Accept\n- [ ] Reject\n> item: ${text}\n> annotation: done\n---\n`;

/** The plugin's notes, each holding lines an agenda run would take for annotations. */
const OWN: Record<string, string> = {
	"Migration/Exchange.md": `# Exchange\n\n${pending("a0000001", "Water the plants on Fridays.")}\n${pending("a0000002", "The bins go out on Mondays.")}\n${pending("a0000003", "Rent is due on the 1st.")}`,
	"Migration/Archive.md": `# Archive\n\n${pending("a0000009", "The old gym closed.")}> accepted 2026-11-01 → Memory/Memory.md\n`,
	"Memory/Memory.md": "# Memory\n\n- [2026-11-01] The old gym closed. <!-- am:a0000009 -->\n> that's wrong, it reopened\n",
	"Rules/agenda.md": "# Rules\n\n- [ ] Never book calls before 10:00.\n> done\n",
	"Skills/agenda.md": "# Skills\n\n- Keep summaries short.\n> postpone to Monday\n",
};

async function vault(notes: Record<string, string>): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	for (const [path, text] of Object.entries(notes)) {
		await fs.mkdir(nodePath.dirname(nodePath.join(dir, path)), { recursive: true });
		await fs.writeFile(nodePath.join(dir, path), text);
	}
	return dir;
}

/** Runs the built command line; resolves with its exit code and output (never rejects on a non-zero exit). */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

/** Runs the same command line in this process, with this process's environment. */
const inProcess = (args: string[]): Promise<CliRun> => runCliInProcess(args, { ...process.env });

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8");

describe("command line: the plugin's own notes are never agenda notes", () => {
	it("process --agenda '**/*.md' edits the agenda and leaves Exchange, Archive, memory, rules and skills as they were, proposals still pending", async () => {
		const dir = await vault({ ...OWN, "Agenda.md": "# Agenda\n\n- [ ] Call the bank\n> done\n" });
		const result = await cli(["process", "--vault", dir, "--agenda", "**/*.md", "--json"]);
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		const report = JSON.parse(result.stdout) as { notes: { path: string }[] };
		expect(report.notes.map((note) => note.path)).toEqual(["Agenda.md"]);
		expect(await read(dir, "Agenda.md")).toBe("# Agenda\n\n- [x] Call the bank\n");
		for (const [path, text] of Object.entries(OWN)) expect(await read(dir, path), path).toBe(text);
		const status = await inProcess(["status", "--vault", dir, "--json"]);
		expect((JSON.parse(status.stdout) as { proposals: { pending: number; rejected: number } }).proposals).toMatchObject({ pending: 3, rejected: 0 });
	});

	it("refuses --agenda Migration/Exchange.md, naming it, and changes nothing", async () => {
		const dir = await vault(OWN);
		const result = await inProcess(["process", "--vault", dir, "--agenda", "Migration/Exchange.md"]);
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('The agenda source "Migration/Exchange.md" was refused: it is the exchange note, which is never an agenda note.');
		for (const [path, text] of Object.entries(OWN)) expect(await read(dir, path), path).toBe(text);
	});

	it("refuses a folder or pattern that holds only the plugin's notes (Migration, Rules/*.md), naming what it found", async () => {
		const dir = await vault(OWN);
		for (const source of ["Migration", "Rules/*.md", "Rules"]) {
			const result = await inProcess(["process", "--vault", dir, "--agenda", source]);
			expect(result.code, source).toBe(1);
			expect(result.stderr, source).toMatch(new RegExp(`"${source.replace(/[*.]/g, "\\$&")}" (names only the plugin's own notes|was refused: it is the rules folder)`));
		}
		for (const [path, text] of Object.entries(OWN)) expect(await read(dir, path), path).toBe(text);
	});

	it("fails naming the note when --agenda names a missing note", async () => {
		const dir = await vault({ "Agenda.md": "# Agenda\n\n- [ ] Call the bank\n> done\n" });
		const result = await inProcess(["process", "--vault", dir, "--agenda", "Missing.md"]);
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('The agenda note "Missing.md" was not found.');
		expect(await read(dir, "Agenda.md")).toBe("# Agenda\n\n- [ ] Call the bank\n> done\n");
	});

	it("fails on an empty vault (the default Agenda.md is missing), and on a pattern that matches nothing", async () => {
		const dir = await vault({});
		const empty = await cli(["process", "--vault", dir]);
		expect(empty.code).toBe(1);
		expect(empty.stderr).toContain('The agenda note "Agenda.md" was not found.');
		const none = await inProcess(["process", "--vault", dir, "--agenda", "Daily/*.md"]);
		expect(none.code).toBe(1);
		expect(none.stderr).toContain('The agenda pattern "Daily/*.md" matches no note.');
	});
});
