/**
 * A pass cut off at any write — a note's or the journal's — and then run
 * again ends exactly where an uninterrupted pass would: every note byte for
 * byte, nothing lost, nothing twice; and the last migration still undoes to
 * the notes as they were before it.
 */
import { describe, expect, it } from "vitest";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import type { VaultPort } from "../../../src/core/ports";
import { parseExchange } from "../../../src/core/exchange";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { processAnnotations } from "../../../src/core/passes/process";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { fragile, PowerCut } from "../../helpers/powerCut";

const clock = () => new Date(2026, 10, 22, 9, 15);


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
	// Near-duplicates without relation lines: the run sends them back for relation review…
	block("ffffffff", "The bins go out on Thursday evenings now.", "user", ["x", " "]),
	block("abababab", "Keep agenda items short.", "rule:agenda", ["x", " "]),
	// …while the same run takes their twins out of the notes (a ticked Replaces), so a rerun that planned afresh would no longer see them.
	block("cdcdcdcd", "The bins go out on Wednesday morning.", "user", ["x", " "], "- [x] Replaces: The bins go out on Thursday evening. <!-- am:replaces 33333333 -->\n"),
	block("efefefef", "Keep every item to one line.", "rule:agenda", ["x", " "], "- [x] Replaces: Keep items short. <!-- am:replaces 55555555 -->\n"),
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
		// The near-duplicates were sent back with their relation lines, Accept unticked: they wait for the user.
		const waiting = parseExchange(expected["Migration/Exchange.md"]!).filter((b) => b.status === "pending" && b.relations.length > 0 && b.retirement === null).map((b) => b.id);
		expect(waiting.sort()).toEqual(["abababab", "ffffffff"]);
		// The entries over the cap wait in a retirement block, proposed once whatever the cut.
		expect(parseExchange(expected["Migration/Exchange.md"]!).filter((b) => b.retirement !== null).map((b) => b.retirement!.reason)).toEqual(["over-cap"]);
		expect(expected["Memory/Memory.md"]).not.toContain("Thursday evenings now");
		expect(expected["Rules/agenda.md"]).not.toContain("Keep agenda items short");
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

describe("a migration cut off twice", () => {
	it("converges when the continuation is cut off too, at any of its writes", async () => {
		const whole = fragile(before, null, 0);
		await migrateProposals({ vault: whole.port, settings, clock, journal: whole.journal });
		const expected = snapshot(whole.vault);
		const total = whole.writes();
		const swallow = (error: unknown) => {
			if (!(error instanceof PowerCut)) throw error;
		};
		for (let first = 1; first <= total; first++) {
			const cut = fragile(before, null, first);
			await migrateProposals({ vault: cut.port, settings, clock, journal: cut.journal }).catch(swallow);
			for (let second = 1; ; second++) {
				const again = fragile(Object.fromEntries(cut.vault.files), cut.journal.text, second);
				const finished = await migrateProposals({ vault: again.port, settings, clock, journal: again.journal }).then(() => true, (error: unknown) => (swallow(error), false));
				if (finished) break;
				const last = fragile(Object.fromEntries(again.vault.files), again.journal.text, 0);
				await migrateProposals({ vault: last.port, settings, clock, journal: last.journal });
				expect(snapshot(last.vault), `cut at write ${first}, then at write ${second} of the continuation`).toEqual(expected);
			}
		}
	});
});

