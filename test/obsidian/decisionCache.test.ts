/**
 * The plugin keeps a model's verdicts on the annotations it left in the note
 * in its own folder: "Process annotations now" run again does not send the
 * same question to the model.
 */
import { describe, expect, it } from "vitest";
import { PreviewModal } from "../../src/obsidian/modals";
import { ButtonComponent, Notice, Setting, setRequestUrlHandler, type RequestUrlParam, type StubElement } from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle } from "./fakeApp";

const QUESTION = "which plumber was it again?";
const AGENDA = `# Today\n\n- [ ] Call the plumber\n> ${QUESTION}\n- [ ] Buy milk\n`;
const LLM = { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", autoProcess: false };

/** A model that leaves every annotation as it is (keep, none), recording the annotations of each request. */
function questionModel(): string[][] {
	const sent: string[][] = [];
	setRequestUrlHandler((request: RequestUrlParam) => {
		const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
		const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string; annotation: string }[] };
		sent.push(annotations.map((a) => a.annotation));
		const results = annotations.map(({ id }) => ({ id, action: "keep", item: null, type: "none", proposal: null, postpone_until: null, reason: "A question." }));
		return Promise.resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) });
	});
	return sent;
}

describe("the plugin's decision cache", () => {
	it("asks the model about a question it left once, keeps the verdict in the plugin folder, and asks again for another model", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": AGENDA }, { data: LLM });
		const sent = questionModel();
		Notice.shown = [];
		for (let run = 0; run < 3; run++) {
			command("process-annotations").callback!();
			await settle(1000);
		}
		expect(sent).toEqual([[QUESTION]]);
		// The first run's notice says what its request cost; the runs the cache answered sent nothing, and say nothing of a cost.
		const [first, ...later] = Notice.messages();
		expect(first).toMatch(/^1 annotation, 0 proposals added, 0 items edited, 1 left in place \(nothing to learn\)\.\nModel: 1 request, /);
		expect(later).toEqual(Array(2).fill("1 annotation, 0 proposals added, 0 items edited, 1 left in place (nothing to learn)."));
		expect(app.vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(app.vault.adapter.files.get(`${PLUGIN_DIR}/decision-cache.jsonl`)).toContain('"reason":"A question."');

		plugin.settings = { ...plugin.settings, model: "other-model" };
		command("process-annotations").callback!();
		await settle(1000);
		expect(sent).toEqual([[QUESTION], [QUESTION]]);
		plugin.unload();
	});

	it("does not keep the verdicts of an applied preview: one decided offline is asked of the model on the next run", async () => {
		const { app, plugin, command } = await loadPlugin({ "Agenda.md": `${AGENDA}> done\n` }, { data: { autoProcess: false } });
		const sent = questionModel();
		command("preview-annotation-changes").callback!();
		await settle(1000);
		const content = lastModal(PreviewModal).contentEl as unknown as StubElement;
		expect(content.textContent).toContain("keep · none");

		plugin.settings = { ...plugin.settings, ...LLM, provider: "openai" };
		await buttonOf(content, "Apply these decisions").click();
		await settle(1000);
		expect(sent).toEqual([]);
		expect(app.vault.files.get("Agenda.md")).toBe(AGENDA.replace("- [ ] Buy milk", "- [x] Buy milk"));

		command("process-annotations").callback!();
		await settle(1000);
		expect(sent).toEqual([[QUESTION]]);
		plugin.unload();
	});
});

function buttonOf(content: StubElement, text: string): ButtonComponent {
	const buttons = content.findAll((el) => el.owner instanceof Setting).flatMap((el) => (el.owner as Setting).components);
	const found = buttons.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text);
	if (!found) throw new Error(`No button ${text}`);
	return found;
}
