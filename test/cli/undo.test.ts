import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { build } from "esbuild";
import { runCli } from "../../src/cli/run";
import { cliEnvironment } from "../helpers/cliEnvironment";

const exec = promisify(execFile);
// A BOM, CRLF line endings and a trailing space: undo gives back every byte.
const AGENDA = "\uFEFF# Today\r\n\r\n- [ ] Call parents (last call weeks ago) \r\n> that's wrong — I called them two days ago\r\n- [ ] Pay rent\r\n> done\r\n";
const EXCHANGE = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nThe boiler is serviced in October. [user]\n- [ ] Accept\n- [ ] Reject\n---\n";
const JOURNAL = ".obsidian/plugins/annotation-memory/journal.jsonl";

let scratch: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cli-undo-"));
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

async function vaultWith(notes: Record<string, string>): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	for (const [path, text] of Object.entries(notes)) {
		await fs.mkdir(nodePath.dirname(nodePath.join(dir, path)), { recursive: true });
		await fs.writeFile(nodePath.join(dir, path), text, "utf8");
	}
	return dir;
}

const io = () => cliEnvironment({ http: () => Promise.reject(new Error("no network in these tests")) });

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8");

async function processed(): Promise<string> {
	const vault = await vaultWith({ "Agenda.md": AGENDA, "Migration/Exchange.md": EXCHANGE });
	expect(await runCli(["process", "--vault", vault], io())).toBe(0);
	expect(await read(vault, "Agenda.md")).not.toBe(AGENDA);
	return vault;
}

/** The user edits the item the processing ticked and ticks Accept on the proposal it wrote: nothing of the run is left as it wrote it. */
async function changeWhatTheRunChanged(vault: string): Promise<{ agenda: string; exchange: string }> {
	const agenda = (await read(vault, "Agenda.md")).replace("- [x] Pay rent", "- [x] Pay rent by card");
	const written = await read(vault, "Migration/Exchange.md");
	const exchange = written.slice(0, EXCHANGE.length) + written.slice(EXCHANGE.length).replace("- [ ] Accept", "- [x] Accept");
	expect(agenda).not.toBe(await read(vault, "Agenda.md"));
	expect(exchange).not.toBe(written);
	await fs.writeFile(nodePath.join(vault, "Agenda.md"), agenda);
	await fs.writeFile(nodePath.join(vault, "Migration/Exchange.md"), exchange);
	return { agenda, exchange };
}

