import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { viewRegistry } from "../stubs/obsidian";
import { loadPlugin, settle } from "./fakeApp";

const ANNOTATED = "- [ ] Call parents\n> I called them yesterday\n";

describe("unloading", () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it("releases every event, timer, command, view and status bar item", async () => {
		const { app, plugin, stub, command } = await loadPlugin({ "Agenda.md": "- [ ] Call parents\n" }, { data: { debounceSeconds: 30 } });
		command("open-review-panel").callback!();
		await settle();
		const statusItem = stub.statusBarItems[0]!;
		expect(app.vault.listenerCount()).toBeGreaterThan(0);
		expect(statusItem.listenerCount()).toBe(1);
		// A pass waits for the edits to stop.
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await settle();
		expect(vi.getTimerCount()).toBe(1);

		plugin.unload();
		// Obsidian closes the views of an unloaded plugin.
		for (const leaf of app.workspace.leaves) await leaf.detach();

		expect(app.vault.listenerCount()).toBe(0);
		expect(app.workspace.listenerCount()).toBe(0);
		expect(vi.getTimerCount()).toBe(0);
		expect(statusItem.listenerCount()).toBe(0);
		expect(stub.statusBarItems).toEqual([]);
		expect(stub.commands).toEqual([]);
		expect(stub.settingTabs).toEqual([]);
		expect(viewRegistry.has(REVIEW_VIEW_TYPE)).toBe(false);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
	});

	it("starts nothing when unloaded before the layout was ready", async () => {
		const { app, plugin } = await loadPlugin({ "Agenda.md": "" }, { layoutReady: false });
		plugin.unload();
		app.workspace.layoutReady();
		await settle();
		expect(app.vault.listenerCount()).toBe(0);
		app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
	});
});
