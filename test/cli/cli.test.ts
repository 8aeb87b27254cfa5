import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { runCli } from "../../src/cli/run";
import { parseExchange } from "../../src/core/exchange";
import { cliEnvironment } from "../helpers/cliEnvironment";
import { buildCliBundle } from "../helpers/builtCli";

const run = promisify(execFile);
const example = nodePath.resolve(__dirname, "../../examples/vault");
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cli-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

async function copyExample(): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	await fs.cp(example, dir, { recursive: true });
	return dir;
}

const io = (stdin = "") => cliEnvironment({ readStdin: () => Promise.resolve(stdin) });

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8").catch(() => null);

async function snapshot(dir: string): Promise<Map<string, string>> {
	const files = new Map<string, string>();
	const walk = async (folder: string) => {
		for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
			const full = nodePath.join(folder, entry.name);
			if (entry.isDirectory()) await walk(full);
			else files.set(nodePath.relative(dir, full), await fs.readFile(full, "utf8"));
		}
	};
	await walk(dir);
	return files;
}

describe("command line, on a real folder", () => {
	it("runs the whole loop offline: process, accept, migrate, status, undo", async () => {
		const vault = await copyExample();
		const agendaBefore = (await read(vault, "Agenda.md"))!;

		const processed = io();
		expect(await runCli(["process", "--vault", vault], processed)).toBe(0);
		expect(processed.out).toMatch(/Annotations found: \d+\. Proposals written: [1-9]/);
		// Each decision says why, under its line: the offline cue word and the rule that fired.
		expect(processed.out).toMatch(/^ {2}- Pay the electricity bill ← .*\n {6}why: Completion cue “[^”]+”; no question or hedge\.$/mu);
		const agenda = (await read(vault, "Agenda.md"))!;
		// What stays is a correction the offline decider could not apply to its item, each marked as proposed.
		const stayed = agenda.match(/^>.*$/gm) ?? [];
		expect(agenda.match(/^>.*\n<!-- am:kept [0-9a-f]{8} -->$/gm)).toHaveLength(stayed.length);
		expect(agenda.startsWith("---\nupdated: 2026-11-22\n---\n")).toBe(true);
		expect(agenda).toContain("- [x] Pay the electricity bill");

		const exchangePath = nodePath.join(vault, "Migration", "Exchange.md");
		const exchange = await fs.readFile(exchangePath, "utf8");
		const pending = parseExchange(exchange);
		expect(pending.length).toBeGreaterThan(3);
		await fs.writeFile(exchangePath, exchange.replace(/^- \[ \] Accept/gm, "- [x] Accept"));

		const beforeMigrate = await snapshot(vault);
		const migrated = io();
		expect(await runCli(["migrate", "--vault", vault, "--json"], migrated)).toBe(0);
		const report = JSON.parse(migrated.out) as { migrated: number; archived: number };
		expect(report.migrated).toBeGreaterThan(0);
		expect(report.archived).toBe(pending.length);
		expect(await read(vault, "Memory/Memory.md")).toContain("Lena's school play is on 4 December at 18:00.");
		expect(await read(vault, "Rules/agenda.md")).toMatch(/medical/i);
		expect(parseExchange((await read(vault, "Migration/Exchange.md"))!)).toEqual([]);

		const again = io();
		expect(await runCli(["migrate", "--vault", vault], again)).toBe(0);
		expect(again.out).toContain("Entries migrated: 0.");

		const status = io();
		expect(await runCli(["status", "--vault", vault, "--json"], status)).toBe(0);
		expect(JSON.parse(status.out)).toMatchObject({ proposals: { pending: 0 }, lastRun: { kind: "migrate" } });

		const undone = io();
		expect(await runCli(["undo", "--vault", vault], undone)).toBe(0);
		const nothingLeft = io();
		expect(await runCli(["undo", "--vault", vault, "--json"], nothingLeft)).toBe(0);
		expect(JSON.parse(nothingLeft.out)).toMatchObject({ undone: false, refusal: "nothing-to-undo" });
		const restored = await snapshot(vault);
		for (const [path, text] of beforeMigrate) if (!path.startsWith(".obsidian")) expect(restored.get(path), path).toBe(text);
		expect([...restored.keys()].filter((p) => !p.startsWith(".obsidian")).sort()).toEqual([...beforeMigrate.keys()].filter((p) => !p.startsWith(".obsidian")).sort());
		expect(agendaBefore).not.toBe(agenda);
	});

	it("--dry-run does all the work and writes nothing", async () => {
		const vault = await copyExample();
		const before = await snapshot(vault);
		const out = io();
		expect(await runCli(["process", "--vault", vault, "--dry-run", "--json"], out)).toBe(0);
		const report = JSON.parse(out.out) as { dryRun: boolean; proposalsWritten: number };
		expect(report.dryRun).toBe(true);
		expect(report.proposalsWritten).toBeGreaterThan(0);
		expect(await snapshot(vault)).toEqual(before);
	});

	it("classify prints one JSON line per input line", async () => {
		const out = io('{"item":"Pay rent","annotation":"done"}\n{"item":"Dentist","annotation":"never put medical appointments here"}\n');
		expect(await runCli(["classify"], out)).toBe(0);
		const lines = out.out.trim().split("\n").map((line) => JSON.parse(line) as unknown);
		expect(lines).toEqual([
			{ action: "complete", type: "none" },
			{ action: "keep", type: "behavioral" },
		]);
	});

	it("classify shows a postponement's date on its line", async () => {
		const out = io('{"item":"Renew passport","annotation":"postpone to 20 January"}\n');
		expect(await runCli(["classify"], out)).toBe(0);
		expect(out.out).toBe('{"action":"postpone","type":"none","postpone_until":"2027-01-20"}\n');
	});

	it("classify --json gives each decision's reason", async () => {
		const out = io('{"item":"Pay rent","annotation":"erledigt"}\n{"item":"Dentist","annotation":"ob das klappt"}\n');
		expect(await runCli(["classify", "--json"], out)).toBe(0);
		const { results } = JSON.parse(out.out) as { results: { action: string; reason: string | null }[] };
		expect(results.map((r) => [r.action, r.reason])).toEqual([
			["complete", "Completion cue “erledigt”; no question or hedge."],
			["keep", "Question “ob”: kept for you."],
		]);
	});

	it.each([
		[["process"], /needs --vault/],
		[["frobnicate"], /Unknown command 'frobnicate'/],
		[["process", "--vault", "x", "--colour"], /--colour/],
		[["process", "--vault", "x", "--provider", "gemini"], /Unknown provider 'gemini'/],
		[["status", "--vault", "x", "--dry-run"], /--dry-run works with process, migrate and memory review only/],
	])("bad usage %j exits 2 with a message", async (argv, message) => {
		const out = io();
		expect(await runCli(argv, out)).toBe(2);
		expect(out.err).toMatch(message);
	});

	it("a missing vault exits 1 with a clear message", async () => {
		const out = io();
		expect(await runCli(["process", "--vault", nodePath.join(scratch, "nope")], out)).toBe(1);
		expect(out.err).toMatch(/vault folder .*nope does not exist/);
	});

	it("a broken data.json exits 1 and says which file", async () => {
		const vault = await copyExample();
		const folder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
		await fs.mkdir(folder, { recursive: true });
		await fs.writeFile(nodePath.join(folder, "data.json"), "{ not json");
		const out = io();
		expect(await runCli(["status", "--vault", vault], out)).toBe(1);
		expect(out.err).toMatch(/data\.json is not valid JSON/);
	});

	it("settings from data.json are used (the plugin and the command line agree)", async () => {
		const vault = await copyExample();
		await fs.rename(nodePath.join(vault, "Agenda.md"), nodePath.join(vault, "Week.md"));
		const folder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
		await fs.mkdir(folder, { recursive: true });
		await fs.writeFile(nodePath.join(folder, "data.json"), JSON.stringify({ agendaPaths: ["Week.md"], exchangePath: "Inbox/Proposals.md" }));
		const out = io();
		expect(await runCli(["process", "--vault", vault], out)).toBe(0);
		expect(await read(vault, "Inbox/Proposals.md")).toContain("- [ ] Accept");
	});

	it("refuses a tag that leaves its folder and keeps the block", async () => {
		const vault = await copyExample();
		const exchangePath = nodePath.join(vault, "Migration", "Exchange.md");
		await fs.writeFile(exchangePath, "---\nEvil rule. [rule:../../outside]\n- [x] Accept\n- [ ] Reject\n---\n");
		const out = io();
		expect(await runCli(["migrate", "--vault", vault], out)).toBe(1);
		expect(out.err).toMatch(/\[rule:\.\.\/\.\.\/outside\] was refused/);
		expect(await fs.readFile(exchangePath, "utf8")).toContain("Evil rule.");
		await expect(fs.access(nodePath.join(vault, "..", "outside.md"))).rejects.toThrow();
	});

	it("says when a note is past its cap, moving nothing out of it but proposing the least used for retirement", async () => {
		const vault = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
		const folder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
		await fs.mkdir(folder, { recursive: true });
		await fs.mkdir(nodePath.join(vault, "Memory"));
		await fs.mkdir(nodePath.join(vault, "Migration"));
		await fs.writeFile(nodePath.join(folder, "data.json"), JSON.stringify({ caps: { memory: 2 } }));
		const memory = "# Memory\n\n- [2020-01-01] Ferns need water weekly. <!-- am:10000000 -->\n- Spare key under the blue pot.\n";
		await fs.writeFile(nodePath.join(vault, "Memory", "Memory.md"), memory);
		const block = (id: string, text: string) => `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [user]\n- [x] Accept\n- [ ] Reject\n---\n`;
		await fs.writeFile(nodePath.join(vault, "Migration", "Exchange.md"), `# Exchange\n\n${block("aaaaaaaa", "The bakery closes at six on Saturdays.")}`);
		const listed = await run(process.execPath, [cliBundle, "migrate", "--vault", vault]);
		expect(listed.stdout).toContain("Memory/Memory.md holds 3 entries, over its cap of 2: nothing was archived, the least used are proposed for retirement in the exchange note; the context budget bounds what is sent.");
		expect(listed.stdout).toContain("proposed for retirement (over-cap): 1 entry of Memory/Memory.md");
		const note = (await read(vault, "Memory/Memory.md"))!;
		expect(note.startsWith(memory)).toBe(true);
		expect(note.slice(memory.length)).toMatch(/^- \[\d{4}-\d{2}-\d{2}\] The bakery closes at six on Saturdays\. <!-- am:aaaaaaaa src:Agenda -->\n$/);
		expect(await read(vault, "Migration/Archive.md")).not.toMatch(/Ferns|Spare key/);
		await fs.writeFile(nodePath.join(vault, "Migration", "Exchange.md"), `# Exchange\n\n${block("bbbbbbbb", "The library opens at nine on Mondays.")}`);
		const json = await run(process.execPath, [cliBundle, "migrate", "--vault", vault, "--json"]);
		expect((JSON.parse(json.stdout) as { overCap: unknown }).overCap).toEqual([{ target: "Memory/Memory.md", entries: 4, cap: 2 }]);
	});

	it("the built binary answers --help and exits 2 on bad usage", async () => {
		const help = await run(process.execPath, [cliBundle, "--help"]);
		expect(help.stdout).toContain("Usage: annotation-memory <command>");
		await expect(run(process.execPath, [cliBundle, "process"])).rejects.toMatchObject({ code: 2 });
	});

	it("the built binary processes a vault from disk", async () => {
		const vault = await copyExample();
		const { stdout } = await run(process.execPath, [cliBundle, "process", "--vault", vault, "--json"]);
		expect((JSON.parse(stdout) as { proposalsWritten: number }).proposalsWritten).toBeGreaterThan(0);
		expect(await read(vault, "Migration/Exchange.md")).toContain("<!-- am:");
	});
});

describe("the key in error messages", () => {
	it("scrubs a fragment of the key from an error, as the LLM clients do", async () => {
		const key = "sk-live-7Hq2mZ9xVb4nR8tK";
		const run = io();
		run.env = { ANNOTATION_MEMORY_API_KEY: key };
		const fragment = key.slice(3, 17);
		expect(await runCli(["status", "--vault", nodePath.join(scratch, `missing-${fragment}`)], run)).toBe(1);
		expect(run.err).toContain("does not exist");
		expect(run.err).toContain("[redacted]");
		expect(run.err).not.toContain(fragment);
	});
});
