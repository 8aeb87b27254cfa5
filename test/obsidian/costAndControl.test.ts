/**
 * Cost and control in the plugin: the progress notice's Stop button (no
 * further batch, the late reply discarded, nothing written for the rest),
 * the usage records in the plugin folder and the review panel's section on
 * them, the monthly limit that pauses automatic runs (said once, in a
 * notice and the status bar) while "Process annotations now" still runs,
 * and the ribbon icon, one tap to the review panel, with the pending count
 * in its tooltip; and passes that run one after another.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isoDate } from "../../src/core/text";
import { REVIEW_VIEW_TYPE } from "../../src/obsidian/reviewView";
import { Notice, setRequestUrlHandler, type RequestUrlParam } from "../stubs/obsidian";
import { EXCHANGE } from "../helpers/exchangeFixture";
import { loadPlugin, PLUGIN_DIR, settle, type Harness } from "./fakeApp";

const AGENDA = "# Today\n\n- [ ] Call the plumber\n> done\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n";
const LLM = { provider: "openai", baseUrl: "http://llm.test/v1", model: "test-model", batchSize: 1, autoProcess: false };

/** A model that ticks every item off and says what it used; `hold(i)` returns a promise the i-th reply waits for. */
function tickingModel(hold: (index: number) => Promise<void> = () => Promise.resolve()): { sent: string[][] } {
	const sent: string[][] = [];
	setRequestUrlHandler(async (request: RequestUrlParam) => {
		const messages = (JSON.parse(request.body as string) as { messages: { content: string }[] }).messages;
		const { annotations } = JSON.parse(messages.at(-1)!.content) as { annotations: { id: string; item: string }[] };
		const index = sent.push(annotations.map((a) => a.item)) - 1;
		await hold(index);
		const results = annotations.map(({ id }) => ({ id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null }));
		return { status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }], usage: { prompt_tokens: 900, completion_tokens: 40 } }) };
	});
	return { sent };
}

function usageFiles(harness: Harness): string[] {
	return [...harness.app.vault.adapter.files.entries()].filter(([path]) => path.startsWith(`${PLUGIN_DIR}/usage/`)).map(([, text]) => text);
}

function statusText(harness: Harness): string {
	return harness.stub.statusBarItems[0]!.textContent;
}

