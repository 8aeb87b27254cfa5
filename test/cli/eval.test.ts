import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { scriptedModel, useLoopbackServer, type SentDocument } from "../helpers/loopbackServer";
import { completes, onTheWire, postpones } from "../helpers/decisions";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { chargesForRequests } from "../../src/cli/eval/command";
import { DEFAULT_SETTINGS, type Settings } from "../../src/core/settings";

const KEY = "sk-test-eval-4kT9wQ2z";
const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-eval-test-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(() => ({ status: 500, body: "no script" })));

/** Runs the built command line; resolves with its exit code and output (never rejects on a non-zero exit). */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, ANNOTATION_MEMORY_API_KEY: "", ...env } }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

/**
 * Runs the same command line in this process, with the same environment, for
 * table-like cases; `cli`'s spawns prove the process itself.
 */
const inProcess = (args: string[], env: Record<string, string> = {}): Promise<CliRun> => runCliInProcess(args, { ...process.env, ANNOTATION_MEMORY_API_KEY: "", ...env });

/** Writes a labelled JSON lines file and returns its path. */
async function labelledFile(name: string, rows: readonly (object | string)[]): Promise<string> {
	const file = nodePath.join(await fs.mkdtemp(nodePath.join(scratch, "set-")), name);
	await fs.writeFile(file, rows.map((row) => (typeof row === "string" ? row : JSON.stringify(row))).join("\n") + "\n");
	return file;
}

/** The figures `eval --json` prints for one group. */
interface Group {
	annotations: number;
	actionAccuracy: number;
	typeAccuracy: number;
	failed: number;
	harmsPer100: number;
	harms: Record<string, number>;
}

interface Report {
	requests: number;
	groups: Record<string, Group>;
	harmed: { file: string; line: number; harms: string[]; decided: { action: string } | null }[];
}

/** Three annotations whose offline outcome is known: a bare "done" under an item labelled keep is ticked off anyway. */
const OFFLINE_SET = [
	{ lang: "en", item: "Call the plumber", annotation: "done", action: "keep", type: "none" },
	{ lang: "en", item: "Pay rent", annotation: "done, paid on Friday", action: "complete", type: "none" },
	{ lang: "de", item: "Zahnarzt anrufen", annotation: "nächste Woche", action: "postpone", type: "none" },
];

