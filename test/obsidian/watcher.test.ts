import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveSettings, type Settings } from "../../src/core/settings";
import { ChangeWatcher } from "../../src/obsidian/watcher";
import { SelfWriteGuard } from "../../src/obsidian/selfWrites";
import { Notice } from "../stubs/obsidian";
import { loadPlugin, settle } from "./fakeApp";

const AGENDA = "# Today\n\n- [ ] Call parents (last call weeks ago)\n- [ ] Buy milk\n";
const HALF_TYPED = AGENDA.replace("ago)\n", "ago)\n> that's wr\n");
const ANNOTATED = AGENDA.replace("ago)\n", "ago)\n> that's wrong — I called them two days ago\n");
/** ANNOTATED processed offline: the correction names no value to replace, so it is proposed and stays under its item, marked. */
const KEPT = ANNOTATED.replace("two days ago\n", "two days ago\n<!-- am:kept ede4ba4f -->\n");

describe("agenda watcher (plugin loaded on a fake vault)", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => vi.useRealTimers());

	it("waits until the edits stop: every edit restarts the wait, so a half-typed line is not taken", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": AGENDA }, { data: { debounceSeconds: 5 } });
		app.vault.userEdit("Agenda.md", HALF_TYPED);
		await vi.advanceTimersByTimeAsync(4000);
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(4000);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		expect(app.vault.files.has("Migration/Exchange.md")).toBe(false);
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(KEPT);
		const exchange = app.vault.files.get("Migration/Exchange.md")!;
		expect(exchange).toContain("> annotation: that's wrong — I called them two days ago");
		expect(exchange).not.toContain("that's wr\n");
		expect(Notice.messages()).toContain("1 annotation, 1 proposal added, 0 items edited, 1 kept under its item (fix the item, then delete the line).");
		plugin.unload();
	});

	it("ignores the modify events its own writes cause", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { debounceSeconds: 5 } });
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(5000);
		await settle();
		const writes = [...app.vault.writes];
		expect(writes).toEqual(["Agenda.md", "Migration/Exchange.md", "Agenda.md"]);
		// The plugin's writes to the agenda and Exchange.md scheduled nothing.
		expect(vi.getTimerCount()).toBe(0);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(app.vault.writes).toEqual(writes);
		plugin.unload();
	});

	it("does not process on change when autoProcess is off", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": AGENDA }, { data: { autoProcess: false } });
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		expect(vi.getTimerCount()).toBe(0);
		plugin.unload();
	});

	it("watches every agenda note of the settings, and no other note", async () => {
		const { app, plugin } = await loadPlugin({ "Work/Plan.md": AGENDA, "Other.md": "" }, { data: { agendaPaths: ["Agenda.md", "Work/Plan.md"], debounceSeconds: 1 } });
		app.vault.userEdit("Other.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(2000);
		expect(app.vault.files.get("Other.md")).toBe(ANNOTATED);
		app.vault.userEdit("Work/Plan.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(app.vault.files.get("Work/Plan.md")).toBe(KEPT);
		plugin.unload();
	});

	it("loading scans nothing: annotations already in the agenda wait for an edit or the command", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": ANNOTATED }, { layoutReady: false });
		expect(app.vault.listenerCount("modify")).toBe(0);
		app.workspace.layoutReady();
		await vi.advanceTimersByTimeAsync(60_000);
		await settle();
		expect(app.vault.writes).toEqual([]);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		plugin.unload();
	});

	it("counts pending proposals in the status bar", async () => {
		const { app, plugin, stub } = await loadPlugin({ "Agenda.md": AGENDA }, { data: { debounceSeconds: 1 } });
		const status = stub.statusBarItems[0]!;
		expect(status.textContent).toBe("0 pending");
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(status.textContent).toBe("1 pending");
		app.vault.userEdit("Migration/Exchange.md", app.vault.files.get("Migration/Exchange.md")!.replace("- [ ] Reject", "- [x] Reject"));
		await settle();
		expect(status.textContent).toBe("0 pending");
		plugin.unload();
	});

	it("migrates when the user ticks a box, if migrateOnTick is on (debounced)", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { migrateOnTick: true, debounceSeconds: 2 } });
		command("process-annotations").callback!();
		await settle();
		const exchange = app.vault.files.get("Migration/Exchange.md")!;
		expect(vi.getTimerCount()).toBe(0); // the pass's own Exchange.md write is not a tick
		app.vault.userEdit("Migration/Exchange.md", exchange.replace("- [ ] Accept", "- [x] Accept"));
		await vi.advanceTimersByTimeAsync(1000);
		expect(app.vault.files.has("Memory/Memory.md")).toBe(false);
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(app.vault.files.get("Memory/Memory.md")).toContain("I called the parents on");
		expect(app.vault.files.get("Migration/Exchange.md")).not.toContain("- [x] Accept");
		plugin.unload();
	});

	it("does not migrate on tick when the setting is off", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		await settle();
		const exchange = app.vault.files.get("Migration/Exchange.md")!;
		app.vault.userEdit("Migration/Exchange.md", exchange.replace("- [ ] Accept", "- [x] Accept"));
		await vi.advanceTimersByTimeAsync(60_000);
		expect(app.vault.files.has("Memory/Memory.md")).toBe(false);
		plugin.unload();
	});
});

