import { describe, expect, it } from "vitest";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { parseExchange } from "../../../src/core/exchange";
import { parseEntries } from "../../../src/core/memory/entries";

const clock = () => new Date(2026, 10, 22, 9, 15);

function memoryJournal(): JournalStore & { text: string | null } {
	const store = {
		text: null as string | null,
		load: () => Promise.resolve(store.text),
		save: (text: string) => {
			store.text = text;
			return Promise.resolve();
		},
	};
	return store;
}

function block(id: string, text: string, tag: string, accept = "x", reject = " "): string {
	return `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [${tag}]\n- [${accept}] Accept\n- [${reject}] Reject\n> item: something\n---\n`;
}

async function migrate(vault: MemoryVault, journal = memoryJournal(), settings: Settings = DEFAULT_SETTINGS) {
	return migrateProposals({ vault, settings, clock, journal });
}

describe("migrateProposals", () => {
	it("routes accepted blocks by tag, archives every decided block, then removes them from Exchange.md", async () => {
		const exchange = `# Exchange\n\n${block("aaaaaaaa", "Lena's play is on 4 December.", "user")}\n${block("bbbbbbbb", "Never list medical appointments.", "rule:agenda")}\n${block("cccccccc", "Cashflow in 3 lines, as a table.", "skill:finance")}\n${block("dddddddd", "Wrong idea.", "user", " ", "x")}\n${block("eeeeeeee", "Still thinking.", "user", " ", " ")}`;
		const vault = createMemoryVault({ "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		expect(report.migrated).toBe(3);
		expect(report.archived).toBe(4);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => [e.date, e.text, e.id])).toEqual([["2026-11-22", "Lena's play is on 4 December.", "aaaaaaaa"]]);
		expect(vault.files.get("Rules/agenda.md")).toContain("Never list medical appointments.");
		expect(vault.files.get("Skills/finance.md")).toContain("Cashflow in 3 lines, as a table.");
		const archive = vault.files.get("Migration/Archive.md")!;
		expect(parseExchange(archive).map((b) => b.id)).toEqual(["aaaaaaaa", "bbbbbbbb", "cccccccc", "dddddddd"]);
		expect(archive).toContain("> rejected 2026-11-22");
		expect(archive).toContain("> accepted 2026-11-22 → Memory/Memory.md");
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!).map((b) => b.id)).toEqual(["eeeeeeee"]);
	});

	it("twice is a no-op the second time", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": block("aaaaaaaa", "Lena's play is on 4 December.", "user") });
		await migrate(vault);
		const after = new Map(vault.files);
		const writes = vault.writes;
		const second = await migrate(vault);
		expect(vault.files).toEqual(after);
		expect(vault.writes).toBe(writes);
		expect(second.migrated).toBe(0);
	});

	it("migrates what the note says: the user's edited text and tag", async () => {
		const edited = block("aaaaaaaa", "Parents: called on Monday.", "rule:family");
		const vault = createMemoryVault({ "Migration/Exchange.md": edited });
		await migrate(vault);
		expect(vault.files.get("Rules/family.md")).toContain("Parents: called on Monday.");
		expect(vault.files.has("Memory/Memory.md")).toBe(false);
	});

	it("migrates hand-written blocks in the original format", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": "---\n*extracted: 2026-03-01*\n[factual] The car is serviced in March. [user]\n- [x] Accept\n- [ ] Reject\n---\n" });
		const report = await migrate(vault);
		expect(report.migrated).toBe(1);
		expect(vault.files.get("Memory/Memory.md")).toContain("The car is serviced in March.");
		expect(vault.files.get("Migration/Exchange.md")).not.toContain("car");
	});

	it.each([
		["rule:../../outside", /refused: it leaves its folder/],
		["skill:/etc/passwd", /refused/],
		["rule:.obsidian/x", /refused/],
	])("refuses [%s] with a message and keeps the block", async (tag, message) => {
		const vault = createMemoryVault({ "Migration/Exchange.md": block("aaaaaaaa", "Evil.", tag) });
		const report = await migrate(vault);
		expect(report.outcomes[0]).toMatchObject({ status: "refused" });
		expect(report.outcomes[0]!.message).toMatch(message);
		expect([...vault.files.keys()]).toEqual(["Migration/Exchange.md"]);
	});

	it("reports a block with both boxes ticked and leaves it", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": block("aaaaaaaa", "Unsure.", "user", "x", "x") });
		const report = await migrate(vault);
		expect(report.outcomes[0]).toMatchObject({ status: "flagged" });
		expect(vault.files.get("Migration/Exchange.md")).toContain("Unsure.");
	});

	it("bumps a near-duplicate instead of appending it, and supersedes a contradicted entry into the archive", async () => {
		const memory = "# Memory\n\n- [2026-10-01] Lena's school play is on 4 December. <!-- am:11111111 -->\n- [2026-10-01] The dentist appointment is on Tuesday. <!-- am:22222222 -->\n";
		const exchange = block("aaaaaaaa", "Lena's school play is on 4 December!", "user") + block("bbbbbbbb", "The dentist appointment is on Thursday.", "user");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		const entries = parseEntries(vault.files.get("Memory/Memory.md")!);
		expect(entries.map((e) => e.text)).toEqual(["Lena's school play is on 4 December.", "The dentist appointment is on Thursday."]);
		expect(entries[0]!.seen).toBe(2);
		expect(report.outcomes.map((o) => o.status)).toEqual(["duplicate", "migrated"]);
		expect(report.superseded).toEqual([{ old: "The dentist appointment is on Tuesday.", by: "The dentist appointment is on Thursday.", target: "Memory/Memory.md" }]);
		expect(vault.files.get("Migration/Archive.md")).toMatch(/The dentist appointment is on Tuesday\. <!-- am:22222222 superseded-by:bbbbbbbb/);
	});

	it("moves entries over the cap to the archive; nothing is deleted", async () => {
		const memory = "# Memory\n\n" + ["Ferns need water weekly.", "The car insurance renews in May.", "Grandma's phone number changed."].map((t, i) => `- [2026-0${i + 1}-01] ${t} <!-- am:1000000${i} -->\n`).join("");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": block("aaaaaaaa", "The bakery closes at six on Saturdays.", "user") });
		const report = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 3 } });
		expect(report.evicted.map((e) => e.text)).toEqual(["Ferns need water weekly."]);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!)).toHaveLength(3);
		expect(vault.files.get("Migration/Archive.md")).toContain("Ferns need water weekly.");
	});

	it("dry run reports and writes nothing", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": block("aaaaaaaa", "Lena's play is on 4 December.", "user") });
		const report = await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, dryRun: true });
		expect(report.migrated).toBe(1);
		expect(vault.writes).toBe(0);
	});
});

