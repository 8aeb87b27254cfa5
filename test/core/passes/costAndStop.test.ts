/**
 * What a run costs and how it stops, over a real HTTP server on 127.0.0.1:
 * the report counts the requests, the bytes both ways and the tokens each
 * provider reports in its own shape, the plugin folder's usage records add
 * the runs up per day and month; Stop sends no further batch, discards a
 * reply that comes after it, and writes nothing for what was not decided.
 */
import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { processAnnotations } from "../../../src/core/passes/process";
import { summariseProcess, describeProcess } from "../../../src/core/passes/reports";
import { processRunOptions, type RunPorts } from "../../../src/core/passes/runOptions";
import { readUsageTotals, type UsageStore } from "../../../src/core/llm/usageRecords";
import { createStop } from "../../../src/core/stop";
import { createMemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";
import { lastUserDocument, scriptedModel, settingsFor, useLoopbackServer, type ScriptedResponse, type Wire } from "../../helpers/loopbackServer";

const server = useLoopbackServer();
const clock = () => new Date(2026, 3, 8, 9, 15);
const AGENDA = "# Today\n\n- [ ] Call the plumber\n> done\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n";

/** The usage each provider puts in its reply, in its own shape. */
function withUsage(wire: Wire, response: ScriptedResponse, tokensIn: number, tokensOut: number): ScriptedResponse {
	const body = response.body as Record<string, unknown>;
	if (wire === "openai") return { body: { ...body, usage: { prompt_tokens: tokensIn, completion_tokens: tokensOut, total_tokens: tokensIn + tokensOut } } };
	if (wire === "anthropic") return { body: { ...body, usage: { input_tokens: tokensIn, output_tokens: tokensOut } } };
	return { body: { ...body, prompt_eval_count: tokensIn, eval_count: tokensOut } };
}

/** A usage store in memory, as the plugin folder's `usage/` holds one file per writer. */
function usageStore(): UsageStore & { files: string[] } {
	const files: string[] = [];
	return {
		files,
		append(text) {
			files.push(text);
			return Promise.resolve();
		},
		readAll: () => Promise.resolve([files.join("")]),
	};
}

function ports(notes: Record<string, string>, usage: UsageStore) {
	const vault = createMemoryVault(notes);
	const run: RunPorts = { vault, list: vault.list, http: fetchHttp, sleep: () => Promise.resolve(), clock, journal: memoryStore(), examples: memoryStore(), decisionCache: memoryStore(), usage };
	return { run, vault };
}

const complete = (annotation: { id: string }) => ({ id: annotation.id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null });

describe("what a run costs", () => {
	for (const wire of ["openai", "anthropic", "ollama"] as const) {
		it(`reports the requests, bytes and tokens ${wire} returns, and the usage records add the runs up`, async () => {
			const sent: string[] = [];
			const model = scriptedModel(wire, complete);
			server.script((request, index) => {
				const response = withUsage(wire, model(request, index) as ScriptedResponse, 100 + index, 10 + index);
				sent.push(JSON.stringify(response.body));
				return { ...response, body: sent.at(-1)! };
			});
			const usage = usageStore();
			const { run, vault } = ports({ "Agenda.md": AGENDA }, usage);
			const settings = settingsFor(wire, server, { batchSize: 2 });
			const report = await processAnnotations(processRunOptions(run, { settings, apiKey: "k" }));

			expect(vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Call the plumber\n- [x] Buy milk\n- [x] Water the plants\n");
			const bytesSent = server.requests.reduce((sum, request) => sum + Buffer.byteLength(request.body), 0);
			const bytesReceived = sent.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
			expect(report.usage).toEqual({ requests: 2, bytesSent, bytesReceived, tokensIn: 201, tokensOut: 21, withoutTokens: 0 });
			expect(summariseProcess(report, "", true).cost).toMatch(/^2 requests, [\d.]+ kB sent, [\d.]+ (kB|B) received, 201 tokens in, 21 out\.$/);
			expect(describeProcess(report)).toContain("Model usage: 2 requests,");

			// A second run on the same day adds up with the first.
			server.script((request, index) => withUsage(wire, model(request, index) as ScriptedResponse, 50, 5));
			vault.files.set("Agenda.md", "- [ ] Call the bank\n> done\n");
			await processAnnotations(processRunOptions(run, { settings, apiKey: "k" }));
			const totals = await readUsageTotals(usage, clock());
			expect(totals.day).toBe("2026-04-08");
			expect(totals.today.requests).toBe(3);
			expect(totals.today.tokensIn).toBe(251);
			expect(totals.thisMonth).toEqual(totals.today);
			// Another day of the month counts for the month only.
			expect((await readUsageTotals(usage, new Date(2026, 3, 9, 8))).today.requests).toBe(0);
			expect((await readUsageTotals(usage, new Date(2026, 3, 30, 8))).thisMonth.requests).toBe(3);
			expect((await readUsageTotals(usage, new Date(2026, 4, 1, 8))).thisMonth.requests).toBe(0);
		});
	}

	it("counts a reply without token counts as such, and the offline decider records nothing", async () => {
		server.script(scriptedModel("openai", complete));
		const usage = usageStore();
		const { run } = ports({ "Agenda.md": AGENDA }, usage);
		const report = await processAnnotations(processRunOptions(run, { settings: settingsFor("openai", server), apiKey: null }));
		expect(report.usage).toMatchObject({ requests: 1, tokensIn: 0, tokensOut: 0, withoutTokens: 1 });
		expect(summariseProcess(report, "", true).cost).toContain("no token counts from the provider");

		const offline = ports({ "Agenda.md": AGENDA }, usageStore());
		const plain = await processAnnotations(processRunOptions(offline.run, { settings: { ...settingsFor("openai", server), provider: "offline" }, apiKey: null }));
		expect(plain.usage).toBeUndefined();
		expect(usage.files).toHaveLength(1);
	});
});

describe("Stop", () => {
	it("sends no further batch, discards the reply that comes after Stop, and writes nothing for the stopped part", async () => {
		const stop = createStop();
		let arrived!: () => void;
		const secondArrived = new Promise<void>((resolve) => (arrived = resolve));
		let release!: () => void;
		const released = new Promise<void>((resolve) => (release = resolve));
		const model = scriptedModel("openai", complete);
		server.script(async (request, index) => {
			if (index === 1) {
				arrived();
				await released;
			}
			return model(request, index);
		});
		const usage = usageStore();
		const { run, vault } = ports({ "Agenda.md": AGENDA }, usage);
		const settings = settingsFor("openai", server, { batchSize: 1 });
		const running = processAnnotations(processRunOptions(run, { settings, apiKey: null, stop }));
		await secondArrived;
		stop.stop();
		// The run ends without waiting for the reply on its way.
		const report = await running;
		release();

		expect(server.requests.map((request) => lastUserDocument(request).annotations.map((a) => a.item))).toEqual([["Call the plumber"], ["Buy milk"]]);
		expect(vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Call the plumber\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n");
		expect(report.outcomes.map((o) => o.status)).toEqual(["applied", "stopped", "stopped"]);
		expect(report.stopped).toBe(true);
		expect(summariseProcess(report, "", true).summary).toBe("1 annotation, 0 proposals added, 1 item edited. Stopped: 2 annotations left for the next run.");
		expect(report.usage?.requests).toBe(2);

		// The next run takes what was left.
		server.script(model);
		const next = await processAnnotations(processRunOptions(run, { settings, apiKey: null }));
		expect(next.outcomes.map((o) => o.status)).toEqual(["applied", "applied"]);
		expect(vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Call the plumber\n- [x] Buy milk\n- [x] Water the plants\n");
	});

	it("stopped before the first request: nothing is sent and the notes keep every byte", async () => {
		const stop = createStop();
		stop.stop();
		server.script(scriptedModel("openai", complete));
		const { run, vault } = ports({ "Agenda.md": AGENDA }, usageStore());
		const report = await processAnnotations(processRunOptions(run, { settings: settingsFor("openai", server), apiKey: null, stop }));
		expect(server.requests).toHaveLength(0);
		expect(vault.files.get("Agenda.md")).toBe(AGENDA);
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
		expect(summariseProcess(report, "", false).summary).toBe("Stopped: 3 annotations left for the next run.");
	});
});