describe("change watcher", () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	const setup = (overrides: Partial<Settings>, notes: Record<string, string>) => {
		const settings = { ...resolveSettings(undefined), ...overrides };
		const guard = new SelfWriteGuard();
		const calls: string[] = [];
		const watcher = new ChangeWatcher({
			settings: () => settings,
			guard,
			read: (path) => Promise.resolve(notes[path] ?? null),
			process: () => calls.push("process"),
			migrate: () => calls.push("migrate"),
		});
		return { watcher, guard, calls, notes };
	};

	it("schedules a pass for a user edit and none for our own write", async () => {
		const { watcher, guard, calls } = setup({ debounceSeconds: 1 }, { "Agenda.md": "- ours\n> done" });
		guard.record("Agenda.md", "- ours\n> done");
		await watcher.onModify("Agenda.md");
		expect(watcher.processPending).toBe(false);
		guard.record("Agenda.md", "older text");
		await watcher.onModify("Agenda.md");
		expect(watcher.processPending).toBe(true);
		vi.advanceTimersByTime(1000);
		expect(calls).toEqual(["process"]);
	});

	it("schedules nothing for an agenda note without > lines", async () => {
		const { watcher } = setup({ debounceSeconds: 1 }, { "Agenda.md": "- [ ] Call the bank\n  quoted > not at the start\n" });
		await watcher.onModify("Agenda.md");
		expect(watcher.processPending).toBe(false);
	});

	it("matches changed notes against the agenda sources it is given: folders and patterns", async () => {
		const notes = { "Daily/2026/11-24.md": "- a\n> done", "Journal/2026-01.md": "- a\n> done", "Journal/2025-12.md": "- a\n> done", "Agenda.md": "- a\n> done" };
		const pending: Record<string, boolean> = {};
		for (const path of Object.keys(notes)) {
			const watcher = new ChangeWatcher({
				settings: () => resolveSettings(undefined),
				agendaEntries: () => ["Daily", "Journal/2026-*.md"],
				guard: new SelfWriteGuard(),
				read: (p) => Promise.resolve(notes[p as keyof typeof notes] ?? null),
				process: () => undefined,
				migrate: () => undefined,
			});
			await watcher.onModify(path);
			pending[path] = watcher.processPending;
			watcher.cancel();
		}
		// The settings' own agenda note is not among the sources given.
		expect(pending).toEqual({ "Daily/2026/11-24.md": true, "Journal/2026-01.md": true, "Journal/2025-12.md": false, "Agenda.md": false });
	});

	it("migrates only for the user's ticks in Exchange.md, not for our own writes", async () => {
		const ticked = "---\nx [user]\n- [x] Accept\n- [ ] Reject\n---\n";
		const { watcher, guard, calls } = setup({ debounceSeconds: 1, migrateOnTick: true }, { "Migration/Exchange.md": ticked });
		guard.record("Migration/Exchange.md", ticked);
		await watcher.onModify("Migration/Exchange.md");
		vi.advanceTimersByTime(5000);
		expect(calls).toEqual([]);
		guard.clear();
		await watcher.onModify("Migration/Exchange.md");
		vi.advanceTimersByTime(1000);
		expect(calls).toEqual(["migrate"]);
		watcher.userDecided(ticked);
		watcher.cancel();
		expect(vi.getTimerCount()).toBe(0);
	});
});
