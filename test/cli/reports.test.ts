/**
 * Reports people read: what `process` and `status` print on a real folder,
 * with a real model server on loopback. Each case is a table of the lines a
 * user sees, as they read now (the lines they replace are in the comments).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { runCli } from "../../src/cli/run";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { cliEnvironment } from "../helpers/cliEnvironment";
import { scriptedModel, useLoopbackServer } from "../helpers/loopbackServer";
import { completes, onTheWire, postpones } from "../helpers/decisions";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-reports-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(() => ({ status: 500, body: "no script" })));

const AGENDA = ["# Today", "- [ ] Pay the plumber", "> paid on Friday", "- [ ] Call the bank", "> done", "- [ ] Renew passport", "> next month, on the 15th", "- [ ] Water the plants", "> later", ""].join("\n");

const flags = () => ["--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model"];

/** The lines of a listing that describe annotations ("  - …"). */
const annotationLines = (text: string) => text.split("\n").filter((line) => line.startsWith("  - "));

describe("process: a failed batch is one line with its count", () => {
	it("three annotations in one refused request: one line on stdout and one on stderr, not three", async () => {
		// Before: three lines "  - Pay the plumber ← “paid on Friday”: no decision — failed (OpenAI-compatible server answered 401 …)", one per annotation.
		server.script(() => ({ status: 401, body: { error: { message: "invalid token" } } }));
		const vault = await writeVault(scratch, { "Agenda.md": ["- [ ] Pay the plumber", "> paid", "- [ ] Call the bank", "> done", "- [ ] Book a table", "> done too", ""].join("\n") });
		const io = cliEnvironment();
		expect(await runCli(["process", "--vault", vault, ...flags()], io)).toBe(1);
		expect(server.requests).toHaveLength(1);
		const reason = "OpenAI-compatible server answered 401 (unauthorized — check the API key): invalid token.";
		expect(annotationLines(io.out)).toEqual([`  - 3 annotations left (Pay the plumber, Call the bank, Book a table): ${reason}`]);
		expect(io.err).toBe(`annotation-memory: 3 annotations left: ${reason}\n`);
		expect(await fs.readFile(nodePath.join(vault, "Agenda.md"), "utf8")).toContain("> done too");
	});

	it("batches that fail for different reasons keep a line each; more than three items are counted, not listed", async () => {
		// Batch size 2: the first request fails, the other batches are not sent and say why.
		server.script(() => ({ status: 404, body: "no such model" }));
		const lines = Array.from({ length: 5 }, (_, i) => [`- [ ] Task ${i}`, `> done ${i}`]).flat();
		const vault = await writeVault(scratch, { "Agenda.md": `${lines.join("\n")}\n`, ".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ batchSize: 2 }) });
		const io = cliEnvironment();
		expect(await runCli(["process", "--vault", vault, ...flags()], io)).toBe(1);
		const reason = "OpenAI-compatible server answered 404 (not found — check the base URL and the model name): no such model.";
		expect(annotationLines(io.out)).toEqual([`  - 2 annotations left (Task 0, Task 1): ${reason}`, `  - 3 annotations left (Task 2, Task 3, Task 4): Not sent, because an earlier request failed: ${reason}`]);
	});
});

describe("classify: a failed batch is one line naming its input lines", () => {
	it("three lines in one refused request", async () => {
		// Before: "line 1: …", "line 2: …", "line 3: …", the same reason three times.
		server.script(() => ({ status: 401, body: { error: { message: "invalid token" } } }));
		const io = cliEnvironment({ readStdin: () => Promise.resolve(['{"annotation":"paid"}', '{"annotation":"done"}', '{"annotation":"done too"}', ""].join("\n")) });
		expect(await runCli(["classify", ...flags()], io)).toBe(1);
		expect(io.err).toBe("annotation-memory: lines 1, 2, 3: OpenAI-compatible server answered 401 (unauthorized — check the API key): invalid token.\n");
	});
});

describe("process: every postponement shows its date", () => {
	it("a model's postponement with a date, and one without, as the listing shows them", async () => {
		server.script(
			scriptedModel("openai", (annotation) => {
				if (annotation.annotation === "next month, on the 15th") return onTheWire(postpones(annotation.id, "2026-12-15"));
				if (annotation.annotation === "later") return onTheWire(postpones(annotation.id, null));
				return onTheWire(completes(annotation.id));
			}),
		);
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, ".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ undatedPostpone: "default-days", postponeDefaultDays: 7 }) });
		const io = cliEnvironment();
		expect(await runCli(["process", "--vault", vault, ...flags()], io)).toBe(0);
		// Before: "Renew passport ← “next month, on the 15th”: postpone, none — applied", with no date in sight.
		expect(annotationLines(io.out).filter((line) => line.includes("postpone"))).toEqual([
			"  - Renew passport ← “next month, on the 15th”: postpone to 2026-12-15, none — applied",
			"  - Water the plants ← “later”: postpone (no date named), none — applied (No date was named: scheduled in 7 days (2026-11-29).)",
		]);
	});
});

describe("status: the last run in local time", () => {
	/** Runs the built command line in a time zone. */
	function cli(args: string[], timeZone: string): Promise<string> {
		return new Promise((resolve, reject) => {
			execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, TZ: timeZone } }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
		});
	}

	it("text in the user's time zone, --json in UTC as the journal keeps it", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": "- [ ] Pay the plumber\n> paid on Friday\n" });
		await cli(["process", "--vault", vault], "Asia/Kolkata");
		const at = (JSON.parse(await cli(["status", "--vault", vault, "--json"], "Asia/Kolkata")) as { lastRun: { at: string } }).lastRun.at;
		expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
		const inKolkata = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(at));
		// Before: "Last run: process at 2026-12-07T17:10:03.120Z."
		expect(await cli(["status", "--vault", vault], "Asia/Kolkata")).toContain(`Last run: process at ${inKolkata} (local time).`);
	});
});
