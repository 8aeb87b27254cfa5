import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseExchange } from "../../src/core/exchange";
import { ConfirmModal, EditProposalModal } from "../../src/obsidian/modals";
import { REVIEW_VIEW_TYPE, ReviewView } from "../../src/obsidian/reviewView";
import { BLOCK_BROUGHT_BACK_NOTICE } from "../../src/obsidian/broughtBack";
import { ButtonComponent, DropdownComponent, Modal, Notice, Setting, StubElement, TextAreaComponent, TextComponent } from "../stubs/obsidian";
import { EXCHANGE } from "../helpers/exchangeFixture";
import { lastModal, loadPlugin, settle, type Harness } from "./fakeApp";

const EXCHANGE_PATH = "Migration/Exchange.md";

async function openPanel(harness: Harness): Promise<{ panel: StubElement; card: (id: string) => StubElement }> {
	harness.command("open-review-panel").callback!();
	await settle();
	const view = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!;
	expect(view).toBeInstanceOf(ReviewView);
	const panel = view.contentEl;
	const card = (id: string) => {
		const found = panel.findAll((el) => el.getAttr("data-proposal-id") === id)[0];
		if (!found) throw new Error(`No card ${id}`);
		return found;
	};
	return { panel, card };
}

function status(harness: Harness, id: string): string {
	return parseExchange(harness.app.vault.files.get(EXCHANGE_PATH)!).find((block) => block.id === id)!.status;
}