describe("a migration cut off after writing a target note, then continued", () => {
	/** The vault and journal as a cut leaves them right after both target notes were written, and nothing after that. */
	async function cutAfterTargetWrites() {
		for (let failAt = 1; ; failAt++) {
			const cut = fragile(before, null, failAt);
			const done = await migrateProposals({ vault: cut.port, settings, clock, journal: cut.journal }).then(
				() => true,
				(error: unknown) => {
					if (!(error instanceof PowerCut)) throw error;
					return false;
				},
			);
			if (done) throw new Error("the target notes were never written");
			if (cut.vault.files.get("Rules/agenda.md") !== before["Rules/agenda.md"] && cut.vault.files.get("Memory/Memory.md") !== before["Memory/Memory.md"]) return cut;
		}
	}

	it("keeps the sent-back blocks sent back, and decides a block the user changed meanwhile afresh", async () => {
		const cut = await cutAfterTargetWrites();
		// The twins of both near-duplicates have left their notes; Exchange.md is as the user left it.
		expect(cut.vault.files.get("Memory/Memory.md")).not.toContain("Thursday evening.");
		expect(cut.vault.files.get("Rules/agenda.md")).not.toContain("Keep items short.");
		expect(cut.vault.files.get("Migration/Exchange.md")).toBe(exchange);
		const files = Object.fromEntries(cut.vault.files);
		files["Migration/Exchange.md"] = exchange.replace("Keep agenda items short. [rule:agenda]", "Write dates as 2026-11-22, never 22/11. [rule:agenda]");
		const rerun = fragile(files, cut.journal.text, 0);
		const report = await migrateProposals({ vault: rerun.port, settings, clock, journal: rerun.journal });
		const blocks = parseExchange(rerun.vault.files.get("Migration/Exchange.md")!);
		// Unchanged: still sent back with the line the run planned, though its twin is gone by now.
		const bins = blocks.find((b) => b.id === "ffffffff");
		expect(bins?.status).toBe("pending");
		expect(bins?.relations.map((r) => `${r.kind} ${r.entryId}`)).toEqual(["same 33333333"]);
		expect(rerun.vault.files.get("Memory/Memory.md")).not.toContain("Thursday evenings now");
		// Changed meanwhile: decided from the rules note as it is now, where its twin was replaced.
		const rule = report.outcomes.find((o) => o.id === "abababab");
		expect(rule?.text).toBe("Write dates as 2026-11-22, never 22/11.");
		expect(rule?.status).toBe("migrated");
		expect(rerun.vault.files.get("Rules/agenda.md")).toContain("Write dates as 2026-11-22, never 22/11.");
		expect(parseJournal(rerun.journal.text).at(-1)?.plan).toBeUndefined();
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
		// The correction names no value to replace, and the rule may correct its item too: each stays under its item, marked
		// once; every other annotation is gone.
		expect(expected["Agenda.md"]!.match(/^>.*$/gm)).toEqual(["> that's wrong — I called them two days ago", "> never put medical appointments here"]);
		expect(expected["Agenda.md"]!.match(/am:kept/g)).toHaveLength(2);
		const total = whole.writes();
		expect(total).toBeGreaterThanOrEqual(3);
		// Run again when it is finished: the kept annotation is neither marked nor proposed a second time.
		const again = fragile(Object.fromEntries(whole.vault.files), whole.journal.text, 0);
		await run(again.port, again.journal);
		expect(snapshot(again.vault)).toEqual(expected);
		expect(again.writes()).toBe(0);
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

describe("a migration of an accepted pattern cut off at any write", () => {
	const gaps = [
		"# Memory",
		"",
		"- [2026-11-02] Last call with parents was two days ago, not weeks. <!-- am:1b5354e3 -->",
		"- [2026-11-09] Last visit to the dentist was three days ago, not weeks. <!-- am:2c6465f4 -->",
		"- [2026-11-16] Last haircut was five days ago, not weeks. <!-- am:3d7576a5 -->",
		"- [2026-11-20] Last run was four days ago, not weeks. <!-- am:6a6a6a6a -->",
		"- [2026-11-21] Rent is 950 euros a month. <!-- am:22222222 -->",
		"",
	].join("\n");
	const pattern = [
		"# Exchange",
		"",
		"---",
		"*pattern: 2026-11-21 10:00* <!-- am:9c1d2e3f4a5b6c7d -->",
		"Last haircut was some days ago, not weeks. [rule:agenda]",
		"- [x] Accept",
		"- [ ] Reject",
		"- [x] Retire: Last call with parents was two days ago, not weeks. <!-- am:retire 1b5354e3 -->",
		"- [ ] Retire: Last visit to the dentist was three days ago, not weeks. <!-- am:retire 2c6465f4 -->",
		"- [x] Retire: Last haircut was five days ago, not weeks. <!-- am:retire 3d7576a5 -->",
		"- [x] Retire: Last run was four days ago, not weeks. <!-- am:retire 6a6a6a6a -->",
		"---",
		"",
	].join("\n");
	const start = { "Memory/Memory.md": gaps, "Migration/Exchange.md": pattern };

	it("converges on a rerun to the uninterrupted result, and undo still restores every note", async () => {
		const whole = fragile(start, null, 0);
		await migrateProposals({ vault: whole.port, settings, clock, journal: whole.journal });
		const expected = snapshot(whole.vault);
		expect(expected["Rules/agenda.md"]).toContain("Last haircut was some days ago, not weeks. <!-- am:9c1d2e3f4a5b6c7d");
		expect(expected["Memory/Memory.md"]).toBe(gaps.split("\n").filter((line) => !/1b5354e3|3d7576a5|6a6a6a6a/.test(line)).join("\n"));
		expect(expected["Migration/Archive.md"]).toContain("<!-- am:6a6a6a6a superseded-by:9c1d2e3f4a5b6c7d");
		const total = whole.writes();
		for (let failAt = 1; failAt <= total; failAt++) {
			const cut = fragile(start, null, failAt);
			await migrateProposals({ vault: cut.port, settings, clock, journal: cut.journal }).catch((error: unknown) => {
				if (!(error instanceof PowerCut)) throw error;
			});
			const rerun = fragile(Object.fromEntries(cut.vault.files), cut.journal.text, 0);
			await migrateProposals({ vault: rerun.port, settings, clock, journal: rerun.journal });
			expect(snapshot(rerun.vault), `cut at write ${failAt} of ${total}`).toEqual(expected);
			const undone = await undoLastMigration(rerun.port, rerun.journal, clock);
			expect(undone.undone, `undo after a cut at write ${failAt}: ${undone.message}`).toBe(true);
			expect(snapshot(rerun.vault), `undo after a cut at write ${failAt}`).toEqual(snapshot(createMemoryVault(start)));
		}
	});
});
