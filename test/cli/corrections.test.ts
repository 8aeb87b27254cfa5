/**
 * The built command line on a real folder: a correction it cannot apply
 * stays under its item, marked once and proposed once however often
 * `process` runs; one that names the wrong value and the right one fixes
 * the item.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseExchange } from "../../src/core/exchange";
import { buildCliBundle, writeVault } from "../helpers/builtCli";

const run = promisify(execFile);
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-corrections-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const WRONG = "that's wrong — I called them two days ago";
const AGENDA = `# Today\r\n- [ ] Call parents (last call weeks ago)\r\n> ${WRONG}\r\n- [ ] Submit the report (due Friday)\r\n> Thursday, not Friday\r\n`;

describe("process on a real folder, twice", () => {
	it("leaves one marker and one proposal for a correction it cannot apply, and fixes the item whose correction names the values", async () => {
		const vault = await writeVault(scratch, { "Agenda.md": AGENDA });
		const agenda = () => fs.readFile(nodePath.join(vault, "Agenda.md"), "utf8");
		const exchange = () => fs.readFile(nodePath.join(vault, "Migration", "Exchange.md"), "utf8");

		const first = await run(process.execPath, [cliBundle, "process", "--vault", vault]);
		expect(first.stdout).toContain(`- Call parents (last call weeks ago) ← “${WRONG}”: rewrite (offline: text kept, correction proposed), factual — annotation kept under the item, marked, proposed`);
		const once = await agenda();
		expect(once).toMatch(new RegExp(`^# Today\\r\\n- \\[ \\] Call parents \\(last call weeks ago\\)\\r\\n> ${WRONG}\\r\\n<!-- am:kept [0-9a-f]{8} -->\\r\\n- \\[ \\] Submit the report \\(due Thursday\\)\\r\\n$`, "u"));
		const proposed = await exchange();
		expect(parseExchange(proposed).map((block) => block.annotation)).toEqual([WRONG, "Thursday, not Friday"]);

		const second = await run(process.execPath, [cliBundle, "process", "--vault", vault, "--json"]);
		const report = JSON.parse(second.stdout) as { proposalsWritten: number; outcomes: { status: string; kept?: boolean; message: string }[] };
		expect(report.proposalsWritten).toBe(0);
		expect(report.outcomes).toMatchObject([{ status: "left", kept: true, message: expect.stringContaining("fix the item and delete the line") as unknown }]);
		expect(await agenda()).toBe(once);
		expect(await exchange()).toBe(proposed);
		expect((await agenda()).match(/am:kept/g)).toHaveLength(1);

		const status = await run(process.execPath, [cliBundle, "status", "--vault", vault]);
		expect(status.stdout).toContain("Agenda.md: 0 annotations waiting; 1 correction proposed and kept under its item until you fix it and delete the line");
	});
});
