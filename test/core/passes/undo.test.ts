import { describe, expect, it } from "vitest";
import { processAnnotations } from "../../../src/core/passes/process";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { undoLast, undoLastProcessing } from "../../../src/core/passes/undo";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { setProposalBox, parseExchange } from "../../../src/core/exchange";
import type { VaultPort } from "../../../src/core/ports";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";

const clock = () => new Date(2026, 10, 22, 9, 15);
const learned = () => Promise.resolve({ rules: [], skills: [], memory: [] });

function memoryJournal(location?: string): JournalStore & { text: string | null } {
	const store = {
		text: null as string | null,
		...(location === undefined ? {} : { location }),
		load: () => Promise.resolve(store.text),
		save: (text: string) => {
			store.text = text;
			return Promise.resolve();
		},
	};
	return store;
}

// A BOM, CRLF line endings and trailing spaces: undo must give back every byte.
const AGENDA = "\uFEFF# Today\r\n\r\n- [ ] Call parents (last call weeks ago)  \r\n> that's wrong — I called them two days ago\r\n- [ ] Pay rent\r\n> done\r\n";
const EXCHANGE = "# Exchange\r\n\r\n---\r\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\r\nThe boiler is serviced in October. [user]\r\n- [ ] Accept\r\n- [ ] Reject\r\n---\r\n";

function start(): MemoryVault {
	return createMemoryVault({ "Agenda.md": AGENDA, "Migration/Exchange.md": EXCHANGE });
}

async function processAll(vault: VaultPort, journal: JournalStore) {
	return processAnnotations({ vault, settings: DEFAULT_SETTINGS, decider: createOfflineDecider({}), clock, learned, journal });
}

/** The vault, but the `failAt`th write (1-based) throws; later writes work again. */
function failingAt(vault: MemoryVault, failAt: number): VaultPort & { attempts: number } {
	const failing = {
		attempts: 0,
		read: (path: string) => vault.read(path),
		process(path: string, edit: (current: string | null) => string | null) {
			return vault.process(path, (current) => {
				const next = edit(current);
				if (next !== null && next !== current && ++failing.attempts === failAt) throw new Error("disk full");
				return next;
			});
		},
		remove: (path: string) => vault.remove!(path),
	};
	return failing;
}