describe("eval: a labelled set through the decider and the process pass", () => {
	it("offline: prints action and type accuracy and harms per 100 per language, and counts a labelled-keep item ticked off as a harm", async () => {
		const file = await labelledFile("mine.jsonl", OFFLINE_SET);
		const result = await cli(["eval", "--today", "2026-01-14", file]);
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		const row = (label: string) => result.stdout.split("\n").find((line) => line.startsWith(label))?.slice(label.length).trim().split(/\s+/);
		expect(row("   ")).toEqual(["en", "de", "all"]);
		expect(row("annotations")).toEqual(["2", "1", "3"]);
		expect(row("action accuracy")).toEqual(["50.0%", "100.0%", "66.7%"]);
		expect(row("type accuracy")).toEqual(["100.0%", "100.0%", "100.0%"]);
		expect(row("harms per 100")).toEqual(["50.00", "0.00", "33.33"]);
		expect(row("  open item ticked")).toEqual(["50.00", "0.00", "33.33"]);
		expect(row("  postponement dropped")).toEqual(["0.00", "0.00", "0.00"]);
		expect(result.stdout).toContain("Requests sent: 0.");

		const json = await inProcess(["eval", "--today", "2026-01-14", "--json", file]);
		expect(json.code).toBe(0);
		const report = JSON.parse(json.stdout) as Report;
		expect(report.groups.all).toMatchObject({ annotations: 3, actionAccuracy: 0.6667, typeAccuracy: 1, failed: 0, harmsPer100: 33.33 });
		expect(report.groups.all!.harms["open-item-ticked"]).toBe(1);
		expect(report.harmed.map(({ file: f, line, harms }) => [f, line, harms])).toEqual([[file, 1, ["open-item-ticked"]]]);
	});

	it("openai on loopback: one request per annotation, and a reply that ticks an item labelled postpone is a harm", async () => {
		const replies: Record<string, (id: string) => ReturnType<typeof onTheWire>> = {
			paid: (id) => onTheWire(completes(id)),
			"Lena has the details": (id) => onTheWire(completes(id)),
			"moved to 20 January": (id) => onTheWire(postpones(id, "2026-01-20")),
		};
		const sent: SentDocument["annotations"] = [];
		server.script(
			scriptedModel("openai", (annotation) => {
				sent.push(annotation);
				return replies[annotation.annotation]!(annotation.id);
			}),
		);
		const file = await labelledFile("llm.jsonl", [
			{ item: "Pay rent", annotation: "paid", action: "complete", type: "none" },
			{ item: "Book the car service", annotation: "Lena has the details", action: "postpone", type: "none" },
			{ item: "Dentist appointment", annotation: "moved to 20 January", action: "postpone", type: "none" },
		]);
		const result = await cli(["eval", "--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model", "--today", "2026-01-14", "--json", file], { ANNOTATION_MEMORY_API_KEY: KEY });
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		expect(server.requests).toHaveLength(3);
		expect(sent.map((annotation) => annotation.annotation)).toEqual(["paid", "Lena has the details", "moved to 20 January"]);
		const report = JSON.parse(result.stdout) as Report;
		expect(report.requests).toBe(3);
		expect(Object.keys(report.groups)).toEqual(["?", "all"]);
		expect(report.groups.all).toMatchObject({ annotations: 3, actionAccuracy: 0.6667, typeAccuracy: 1, failed: 0, harmsPer100: 33.33 });
		expect(report.harmed.map(({ line, harms, decided }) => [line, harms, decided?.action])).toEqual([[2, ["open-item-ticked"], "complete"]]);
	});

	it("with --vault: the vault's settings choose the decider, its rules go into each request, and nothing in the vault changes", async () => {
		const rules = "# Rules\n\n- [2026-01-02] Never schedule calls before 10:00. <!-- am:1b5354e3 -->\n";
		const files = {
			".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ provider: "ollama", baseUrl: server.baseUrl, model: "llama-test" }),
			"Rules/agenda.md": rules,
			"Agenda.md": "- [ ] Call the bank\n> done\n",
		};
		const vault = await writeVault(scratch, files);
		server.script(scriptedModel("ollama", (annotation) => onTheWire(completes(annotation.id))));
		const file = await labelledFile("vault.jsonl", [OFFLINE_SET[1]!]);
		const result = await inProcess(["eval", "--vault", vault, "--today", "2026-01-14", "--json", file]);
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		expect(server.requests.map((request) => request.path)).toEqual(["/api/chat"]);
		expect(server.requests[0]!.body).toContain("Never schedule calls before 10:00.");
		expect((JSON.parse(result.stdout) as Report).groups.all).toMatchObject({ annotations: 1, actionAccuracy: 1, harmsPer100: 0 });
		for (const [path, text] of Object.entries(files)) expect(await fs.readFile(nodePath.join(vault, path), "utf8"), path).toBe(text);
		expect((await fs.readdir(vault)).sort()).toEqual([".obsidian", "Agenda.md", "Rules"]);
	});

	it("a paid provider: without --yes it says how many requests it would send and sends none (exit 1); with --yes it sends them", async () => {
		server.script(scriptedModel("anthropic", (annotation) => onTheWire(completes(annotation.id))));
		const file = await labelledFile("paid.jsonl", OFFLINE_SET);
		const flags = ["eval", "--provider", "anthropic", "--base-url", server.baseUrl, "--model", "claude-test", "--today", "2026-01-14", file];
		const asked = await cli(flags, { ANNOTATION_MEMORY_API_KEY: KEY });
		expect(asked.code).toBe(1);
		expect(asked.stdout).toBe("");
		expect(asked.stderr).toMatch(/would send 3 requests to anthropic at http:\/\/127\.0\.0\.1:\d+ \(model claude-test\).*--yes/s);
		expect(server.requests).toHaveLength(0);

		const noKey = await inProcess([...flags, "--yes"]);
		expect(noKey.code).toBe(1);
		expect(noKey.stderr).toContain("ANNOTATION_MEMORY_API_KEY");
		expect(server.requests).toHaveLength(0);

		const sent = await cli([...flags, "--yes"], { ANNOTATION_MEMORY_API_KEY: KEY });
		expect(sent.code).toBe(0);
		expect(server.requests).toHaveLength(3);
		expect(sent.stdout).toContain("Requests sent: 3.");
		expect(sent.stdout).not.toContain(KEY);
	});

	it("a model that fails: the figures are printed, the failure is named on stderr, exit 1", async () => {
		server.script(() => ({ status: 401, body: { error: { message: "bad key" } } }));
		const file = await labelledFile("fails.jsonl", [OFFLINE_SET[0]!]);
		const result = await cli(["eval", "--provider", "ollama", "--base-url", server.baseUrl, "--today", "2026-01-14", file]);
		expect(result.code).toBe(1);
		expect(result.stdout).toMatch(/^decider failed +1 +1$/m);
		expect(result.stderr).toMatch(/failed on 1 annotation of 1; the first \(.*fails\.jsonl, line 1\)/);
	});

	it.each([
		["a line that is not JSON", ['{"item":"Pay rent","annotation":"paid","action":"complete","type":"none"}', "{not json"], "line 2: not JSON"],
		["an unknown action", [{ item: "Pay rent", annotation: "paid", action: "finish", type: "none" }], 'line 1: unknown action "finish"'],
		["an unknown type", [{ item: "Pay rent", annotation: "paid", action: "complete", type: "fact" }], 'line 1: unknown type "fact"'],
		["a line without an annotation", [{ item: "Pay rent", action: "complete", type: "none" }], 'line 1: "annotation" is missing'],
		["an empty file", [], "no labelled annotations"],
	])("a bad file (%s): exit 2, naming the file and the line, and nothing is decided", async (_, rows, message) => {
		const file = await labelledFile("bad.jsonl", rows);
		const result = await inProcess(["eval", "--today", "2026-01-14", file]);
		expect(result.code).toBe(2);
		expect(result.stdout).toBe("");
		expect(result.stderr).toContain(`${file}${message.startsWith("line") ? ", " : ": "}${message}`);
	});

	it("a file that does not exist, no file, or a date that is not one: exit 2", async () => {
		const missing = nodePath.join(scratch, "nowhere.jsonl");
		const result = await cli(["eval", missing]);
		expect(result.code).toBe(2);
		expect(result.stderr).toContain(`${missing}: cannot be read`);
		expect((await inProcess(["eval"])).code).toBe(2);
		const file = await labelledFile("ok.jsonl", OFFLINE_SET);
		const badDate = await inProcess(["eval", "--today", "2026-02-30", file]);
		expect(badDate.code).toBe(2);
		expect(badDate.stderr).toContain("--today");
	});

	it("is in the help", async () => {
		const help = await inProcess(["--help"]);
		expect(help.stdout).toMatch(/^ {2}eval +\[--vault DIR\].*FILE\.jsonl/m);
		expect(help.stdout).toContain("--today 2026-01-14");
	});
});