describe("annotation-memory undo", () => {
	it("--process restores the agenda and Exchange.md byte for byte", async () => {
		const vault = await processed();
		const out = io();
		expect(await runCli(["undo", "--vault", vault, "--process"], out)).toBe(0);
		expect(out.out).toMatch(/^Restored Agenda\.md, Migration\/Exchange\.md as they were before the processing of /);
		expect(out.err).toBe("");
		expect(await read(vault, "Agenda.md")).toBe(AGENDA);
		expect(await read(vault, "Migration/Exchange.md")).toBe(EXCHANGE);
	});

	it("undoes the last migration by default, not the processing", async () => {
		const vault = await processed();
		const out = io();
		expect(await runCli(["undo", "--vault", vault], out)).toBe(0);
		expect(out.out).toBe("There is no migration to undo.\n");
		expect(await read(vault, "Agenda.md")).not.toBe(AGENDA);
	});

	it("nothing to undo is no failure: exit 0, said on stdout", async () => {
		const vault = await vaultWith({ "Agenda.md": AGENDA });
		const out = io();
		expect(await runCli(["undo", "--vault", vault, "--process"], out)).toBe(0);
		expect(out.out).toBe("There is no processing to undo.\n");
		expect(out.err).toBe("");
		const json = io();
		expect(await runCli(["undo", "--vault", vault, "--json"], json)).toBe(0);
		expect(JSON.parse(json.out)).toMatchObject({ kind: "migrate", undone: false, refusal: "nothing-to-undo" });
	});

	it("keeps the user's later edits: undoes what the processing changed around them, exit 0", async () => {
		const vault = await processed();
		// An unrelated item added to the agenda, and Accept ticked on the older proposal.
		await fs.writeFile(nodePath.join(vault, "Agenda.md"), `${await read(vault, "Agenda.md")}- [ ] Buy milk\r\n`);
		await fs.writeFile(nodePath.join(vault, "Migration/Exchange.md"), (await read(vault, "Migration/Exchange.md")).replace("- [ ] Accept", "- [x] Accept"));
		const out = io();
		expect(await runCli(["undo", "--vault", vault, "--process"], out)).toBe(0);
		expect(out.out).toMatch(/^Undid the processing of \S+ in Agenda\.md, Migration\/Exchange\.md, around the changes made since\.\n$/);
		expect(out.err).toBe("");
		expect(await read(vault, "Agenda.md")).toBe(`${AGENDA}- [ ] Buy milk\r\n`);
		expect(await read(vault, "Migration/Exchange.md")).toBe(EXCHANGE.replace("- [ ] Accept", "- [x] Accept"));
	});

	it("a refusal goes to stderr with exit 1, naming what the user changed, and leaves it alone", async () => {
		const vault = await processed();
		const { agenda, exchange } = await changeWhatTheRunChanged(vault);
		const out = io();
		expect(await runCli(["undo", "--vault", vault, "--process"], out)).toBe(1);
		expect(out.out).toBe("");
		expect(out.err).toMatch(/^annotation-memory: Not undone: what the processing changed was changed since: “.*” in Agenda\.md \(changed since\); the proposal “.*” in Migration\/Exchange\.md \(ticked or edited since\)\.\n$/);
		expect(await read(vault, "Agenda.md")).toBe(agenda);
		expect(await read(vault, "Migration/Exchange.md")).toBe(exchange);
		const json = io();
		expect(await runCli(["undo", "--vault", vault, "--process", "--json"], json)).toBe(1);
		expect(JSON.parse(json.out)).toMatchObject({ kind: "process", undone: false, refusal: "changed-since", restored: [] });
		expect(json.err).toContain("Migration/Exchange.md (ticked or edited since)");
	});

	it("a torn journal is reported with its place, never as nothing to undo", async () => {
		const vault = await processed();
		const journal = await read(vault, JOURNAL);
		await fs.writeFile(nodePath.join(vault, JOURNAL), `${journal}{"kind":"process","at":"2026-11-22T10:00`);
		const out = io();
		expect(await runCli(["undo", "--vault", vault, "--process"], out)).toBe(1);
		expect(out.err).toContain(`The journal ${nodePath.join(vault, JOURNAL)} is damaged at line 2, so there is no telling which processing is the last.`);
		expect(out.err).not.toContain("no processing to undo");
		const status = io();
		expect(await runCli(["status", "--vault", vault], status)).toBe(0);
		expect(status.out).toContain("is damaged at line 2; the damaged lines are kept as they are");
	});

	it("a journal that cannot be read is reported, never as nothing to undo", async () => {
		const vault = await vaultWith({ "Agenda.md": AGENDA });
		await fs.mkdir(nodePath.join(vault, JOURNAL), { recursive: true });
		const out = io();
		expect(await runCli(["undo", "--vault", vault], out)).toBe(1);
		expect(out.err).toMatch(/^annotation-memory: The journal .*journal\.jsonl cannot be read \(EISDIR/);
	});

	it("--process and --migrate belong to undo, one at a time", async () => {
		const vault = await vaultWith({});
		const both = io();
		expect(await runCli(["undo", "--vault", vault, "--process", "--migrate"], both)).toBe(2);
		expect(both.err).toContain("--process or --migrate");
		const elsewhere = io();
		expect(await runCli(["status", "--vault", vault, "--process"], elsewhere)).toBe(2);
		expect(elsewhere.err).toContain("work with undo only");
		const help = io();
		expect(await runCli(["--help"], help)).toBe(0);
		expect(help.out).toContain("undo      --vault DIR [--process|--migrate] [--json]");
	});

	it("the built command line exits 1 with the reason on stderr", async () => {
		const bundle = nodePath.join(scratch, "cli.cjs");
		await build({ entryPoints: [nodePath.resolve(__dirname, "../../src/cli/main.ts")], bundle: true, platform: "node", format: "cjs", outfile: bundle, logLevel: "silent" });
		const vault = await processed();
		await changeWhatTheRunChanged(vault);
		const failure = await exec(process.execPath, [bundle, "undo", "--vault", vault, "--process"]).then(
			() => null,
			(error: { code: number; stdout: string; stderr: string }) => error,
		);
		expect(failure).toMatchObject({ code: 1, stdout: "" });
		expect(failure!.stderr).toMatch(/^annotation-memory: Not undone: what the processing changed was changed since: .*\(ticked or edited since\)\.\n$/);
	});
});
