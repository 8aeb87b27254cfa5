import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataAdapter } from "obsidian";
import { formatContextMarkdown } from "../../src/core/memory/context";
import { readUseCounts } from "../../src/core/memory/useCounts";
import { createAdapterUseCounts } from "../../src/obsidian/pluginFiles";
import { proposalId } from "../../src/core/ids";
import { parseExchange, setProposalBox } from "../../src/core/exchange";
import { ChoiceModal } from "../../src/obsidian/choiceModal";
import { PreviewModal } from "../../src/obsidian/modals";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { ButtonComponent, Modal, Notice, setRequestUrlHandler, Setting, StubElement } from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle } from "./fakeApp";

const ANNOTATED = "# Today\n\n- [ ] Call parents (last call weeks ago)\n> that's wrong — I called them two days ago\n- [ ] Buy milk\n";
/** ANNOTATED processed offline: the correction names no value to replace, so it is proposed and stays under its item, marked. */
const KEPT = ANNOTATED.replace("two days ago\n", "two days ago\n<!-- am:kept ede4ba4f -->\n");
const MEMORY = "# Memory\n\n- [2026-04-01] The dentist is Dr. Rossi. <!-- am:11111111 -->\n";
const RULES = "# agenda\n\n- [2026-04-02] Never schedule calls before 9. <!-- am:22222222 -->\n";