describe("which providers charge for eval's requests (and so need --yes)", () => {
	const cases: [string, Pick<Settings, "provider" | "baseUrl">, boolean][] = [
		["the offline decider", { provider: "offline", baseUrl: "" }, false],
		["Ollama at its default address", { provider: "ollama", baseUrl: "" }, false],
		["Ollama on another machine", { provider: "ollama", baseUrl: "http://gpu-box.example:11434" }, false],
		["OpenAI at its default address", { provider: "openai", baseUrl: "" }, true],
		["an OpenAI-compatible service on the internet", { provider: "openai", baseUrl: "https://openrouter.ai/api/v1" }, true],
		["LM Studio on this computer", { provider: "openai", baseUrl: "http://localhost:1234/v1" }, false],
		["a server on 127.0.0.1", { provider: "openai", baseUrl: "http://127.0.0.1:8080/v1" }, false],
		["a server on the home network", { provider: "openai", baseUrl: "http://192.168.1.20:1234/v1" }, false],
		["an address that only starts like a private one", { provider: "openai", baseUrl: "http://192.168.evil.example/v1" }, true],
		["Anthropic, even on loopback (a proxy to the paid API)", { provider: "anthropic", baseUrl: "http://127.0.0.1:9000" }, true],
	];
	it.each(cases)("%s", (_, settings, paid) => {
		expect(chargesForRequests({ ...DEFAULT_SETTINGS, ...settings })).toBe(paid);
	});
});
