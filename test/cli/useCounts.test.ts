/**
 * The built command line, spawned on real vaults on disk: a process pass
 * against a model on loopback counts the entries its request carried (and
 * the offline classifier, which sends nothing, counts nothing), and
 * `memory list` / `memory stats` show the counts, as text and as JSON,
 * without writing anything. The read-only `memory` runs and the usage
 * errors go through the same command line in this process (`inProcess`);
 * the passes that count stay spawned, one process each.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { decision, onTheWire } from "../helpers/decisions";
import { messagesOf, scriptedModel, useLoopbackServer } from "../helpers/loopbackServer";
import type { MemoryUsage } from "../../src/core/memory/usage";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-use-counts-cli-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(scriptedModel("openai", (a) => onTheWire(decision({ id: a.id })))));

const MEMORY = "# Memory\n\n- [2026-04-01] The dentist is Dr. Rossi on Via Roma. <!-- am:11111111 src:Agenda.md -->\n- Marta prefers oolong tea.\n";
const RULES = "- [2026-04-02] Never schedule calls before 9. <!-- am:22222222 -->\n";
const AGENDA = "# Today\n- [ ] Book the dentist\n> Dr. Rossi is on holiday until Friday\n";
const USES = nodePath.join(".obsidian", "plugins", "annotation-memory", "use-counts");

/** Runs the built command line (with `input` on its standard input); resolves with its exit code and output. */
function cli(args: string[], input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-uses" } }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
		child.stdin?.end(input);
	});
}

