/**
 * Providers as people run them: the built command line, spawned on a real
 * folder, against a real HTTP server on loopback. Which address, model and
 * key a request carries is read from what the server received. Table-like
 * cases run the same command line in this process (`inProcess`), on the same
 * folders and server; the spawned ones prove the process: exit codes, stderr,
 * the environment it reads.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { build } from "esbuild";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { scriptedModel, useLoopbackServer, type RecordedRequest, type Wire } from "../helpers/loopbackServer";
import { completes, onTheWire } from "../helpers/decisions";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { ollamaHostUrl } from "../../src/cli/provider";
import { isVendorApi, requiresApiKey } from "../../src/core/settings/providers";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-providers-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(() => ({ status: 500, body: "no script" })));

/** Variables a developer's own shell may hold; every run starts without them. */
const PROVIDER_VARIABLES = ["ANNOTATION_MEMORY_PROVIDER", "ANNOTATION_MEMORY_BASE_URL", "ANNOTATION_MEMORY_MODEL", "ANNOTATION_MEMORY_API_KEY", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OLLAMA_HOST"];

/** This process's environment without the provider variables. */
const baseEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROVIDER_VARIABLES.includes(name)));

/** Runs the built command line with exactly these provider variables. */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
	const base = baseEnv();
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...base, ...env } }, (error, stdout, stderr) => {
			resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stdout, stderr });
		});
	});
}

/** Runs the command line in this process with exactly these provider variables, as `cli` does in a child. */
const inProcess = (args: string[], env: Record<string, string> = {}): Promise<CliRun> => runCliInProcess(args, { ...baseEnv(), ...env });

const AGENDA = "# Today\n- [ ] Pay the plumber\n> paid on Friday\n";

/** A vault with one annotation, and data.json holding `settings` when given. */
function vault(settings?: object): Promise<string> {
	return writeVault(scratch, { "Agenda.md": AGENDA, ...(settings ? { ".obsidian/plugins/annotation-memory/data.json": JSON.stringify(settings) } : {}) });
}

/** The server answers every annotation with "complete", in the wire's envelope. */
const answer = (wire: Wire) => server.script(scriptedModel(wire, (annotation) => onTheWire(completes(annotation.id))));

/** The model a chat request asked for. */
const modelOf = (request: RecordedRequest) => (request.json as { model?: string }).model;

describe("provider, base URL and model: flags over environment over data.json", () => {
	it.each<[string, object | undefined, Record<string, string>, string[], string]>([
		["environment only (data.json says offline)", { provider: "offline" }, { ANNOTATION_MEMORY_PROVIDER: "openai", ANNOTATION_MEMORY_BASE_URL: "{server}/v1", ANNOTATION_MEMORY_MODEL: "env-model" }, [], "env-model"],
		["environment over data.json", { provider: "openai", baseUrl: "http://127.0.0.1:9/v1", model: "json-model" }, { ANNOTATION_MEMORY_BASE_URL: "{server}/v1", ANNOTATION_MEMORY_MODEL: "env-model" }, [], "env-model"],
		["data.json where the environment is silent", { provider: "openai", baseUrl: "http://127.0.0.1:9/v1", model: "json-model" }, { ANNOTATION_MEMORY_BASE_URL: "{server}/v1" }, [], "json-model"],
		["flags over environment", { provider: "ollama", model: "json-model" }, { ANNOTATION_MEMORY_PROVIDER: "anthropic", ANNOTATION_MEMORY_BASE_URL: "http://127.0.0.1:9", ANNOTATION_MEMORY_MODEL: "env-model" }, ["--provider", "openai", "--base-url", "{server}/v1", "--model", "flag-model"], "flag-model"],
	])("%s", async (_, settings, env, flags, model) => {
		answer("openai");
		const dir = await vault(settings);
		const fill = (text: string) => text.replace("{server}", server.baseUrl);
		const result = await inProcess(["process", "--vault", dir, ...flags.map(fill)], Object.fromEntries(Object.entries(env).map(([name, value]) => [name, fill(value)])));
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		expect(server.requests.map((request) => [request.path, modelOf(request)])).toEqual([["/v1/chat/completions", model]]);
		expect(result.stdout).toContain(`Decided by the OpenAI-compatible (${model}).`);
		expect(await fs.readFile(nodePath.join(dir, "Agenda.md"), "utf8")).toMatch(/^- \[x\] Pay the plumber/m);
	});

	it("OLLAMA_HOST is Ollama's address when no base URL is set anywhere, and only then", async () => {
		answer("ollama");
		const port = new URL(server.baseUrl).port;
		const reached = await inProcess(["process", "--vault", await vault({ provider: "ollama", model: "llama3.1" })], { OLLAMA_HOST: `127.0.0.1:${port}` });
		expect(reached.code).toBe(0);
		expect(server.requests.map((request) => request.path)).toEqual(["/api/chat"]);

		answer("ollama");
		// A base URL in data.json is the vault's choice: OLLAMA_HOST does not move it.
		const kept = await inProcess(["process", "--vault", await vault({ provider: "ollama", model: "llama3.1", baseUrl: "http://127.0.0.1:9" })], { OLLAMA_HOST: `127.0.0.1:${port}` });
		expect(kept.code).toBe(1);
		expect(kept.stderr).toContain("http://127.0.0.1:9");
		expect(server.requests).toHaveLength(0);
	});

	it("an unknown ANNOTATION_MEMORY_PROVIDER is bad usage (exit 2), naming the variable", async () => {
		const result = await cli(["process", "--vault", await vault()], { ANNOTATION_MEMORY_PROVIDER: "gemini" });
		expect(result.code).toBe(2);
		expect(result.stderr).toContain("Unknown provider 'gemini' in ANNOTATION_MEMORY_PROVIDER");
	});
});

