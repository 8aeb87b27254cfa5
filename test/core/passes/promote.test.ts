/**
 * Promotion, offline: three accepted entries of the same kind lead migrate
 * to propose one rule in a pattern block; accepting it writes the rule and
 * retires the ticked supporters into the archive; undo restores all.
 */
import { describe, expect, it } from "vitest";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import type { JournalStore } from "../../../src/core/passes/journal";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { parseExchange, type ProposalBlock } from "../../../src/core/exchange";
import { parseEntries } from "../../../src/core/memory/entries";
import { describeMigrate, summariseMigrate } from "../../../src/core/passes/reports";
import { memoryStore } from "../../helpers/memoryStore";

const clock = () => new Date(2026, 11, 20, 10, 0);

/** The journal, kept in memory. */
const memoryJournal = () => memoryStore();

const GAPS = [
	"- [2026-11-02] Last call with parents was two days ago, not weeks. <!-- am:1b5354e3 src:Agenda -->",
	"- [2026-11-09] Last visit to the dentist was three days ago, not weeks. <!-- am:2c6465f4 src:Agenda -->",
	"- [2026-11-16] Last haircut was five days ago, not weeks. <!-- am:3d7576a5 src:Agenda -->",
];
const OTHER = "- [2026-11-01] Lena's play is on 4 December. <!-- am:4e8687b6 src:Agenda -->";
const FOURTH = "- [2026-12-01] Last run with Ben was four days ago, not weeks. <!-- am:5f9798c7 src:Agenda -->";

function memoryNote(...lines: string[]): string {
	return `# Memory\n\n${lines.join("\n")}\n`;
}

async function migrate(vault: MemoryVault, journal: JournalStore, settings: Settings = DEFAULT_SETTINGS) {
	return migrateProposals({ vault, settings, clock, journal });
}

function patterns(vault: MemoryVault, path = "Migration/Exchange.md"): ProposalBlock[] {
	return parseExchange(vault.files.get(path) ?? "").filter((block) => block.pattern);
}

/** Ticks Accept (or Reject) of the block with this id, and unticks the Retire line of one entry. */
function decide(exchange: string, box: "Accept" | "Reject", untick: string | null = null): string {
	let text = exchange.replace(`- [ ] ${box}`, `- [x] ${box}`);
	if (untick !== null) text = text.replace(new RegExp(`- \\[x\\] (Retire: [^\\n]*am:retire ${untick} -->)`), "- [ ] $1");
	return text;
}

