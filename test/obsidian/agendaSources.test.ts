import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notice, Setting, TextComponent, type StubElement } from "../stubs/obsidian";
import { loadPlugin, settle, type Harness } from "./fakeApp";

/** A note with one task, and the same note with the user's `>` saying it is done. */
const PLAIN = (task: string) => `# Today\n\n- [ ] ${task}\n`;
const DONE = (task: string) => `${PLAIN(task)}> done\n`;
const TICKED = (task: string) => `# Today\n\n- [x] ${task}\n`;

/** Runs "Process annotations now" to its end. */
async function processNow(harness: Harness): Promise<void> {
	harness.command("process-annotations").callback!();
	await settle();
}

describe("agenda sources in the plugin", () => {
	let harness: Harness;
	beforeEach(() => {
		vi.useFakeTimers();
		vi.setSystemTime(new Date(2026, 10, 24, 9, 15));
		Notice.shown = [];
	});
	afterEach(() => {
		harness.plugin.unload();
		vi.useRealTimers();
	});

	it("processes every note of a folder source, nested folders included", async () => {
		harness = await loadPlugin({ "Daily/2026-11-23.md": DONE("Call the bank"), "Daily/2025/2025-12-31.md": DONE("Old errand"), "Agenda.md": DONE("Water the plants") }, { data: { agendaPaths: ["Daily"] } });
		await processNow(harness);
		const files = harness.app.vault.files;
		expect(files.get("Daily/2026-11-23.md")).toBe(TICKED("Call the bank"));
		expect(files.get("Daily/2025/2025-12-31.md")).toBe(TICKED("Old errand"));
		expect(files.get("Agenda.md")).toBe(DONE("Water the plants"));
	});

	it("shows a pattern that matches no note as a problem, and processes the rest", async () => {
		harness = await loadPlugin({ "Agenda.md": DONE("Water the plants") }, { data: { agendaPaths: ["Agenda.md", "Journal/*.md"] } });
		await processNow(harness);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Water the plants"));
		expect(Notice.messages().join("\n")).toContain('The agenda pattern "Journal/*.md" matches no note.');
	});

	it("watches a folder: an edit with a > line starts a run, an edit without one or outside the folder starts nothing", async () => {
		harness = await loadPlugin({ "Daily/2026-11-23.md": PLAIN("Call the bank"), "Daily/2026-11-24.md": PLAIN("Pay rent"), "Other.md": "" }, { data: { agendaPaths: ["Daily/*.md"], debounceSeconds: 1 } });
		const { vault } = harness.app;
		vault.userEdit("Daily/2026-11-24.md", `${PLAIN("Pay rent")}- [ ] Buy milk\n`);
		vault.userEdit("Other.md", DONE("Not an agenda item"));
		expect(vi.getTimerCount()).toBe(0);
		await settle();
		expect(vi.getTimerCount()).toBe(0);
		vault.userEdit("Daily/2026-11-23.md", DONE("Call the bank"));
		await settle();
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(vault.files.get("Daily/2026-11-23.md")).toBe(TICKED("Call the bank"));
		expect(vault.files.get("Other.md")).toBe(DONE("Not an agenda item"));
	});

	describe("today's daily note", () => {
		const coreDailyNotes = (options: object, enabled = true) => harness.app.installed.internal.set("daily-notes", { enabled, instance: { options } });

		it("is processed where the Daily notes core plugin keeps it, when the setting is on", async () => {
			harness = await loadPlugin({ "Agenda.md": PLAIN("Water the plants"), "Journal/2026/2026-11-24.md": DONE("Call the bank"), "Journal/2026/2026-11-23.md": DONE("Yesterday's errand") }, { data: { dailyNoteAgenda: true } });
			coreDailyNotes({ folder: "Journal", format: "YYYY/YYYY-MM-DD" });
			await processNow(harness);
			expect(harness.app.vault.files.get("Journal/2026/2026-11-24.md")).toBe(TICKED("Call the bank"));
			expect(harness.app.vault.files.get("Journal/2026/2026-11-23.md")).toBe(DONE("Yesterday's errand"));
		});

		it("is left alone while the setting is off (the default)", async () => {
			harness = await loadPlugin({ "Agenda.md": PLAIN("Water the plants"), "2026-11-24.md": DONE("Call the bank") });
			coreDailyNotes({});
			await processNow(harness);
			expect(harness.app.vault.files.get("2026-11-24.md")).toBe(DONE("Call the bank"));
		});

		it("is watched: typing an annotation into it starts a run", async () => {
			harness = await loadPlugin({ "Agenda.md": PLAIN("Water the plants"), "Daily/2026-11-24.md": PLAIN("Call the bank") }, { data: { dailyNoteAgenda: true, debounceSeconds: 1 } });
			coreDailyNotes({ folder: "Daily", format: "" });
			harness.app.vault.userEdit("Daily/2026-11-24.md", DONE("Call the bank"));
			await settle();
			await vi.advanceTimersByTimeAsync(1000);
			await settle();
			expect(harness.app.vault.files.get("Daily/2026-11-24.md")).toBe(TICKED("Call the bank"));
		});

		it("follows Periodic Notes when it makes the daily notes", async () => {
			harness = await loadPlugin({ "Agenda.md": PLAIN("Water the plants"), "Periodic/24.11.2026.md": DONE("Call the bank"), "Daily/2026-11-24.md": DONE("Not this one") }, { data: { dailyNoteAgenda: true } });
			coreDailyNotes({ folder: "Daily" });
			harness.app.installed.community.set("periodic-notes", { settings: { daily: { enabled: true, folder: "Periodic", format: "DD.MM.YYYY" } } });
			await processNow(harness);
			expect(harness.app.vault.files.get("Periodic/24.11.2026.md")).toBe(TICKED("Call the bank"));
			expect(harness.app.vault.files.get("Daily/2026-11-24.md")).toBe(DONE("Not this one"));
		});

		it("is refused when its folder is the rules folder: a notice on a run, the setting marked in the tab", async () => {
			harness = await loadPlugin({ "Agenda.md": DONE("Water the plants"), "Rules/2026-11-24.md": DONE("Never book calls early") }, { data: { dailyNoteAgenda: true } });
			coreDailyNotes({ folder: "Rules", format: "YYYY-MM-DD" });
			await processNow(harness);
			expect(harness.app.vault.files.get("Rules/2026-11-24.md")).toBe(DONE("Never book calls early"));
			expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Water the plants"));
			const refused = "Today's daily note (Rules/2026-11-24.md) is a note in the rules folder, which is never an agenda note";
			expect(Notice.messages().join("\n")).toContain(refused);
			const row = settingRow(harness, "Today's daily note");
			expect(row.descEl.byClass("am-setting-problem")[0]!.textContent).toContain(refused);
			expect(row.controlEl.hasClass("am-invalid")).toBe(true);
		});

		it("says so when no plugin makes daily notes, and is quiet when today's note does not exist yet", async () => {
			harness = await loadPlugin({ "Agenda.md": DONE("Water the plants") }, { data: { dailyNoteAgenda: true } });
			coreDailyNotes({ folder: "Daily" }, false);
			await processNow(harness);
			expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Water the plants"));
			expect(Notice.messages().join("\n")).toContain("Today's daily note: neither the Daily notes core plugin nor Periodic Notes is on.");
			Notice.shown = [];
			coreDailyNotes({ folder: "Daily" });
			harness.app.vault.userEdit("Agenda.md", DONE("Buy milk"));
			await processNow(harness);
			expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Buy milk"));
			expect(Notice.messages().join("\n")).not.toMatch(/problem|not found|Daily/);
		});
	});
});

