/**
 * The review panel's Memory tab against the Obsidian stub: it lists the
 * memory, rules and skills entries with the counts of the plugin folder's
 * use-count records, filters them, and its Disable, Retire and Edit are
 * journaled acts the notice's Undo takes back byte for byte.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatContextMarkdown, loadLearnedContext } from "../../src/core/memory/context";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import type { VaultPort } from "../../src/core/ports";
import { ConfirmModal } from "../../src/obsidian/modals";
import { EditEntryModal } from "../../src/obsidian/memoryList";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { ButtonComponent, Modal, Notice, Setting, StubElement, TextAreaComponent } from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle, type FakeApp, type Harness } from "./fakeApp";

const MEMORY_PATH = "Memory/Memory.md";
const RULES_PATH = "Rules/agenda.md";
const ARCHIVE_PATH = "Migration/Archive.md";
const MEMORY = "# Memory\n\n- [2026-11-07] The plumber is Luigi Verdi. <!-- am:11111111 src:Agenda.md -->\n- [2026-12-01] Marta prefers oolong tea. <!-- am:33333333 -->\n- The dentist is on Via Roma ^dentist\n";
const RULES = "# Rules: agenda\n\n- [2026-10-01] Postpone calls to Saturday. <!-- am:55555555 -->\n";
/** Two uses of the plumber (the latest on 5 December, UTC), one of the rule, written by two writers. */
const USES = {
	[`${PLUGIN_DIR}/use-counts/cli-aaaaaaaaaaaa.jsonl`]: `${JSON.stringify({ at: "2026-12-01T10:00Z", by: "decision", uses: { [MEMORY_PATH]: ["11111111"], [RULES_PATH]: ["55555555"] } })}\n`,
	[`${PLUGIN_DIR}/use-counts/mcp-bbbbbbbbbbbb.jsonl`]: `${JSON.stringify({ at: "2026-12-05T12:30Z", by: "mcp:get_context", uses: { [MEMORY_PATH]: ["11111111"] } })}\n`,
};

async function openMemoryTab(notes: Record<string, string> = { [MEMORY_PATH]: MEMORY, [RULES_PATH]: RULES }): Promise<{ harness: Harness; panel: StubElement }> {
	const harness = await loadPlugin(notes, { data: { autoProcess: false } });
	for (const [path, text] of Object.entries(USES)) harness.app.vault.adapter.files.set(path, text);
	harness.command("open-review-panel").callback!();
	await settle();
	const panel = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!.contentEl;
	const tab = panel.findAll((el) => el.getAttr("role") === "tab" && el.textContent === "Memory")[0]!;
	tab.click();
	await settle();
	return { harness, panel };
}

/** The drawn entry whose text is `text`. */
function entry(panel: StubElement, text: string): StubElement {
	const found = panel.byClass("am-memory-entry").find((el) => el.byClass("am-card-text")[0]?.textContent === text);
	if (!found) throw new Error(`No entry ${text}`);
	return found;
}

function shownTexts(panel: StubElement): string[] {
	return panel.byClass("am-memory-entry").map((el) => el.byClass("am-card-text")[0]!.textContent);
}

/** The learned context a decision request would carry now. */
async function context(app: FakeApp): Promise<string> {
	const vault: VaultPort = { read: (path) => Promise.resolve(app.vault.files.get(path) ?? null), process: () => Promise.reject(new Error("read-only")) };
	const list = (folder: string) => Promise.resolve([...app.vault.files.keys()].filter((path) => path.startsWith(`${folder}/`)));
	return formatContextMarkdown(await loadLearnedContext(vault, list, DEFAULT_SETTINGS));
}

/** Clicks the Undo button of the last notice. */
async function undoFromNotice(): Promise<void> {
	const notice = Notice.shown.at(-1)!;
	(notice.messageEl).button("Undo")!.click();
	await settle(300);
}

function settingButton(content: StubElement, text: string): ButtonComponent {
	const buttons = content.findAll((el) => el.owner instanceof Setting).flatMap((el) => (el.owner as Setting).components);
	const found = buttons.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text);
	if (!found) throw new Error(`No button ${text}`);
	return found;
}