describe("promotion during migrate", () => {
	it("proposes one pattern block with a ticked Retire line per alike entry, and nothing new the next time", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(OTHER, ...GAPS), "Migration/Exchange.md": "# Exchange\n" });
		const report = await migrate(vault, memoryJournal());
		const [pattern, ...more] = patterns(vault);
		expect(more).toEqual([]);
		expect(report.patterns.map((p) => p.id)).toEqual([pattern!.id]);
		expect(summariseMigrate(report, "now").summary).toBe("Nothing to migrate: 1 proposal still pending. 1 rule proposed from repeated corrections: review it in the exchange note.");
		expect(pattern!.status).toBe("pending");
		expect(pattern!.rawTag).toBe("rule:agenda");
		expect(pattern!.header).toBe(`*pattern: 2026-12-20 10:00* <!-- am:${pattern!.id} -->`);
		// The shortest member, its numbers made general: a draft to edit.
		expect(pattern!.text).toBe("Last haircut was some days ago, not weeks.");
		expect(pattern!.reason).toMatch(/edit it/);
		expect(pattern!.relations.map((r) => [r.kind, r.entryId, r.ticked])).toEqual([
			["retire", "1b5354e3", true],
			["retire", "2c6465f4", true],
			["retire", "3d7576a5", true],
		]);
		expect(pattern!.relations[0]!.text).toBe("Last call with parents was two days ago, not weeks.");
		// Nothing left the memory note.
		expect(vault.files.get("Memory/Memory.md")).toBe(memoryNote(OTHER, ...GAPS));

		const before = vault.files.get("Migration/Exchange.md");
		const again = await migrate(vault, memoryJournal());
		expect(again.patterns).toEqual([]);
		expect(vault.files.get("Migration/Exchange.md")).toBe(before);
	});

	it("on accept writes one rule, archives the ticked supporters with the rule's id, keeps an unticked one; undo restores all", async () => {
		const journal = memoryJournal();
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(OTHER, ...GAPS), "Migration/Exchange.md": "# Exchange\n" });
		await migrate(vault, journal);
		const id = patterns(vault)[0]!.id;
		vault.files.set("Migration/Exchange.md", decide(vault.files.get("Migration/Exchange.md")!, "Accept", "2c6465f4"));
		const before = new Map(vault.files);

		const report = await migrate(vault, journal);
		expect(report.outcomes.map((o) => [o.id, o.status, o.target])).toEqual([[id, "migrated", "Rules/agenda.md"]]);
		expect(parseEntries(vault.files.get("Rules/agenda.md")!).map((e) => [e.text, e.id])).toEqual([["Last haircut was some days ago, not weeks.", id]]);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.id)).toEqual(["4e8687b6", "2c6465f4"]);
		expect(summariseMigrate(report, "now").summary).toBe("Migrated: 1 entry added, 1 proposal archived, 2 entries retired into new rules, 0 pending.");
		expect(describeMigrate(report)).toContain("  retired from Memory/Memory.md: “Last haircut was five days ago, not weeks.”");
		expect(report.retired.map((r) => [r.text, r.by, r.from])).toEqual([
			["Last call with parents was two days ago, not weeks.", id, "Memory/Memory.md"],
			["Last haircut was five days ago, not weeks.", id, "Memory/Memory.md"],
		]);
		const archive = vault.files.get("Migration/Archive.md")!;
		expect(archive).toContain(`- [2026-11-02] Last call with parents was two days ago, not weeks. <!-- am:1b5354e3 superseded-by:${id} 2026-12-20 from:Memory/Memory.md src:Agenda -->`);
		expect(archive).toContain("Last haircut was five days ago");
		expect(archive).not.toContain("Last visit to the dentist was three days ago, not weeks. <!-- am:2c6465f4 superseded-by");
		expect(parseExchange(archive).map((b) => [b.id, b.pattern])).toEqual([[id, true]]);
		expect(patterns(vault)).toEqual([]);
		// The kept entry and the rule make no new pattern.
		expect(report.patterns).toEqual([]);

		expect(await undoLastMigration(vault, journal, clock)).toMatchObject({ undone: true });
		expect(new Map(vault.files)).toEqual(before);
	});

	it("archives a rejected pattern and does not propose it again", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(OTHER, ...GAPS), "Migration/Exchange.md": "# Exchange\n" });
		await migrate(vault, memoryJournal());
		const id = patterns(vault)[0]!.id;
		vault.files.set("Migration/Exchange.md", decide(vault.files.get("Migration/Exchange.md")!, "Reject"));
		const report = await migrate(vault, memoryJournal());
		expect(report.outcomes.map((o) => [o.id, o.status])).toEqual([[id, "rejected"]]);
		expect(report.patterns).toEqual([]);
		expect(report.retired).toEqual([]);
		expect(patterns(vault)).toEqual([]);
		expect(patterns(vault, "Migration/Archive.md").map((b) => b.id)).toEqual([id]);
		expect(vault.files.get("Memory/Memory.md")).toBe(memoryNote(OTHER, ...GAPS));
		expect((await migrate(vault, memoryJournal())).patterns).toEqual([]);
	});

	it("proposes the pattern again, with a new id, when a fourth entry joins it", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(OTHER, ...GAPS), "Migration/Exchange.md": "# Exchange\n" });
		await migrate(vault, memoryJournal());
		const first = patterns(vault)[0]!.id;
		vault.files.set("Migration/Exchange.md", decide(vault.files.get("Migration/Exchange.md")!, "Reject"));
		await migrate(vault, memoryJournal());
		vault.files.set("Memory/Memory.md", memoryNote(OTHER, ...GAPS, FOURTH));
		const report = await migrate(vault, memoryJournal());
		const [pattern] = patterns(vault);
		expect(report.patterns.map((p) => p.id)).toEqual([pattern!.id]);
		expect(pattern!.id).not.toBe(first);
		expect(pattern!.relations.map((r) => r.entryId)).toEqual(["1b5354e3", "2c6465f4", "3d7576a5", "5f9798c7"]);
	});

	it("proposes nothing when switched off, and no more than the setting allows", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(OTHER, ...GAPS), "Migration/Exchange.md": "# Exchange\n" });
		const off = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, promotePatterns: false });
		expect(off.patterns).toEqual([]);
		expect(vault.files.get("Migration/Exchange.md")).toBe("# Exchange\n");
		const none = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, patternProposals: 0 });
		expect(none.patterns).toEqual([]);
		expect(vault.files.get("Migration/Exchange.md")).toBe("# Exchange\n");
	});

	it("proposes at most the set number of patterns per migrate", async () => {
		const gaps = ["Pay the water bill by the 3rd of the month.", "Pay the power bill by the 5th of the month.", "Pay the phone bill by the 9th of the month."];
		const rent = gaps.map((text, i) => `- [2026-10-0${i + 1}] ${text} <!-- am:a${i}a${i}a${i}a${i} -->`);
		const vault = createMemoryVault({ "Memory/Memory.md": memoryNote(...GAPS, ...rent), "Migration/Exchange.md": "# Exchange\n" });
		const one = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, patternProposals: 1 });
		expect(one.patterns).toHaveLength(1);
		const two = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, patternProposals: 1 });
		expect(two.patterns).toHaveLength(1);
		expect(patterns(vault)).toHaveLength(2);
	});
});
