/**
 * The built command line, spawned on real vaults on disk: `memory disable`
 * keeps an entry in its note but out of the model's request, `memory
 * enable` sends it again, `memory retire` moves it to the archive, and
 * `undo` takes the last of these back byte for byte. Listings and refusals
 * go through the same command line in this process (`inProcess`); every
 * run that writes stays spawned.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { decision, onTheWire } from "../helpers/decisions";
import { messagesOf, scriptedModel, useLoopbackServer } from "../helpers/loopbackServer";
import type { MemoryUsage } from "../../src/core/memory/usage";
import { fingerprint } from "../../src/core/passes/journal";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-entry-actions-cli-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(scriptedModel("openai", (a) => onTheWire(decision({ id: a.id })))));

const MEMORY = "# Memory\n\n- [2026-04-01] The dentist is Dr. Rossi on Via Roma. <!-- am:11111111 src:Agenda.md -->\n- [2026-04-03] The dentist's phone is 555 0101. <!-- am:33333333 -->\n";
const RULES = "- [2026-04-02] Never schedule calls before 9. <!-- am:22222222 -->\n";
const AGENDA = "# Today\n- [ ] Book the dentist\n> Dr. Rossi is on holiday until Friday\n";

/** Runs the built command line; resolves with its exit code and output. */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-entries" } }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

