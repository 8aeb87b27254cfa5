/**
 * Promotion on the command line, in a spawned process on a real folder:
 * three alike entries of a skills note lead `migrate` to propose one skill;
 * accepting it retires the ticked ones; `undo` puts every file back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseExchange } from "../../src/core/exchange";
import { parseEntries } from "../../src/core/memory/entries";
import { buildCliBundle } from "../helpers/builtCli";

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
