import { describe, expect, it } from "vitest";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { parseJournal } from "../../../src/core/passes/journal";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import { parseExchange } from "../../../src/core/exchange";
import { parseEntries } from "../../../src/core/memory/entries";
import { readScope } from "../../../src/core/memory/scope";
import { describeMigrate, summariseMigrate } from "../../../src/core/passes/reports";
import { memoryStore } from "../../helpers/memoryStore";

const clock = () => new Date(2026, 10, 22, 9, 15);

/** The journal, kept in memory. */
const memoryJournal = () => memoryStore();

function block(id: string, text: string, tag: string, accept = "x", reject = " "): string {
	return `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [${tag}]\n- [${accept}] Accept\n- [${reject}] Reject\n> item: something\n---\n`;
}

/** Adds relation lines (status, kind, entry id, entry text) right after a block's Reject line. */
function related(text: string, ...relations: [string, "same" | "replaces", string, string][]): string {
	const lines = relations.map(([status, kind, id, entry]) => `- [${status}] ${kind === "same" ? "Same as" : "Replaces"}: ${entry} <!-- am:${kind} ${id} -->\n`).join("");
	return text.replace("- [ ] Reject\n", `- [ ] Reject\n${lines}`);
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

	it("appends to a bound rules note without touching a byte of its frontmatter: the binding stays as the user wrote it", async () => {
		const frontmatter = '---\r\nannotation-memory-scope:   # work only\r\n  - "Work/**"\r\n  - \'#client\'\r\naliases: [w]\r\n---\r\n';
		const note = `${frontmatter}# Work rules\r\n\r\n- Sign with the team name.\r\n`;
		const vault = createMemoryVault({ "Rules/work.md": note, "Migration/Exchange.md": block("aaaaaaaa", "Never book calls on Fridays.", "rule:work") });
		expect((await migrate(vault)).migrated).toBe(1);
		const after = vault.files.get("Rules/work.md")!;
		expect(after.startsWith(note)).toBe(true);
		expect(after.slice(note.length)).toMatch(/^- \[2026-11-22\] Never book calls on Fridays\. <!-- am:aaaaaaaa[^>]*-->\r\n$/);
		expect(readScope(after)).toEqual({ kind: "bound", patterns: ["Work/**", "#client"] });
	});

	it("leaves a block its hold names in Exchange.md byte for byte, decided as it is, and migrates the others", async () => {
		const held = block("aaaaaaaa", "Lena's play is on 4 December.", "user");
		const exchange = `# Exchange\n\n${held}\n${block("bbbbbbbb", "Rent is 950 euros.", "user")}\n${block("dddddddd", "Wrong idea.", "user", " ", "x")}`;
		const vault = createMemoryVault({ "Migration/Exchange.md": exchange });
		const report = await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, journal: memoryJournal(), hold: (b) => b.id === "aaaaaaaa" });
		expect(report.held).toBe(1);
		expect(report.outcomes.map((o) => [o.id, o.status])).toEqual([["dddddddd", "rejected"], ["bbbbbbbb", "migrated"]]);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.id)).toEqual(["bbbbbbbb"]);
		expect(vault.files.get("Migration/Exchange.md")).toBe(`# Exchange\n\n${held}\n`);
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
		// Windows reserves these device names whatever the extension: the note would break the vault there under sync.
		["skill:CON", /^The tag \[skill:CON\] was refused: "CON" is a name Windows reserves for a device/],
		["rule:lpt1.work", /"lpt1\.work" is a name Windows reserves for a device/],
		["skill:drafts.", /"drafts\." ends in a dot or a space/],
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

	describe("both relation lines ticked for one entry", () => {
		const MEMORY = "# Memory\n\n- [2026-10-01] Rent is 950 euros a month. <!-- am:22222222 -->\n- [2026-10-01] Rent is paid by standing order. <!-- am:33333333 -->\n";
		const both = related(block("aaaaaaaa", "Rent is 1,020 euros a month.", "user"), ["x", "same", "22222222", "Rent is 950 euros a month."], ["x", "replaces", "22222222", "Rent is 950 euros a month."]);
		const one = related(block("bbbbbbbb", "Rent is paid on the 1st.", "user"), ["x", "same", "33333333", "Rent is paid by standing order."]);

		// ticks on the entry 22222222 | status | applied (entry bumped, block archived) or left as the user left it | what the report says
		it.each([
			["Same as and Replaces", both, "flagged", false, /^Both “Same as” and “Replaces” are ticked for “Rent is 950 euros a month\.”: untick one\. Nothing of this proposal was applied\.$/],
			["only Same as", related(block("aaaaaaaa", "Rent is 1,020 euros a month.", "user"), ["x", "same", "22222222", "Rent is 950 euros a month."], [" ", "replaces", "22222222", "Rent is 950 euros a month."]), "duplicate", true, null],
		] as const)("%s", async (_ticks, text, status, applied, message) => {
			const vault = createMemoryVault({ "Migration/Exchange.md": `# Exchange\n\n${text}${one}`, "Memory/Memory.md": MEMORY });
			const report = await migrate(vault);
			const outcome = report.outcomes.find((o) => o.id === "aaaaaaaa")!;
			expect(outcome.status).toBe(status);
			if (message) expect(outcome.message).toMatch(message);
			const exchange = vault.files.get("Migration/Exchange.md")!;
			// Flagged: nothing applied (the entry is neither bumped nor superseded), the block stays as the user left it.
			expect(exchange.includes(text)).toBe(!applied);
			expect(/am:22222222 [^>]*seen:2/.test(vault.files.get("Memory/Memory.md")!)).toBe(applied);
			expect(report.superseded).toEqual([]);
			expect(vault.files.get("Migration/Archive.md")?.includes("aaaaaaaa") ?? false).toBe(applied);
			// The other block of the run is migrated either way.
			expect(report.outcomes.find((o) => o.id === "bbbbbbbb")!.status).toBe("duplicate");
		});

		it("is reported among the migration's problems", async () => {
			const { summariseMigrate } = await import("../../../src/core/passes/reports");
			const vault = createMemoryVault({ "Migration/Exchange.md": both, "Memory/Memory.md": MEMORY });
			const summary = summariseMigrate(await migrate(vault), "2026-11-22T09:15:00");
			expect(summary.errors).toEqual([expect.stringContaining("Both “Same as” and “Replaces” are ticked")]);
			expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
		});
	});

	it("bumps a ticked Same as entry, supersedes a ticked Replaces entry into the archive, and leaves unticked ones", async () => {
		const memory = "# Memory\n\n- [2026-10-01] Lena's school play is on 4 December. <!-- am:11111111 -->\n- [2026-10-01] Rent is 950 euros a month. <!-- am:22222222 -->\n- [2026-10-01] Rent is paid by standing order. <!-- am:33333333 -->\n";
		const exchange =
			related(block("aaaaaaaa", "Lena's school play is on 4 December!", "user"), ["x", "same", "11111111", "Lena's school play is on 4 December."]) +
			related(block("bbbbbbbb", "Rent is 1,020 euros a month.", "user"), ["x", "replaces", "22222222", "Rent is 950 euros a month."], [" ", "replaces", "33333333", "Rent is paid by standing order."]);
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		const entries = parseEntries(vault.files.get("Memory/Memory.md")!);
		expect(entries.map((e) => e.text)).toEqual(["Lena's school play is on 4 December.", "Rent is paid by standing order.", "Rent is 1,020 euros a month."]);
		expect(entries[0]!.seen).toBe(2);
		expect(report.outcomes.map((o) => o.status)).toEqual(["duplicate", "migrated"]);
		expect(report.superseded).toEqual([{ old: "Rent is 950 euros a month.", by: "Rent is 1,020 euros a month.", target: "Memory/Memory.md" }]);
		expect(vault.files.get("Migration/Archive.md")).toMatch(/Rent is 950 euros a month\. <!-- am:22222222 superseded-by:bbbbbbbb/);
	});

	it("sends a block without relation lines back when its note holds entries like it: nothing moves, Accept is unticked, the lines are written", async () => {
		const memory = "# Memory\n\n- [2026-10-01] Bob lives in Berlin. <!-- am:11111111 -->\n";
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": block("aaaaaaaa", "Bob lives in Munich.", "user") });
		const report = await migrate(vault);
		expect(vault.files.get("Memory/Memory.md")).toBe(memory);
		expect(vault.files.has("Migration/Archive.md")).toBe(false);
		expect(report.outcomes).toMatchObject([{ status: "review", target: "Memory/Memory.md" }]);
		expect(report.outcomes[0]!.message).toMatch(/tick what applies and accept it again/);
		expect(report.pending).toBe(1);
		const [sentBack] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(sentBack!.status).toBe("pending");
		expect(sentBack!.relations.map(({ kind, entryId, ticked }) => [kind, entryId, ticked])).toEqual([["replaces", "11111111", false]]);

		// The user looks, ticks Replaces and accepts: now the old city leaves, into the archive.
		const ticked = vault.files.get("Migration/Exchange.md")!.replace("- [ ] Replaces", "- [x] Replaces").replace("- [ ] Accept", "- [x] Accept");
		vault.files.set("Migration/Exchange.md", ticked);
		await migrate(vault);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text)).toEqual(["Bob lives in Munich."]);
		expect(vault.files.get("Migration/Archive.md")).toContain("Bob lives in Berlin. <!-- am:11111111 superseded-by:aaaaaaaa");
	});

	it("skips a word-for-word duplicate without relation lines, and appends one with no entry like it", async () => {
		const memory = "# Memory\n\n- [2026-10-01] The bins go out on Thursday evening. <!-- am:11111111 -->\n";
		const exchange = block("aaaaaaaa", "the bins go out on Thursday evening", "user") + block("bbbbbbbb", "The piano tuner comes twice a year.", "user");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		expect(report.outcomes.map((o) => [o.id, o.status])).toEqual([["aaaaaaaa", "already-present"], ["bbbbbbbb", "migrated"]]);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text)).toEqual(["The bins go out on Thursday evening.", "The piano tuner comes twice a year."]);
	});

	it("appends and says so when a ticked entry was edited since; the edited entry stays", async () => {
		const memory = "# Memory\n\n- [2026-10-01] Rent is 980 euros a month. <!-- am:22222222 -->\n";
		const exchange = related(block("bbbbbbbb", "Rent is 1,020 euros a month.", "user"), ["x", "replaces", "22222222", "Rent is 950 euros a month."]);
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text)).toEqual(["Rent is 980 euros a month.", "Rent is 1,020 euros a month."]);
		expect(report.superseded).toEqual([]);
		expect(report.outcomes[0]).toMatchObject({ status: "migrated" });
		expect(report.outcomes[0]!.message).toContain("“Rent is 950 euros a month.” was edited or removed since you ticked it");
	});

	it("never displaces a true fact on its own (the cases users met)", async () => {
		const memory = [
			"# Memory",
			"",
			"- [2026-10-01] Lena has swimming at 17:00 on Tuesdays. <!-- am:11111111 -->",
			"- [2026-10-01] The pharmacy is open until 18:30 on weekdays. <!-- am:22222222 -->",
			"- [2026-10-01] Zahnarzttermine nie vor 9 Uhr eintragen. <!-- am:33333333 -->",
			"",
		].join("\n");
		const exchange =
			block("aaaaaaaa", "Lena has swimming at 16:00 on Thursdays.", "user") +
			block("bbbbbbbb", "The pharmacy is open until 14:00 on Saturdays.", "user") +
			block("cccccccc", "Termine beim Zahnarzt nie vor 9 Uhr eintragen.", "user");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		const texts = parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text);
		for (const old of ["Lena has swimming at 17:00 on Tuesdays.", "The pharmacy is open until 18:30 on weekdays.", "Zahnarzttermine nie vor 9 Uhr eintragen."]) expect(texts).toContain(old);
		expect(report.superseded).toEqual([]);
		expect(vault.files.get("Migration/Archive.md") ?? "").not.toContain("superseded");
		// The German rule in other words is sent back with a "Same as" line, never appended beside its twin unasked.
		expect(report.outcomes.find((o) => o.id === "cccccccc")?.status).toBe("review");
	});

	it("keeps 2,500 distinct facts of one shape as 2,500 entries, each comment short", async () => {
		const fact = (n: number) => `Fact number ${n}: the plumber ${n} visit is on day ${n}.`;
		const exchange = Array.from({ length: 2500 }, (_, n) => block(`f${String(n).padStart(7, "0")}`, fact(n), "user")).join("");
		const vault = createMemoryVault({ "Migration/Exchange.md": exchange });
		await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 0 } });
		const entries = parseEntries(vault.files.get("Memory/Memory.md")!);
		expect(entries).toHaveLength(2500);
		expect(Math.max(...entries.map((entry) => entry.raw.length))).toBeLessThan(120);
	});

	it("never moves an entry out of a note for blocks without relation lines, whatever they say", async () => {
		const memory = "# Memory\n\n" + ["Mum is allergic to penicillin.", "Rent is 950 euros a month.", "Ben plays football on Tuesdays.", "The dentist is Dr Weber."].map((t, i) => `- [2026-10-01] ${t} <!-- am:1000000${i} -->\n`).join("");
		const proposals = ["Mum is not allergic to penicillin.", "Rent is 1,020 euros a month.", "Ben plays football on Tuesdays!", "The dentist is Dr Lang.", "Ben plays tennis on Tuesdays."];
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": proposals.map((text, i) => block(`b000000${i}`, text, "user")).join("") });
		await migrate(vault);
		await migrate(vault);
		const texts = parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text);
		for (const old of ["Mum is allergic to penicillin.", "Rent is 950 euros a month.", "Ben plays football on Tuesdays.", "The dentist is Dr Weber."]) expect(texts).toContain(old);
		expect(vault.files.get("Migration/Archive.md") ?? "").not.toContain("superseded-by");
	});

	it("leaves a note over its cap as it is, and says so: nothing leaves without a tick", async () => {
		// The hand-typed fact (undated, so the oldest) and the oldest dated one are what a cap used to push out.
		const memory = "# Memory\n\n- The spare key is under the blue pot.\n" + ["Ferns need water weekly.", "The car insurance renews in May.", "Grandma's phone number changed."].map((t, i) => `- [2026-0${i + 1}-01] ${t} <!-- am:1000000${i} -->\n`).join("");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": block("aaaaaaaa", "The bakery closes at six on Saturdays.", "user") });
		const report = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 3 } });
		const texts = parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text);
		expect(texts).toEqual(["The spare key is under the blue pot.", "Ferns need water weekly.", "The car insurance renews in May.", "Grandma's phone number changed.", "The bakery closes at six on Saturdays."]);
		expect(vault.files.get("Memory/Memory.md")!.startsWith(memory)).toBe(true);
		expect(vault.files.get("Migration/Archive.md")).not.toContain("Ferns");
		expect(vault.files.get("Migration/Archive.md")).not.toContain("spare key");
		expect(report.overCap).toEqual([{ target: "Memory/Memory.md", entries: 5, cap: 3 }]);
		const said = "Memory/Memory.md holds 5 entries, over its cap of 3: nothing was archived, the least used are proposed for retirement in the exchange note; the context budget bounds what is sent.";
		expect(summariseMigrate(report, "now").summary).toContain(said);
		expect(describeMigrate(report)).toContain(said);
		// The two least used, oldest first (the undated hand-typed fact counts as the oldest), wait in a retirement block.
		const [retirement] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(retirement!.retirement).toEqual({ reason: "over-cap", note: "Memory/Memory.md" });
		expect(retirement!.relations.map((r) => [r.text, r.ticked])).toEqual([["The spare key is under the blue pot.", true], ["Ferns need water weekly.", true]]);
	});

	it("with retirement proposals off, only says a note is over its cap", async () => {
		const memory = "# Memory\n\n" + ["Ferns need water weekly.", "The car insurance renews in May.", "Grandma's phone number changed."].map((t, i) => `- [2026-0${i + 1}-01] ${t} <!-- am:1000000${i} -->\n`).join("");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": block("aaaaaaaa", "The bakery closes at six on Saturdays.", "user") });
		const report = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, proposeRetirement: false, caps: { ...DEFAULT_SETTINGS.caps, memory: 3 } });
		expect(describeMigrate(report)).toContain("Memory/Memory.md holds 4 entries, over its cap of 3: nothing was archived; the context budget bounds what is sent.");
		expect(report.retirements).toEqual([]);
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toEqual([]);
	});

	it("keeps a fact typed into an over-cap note while the migration works", async () => {
		const memory = "# Memory\n\n" + ["Ferns need water weekly.", "The car insurance renews in May."].map((t, i) => `- [2026-0${i + 1}-01] ${t} <!-- am:1000000${i} -->\n`).join("");
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": block("aaaaaaaa", "The bakery closes at six on Saturdays.", "user") });
		// The user saves the memory note between the migration's read and its write: the write is redone on the note as saved.
		const typed = `${memory}- The spare key is under the blue pot.\n`;
		const process = vault.process.bind(vault);
		let saved = false;
		vault.process = (path, edit) => {
			if (path === "Memory/Memory.md" && !saved) {
				saved = true;
				vault.files.set(path, typed);
			}
			return process(path, edit);
		};
		const report = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 2 } });
		expect(saved).toBe(true);
		expect(parseEntries(vault.files.get("Memory/Memory.md")!).map((e) => e.text)).toEqual(["Ferns need water weekly.", "The car insurance renews in May.", "The spare key is under the blue pot.", "The bakery closes at six on Saturdays."]);
		expect(vault.files.get("Migration/Archive.md")).not.toContain("spare key");
		expect(report.overCap).toEqual([{ target: "Memory/Memory.md", entries: 4, cap: 2 }]);
	});

	it("says nothing about the cap for a note within it", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": "# Memory\n\n- [2026-01-01] Ferns need water weekly. <!-- am:10000000 -->\n", "Migration/Exchange.md": block("aaaaaaaa", "The bakery closes at six on Saturdays.", "user") });
		const report = await migrate(vault, memoryJournal(), { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 2 } });
		expect(report.overCap).toEqual([]);
		expect(summariseMigrate(report, "now").summary).not.toContain("cap");
		expect(describeMigrate(report)).not.toContain("cap");
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

