/**
 * The decision cache, through the whole process pass over a scripted HTTP
 * model: an annotation the model left in the note is not sent again until
 * its text or item, the provider or model, or the learned rules change.
 */
import { describe, expect, it } from "vitest";
import { processAnnotations, type ProcessReport } from "../../../src/core/passes/process";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { migrateRunOptions, processRunOptions, type RunPorts } from "../../../src/core/passes/runOptions";
import { DECISION_CACHE_SIZE, decisionContext, loadDecisionCache } from "../../../src/core/passes/decisionCache";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import type { HttpPort } from "../../../src/core/ports";
import { completes, decision, learns, onTheWire, rewrites } from "../../helpers/decisions";
import { lastUserDocument, scriptedModel, type RecordedRequest, type ScriptedResult } from "../../helpers/loopbackServer";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";

const clock = () => new Date(2026, 10, 22, 9, 15);
const settings: Settings = { ...DEFAULT_SETTINGS, provider: "openai", baseUrl: "http://model.test/v1", model: "test-model" };

const QUESTION = "which plumber was it again?";
const agenda = ["# Today", "- [ ] Call the plumber", `> ${QUESTION}`, "- [ ] Pay rent", "> done", ""].join("\n");

/** What the scripted model answers: a question stays (keep, none), "done" completes, anything else is a rule. */
function verdict(annotation: { id: string; annotation: string }): ScriptedResult {
	if (annotation.annotation.startsWith("which plumber")) return { ...onTheWire(decision({ id: annotation.id })), reason: "A question, nothing to do." };
	if (annotation.annotation === "done") return onTheWire(completes(annotation.id));
	return onTheWire(learns(annotation.id, "behavioral", "Always name the plumber."));
}

/** The scripted model behind an HTTP port, recording every request it gets (as the loopback server records them). */
function scriptedHttp(): { http: HttpPort; requests: RecordedRequest[]; answer: { status: number } } {
	const requests: RecordedRequest[] = [];
	const answer = { status: 200 };
	const script = scriptedModel("openai", verdict);
	const http: HttpPort = async (request) => {
		const recorded: RecordedRequest = { method: request.method, path: new URL(request.url).pathname, headers: request.headers, body: request.body ?? "", json: JSON.parse(request.body ?? "null") as unknown };
		requests.push(recorded);
		if (answer.status !== 200) return { status: answer.status, headers: {}, text: "down" };
		const scripted = await script(recorded, requests.length - 1);
		return { status: scripted.status ?? 200, headers: { "content-type": "application/json" }, text: JSON.stringify(scripted.body) };
	};
	return { http, requests, answer };
}

function setup(notes: Record<string, string> = { "Agenda.md": agenda }, cacheText: string | null = null) {
	const vault = createMemoryVault(notes);
	const model = scriptedHttp();
	const cache = memoryStore(cacheText);
	const ports: RunPorts = { vault, list: vault.list, http: model.http, sleep: () => Promise.resolve(), clock, journal: memoryStore(), examples: memoryStore(), decisionCache: cache };
	const process = (overrides: Partial<Settings> = {}, dryRun = false): Promise<ProcessReport> =>
		processAnnotations({ ...processRunOptions(ports, { settings: { ...settings, ...overrides }, apiKey: "sk-test" }), dryRun });
	return { vault, model, cache, ports, process };
}

/** The annotations each request carried, by text. */
const sent = (requests: RecordedRequest[]) => requests.map((request) => lastUserDocument(request).annotations.map((a) => a.annotation));

const question = (report: ProcessReport) => report.outcomes.find((o) => o.annotation.startsWith("which plumber"))!;

function edit(vault: MemoryVault, from: string, to: string): void {
	vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace(from, to));
}

