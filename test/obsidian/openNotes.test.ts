import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EDITOR_ORIGIN } from "../../src/obsidian/editorWrites";
import { BROUGHT_BACK_NOTICE } from "../../src/obsidian/broughtBack";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import type { AnnotationMemoryService } from "../../src/obsidian/service";
import { MarkdownView, Notice, SAVE_DELAY_MS, setRequestUrlHandler } from "../stubs/obsidian";
import { loadPlugin, settle, type Harness } from "./fakeApp";

// Lines: 0 heading, 1 blank, 2 "Pay rent", 3 "Buy milk", 4 "Call parents".
const AGENDA = "# Today\n\n- [ ] Pay rent\n- [ ] Buy milk\n- [ ] Call parents\n";
const DONE = "\n> done";
const WAIT_MS = 1000;
const TAKEN_NOTICE = "1 annotation, 0 proposals added, 1 item edited.";

/** The plugin over the agenda, with automatic runs after a second's quiet. */
function plugin(): Promise<Harness> {
	return loadPlugin({ "Agenda.md": AGENDA }, { data: { debounceSeconds: WAIT_MS / 1000 } });
}

/** Obsidian saves the editor two seconds after the typing stops; the watcher waits its second; the run settles. */
async function afterTheSaveAndTheWait(): Promise<void> {
	await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + WAIT_MS);
	await settle();
}

/** The user types "> done" under "Pay rent" and clicks into "Buy milk" (line 4 now, column 6), then stops typing. */
async function annotateInEditor(view: MarkdownView): Promise<void> {
	view.editor.setCursor({ line: 2, ch: 14 });
	view.editor.type(DONE);
	view.editor.setCursor({ line: 4, ch: 6 });
	await afterTheSaveAndTheWait();
}

/** The plugin's own transactions in the editor. */
const ours = (view: MarkdownView) => view.editor.transactions.filter((t) => t.origin === EDITOR_ORIGIN);

/** What an automatic run leaves when the note is not open: the reference for the editor path. */
async function leftWhenClosed(): Promise<string> {
	const harness = await plugin();
	const process = vi.spyOn(harness.app.vault, "process");
	harness.app.vault.userEdit("Agenda.md", AGENDA.replace("rent\n", `rent${DONE}\n`));
	await afterTheSaveAndTheWait();
	// A closed note is written with Vault.process, as before.
	expect(process.mock.calls.map(([file]) => file.path)).toContain("Agenda.md");
	const text = harness.app.vault.files.get("Agenda.md")!;
	harness.plugin.unload();
	return text;
}