describe("keys", () => {
	const VENDOR_KEY = "sk-vendor-Qm4Zt8Rx2Lp7Wn5Kv";
	const OWN_KEY = "sk-own-Hd3Jq9Xs6Bc1Fy4Tg";

	it("OPENAI_API_KEY is not sent to a base URL that data.json names; ANNOTATION_MEMORY_API_KEY is, as before", async () => {
		answer("openai");
		const settings = { provider: "openai", baseUrl: `${server.baseUrl}/v1`, model: "m" };
		const withheld = await cli(["process", "--vault", await vault(settings)], { OPENAI_API_KEY: VENDOR_KEY });
		expect(withheld.code).toBe(0);
		expect(server.requests).toHaveLength(1);
		expect(server.requests[0]!.headers.authorization).toBeUndefined();
		expect(JSON.stringify(server.requests[0]!.headers)).not.toContain(VENDOR_KEY);

		answer("openai");
		const sent = await cli(["process", "--vault", await vault(settings)], { OPENAI_API_KEY: VENDOR_KEY, ANNOTATION_MEMORY_API_KEY: OWN_KEY });
		expect(sent.code).toBe(0);
		expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${OWN_KEY}`);
	});

	it("ANTHROPIC_API_KEY is not sent to a base URL a flag names: Anthropic there has no key, so nothing is sent (exit 1)", async () => {
		answer("anthropic");
		const result = await inProcess(["process", "--vault", await vault(), "--provider", "anthropic", "--base-url", server.baseUrl, "--model", "claude-test"], { ANTHROPIC_API_KEY: VENDOR_KEY });
		expect(result.code).toBe(1);
		expect(server.requests).toHaveLength(0);
		expect(result.stderr).toContain("needs an API key: set ANNOTATION_MEMORY_API_KEY (ANTHROPIC_API_KEY is sent only to https://api.anthropic.com");
		expect(result.stderr + result.stdout).not.toContain(VENDOR_KEY);

		answer("anthropic");
		const sent = await inProcess(["process", "--vault", await vault(), "--provider", "anthropic", "--base-url", server.baseUrl, "--model", "claude-test"], { ANNOTATION_MEMORY_API_KEY: OWN_KEY });
		expect(sent.code).toBe(0);
		expect(server.requests[0]!.headers["x-api-key"]).toBe(OWN_KEY);
	});

	it.each([
		["Anthropic's own API", ["--provider", "anthropic", "--model", "claude-test"], "Anthropic at https://api.anthropic.com needs an API key: set ANTHROPIC_API_KEY or ANNOTATION_MEMORY_API_KEY."],
		["OpenAI's own API", ["--provider", "openai", "--model", "gpt-test"], "OpenAI-compatible at https://api.openai.com/v1 needs an API key: set OPENAI_API_KEY or ANNOTATION_MEMORY_API_KEY."],
	])("%s without a key: exit 1 before any request, naming the variables, the agenda untouched", async (_, flags, message) => {
		const dir = await vault();
		for (const command of [["process", "--vault", dir], ["classify"]]) {
			const result = await (command[0] === "process" ? cli : inProcess)([...command, ...flags]);
			expect(result.code).toBe(1);
			expect(result.stderr).toBe(`annotation-memory: ${message} Nothing was sent.\n`);
		}
		expect(await fs.readFile(nodePath.join(dir, "Agenda.md"), "utf8")).toBe(AGENDA);
	});

	it("Ollama sends a key, when one is set, as Authorization: Bearer (an authenticating proxy in front); none otherwise", async () => {
		answer("ollama");
		const flags = ["--provider", "ollama", "--base-url", server.baseUrl, "--model", "llama3.1"];
		expect((await inProcess(["process", "--vault", await vault(), ...flags], { ANNOTATION_MEMORY_API_KEY: OWN_KEY })).code).toBe(0);
		expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([["/api/chat", `Bearer ${OWN_KEY}`]]);

		answer("ollama");
		expect((await inProcess(["process", "--vault", await vault(), ...flags])).code).toBe(0);
		expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([["/api/chat", undefined]]);
	});

	it("a missing model names the command line's flag and variable, not a settings tab", async () => {
		const result = await inProcess(["process", "--vault", await vault(), "--provider", "ollama", "--base-url", server.baseUrl]);
		expect(result.code).toBe(1);
		expect(server.requests).toHaveLength(0);
		expect(result.stderr).toContain("No model is set for Ollama; pass --model NAME or set ANNOTATION_MEMORY_MODEL.");
		expect(result.stderr + result.stdout).not.toContain("settings tab");
	});
});

describe("what counts as a vendor's own API", () => {
	it.each<[string, "openai" | "anthropic", string, boolean]>([
		["OpenAI's default", "openai", "", true],
		["OpenAI's address, written out", "openai", "https://api.openai.com/v1/", true],
		["with its port", "openai", "https://api.openai.com:443/v1", true],
		["in capitals", "anthropic", "HTTPS://API.ANTHROPIC.COM", true],
		["plain http", "openai", "http://api.openai.com/v1", false],
		["a look-alike host", "openai", "https://api.openai.com.example.net/v1", false],
		["a user part before another host", "openai", "https://api.openai.com@example.net/v1", false],
		["another port", "anthropic", "https://api.anthropic.com:8443", false],
		["loopback", "anthropic", "http://127.0.0.1:8080", false],
	])("%s", (_, provider, baseUrl, vendor) => {
		expect(isVendorApi(provider, baseUrl)).toBe(vendor);
	});

	it("a key is required by Anthropic anywhere and by OpenAI at its own API, never by Ollama or a local server", () => {
		expect([requiresApiKey("anthropic", "http://127.0.0.1:8080"), requiresApiKey("openai", ""), requiresApiKey("openai", "http://localhost:1234/v1"), requiresApiKey("ollama", "")]).toEqual([true, true, false, false]);
	});

	it.each([
		["127.0.0.1", "http://127.0.0.1:11434"],
		["0.0.0.0", "http://127.0.0.1:11434"],
		["0.0.0.0:9000", "http://127.0.0.1:9000"],
		[":9000", "http://127.0.0.1:9000"],
		["gpu-box", "http://gpu-box:11434"],
		["https://ollama.example.net", "https://ollama.example.net:443"],
		["http://ollama.example.net/prefix/", "http://ollama.example.net:80/prefix"],
		["[::1]:8080", "http://[::1]:8080"],
	])("OLLAMA_HOST=%s is %s, as Ollama reads it", (value, url) => {
		expect(ollamaHostUrl(value)).toBe(url);
	});
});

describe("help and version", () => {
	const COMMANDS = ["process", "migrate", "status", "undo", "classify", "mcp", "eval", "memory"];

	it.each(COMMANDS)("%s --help prints that command's usage (exit 0), without --vault", async (command) => {
		const result = await inProcess([command, "--help"]);
		expect(result.code).toBe(0);
		expect(result.stdout).toMatch(new RegExp(`^Usage: annotation-memory ${command} `));
		expect(result.stdout).not.toContain("Commands:");
		const other = COMMANDS.find((name) => name !== command && name !== "memory" && !result.stdout.includes(`annotation-memory ${name} `));
		expect(other).toBeDefined();
	});

	it("help NAME says the same as NAME --help; an unknown command with --help is bad usage", async () => {
		expect((await inProcess(["help", "undo"])).stdout).toBe((await inProcess(["undo", "--help"])).stdout);
		expect((await cli(["frobnicate", "--help"])).code).toBe(2);
	});

	it("the demo answers --help and --version too, and runs nothing then", async () => {
		const demo = nodePath.join(scratch, "demo.cjs");
		await build({ entryPoints: [nodePath.resolve(__dirname, "../../src/cli/demo.ts")], bundle: true, platform: "node", format: "cjs", outfile: demo, logLevel: "silent" });
		const run = (flag: string) => new Promise<string>((resolve, reject) => execFile(process.execPath, [demo, flag], { timeout: 60_000 }, (error, stdout) => (error ? reject(new Error(error.message)) : resolve(stdout))));
		const help = await run("--help");
		expect(help).toMatch(/^Usage: npm run demo/);
		expect(help).not.toContain("The agenda before");
		const { version } = JSON.parse(await fs.readFile(nodePath.resolve(__dirname, "../../package.json"), "utf8")) as { version: string };
		expect(await run("--version")).toBe(`${version}\n`);
	});

	it("--version prints package.json's version (exit 0)", async () => {
		const { version } = JSON.parse(await fs.readFile(nodePath.resolve(__dirname, "../../package.json"), "utf8")) as { version: string };
		expect(await cli(["--version"])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
	});
});