/** Runs the same command line in this process, with the same environment. */
const inProcess = (args: string[]): Promise<CliRun> => runCliInProcess(args, { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-entries" });

const modelFlags = () => ["--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model"];

/** Runs a process pass with the loopback model on a fresh annotation (Dr. Rossi is on holiday until `day`) and returns the request it sent, whole. */
async function promptOfProcess(vault: string, day: string): Promise<string> {
	// A new annotation each time: one already decided is not sent again.
	await fs.writeFile(nodePath.join(vault, "Agenda.md"), AGENDA.replace("Friday", day));
	const before = server.requests.length;
	const run = await cli(["process", "--vault", vault, ...modelFlags()]);
	expect(run.code, run.stderr).toBe(0);
	expect(server.requests).toHaveLength(before + 1);
	return messagesOf(server.requests[before]!).map((message) => message.content).join("\n");
}

const JOURNAL = nodePath.join(".obsidian", "plugins", "annotation-memory", "journal.jsonl");

const read = (vault: string, path: string) => fs.readFile(nodePath.join(vault, path), "utf8");

describe("command line: disable, enable and retire an entry", () => {
	it("a disabled entry stays in its note and is not sent to the model; enabled, it is sent again", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		expect(await promptOfProcess(vault, "Monday")).toContain("Dr. Rossi on Via Roma");

		const disable = await cli(["memory", "disable", "--vault", vault, "11111111"]);
		expect(disable.code, disable.stderr).toBe(0);
		expect(disable.stdout).toContain("Disabled 11111111 in Memory/Memory.md");
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY.replace("src:Agenda.md -->", "src:Agenda.md disabled -->"));
		const list = await inProcess(["memory", "list", "--vault", vault]);
		expect(list.stdout).toMatch(/11111111 {2}The dentist is Dr\. Rossi on Via Roma\.\n {6}disabled · /);

		const withoutIt = await promptOfProcess(vault, "Tuesday");
		expect(withoutIt).not.toContain("Dr. Rossi on Via Roma");
		expect(withoutIt).toContain("555 0101");

		const enable = await cli(["memory", "enable", "--vault", vault, "--json", "11111111"]);
		expect(enable.code, enable.stderr).toBe(0);
		expect(JSON.parse(enable.stdout)).toMatchObject({ action: "enable", id: "11111111", note: "Memory/Memory.md", status: "done" });
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY);
		expect(await promptOfProcess(vault, "Wednesday")).toContain("Dr. Rossi on Via Roma");
	});

	it("an assistant over MCP gets no disabled entry: not from get_context, search_memory or the note read whole", async () => {
		const vault = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		expect((await cli(["memory", "disable", "--vault", vault, "11111111"])).code).toBe(0);
		const client = new Client({ name: "test-assistant", version: "1.0.0" });
		await client.connect(new StdioClientTransport({ command: process.execPath, args: [cliBundle, "mcp", "--vault", vault], stderr: "pipe" }));
		onTestFinished(() => client.close());
		const text = async (name: string, args: Record<string, unknown>) => ((await client.callTool({ name, arguments: args })) as CallToolResult).content.map((part) => (part.type === "text" ? part.text : "")).join("");
		const context = await text("get_context", { query: "dentist" });
		expect(context).toContain("555 0101");
		expect(context).not.toContain("Via Roma");
		const found = await text("search_memory", { query: "dentist Rossi" });
		expect(found).toContain("33333333");
		expect(found).not.toContain("11111111");
		const note = await client.readResource({ uri: "annotation-memory://note/Memory/Memory.md" });
		expect(note.contents[0]).toMatchObject({ text: "# Memory\n\n- [2026-04-03] The dentist's phone is 555 0101. <!-- am:33333333 -->\n" });
	});

	it("retire moves the entry to the archive and undo puts both notes back byte for byte", async () => {
		const vault = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		const retire = await cli(["memory", "retire", "--vault", vault, "11111111"]);
		expect(retire.code, retire.stderr).toBe(0);
		expect(retire.stdout).toContain("Retired 11111111 from Memory/Memory.md to Migration/Archive.md");
		expect(await read(vault, "Memory/Memory.md")).toBe("# Memory\n\n- [2026-04-03] The dentist's phone is 555 0101. <!-- am:33333333 -->\n");
		expect(await read(vault, "Migration/Archive.md")).toMatch(/\n- \[2026-04-01\] The dentist is Dr\. Rossi on Via Roma\. <!-- am:11111111 retired \d{4}-\d{2}-\d{2} from:Memory\/Memory\.md src:Agenda\.md -->\n$/);
		const usage = JSON.parse((await inProcess(["memory", "list", "--vault", vault, "--json"])).stdout) as MemoryUsage;
		expect(usage.notes[0]!.entries.map((entry) => entry.id)).toEqual(["33333333"]);

		const undo = await cli(["undo", "--vault", vault]);
		expect(undo.code, undo.stderr).toBe(0);
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY);
		// The retirement created the archive note; undo takes it away again.
		await expect(fs.stat(nodePath.join(vault, "Migration/Archive.md"))).rejects.toThrow();
	});

	it("a retirement killed after the archive was written finishes when run again, once, and undo takes back the whole of it", async () => {
		const archive = "# Archive\n\nOld things.\n";
		const whole = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Migration/Archive.md": archive });
		expect((await cli(["memory", "retire", "--vault", whole, "11111111"])).code).toBe(0);
		const archived = await read(whole, "Migration/Archive.md");

		// As a kill leaves it between the two writes: the archive written, its write journaled ahead, the note not yet.
		const run = { kind: "migrate", at: "2026-12-07T09:00:00.000Z", events: [], writes: [{ path: "Migration/Archive.md", before: archive, after: fingerprint(archived) }], complete: false };
		const killed = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Migration/Archive.md": archived, [JOURNAL]: `${JSON.stringify(run)}\n` });
		const again = await cli(["memory", "retire", "--vault", killed, "11111111"]);
		expect(again.code, again.stderr).toBe(0);
		expect(await read(killed, "Migration/Archive.md")).toBe(archived);
		expect(await read(killed, "Memory/Memory.md")).toBe(await read(whole, "Memory/Memory.md"));

		expect((await cli(["undo", "--vault", killed])).code).toBe(0);
		expect(await read(killed, "Memory/Memory.md")).toBe(MEMORY);
		expect(await read(killed, "Migration/Archive.md")).toBe(archive);
	});

	it("an unknown id, or an id in two notes without --note, exits 1 and changes nothing", async () => {
		const vault = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES.replace("22222222", "11111111") });
		const unknown = await inProcess(["memory", "retire", "--vault", vault, "deadbeef"]);
		expect(unknown.code).toBe(1);
		expect(unknown.stderr).toContain("No memory, rules or skills entry has the id deadbeef (see 'annotation-memory memory list').");

		const twice = await inProcess(["memory", "disable", "--vault", vault, "11111111"]);
		expect(twice.code).toBe(1);
		expect(twice.stderr).toContain("The id 11111111 is in Memory/Memory.md and Rules/agenda.md: name the note with --note PATH.");
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY);

		const named = await cli(["memory", "disable", "--vault", vault, "--note", "Rules/agenda.md", "11111111"]);
		expect(named.code, named.stderr).toBe(0);
		expect(await read(vault, "Rules/agenda.md")).toBe("- [2026-04-02] Never schedule calls before 9. <!-- am:11111111 disabled -->\n");
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY);

		const noId = await inProcess(["memory", "retire", "--vault", vault]);
		expect(noId.code).toBe(2);
		expect(noId.stderr).toContain("'memory retire' needs the entry's id, as 'memory list' shows it.");
		expect((await inProcess(["--help"])).stdout).toContain("memory retire --vault DIR [--note PATH] [--json] ID");
	});
});
