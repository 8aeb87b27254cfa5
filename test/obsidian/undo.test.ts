import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notice, setRequestUrlHandler } from "../stubs/obsidian";
import { loadPlugin, settle } from "./fakeApp";

// CRLF line endings and a trailing space: undo gives back every byte.
const AGENDA = "# Today\r\n\r\n- [ ] Call parents (last call weeks ago) \r\n- [ ] Pay rent\r\n";
const ANNOTATED = AGENDA.replace("ago) \r\n", "ago) \r\n> that's wrong — I called them two days ago\r\n").replace("rent\r\n", "rent\r\n> done\r\n");
const EXCHANGE = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nThe boiler is serviced in October. [user]\n- [ ] Accept\n- [ ] Reject\n---\n";

/** The notices that carry an Undo button. */
const undoButtons = () => Notice.shown.flatMap((notice) => (notice.messageEl.button("Undo") ? [{ notice, button: notice.messageEl.button("Undo")! }] : []));

describe("undo of processing in the plugin", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it("Undo last processing restores the agenda and Exchange.md byte for byte, with a notice", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED, "Migration/Exchange.md": EXCHANGE });
		command("process-annotations").callback!();
		await settle();
		expect(app.vault.files.get("Agenda.md")).not.toBe(ANNOTATED);
		command("undo-last-processing").callback!();
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		expect(app.vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		expect(Notice.messages().at(-1)).toMatch(/^Restored Agenda\.md, Migration\/Exchange\.md as they were before the processing of /);
		command("undo-last-processing").callback!();
		await settle();
		expect(Notice.messages().at(-1)).toBe("There is no processing to undo.");
		plugin.unload();
	});

	it("undo keeps the user's unrelated edit and says where it undid the processing", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		await settle();
		app.vault.userEdit("Agenda.md", `${app.vault.files.get("Agenda.md")}- [ ] Buy milk\r\n`);
		Notice.shown = [];
		command("undo-last-processing").callback!();
		await settle();
		expect(Notice.messages()).toHaveLength(1);
		// Exchange.md was the processing's own and untouched: it goes; the agenda is undone around the new line.
		expect(Notice.messages()[0]).toMatch(/^Restored Migration\/Exchange\.md as they were before the processing of (\S+)\. Undid the processing of \1 in Agenda\.md, around the changes made since\.$/);
		expect(app.vault.files.get("Agenda.md")).toBe(`${ANNOTATED}- [ ] Buy milk\r\n`);
		expect(app.vault.files.has("Migration/Exchange.md")).toBe(false);
		plugin.unload();
	});

	it("a refused undo is one problem notice, naming what the user changed, and the notes keep the user's edits", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		await settle();
		const edited = app.vault.files.get("Agenda.md")!.replace("- [x] Pay rent", "- [x] Pay rent by card");
		app.vault.userEdit("Agenda.md", edited);
		const ticked = app.vault.files.get("Migration/Exchange.md")!.replace("- [ ] Accept", "- [x] Accept");
		app.vault.userEdit("Migration/Exchange.md", ticked);
		Notice.shown = [];
		command("undo-last-processing").callback!();
		await settle();
		expect(Notice.messages()).toHaveLength(1);
		expect(Notice.messages()[0]).toMatch(/^1 problem:\nNot undone: what the processing changed was changed since: “- \[ \] Pay rent” in Agenda\.md \(changed since\); the proposal “.*” in Migration\/Exchange\.md \(ticked or edited since\)\.$/);
		expect(app.vault.files.get("Agenda.md")).toBe(edited);
		expect(app.vault.files.get("Migration/Exchange.md")).toBe(ticked);
		plugin.unload();
	});

	it("the notice of an automatic run has an Undo button that takes that processing back", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": AGENDA, "Migration/Exchange.md": EXCHANGE }, { data: { debounceSeconds: 5 } });
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(5000);
		await settle();
		// The correction names no value to replace: it stays under its item, marked; the rent is ticked.
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED.replace("two days ago\r\n", "two days ago\r\n<!-- am:kept ede4ba4f -->\r\n").replace("- [ ] Pay rent\r\n> done\r\n", "- [x] Pay rent\r\n"));
		const offers = undoButtons();
		expect(offers.map(({ notice }) => notice.message)).toEqual(["2 annotations, 1 proposal added, 1 item edited, 1 kept under its item (fix the item, then delete the line)."]);
		offers[0]!.button.click();
		await settle();
		expect(offers[0]!.notice.hidden).toBe(true);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		expect(app.vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		expect(Notice.messages().at(-1)).toMatch(/^Restored Agenda\.md, Migration\/Exchange\.md as they were before the processing/);
		// The restored annotations are the plugin's own write: they are not processed again behind the user's back.
		await vi.advanceTimersByTimeAsync(60_000);
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		plugin.unload();
	});

	it("a run started by the command has no Undo button (the command is in the palette)", async () => {
		const { plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		await settle();
		expect(Notice.messages()).toContain("2 annotations, 1 proposal added, 1 item edited, 1 kept under its item (fix the item, then delete the line).");
		expect(undoButtons()).toEqual([]);
		plugin.unload();
	});

	it("waits for a run that is going: undo during processing changes nothing and says so", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model" } });
		setRequestUrlHandler(() => new Promise((resolve) => window.setTimeout(() => resolve({ status: 500, headers: {}, text: "busy" }), 3000)));
		command("process-annotations").callback!();
		await vi.advanceTimersByTimeAsync(1000);
		command("undo-last-processing").callback!();
		await settle();
		expect(Notice.messages()).toContain("A run is going; undo once it has ended.");
		await vi.advanceTimersByTimeAsync(120_000);
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		plugin.unload();
	});
});
