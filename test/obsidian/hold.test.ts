import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURSOR_CHECK_MS } from "../../src/obsidian/hold";
import { MarkdownView, Notice, setRequestUrlHandler } from "../stubs/obsidian";
import { loadPlugin, settle, type Harness } from "./fakeApp";

// Lines: 0 heading, 1 blank, 2 the item, 3 its annotation, 4 the next item.
const AGENDA = "# Today\n\n- [ ] Call parents (last call weeks ago)\n- [ ] Buy milk\n";
const ANNOTATED = AGENDA.replace("ago)\n", "ago)\n> that's wrong — I called them two days ago\n");
const WAIT_MS = 1000;
// The correction names no value to replace: once taken, it is proposed and stays under its item, marked.
const TAKEN = ANNOTATED.replace("two days ago\n", "two days ago\n<!-- am:kept ede4ba4f -->\n");
const TAKEN_NOTICE = "1 annotation, 1 proposal added, 0 items edited, 1 kept under its item (fix the item, then delete the line).";

/** The plugin on an agenda, with the agenda open in the active editor and the cursor on `line`. */
async function writingIn(agenda: string, line: number): Promise<Harness> {
	const harness = await loadPlugin({ "Agenda.md": AGENDA, "Other.md": "# Other\n\n\n\n\n" }, { data: { debounceSeconds: WAIT_MS / 1000 } });
	harness.app.workspace.openInEditor("Agenda.md", line);
	harness.app.vault.userEdit("Agenda.md", agenda);
	await vi.advanceTimersByTimeAsync(WAIT_MS);
	await settle();
	return harness;
}

function expectHeld({ app }: Harness, agenda = ANNOTATED): void {
	expect(app.vault.files.get("Agenda.md")).toBe(agenda);
	expect(app.vault.files.has("Migration/Exchange.md")).toBe(false);
	expect(Notice.messages()).toEqual([]);
}

function expectTaken({ app }: Harness): void {
	expect(app.vault.files.get("Agenda.md")).toBe(TAKEN);
	expect(app.vault.files.get("Migration/Exchange.md")).toContain("> annotation: that's wrong — I called them two days ago");
	expect(Notice.messages()).toContain(TAKEN_NOTICE);
}