/** Runs the same command line in this process, with the same environment and standard input. */
const inProcess = (args: string[], input = ""): Promise<CliRun> => runCliInProcess(args, { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-uses" }, input);

const modelFlags = () => ["--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model"];

async function listJson(vault: string, ...more: string[]): Promise<MemoryUsage> {
	const run = await inProcess(["memory", "list", "--vault", vault, "--json", ...more]);
	expect(run.code, run.stderr).toBe(0);
	return JSON.parse(run.stdout) as MemoryUsage;
}

/** Each entry's uses by id, note by note. */
const usesOf = (usage: MemoryUsage) => Object.fromEntries(usage.notes.map((note) => [note.path, Object.fromEntries(note.entries.map((entry) => [entry.text, entry.uses]))]));

/** Every file under the vault, with its text. */
async function snapshot(dir: string): Promise<Record<string, string>> {
	const files: Record<string, string> = {};
	for (const name of await fs.readdir(dir, { recursive: true })) {
		const full = nodePath.join(dir, name);
		if ((await fs.stat(full)).isFile()) files[name] = await fs.readFile(full, "utf8");
	}
	return files;
}

describe("command line: use counts", () => {
	it("a process pass with a model counts each entry its request carried once, and not the entries left out", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		expect(usesOf(await listJson(vault))).toEqual({
			"Memory/Memory.md": { "The dentist is Dr. Rossi on Via Roma.": 0, "Marta prefers oolong tea.": 0 },
			"Rules/agenda.md": { "Never schedule calls before 9.": 0 },
		});

		const run = await cli(["process", "--vault", vault, ...modelFlags()]);
		expect(run.code, run.stderr).toBe(0);
		expect(server.requests).toHaveLength(1);
		const system = messagesOf(server.requests[0]!).find((message) => message.role === "system")!.content;
		expect(system).toContain("Dr. Rossi on Via Roma");
		expect(system).not.toContain("oolong");

		const usage = await listJson(vault);
		expect(usesOf(usage)).toEqual({
			"Memory/Memory.md": { "The dentist is Dr. Rossi on Via Roma.": 1, "Marta prefers oolong tea.": 0 },
			"Rules/agenda.md": { "Never schedule calls before 9.": 1 },
		});
		expect(usage.notes[0]!.entries[0]).toMatchObject({ id: "11111111", usesBy: { decision: 1 }, date: "2026-04-01", source: "Agenda.md" });
		expect(usage.notes[0]!.entries[0]!.lastUse).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
		expect(usage.countingSince).toBe(usage.notes[0]!.entries[0]!.lastUse);
		// Counted beside the journal, never in the note.
		expect(await fs.readFile(nodePath.join(vault, "Memory/Memory.md"), "utf8")).toBe(MEMORY);
		expect(await fs.readdir(nodePath.join(vault, USES))).toEqual([expect.stringMatching(/^cli-[0-9a-f]+\.jsonl$/)]);

		// A second pass (another process, another file) adds to the counts.
		await fs.writeFile(nodePath.join(vault, "Agenda.md"), "# Today\n- [ ] Call the dentist\n> Dr. Rossi moved to Via Po\n");
		expect((await cli(["process", "--vault", vault, ...modelFlags()])).code).toBe(0);
		expect(usesOf(await listJson(vault))["Memory/Memory.md"]).toEqual({ "The dentist is Dr. Rossi on Via Roma.": 2, "Marta prefers oolong tea.": 0 });
		expect(await fs.readdir(nodePath.join(vault, USES))).toHaveLength(2);
	});

	it("classify with a vault and a model counts the entries its request carried", async () => {
		const vault = await writeVault(scratch, { "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		const run = await cli(["classify", "--vault", vault, ...modelFlags()], '{"item":"Book the dentist","annotation":"Dr. Rossi is on holiday"}\n');
		expect(run.code, run.stderr).toBe(0);
		expect(usesOf(await listJson(vault))).toEqual({
			"Memory/Memory.md": { "The dentist is Dr. Rossi on Via Roma.": 1, "Marta prefers oolong tea.": 0 },
			"Rules/agenda.md": { "Never schedule calls before 9.": 1 },
		});
	});

	it("the offline classifier sends nothing and counts nothing", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		const run = await cli(["process", "--vault", vault, "--provider", "offline"]);
		expect(run.code, run.stderr).toBe(0);
		await expect(fs.stat(nodePath.join(vault, USES))).rejects.toThrow();
		expect((await listJson(vault)).countingSince).toBeNull();
	});

	it("memory list and memory stats show uses, last use, age and source, as text and JSON, and write nothing", async () => {
		const records = [
			'{"at":"2026-11-01T08:00Z","by":"decision","uses":{"Memory/Memory.md":["11111111"],"Rules/agenda.md":["22222222"]}}',
			'{"at":"2026-12-01T10:30Z","by":"mcp:get_context","uses":{"Memory/Memory.md":["11111111"]}}',
			"{ a torn line",
		].join("\n");
		const vault = await writeVault(scratch, {
			"Memory/Memory.md": MEMORY,
			"Rules/agenda.md": RULES,
			[nodePath.join(USES, "plugin-aaaa.jsonl")]: `${records}\n`,
			[nodePath.join(USES, "cli-bbbb.jsonl")]: '{"at":"2026-12-05T18:00Z","by":"copy","uses":{"Memory/Memory.md":["11111111"]}}\n',
		});
		const before = await snapshot(vault);

		const list = await inProcess(["memory", "list", "--vault", vault]);
		expect(list.code, list.stderr).toBe(0);
		expect(list.stdout).toContain("Uses counted since 2026-11-01T08:00Z.");
		expect(list.stdout).toContain("Memory/Memory.md (memory, 2 entries)");
		expect(list.stdout).toMatch(/ {2}11111111 {2}The dentist is Dr\. Rossi on Via Roma\.\n {6}used 3 times, last 2026-12-05T18:00Z · \d+ days old · from Agenda\.md\n/);
		expect(list.stdout).toMatch(/ {2}[0-9a-f]{16} {2}Marta prefers oolong tea\.\n {6}never used · no date\n/);
		expect(list.stdout).toContain("Rules/agenda.md (rules, 1 entry)");
		expect(list.stdout).toMatch(/22222222 {2}Never schedule calls before 9\.\n {6}used once, last 2026-11-01T08:00Z/);

		const one = await listJson(vault, "--note", "Rules/agenda.md");
		expect(one.notes.map((note) => note.path)).toEqual(["Rules/agenda.md"]);
		expect(one.notes[0]!.entries).toEqual([
			expect.objectContaining({ id: "22222222", text: "Never schedule calls before 9.", uses: 1, lastUse: "2026-11-01T08:00Z", usesBy: { decision: 1 }, date: "2026-04-02", source: null }),
		]);
		const unknown = await inProcess(["memory", "list", "--vault", vault, "--note", "Agenda.md"]);
		expect(unknown.code).toBe(1);
		expect(unknown.stderr).toContain("Agenda.md is not a memory, rules or skills note of this vault");

		const stats = await inProcess(["memory", "stats", "--vault", vault]);
		expect(stats.code, stats.stderr).toBe(0);
		expect(stats.stdout).toContain("Uses counted since 2026-11-01T08:00Z.");
		expect(stats.stdout).toContain("Memory/Memory.md (memory): 2 entries, 1 used, 1 never used");
		expect(stats.stdout).toContain("Rules/agenda.md (rules): 1 entry, 1 used, 0 never used");

		const json = await inProcess(["memory", "stats", "--vault", vault, "--json"]);
		expect(json.code, json.stderr).toBe(0);
		const report = JSON.parse(json.stdout) as { countingSince: string; recentDays: number; notes: { path: string; entries: number; used: number; neverUsed: number; usedLately: number }[] };
		expect(report.countingSince).toBe("2026-11-01T08:00Z");
		expect(report.recentDays).toBe(30);
		expect(report.notes.map(({ path, entries, used, neverUsed }) => ({ path, entries, used, neverUsed }))).toEqual([
			{ path: "Memory/Memory.md", entries: 2, used: 1, neverUsed: 1 },
			{ path: "Rules/agenda.md", entries: 1, used: 1, neverUsed: 0 },
		]);

		expect(await snapshot(vault)).toEqual(before);
	});

	it("memory stats counts the entries used in the last 30 days", async () => {
		const recent = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 16) + "Z";
		const vault = await writeVault(scratch, { "Memory/Memory.md": MEMORY });
		const tea = (await listJson(vault)).notes[0]!.entries[1]!;
		await fs.mkdir(nodePath.join(vault, USES), { recursive: true });
		const records = [`{"at":"2020-01-01T00:00Z","by":"copy","uses":{"Memory/Memory.md":["11111111"]}}`, `{"at":"${recent}","by":"copy","uses":{"Memory/Memory.md":["${tea.id}"]}}`];
		await fs.writeFile(nodePath.join(vault, USES, "cli-cccc.jsonl"), `${records.join("\n")}\n`);
		const stats = await inProcess(["memory", "stats", "--vault", vault]);
		expect(stats.stdout).toContain("Uses counted since 2020-01-01T00:00Z.");
		expect(stats.stdout).toContain("Memory/Memory.md (memory): 2 entries, 2 used, 0 never used, 1 used in the last 30 days");
	});

	it("memory needs list or stats and a vault, and is in the usage text", async () => {
		expect((await inProcess(["memory", "--vault", scratch])).stderr).toContain("'memory' needs what to show or do: list, stats, review, disable, enable, retire.");
		expect((await cli(["memory", "forget", "--vault", scratch])).code).toBe(2);
		expect((await inProcess(["memory", "list"])).stderr).toContain("'memory' needs --vault DIR.");
		expect((await inProcess(["memory", "stats", "--vault", scratch, "--note", "Memory/Memory.md"])).stderr).toContain("--note works with memory list, disable, enable and retire only.");
		const help = await inProcess(["--help"]);
		expect(help.stdout).toContain("memory list  --vault DIR [--note PATH] [--json]");
		expect(help.stdout).toContain("memory stats --vault DIR [--json]");
		expect(help.stdout).toContain("memory review --vault DIR [--dry-run] [--json]");
		expect((await inProcess(["memory", "review", "--vault", scratch, "--note", "Memory/Memory.md"])).stderr).toContain("--note works with memory list, disable, enable and retire only.");
		expect((await inProcess(["memory", "list", "--vault", scratch, "--dry-run"])).stderr).toContain("--dry-run works with process, migrate and memory review only.");
	});
});
