/**
 * The built command line, spawned on a real vault on disk against a model
 * on loopback: a rule bound to `Work/**` by its frontmatter goes with the
 * request for the work agenda and stays out of the family agenda's; a rule
 * bound to a tag goes where the agenda carries that tag; a rule whose scope
 * cannot be read goes with no request, and the run says so.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { fileUseCounts } from "../../src/cli/fsVault";
import { textId } from "../../src/core/ids";
import { readUseCounts } from "../../src/core/memory/useCounts";
import { decision, onTheWire } from "../helpers/decisions";
import { lastUserDocument, messagesOf, scriptedModel, useLoopbackServer, type RecordedRequest } from "../helpers/loopbackServer";

const server = useLoopbackServer();
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-bindings-"));
	cliBundle = await buildCliBundle(scratch);
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
// Every annotation is a question the model leaves in the note: nothing is written, and the verdict is cached.
beforeEach(() => server.script(scriptedModel("openai", (a) => onTheWire(decision({ id: a.id })))));

const GLOBAL_RULE = "Keep agenda items short.";
const WORK_RULE = "Sign work mails with the team name.";
const KIDS_RULE = "School events go in the shared calendar.";
const TYPO_RULE = "Use the project's codename Falcon.";
const WORK_QUESTION = "is this the quarterly one?";
const FAMILY_QUESTION = "which cake did she want?";

const workRule = (scope: string) => `---\nannotation-memory-scope: ${scope}\ncreated: 2026-01-02\n---\n# Work\n\n- ${WORK_RULE}\n`;

const VAULT = {
	"Rules/agenda.md": `# Agenda\n\n- ${GLOBAL_RULE}\n`,
	"Rules/work.md": workRule("Work/**"),
	"Rules/kids.md": `---\nannotation-memory-scope:\n  - "#kids"\n---\n- ${KIDS_RULE}\n`,
	"Rules/typo.md": `---\nannotation-memory-scope: [Work/**\n---\n- ${TYPO_RULE}\n`,
	"Work/Agenda.md": `# Today\n- [ ] Prepare the review\n> ${WORK_QUESTION}\n`,
	"Family/Agenda.md": `# Today\n- [ ] Birthday party #kids\n> ${FAMILY_QUESTION}\n`,
};

/** Runs the built command line's process over both agenda notes against the loopback model. */
function processVault(vault: string): Promise<{ code: number; stdout: string; stderr: string }> {
	const args = ["process", "--vault", vault, "--agenda", "Work/Agenda.md", "--agenda", "Family/Agenda.md", "--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model"];
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000, env: { ...process.env, ANNOTATION_MEMORY_API_KEY: "sk-test-bindings" } }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

/** The system prompt of the request that asked about `question`. */
function promptFor(question: string): string {
	const requests = server.requests.filter((request: RecordedRequest) => lastUserDocument(request).annotations.some((a) => a.annotation === question));
	expect(requests).toHaveLength(1);
	return messagesOf(requests[0]!).filter((message) => message.role === "system").map((message) => message.content).join("\n");
}

describe("command line: rules bound to agenda notes", () => {
	it("a work rule goes with the work agenda's request and stays out of the family agenda's", async () => {
		const vault = await writeVault(scratch, VAULT);
		const run = await processVault(vault);
		expect(run.code).toBe(0);
		expect(server.requests).toHaveLength(2);

		const work = promptFor(WORK_QUESTION);
		expect(work).toContain(GLOBAL_RULE);
		expect(work).toContain(WORK_RULE);
		expect(work).not.toContain(KIDS_RULE);
		expect(work).not.toContain(TYPO_RULE);

		const family = promptFor(FAMILY_QUESTION);
		expect(family).toContain(GLOBAL_RULE);
		expect(family).toContain(KIDS_RULE);
		expect(family).not.toContain(WORK_RULE);
		expect(family).not.toContain(TYPO_RULE);

		// The rule whose scope cannot be read went nowhere, and the run says so without failing.
		expect(run.stdout).toContain("Warning: Rules/typo.md goes with no request: its annotation-memory-scope cannot be read (a list opened with `[` is not closed).");
		expect(await fs.readFile(nodePath.join(vault, "Rules/work.md"), "utf8")).toBe(VAULT["Rules/work.md"]);

		// Each entry counts once per request that carried it, and never for a request it stayed out of.
		const counts = await readUseCounts(fileUseCounts(vault, "cli"));
		const uses = (note: string, text: string) => counts.get({ note, id: textId(text) })?.count ?? 0;
		expect(uses("Rules/agenda.md", GLOBAL_RULE)).toBe(2);
		expect(uses("Rules/work.md", WORK_RULE)).toBe(1);
		expect(uses("Rules/kids.md", KIDS_RULE)).toBe(1);
		expect(uses("Rules/typo.md", TYPO_RULE)).toBe(0);
	});

	it("status names each bound note's scope, and a scope that cannot be read", async () => {
		const vault = await writeVault(scratch, VAULT);
		const status = await new Promise<string>((resolve, reject) => {
			execFile(process.execPath, [cliBundle, "status", "--vault", vault], { timeout: 60_000 }, (error, stdout) => (error ? reject(new Error(error.message)) : resolve(stdout)));
		});
		expect(status).toContain("Rules/agenda.md: 1 entry\n");
		expect(status).toContain("Rules/work.md: 1 entry, only for Work/**\n");
		expect(status).toContain("Rules/kids.md: 1 entry, only for #kids\n");
		expect(status).toContain("Rules/typo.md: 1 entry; Rules/typo.md goes with no request: its annotation-memory-scope cannot be read (a list opened with `[` is not closed).\n");
		expect(server.requests).toHaveLength(0);
	});

	it("binding the work rule elsewhere asks both notes again; unchanged bindings reuse the cached verdicts", async () => {
		const vault = await writeVault(scratch, VAULT);
		expect((await processVault(vault)).code).toBe(0);
		expect(server.requests).toHaveLength(2);

		// Nothing changed: both verdicts come from the cache.
		server.script(scriptedModel("openai", (a) => onTheWire(decision({ id: a.id }))));
		expect((await processVault(vault)).code).toBe(0);
		expect(server.requests).toHaveLength(0);

		// The work rule now belongs to the family agenda: what both notes' requests carry changed, so both are asked again.
		await fs.writeFile(nodePath.join(vault, "Rules/work.md"), workRule("Family/**"));
		server.script(scriptedModel("openai", (a) => onTheWire(decision({ id: a.id }))));
		expect((await processVault(vault)).code).toBe(0);
		expect(server.requests).toHaveLength(2);
		expect(promptFor(WORK_QUESTION)).not.toContain(WORK_RULE);
		expect(promptFor(FAMILY_QUESTION)).toContain(WORK_RULE);
	});
});
