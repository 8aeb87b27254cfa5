/**
 * Promotion on the command line, in a spawned process on a real folder:
 * three alike entries of a skills note lead `migrate` to propose one skill;
 * accepting it retires the ticked ones; `undo` puts every file back. With
 * a model on loopback, the same loop starting from three accepted
 * corrections, the rule drafted by the model.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseExchange } from "../../src/core/exchange";
import { parseEntries } from "../../src/core/memory/entries";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { lastUserDocument, replyWith, useLoopbackServer } from "../helpers/loopbackServer";

const run = promisify(execFile);
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cli-promote-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const SKILLS = [
	"# Skills: writing",
	"",
	"- [2026-11-02] Write the weekly summary in three bullet points. <!-- am:1b5354e3 -->",
	"- [2026-11-09] Write the monthly summary in five bullet points. <!-- am:2c6465f4 -->",
	"- [2026-11-16] Write the daily summary in two bullet points. <!-- am:3d7576a5 -->",
	"",
].join("\n");

describe("annotation-memory migrate, with alike entries", () => {
	it("proposes one skill, writes it on accept with the ticked entries retired, and undo restores the folder", async () => {
		const vault = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
		await fs.mkdir(nodePath.join(vault, "Skills"), { recursive: true });
		await fs.writeFile(nodePath.join(vault, "Skills/writing.md"), SKILLS);
		const read = (path: string) => fs.readFile(nodePath.join(vault, path), "utf8");

		const first = JSON.parse((await run(process.execPath, [cliBundle, "migrate", "--vault", vault, "--json"])).stdout) as { patterns: { tag: string; members: number }[] };
		expect(first.patterns).toMatchObject([{ tag: "skill:writing", members: 3, note: "Skills/writing.md" }]);
		const [pattern, ...rest] = parseExchange(await read("Migration/Exchange.md"));
		expect(rest).toEqual([]);
		expect(pattern!.text).toBe("Write the daily summary in some bullet points.");
		expect(pattern!.relations.filter((r) => r.kind === "retire" && r.ticked)).toHaveLength(3);

		// Accept, keeping the monthly one.
		const exchange = (await read("Migration/Exchange.md")).replace("- [ ] Accept", "- [x] Accept").replace(/- \[x\] (Retire: [^\n]*2c6465f4 -->)/, "- [ ] $1");
		await fs.writeFile(nodePath.join(vault, "Migration/Exchange.md"), exchange);
		const before = await read("Skills/writing.md");
		const listed = await run(process.execPath, [cliBundle, "migrate", "--vault", vault]);
		expect(listed.stdout).toContain("retired from Skills/writing.md: “Write the weekly summary in three bullet points.”");
		const skills = await read("Skills/writing.md");
		expect(skills.startsWith("# Skills: writing\n\n- [2026-11-09] Write the monthly summary in five bullet points. <!-- am:2c6465f4 -->\n")).toBe(true);
		expect(parseEntries(skills).map((e) => [e.text, e.id])).toEqual([
			["Write the monthly summary in five bullet points.", "2c6465f4"],
			["Write the daily summary in some bullet points.", pattern!.id],
		]);
		expect(await read("Migration/Archive.md")).toContain(`Write the weekly summary in three bullet points. <!-- am:1b5354e3 superseded-by:${pattern!.id}`);

		await run(process.execPath, [cliBundle, "undo", "--vault", vault]);
		expect(await read("Skills/writing.md")).toBe(before);
		expect(await read("Migration/Exchange.md")).toBe(exchange);
	});
});

const KEY = "sk-promote-test-key-0123456789";
const server = useLoopbackServer();

/** Three accepted corrections of one kind, as review leaves them in Exchange.md. */
const ACCEPTED = [
	"# Exchange",
	"",
	...[
		["1b5354e3", "Last call with parents was two days ago, not weeks."],
		["2c6465f4", "Last visit to the dentist was three days ago, not weeks."],
		["3d7576a5", "Last haircut was five days ago, not weeks."],
	].flatMap(([id, text]) => ["---", `*from annotation: 2026-11-02 09:15* · [[Agenda]] <!-- am:${id} -->`, `${text} [user]`, "- [x] Accept", "- [ ] Reject", "---", ""]),
].join("\n");

const RULE = "Describe gaps between dates in days, never in weeks.";

