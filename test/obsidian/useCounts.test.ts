/**
 * The plugin counts the memory entries a model request carried, in its own
 * folder: a preview that asks the model counts them, applying that preview
 * (which sends nothing) does not count them again, and the offline
 * classifier counts nothing.
 */
import type { DataAdapter } from "obsidian";
import { describe, expect, it } from "vitest";
import { readUseCounts } from "../../src/core/memory/useCounts";
import { PreviewModal } from "../../src/obsidian/modals";
import { createAdapterUseCounts } from "../../src/obsidian/pluginFiles";
import { ButtonComponent, Setting, setRequestUrlHandler, type RequestUrlParam, type StubElement } from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle, type FakeApp } from "./fakeApp";

const AGENDA = "# Today\n\n- [ ] Call the plumber\n> the plumber is Mario Bianchi now\n";
const MEMORY = "# Memory\n\n- [2026-04-01] The plumber is Luigi Verdi. <!-- am:11111111 -->\n- [2026-04-02] Marta prefers oolong tea. <!-- am:33333333 -->\n";
const LLM = { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", autoProcess: false };
const PLUMBER = { note: "Memory/Memory.md", id: "11111111" };
const TEA = { note: "Memory/Memory.md", id: "33333333" };

/** A model that completes every item, recording each request's system prompt. */
function completingModel(): string[] {
	const prompts: string[] = [];
	setRequestUrlHandler((request: RequestUrlParam) => {
		const messages = (JSON.parse(request.body as string) as { messages: { role: string; content: string }[] }).messages;
		prompts.push(messages.find((message) => message.role === "system")?.content ?? "");
		const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string }[] };
		const results = annotations.map(({ id }) => ({ id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null }));
		return Promise.resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) });
	});
	return prompts;
}

const counts = (app: FakeApp) => readUseCounts(createAdapterUseCounts(app.vault.adapter as unknown as DataAdapter, PLUGIN_DIR));

describe("the plugin's use counts", () => {
	it("a preview that asks the model counts the entries it sent; applying the preview does not count them again", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": AGENDA, "Memory/Memory.md": MEMORY }, { data: LLM });
		const prompts = completingModel();
		command("preview-annotation-changes").callback!();
		await settle(1000);
		expect(prompts).toHaveLength(1);
		expect(prompts[0]).toContain("Luigi Verdi");
		expect(prompts[0]).not.toContain("oolong");
		expect((await counts(app)).get(PLUMBER)).toMatchObject({ count: 1, by: { decision: 1 } });
		expect((await counts(app)).get(TEA)).toBeNull();

		await buttonOf(lastModal(PreviewModal).contentEl as unknown as StubElement, "Apply these decisions").click();
		await settle(1000);
		expect(prompts).toHaveLength(1);
		expect(app.vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Call the plumber\n");
		expect((await counts(app)).get(PLUMBER)?.count).toBe(1);
		expect(app.vault.files.get("Memory/Memory.md")).toBe(MEMORY);
		plugin.unload();
	});

	it("the offline classifier sends nothing and counts nothing", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": AGENDA, "Memory/Memory.md": MEMORY }, { data: { autoProcess: false } });
		command("process-annotations").callback!();
		await settle(1000);
		expect((await counts(app)).since).toBeNull();
		expect([...app.vault.adapter.files.keys()].some((path) => path.includes("/use-counts/"))).toBe(false);
		plugin.unload();
	});
});

function buttonOf(content: StubElement, text: string): ButtonComponent {
	const buttons = content.findAll((el) => el.owner instanceof Setting).flatMap((el) => (el.owner as Setting).components);
	const found = buttons.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text);
	if (!found) throw new Error(`No button ${text}`);
	return found;
}