describe("cost and control in the plugin", () => {
	let harness: Harness;
	beforeEach(() => {
		vi.useFakeTimers();
		Notice.shown = [];
	});
	afterEach(() => {
		harness.plugin.unload();
		vi.useRealTimers();
	});

	it("Stop on the progress notice: no further batch, the late reply discarded, the note unchanged for the stopped part", async () => {
		harness = await loadPlugin({ "Agenda.md": AGENDA }, { data: LLM });
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		const { sent } = tickingModel((index) => (index === 1 ? held : Promise.resolve()));
		harness.command("process-annotations").callback!();
		await settle(1000);
		expect(sent).toHaveLength(2);
		// The run is slow: its progress notice appears, with a Stop button.
		await vi.advanceTimersByTimeAsync(2000);
		const progress = Notice.shown.find((notice) => (notice.messageEl).button("Stop"));
		expect(progress).toBeDefined();
		(progress!.messageEl).button("Stop")!.click();
		await settle(1000);

		// The end-of-run notice says what was done, what was left, and what the requests sent cost.
		expect(Notice.messages().find((message) => message.startsWith("1 annotation"))).toMatch(/^1 annotation, 0 proposals added, 1 item edited\. Stopped: 2 annotations left for the next run\.\nModel: 2 requests, [\d.]+ kB sent, /);
		expect(progress!.hidden).toBe(true);
		const stopped = "# Today\n\n- [x] Call the plumber\n- [ ] Buy milk\n> done\n- [ ] Water the plants\n> done\n";
		expect(harness.app.vault.files.get("Agenda.md")).toBe(stopped);
		// The reply on its way comes late: discarded, and no third batch is sent.
		release();
		await settle(1000);
		await vi.advanceTimersByTimeAsync(5000);
		expect(sent).toEqual([["Call the plumber"], ["Buy milk"]]);
		expect(harness.app.vault.files.get("Agenda.md")).toBe(stopped);
		// Both requests were sent, so both are counted.
		expect(usageFiles(harness).join("")).toContain('"requests":2');
	});

	it("the review panel shows today's and this month's usage at its top, with the pending count, and the last run's cost", async () => {
		harness = await loadPlugin({ "Agenda.md": AGENDA, "Migration/Exchange.md": EXCHANGE }, { data: { ...LLM, batchSize: 20 } });
		tickingModel();
		harness.command("process-annotations").callback!();
		await settle(1000);
		harness.command("open-review-panel").callback!();
		await settle(1000);
		const panel = harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0]!.view!.contentEl;
		const usage = panel.byClass("am-review-usage")[0]!;
		expect(usage.textContent).toMatch(/Model today: 1 request, [\d.]+ kB sent, [\d.]+ B received, 900 tokens in, 40 out\./);
		expect(usage.textContent).toContain("This month: 1 request,");
		expect(panel.byClass("am-count-pending")[0]!.textContent).toBe("3pending");
		expect(panel.byClass("am-review-last-run-cost")[0]!.textContent).toMatch(/^Model: 1 request, /);
	});

	it("the monthly limit pauses automatic runs and says so once; Process annotations now still runs", async () => {
		const record = { at: new Date().toISOString(), day: isoDate(new Date()), provider: "openai", model: "test-model", requests: 5, bytesSent: 1, bytesReceived: 1, tokensIn: 0, tokensOut: 0, withoutTokens: 0 };
		harness = await loadPlugin({ "Agenda.md": "- [ ] Call the plumber\n" }, { data: { ...LLM, autoProcess: true, debounceSeconds: 1, monthlyRequestLimit: 5 } });
		harness.app.vault.adapter.files.set(`${PLUGIN_DIR}/usage/cli-abc.jsonl`, `${JSON.stringify(record)}\n`);
		const { sent } = tickingModel();
		harness.app.vault.userEdit("Agenda.md", "- [ ] Call the plumber\n> done\n");
		await vi.advanceTimersByTimeAsync(5000);
		await settle(1000);
		expect(sent).toEqual([]);
		expect(harness.app.vault.files.get("Agenda.md")).toBe("- [ ] Call the plumber\n> done\n");
		const paused = 'Monthly limit of 5 requests reached: automatic processing is paused until next month (or until you raise the limit). "Process annotations now" still runs.';
		expect(Notice.messages()).toEqual([paused]);
		expect(statusText(harness)).toBe("0 pending · paused: monthly limit");

		// Another edit: still paused, and not said again.
		harness.app.vault.userEdit("Agenda.md", "- [ ] Call the plumber\n> done today\n");
		await vi.advanceTimersByTimeAsync(5000);
		await settle(1000);
		expect(sent).toEqual([]);
		expect(Notice.messages()).toEqual([paused]);

		// The command is the user asking: it runs.
		harness.command("process-annotations").callback!();
		await settle(1000);
		expect(sent).toEqual([["Call the plumber"]]);
		expect(harness.app.vault.files.get("Agenda.md")).toBe("- [x] Call the plumber\n");
	});

	it("the ribbon icon opens the review panel, and its tooltip carries the pending count as it changes", async () => {
		harness = await loadPlugin({ "Migration/Exchange.md": EXCHANGE });
		expect(harness.stub.ribbonIcons).toHaveLength(1);
		const ribbon = harness.stub.ribbonIcons[0]!;
		expect(ribbon.icon).toBe("list-checks");
		expect(ribbon.el.getAttr("aria-label")).toBe("Open the annotation review (3 pending)");
		harness.app.vault.userEdit("Migration/Exchange.md", EXCHANGE.replace("- [ ] Accept\n- [ ] Reject\n> item: Write", "- [x] Accept\n- [ ] Reject\n> item: Write"));
		await settle();
		expect(ribbon.el.getAttr("aria-label")).toBe("Open the annotation review (2 pending)");

		expect(harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)).toHaveLength(0);
		ribbon.el.click();
		await settle(1000);
		expect(harness.app.workspace.getLeavesOfType(REVIEW_VIEW_TYPE)).toHaveLength(1);
	});

	it("a migration asked for while a process pass waits on the model starts once the pass has ended, and both are journaled", async () => {
		harness = await loadPlugin({ "Agenda.md": AGENDA, "Migration/Exchange.md": EXCHANGE }, { data: LLM });
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		tickingModel((index) => (index === 0 ? held : Promise.resolve()));
		harness.command("process-annotations").callback!();
		await settle(1000);
		harness.command("migrate-proposals").checkCallback!(false);
		await settle(1000);
		// The pass waits on the model: the migration has not touched Exchange.md yet.
		expect(harness.app.vault.files.get("Migration/Exchange.md")).toBe(EXCHANGE);
		release();
		await settle(3000);
		expect(harness.app.vault.files.get("Migration/Exchange.md")).not.toContain("Never schedule calls before 9.");
		expect(harness.app.vault.files.get("Agenda.md")).toBe("# Today\n\n- [x] Call the plumber\n- [x] Buy milk\n- [x] Water the plants\n");
		const journal = harness.app.vault.adapter.files.get(`${PLUGIN_DIR}/journal.jsonl`) ?? "";
		const kinds = journal.split("\n").filter((line) => line.trim() !== "").map((line) => (JSON.parse(line) as { kind: string }).kind);
		expect(kinds).toEqual(["process", "migrate"]);
	});
});
