/**
 * In the plugin, "Migrate accepted proposals" with a model configured asks
 * it (through Obsidian's requestUrl) to draft the rule of a new pattern,
 * and the pattern block carries the model's draft.
 */
import { describe, expect, it } from "vitest";
import { parseExchange } from "../../src/core/exchange";
import { setRequestUrlHandler, type RequestUrlParam } from "../stubs/obsidian";
import { loadPlugin, settle } from "./fakeApp";

const MEMORY = [
	"# Memory",
	"",
	"- [2026-11-02] Last call with parents was two days ago, not weeks. <!-- am:1b5354e3 -->",
	"- [2026-11-09] Last visit to the dentist was three days ago, not weeks. <!-- am:2c6465f4 -->",
	"- [2026-11-16] Last haircut was five days ago, not weeks. <!-- am:3d7576a5 -->",
	"",
].join("\n");
/** One accepted proposal, so that there is something to migrate. */
const EXCHANGE = [
	"# Exchange",
	"",
	"---",
	"*from annotation: 2026-11-20 09:15* · [[Agenda]] <!-- am:4e8687b6 -->",
	"Lena's play is on 4 December. [user]",
	"- [x] Accept",
	"- [ ] Reject",
	"---",
	"",
].join("\n");
const LLM = { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", autoProcess: false };
const RULE = "Describe gaps between dates in days, never in weeks.";

describe("promotion in the plugin, with a model", () => {
	it("sends the pattern's entries once and proposes the model's draft", async () => {
		const { app, plugin, command } = await loadPlugin({ "Memory/Memory.md": MEMORY, "Migration/Exchange.md": EXCHANGE }, { data: LLM });
		const sent: { patterns: { id: string; entries: string[] }[] }[] = [];
		setRequestUrlHandler((request: RequestUrlParam) => {
			const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
			const document = JSON.parse(messages.at(-1)!.content) as { patterns: { id: string; entries: string[] }[] };
			sent.push(document);
			const drafts = document.patterns.map(({ id }) => ({ id, text: RULE, kind: "rule", scope: "agenda" }));
			return Promise.resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ drafts }) } }] }) });
		});
		expect(command("migrate-proposals").checkCallback!(false)).toBe(true);
		await settle(1000);
		expect(sent.map((document) => document.patterns.map((pattern) => pattern.entries.length))).toEqual([[3]]);
		const blocks = parseExchange(app.vault.files.get("Migration/Exchange.md") ?? "");
		expect(blocks.map((block) => [block.text, block.rawTag, block.pattern, block.status])).toEqual([[RULE, "rule:agenda", true, "pending"]]);
		expect(blocks[0]!.id).toBe(sent[0]!.patterns[0]!.id);
		// The accepted proposal was migrated; nothing left the note.
		expect(app.vault.files.get("Memory/Memory.md")).toMatch(/^# Memory\n\n- \[2026-11-02\] Last call[\s\S]*Lena's play is on 4 December\./);
		plugin.unload();
	});
});