describe("commands", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
		Modal.opened = [];
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
	});

	it("are registered in sentence case, without default hotkeys", async () => {
		const { stub, plugin } = await loadPlugin();
		expect(stub.commands.map((c) => c.name)).toEqual([
			"Process annotations now",
			"Migrate accepted proposals",
			"Preview annotation changes",
			"Open review panel",
			"Copy memory context",
			"Propose selection as memory",
			"Propose stale memory for retirement",
			"Undo last migration",
			"Undo last processing",
		]);
		for (const command of stub.commands) expect(command.hotkeys).toBeUndefined();
		plugin.unload();
	});

	it("Process annotations now: proposes, then edits the agenda, with a notice", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(KEPT);
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
		expect(Notice.messages()).toEqual(["1 annotation, 1 proposal added, 0 items edited, 1 kept under its item (fix the item, then delete the line)."]);
		command("process-annotations").callback!();
		await settle();
		// Run again: the kept correction is not decided again, and the notice says it waits for the user.
		expect(app.vault.files.get("Agenda.md")).toBe(KEPT);
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
		expect(Notice.messages()[1]).toBe("No new annotations; 1 annotation proposed already waits under its item: fix the item, then delete the line.");
		plugin.unload();
	});

	it("Propose stale memory for retirement: proposes an entry whose end has passed, and Undo last migration takes the block back out", async () => {
		const memory = "# Memory\n\n- [2026-01-10] Lena has swimming until 2026-03-01. <!-- am:11111111 -->\n- [2026-01-10] The dentist is Dr. Rossi. <!-- am:22222222 -->\n";
		const { app, plugin, command } = await loadPlugin({ "Memory/Memory.md": memory });
		command("propose-stale-memory").callback!();
		await settle();
		const [block, ...rest] = parseExchange(app.vault.files.get("Migration/Exchange.md")!);
		expect(rest).toEqual([]);
		expect(block!.retirement).toEqual({ reason: "ended", note: "Memory/Memory.md" });
		expect(block!.relations.map((r) => [r.entryId, r.ticked])).toEqual([["11111111", true]]);
		expect(app.vault.files.get("Memory/Memory.md")).toBe(memory);
		expect(Notice.messages()).toEqual(["1 stale entry proposed for retirement: review it in the exchange note, then migrate."]);
		command("propose-stale-memory").callback!();
		await settle();
		expect(Notice.messages()[1]).toBe("No stale entries to propose for retirement.");
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
		command("undo-last-migration").callback!();
		await settle();
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md") ?? "")).toEqual([]);
		plugin.unload();
	});

	it("Process annotations now: says when an agenda note is missing", async () => {
		const { plugin, command } = await loadPlugin({});
		command("process-annotations").callback!();
		await settle();
		expect(Notice.messages()).toEqual(["No annotations: Agenda.md not found."]);
		plugin.unload();
	});

	it("Process annotations now: shows progress on a long run, and the model's failure without touching the agenda", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model" } });
		app.secretStorage.setSecret("annotation-memory-api-key", "sk-test-SECRET");
		const seen: string[] = [];
		setRequestUrlHandler((request) => {
			seen.push(JSON.stringify(request.headers));
			return new Promise((resolve) => window.setTimeout(() => resolve({ status: 401, headers: {}, text: "bad key sk-test-SECRET" }), 3000));
		});
		command("process-annotations").callback!();
		await vi.advanceTimersByTimeAsync(2000);
		const progress = Notice.shown[0]!;
		expect(progress.message).toMatch(/^Deciding 1 annotation \(OpenAI-compatible/);
		expect(progress.hidden).toBe(false);
		await vi.advanceTimersByTimeAsync(60_000);
		await settle();
		expect(progress.hidden).toBe(true);
		expect(seen[0]).toContain("sk-test-SECRET");
		expect(app.vault.files.get("Agenda.md")).toBe(ANNOTATED);
		expect(app.vault.files.has("Migration/Exchange.md")).toBe(false);
		const problem = Notice.messages().find((m) => m.startsWith("1 problem:"));
		expect(problem).toMatch(/Call parents/);
		expect(problem).not.toContain("sk-test-SECRET");
		plugin.unload();
	});

	it("Preview annotation changes: lists decisions in a modal and writes nothing", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("preview-annotation-changes").callback!();
		await settle();
		expect(app.vault.writes).toEqual([]);
		const modal = Modal.opened.at(-1);
		expect(modal).toBeInstanceOf(PreviewModal);
		const text = modal!.contentEl.textContent;
		expect(text).toContain("1 annotation, 1 proposal would be added, 0 items would be edited, 1 would stay under its item (fix the item, then delete the line).");
		expect(text).toContain("Nothing has been written.");
		expect(text).toContain("Call parents (last call weeks ago)");
		expect(text).toMatch(/Decision(rewrite|complete|postpone|keep) · factual/);
		expect(text).toContain("Proposal");
		expect(text).toContain("Would be proposed; stays under its item");
		plugin.unload();
	});

	it("Preview shows each decision's reason, and Apply these decisions writes exactly that without asking the model again", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model" } });
		let calls = 0;
		// A model that words its rewrite differently each time it is asked: a second call would show.
		setRequestUrlHandler((request) => {
			calls++;
			const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
			const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string }[] };
			const results = annotations.map(({ id }) => ({ id, action: "rewrite", item: `Call parents (called them, answer ${calls})`, type: "factual", proposal: `Parents were called two days ago (answer ${calls}).`, postpone_until: null, reason: "The annotation corrects when the last call was." }));
			return Promise.resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) });
		});
		command("preview-annotation-changes").callback!();
		await settle();
		expect(calls).toBe(1);
		const modal = lastModal(PreviewModal);
		const content = modal.contentEl as unknown as StubElement;
		expect(content.textContent).toContain("WhyThe annotation corrects when the last call was.");
		expect(content.textContent).toContain("Call parents (called them, answer 1)");
		expect(app.vault.writes).toEqual([]);

		await buttonOf(content, "Apply these decisions").click();
		await settle();
		expect(calls).toBe(1);
		expect(Modal.opened).toEqual([]);
		expect(app.vault.files.get("Agenda.md")).toBe("# Today\n\n- [ ] Call parents (called them, answer 1)\n- [ ] Buy milk\n");
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!).map((block) => [block.text, block.reason])).toEqual([["Parents were called two days ago (answer 1).", "The annotation corrects when the last call was."]]);
		expect(Notice.messages().at(-1)).toBe("1 annotation, 1 proposal added, 1 item edited.");
		plugin.unload();
	});

	it("Apply these decisions leaves an annotation written since the preview for the next run", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": ANNOTATED }, { data: { autoProcess: false } });
		command("preview-annotation-changes").callback!();
		await settle();
		const content = lastModal(PreviewModal).contentEl as unknown as StubElement;
		const later = "- [ ] Buy milk\n> we have oat milk at home\n";
		app.vault.userEdit("Agenda.md", ANNOTATED.replace("- [ ] Buy milk\n", later));
		await buttonOf(content, "Apply these decisions").click();
		await settle();
		expect(app.vault.files.get("Agenda.md")).toBe(KEPT.replace("- [ ] Buy milk\n", later));
		expect(Notice.messages().some((message) => /changed since the preview/.test(message))).toBe(true);
		plugin.unload();
	});

	it("Preview offers no Apply when nothing would change", async () => {
		const { plugin, command } = await loadPlugin({ "Agenda.md": "- [ ] Buy milk\n" });
		command("preview-annotation-changes").callback!();
		await settle();
		expect((lastModal(PreviewModal).contentEl as unknown as StubElement).button("Apply these decisions")).toBeUndefined();
		plugin.unload();
	});

	it("Migrate accepted proposals says when the memory note is past its cap, and moves nothing out", async () => {
		const exchange = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nThe bakery closes at six on Saturdays. [user]\n- [x] Accept\n- [ ] Reject\n---\n";
		const { app, plugin, run } = await loadPlugin({ "Memory/Memory.md": MEMORY, "Migration/Exchange.md": exchange }, { data: { caps: { memory: 1 } } });
		expect(run("migrate-proposals")).toBe(true);
		// Migrate also looks for stale entries to propose: more reads than the default rounds.
		await settle(1000);
		expect(app.vault.files.get("Memory/Memory.md")).toContain("The dentist is Dr. Rossi.");
		expect(app.vault.files.get("Memory/Memory.md")).toContain("The bakery closes at six on Saturdays.");
		expect(app.vault.files.get("Migration/Archive.md")).not.toContain("Rossi");
		expect(Notice.messages().at(-1)).toContain("Memory/Memory.md holds 2 entries, over its cap of 1: nothing was archived, the least used are proposed for retirement in the exchange note; the context budget bounds what is sent.");
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!).map((block) => block.retirement?.reason)).toEqual(["over-cap"]);
		plugin.unload();
	});

	it("Migrate accepted proposals and Undo last migration", async () => {
		const { app, plugin, command, run } = await loadPlugin({ "Agenda.md": ANNOTATED });
		command("process-annotations").callback!();
		// The pass ends (its notice shown) before the migration starts.
		await settle(1000);
		const exchange = app.vault.files.get("Migration/Exchange.md")!;
		const before = setProposalBox(exchange, parseExchange(exchange)[0]!.id, "accept", true);
		app.vault.userEdit("Migration/Exchange.md", before);
		await settle();
		expect(run("migrate-proposals")).toBe(true);
		await settle(1000);
		expect(app.vault.files.get("Memory/Memory.md")).toContain("I called the parents on");
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(0);
		expect(app.vault.files.get("Migration/Archive.md")).toContain("accepted");
		expect(app.vault.adapter.files.get(`${PLUGIN_DIR}/journal.jsonl`)).toContain('"kind":"migrate"');
		expect(Notice.messages().at(-1)).toMatch(/^Migrated: 1 entry added, 1 proposal archived/);

		command("undo-last-migration").callback!();
		await settle();
		expect(app.vault.files.get("Migration/Exchange.md")).toBe(before);
		expect(app.vault.files.has("Memory/Memory.md")).toBe(false);
		expect(app.vault.files.has("Migration/Archive.md")).toBe(false);
		expect(Notice.messages().at(-1)).toMatch(/^Restored /);
		plugin.unload();
	});

	it("Migrate accepted proposals: a learned rule gets its own notice", async () => {
		const exchange = "---\n*from annotation: 2026-04-08 09:15* · [[Agenda]] <!-- am:12345678 -->\nNever schedule calls before 9. [rule:agenda]\n- [x] Accept\n- [ ] Reject\n---\n";
		const { app, plugin, run } = await loadPlugin({ "Migration/Exchange.md": exchange });
		expect(run("migrate-proposals")).toBe(true);
		await settle();
		expect(app.vault.files.get("Rules/agenda.md")).toContain("Never schedule calls before 9.");
		expect(Notice.messages()).toContain("Learned a rule: Never schedule calls before 9.");
		plugin.unload();
	});

	it("Open review panel: opens the panel in the right sidebar once", async () => {
		const { app, plugin, command } = await loadPlugin();
		command("open-review-panel").callback!();
		await settle();
		command("open-review-panel").callback!();
		await settle();
		expect(app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)).toHaveLength(1);
		expect(app.workspace.leaves).toHaveLength(1);
		expect(app.workspace.revealed).toHaveLength(2);
		plugin.unload();
	});

	it("Copy memory context: copies the learned context as Markdown", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const { plugin, command } = await loadPlugin({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		command("copy-memory-context").callback!();
		await settle();
		const expected = formatContextMarkdown({ rules: [{ path: "Rules/agenda.md", entries: ["Never schedule calls before 9."] }], skills: [], memory: [{ path: "Memory/Memory.md", entries: ["The dentist is Dr. Rossi."] }] });
		expect(writeText).toHaveBeenCalledWith(expected);
		expect(expected).toContain("- Never schedule calls before 9.");
		expect(Notice.messages()).toEqual(["Memory context copied to the clipboard."]);
		plugin.unload();
	});

	it("Copy memory context: counts every entry it copied as used, in the plugin folder and not in the notes", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const { app, plugin, command } = await loadPlugin({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });
		const counts = () => readUseCounts(createAdapterUseCounts(app.vault.adapter as unknown as DataAdapter, PLUGIN_DIR));
		const dentist = { note: "Memory/Memory.md", id: "11111111" };
		const calls = { note: "Rules/agenda.md", id: "22222222" };
		expect((await counts()).get(dentist)).toBeNull();

		command("copy-memory-context").callback!();
		await settle();
		expect((await counts()).get(dentist)).toMatchObject({ count: 1, by: { copy: 1 } });
		expect((await counts()).get(calls)).toMatchObject({ count: 1, by: { copy: 1 } });
		command("copy-memory-context").callback!();
		await settle();
		expect((await counts()).get(dentist)?.count).toBe(2);
		// One file for this start of the plugin; the notes are as they were.
		expect([...app.vault.adapter.files.keys()].filter((path) => path.startsWith(`${PLUGIN_DIR}/use-counts/`))).toEqual([expect.stringMatching(/\/plugin-[0-9a-f]+\.jsonl$/)]);
		expect(app.vault.files.get("Memory/Memory.md")).toBe(MEMORY);

		// A copy that did not reach the clipboard used nothing.
		writeText.mockImplementationOnce(() => Promise.reject(new Error("Document is not focused.")));
		command("copy-memory-context").callback!();
		await settle();
		expect(Notice.messages().at(-1)).toBe("Could not copy the memory context: Document is not focused.");
		expect((await counts()).get(dentist)?.count).toBe(2);
		plugin.unload();
	});

	it("Copy memory context: a rule bound to Work/** comes only with a work note open in the editor", async () => {
		const writeText = vi.fn((_text: string) => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const WORK = "---\nannotation-memory-scope: Work/**\n---\n- [2026-04-03] Sign mails with the team name. <!-- am:33333333 -->\n";
		const { app, plugin, command } = await loadPlugin({ "Rules/agenda.md": RULES, "Rules/work.md": WORK, "Work/Agenda.md": "- [ ] Review\n", "Family/Agenda.md": "- [ ] Cake\n" });
		const copy = async () => {
			command("copy-memory-context").callback!();
			await settle();
			return writeText.mock.calls.at(-1)![0];
		};
		app.workspace.openInEditor("Work/Agenda.md", 0);
		expect(await copy()).toContain("- Sign mails with the team name.");
		app.workspace.openInEditor("Family/Agenda.md", 0);
		const family = await copy();
		expect(family).toContain("- Never schedule calls before 9.");
		expect(family).not.toContain("Sign mails");
		// No note open: only the global notes.
		app.workspace.focusElsewhere();
		expect(await copy()).not.toContain("Sign mails");
		plugin.unload();
	});

	it("Copy memory context: says so when every note with entries is bound to other agenda notes", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const WORK = "---\nannotation-memory-scope: Work/**\n---\n- Sign mails with the team name.\n";
		const { app, plugin, command } = await loadPlugin({ "Rules/work.md": WORK, "Family/Agenda.md": "- [ ] Cake\n" });
		app.workspace.openInEditor("Family/Agenda.md", 0);
		command("copy-memory-context").callback!();
		await settle();
		expect(writeText).not.toHaveBeenCalled();
		expect(Notice.messages()).toEqual(["Nothing to copy for this note: the memory, rules and skills notes with entries are bound to other agenda notes."]);
		plugin.unload();
	});

	it("Copy memory context: says so when nothing is learned yet", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const { plugin, command } = await loadPlugin();
		command("copy-memory-context").callback!();
		await settle();
		expect(writeText).not.toHaveBeenCalled();
		expect(Notice.messages()[0]).toMatch(/^Nothing learned yet/);
		plugin.unload();
	});

	it("Propose selection as memory: picks a type and appends a proposal block", async () => {
		const { app, plugin, command } = await loadPlugin();
		const editor = { getSelection: () => "  Always answer in German.  " };
		command("propose-selection").editorCallback!(editor, { file: { path: "Chats/Monday.md" } });
		const picker = lastModal(ChoiceModal<string>);
		expect(picker).toBeInstanceOf(ChoiceModal);
		expect(picker.getItems().map((choice) => choice.value)).toEqual(["factual", "behavioral", "preference"]);
		picker.onChooseItem(picker.getItems()[1]!);
		await settle();
		const exchange = app.vault.files.get("Migration/Exchange.md")!;
		const id = proposalId("Chats/Monday.md", "Always answer in German.", "");
		expect(exchange).toContain(`· [[Chats/Monday]] <!-- am:${id} -->\nAlways answer in German. [rule:agenda]\n- [ ] Accept\n- [ ] Reject\n`);
		expect(Notice.messages()).toEqual(["Proposal added to the exchange note for review."]);

		// The same selection again gives no second block.
		command("propose-selection").editorCallback!(editor, { file: { path: "Chats/Monday.md" } });
		const again = lastModal(ChoiceModal<string>);
		again.onChooseItem(again.getItems()[1]!);
		await settle();
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
		expect(Notice.messages()[1]).toMatch(/proposed before/);
		plugin.unload();
	});

	it("Propose selection as memory: asks for a selection first", async () => {
		const { plugin, command } = await loadPlugin();
		command("propose-selection").editorCallback!({ getSelection: () => " " }, { file: null });
		expect(Modal.opened).toEqual([]);
		expect(Notice.messages()).toEqual(["Select the text to propose first."]);
		plugin.unload();
	});
});