describe("an automatic run on a note open in the editor", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it("edits it with one transaction, keeps the cursor, and leaves the same text as on a closed note", async () => {
		const closed = await leftWhenClosed();
		expect(closed).toBe("# Today\n\n- [x] Pay rent\n- [ ] Buy milk\n- [ ] Call parents\n");
		Notice.shown = [];
		const harness = await plugin();
		const process = vi.spyOn(harness.app.vault, "process");
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		expect(ours(view)).toHaveLength(1);
		expect(process.mock.calls.map(([file]) => file.path)).not.toContain("Agenda.md");
		expect(view.editor.getValue()).toBe(closed);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(closed);
		// The cursor was in "Buy milk" on line 4; the "> done" line above it went.
		expect(view.editor.getCursor()).toEqual({ line: 3, ch: 6 });
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(ours(view)).toHaveLength(1);
		expect(Notice.messages()).toEqual([TAKEN_NOTICE]);
		harness.plugin.unload();
	});

	it("the save of its edit is recognised as the plugin's own: it starts no second run", async () => {
		// A correction proposed earlier stays under its item, marked: the note keeps a `>` line after the run.
		const kept = "- [ ] Call parents\n> that's wrong — I called them two days ago\n<!-- am:kept ede4ba4f -->\n";
		const harness = await loadPlugin({ "Agenda.md": AGENDA + kept }, { data: { debounceSeconds: WAIT_MS / 1000 } });
		const service = (harness.plugin as unknown as { service: AnnotationMemoryService }).service;
		const runs = vi.spyOn(service, "process");
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		expect(ours(view)).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(runs).toHaveBeenCalledTimes(1);
		harness.plugin.unload();
	});

	it("an edit the user takes back with Ctrl+Z is not made again: the annotation waits, and the user is told once", async () => {
		const harness = await plugin();
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		const annotated = AGENDA.replace("rent\n", `rent${DONE}\n`);
		view.editor.undo();
		expect(view.editor.getValue()).toBe(annotated);
		expect(view.editor.getCursor()).toEqual({ line: 4, ch: 6 });
		Notice.shown = [];
		await afterTheSaveAndTheWait();
		expect(harness.app.vault.files.get("Agenda.md")).toBe(annotated);
		expect(ours(view)).toHaveLength(1);
		expect(Notice.messages()).toEqual([BROUGHT_BACK_NOTICE]);
		// Another edit elsewhere starts another run: the annotation still waits, and nothing is said again.
		view.editor.setCursor({ line: 5, ch: 18 });
		view.editor.type(" tonight");
		view.editor.setCursor({ line: 0, ch: 0 });
		await afterTheSaveAndTheWait();
		expect(view.editor.getValue()).toBe(annotated.replace("parents\n", "parents tonight\n"));
		expect(Notice.messages()).toEqual([BROUGHT_BACK_NOTICE]);
		expect(ours(view)).toHaveLength(1);
		harness.plugin.unload();
	});

	it("the annotation brought back is taken once the user changes it", async () => {
		const harness = await plugin();
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		view.editor.undo();
		await afterTheSaveAndTheWait();
		view.editor.setCursor({ line: 3, ch: 6 });
		view.editor.type(" now");
		view.editor.setCursor({ line: 0, ch: 0 });
		await afterTheSaveAndTheWait();
		expect(view.editor.getValue()).toBe("# Today\n\n- [x] Pay rent\n- [ ] Buy milk\n- [ ] Call parents\n");
		expect(ours(view)).toHaveLength(2);
		harness.plugin.unload();
	});

	it("the annotation brought back is taken by the process command", async () => {
		const harness = await plugin();
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		view.editor.undo();
		await afterTheSaveAndTheWait();
		harness.command("process-annotations").callback!();
		await settle();
		expect(view.editor.getValue()).toBe("# Today\n\n- [x] Pay rent\n- [ ] Buy milk\n- [ ] Call parents\n");
		expect(ours(view)).toHaveLength(2);
		harness.plugin.unload();
	});

	it("the Undo of the plugin's notice brings the annotation back too, and it waits the same way", async () => {
		const harness = await plugin();
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		await annotateInEditor(view);
		Notice.shown.find((notice) => notice.message === TAKEN_NOTICE)!.messageEl.button("Undo")!.click();
		await settle();
		const annotated = AGENDA.replace("rent\n", `rent${DONE}\n`);
		expect(view.editor.getValue()).toBe(annotated);
		// An edit elsewhere: the automatic run leaves the annotation alone.
		view.editor.setCursor({ line: 5, ch: 18 });
		view.editor.type(" tonight");
		view.editor.setCursor({ line: 0, ch: 0 });
		await afterTheSaveAndTheWait();
		expect(view.editor.getValue()).toBe(annotated.replace("parents\n", "parents tonight\n"));
		expect(Notice.messages()).toContain(BROUGHT_BACK_NOTICE);
		harness.plugin.unload();
	});
});