/** Every note of the vault (the plugin's own folder left out), by path. */
async function notes(vault: string): Promise<Map<string, string>> {
	const found = new Map<string, string>();
	for (const entry of await fs.readdir(vault, { recursive: true, withFileTypes: true })) {
		const path = nodePath.relative(vault, nodePath.join(entry.parentPath, entry.name));
		if (entry.isFile() && !path.startsWith(".obsidian")) found.set(path.split(nodePath.sep).join("/"), await fs.readFile(nodePath.join(vault, path), "utf8"));
	}
	return found;
}

describe("annotation-memory migrate, with a model drafting the rule", () => {
	it("sends one drafting request, proposes the model's rule, writes it on accept with the supporters archived, and undo restores every note", async () => {
		const vault = await writeVault(scratch, { "Migration/Exchange.md": ACCEPTED });
		const read = (path: string) => fs.readFile(nodePath.join(vault, path), "utf8");
		const migrate = (...more: string[]) =>
			run(process.execPath, [cliBundle, "migrate", "--vault", vault, "--provider", "openai", "--base-url", `${server.baseUrl}/v1`, "--model", "test-model", ...more], {
				env: { ...process.env, ANNOTATION_MEMORY_API_KEY: KEY },
			});
		server.script((request) => {
			const { patterns } = lastUserDocument(request) as unknown as { patterns: { id: string }[] };
			return replyWith("openai", JSON.stringify({ drafts: patterns.map(({ id }) => ({ id, text: RULE, kind: "rule", scope: "agenda" })) }));
		});

		// The three accepted corrections go to memory, and make one pattern.
		const first = JSON.parse((await migrate("--json")).stdout) as { migrated: number; patterns: object[]; warnings: string[] };
		expect(first.migrated).toBe(3);
		const [pattern, ...rest] = parseExchange(await read("Migration/Exchange.md"));
		expect(rest).toEqual([]);
		expect(first.patterns).toEqual([{ id: pattern!.id, text: RULE, tag: "rule:agenda", note: "Memory/Memory.md", members: 3, drafted: "model" }]);
		expect(first.warnings).toEqual([]);

		expect(server.requests).toHaveLength(1);
		const [request] = server.requests;
		expect(request!.path).toBe("/v1/chat/completions");
		expect((request!.json as { response_format: { json_schema: { name: string } } }).response_format.json_schema.name).toBe("pattern_drafts");
		const sent = lastUserDocument(request!) as unknown as { today: string; patterns: unknown };
		expect(sent.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(sent.patterns).toEqual([
			{ id: pattern!.id, entries: ["Last call with parents was two days ago, not weeks.", "Last visit to the dentist was three days ago, not weeks.", "Last haircut was five days ago, not weeks."] },
		]);

		expect(pattern!.text).toBe(RULE);
		expect(pattern!.rawTag).toBe("rule:agenda");
		expect(pattern!.status).toBe("pending");
		expect(pattern!.relations.map((r) => [r.kind, r.entryId, r.ticked])).toEqual([
			["retire", "1b5354e3", true],
			["retire", "2c6465f4", true],
			["retire", "3d7576a5", true],
		]);

		// Accept: the rule is written, its supporters leave memory for the archive, linked to it.
		await fs.writeFile(nodePath.join(vault, "Migration/Exchange.md"), (await read("Migration/Exchange.md")).replace("- [ ] Accept", "- [x] Accept"));
		const before = await notes(vault);
		server.script(() => ({ status: 500, body: "no request was expected" }));
		const second = JSON.parse((await migrate("--json")).stdout) as { retired: { text: string; by: string }[]; patterns: object[] };
		expect(server.requests).toHaveLength(0);
		expect(second.patterns).toEqual([]);
		expect(second.retired.map((r) => r.by)).toEqual([pattern!.id, pattern!.id, pattern!.id]);
		expect(parseEntries(await read("Rules/agenda.md")).map((e) => [e.text, e.id])).toEqual([[RULE, pattern!.id]]);
		expect(parseEntries(await read("Memory/Memory.md"))).toEqual([]);
		const archive = await read("Migration/Archive.md");
		for (const id of ["1b5354e3", "2c6465f4", "3d7576a5"]) expect(archive).toMatch(new RegExp(`<!-- am:${id} superseded-by:${pattern!.id} \\d{4}-\\d{2}-\\d{2} from:Memory/Memory\\.md`));
		expect(parseExchange(await read("Migration/Exchange.md"))).toEqual([]);

		await run(process.execPath, [cliBundle, "undo", "--vault", vault]);
		expect(await notes(vault)).toEqual(before);
	});
});
