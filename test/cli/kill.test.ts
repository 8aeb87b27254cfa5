/**
 * The built command line killed (SIGKILL) at random moments of a migration
 * with duplicates, supersessions, a near-duplicate sent back for review and a
 * note past its cap, then run again: the notes end
 * exactly as after an uninterrupted run. Bounded: a fixed number of kills,
 * and no run outlives the test; everything stays in a temporary folder.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildCliBundle } from "../helpers/builtCli";

const KILLS = 12;
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-kill-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

function block(id: string, text: string, accept: string, relations = ""): string {
	return `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [user]\n- [${accept}] Accept\n- [ ] Reject\n${relations}> item: something\n---\n`;
}

/** A vault whose migration bumps, supersedes, appends and sends a near-duplicate back across many blocks, past the memory note's cap of 40. */
async function vault(): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	const entries = Array.from({ length: 40 }, (_, i) => `- [2026-01-${String((i % 28) + 1).padStart(2, "0")}] Locker ${i} holds the ${["tent", "skis", "bikes", "books"][i % 4]} of flat ${i}. <!-- am:e${String(i).padStart(7, "0")} -->`);
	const blocks = [
		block("b0000001", "Locker 1 holds the skis of flat 1!", "x", "- [x] Same as: Locker 1 holds the skis of flat 1. <!-- am:same e0000001 -->\n"),
		block("b0000002", "Locker 2 holds the kayak of flat 2.", "x", "- [x] Replaces: Locker 2 holds the bikes of flat 2. <!-- am:replaces e0000002 -->\n"),
		// A near-duplicate without relation lines, sent back for review, whose twin the next block replaces in the same run.
		block("b0000003", "Locker 3 holds all the books of flat 3.", "x"),
		block("b0000004", "Locker 3 holds the canoe of flat 3.", "x", "- [x] Replaces: Locker 3 holds the books of flat 3. <!-- am:replaces e0000003 -->\n"),
		...Array.from({ length: 30 }, (_, i) => block(`c${String(i).padStart(7, "0")}`, `The ${i}th parcel goes to the neighbour at number ${i + 100}.`, "x")),
	];
	await fs.mkdir(nodePath.join(dir, "Memory"), { recursive: true });
	await fs.mkdir(nodePath.join(dir, "Migration"), { recursive: true });
	await fs.mkdir(nodePath.join(dir, ".obsidian/plugins/annotation-memory"), { recursive: true });
	await fs.writeFile(nodePath.join(dir, ".obsidian/plugins/annotation-memory/data.json"), JSON.stringify({ caps: { memory: 40, rules: 50, skills: 50 } }));
	await fs.writeFile(nodePath.join(dir, "Memory/Memory.md"), `# Memory\n\n${entries.join("\n")}\n`);
	await fs.writeFile(nodePath.join(dir, "Migration/Exchange.md"), `# Exchange\n\n${blocks.join("\n")}`);
	return dir;
}

/** Runs still running: should a run hang, the test fails by its timeout, and they go with it. */
const running = new Set<ChildProcess>();
afterEach(() => {
	for (const child of running) child.kill("SIGKILL");
});

/** Runs `migrate`; with `killAfterMs`, sends SIGKILL after that long (if it is still running). */
function migrate(dir: string, killAfterMs?: number): Promise<number | null> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [cliBundle, "migrate", "--vault", dir], { stdio: "ignore" });
		running.add(child);
		const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
		child.on("error", reject);
		child.on("exit", (code) => {
			running.delete(child);
			if (timer) clearTimeout(timer);
			resolve(code);
		});
	});
}

/**
 * The vault's notes (the plugin folder with the journal left out), sorted by
 * path. The minute in a pattern block's header is the wall clock's when it
 * was proposed, which moves between these runs; it is left out.
 */
async function notes(dir: string): Promise<Record<string, string>> {
	const out: Record<string, string> = {};
	for (const folder of ["Memory", "Migration"]) {
		for (const name of (await fs.readdir(nodePath.join(dir, folder))).sort()) out[`${folder}/${name}`] = (await fs.readFile(nodePath.join(dir, folder, name), "utf8")).replace(/^\*pattern: [^*]*\*/gm, "*pattern: …*");
	}
	return out;
}

describe("the command line killed during a migration", () => {
	it(`converges after ${KILLS} kills at random moments, leaving no temporary file`, async () => {
		const whole = await vault();
		expect(await migrate(whole)).toBe(0);
		const expected = await notes(whole);
		expect(expected["Migration/Archive.md"]).toContain("superseded-by:b0000002");
		// Past its cap, the note keeps every entry no tick moved out: 40 − 2 superseded + 32 appended.
		expect(expected["Migration/Archive.md"]).not.toContain("evicted");
		expect(expected["Memory/Memory.md"]!.match(/^- /gm)).toHaveLength(70);
		expect(expected["Migration/Exchange.md"]).toContain("Locker 3 holds all the books of flat 3. [user]\n- [ ] Accept\n- [ ] Reject\n- [x] Same as: Locker 3 holds the books of flat 3.");

		let seed = 7;
		const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
		for (let kill = 0; kill < KILLS; kill++) {
			const dir = await vault();
			await migrate(dir, 30 + Math.floor(random() * 150));
			expect(await migrate(dir), `rerun after kill ${kill}`).toBe(0);
			expect(await notes(dir), `kill ${kill}`).toEqual(expected);
		}
	});
});
