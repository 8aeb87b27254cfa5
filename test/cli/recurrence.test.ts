/**
 * Recurring Tasks items completed by the command line, spawned as a user
 * runs it on a real vault folder: as the Tasks plugin completes them (the
 * next occurrence above the done line), or left open with their annotation
 * when the rule cannot be read — never ticked without a next occurrence.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { buildCliBundle, writeVault } from "../helpers/builtCli";
import { completeRecurringTask, RecurrenceRefused } from "../../src/cli/recurrence";

const run = promisify(execFile);
let scratch: string;
let cliBundle: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-recurrence-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8");

/** A local date as YYYY-MM-DD (the command line's today). */
function iso(date: Date): string {
	return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** The same day one month on, or the month's last day when it has no such day (Tasks' rule). */
function oneMonthOn(day: string): string {
	const [y, m, d] = day.split("-").map(Number) as [number, number, number];
	const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
	return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Runs `process` on the vault; the days it ran on (two when it ran across midnight). */
async function processVault(vault: string): Promise<{ code: number; stdout: string; stderr: string; days: string[] }> {
	const before = iso(new Date());
	let result: { code: number; stdout: string; stderr: string };
	try {
		const { stdout, stderr } = await run(process.execPath, [cliBundle, "process", "--vault", vault]);
		result = { code: 0, stdout, stderr };
	} catch (error) {
		const failed = error as { code: number; stdout: string; stderr: string };
		result = { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
	}
	const after = iso(new Date());
	return { ...result, days: before === after ? [before] : [before, after] };
}

describe("recurring tasks on the command line", () => {
	it("completes them as Tasks does: the next occurrence above the done line, dates moved by the rule", async () => {
		const agenda = [
			"# Chores",
			"",
			"- [ ] Water the plants 🔁 every week ⏳ 2026-11-20 📅 2026-11-22 ^plants",
			"> done",
			"- [ ] Get a haircut 🔁 every month when done 📅 2026-10-01",
			"> done",
			"- [ ] Buy bread",
			"",
		].join("\n");
		const vault = await writeVault(scratch, { "Agenda.md": agenda });
		const { code, stderr, days } = await processVault(vault);
		expect(stderr).toBe("");
		expect(code).toBe(0);
		const expected = days.map((today) =>
			[
				"# Chores",
				"",
				// Counted from the due date: a week on; the scheduled date keeps its two days before. The block id stays with the done task.
				"- [ ] Water the plants 🔁 every week ⏳ 2026-11-27 📅 2026-11-29",
				`- [x] Water the plants 🔁 every week ⏳ 2026-11-20 📅 2026-11-22 ✅ ${today} ^plants`,
				// `when done`: a month from the day it was done.
				`- [ ] Get a haircut 🔁 every month when done 📅 ${oneMonthOn(today)}`,
				`- [x] Get a haircut 🔁 every month when done 📅 2026-10-01 ✅ ${today}`,
				"- [ ] Buy bread",
				"",
			].join("\n"),
		);
		expect(expected).toContain(await read(vault, "Agenda.md"));
	});

	it("leaves a task whose rule it cannot read open, with its annotation, and says so", async () => {
		const agenda = "# Chores\n\n- [ ] Clean the gutters 🔁 whenever it has rained 📅 2026-11-20\n> done\n";
		const vault = await writeVault(scratch, { "Agenda.md": agenda });
		const { code, stdout, stderr } = await processVault(vault);
		expect(code).toBe(1);
		expect(await read(vault, "Agenda.md")).toBe(agenda);
		expect(stderr).toContain("The recurrence rule “whenever it has rained” cannot be read here");
		expect(stdout).toMatch(/Clean the gutters/);
	});
});

describe("the next occurrence, as Tasks counts it", () => {
	it("keeps to the month's last day when the next month is shorter, and to 28 February after a leap day", () => {
		expect(completeRecurringTask("- [ ] Pay rent 🔁 every month 📅 2026-01-31", "2026-02-02").split("\n")[0]).toBe("- [ ] Pay rent 🔁 every month 📅 2026-02-28");
		expect(completeRecurringTask("- [ ] Call Bob 🔁 every year 📅 2024-02-29", "2024-03-01").split("\n")[0]).toBe("- [ ] Call Bob 🔁 every year 📅 2025-02-28");
	});

	it("replaces a stale done date and starts a task without dates again with none", () => {
		expect(completeRecurringTask("- [ ] Water 🔁 every week ✅ 2026-01-01", "2026-12-07")).toBe("- [ ] Water 🔁 every week\n- [x] Water 🔁 every week ✅ 2026-12-07");
	});

	it("refuses a rule rrule cannot read", () => {
		expect(() => completeRecurringTask("- [ ] Thing 🔁 every blorp 📅 2026-11-22", "2026-12-07")).toThrow(RecurrenceRefused);
	});
});