describe("the decision cache", () => {
	it("sends a question the model left in the note once over three unchanged runs, and reuses its verdict as it was", async () => {
		const { vault, model, process } = setup();
		const first = await process();
		const afterFirst = vault.files.get("Agenda.md");
		expect(afterFirst).toBe(["# Today", "- [ ] Call the plumber", `> ${QUESTION}`, "- [x] Pay rent", ""].join("\n"));
		expect(question(first)).toMatchObject({ status: "left", proposed: false, decision: { action: "keep", type: "none", reason: "A question, nothing to do." } });
		expect(question(first).cached).toBeUndefined();

		const second = await process();
		const third = await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "done"]]);
		expect(vault.files.get("Agenda.md")).toBe(afterFirst);
		for (const report of [second, third]) {
			expect(report.outcomes).toHaveLength(1);
			expect(question(report)).toMatchObject({ status: "left", proposed: false, cached: true, decision: question(first).decision });
		}
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
	});

	it("asks again once the annotation is edited", async () => {
		const { vault, model, process } = setup();
		await process();
		edit(vault, QUESTION, "which plumber was it again? the one from May");
		await process();
		await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "done"], ["which plumber was it again? the one from May"]]);
	});

	it("asks again once the item it stands under changes", async () => {
		const { vault, model, process } = setup();
		await process();
		edit(vault, "Call the plumber", "Call the plumber before noon");
		await process();
		await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "done"], [QUESTION]]);
	});

	it("asks again when the model, the provider's address or the provider changes", async () => {
		const { model, process } = setup();
		await process();
		await process({ model: "bigger-model" });
		await process({ model: "bigger-model" });
		expect(sent(model.requests)).toEqual([[QUESTION, "done"], [QUESTION]]);
		expect(model.requests.map((r) => (r.json as { model: string }).model)).toEqual(["test-model", "bigger-model"]);
		await process({ model: "bigger-model", baseUrl: "http://other.test/v1" });
		expect(model.requests).toHaveLength(3);
	});

	it("asks again once a new rule is accepted, and the request carries it", async () => {
		const { vault, model, ports, process } = setup({ "Agenda.md": [...agenda.split("\n").slice(0, 3), "- [ ] Fix the tap", "> name the plumber every time", ""].join("\n") });
		await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "name the plumber every time"]]);
		await process();
		expect(model.requests).toHaveLength(1);

		// The user accepts the rule the first run proposed, and migrates it.
		const exchange = vault.files.get("Migration/Exchange.md")!;
		vault.files.set("Migration/Exchange.md", exchange.replace("- [ ] Accept", "- [x] Accept"));
		const migrated = await migrateProposals(migrateRunOptions(ports, settings));
		expect(migrated.migrated).toBe(1);
		expect(vault.files.get("Rules/agenda.md")).toContain("Always name the plumber.");

		const after = await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "name the plumber every time"], [QUESTION]]);
		expect(JSON.stringify(model.requests[1]!.json)).toContain("Always name the plumber.");
		expect(question(after).cached).toBeUndefined();
		await process();
		expect(model.requests).toHaveLength(2);
	});

	it("keeps only verdicts that left the note unchanged: a failed request is sent again, an applied one is not kept", async () => {
		const { model, cache, process } = setup();
		model.answer.status = 400;
		const failed = await process();
		expect(failed.outcomes.map((o) => o.status)).toEqual(["failed", "failed"]);
		expect(cache.saves).toBe(0);

		model.answer.status = 200;
		await process();
		expect(model.requests).toHaveLength(2);
		const kept = (cache.text ?? "").trim().split("\n").map((line) => JSON.parse(line) as { decision: { action: string } });
		expect(kept.map((entry) => entry.decision.action)).toEqual(["keep"]);
	});

	it("keeps a rewrite the pass refused and reuses it, refused again, without asking", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Call the plumber\n> add a second line\n" });
		const model = scriptedHttp();
		const cache = memoryStore();
		const ports: RunPorts = { vault, list: vault.list, http: async (request) => {
			model.requests.push({ method: request.method, path: "", headers: {}, body: request.body ?? "", json: JSON.parse(request.body ?? "null") as unknown });
			const id = lastUserDocument(model.requests.at(-1)!).annotations[0]!.id;
			return { status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify({ results: [onTheWire(rewrites(id, "Call the plumber\n- [ ] and a new item"))] }) } }] }) };
		}, sleep: () => Promise.resolve(), clock, journal: memoryStore(), examples: memoryStore(), decisionCache: cache };
		const run = () => processAnnotations(processRunOptions(ports, { settings, apiKey: "sk-test" }));
		const first = await run();
		const second = await run();
		expect(model.requests).toHaveLength(1);
		expect(first.outcomes[0]!.status).toBe("refused");
		expect(second.outcomes[0]).toMatchObject({ status: "refused", message: first.outcomes[0]!.message, cached: true });
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Call the plumber\n> add a second line\n");
	});

	it("reads a damaged or unreadable cache as an empty one, and the pass goes on", async () => {
		const { model, cache, process } = setup(undefined, "not json\n{\"id\":1}\n");
		const report = await process();
		expect(report.errors).toEqual([]);
		expect(question(report).status).toBe("left");
		expect(cache.text).not.toContain("not json");
		await process();
		expect(model.requests).toHaveLength(1);

		const unreadable = setup();
		unreadable.ports.decisionCache = { load: () => Promise.reject(new Error("EACCES")), save: () => Promise.reject(new Error("EACCES")) };
		const again = await unreadable.process();
		expect(again.errors).toEqual([]);
		expect(question(again).status).toBe("left");
	});

	it("never takes a cached verdict that would change the note: that annotation is asked about again", async () => {
		const { model, cache, vault, process } = setup();
		await process();
		// A hand-edited cache that says the question completes its item.
		cache.text = cache.text!.replace('"action":"keep"', '"action":"complete"');
		await process();
		expect(sent(model.requests)).toEqual([[QUESTION, "done"], [QUESTION]]);
		expect(vault.files.get("Agenda.md")).toContain("- [ ] Call the plumber\n");
	});

	it("is read but not written by a dry run, and not used at all offline", async () => {
		const { cache, model, process } = setup();
		await process({}, true);
		expect(cache.saves).toBe(0);
		await process();
		expect(cache.saves).toBe(1);
		const dry = await process({}, true);
		expect(question(dry).cached).toBe(true);
		expect(model.requests).toHaveLength(2);

		const offline = setup();
		await offline.process({ provider: "offline" });
		await offline.process({ provider: "offline" });
		expect(offline.cache.saves).toBe(0);
		expect(offline.model.requests).toHaveLength(0);
	});
});