describe("undo of the last processing", () => {
	it("restores the agenda and Exchange.md byte for byte", async () => {
		const vault = start();
		const journal = memoryJournal();
		const report = await processAll(vault, journal);
		// "Pay rent" is ticked; the correction, which names no value to replace, stays under its item, marked.
		expect(report.itemsEdited).toBe(1);
		expect(vault.files.get("Agenda.md")).toMatch(/two days ago\r\n<!-- am:kept [0-9a-f]{8} -->\r\n/);
		expect(vault.files.get("Agenda.md")).not.toBe(AGENDA);
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toHaveLength(2);

		const undone = await undoLastProcessing(vault, journal, clock);
		expect(undone).toMatchObject({ kind: "process", undone: true, refusal: null });
		expect([...undone.restored].sort()).toEqual(["Agenda.md", "Migration/Exchange.md"]);
		expect(undone.message).toMatch(/^Restored .* as they were before the processing of 2026-/);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		expect(await undoLastProcessing(vault, journal, clock)).toMatchObject({ undone: false, refusal: "nothing-to-undo", message: "There is no processing to undo." });
		expect(parseJournal(journal.text).map((run) => [run.kind, run.undone ?? false])).toEqual([
			["process", true],
			["undo", false],
		]);
	});

	it("removes an Exchange.md that the processing created", async () => {
		const vault = createMemoryVault({ "Agenda.md": AGENDA });
		const journal = memoryJournal();
		await processAll(vault, journal);
		expect(vault.files.has("Migration/Exchange.md")).toBe(true);
		await undoLastProcessing(vault, journal, clock);
		expect([...vault.files.keys()]).toEqual(["Agenda.md"]);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
	});

	it("is refused, naming the note, when the user edited the agenda since", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const edited = vault.files.get("Agenda.md") + "- [ ] Buy milk\r\n";
		vault.files.set("Agenda.md", edited);
		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ undone: false, refusal: "changed-since", restored: [] });
		expect(result.message).toBe("Not undone: Agenda.md changed since the processing. Undo would overwrite those changes.");
		expect(vault.files.get("Agenda.md")).toBe(edited);
		expect(vault.files.get("Migration/Exchange.md")).not.toBe(EXCHANGE);
	});

	it("is refused after a migration took proposals out of Exchange.md, and the migration is undone on its own", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const processed = new Map(vault.files);
		const [boiler, parents] = parseExchange(vault.files.get("Migration/Exchange.md")!).map((block) => block.id);
		vault.files.set("Migration/Exchange.md", setProposalBox(setProposalBox(vault.files.get("Migration/Exchange.md")!, parents!, "accept", true), boiler!, "reject", true));
		const ticked = new Map(vault.files);
		await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, journal });
		expect((await undoLastProcessing(vault, journal, clock)).message).toContain("Migration/Exchange.md changed since the processing");
		expect(await undoLast(vault, journal, clock, "migrate")).toMatchObject({ kind: "migrate", undone: true });
		expect(vault.files).toEqual(ticked);
		// The tick is the user's: the processing cannot be undone over it.
		expect((await undoLastProcessing(vault, journal, clock)).refusal).toBe("changed-since");
		vault.files.set("Migration/Exchange.md", processed.get("Migration/Exchange.md")!);
		expect((await undoLastProcessing(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
	});

	it("can be run again after it failed part-way: a note already restored counts as restored", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const failing = failingAt(vault, 2);
		const first = await undoLastProcessing(failing, journal, clock);
		expect(first).toMatchObject({ undone: false, refusal: "write-failed", restored: ["Agenda.md"] });
		expect(first.message).toBe("Undo stopped: Migration/Exchange.md could not be written (disk full). Agenda.md is restored already. Run undo again to finish.");
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(vault.files.get("Migration/Exchange.md")).not.toBe(EXCHANGE);

		const retry = await undoLastProcessing(failing, journal, clock);
		expect(retry).toMatchObject({ undone: true, refusal: null, restored: ["Agenda.md", "Migration/Exchange.md"] });
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
	});

	it("a failed first write leaves every note as the processing left it, and a retry restores all", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const processed = new Map(vault.files);
		const failing = failingAt(vault, 1);
		expect(await undoLastProcessing(failing, journal, clock)).toMatchObject({ refusal: "write-failed", restored: [], message: "Undo stopped: Agenda.md could not be written (disk full). Run undo again to finish." });
		expect(vault.files).toEqual(processed);
		expect((await undoLastProcessing(failing, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
	});
});

describe("undo with a damaged journal", () => {
	it("reports a torn last line instead of saying there is nothing to undo, and changes nothing", async () => {
		const vault = start();
		const journal = memoryJournal(".obsidian/plugins/annotation-memory/journal.jsonl");
		journal.text = '{"kind":"migrate","at":"2026-11-22T08:00:00.000Z","events":[],"writes":[{"path":"Memory/Memory.md","bef';
		const result = await undoLast(vault, journal, clock, "migrate");
		expect(result).toMatchObject({ undone: false, refusal: "damaged-journal" });
		expect(result.message).toMatch(/^The journal \.obsidian\/plugins\/annotation-memory\/journal\.jsonl is damaged at line 1, so there is no telling which migration is the last\./);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
	});

	it("will not skip a damaged line after the last good run, and keeps that line", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const processed = new Map(vault.files);
		journal.text += "not json at all\n";
		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ undone: false, refusal: "damaged-journal" });
		expect(result.message).toContain("The journal is damaged at line 2");
		expect(vault.files).toEqual(processed);
		expect(journal.text).toContain("not json at all\n");
	});

	it("undoes a run after a damaged line, keeping that line verbatim", async () => {
		const vault = start();
		const journal = memoryJournal();
		journal.text = "{torn\n";
		await processAll(vault, journal);
		expect((await undoLastProcessing(vault, journal, clock)).undone).toBe(true);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(journal.text.split("\n")[0]).toBe("{torn");
		expect(parseJournal(journal.text).map((run) => run.kind)).toEqual(["process", "undo"]);
	});

	it("reports a journal that cannot be read", async () => {
		const journal: JournalStore = { load: () => Promise.reject(new Error("EACCES: permission denied")), save: () => Promise.resolve() };
		const result = await undoLast(start(), journal, clock, "migrate");
		expect(result).toMatchObject({ undone: false, refusal: "damaged-journal" });
		expect(result.message).toBe("The journal cannot be read (EACCES: permission denied), so there is no telling which migration is the last. Nothing was undone.");
	});
});