describe("undoLastMigration", () => {
	const start = () =>
		createMemoryVault({
			"Memory/Memory.md": "\uFEFF# Memory\r\n\r\n- [2026-10-01] Old fact. <!-- am:11111111 -->\r\n",
			"Migration/Exchange.md": `# Exchange\r\n\r\n${block("aaaaaaaa", "Lena's play is on 4 December.", "user").replace(/\n/g, "\r\n")}`,
		});

	it("restores target notes, archive and Exchange.md byte for byte, and removes notes it created", async () => {
		const vault = start();
		const before = new Map(vault.files);
		const journal = memoryJournal();
		await migrate(vault, journal);
		expect(vault.files.has("Migration/Archive.md")).toBe(true);
		const result = await undoLastMigration(vault, journal, clock);
		expect(result.undone).toBe(true);
		expect(vault.files).toEqual(before);
		expect(result.refusal).toBeNull();
		expect(await undoLastMigration(vault, journal, clock)).toMatchObject({ undone: false, refusal: "nothing-to-undo", message: "There is no migration to undo." });
		expect(parseJournal(journal.text).map((run) => [run.kind, run.undone ?? false])).toEqual([
			["migrate", true],
			["undo", false],
		]);
	});

	it("refuses, naming the note, when the user edited it since", async () => {
		const vault = start();
		const journal = memoryJournal();
		await migrate(vault, journal);
		vault.files.set("Memory/Memory.md", vault.files.get("Memory/Memory.md") + "- my own line\r\n");
		const result = await undoLastMigration(vault, journal, clock);
		expect(result).toMatchObject({ undone: false, refusal: "changed-since", restored: [] });
		expect(result.message).toContain("Memory/Memory.md changed since the migration");
		expect(vault.files.get("Memory/Memory.md")).toContain("- my own line");
	});

	it("undoes only the last of two migrations", async () => {
		const vault = start();
		const journal = memoryJournal();
		await migrate(vault, journal);
		const afterFirst = new Map(vault.files);
		vault.files.set("Migration/Exchange.md", vault.files.get("Migration/Exchange.md")! + block("bbbbbbbb", "The boiler is serviced in October.", "user"));
		const beforeSecond = new Map(vault.files);
		await migrate(vault, journal);
		await undoLastMigration(vault, journal, clock);
		expect(vault.files).toEqual(beforeSecond);
		expect(afterFirst.get("Memory/Memory.md")).toBe(vault.files.get("Memory/Memory.md"));
	});
});