/** A pending proposal whose quote lines sit under a task line, as an agenda run would misread them. */
const EXCHANGE = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:a0000001 -->\nWater the plants on Fridays. [user]\n- [ ] Accept\n- [ ] Reject\n> item: Water the plants\n> annotation: done\n---\n";

/** The settings tab's row of that name, drawn with display(). */
function settingRow(harness: Harness, name: string): Setting {
	const tab = harness.stub.settingTabs[0]!;
	tab.display();
	const found = tab.containerEl.findAll((el: StubElement) => el.owner instanceof Setting && el.owner.name === name)[0];
	if (!found) throw new Error(`No setting named ${name}`);
	return found.owner as Setting;
}

describe("the plugin's own notes in the plugin", () => {
	let harness: Harness;
	beforeEach(() => {
		vi.useFakeTimers();
		vi.setSystemTime(new Date(2026, 10, 24, 9, 15));
		Notice.shown = [];
	});
	afterEach(() => {
		harness.plugin.unload();
		vi.useRealTimers();
	});

	it("a pattern over the whole vault processes the agenda and leaves Exchange.md and the rules note alone", async () => {
		const rules = "# Rules\n\n- [ ] Never book calls before 10:00.\n> done\n";
		harness = await loadPlugin({ "Agenda.md": DONE("Call the bank"), "Migration/Exchange.md": EXCHANGE, "Rules/agenda.md": rules }, { data: { agendaPaths: ["**/*.md"] } });
		await processNow(harness);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Call the bank"));
		expect(harness.app.vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		expect(harness.app.vault.files.get("Rules/agenda.md")).toBe(rules);
	});

	it("a stored agenda source naming Exchange.md is refused with a notice, and marked in the settings tab", async () => {
		harness = await loadPlugin({ "Agenda.md": DONE("Call the bank"), "Migration/Exchange.md": EXCHANGE }, { data: { agendaPaths: ["Agenda.md", "Migration/Exchange.md"] } });
		await processNow(harness);
		expect(harness.app.vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(TICKED("Call the bank"));
		expect(Notice.messages().join("\n")).toContain('The agenda source "Migration/Exchange.md" was refused: it is the exchange note, which is never an agenda note.');
		const row = settingRow(harness, "Agenda notes");
		expect(row.descEl.byClass("am-setting-problem")[0]!.textContent).toBe('"Migration/Exchange.md" cannot be used: it is the exchange note, which is never an agenda note.');
		const area = row.components.find((c) => c instanceof TextComponent)!;
		expect(area.inputEl.hasClass("am-invalid")).toBe(true);
		// Typing it again is refused too; the stored list is not replaced by it.
		await area.type("Migration/Exchange.md");
		expect(harness.plugin.settings.agendaPaths).toEqual(["Agenda.md", "Migration/Exchange.md"]);
		await area.type("Agenda.md");
		expect(harness.plugin.settings.agendaPaths).toEqual(["Agenda.md"]);
		expect(area.inputEl.hasClass("am-invalid")).toBe(false);
	});
});