describe("Exchange.md as the user left it", () => {
	const first = block("aaaaaaaa", "The boiler is serviced in October.", "user");
	const unclosed = (tail: string) => `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:bbbbbbbb -->\nThe bins go out on Mondays. [user]\n- [x] Accept\n- [ ] Reject\n> item: bins${tail}`;

	// the last block | before: what migrate did with it | after
	it.each([
		["lacks its closing --- (ends with a line break)", unclosed("\n")],
		["lacks its closing --- and its last line break", unclosed("")],
		["lacks its closing --- and ends in blank lines", unclosed("\n\n\n")],
	])("%s: it was neither migrated nor reported; now it is read to the end of the note and migrated", async (_what, last) => {
		const vault = createMemoryVault({ "Migration/Exchange.md": `# Exchange\n\n${first}${last}` });
		const report = await migrate(vault);
		expect(report.outcomes.map((o) => [o.id, o.status])).toEqual([
			["aaaaaaaa", "migrated"],
			["bbbbbbbb", "migrated"],
		]);
		expect(vault.files.get("Memory/Memory.md")).toContain("The bins go out on Mondays.");
		expect(vault.files.get("Migration/Exchange.md")).toBe("# Exchange\n\n");
		// In the archive it is closed, so a block archived after it stays apart.
		const archive = vault.files.get("Migration/Archive.md")!;
		expect(archive).toContain("> item: bins\n> accepted 2026-11-22 → Memory/Memory.md\n---\n");
		vault.files.set("Migration/Exchange.md", block("cccccccc", "Rent is due on the 1st.", "user", " ", "x"));
		await migrate(vault);
		expect(parseExchange(vault.files.get("Migration/Archive.md")!).map((b) => [b.id, b.status, b.text])).toEqual([
			["aaaaaaaa", "accepted", "The boiler is serviced in October."],
			["bbbbbbbb", "accepted", "The bins go out on Mondays."],
			["cccccccc", "rejected", "Rent is due on the 1st."],
		]);
	});

	it("a proposal appended after an unclosed last block closes it, and both are read", async () => {
		const { appendProposals } = await import("../../../src/core/exchange");
		const text = appendProposals(`# Exchange\n\n${unclosed("\n")}`, [{ id: "cccccccc", timestamp: "2026-11-22 09:15", sourcePath: "Agenda.md", text: "Rent is due on the 1st.", tag: "user", item: "rent", annotation: "due on the 1st", reason: null }]);
		expect(parseExchange(text).map((b) => [b.id, b.status])).toEqual([
			["bbbbbbbb", "accepted"],
			["cccccccc", "pending"],
		]);
	});

	it("a block whose Reject line was moved above Accept: was refused as having no tag; now the message names the order, and the block stays", async () => {
		const swapped = "---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:dddddddd -->\nThe car is serviced in March. [user]\n- [ ] Reject\n- [x] Accept\n---\n";
		const exchange = `# Exchange\n\n${swapped}`;
		const vault = createMemoryVault({ "Migration/Exchange.md": exchange });
		const report = await migrate(vault);
		expect(report.outcomes).toHaveLength(1);
		expect(report.outcomes[0]).toMatchObject({ id: "dddddddd", status: "refused", message: "Not migrated: its Reject line stands above Accept. Put them back in order — the text line, then Accept, then Reject — and migrate again." });
		expect(report.outcomes[0]!.message).not.toMatch(/no tag/);
		expect(vault.files.get("Migration/Exchange.md")).toBe(exchange);
		expect(vault.files.has("Memory/Memory.md")).toBe(false);
		// Its text and tag are read as written.
		expect(parseExchange(exchange)[0]).toMatchObject({ text: "The car is serviced in March.", rawTag: "user", rejectFirst: true });
	});
});
