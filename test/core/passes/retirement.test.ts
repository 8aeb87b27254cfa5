/**
 * Retirement blocks through the migrate pass, on an in-memory vault: one
 * migrate writes no more pattern and retirement blocks together than the
 * setting allows (patterns first); a block naming a note that is no memory,
 * rules or skills note retires nothing; and an accepted block's migration
 * cut off at any write, then run again, ends exactly where an uninterrupted
 * one would.
 */
import { describe, expect, it } from "vitest";
import type { VaultPort } from "../../../src/core/ports";
import type { JournalStore } from "../../../src/core/passes/journal";
import { parseExchange } from "../../../src/core/exchange";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { createMemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";
import { fragile, PowerCut } from "../../helpers/powerCut";

const clock = () => new Date(2026, 11, 7, 9, 15);

const MEMORY = [
	"# Memory",
	"",
	"- [2026-01-10] Lena has swimming on Tuesdays until 2026-03-01. <!-- am:aaaa0001 -->",
	"- [2026-01-10] Judo is on Tuesdays. <!-- am:aaaa0002 -->",
	"- [2026-03-10] Judo is on Thursdays now. <!-- am:aaaa0003 replaces:aaaa0002 -->",
	"- [2026-11-02] Write the weekly summary in three bullet points. <!-- am:bbbb0001 -->",
	"- [2026-11-09] Write the monthly summary in five bullet points. <!-- am:bbbb0002 -->",
	"- [2026-11-16] Write the daily summary in two bullet points. <!-- am:bbbb0003 -->",
	"",
].join("\n");

async function migrate(vault: VaultPort, settings: Settings = DEFAULT_SETTINGS, journal: JournalStore = memoryStore()) {
	return migrateProposals({ vault, settings, clock, journal });
}

describe("retirement blocks in migrate", () => {
	it("shares the proposals-per-migration setting with patterns, patterns first", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
		const first = await migrate(vault, { ...DEFAULT_SETTINGS, patternProposals: 2 });
		expect(first.patterns).toHaveLength(1);
		expect(first.retirements.map((r) => r.reason)).toEqual(["superseded"]);
		const second = await migrate(vault, { ...DEFAULT_SETTINGS, patternProposals: 2 });
		expect(second.patterns).toEqual([]);
		expect(second.retirements.map((r) => r.reason)).toEqual(["ended"]);
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!).map((b) => (b.pattern ? "pattern" : b.retirement?.reason))).toEqual(["pattern", "superseded", "ended"]);
		// Nothing left a note.
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("proposes nothing with the setting off", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
		const report = await migrate(vault, { ...DEFAULT_SETTINGS, proposeRetirement: false });
		expect(report.retirements).toEqual([]);
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!).every((b) => b.retirement === null)).toBe(true);
	});

	it("refuses a block whose header names a note that is no memory, rules or skills note, and leaves it", async () => {
		const agenda = "# Agenda\n\n- [ ] Call parents <!-- am:cccc0001 -->\n";
		const exchange = "# Exchange\n\n---\n*retire: 2026-12-07 09:00* · ended · [[Agenda]] <!-- am:1234567890abcdef -->\nRetire these?\n- [x] Accept\n- [ ] Reject\n- [x] Retire: Call parents <!-- am:retire cccc0001 -->\n---\n";
		const vault = createMemoryVault({ "Agenda.md": agenda, "Migration/Exchange.md": exchange });
		const report = await migrate(vault, { ...DEFAULT_SETTINGS, proposeRetirement: false, promotePatterns: false });
		expect(report.outcomes).toMatchObject([{ status: "refused" }]);
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(vault.files.get("Migration/Exchange.md")).toBe(exchange);
	});
});

describe("an accepted retirement cut off at any write", () => {
	it("ends, run again, exactly where an uninterrupted migration would", async () => {
		const settings = { ...DEFAULT_SETTINGS, promotePatterns: false };
		const setUp = async () => {
			const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
			await migrate(vault, settings);
			const exchange = vault.files.get("Migration/Exchange.md")!;
			vault.files.set("Migration/Exchange.md", exchange.replaceAll("- [ ] Accept", "- [x] Accept"));
			return vault;
		};
		const reference = await setUp();
		await migrate(reference, settings);
		expect(reference.files.get("Memory/Memory.md")).not.toContain("am:aaaa0002 -->");
		expect(reference.files.get("Memory/Memory.md")).not.toContain("am:aaaa0001 -->");
		const want = new Map(reference.files);
		want.delete("Migration/Exchange.md");

		for (let failAt = 1; failAt < 20; failAt++) {
			const cut = fragile(Object.fromEntries((await setUp()).files), null, failAt);
			let wasCut = false;
			try {
				await migrateProposals({ vault: cut.port, settings, clock, journal: cut.journal });
			} catch (error) {
				if (!(error instanceof PowerCut)) throw error;
				wasCut = true;
			}
			if (!wasCut) break;
			const rerun = fragile(Object.fromEntries(cut.vault.files), cut.journal.text, 0);
			await migrateProposals({ vault: rerun.port, settings, clock, journal: rerun.journal });
			const vault = rerun.vault;
			const got = new Map(vault.files);
			got.delete("Migration/Exchange.md");
			expect(Object.fromEntries(got), `cut at write ${failAt}`).toEqual(Object.fromEntries(want));
			// Exchange.md: the blocks left it, and any new proposals are the same ones.
			expect(parseExchange(vault.files.get("Migration/Exchange.md") ?? "").map((b) => b.id), `cut at write ${failAt}`).toEqual(parseExchange(reference.files.get("Migration/Exchange.md") ?? "").map((b) => b.id));
		}
	});
});