describe("an automatic run leaves alone what the user is still writing", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it.each([
		["on the annotation's line", 3],
		["on the item line just above it", 2],
	])("holds the annotation while the cursor is %s: not touched, no notice", async (_where, line) => {
		const harness = await writingIn(ANNOTATED, line);
		expectHeld(harness);
		// It stays held however long the user rests there.
		await vi.advanceTimersByTimeAsync(60_000);
		expectHeld(harness);
		harness.plugin.unload();
	});

	it.each([
		["on the heading above", 0],
		["on the next item", 4],
	])("takes the annotation when the cursor is %s", async (_where, line) => {
		const harness = await writingIn(ANNOTATED, line);
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("takes it once the cursor moves off it (after the check and the usual wait)", async () => {
		const harness = await writingIn(ANNOTATED, 3);
		harness.app.workspace.moveCursor(2);
		await vi.advanceTimersByTimeAsync(CURSOR_CHECK_MS * 3);
		expectHeld(harness);
		harness.app.workspace.moveCursor(0);
		await vi.advanceTimersByTimeAsync(CURSOR_CHECK_MS);
		expectHeld(harness);
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("takes it when the note loses focus (the active leaf changes)", async () => {
		const harness = await writingIn(ANNOTATED, 3);
		harness.app.workspace.focusElsewhere();
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("takes it when another note opens in the same tab (no leaf change)", async () => {
		const harness = await writingIn(ANNOTATED, 3);
		harness.app.workspace.activeView = new MarkdownView(harness.app.vault.getFileByPath("Other.md"), 3);
		await vi.advanceTimersByTimeAsync(CURSOR_CHECK_MS + WAIT_MS);
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("the command takes it at once, cursor or not", async () => {
		const harness = await writingIn(ANNOTATED, 3);
		expectHeld(harness);
		harness.command("process-annotations").callback!();
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("an edit made while the command runs is taken by an automatic run, which holds what is under the cursor", async () => {
		const harness = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", debounceSeconds: 1 } });
		harness.app.secretStorage.setSecret("annotation-memory-api-key", "sk-test");
		const asked: string[] = [];
		// A slow model that refuses: nothing is written, and every request is seen.
		setRequestUrlHandler((request) => {
			asked.push(typeof request.body === "string" ? request.body : "");
			return new Promise((resolve) => window.setTimeout(() => resolve({ status: 401, headers: {}, text: "bad key" }), 3000));
		});
		harness.command("process-annotations").callback!();
		await vi.advanceTimersByTimeAsync(100);
		harness.app.workspace.openInEditor("Agenda.md", 5);
		harness.app.vault.userEdit("Agenda.md", ANNOTATED.replace("milk\n", "milk\n> oat milk this time\n"));
		await vi.advanceTimersByTimeAsync(10_000);
		await settle();
		expect(asked).toHaveLength(2);
		expect(asked[1]).toContain("I called them two days ago");
		expect(asked[1]).not.toContain("oat milk");
		harness.plugin.unload();
	});

	it("takes an annotation whose note is not the active one, wherever that note's cursor is", async () => {
		const harness = await loadPlugin({ "Agenda.md": AGENDA, "Other.md": "# Other\n\n\n\n\n" }, { data: { debounceSeconds: 1 } });
		harness.app.workspace.openInEditor("Other.md", 3);
		harness.app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it("takes an annotation of a note shown in reading mode: nobody types there", async () => {
		const harness = await loadPlugin({ "Agenda.md": AGENDA }, { data: { debounceSeconds: 1 } });
		harness.app.workspace.openInEditor("Agenda.md", 3).mode = "preview";
		harness.app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		expectTaken(harness);
		harness.plugin.unload();
	});

	it.each([
		["a lone word shorter than any cue", "don"],
		["a lone cut-off word", "lat"],
		["text ending mid-word", "I called th"],
		["text ending on a dash", "that's wrong —"],
	])("holds %s while its note is active, the cursor elsewhere; takes it when the note loses focus", async (_what, text) => {
		const agenda = AGENDA.replace("ago)\n", `ago)\n> ${text}\n`);
		const harness = await writingIn(agenda, 0);
		expectHeld(harness, agenda);
		// Moving about the note does not make it finished.
		harness.app.workspace.moveCursor(4);
		await vi.advanceTimersByTimeAsync(CURSOR_CHECK_MS * 3 + WAIT_MS);
		expectHeld(harness, agenda);
		harness.app.workspace.focusElsewhere();
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		// Taken: the run reports it (whatever the classifier made of it).
		expect(Notice.messages().some((message) => message.startsWith("1 annotation"))).toBe(true);
		harness.plugin.unload();
	});

	it("takes a short whole answer (a cue word such as “ok”) even in the active note", async () => {
		const agenda = AGENDA.replace("ago)\n", "ago)\n> ok\n");
		const harness = await writingIn(agenda, 0);
		expect(Notice.messages().some((message) => message.startsWith("1 annotation"))).toBe(true);
		harness.plugin.unload();
	});

	it("checks the cursor only while something is held, and unloading stops the check and the listener", async () => {
		const harness = await writingIn(ANNOTATED, 0);
		expectTaken(harness);
		// Nothing held: no timer runs.
		expect(vi.getTimerCount()).toBe(0);
		// A new annotation (the same words again would be one brought back, which waits for another reason: ./openNotes.test.ts).
		const again = ANNOTATED.replace("two days ago", "yesterday");
		harness.app.vault.userEdit("Agenda.md", again);
		harness.app.workspace.moveCursor(3);
		await vi.advanceTimersByTimeAsync(WAIT_MS);
		await settle();
		expect(vi.getTimerCount()).toBe(1);
		expect(harness.app.workspace.listenerCount("active-leaf-change")).toBe(1);

		harness.plugin.unload();
		expect(vi.getTimerCount()).toBe(0);
		expect(harness.app.workspace.listenerCount("active-leaf-change")).toBe(0);
		harness.app.workspace.focusElsewhere();
		await vi.advanceTimersByTimeAsync(60_000);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(again);
	});
});
