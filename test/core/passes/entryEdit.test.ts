import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { parseEntries } from "../../../src/core/memory/entries";
import { entryPlace } from "../../../src/core/memory/entryPlace";
import { editEntry } from "../../../src/core/passes/entryEdit";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import { undoLastMigration } from "../../../src/core/passes/undo";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";
import { readUseCounts, recordUses, type UseCountStore } from "../../../src/core/memory/useCounts";

const clock = () => new Date(2026, 11, 7, 9, 15);
const PATH = "Memory/Memory.md";
const DENTIST = "The dentist is Dr. Rossi on Via Roma.";
const MEMORY = `# Memory\r\n\r\n- [2026-04-01] ${DENTIST} <!-- am:11111111 src:Agenda.md -->\r\n  - Via Roma 12, second floor\r\n- [x] Marta prefers oolong tea ^tea\r\n- Call before 9.  \r\n`;

/** The journal, kept in memory. */
const memoryJournal = () => memoryStore();

function edit(vault: MemoryVault, journal: JournalStore, id: string, expected: string, text: string, note = PATH) {
	return editEntry({ vault, list: vault.list, settings: DEFAULT_SETTINGS, journal, clock, note, id, expected, text });
}

describe("editing one entry's text", () => {
	it("replaces only the statement of that line (date, comment, indented lines and line endings stay) and undo restores the note byte for byte", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		const journal = memoryJournal();
		const report = await edit(vault, journal, "11111111", DENTIST, "The dentist is Dr. Bianchi on Via Verdi.");
		expect(report).toMatchObject({ status: "done", text: "The dentist is Dr. Bianchi on Via Verdi." });
		expect(vault.files.get(PATH)).toBe(MEMORY.replace("Dr. Rossi on Via Roma.", "Dr. Bianchi on Via Verdi."));
		expect(parseJournal(journal.text).map((run) => [run.kind, run.events])).toEqual([["migrate", ["edited 11111111 in Memory/Memory.md"]]]);
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get(PATH)).toBe(MEMORY);
	});

	it("keeps a hand-written entry's checkbox, block id and trailing spaces; the block id is where the panel's link goes", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		const journal = memoryJournal();
		const tea = textId("Marta prefers oolong tea ^tea");
		expect(entryPlace(MEMORY, tea)).toEqual({ line: 4, block: "tea" });
		await edit(vault, journal, tea, "Marta prefers oolong tea ^tea", "Marta prefers green tea");
		expect(vault.files.get(PATH)).toBe(MEMORY.replace("oolong tea ^tea", "green tea ^tea"));
		const call = textId("Call before 9.");
		await edit(vault, journal, call, "Call before 9.", "Call after 10.");
		expect(vault.files.get(PATH)).toBe(MEMORY.replace("oolong tea ^tea", "green tea ^tea").replace("Call before 9.  ", "Call after 10.  "));
	});

	it("neutralises the text as any entry's text, so markup typed in stays inert", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		await edit(vault, memoryJournal(), "11111111", DENTIST, "# See <b>this</b>");
		const entry = parseEntries(vault.files.get(PATH)!).find((candidate) => candidate.id === "11111111")!;
		expect(entry.text).toBe("\\# See &lt;b>this&lt;/b>");
	});

	it("refuses, writing nothing, a text with a line break or an am: comment, an empty text, and an entry the user changed meanwhile", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		const journal = memoryJournal();
		expect(await edit(vault, journal, "11111111", DENTIST, "Two\nlines")).toMatchObject({ status: "refused", message: "An entry is one line: take the line break out." });
		expect((await edit(vault, journal, "11111111", DENTIST, "Sneaky <!-- am:22222222 disabled -->")).status).toBe("refused");
		expect((await edit(vault, journal, "11111111", DENTIST, "   ")).status).toBe("refused");
		const changed = await edit(vault, journal, "11111111", "The dentist is somebody else.", "Whatever");
		expect(changed).toMatchObject({ status: "refused" });
		expect(changed.message).toContain("changed");
		expect(await edit(vault, journal, "11111111", DENTIST, DENTIST)).toMatchObject({ status: "unchanged" });
		expect(vault.files.get(PATH)).toBe(MEMORY);
		expect(journal.text).toBeNull();
	});

	it("an edit killed before its write ends, when run again, as an uninterrupted one", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		const journal = memoryJournal();
		const killed = Object.assign(Object.create(vault) as MemoryVault, { process: () => Promise.reject(new Error("killed")) });
		await expect(edit(killed, journal, "11111111", DENTIST, "New text.")).rejects.toThrow("killed");
		expect(vault.files.get(PATH)).toBe(MEMORY);
		expect(await edit(vault, journal, "11111111", DENTIST, "New text.")).toMatchObject({ status: "done" });
		expect(parseJournal(journal.text)).toHaveLength(1);
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get(PATH)).toBe(MEMORY);
	});

	it("keeps counting an edited hand-written entry's uses (its id is its text's), undone or not", async () => {
		const vault = createMemoryVault({ [PATH]: MEMORY });
		const journal = memoryJournal();
		const lines: string[] = [];
		const useCounts: UseCountStore = { append: (text) => Promise.resolve(void lines.push(text)), readAll: () => Promise.resolve(lines) };
		const before = textId("Call before 9.");
		await recordUses(useCounts, [{ by: "decision", entries: [{ note: PATH, id: before }], at: clock() }]);
		const report = await editEntry({ vault, list: vault.list, settings: DEFAULT_SETTINGS, journal, clock, note: PATH, id: before, expected: "Call before 9.", text: "Call after 10.", useCounts });
		expect(report.status).toBe("done");
		const after = textId("Call after 10.");
		expect((await readUseCounts(useCounts)).get({ note: PATH, id: after })?.count).toBe(1);
		expect((await undoLastMigration(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get(PATH)).toBe(MEMORY);
		expect((await readUseCounts(useCounts)).get({ note: PATH, id: before })?.count).toBe(1);
		// An entry with an am: id keeps it: nothing to tell.
		await editEntry({ vault, list: vault.list, settings: DEFAULT_SETTINGS, journal, clock, note: PATH, id: "11111111", expected: DENTIST, text: "The dentist is Dr. Bianchi.", useCounts });
		expect(lines).toHaveLength(2);
	});
});
