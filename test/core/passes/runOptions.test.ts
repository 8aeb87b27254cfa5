import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { migrateRunOptions, processRunOptions, type RunPorts } from "../../../src/core/passes/runOptions";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/core/settings";
import type { HttpRequest } from "../../../src/core/ports";
import type { Decider } from "../../../src/core/types";
import { createMemoryVault } from "../../helpers/memoryVault";
import { memoryStore } from "../../helpers/memoryStore";

const clock = () => new Date(2026, 10, 22, 9, 15);

/** Ports over an in-memory vault; the network answers 500 and records what was sent and waited. */
function ports(notes: Record<string, string> = {}) {
	const vault = createMemoryVault(notes);
	const requests: HttpRequest[] = [];
	const waits: number[] = [];
	const run: RunPorts = {
		vault,
		list: vault.list,
		http: (request) => {
			requests.push(request);
			return Promise.resolve({ status: 500, headers: {}, text: "" });
		},
		sleep: (ms) => {
			waits.push(ms);
			return Promise.resolve();
		},
		clock,
		journal: memoryStore(),
		examples: memoryStore(),
		decisionCache: memoryStore(),
	};
	return { run, vault, requests, waits };
}

const learning = (on: boolean): Settings => ({ ...DEFAULT_SETTINGS, learnFromDecisions: on });

describe("processRunOptions", () => {
	it("learns from past review decisions only when the settings let it", () => {
		const { run } = ports();
		expect(processRunOptions(run, { settings: learning(true), apiKey: null }).examples).toBe(run.examples);
		expect(processRunOptions(run, { settings: learning(false), apiKey: null })).not.toHaveProperty("examples");
	});

	it("reads the learned context from the vault's rules, skills and memory notes when it is asked for", async () => {
		const { run, vault } = ports({ "Rules/agenda.md": "- Put the time first.\n", "Skills/writing.md": "- Short sentences.\n" });
		const options = processRunOptions(run, { settings: DEFAULT_SETTINGS, apiKey: null });
		// Written after the run was assembled: read all the same, since the context is read when a decision needs it.
		vault.files.set("Memory/Memory.md", "- The dentist is Dr. Weber.\n");
		expect(await options.learned()).toEqual({
			rules: [{ path: "Rules/agenda.md", entries: ["Put the time first."], ids: [textId("Put the time first.")] }],
			skills: [{ path: "Skills/writing.md", entries: ["Short sentences."], ids: [textId("Short sentences.")] }],
			memory: [{ path: "Memory/Memory.md", entries: ["The dentist is Dr. Weber."], ids: [textId("The dentist is Dr. Weber.")] }],
		});
	});

	it("keeps a model's verdicts in the decision cache, and the offline decider's nowhere", () => {
		const { run } = ports();
		expect(processRunOptions(run, { settings: { ...DEFAULT_SETTINGS, provider: "ollama", model: "llama3" }, apiKey: null }).decisionCache).toBe(run.decisionCache);
		expect(processRunOptions(run, { settings: DEFAULT_SETTINGS, apiKey: null })).not.toHaveProperty("decisionCache");
	});

	it("hands over the vault, settings, clock and journal", () => {
		const { run } = ports();
		const options = processRunOptions(run, { settings: DEFAULT_SETTINGS, apiKey: null });
		expect(options.vault).toBe(run.vault);
		expect(options.settings).toBe(DEFAULT_SETTINGS);
		expect(options.clock).toBe(clock);
		expect(options.journal).toBe(run.journal);
		expect(options).not.toHaveProperty("dryRun");
	});

	it("decides with the decider the settings ask for, wrapped when asked", () => {
		const { run } = ports();
		expect(processRunOptions(run, { settings: DEFAULT_SETTINGS, apiKey: null }).decider.name).toBe("offline classifier");
		const seen: Decider[] = [];
		const wrapped: Decider = { name: "wrapped", decide: () => Promise.resolve({ decisions: [], failures: [] }) };
		const options = processRunOptions(run, {
			settings: DEFAULT_SETTINGS,
			apiKey: null,
			wrapDecider: (decider) => {
				seen.push(decider);
				return wrapped;
			},
		});
		expect(options.decider).toBe(wrapped);
		expect(seen.map((d) => d.name)).toEqual(["offline classifier"]);
	});

	it("gives an LLM decider the API key, the network and the wait between retries", async () => {
		const { run, requests, waits } = ports();
		const settings: Settings = { ...DEFAULT_SETTINGS, provider: "anthropic", model: "claude-test" };
		const { decider } = processRunOptions(run, { settings, apiKey: "sk-test-key" });
		const batch = await decider.decide([{ id: "a1", item: "Pay rent", annotation: "done", section: "" }], { today: "2026-11-22", learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) });
		expect(batch.failures.map((f) => f.id)).toEqual(["a1"]);
		expect(requests.length).toBeGreaterThan(1);
		expect(requests.every((r) => r.headers["x-api-key"] === "sk-test-key")).toBe(true);
		expect(waits.length).toBe(requests.length - 1);
	});

	it("reads numeric dates in the order of the locale it is given", async () => {
		const { run } = ports();
		const settings: Settings = { ...DEFAULT_SETTINGS, dateOrder: "locale" };
		const postponed = async (locale: string) => {
			const { decider } = processRunOptions(run, { settings, apiKey: null, locale });
			const batch = await decider.decide([{ id: "a1", item: "Call the bank", annotation: "postpone to 3/4", section: "" }], { today: "2026-11-22", learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) });
			return batch.decisions[0]?.postponeUntil;
		};
		expect(await postponed("en-US")).toBe("2027-03-04");
		expect(await postponed("de-DE")).toBe("2027-04-03");
	});
});

describe("migrateRunOptions", () => {
	it("hands over the vault, note lister, settings, clock and journal, and keeps examples only when the settings let the deciders learn", () => {
		const { run } = ports();
		expect(migrateRunOptions(run, learning(true))).toEqual({ vault: run.vault, list: run.list, settings: learning(true), clock, journal: run.journal, examples: run.examples });
		expect(migrateRunOptions(run, learning(false))).toEqual({ vault: run.vault, list: run.list, settings: learning(false), clock, journal: run.journal });
		expect(migrateRunOptions(run, learning(false))).not.toHaveProperty("examples");
	});

	it("lets the settings' model draft the rules of new patterns, and none offline or without a model", () => {
		const { run } = ports();
		expect(migrateRunOptions(run, { ...DEFAULT_SETTINGS, provider: "ollama", model: "llama3" }, null).draft).toBeTypeOf("function");
		expect(migrateRunOptions(run, { ...DEFAULT_SETTINGS, provider: "ollama", model: " " }, null)).not.toHaveProperty("draft");
		expect(migrateRunOptions(run, DEFAULT_SETTINGS, "key")).not.toHaveProperty("draft");
	});
});