describe("review panel", () => {
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

	it("groups proposals by type with counts and provenance", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { panel, card } = await openPanel(harness);
		expect(panel.byClass("am-review-group-title").map((el) => el.textContent)).toEqual(["Memory1", "Rules1", "Skills1", "Needs a tag1"]);
		expect(panel.byClass("am-review-count").map((el) => el.textContent)).toEqual(["3pending", "1accepted", "0rejected"]);
		const memory = card("7f3a9c21");
		expect(memory.byClass("am-card-text")[0]!.textContent).toBe("Last call with parents was two days ago, not weeks.");
		expect(memory.byClass("am-card-tag")[0]!.textContent).toBe("[user]");
		expect(memory.byClass("am-card-provenance")[0]!.textContent).toBe("From Agenda · 2026-04-08 09:15");
		expect(memory.byClass("am-card-origin")[0]!.textContent).toBe("Item: Call parents (last call weeks ago)Annotation: that's wrong — I called them two days ago\nand they are fine");
		expect(memory.byClass("is-contradiction")[0]!.textContent).toBe("May contradict: Last call with parents was in March.");
		expect(card("1b2c3d4e").hasClass("is-accepted")).toBe(true);
		expect(card("1b2c3d4e").button("Accepted")!.hasClass("is-active")).toBe(true);
		expect(panel.button("Migrate 1 decided")!.disabled).toBe(false);
	});

	it("warns on the card when one entry has both Same as and Replaces ticked, and stops warning once one is unticked", async () => {
		const both = EXCHANGE.replace(
			"- [ ] Reject\n> item: Call parents",
			"- [ ] Reject\n- [x] Same as: Last call with parents was in March. <!-- am:same 33334444 -->\n- [x] Replaces: Last call with parents was in March. <!-- am:replaces 33334444 -->\n> item: Call parents",
		);
		harness = await loadPlugin({ [EXCHANGE_PATH]: both });
		const { card } = await openPanel(harness);
		const warning = () => card("7f3a9c21").byClass("am-card-relations-warning")[0]!.textContent;
		expect(warning()).toBe("“Same as” and “Replaces” are both ticked for “Last call with parents was in March.”: untick one, or migrate leaves this proposal as it is.");
		card("7f3a9c21").byClass("am-card-relation")[1]!.findAll((el) => el.tagName === "input")[0]!.dispatch("change", {});
		await settle();
		const redrawn = await openPanel(harness);
		expect(redrawn.card("7f3a9c21").byClass("am-card-relations-warning")[0]!.textContent).toBe("");
	});

	it("shows relation lines as toggles on the card, and a toggle ticks or unticks its line in Exchange.md", async () => {
		const withRelations = EXCHANGE.replace(
			"- [ ] Reject\n> item: Call parents",
			"- [ ] Reject\n- [x] Same as: Called the parents on Sunday. <!-- am:same 11112222 -->\n- [ ] Replaces: Last call with parents was in March. <!-- am:replaces 33334444 -->\n> item: Call parents",
		);
		harness = await loadPlugin({ [EXCHANGE_PATH]: withRelations });
		const { card } = await openPanel(harness);
		const rows = card("7f3a9c21").byClass("am-card-relation");
		expect(rows.map((row) => [row.textContent, row.hasClass("is-ticked")])).toEqual([
			["Same as: Called the parents on Sunday.", true],
			["Replaces: Last call with parents was in March.", false],
		]);
		const box = (index: number) => rows[index]!.findAll((el) => el.tagName === "input")[0]!;
		box(1).dispatch("change", {});
		await settle();
		const relations = () => parseExchange(harness.app.vault.files.get(EXCHANGE_PATH)!).find((block) => block.id === "7f3a9c21")!.relations.map((relation) => relation.ticked);
		expect(relations()).toEqual([true, true]);
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(withRelations.replace("- [ ] Replaces:", "- [x] Replaces:"));
		const redrawn = (await openPanel(harness)).card("7f3a9c21").byClass("am-card-relation");
		redrawn[0]!.findAll((el) => el.tagName === "input")[0]!.dispatch("change", {});
		await settle();
		expect(relations()).toEqual([false, true]);
	});

	it("Accept and Reject tick the boxes in Exchange.md, and a second click unticks", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { card } = await openPanel(harness);
		card("7f3a9c21").button("Accept")!.click();
		await settle();
		expect(status(harness, "7f3a9c21")).toBe("accepted");
		// The panel redrew from the note.
		expect(card("7f3a9c21").hasClass("is-accepted")).toBe(true);
		card("7f3a9c21").button("Reject")!.click();
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toContain("<!-- am:7f3a9c21 -->\nLast call with parents was two days ago, not weeks. [user]\n- [ ] Accept\n- [x] Reject\n");
		card("7f3a9c21").button("Rejected")!.click();
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(EXCHANGE);
	});

	it("shows a tick typed in the note", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { card } = await openPanel(harness);
		harness.app.vault.userEdit(EXCHANGE_PATH, EXCHANGE.replace("- [ ] Reject\n> item: Write the report", "- [x] Reject\n> item: Write the report"));
		await settle();
		expect(card("aaaabbbb").hasClass("is-rejected")).toBe(true);
		expect(card("aaaabbbb").button("Rejected")?.hasClass("is-active")).toBe(true);
	});

	it("Edit rewrites the block's text line; the tag is picked from the notes that exist, or names a new one", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE, "Rules/agenda.md": "# agenda\n", "Rules/email.md": "# email\n", "Skills/agenda.md": "# agenda\n", "Skills/Writing/tone.md": "# tone\n" });
		const { card } = await openPanel(harness);
		card("aaaabbbb").button("Edit")!.click();
		await settle();
		const modal = lastModal(EditProposalModal);
		const content = modal.contentEl as unknown as StubElement;
		const rows = content.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
		const text = rows[0]!.components[0] as TextAreaComponent;
		const tag = rows[1]!.components[0] as DropdownComponent;
		const newName = rows[2]!.components[0] as TextComponent;
		const save = rows[3]!.components[0] as ButtonComponent;
		expect(text.getValue()).toBe("Agenda items fit on one line.");
		expect(Object.keys(tag.options)).toEqual(["user", "rule:agenda", "rule:email", "skill", "skill:Writing/tone", "new-rule", "new-skill"]);
		expect(Object.values(tag.options).slice(-2)).toEqual(["New rule…", "New skill…"]);
		expect(tag.getValue()).toBe("skill");
		expect(rows[2]!.settingEl.hasClass("am-hidden")).toBe(true);
		await tag.select("new-skill");
		expect(rows[2]!.settingEl.hasClass("am-hidden")).toBe(false);
		await save.click();
		expect(content.byClass("am-edit-problem")[0]!.textContent).toBe("Name the new note.");
		await text.type("  ");
		await newName.type("agenda-style");
		await save.click();
		expect(content.byClass("am-edit-problem")[0]!.textContent).toMatch(/empty/);
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(EXCHANGE);
		await text.type("Agenda items fit on one line, with no details.");
		await save.click();
		await settle();
		expect(Modal.opened).toEqual([]);
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(EXCHANGE.replace("Agenda items fit on one line. [skill]", "Agenda items fit on one line, with no details. [skill:agenda-style]"));
		expect(card("aaaabbbb").byClass("am-card-text")[0]!.textContent).toBe("Agenda items fit on one line, with no details.");
	});

	it("Edit offers the tag a card has even when no note has it yet, and moves the card to its new group", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { panel, card } = await openPanel(harness);
		const before = card("aaaabbbb");
		before.button("Edit")!.click();
		await settle();
		const content = lastModal(EditProposalModal).contentEl as unknown as StubElement;
		const rows = content.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
		const tag = rows[1]!.components[0] as DropdownComponent;
		expect(Object.keys(tag.options)).toEqual(["skill", "user", "new-rule", "new-skill"]);
		await tag.select("user");
		await (rows[3]!.components[0] as ButtonComponent).click();
		await settle();
		expect(card("aaaabbbb")).toBe(before);
		expect(panel.byClass("am-review-group-title").map((el) => el.textContent)).toEqual(["Memory2", "Rules1", "Needs a tag1"]);
		expect(before.parent!.hasClass("am-kind-memory")).toBe(true);
	});

	it("Migrate moves decided proposals and shows the run's result", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { panel } = await openPanel(harness);
		panel.button("Migrate 1 decided")!.click();
		// Migrate also looks for stale entries to propose: more reads than the default rounds.
		await settle(1000);
		expect(harness.app.vault.files.get("Rules/agenda.md")).toContain("Never schedule calls before 9.");
		expect(parseExchange(harness.app.vault.files.get(EXCHANGE_PATH)!).map((b) => b.id)).not.toContain("1b2c3d4e");
		const lastRun = panel.byClass("am-review-last-run")[0]!;
		expect(lastRun.textContent).toContain("Migrated: 1 entry added, 1 proposal archived");
		expect(panel.button("Migrate")!.disabled).toBe(true);
	});

	it("shows the errors of the last run", async () => {
		const refused = "---\n*from annotation: 2026-04-08 09:15* · [[Agenda]] <!-- am:99999999 -->\nSneaky [rule:../../x]\n- [x] Accept\n- [ ] Reject\n---\n";
		harness = await loadPlugin({ [EXCHANGE_PATH]: refused });
		const { panel } = await openPanel(harness);
		expect(harness.run("migrate-proposals")).toBe(true);
		await settle();
		const lastRun = panel.byClass("am-review-last-run")[0]!;
		expect(lastRun.hasClass("has-errors")).toBe(true);
		expect(lastRun.byClass("am-review-errors")[0]!.textContent).toMatch(/refused/);
		expect(Notice.messages().some((m) => m.startsWith("1 problem:"))).toBe(true);
	});

	it("Accept in the panel migrates on tick when the setting is on", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE.replace("- [x] Accept", "- [ ] Accept") }, { data: { migrateOnTick: true, debounceSeconds: 1 } });
		const { card } = await openPanel(harness);
		card("7f3a9c21").button("Accept")!.click();
		await settle();
		expect(harness.app.vault.files.has("Memory/Memory.md")).toBe(false);
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(harness.app.vault.files.get("Memory/Memory.md")).toContain("Last call with parents was two days ago, not weeks.");
	});

	it("a proposal brought back (Ctrl+Z) after a tick's migration waits, ticked, until the migrate command takes it", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE.replace("- [x] Accept", "- [ ] Accept") }, { data: { migrateOnTick: true, debounceSeconds: 1 } });
		const { card } = await openPanel(harness);
		card("7f3a9c21").button("Accept")!.click();
		await settle();
		const ticked = harness.app.vault.files.get(EXCHANGE_PATH)!;
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).not.toContain("am:7f3a9c21");
		// The user undoes the exchange note's change in the editor: the block is back, ticked.
		Notice.shown = [];
		harness.app.vault.userEdit(EXCHANGE_PATH, ticked);
		await settle();
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(ticked);
		expect(Notice.messages()).toContain(BLOCK_BROUGHT_BACK_NOTICE);
		// Another edit of the note: still held, and not told twice.
		Notice.shown = [];
		harness.app.vault.userEdit(EXCHANGE_PATH, `${ticked}\n`);
		await settle();
		await vi.advanceTimersByTimeAsync(1000);
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(`${ticked}\n`);
		expect(Notice.messages()).not.toContain(BLOCK_BROUGHT_BACK_NOTICE);
		// The command holds nothing.
		expect(harness.command("migrate-proposals").checkCallback!(false)).toBe(true);
		await settle();
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).not.toContain("am:7f3a9c21");
	});

	it("invites to annotate when there is nothing to review, and opens the exchange note", async () => {
		harness = await loadPlugin();
		const { panel } = await openPanel(harness);
		expect(panel.byClass("am-review-empty")[0]!.textContent).toMatch(/No proposals to review/);
		panel.button("Open exchange note")!.click();
		expect(harness.app.workspace.openedLinks).toEqual([EXCHANGE_PATH]);
	});

	it("opens from the status bar item", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const item = harness.stub.statusBarItems[0]!;
		expect(item.textContent).toBe("3 pending");
		item.click();
		await settle();
		expect(harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)).toHaveLength(1);
	});

	it("updates in place on a click: the same card and button elements stay, and so do focus and the focused card", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE });
		const { panel, card } = await openPanel(harness);
		const cards = panel.byClass("am-card");
		const accept = card("aaaabbbb").button("Accept")!;
		accept.focus();
		accept.click();
		await settle();
		expect(status(harness, "aaaabbbb")).toBe("accepted");
		expect(panel.byClass("am-card")).toEqual(cards);
		for (const [index, el] of panel.byClass("am-card").entries()) expect(el).toBe(cards[index]);
		expect(card("aaaabbbb").findAll((el) => el.hasClass("am-accept"))[0]).toBe(accept);
		expect(accept.textContent).toBe("Accepted");
		expect(StubElement.focused).toBe(accept);
		expect(card("aaaabbbb").hasClass("is-focused")).toBe(true);
		expect(panel.byClass("is-focused")).toHaveLength(1);
		// A change typed in the note updates in place too.
		harness.app.vault.userEdit(EXCHANGE_PATH, harness.app.vault.files.get(EXCHANGE_PATH)!.replace("Agenda items fit on one line.", "Agenda items fit on one short line."));
		await settle();
		expect(card("aaaabbbb")).toBe(cards[2]);
		expect(card("aaaabbbb").byClass("am-card-text")[0]!.textContent).toBe("Agenda items fit on one short line.");
	});

	it("is worked through by keyboard: j/k and the arrows move, a and r tick, e edits, Enter opens the source at the item's line", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE, "Agenda.md": "# Today\n\n- [ ] Call parents (last call weeks ago)\n- [ ] Write the report (long description…)\n" });
		const { panel, card } = await openPanel(harness);
		const root = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!.contentEl;
		let prevented = 0;
		const press = async (key: string, target: StubElement = StubElement.focused ?? root) => {
			root.dispatch("keydown", { key, target, preventDefault: () => prevented++ });
			await settle();
		};
		const focusedId = () => panel.byClass("is-focused").map((el) => el.getAttr("data-proposal-id"));
		await press("j");
		expect(focusedId()).toEqual(["7f3a9c21"]);
		expect(StubElement.focused).toBe(card("7f3a9c21"));
		await press("ArrowDown");
		await press("j");
		expect(focusedId()).toEqual(["aaaabbbb"]);
		expect(card("aaaabbbb").scrolledIntoView).toBeGreaterThan(0);
		await press("k");
		expect(focusedId()).toEqual(["1b2c3d4e"]);
		await press("ArrowUp");
		expect(focusedId()).toEqual(["7f3a9c21"]);
		await press("a");
		expect(status(harness, "7f3a9c21")).toBe("accepted");
		await press("r");
		expect(status(harness, "7f3a9c21")).toBe("rejected");
		expect(focusedId()).toEqual(["7f3a9c21"]);
		// Typing in a field, or with a modifier, is not a command.
		await press("a", new StubElement("input"));
		root.dispatch("keydown", { key: "a", ctrlKey: true, target: root, preventDefault: () => prevented++ });
		await settle();
		expect(status(harness, "7f3a9c21")).toBe("rejected");
		await press("Enter");
		expect(harness.app.workspace.openedLinks).toEqual(["Agenda.md"]);
		expect(harness.app.workspace.openedStates).toEqual([{ eState: { line: 2 } }]);
		await press("j");
		await press("j");
		await press("e");
		expect(lastModal(EditProposalModal)).toBeInstanceOf(EditProposalModal);
		expect(prevented).toBe(11);
	});

	it("Enter opens the note when its item is gone, and the card's source link does the same", async () => {
		harness = await loadPlugin({ [EXCHANGE_PATH]: EXCHANGE, "Work/Agenda.md": "- [ ] Call the bank at 9\n" });
		const { card } = await openPanel(harness);
		card("1b2c3d4e").byClass("am-card-source")[0]!.dispatch("click", { preventDefault: () => undefined });
		await settle();
		expect(card("1b2c3d4e").byClass("am-card-source")[0]!.textContent).toBe("Work/Agenda");
		expect(harness.app.workspace.openedLinks).toEqual(["Work/Agenda.md"]);
		expect(harness.app.workspace.openedStates).toEqual([undefined]);
		harness.app.vault.trash(harness.app.vault.getFileByPath("Work/Agenda.md")!);
		card("1b2c3d4e").byClass("am-card-source")[0]!.dispatch("click", { preventDefault: () => undefined });
		await settle();
		expect(harness.app.workspace.openedLinks).toHaveLength(1);
		expect(Notice.messages()).toEqual(['The note "Work/Agenda" is not in the vault any more.']);
	});

	it("Accept all shown asks first, then ticks Accept (unticking Reject) on every pending card; Cancel changes nothing", async () => {
		const withRejected = EXCHANGE.replace("- [ ] Reject\n> item: Write the report", "- [x] Reject\n> item: Write the report");
		harness = await loadPlugin({ [EXCHANGE_PATH]: withRejected });
		const { panel } = await openPanel(harness);
		const dialogButton = (text: string) =>
			(lastModal(ConfirmModal).contentEl as unknown as StubElement)
				.findAll((el) => el.owner instanceof Setting)
				.flatMap((el) => (el.owner as Setting).components)
				.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text)!;
		panel.button("Accept all shown")!.click();
		expect(lastModal(ConfirmModal).contentEl.textContent).toMatch(/^Tick accept on 2 pending proposals\?/);
		await dialogButton("Cancel").click();
		await settle();
		expect(Modal.opened).toEqual([]);
		expect(harness.app.vault.files.get(EXCHANGE_PATH)).toBe(withRejected);

		panel.button("Accept all shown")!.click();
		await dialogButton("Accept 2").click();
		await settle();
		const statuses = parseExchange(harness.app.vault.files.get(EXCHANGE_PATH)!).map((block) => [block.id, block.status]);
		// The rejected card was decided already: "pending" cards only.
		expect(statuses.map(([, s]) => s)).toEqual(["accepted", "accepted", "rejected", "accepted"]);
		expect(panel.button("Accept all shown")!.disabled).toBe(true);
	});
});