describe("public API", () => {
	it("proposes memory and gives the context, as other plugins call it", async () => {
		const { app, plugin } = await loadPlugin({ "Memory/Memory.md": MEMORY });
		const id = await plugin.api.proposeMemory("Prefers tea over coffee.", "factual", "Other plugin");
		expect(id).toBe(proposalId("Other plugin", "Prefers tea over coffee.", ""));
		expect(app.vault.files.get("Migration/Exchange.md")).toContain(`<!-- am:${id} -->\nPrefers tea over coffee. [user]`);
		expect(await plugin.api.proposeMemory("Prefers tea over coffee.", "factual", "Other plugin")).toBe(id);
		expect(parseExchange(app.vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
		expect(await plugin.api.getContext()).toBe("# What I have taught you\n\n## Memory\n\n- The dentist is Dr. Rossi.\n");
		await expect(plugin.api.proposeMemory("x", "wrong" as "factual", "y")).rejects.toThrow(/type must be one of/);
		await expect(plugin.api.proposeMemory("  ", "factual", "y")).rejects.toThrow(/empty/);
		plugin.unload();
	});
});

/** The button component of a dialog whose label is `text`. */
function buttonOf(content: StubElement, text: string): ButtonComponent {
	const buttons = content.findAll((el) => el.owner instanceof Setting).flatMap((el) => (el.owner as Setting).components);
	const found = buttons.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text);
	if (!found) throw new Error(`No button ${text}`);
	return found;
}
