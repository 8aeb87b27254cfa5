/**
 * The built command line, spawned on real vaults on disk against a model on
 * loopback: `status` shows what the runs cost today and this month (as
 * text and JSON), read from the plugin folder's `usage/` records; Ctrl+C
 * (SIGINT) during `process` stops it as the plugin's Stop button does: no
 * further request, nothing written for what was not decided, exit 1 with
 * the message. `status`, which only reads, runs through the same command
 * line in this process (`inProcess`); the passes stay spawned.
 */
import { execFile, spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInProcess, type CliRun } from "../helpers/cliEnvironment";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { lastUserDocument, scriptedModel, useLoopbackServer, type ScriptedResponse } from "../helpers/loopbackServer";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cost-cli-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const AGENDA = "# Today\n\n- [ ] Call the plumber\n> done\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n";
const complete = (annotation: { id: string }) => ({ id: annotation.id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null });
const modelFlags = () => ["--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model"];

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
			resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stdout, stderr });
		});
	});
}

/** Runs the same command line in this process, with this process's environment. */
const inProcess = (args: string[]): Promise<CliRun> => runCliInProcess(args, { ...process.env });

function cliWithInput(args: string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
			resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stdout, stderr });
		});
		child.stdin?.end(input);
	});
}

describe("command line: cost", () => {
	it("process reports the run's requests and tokens, and status adds the runs up per day and month", async () => {
		const model = scriptedModel("openai", complete);
		server.script((request, index) => {
			const response = model(request, index) as ScriptedResponse;
			return { body: { ...(response.body as object), usage: { prompt_tokens: 1200, completion_tokens: 80 } } };
		});
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, ".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ batchSize: 2, monthlyRequestLimit: 3 }) });
		const before = await inProcess(["status", "--vault", vault]);
		expect(before.stdout).toContain("Model usage today");
		expect(before.stdout).toMatch(/Model usage this month \(\d{4}-\d{2}\): none\./);

		const run = await cli(["process", "--vault", vault, ...modelFlags()]);
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout).toMatch(/Model usage: 2 requests, [\d.]+ kB sent, [\d.]+ (kB|B) received, 2,400 tokens in, 160 out\./);

		const status = await inProcess(["status", "--vault", vault]);
		expect(status.stdout).toMatch(/Model usage today \(\d{4}-\d{2}-\d{2}\): 2 requests, .*2,400 tokens in, 160 out\./);
		expect(status.stdout).toContain("Monthly request limit: 3.");
		const json = JSON.parse((await inProcess(["status", "--vault", vault, "--json"])).stdout) as { usage: { today: { requests: number; tokensIn: number; tokensOut: number }; thisMonth: { requests: number }; monthlyRequestLimit: number; limitReached: boolean } };
		expect(json.usage).toMatchObject({ today: { requests: 2, tokensIn: 2400, tokensOut: 160 }, thisMonth: { requests: 2 }, monthlyRequestLimit: 3, limitReached: false });

		// A second run passes the limit; the command line still runs (you asked for it), and status says the plugin pauses.
		await fs.writeFile(nodePath.join(vault, "Agenda.md"), "- [ ] Call the bank\n> done\n");
		expect((await cli(["process", "--vault", vault, ...modelFlags()])).code).toBe(0);
		const after = JSON.parse((await inProcess(["status", "--vault", vault, "--json"])).stdout) as typeof json;
		expect(after.usage).toMatchObject({ thisMonth: { requests: 3 }, limitReached: true });
		expect((await inProcess(["status", "--vault", vault])).stdout).toContain("Monthly request limit: 3 — reached: the plugin's automatic processing is paused.");
		// classify with a vault counts its requests too.
		const classified = await cliWithInput(["classify", "--vault", vault, ...modelFlags()], '{"item":"Call the bank","annotation":"done"}\n');
		expect(classified.code, classified.stderr).toBe(0);
		const later = JSON.parse((await inProcess(["status", "--vault", vault, "--json"])).stdout) as typeof json;
		expect(later.usage.thisMonth.requests).toBe(4);
	});

	it("Ctrl+C during process sends no further batch, writes nothing for the rest, and exits 1 saying what was left", async () => {
		const model = scriptedModel("openai", complete);
		let arrived!: () => void;
		const secondArrived = new Promise<void>((resolve) => (arrived = resolve));
		let release!: () => void;
		const released = new Promise<void>((resolve) => (release = resolve));
		server.script(async (request, index) => {
			if (index === 1) {
				arrived();
				await released;
			}
			return model(request, index);
		});
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, ".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ batchSize: 1 }) });
		const child = spawn(process.execPath, [cliBundle, "process", "--vault", vault, ...modelFlags()], { stdio: ["ignore", "pipe", "pipe"] });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
		try {
			await secondArrived;
			child.kill("SIGINT");
			// The process ends without waiting for the reply on its way.
			expect(await exited, stderr).toBe(1);
		} finally {
			release();
			child.kill("SIGKILL");
		}
		expect(server.requests.map((request) => lastUserDocument(request).annotations.map((a) => a.item))).toEqual([["Call the plumber"], ["Buy milk"]]);
		expect(await fs.readFile(nodePath.join(vault, "Agenda.md"), "utf8")).toBe("# Today\n\n- [x] Call the plumber\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n");
		expect(stderr).toContain("Stopped: 2 annotations left for the next run.");
		expect(stdout).toContain("Stopped: 2 annotations left for the next run.");
	});
});
