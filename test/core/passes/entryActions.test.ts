import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { actOnEntry, type EntryAction } from "../../../src/core/passes/entryActions";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import type { VaultPort } from "../../../src/core/ports";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";

const clock = () => new Date(2026, 11, 7, 9, 15);

/** The journal, kept in memory. */
const memoryJournal = () => memoryStore();

const MEMORY = "# Memory\n\n- [2026-04-01] The dentist is Dr. Rossi on Via Roma. <!-- am:11111111 src:Agenda.md -->\n  - Via Roma 12, second floor\n- Marta prefers oolong tea.\n";
const ARCHIVE = "# Archive\n\nOld things.\n";

function act(vault: VaultPort & { list: MemoryVault["list"] }, journal: JournalStore, action: EntryAction, id: string, note: string | null = null) {
	return actOnEntry({ vault, list: vault.list, settings: DEFAULT_SETTINGS, journal, clock, action, id, note });
}

/** A vault that fails every write to `path` while `cut` is true, as a process killed before that write. */
function cutBefore(vault: MemoryVault, path: string): MemoryVault & { cut: boolean } {
	const cutting = Object.assign(Object.create(vault) as MemoryVault, { cut: true });
	cutting.process = (target, edit) => (cutting.cut && target === path ? Promise.reject(new Error("killed")) : vault.process(target, edit));
	return cutting;
}

describe("the user's acts on one entry", () => {
	it("disable marks the entry in its note, enable takes the mark away byte for byte, and each is undone as a migration", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
		const journal = memoryJournal();
		const disabled = await act(vault, journal, "disable", "11111111");
		expect(disabled).toMatchObject({ status: "done", note: "Memory/Memory.md", written: ["Memory/Memory.md"] });
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY.replace("src:Agenda.md -->", "src:Agenda.md disabled -->"));
		expect(await act(vault, journal, "disable", "11111111")).toMatchObject({ status: "unchanged" });

		expect(await act(vault, journal, "enable", "11111111")).toMatchObject({ status: "done" });
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
		expect(parseJournal(journal.text).map((run) => [run.kind, run.events])).toEqual([
			["migrate", ["disabled 11111111 in Memory/Memory.md"]],
			["migrate", ["enabled 11111111 in Memory/Memory.md"]],
		]);
		// Undo takes back the enable, then the disable.
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY.replace("src:Agenda.md -->", "src:Agenda.md disabled -->"));
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("a hand-written entry is named by the id memory list shows, and enabling leaves its line as the user wrote it", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
		const journal = memoryJournal();
		const id = textId("Marta prefers oolong tea.");
		await act(vault, journal, "disable", id);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY.replace("oolong tea.\n", `oolong tea. <!-- am:${id} disabled -->\n`));
		await act(vault, journal, "enable", id);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("retire moves the entry, its indented lines too, to the archive and undo puts both notes back byte for byte", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY, "Migration/Archive.md": ARCHIVE });
		const journal = memoryJournal();
		const report = await act(vault, journal, "retire", "11111111");
		expect(report).toMatchObject({ status: "done", written: ["Migration/Archive.md", "Memory/Memory.md"] });
		expect(vault.files.get("Memory/Memory.md")).toBe("# Memory\n\n- Marta prefers oolong tea.\n");
		expect(vault.files.get("Migration/Archive.md")).toBe(
			`${ARCHIVE}\n- [2026-04-01] The dentist is Dr. Rossi on Via Roma. <!-- am:11111111 retired 2026-12-07 from:Memory/Memory.md src:Agenda.md -->\n  - Via Roma 12, second floor\n`,
		);
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
		expect(vault.files.get("Migration/Archive.md")).toBe(ARCHIVE);
	});

	it("a retirement killed between the archive and the note ends, when run again, as an uninterrupted one", async () => {
		const whole = createMemoryVault({ "Memory/Memory.md": MEMORY, "Migration/Archive.md": ARCHIVE });
		await act(whole, memoryJournal(), "retire", "11111111");

		const store = createMemoryVault({ "Memory/Memory.md": MEMORY, "Migration/Archive.md": ARCHIVE });
		const journal = memoryJournal();
		const cut = cutBefore(store, "Memory/Memory.md");
		await expect(act(cut, journal, "retire", "11111111")).rejects.toThrow("killed");
		expect(store.files.get("Memory/Memory.md")).toBe(MEMORY);
		expect(store.files.get("Migration/Archive.md")).toBe(whole.files.get("Migration/Archive.md"));

		cut.cut = false;
		expect(await act(cut, journal, "retire", "11111111")).toMatchObject({ status: "done", written: ["Memory/Memory.md"] });
		expect(Object.fromEntries(store.files)).toEqual(Object.fromEntries(whole.files));
		// One run, undone whole.
		expect(parseJournal(journal.text)).toHaveLength(1);
		expect((await undoLastMigration(store, journal, clock)).undone).toBe(true);
		expect(Object.fromEntries(store.files)).toEqual({ "Memory/Memory.md": MEMORY, "Migration/Archive.md": ARCHIVE });
	});

	it("creates the archive note when there is none, and a retired entry asked again is said to be retired already", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY });
		const journal = memoryJournal();
		await act(vault, journal, "retire", "11111111");
		expect(vault.files.get("Migration/Archive.md")).toMatch(/^# Archive\n\n.*\n\n\n- \[2026-04-01\] The dentist is Dr\. Rossi on Via Roma\. <!-- am:11111111 retired /);
		const again = await act(vault, journal, "retire", "11111111");
		expect(again).toMatchObject({ status: "unchanged", written: [] });
		expect(again.message).toContain("retired already");
	});

	it("refuses, writing nothing, an unknown id, an id in two notes without --note, and while a migration waits to be finished", async () => {
		const files = { "Memory/Memory.md": MEMORY, "Rules/agenda.md": "- Call before 9. <!-- am:11111111 -->\n" };
		const vault = createMemoryVault(files);
		const journal = memoryJournal();
		const unknown = await act(vault, journal, "retire", "deadbeef");
		expect(unknown.status).toBe("refused");
		expect(unknown.message).toContain("No memory, rules or skills entry has the id deadbeef");
		const twice = await act(vault, journal, "disable", "11111111");
		expect(twice.status).toBe("refused");
		expect(twice.message).toContain("Memory/Memory.md and Rules/agenda.md: name the note with --note PATH");
		expect(Object.fromEntries(vault.files)).toEqual(files);
		expect(journal.text).toBeNull();

		expect(await act(vault, journal, "disable", "11111111", "Rules/agenda.md")).toMatchObject({ status: "done", note: "Rules/agenda.md" });
		expect(vault.files.get("Rules/agenda.md")).toBe("- Call before 9. <!-- am:11111111 disabled -->\n");

		journal.text = `${JSON.stringify({ kind: "migrate", at: "2026-12-07T08:00:00.000Z", events: [], writes: [{ path: "Migration/Exchange.md", before: "x", after: "1:0" }], complete: false })}\n`;
		const waiting = await act(vault, journal, "retire", "11111111", "Memory/Memory.md");
		expect(waiting.status).toBe("refused");
		expect(waiting.message).toContain("A migration was interrupted");
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});
});
