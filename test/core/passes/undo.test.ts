import { describe, expect, it } from "vitest";
import { processAnnotations } from "../../../src/core/passes/process";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { undoLast, undoLastProcessing } from "../../../src/core/passes/undo";
import { parseJournal, type JournalStore } from "../../../src/core/passes/journal";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { setProposalBox, parseExchange } from "../../../src/core/exchange";
import type { VaultPort } from "../../../src/core/ports";
import type { Decider, Decision } from "../../../src/core/types";
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

	it("is refused, naming the note, when the user edited the agenda since and the journal is older than kept changes", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		// A journal written before runs kept their changes: undo of that run is all or nothing.
		journal.text = journal.text!.split("\n").map((line) => (line === "" ? line : JSON.stringify({ ...JSON.parse(line), writes: (JSON.parse(line) as { writes: object[] }).writes.map((write) => ({ ...write, changes: undefined })) }))).join("\n");
		expect(journal.text).not.toContain('"changes"');
		const edited = vault.files.get("Agenda.md") + "- [ ] Buy milk\r\n";
		vault.files.set("Agenda.md", edited);
		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ undone: false, refusal: "changed-since", restored: [] });
		expect(result.message).toBe("Not undone: Agenda.md changed since the processing. Undo would overwrite those changes.");
		expect(vault.files.get("Agenda.md")).toBe(edited);
		expect(vault.files.get("Migration/Exchange.md")).not.toBe(EXCHANGE);
	});

	it("after a migration took its proposal out of Exchange.md, restores the agenda and names the proposal it cannot take back", async () => {
		const vault = start();
		const journal = memoryJournal();
		await processAll(vault, journal);
		const [boiler, parents] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		vault.files.set("Migration/Exchange.md", setProposalBox(setProposalBox(vault.files.get("Migration/Exchange.md")!, parents!.id, "accept", true), boiler!.id, "reject", true));
		await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, journal });
		const migrated = new Map(vault.files);
		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ undone: true, refusal: null, restored: ["Agenda.md"] });
		expect(result.notUndone).toEqual([`the proposal “${parents!.text}” in Migration/Exchange.md (decided since, no longer there)`]);
		expect(result.message).toContain(`Not undone: the proposal “${parents!.text}”`);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		// What the migration wrote stays, and can still be undone on its own.
		expect(vault.files.get("Migration/Exchange.md")).toBe(migrated.get("Migration/Exchange.md"));
		expect(vault.files.get("Memory/Memory.md")).toBe(migrated.get("Memory/Memory.md"));
		expect(await undoLast(vault, journal, clock, "migrate")).toMatchObject({ kind: "migrate", undone: true });
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

/** A decider that decides each annotation as its text says in `table`. */
function scripted(table: Record<string, Omit<Decision, "id">>): Decider {
	return {
		name: "scripted decider",
		decide(annotations) {
			return Promise.resolve({ decisions: annotations.map((a) => ({ id: a.id, ...table[a.annotation]! })), failures: [] });
		},
	};
}