function key(panel: StubElement, name: string): void {
	panel.dispatch("keydown", { key: name, target: panel, preventDefault: () => undefined });
}

describe("the review panel's Memory tab", () => {
	let harness: Harness | null = null;
	beforeEach(() => {
		vi.useFakeTimers();
		vi.setSystemTime(new Date(2026, 11, 7, 12, 0));
		Notice.shown = [];
		Modal.opened = [];
	});
	afterEach(() => {
		harness?.plugin.unload();
		harness = null;
		vi.useRealTimers();
	});

	it("a panel closed while its tab bar loads draws nothing, and a later change draws nothing into it", async () => {
		const harness = await loadPlugin({ [MEMORY_PATH]: MEMORY }, { data: { autoProcess: false } });
		harness.command("open-review-panel").callback!();
		// The tab bar loads with the passes; the panel closes before that finishes.
		const leaf = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!;
		const view = leaf.view!;
		await view.onClose();
		await settle();
		expect(view.contentEl.children).toEqual([]);
		harness.app.vault.userEdit("Migration/Exchange.md", "- [ ] Accept  - [ ] Reject\n");
		await settle();
		expect(view.contentEl.children).toEqual([]);
	});

	it("lists the entries by note with their use counts from every writer's records, last use, age and a link", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		expect(panel.byClass("am-review-group-title").filter((el) => el.parent?.hasClass("am-memory-note")).map((el) => el.textContent)).toEqual(["Memory/Memory.md (memory)3", "Rules/agenda.md (rules)1"]);
		expect(shownTexts(panel)).toEqual(["The plumber is Luigi Verdi.", "Marta prefers oolong tea.", "The dentist is on Via Roma ^dentist", "Postpone calls to Saturday."]);
		expect(entry(panel, "The plumber is Luigi Verdi.").byClass("am-memory-details")[0]!.textContent).toBe("Used 2 times, last 2026-12-05 · 30 days old · from Agenda.md");
		expect(entry(panel, "Marta prefers oolong tea.").byClass("am-memory-details")[0]!.textContent).toBe("Never used · 6 days old");
		expect(entry(panel, "Postpone calls to Saturday.").byClass("am-memory-details")[0]!.textContent).toBe("Used once, last 2026-12-01 · 67 days old");
		expect(panel.byClass("am-memory-since")[0]!.textContent).toBe("Uses counted since 2026-12-01.");
		// Every action is a visible button (touch), not a hover.
		expect(entry(panel, "Marta prefers oolong tea.").findAll((el) => el.tagName === "button").map((el) => el.textContent)).toEqual(["Disable", "Retire", "Edit"]);

		// The link opens the note at the entry: its line, or its block when it has one.
		entry(panel, "Marta prefers oolong tea.").byClass("am-memory-open")[0]!.dispatch("click", { preventDefault: () => undefined });
		entry(panel, "The dentist is on Via Roma ^dentist").byClass("am-memory-open")[0]!.dispatch("click", { preventDefault: () => undefined });
		await settle();
		expect(harness.app.workspace.openedLinks).toEqual([MEMORY_PATH, `${MEMORY_PATH}#^dentist`]);
		expect(harness.app.workspace.openedStates[0]).toEqual({ eState: { line: 3 } });
	});

	it("filters as the user types, and by never used, disabled or one note", async () => {
		const opened = await openMemoryTab({ [MEMORY_PATH]: MEMORY.replace("<!-- am:33333333 -->", "<!-- am:33333333 disabled -->"), [RULES_PATH]: RULES });
		harness = opened.harness;
		const { panel } = opened;
		const search = panel.byClass("am-memory-search")[0]!;
		search.value = "TEA";
		search.dispatch("input", {});
		expect(shownTexts(panel)).toEqual(["Marta prefers oolong tea."]);
		search.value = "the";
		search.dispatch("input", {});
		expect(shownTexts(panel)).toEqual(["The plumber is Luigi Verdi.", "The dentist is on Via Roma ^dentist"]);
		search.value = "nothing like this";
		search.dispatch("input", {});
		expect(shownTexts(panel)).toEqual([]);
		expect(panel.byClass("am-memory-list")[0]!.textContent).toBe("No entry matches the search and the filter.");
		search.value = "";
		search.dispatch("input", {});

		const filter = panel.byClass("am-memory-filter")[0]!;
		expect(filter.children.map((option) => option.textContent)).toEqual(["All entries", "Never used", "Disabled", "Only Memory/Memory.md", "Only Rules/agenda.md"]);
		const choose = (value: string) => {
			filter.value = value;
			filter.dispatch("change", {});
		};
		choose("unused");
		expect(shownTexts(panel)).toEqual(["Marta prefers oolong tea.", "The dentist is on Via Roma ^dentist"]);
		choose("disabled");
		expect(shownTexts(panel)).toEqual(["Marta prefers oolong tea."]);
		expect(entry(panel, "Marta prefers oolong tea.").button("Enable")).toBeDefined();
		choose(`note:${RULES_PATH}`);
		expect(shownTexts(panel)).toEqual(["Postpone calls to Saturday."]);
		choose("all");
		expect(shownTexts(panel)).toHaveLength(4);
	});

	it("Disable marks the entry in its note and the next context leaves it out; the notice's Undo restores the note byte for byte", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		expect(await context(harness.app)).toContain("Marta prefers oolong tea.");
		entry(panel, "Marta prefers oolong tea.").button("Disable")!.click();
		await settle(300);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY.replace("<!-- am:33333333 -->", "<!-- am:33333333 disabled -->"));
		expect(await context(harness.app)).not.toContain("oolong");
		expect(await context(harness.app)).toContain("Luigi Verdi");
		expect(Notice.shown.at(-1)!.message).toBe("Disabled “Marta prefers oolong tea.”: it stays in Memory/Memory.md and is no longer sent.");
		// The tab followed the note.
		expect(entry(panel, "Marta prefers oolong tea.").hasClass("is-disabled")).toBe(true);
		expect(entry(panel, "Marta prefers oolong tea.").button("Enable")).toBeDefined();

		await undoFromNotice();
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY);
		expect(entry(panel, "Marta prefers oolong tea.").button("Disable")).toBeDefined();
	});

	it("Retire asks first, then moves the entry to the archive; Undo puts both notes back byte for byte", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		entry(panel, "The plumber is Luigi Verdi.").button("Retire")!.click();
		await settle();
		const confirm = lastModal(ConfirmModal);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY);
		await settingButton(confirm.contentEl as unknown as StubElement, "Retire").click();
		await settle(300);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY.replace("- [2026-11-07] The plumber is Luigi Verdi. <!-- am:11111111 src:Agenda.md -->\n", ""));
		expect(harness.app.vault.files.get(ARCHIVE_PATH)).toContain("- [2026-11-07] The plumber is Luigi Verdi. <!-- am:11111111 retired 2026-12-07 from:Memory/Memory.md src:Agenda.md -->");
		expect(shownTexts(panel)).not.toContain("The plumber is Luigi Verdi.");

		await undoFromNotice();
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY);
		expect(harness.app.vault.files.has(ARCHIVE_PATH)).toBe(false);
		expect(shownTexts(panel)).toContain("The plumber is Luigi Verdi.");
	});

	it("Edit changes only that entry's line; a text with a line break is refused in the dialog; Undo restores the note", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		entry(panel, "Marta prefers oolong tea.").button("Edit")!.click();
		await settle();
		const modal = lastModal(EditEntryModal);
		const content = modal.contentEl as unknown as StubElement;
		const area = content.findAll((el) => el.owner instanceof Setting).flatMap((el) => (el.owner as Setting).components).find((c): c is TextAreaComponent => c instanceof TextAreaComponent)!;
		expect(area.getValue()).toBe("Marta prefers oolong tea.");
		await area.type("Marta prefers\ngreen tea.");
		await settingButton(content, "Save").click();
		await settle(300);
		expect(content.byClass("am-edit-problem")[0]!.textContent).toBe("An entry is one line: take the line break out.");
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY);

		await area.type("Marta prefers green tea.");
		await settingButton(content, "Save").click();
		await settle(300);
		expect(Modal.opened).not.toContain(modal);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY.replace("oolong tea.", "green tea."));
		expect(shownTexts(panel)).toContain("Marta prefers green tea.");

		await undoFromNotice();
		expect(harness.app.vault.files.get(MEMORY_PATH)).toBe(MEMORY);
	});

	it("is worked by keyboard: arrows move between entries, Enter opens, d disables, e edits, r asks to retire", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		key(panel, "ArrowDown");
		key(panel, "ArrowDown");
		expect(entry(panel, "Marta prefers oolong tea.").hasClass("is-focused")).toBe(true);
		key(panel, "Enter");
		await settle();
		expect(harness.app.workspace.openedLinks).toEqual([MEMORY_PATH]);
		key(panel, "d");
		await settle(300);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toContain("<!-- am:33333333 disabled -->");
		// The redrawn list keeps the focus on the same entry, so the keys go on working.
		expect(entry(panel, "Marta prefers oolong tea.").hasClass("is-focused")).toBe(true);
		expect(StubElement.focused).toBe(entry(panel, "Marta prefers oolong tea."));
		key(panel, "e");
		await settle();
		expect(lastModal(EditEntryModal)).toBeInstanceOf(EditEntryModal);
		key(panel, "r");
		await settle();
		expect(lastModal(ConfirmModal)).toBeInstanceOf(ConfirmModal);
		expect(harness.app.vault.files.get(MEMORY_PATH)).toContain("Marta prefers oolong tea.");
	});

	it("draws a large memory 200 entries at a time; search reaches the rest", async () => {
		const many = Array.from({ length: 450 }, (_, i) => `- Fact number ${i + 1}.`).join("\n");
		const opened = await openMemoryTab({ [MEMORY_PATH]: `# Memory\n\n${many}\n` });
		harness = opened.harness;
		const { panel } = opened;
		expect(shownTexts(panel)).toHaveLength(200);
		expect(panel.byClass("am-review-group-count").at(-1)!.textContent).toBe("450");
		const more = panel.byClass("am-memory-more")[0]!;
		expect(more.textContent).toBe("250 more entries not shown: search or filter to find one. Show 200 more");
		more.button("Show 200 more")!.click();
		expect(shownTexts(panel)).toHaveLength(400);
		panel.byClass("am-memory-more")[0]!.button("Show 50 more")!.click();
		expect(shownTexts(panel)).toHaveLength(450);
		expect(panel.byClass("am-memory-more")).toEqual([]);
		const search = panel.byClass("am-memory-search")[0]!;
		search.value = "number 449.";
		search.dispatch("input", {});
		expect(shownTexts(panel)).toEqual(["Fact number 449."]);
	});

	it("sits beside the proposals as a tab, reached by click or by the arrow keys on the tab bar", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		const tabs = panel.findAll((el) => el.getAttr("role") === "tab");
		const panes = panel.byClass("am-review-pane");
		expect(tabs.map((tab) => [tab.textContent, tab.getAttr("aria-selected")])).toEqual([["Proposals", "false"], ["Memory", "true"]]);
		expect(panes.map((pane) => pane.hasClass("am-hidden"))).toEqual([true, false]);
		tabs[1]!.dispatch("keydown", { key: "ArrowLeft", preventDefault: () => undefined });
		expect(tabs.map((tab) => tab.getAttr("aria-selected"))).toEqual(["true", "false"]);
		expect(panes.map((pane) => pane.hasClass("am-hidden"))).toEqual([false, true]);
		expect(StubElement.focused).toBe(tabs[0]);
		// The proposals keep their own keys: j on the Proposals tab moves no entry.
		key(panel, "j");
		expect(panel.byClass("am-memory-entry").some((el) => el.hasClass("is-focused"))).toBe(false);
		expect(panes[0]!.byClass("am-review-empty")).toHaveLength(1);
	});

	it("follows the memory note when the user edits it", async () => {
		const opened = await openMemoryTab();
		harness = opened.harness;
		const { panel } = opened;
		harness.app.vault.userEdit(MEMORY_PATH, `${MEMORY}- Luca plays the cello.\n`);
		await settle(300);
		expect(shownTexts(panel)).toContain("Luca plays the cello.");
	});
});