describe("a run on a note open in the editor, while the user types", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it("edits the text in the editor as it is when the model has answered: what the user typed meanwhile (unsaved) stays, an annotation they changed is left alone", async () => {
		const agenda = "# Today\n\n- [ ] Pay rent\n> done\n- [ ] Buy milk\n> done\n";
		const harness = await loadPlugin({ "Agenda.md": agenda }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", autoProcess: false } });
		harness.app.secretStorage.setSecret("annotation-memory-api-key", "sk-test");
		// A slow model that completes every item.
		setRequestUrlHandler((request) => {
			const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
			const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string }[] };
			const results = annotations.map(({ id }) => ({ id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null, reason: "Done." }));
			return new Promise((resolve) => window.setTimeout(() => resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) }), 3000));
		});
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		harness.command("process-annotations").callback!();
		await vi.advanceTimersByTimeAsync(100);
		// While the model thinks: "done" under "Buy milk" becomes "done tomorrow", and a new item goes at the end; not saved yet.
		view.editor.setCursor({ line: 5, ch: 6 });
		view.editor.type(" tomorrow");
		view.editor.setCursor({ line: 6, ch: 0 });
		view.editor.type("- [ ] Water plants\n");
		await vi.advanceTimersByTimeAsync(3000);
		await settle();
		const expected = "# Today\n\n- [x] Pay rent\n- [ ] Buy milk\n> done tomorrow\n- [ ] Water plants\n";
		expect(view.editor.getValue()).toBe(expected);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(expected);
		expect(ours(view)).toHaveLength(1);
		// The cursor stays after what the user typed, one line up.
		expect(view.editor.getCursor()).toEqual({ line: 6, ch: 0 });
		harness.plugin.unload();
	});
});

describe("a run that saves what the user typed and Obsidian had not saved yet", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it("leaves that typing to the watcher: a new annotation in it is taken by the next automatic run", async () => {
		const agenda = "# Today\n\n- [ ] Pay rent\n> done\n- [ ] Buy milk\n";
		const harness = await loadPlugin({ "Agenda.md": agenda }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", debounceSeconds: WAIT_MS / 1000 } });
		harness.app.secretStorage.setSecret("annotation-memory-api-key", "sk-test");
		const asked: string[][] = [];
		setRequestUrlHandler((request) => {
			const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
			const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string; item: string }[] };
			asked.push(annotations.map((a) => a.item));
			const results = annotations.map(({ id }) => ({ id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null, reason: "Done." }));
			return new Promise((resolve) => window.setTimeout(() => resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) }), 3000));
		});
		const view = harness.app.workspace.openInEditor("Agenda.md", 0);
		harness.command("process-annotations").callback!();
		// A second before the model answers, the user annotates "Buy milk"; Obsidian would save it a second after the answer.
		await vi.advanceTimersByTimeAsync(2000);
		view.editor.setCursor({ line: 4, ch: 14 });
		view.editor.type("\n> done");
		view.editor.setCursor({ line: 0, ch: 0 });
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(harness.app.vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Pay rent\n- [ ] Buy milk\n> done\n");
		await vi.advanceTimersByTimeAsync(WAIT_MS + 3000);
		await settle();
		expect(asked).toEqual([["Pay rent"], ["Buy milk"]]);
		expect(view.editor.getValue()).toBe("# Today\n\n- [x] Pay rent\n- [x] Buy milk\n");
		expect(harness.app.vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Pay rent\n- [x] Buy milk\n");
		harness.plugin.unload();
	});
});

describe("a tick in the review panel while Exchange.md is open in the editor", () => {
	it("goes through the editor as one transaction", async () => {
		const exchange = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nThe boiler is serviced in October. [user]\n- [ ] Accept\n- [ ] Reject\n---\n";
		const harness = await loadPlugin({ "Agenda.md": AGENDA, "Migration/Exchange.md": exchange });
		const view = harness.app.workspace.openInEditor("Migration/Exchange.md", 7);
		harness.command("open-review-panel").callback!();
		await settle();
		const panel = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!.contentEl;
		panel.findAll((el) => el.getAttr("data-proposal-id") === "aaaaaaaa")[0]!.button("Accept")!.click();
		await settle();
		const ticked = exchange.replace("- [ ] Accept", "- [x] Accept");
		expect(view.editor.getValue()).toBe(ticked);
		expect(harness.app.vault.files.get("Migration/Exchange.md")).toBe(ticked);
		expect(ours(view)).toHaveLength(1);
		expect(view.editor.getCursor()).toEqual({ line: 7, ch: 0 });
		harness.plugin.unload();
	});
});