describe("undo of the last processing after the user's later edits", () => {
	const agenda = [
		"# Today",
		"",
		"- [ ] Call parents (last call weeks ago)",
		"> that's wrong — I called them two days ago",
		"- [ ] Pay rent",
		"> done",
		"- [ ] Dentist on Tuesday",
		"> never put medical appointments before 10",
		"",
		"## Later",
		"",
		"- [ ] Sort the photos",
		"",
	].join("\n");
	const decider = scripted({
		"that's wrong — I called them two days ago": { action: "rewrite", type: "factual", item: "Call parents (called two days ago)", proposal: "Last call with parents was two days ago.", postponeUntil: null },
		done: { action: "complete", type: "none", item: null, proposal: null, postponeUntil: null },
		"never put medical appointments before 10": { action: "keep", type: "behavioral", item: null, proposal: "Never put medical appointments before 10:00.", postponeUntil: null },
	});
	const exchange = EXCHANGE.replace(/\r\n/g, "\n");
	const run = async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda, "Migration/Exchange.md": exchange });
		const journal = memoryJournal();
		await processAnnotations({ vault, settings: DEFAULT_SETTINGS, decider, clock, learned, journal });
		expect(vault.files.get("Agenda.md")).toBe("# Today\n\n- [ ] Call parents (called two days ago)\n- [x] Pay rent\n- [ ] Dentist on Tuesday\n\n## Later\n\n- [ ] Sort the photos\n");
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!).map((block) => block.text)).toEqual(["The boiler is serviced in October.", "Last call with parents was two days ago.", "Never put medical appointments before 10:00."]);
		return { vault, journal };
	};

	it("removes the run's untouched proposals and restores its items; a proposal the user ticked stays, and the report names it", async () => {
		const { vault, journal } = await run();
		// The user ticks Accept on an older block and on one of the run's, and edits an unrelated agenda line.
		const [boiler, , dentist] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		const ticked = setProposalBox(setProposalBox(vault.files.get("Migration/Exchange.md")!, boiler!.id, "accept", true), dentist!.id, "accept", true);
		vault.files.set("Migration/Exchange.md", ticked);
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace("Sort the photos", "Sort the holiday photos"));

		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ kind: "process", undone: true, refusal: null, restored: [] });
		expect(result.notUndone).toEqual(["the proposal “Never put medical appointments before 10:00.” in Migration/Exchange.md (ticked or edited since)"]);
		expect(result.message).toContain("Not undone: the proposal “Never put medical appointments before 10:00.” in Migration/Exchange.md (ticked or edited since).");
		// Every item as before the run, every annotation back; the user's edit stays.
		expect(vault.files.get("Agenda.md")).toBe(agenda.replace("Sort the photos", "Sort the holiday photos"));
		// The run's untouched proposal is gone; the user's ticks stay, on the older block and on the run's ticked one.
		const dentistBlock = parseExchange(ticked).find((block) => block.id === dentist!.id)!;
		expect(vault.files.get("Migration/Exchange.md")).toBe(`${setProposalBox(exchange, boiler!.id, "accept", true)}\n${ticked.slice(dentistBlock.start, dentistBlock.end)}`);
		expect(parseJournal(journal.text).map((line) => [line.kind, line.undone ?? false])).toEqual([
			["process", true],
			["undo", false],
		]);
	});

	it("is refused, naming each change, when the user changed everything the run changed", async () => {
		const { vault, journal } = await run();
		const [, parents, dentist] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		vault.files.set("Migration/Exchange.md", setProposalBox(setProposalBox(vault.files.get("Migration/Exchange.md")!, parents!.id, "reject", true), dentist!.id, "accept", true));
		// The rewritten item edited, the ticked one edited, a line written where the run took an annotation away.
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace("(called two days ago)", "(called on Friday)").replace("- [x] Pay rent\n- [ ] Dentist on Tuesday\n", "- [x] Pay rent (by card)\n- [ ] Dentist on Tuesday\n  - [ ] bring the insurance card\n"));
		const before = new Map(vault.files);
		const result = await undoLastProcessing(vault, journal, clock);
		expect(result).toMatchObject({ undone: false, refusal: "changed-since", restored: [] });
		// The first two items were one change of the run (no line between them stayed): named by its first line.
		expect(result.notUndone).toEqual([
			"“- [ ] Call parents (last call weeks ago)” in Agenda.md (changed since)",
			"“> never put medical appointments before 10” in Agenda.md (changed since)",
			"the proposal “Last call with parents was two days ago.” in Migration/Exchange.md (ticked or edited since)",
			"the proposal “Never put medical appointments before 10:00.” in Migration/Exchange.md (ticked or edited since)",
		]);
		expect(vault.files).toEqual(before);
		expect(parseJournal(journal.text).map((line) => line.undone ?? false)).toEqual([false]);
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
