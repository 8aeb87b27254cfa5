import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { runCli } from "../../src/cli/run";
import { parseInvocation, UsageError } from "../../src/cli/args";
import { cliEnvironment } from "../helpers/cliEnvironment";

const noHttp = () => Promise.reject(new Error("no network in this test"));

const io = () => cliEnvironment({ http: noHttp, clock: () => new Date(2026, 10, 24, 9, 15) });

/** A daily note whose one task the user says is done. */
const daily = (task: string) => `# Today\n\n- [ ] ${task}\n> done\n`;

let vault: string;

beforeEach(async () => {
	vault = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-agenda-sources-"));
	const notes: Record<string, string> = {
		"Agenda.md": daily("Water the plants"),
		"Daily/2026-11-20.md": daily("Call the bank"),
		"Daily/2026-11-21.md": daily("Pay rent"),
		"Daily/2026-11-22.md": "# Today\n\n- [ ] Nothing annotated\n",
		"Daily/Archive/2026-10-01.md": daily("Old errand"),
	};
	for (const [path, text] of Object.entries(notes)) {
		await fs.mkdir(nodePath.dirname(nodePath.join(vault, path)), { recursive: true });
		await fs.writeFile(nodePath.join(vault, path), text);
	}
});

afterEach(async () => {
	await fs.rm(vault, { recursive: true, force: true });
});

const read = (path: string) => fs.readFile(nodePath.join(vault, path), "utf8");

describe("command line: --agenda", () => {
	it("processes the notes a pattern matches, and only those", async () => {
		const run = io();
		expect(await runCli(["process", "--vault", vault, "--agenda", "Daily/*.md", "--json"], run)).toBe(0);
		const report = JSON.parse(run.out) as { notes: { path: string; annotations: number }[]; itemsEdited: number };
		expect(report.notes.map((n) => n.path)).toEqual(["Daily/2026-11-20.md", "Daily/2026-11-21.md", "Daily/2026-11-22.md"]);
		expect(report.itemsEdited).toBe(2);
		expect(await read("Daily/2026-11-20.md")).toBe("# Today\n\n- [x] Call the bank\n");
		expect(await read("Daily/2026-11-21.md")).toBe("# Today\n\n- [x] Pay rent\n");
		// Neither the settings' agenda note nor a note one folder down was touched.
		expect(await read("Agenda.md")).toBe(daily("Water the plants"));
		expect(await read("Daily/Archive/2026-10-01.md")).toBe(daily("Old errand"));
	});

	it("takes a folder as its notes, nested folders included, and is repeatable", async () => {
		const run = io();
		expect(await runCli(["process", "--vault", vault, "--agenda", "Daily", "--agenda", "Agenda.md"], run)).toBe(0);
		expect(run.err).toBe("");
		expect(await read("Daily/Archive/2026-10-01.md")).toBe("# Today\n\n- [x] Old errand\n");
		expect(await read("Agenda.md")).toBe("# Today\n\n- [x] Water the plants\n");
	});

	it("says so when a pattern matches nothing, and fails", async () => {
		const run = io();
		expect(await runCli(["process", "--vault", vault, "--agenda", "Journal/*.md"], run)).toBe(1);
		expect(run.err).toContain('The agenda pattern "Journal/*.md" matches no note.');
		expect(await read("Agenda.md")).toBe(daily("Water the plants"));
	});

	it("refuses a pattern that leaves the vault", async () => {
		const run = io();
		expect(await runCli(["process", "--vault", vault, "--agenda", "../*.md"], run)).toBe(1);
		expect(run.err).toMatch(/The agenda source "\.\.\/\*\.md" was refused/);
	});

	it("reads folders in the settings' agenda notes too (no more EISDIR)", async () => {
		const folder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
		await fs.mkdir(folder, { recursive: true });
		await fs.writeFile(nodePath.join(folder, "data.json"), JSON.stringify({ agendaPaths: ["Daily"] }));
		const run = io();
		expect(await runCli(["process", "--vault", vault], run)).toBe(0);
		expect(run.err).toBe("");
		expect(await read("Daily/2026-11-21.md")).toBe("# Today\n\n- [x] Pay rent\n");
		expect(await read("Agenda.md")).toBe(daily("Water the plants"));
	});

	it("status counts the annotations waiting in the same notes", async () => {
		const run = io();
		expect(await runCli(["status", "--vault", vault, "--agenda", "Daily/**/*.md", "--json"], run)).toBe(0);
		const status = JSON.parse(run.out) as { annotations: { path: string; count: number }[]; agendaProblems: string[] };
		expect(status.annotations).toEqual([
			{ path: "Daily/2026-11-20.md", count: 1, missing: false },
			{ path: "Daily/2026-11-21.md", count: 1, missing: false },
			{ path: "Daily/2026-11-22.md", count: 0, missing: false },
			{ path: "Daily/Archive/2026-10-01.md", count: 1, missing: false },
		]);
		expect(status.agendaProblems).toEqual([]);
		const none = io();
		expect(await runCli(["status", "--vault", vault, "--agenda", "Weekly/*.md"], none)).toBe(0);
		expect(none.err).toContain('The agenda pattern "Weekly/*.md" matches no note.');
	});

	it("is refused with commands other than process and status", () => {
		expect(parseInvocation(["process", "--vault", "v", "--agenda", "a", "--agenda", "b"]).agenda).toEqual(["a", "b"]);
		expect(() => parseInvocation(["migrate", "--vault", "v", "--agenda", "Daily"])).toThrow(UsageError);
	});
});