describe("the decision cache's store", () => {
	it("keeps the newest verdicts beyond its size, one per annotation", async () => {
		const store = memoryStore();
		const cache = await loadDecisionCache(store, 3);
		// "a" again: now the newest, so "b" is the oldest and goes.
		for (const id of ["a", "b", "c", "d", "a"]) cache.remember(id, "ctx", decision({ id }), "2026-11-22T09:15");
		await cache.save();
		const again = await loadDecisionCache(store, 3);
		expect(["a", "b", "c", "d"].map((id) => again.lookup(id, "ctx")?.id ?? null)).toEqual(["a", null, "c", "d"]);
		expect(again.lookup("a", "other")).toBeNull();
		expect(store.text!.trim().split("\n")).toHaveLength(3);
		expect(DECISION_CACHE_SIZE).toBeGreaterThanOrEqual(1000);
	});

	it("writes nothing when nothing new was remembered", async () => {
		const store = memoryStore();
		await (await loadDecisionCache(store)).save();
		expect(store.saves).toBe(0);
	});

	it("changes its context with the rules and skills, not with memory", () => {
		const none = { rules: [], skills: [] };
		const base = decisionContext(settings, none);
		expect(decisionContext(settings, { rules: [{ path: "Rules/agenda.md", entries: ["Always name the plumber."] }], skills: [] })).not.toBe(base);
		expect(decisionContext(settings, { rules: [], skills: [{ path: "Skills/agenda.md", entries: ["Short."] }] })).not.toBe(base);
		expect(decisionContext(settings, { ...none, memory: [{ path: "Memory/Memory.md", entries: ["The plumber is Max."] }] } as never)).toBe(base);
	});
});
