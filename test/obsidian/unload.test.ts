import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { viewRegistry } from "../stubs/obsidian";
import { FakeAdapter, FakeSecretStorage, FakeVault, loadPlugin, settle } from "./fakeApp";

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

	it("reads nothing at load but its settings: no note, no usage record, use count or journal, no secret, until the layout is ready", async () => {
		const notes = vi.spyOn(FakeVault.prototype, "read");
		const pluginFiles = vi.spyOn(FakeAdapter.prototype, "read");
		const listed = vi.spyOn(FakeAdapter.prototype, "list");
		const secrets = vi.spyOn(FakeSecretStorage.prototype, "getSecret");
		try {
			const exchange = "- [ ] Accept  - [ ] Reject\n";
			const { app, stub } = await loadPlugin({ "Agenda.md": ANNOTATED, "Migration/Exchange.md": exchange }, { layoutReady: false, data: { apiKeySecret: "llm-key", provider: "openai" } });
			await settle();
			expect(stub.commands.length).toBeGreaterThan(0);
			expect(pluginFiles.mock.calls.map(([path]) => path)).toEqual([".obsidian/plugins/annotation-memory/data.json"]);
			expect(notes).not.toHaveBeenCalled();
			expect(listed).not.toHaveBeenCalled();
			expect(secrets).not.toHaveBeenCalled();
			// Once the layout is ready the status bar and the ribbon count Exchange.md's proposals: that read is the first.
			app.workspace.layoutReady();
			await settle();
			expect(notes).toHaveBeenCalled();
		} finally {
			notes.mockRestore();
			pluginFiles.mockRestore();
			listed.mockRestore();
			secrets.mockRestore();
		}
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
