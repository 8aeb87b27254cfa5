/**
 * A pass cut off at any write — a note's or the journal's — and then run
 * again ends exactly where an uninterrupted pass would: every note byte for
 * byte, nothing lost, nothing twice; and the last migration still undoes to
 * the notes as they were before it.
 */
import { describe, expect, it } from "vitest";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import type { VaultPort } from "../../../src/core/ports";
import type { JournalStore } from "../../../src/core/passes/journal";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { processAnnotations } from "../../../src/core/passes/process";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";

const clock = () => new Date(2026, 10, 22, 9, 15);

class PowerCut extends Error {}

/** Counts the writes of a vault and a journal together; from the `failAt`-th on, every write fails before it happens (the power is gone). */
function fragile(files: Record<string, string>, journalText: string | null, failAt: number) {
	const vault = createMemoryVault(files);
	let writes = 0;
	const tick = () => {
		writes++;
		if (failAt > 0 && writes >= failAt) throw new PowerCut(`cut at write ${failAt}`);
	};
	const journal: JournalStore & { text: string | null } = {
		text: journalText,
		load: () => Promise.resolve(journal.text),
		save: (text) => {
			tick();
			journal.text = text;
			return Promise.resolve();
		},
	};
	const port: VaultPort = {
		read: (path) => vault.read(path),
		process: (path, edit) =>
			vault.process(path, (current) => {
				const next = edit(current);
				if (next !== null && next !== current) tick();
				return next;
			}),
		remove: (path) => vault.remove!(path),
	};
	return { vault, port, journal, writes: () => writes };
}

const memory = [
	"# Memory",
	"",
	"## Family",
	"- [2026-01-01] Lena's school play is on 4 December. <!-- am:11111111 -->",
	"- [2026-01-02] Rent is 950 euros a month. <!-- am:22222222 -->",
	"- [2026-01-03] The bins go out on Thursday evening. <!-- am:33333333 -->",
	"- [2025-06-01] The old car was sold in May. <!-- am:44444444 -->",
	"",
].join("\n");

function block(id: string, text: string, tag: string, boxes: [string, string], relations = ""): string {
	return `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [${tag}]\n- [${boxes[0]}] Accept\n- [${boxes[1]}] Reject\n${relations}> item: something\n---\n`;
}

const exchange = [
	"# Exchange\n\n",
	block("aaaaaaaa", "Lena's school play is on 4 December!", "user", ["x", " "], "- [x] Same as: Lena's school play is on 4 December. <!-- am:same 11111111 -->\n"),
	block("bbbbbbbb", "Rent is 1,020 euros a month.", "user", ["x", " "], "- [x] Replaces: Rent is 950 euros a month. <!-- am:replaces 22222222 -->\n"),
	block("cccccccc", "The piano tuner comes twice a year.", "user", ["x", " "]),
	block("dddddddd", "Never book calls before 10:00.", "rule:agenda", ["x", " "]),
	block("eeeeeeee", "The garage is open on Sundays.", "user", [" ", "x"]),
	block("ffffffff", "The bins go out on Thursday evenings now.", "user", ["x", " "]),
	block("99999999", "Still thinking about this one.", "user", [" ", " "]),
].join("\n");

const settings: Settings = { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 4 } };
const before = { "Memory/Memory.md": memory, "Migration/Exchange.md": exchange, "Rules/agenda.md": "# Rules: agenda\n\n- [2026-01-01] Keep items short. <!-- am:55555555 -->\n" };

const snapshot = (vault: MemoryVault) => Object.fromEntries([...vault.files].sort(([a], [b]) => a.localeCompare(b)));

describe("a migration cut off at any write", () => {
	it("converges on a rerun to the uninterrupted result, and undo still restores every note", async () => {
		const whole = fragile(before, null, 0);
		await migrateProposals({ vault: whole.port, settings, clock, journal: whole.journal });
		const expected = snapshot(whole.vault);
		expect(expected["Migration/Archive.md"]).toContain("superseded-by:bbbbbbbb");
		// Over its cap of 4, the memory note keeps every entry no tick moved out.
		expect(expected["Migration/Archive.md"]).not.toContain("evicted");
		expect(expected["Memory/Memory.md"]).toContain("The old car was sold in May.");
		const total = whole.writes();
		expect(total).toBeGreaterThanOrEqual(8);

		for (let failAt = 1; failAt <= total; failAt++) {
			const cut = fragile(before, null, failAt);
			await migrateProposals({ vault: cut.port, settings, clock, journal: cut.journal }).catch((error: unknown) => {
				if (!(error instanceof PowerCut)) throw error;
			});
			const rerun = fragile(Object.fromEntries(cut.vault.files), cut.journal.text, 0);
			await migrateProposals({ vault: rerun.port, settings, clock, journal: rerun.journal });
			expect(snapshot(rerun.vault), `cut at write ${failAt} of ${total}`).toEqual(expected);
			const undone = await undoLastMigration(rerun.port, rerun.journal, clock);
			expect(undone.undone, `undo after a cut at write ${failAt}: ${undone.message}`).toBe(true);
			expect(snapshot(rerun.vault), `undo after a cut at write ${failAt}`).toEqual(snapshot(createMemoryVault(before)));
		}
	});
});

describe("processing cut off at any write", () => {
	const agenda = [
		"# Today",
		"- [ ] Call parents (last call weeks ago)",
		"> that's wrong — I called them two days ago",
		"- [ ] Pay rent",
		"> done",
		"- [ ] Dentist on Tuesday",
		"> never put medical appointments here",
		"- [ ] Renew passport",
		"> later",
		"",
	].join("\n");
	const start = { "Agenda.md": agenda, "Memory/Memory.md": memory };
	const run = (port: VaultPort, journal: JournalStore) =>
		processAnnotations({ vault: port, settings, decider: createOfflineDecider({}), clock, journal, learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) });

	it("converges on a rerun: every proposal once, every item edited once", async () => {
		const whole = fragile(start, null, 0);
		await run(whole.port, whole.journal);
		const expected = snapshot(whole.vault);
		expect(expected["Agenda.md"]).not.toContain(">");
		const total = whole.writes();
		expect(total).toBeGreaterThanOrEqual(3);
		for (let failAt = 1; failAt <= total; failAt++) {
			const cut = fragile(start, null, failAt);
			const report = await run(cut.port, cut.journal).catch((error: unknown) => error);
			if (!(report instanceof PowerCut)) expect((report as { errors: string[] }).errors.join(" ")).toContain(`cut at write ${failAt}`);
			const rerun = fragile(Object.fromEntries(cut.vault.files), cut.journal.text, 0);
			await run(rerun.port, rerun.journal);
			expect(snapshot(rerun.vault), `cut at write ${failAt} of ${total}`).toEqual(expected);
			expect(rerun.journal.text).toContain("I called them two days ago");
		}
	});
});
