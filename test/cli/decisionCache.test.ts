/**
 * The built command line, spawned on a real vault on disk against a model
 * on loopback: a question the model left in the note is asked about once,
 * and a later `process` run reuses that verdict from the cache kept beside
 * the journal instead of sending the question again.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { completes, decision, onTheWire } from "../helpers/decisions";
import { lastUserDocument, scriptedModel, useLoopbackServer } from "../helpers/loopbackServer";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-decision-cache-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(scriptedModel("openai", (a) => onTheWire(a.annotation === "done" ? completes(a.id) : decision({ id: a.id })))));

const QUESTION = "is this the one with the blue door?";
const AGENDA = `# Today\n- [ ] Visit the new office\n> ${QUESTION}\n- [ ] Pay rent\n> done\n`;
const CACHE = nodePath.join(".obsidian", "plugins", "annotation-memory", "decision-cache.jsonl");

/** Runs the built command line against the loopback model; resolves with its exit code and output. */
function processVault(vault: string, model = "test-model"): Promise<{ code: number; stdout: string; stderr: string }> {
	const args = ["process", "--vault", vault, "--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", model];
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-cache" } }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8");
const sent = () => server.requests.map((request) => lastUserDocument(request).annotations.map((a) => a.annotation));

describe("command line: the decision cache", () => {
	it("a second process run sends no request for a question the model left in the note", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA });
		const first = await processVault(vault);
		expect(first.code).toBe(0);
		expect(sent()).toEqual([[QUESTION, "done"]]);
		const after = `# Today\n- [ ] Visit the new office\n> ${QUESTION}\n- [x] Pay rent\n`;
		expect(await read(vault, "Agenda.md")).toBe(after);
		expect(await read(vault, CACHE)).toContain('"action":"keep"');

		const second = await processVault(vault);
		expect(second.code).toBe(0);
		expect(server.requests).toHaveLength(1);
		expect(second.stdout).toContain(`${QUESTION}”: keep, none — left, as decided on an earlier run (not sent again)`);
		expect(await read(vault, "Agenda.md")).toBe(after);

		// Another model has not seen it: asked once more.
		expect((await processVault(vault, "other-model")).code).toBe(0);
		expect(sent()).toEqual([[QUESTION, "done"], [QUESTION]]);
	});

	it("a damaged cache file is an empty cache: the run asks the model and succeeds", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA, [CACHE]: "{ torn line\n\u0000\u0000\n" });
		const run = await processVault(vault);
		expect(run.code).toBe(0);
		expect(run.stderr).toBe("");
		expect(sent()).toEqual([[QUESTION, "done"]]);
		expect(await read(vault, CACHE)).not.toContain("torn line");
		expect((await processVault(vault)).code).toBe(0);
		expect(server.requests).toHaveLength(1);
	});
});
