/**
 * Retirement proposals on the command line, in spawned processes on a real
 * folder: an entry whose own text says it ended ("until 2026-03-01", the
 * clock long past it) is proposed in a retirement block; accepting it moves
 * the ticked entry to the archive and out of the note; `undo` restores every
 * byte; a declined retirement is not proposed again; and one migrate writes
 * no more blocks than the proposals-per-migration setting allows.
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
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cli-retirement-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

/** A vault folder holding these files. */
async function vaultWith(files: Record<string, string>): Promise<{ root: string; read: (path: string) => Promise<string>; write: (path: string, text: string) => Promise<void> }> {
	const root = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	const write = async (path: string, text: string) => {
		await fs.mkdir(nodePath.dirname(nodePath.join(root, path)), { recursive: true });
		await fs.writeFile(nodePath.join(root, path), text);
	};
	for (const [path, text] of Object.entries(files)) await write(path, text);
	return { root, read: (path) => fs.readFile(nodePath.join(root, path), "utf8"), write };
}

async function cli(...args: string[]): Promise<string> {
	return (await run(process.execPath, [cliBundle, ...args])).stdout;
}

const MEMORY = [
	"# Memory",
	"",
	"- [2026-01-10] Lena has swimming on Tuesdays until 2026-03-01. <!-- am:1b5354e3 -->",
	"- [2026-01-10] Grandma's birthday is on 2026-03-03. <!-- am:2c6465f4 -->",
	"- [2026-01-12] The car is in the garage this week. <!-- am:3d7576a5 -->",
	"",
].join("\n");

describe("annotation-memory migrate, with entries that have ended", () => {
	it("proposes them, archives the ticked one on accept, keeps the unticked one, and undo restores the folder", async () => {
		const vault = await vaultWith({ "Memory/Memory.md": MEMORY });
		const first = JSON.parse(await cli("migrate", "--vault", vault.root, "--json")) as { retirements: unknown[] };
		expect(first.retirements).toMatchObject([{ reason: "ended", note: "Memory/Memory.md", entries: 2 }]);
		const [block, ...rest] = parseExchange(await vault.read("Migration/Exchange.md"));
		expect(rest).toEqual([]);
		expect(block!.retirement).toEqual({ reason: "ended", note: "Memory/Memory.md" });
		// The birthday is a date, not an end: it stays out of the block.
		expect(block!.relations.map((r) => [r.kind, r.entryId, r.ticked])).toEqual([
			["retire", "1b5354e3", true],
			["retire", "3d7576a5", true],
		]);
		expect(block!.reason).toContain("until 2026-03-01");

		// Accept, keeping the garage one.
		const exchange = (await vault.read("Migration/Exchange.md")).replace("- [ ] Accept", "- [x] Accept").replace(/- \[x\] (Retire: [^\n]*3d7576a5 -->)/, "- [ ] $1");
		await vault.write("Migration/Exchange.md", exchange);
		const listed = await cli("migrate", "--vault", vault.root);
		expect(listed).toContain("retired from Memory/Memory.md: “Lena has swimming on Tuesdays until 2026-03-01.” to the archive");
		const memory = await vault.read("Memory/Memory.md");
		expect(memory).toBe(MEMORY.replace("- [2026-01-10] Lena has swimming on Tuesdays until 2026-03-01. <!-- am:1b5354e3 -->\n", ""));
		const archive = await vault.read("Migration/Archive.md");
		expect(archive).toContain(`- [2026-01-10] Lena has swimming on Tuesdays until 2026-03-01. <!-- am:1b5354e3 retired-by:${block!.id} `);
		expect(archive).toContain("> accepted");
		expect(parseExchange(await vault.read("Migration/Exchange.md"))).toEqual([]);

		// The unticked entry was kept on purpose: the next migrate does not propose it again for the same reason.
		const again = JSON.parse(await cli("migrate", "--vault", vault.root, "--json")) as { retirements: unknown[] };
		expect(again.retirements).toEqual([]);
		expect(parseExchange(await vault.read("Migration/Exchange.md"))).toEqual([]);

		await cli("undo", "--vault", vault.root);
		expect(await vault.read("Memory/Memory.md")).toBe(MEMORY);
		expect(await vault.read("Migration/Exchange.md")).toBe(exchange);
	});

	it("leaves a rejected retirement rejected: `memory review` and migrate do not propose it again", async () => {
		const vault = await vaultWith({ "Memory/Memory.md": MEMORY });
		const dry = JSON.parse(await cli("memory", "review", "--vault", vault.root, "--dry-run", "--json")) as { retirements: unknown[] };
		expect(dry.retirements).toMatchObject([{ reason: "ended", entries: 2 }]);
		await expect(vault.read("Migration/Exchange.md")).rejects.toThrow();

		expect(await cli("memory", "review", "--vault", vault.root)).toContain("2 stale entries proposed for retirement");
		await vault.write("Migration/Exchange.md", (await vault.read("Migration/Exchange.md")).replace("- [ ] Reject", "- [x] Reject"));
		const migrated = JSON.parse(await cli("migrate", "--vault", vault.root, "--json")) as { retirements: unknown[]; outcomes: { status: string }[] };
		expect(migrated.outcomes).toMatchObject([{ status: "rejected" }]);
		expect(migrated.retirements).toEqual([]);
		expect(await vault.read("Memory/Memory.md")).toBe(MEMORY);
		expect(await cli("memory", "review", "--vault", vault.root)).toContain("No stale entries to propose for retirement.");
		expect(parseExchange(await vault.read("Migration/Exchange.md"))).toEqual([]);
	});

	it("writes at most the setting's number of blocks per migrate; the rest come with the next ones", async () => {
		const settings = JSON.stringify({ patternProposals: 1, caps: { memory: 1, rules: 50, skills: 50 } });
		const vault = await vaultWith({
			".obsidian/plugins/annotation-memory/data.json": settings,
			"Memory/Memory.md": [
				"# Memory",
				"",
				"- [2026-01-10] Lena has swimming on Tuesdays until 2026-03-01. <!-- am:aaaa0001 -->",
				"- [2026-01-10] Judo is on Tuesdays. <!-- am:aaaa0002 -->",
				"- [2026-03-10] Judo is on Thursdays now. <!-- am:aaaa0003 replaces:aaaa0002 -->",
				"- [2026-03-10] The dentist is Dr Weber. <!-- am:aaaa0004 -->",
				"",
			].join("\n"),
		});
		const reasons: unknown[] = [];
		for (let i = 0; i < 4; i++) {
			const report = JSON.parse(await cli("migrate", "--vault", vault.root, "--json")) as { retirements: { reason: string }[] };
			expect(report.retirements.length).toBeLessThanOrEqual(1);
			reasons.push(report.retirements.map((r) => r.reason));
		}
		expect(reasons).toEqual([["superseded"], ["ended"], ["over-cap"], []]);
		const blocks = parseExchange(await vault.read("Migration/Exchange.md"));
		expect(blocks.map((b) => b.relations.map((r) => r.entryId))).toEqual([["aaaa0002"], ["aaaa0001"], ["aaaa0003"]]);
		expect(parseEntries(await vault.read("Memory/Memory.md"))).toHaveLength(4);
	});
});
