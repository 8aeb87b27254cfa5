/**
 * The plugin keeps a model's verdicts on the annotations it left in the note
 * in its own folder: "Process annotations now" run again does not send the
 * same question to the model.
 */
import { describe, expect, it } from "vitest";
import { Notice, setRequestUrlHandler, type RequestUrlParam } from "../stubs/obsidian";
import { loadPlugin, PLUGIN_DIR, settle } from "./fakeApp";

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
		expect(Notice.messages()).toEqual(Array(3).fill("1 annotation, 0 proposals added, 0 items edited, 1 left in place (nothing to learn)."));
		expect(app.vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(app.vault.adapter.files.get(`${PLUGIN_DIR}/decision-cache.jsonl`)).toContain('"reason":"A question."');

		plugin.settings = { ...plugin.settings, model: "other-model" };
		command("process-annotations").callback!();
		await settle(1000);
		expect(sent).toEqual([[QUESTION], [QUESTION]]);
		plugin.unload();
	});
});
