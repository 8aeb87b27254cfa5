/**
 * The built command line, spawned on a real vault on disk, offline: a
 * correction that moves a fact to another weekday gets an unticked
 * "Replaces" line for the entry it corrects, and a fact about someone else
 * gets no relation line at all.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCliBundle, writeVault } from "../helpers/builtCli";

let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-relation-offers-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

/** Runs the built command line; resolves with its exit code and output (never rejects on a non-zero exit). */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(process.execPath, [cliBundle, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
			const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
			resolve({ code, stdout, stderr });
		});
	});
}

/** The proposal blocks of Exchange.md, each from its `---` to the next. */
function blocks(exchange: string): string[] {
	return exchange.split(/^---$/m).filter((block) => block.includes("- [ ] Accept"));
}

describe("command line: offline relation offers name the relation", () => {
	it("process offers Replaces, unticked, for a fact moved to another weekday, and nothing for the same fact about someone else", async () => {
		const dir = await writeVault(scratch, {
			"Memory/Memory.md": "# Memory\n\n- [2026-04-08] Ben has judo on Tuesdays <!-- am:7f3a9c21 -->\n",
			"Agenda.md": "# Agenda\n\n- [ ] Drive Ben to judo\n  > Ben has judo on Thursdays now\n- [ ] Drive Anna to judo\n  > Anna has judo on Tuesdays\n",
		});
		const result = await cli(["process", "--vault", dir]);
		expect(result.stderr).toBe("");
		expect(result.code).toBe(0);
		const [moved, other] = blocks(await fs.readFile(nodePath.join(dir, "Migration/Exchange.md"), "utf8"));
		expect(moved).toContain("Ben has judo on Thursdays now. [user]");
		expect(moved).toContain("- [ ] Replaces: Ben has judo on Tuesdays <!-- am:replaces 7f3a9c21 -->");
		expect(moved).not.toContain("Same as");
		expect(other).toContain("Anna has judo on Tuesdays. [user]");
		expect(other).not.toMatch(/Same as|Replaces/);
		// Nothing left the memory note: the user has not ticked anything.
		expect(await fs.readFile(nodePath.join(dir, "Memory/Memory.md"), "utf8")).toBe("# Memory\n\n- [2026-04-08] Ben has judo on Tuesdays <!-- am:7f3a9c21 -->\n");
	});
});
