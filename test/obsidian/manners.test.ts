import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { Modal, Notice } from "../stubs/obsidian";
import { EXCHANGE } from "../helpers/exchangeFixture";
import { loadPlugin, PLUGIN_DIR, settle, type Harness } from "./fakeApp";

const EXCHANGE_PATH = "Migration/Exchange.md";
const ANNOTATED = "- [ ] Call parents\n> I called them yesterday\n";
/** The fixture with its one accepted proposal unticked: nothing decided. */
const UNDECIDED = EXCHANGE.replace("- [x] Accept", "- [ ] Accept");

function statusText(harness: Harness): string {
	return harness.stub.statusBarItems[0]!.textContent;
}

describe("plugin manners", () => {
	let harness: Harness;
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
		Modal.opened = [];
	});
	afterEach(() => {
		harness.plugin.unload();
		vi.useRealTimers();
	});

	it("the status bar counts Exchange.md as soon as the layout is ready, and claims nothing before", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE }, { layoutReady: false });
		expect(statusText(harness)).toBe("");
		harness.app.workspace.layoutReady();
		await settle();
		expect(statusText(harness)).toBe("3 pending");
	});

	it("the status bar follows every change of Exchange.md: edit, delete, create and rename", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE, "Inbox/Old.md": UNDECIDED.replace("- [ ] Accept\n- [ ] Reject\n> item: Write", "- [ ] Accept\n- [x] Reject\n> item: Write") });
		const { vault } = harness.app;
		vault.userEdit(EXCHANGE_PATH, EXCHANGE.replace("- [ ] Accept\n- [ ] Reject\n> item: Write", "- [x] Accept\n- [ ] Reject\n> item: Write"));
		await settle();
		expect(statusText(harness)).toBe("2 pending");
		vault.trash(vault.getFileByPath(EXCHANGE_PATH)!);
		await settle();
		expect(statusText(harness)).toBe("0 pending");
		// Sync brings the note back: a create event, not a modify.
		vault.userEdit(EXCHANGE_PATH, EXCHANGE);
		await settle();
		expect(statusText(harness)).toBe("3 pending");
		vault.trash(vault.getFileByPath(EXCHANGE_PATH)!);
		await settle();
		vault.userRename("Inbox/Old.md", EXCHANGE_PATH);
		await settle();
		expect(statusText(harness)).toBe("3 pending");
	});

	it("a rename of Exchange.md itself keeps the count (the setting follows the note)", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		harness.app.vault.userRename(EXCHANGE_PATH, "Review/Exchange.md");
		await settle();
		expect(harness.plugin.settings.exchangePath).toBe("Review/Exchange.md");
		expect(statusText(harness)).toBe("3 pending");
		harness.app.vault.userEdit("Review/Exchange.md", EXCHANGE.replace("- [ ] Accept\n- [ ] Reject\n> item: Write", "- [x] Accept\n- [ ] Reject\n> item: Write"));
		await settle();
		expect(statusText(harness)).toBe("2 pending");
		harness.app.vault.trash(harness.app.vault.getFileByPath("Review/Exchange.md")!);
		await settle();
		expect(statusText(harness)).toBe("0 pending");
	});

	it("Migrate accepted proposals is offered only while some proposal is decided", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: UNDECIDED });
		expect(harness.run("migrate-proposals")).toBe(false);
		expect(harness.app.vault.writes).toEqual([]);
		harness.app.vault.userEdit(EXCHANGE_PATH, EXCHANGE);
		await settle();
		expect(harness.run("migrate-proposals")).toBe(true);
		await settle();
		expect(harness.app.vault.files.get("Rules/agenda.md")).toContain("Never schedule calls before 9.");
		// The migration archived the only decided block: nothing to offer any more.
		expect(harness.run("migrate-proposals")).toBe(false);
	});

	it("settings changed on another device reach the watcher, the status bar and the panel", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE, "Inbox/Exchange.md": UNDECIDED.replace(/- \[ \] Reject\n> item: Write[^]*$/, "- [x] Reject\n---\n"), "Agenda.md": "- [ ] Call parents\n" }, { data: { debounceSeconds: 1 } });
		harness.command("open-review-panel").callback!();
		await settle();
		const panel = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!.contentEl;
		expect(panel.findAll((el) => el.getAttr("data-proposal-id") !== null)).toHaveLength(4);

		harness.app.vault.adapter.files.set(`${PLUGIN_DIR}/data.json`, JSON.stringify({ debounceSeconds: 1, autoProcess: false, exchangePath: "Inbox/Exchange.md" }));
		await harness.plugin.onExternalSettingsChange();
		await settle();
		expect(harness.plugin.settings.exchangePath).toBe("Inbox/Exchange.md");
		expect(statusText(harness)).toBe("2 pending");
		expect(panel.findAll((el) => el.getAttr("data-proposal-id") !== null).map((el) => el.getAttr("data-proposal-id"))).toEqual(["7f3a9c21", "1b2c3d4e", "aaaabbbb"]);
		// Automatic processing is off now: an annotation stays where it is.
		harness.app.vault.userEdit("Agenda.md", ANNOTATED);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
	});
});
