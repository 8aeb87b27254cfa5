import { describe, expect, it } from "vitest";
import { appendJournal, damagedLines, formatJournal, parseJournal, readJournal, type JournalPlannedBlock, type JournalRun, type JournalStore } from "../../../src/core/passes/journal";

function memoryJournal(text: string | null): JournalStore & { text: string | null } {
	const store = {
		text,
		load: () => Promise.resolve(store.text),
		save: (next: string) => {
			store.text = next;
			return Promise.resolve();
		},
	};
	return store;
}

function run(kind: JournalRun["kind"], at: string, before = `text before ${at}`): JournalRun {
	return { kind, at, events: [], writes: kind === "undo" ? [] : [{ path: "Agenda.md", before, after: "3:abcdef01" }] };
}

const line = (r: JournalRun) => JSON.stringify(r);

describe("journal", () => {
	it("keeps a processing's changes, and reads a record whose changes are not changes as one without them (undone all or nothing)", () => {
		const changes = [{ start: 0, end: 5, insert: "- [x]" }];
		const kept = { ...run("process", "a"), writes: [{ path: "Agenda.md", before: "- [ ] Pay", after: "9:00000000", changes }] };
		expect(parseJournal(line(kept))[0]!.writes[0]!.changes).toEqual(changes);
		const odd = { ...kept, writes: [{ ...kept.writes[0]!, changes: [{ start: "0", end: 5, insert: "" }] }] };
		const [read] = parseJournal(line(odd as unknown as JournalRun));
		expect(read!.writes[0]).toEqual({ path: "Agenda.md", before: "- [ ] Pay", after: "9:00000000" });
		// Old runs lose their changes with their earlier texts.
		const trimmed = formatJournal([kept, ...["b", "c", "d", "e", "f"].map((at) => run("process", at))]);
		expect(parseJournal(trimmed)[0]!.writes[0]).toEqual({ path: "Agenda.md", after: "9:00000000" });
	});

	it("reads a damaged line in its place, with its line number, and keeps it verbatim when a run is appended", async () => {
		const damaged = '{"kind":"migrate","at":"2026-11-20T08:00:00.000Z","writes":[{"pa';
		const journal = memoryJournal(`${line(run("process", "a"))}\n${damaged}\n${line(run("migrate", "b"))}\n`);
		const lines = readJournal(journal.text);
		expect(damagedLines(lines)).toEqual([{ kind: "damaged", line: 2, text: damaged }]);
		expect(parseJournal(journal.text).map((r) => r.at)).toEqual(["a", "b"]);
		await appendJournal(journal, run("process", "c"));
		expect(journal.text!.split("\n")).toEqual([line(run("process", "a")), damaged, line(run("migrate", "b")), line(run("process", "c")), ""]);
	});

	it("keeps a torn last line (no newline after it) on a line of its own when a run follows", async () => {
		const torn = '{"kind":"process","at":"2026-11-21T0';
		const journal = memoryJournal(`${line(run("migrate", "a"))}\n${torn}`);
		await appendJournal(journal, run("migrate", "b"));
		expect(journal.text).toBe(`${line(run("migrate", "a"))}\n${torn}\n${line(run("migrate", "b"))}\n`);
	});

	it("counts JSON that is not a run as damaged, not as a run", () => {
		const lines = readJournal('[1,2]\n{"kind":"migrate"}\n{"kind":"party","at":"x","writes":[]}\nnull\n{"kind":"migrate","at":"x","writes":[{"path":"A.md","before":7,"after":"1:00"}]}\n');
		expect(damagedLines(lines).map((d) => d.line)).toEqual([1, 2, 3, 4, 5]);
	});

	it("reads a migration's plan, and a plan that does not read as one as none (its blocks are decided afresh)", () => {
		const planned: JournalPlannedBlock = { id: "ffffffff", block: "12:0a1b2c3d", decision: "send-back", relations: [{ kind: "same", entryId: "33333333", text: "The bins go out.", ticked: true }] };
		const good: JournalRun = { ...run("migrate", "a"), complete: false, plan: [planned, { id: "cccccccc", block: "9:00000000", decision: "write", relations: [] }] };
		expect(parseJournal(line(good))[0]?.plan).toEqual(good.plan);
		for (const plan of ["everything", [{ ...planned, decision: "maybe" }], [{ ...planned, relations: [{ kind: "same", entryId: 7 }] }], [{ id: "x" }]]) {
			const [read] = parseJournal(JSON.stringify({ ...run("migrate", "b"), complete: false, plan }));
			expect(read?.at).toBe("b");
			expect(read?.plan).toBeUndefined();
		}
	});

	it("keeps the earlier texts of the last 5 process runs and the last 10 migrations only", () => {
		const runs: JournalRun[] = [];
		for (let i = 0; i < 12; i++) runs.push(run("migrate", `m${i}`), run("process", `p${i}`), run("undo", `u${i}`));
		const kept = parseJournal(formatJournal(runs)).filter((r) => r.writes.some((w) => w.before !== undefined));
		expect(kept.filter((r) => r.kind === "process").map((r) => r.at)).toEqual(["p7", "p8", "p9", "p10", "p11"]);
		expect(kept.filter((r) => r.kind === "migrate").map((r) => r.at)).toEqual(["m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11"]);
		// The fingerprints stay, so "changed since" is still told for old runs.
		expect(parseJournal(formatJournal(runs))[0]!.writes).toEqual([{ path: "Agenda.md", after: "3:abcdef01" }]);
	});
});
