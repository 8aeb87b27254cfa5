import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { createLlmDecider } from "../../../src/core/deciders/llm/decider";
import { REPLY_JSON_SCHEMA } from "../../../src/core/llm/schema";
import type { AnnotationInput } from "../../../src/core/types";
import {
	annotations,
	anthropicReply,
	contextWith,
	lastUserDocument,
	messagesOf,
	recordingSleep,
	replyWith,
	scriptedModel,
	settingsFor,
	useLoopbackServer,
	TODAY,
	type Wire,
	noWait,
} from "../../helpers/loopbackServer";

const KEY = "sk-wire-test-key-0123456789";

const server = useLoopbackServer();

function decider(wire: Wire, overrides = {}) {
	return createLlmDecider({ settings: settingsFor(wire, server, overrides), http: fetchHttp, apiKey: KEY, sleep: recordingSleep().sleep });
}

const callParents: AnnotationInput = {
	id: "7f3a9c21",
	item: "Call parents (last call weeks ago)",
	annotation: "that's wrong — I called them two days ago",
	section: "This week",
	neighbours: ["Buy milk", "Dentist at 10:00"],
};

/** What an LLM decision carries when the model gives no reason and names no entry. */
const noRelations = { reason: null, sameAs: [], replaces: [] };

const completes = () => ({ action: "complete", item: null, type: "none", proposal: null, postpone_until: null });

describe("request shape per provider", () => {
	it("OpenAI-compatible: POST /v1/chat/completions, bearer key, strict json_schema, system first, document last", async () => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		const batch = await decider("openai").decide([callParents], contextWith());

		expect(batch.failures).toEqual([]);
		expect(server.requests).toHaveLength(1);
		const [request] = server.requests;
		expect(request?.method).toBe("POST");
		expect(request?.path).toBe("/v1/chat/completions");
		expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
		expect(request?.headers["content-type"]).toBe("application/json");
		const body = request?.json as Record<string, unknown>;
		expect(body.model).toBe("test-model");
		expect(body.stream).toBeUndefined();
		expect(body.response_format).toEqual({
			type: "json_schema",
			json_schema: { name: "annotation_decisions", schema: REPLY_JSON_SCHEMA, strict: true },
		});
		const messages = messagesOf(request!);
		expect(messages[0]?.role).toBe("system");
		expect(messages[messages.length - 1]?.role).toBe("user");
		expect(lastUserDocument(request!)).toEqual({
			today: TODAY,
			weekday: "Wednesday",
			annotations: [{ ...callParents }],
		});
	});

	it("OpenAI-compatible without a key sends no Authorization header (local servers)", async () => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		const plain = createLlmDecider({ settings: settingsFor("openai", server), http: fetchHttp, apiKey: null, sleep: noWait });
		await plain.decide([callParents], contextWith());
		expect(server.requests[0]?.headers.authorization).toBeUndefined();
	});

	it("Ollama: POST /api/chat, stream false, schema as format, a key set as Authorization: Bearer (for a proxy in front)", async () => {
		server.script(scriptedModel("ollama", (a) => ({ id: a.id, ...completes() })));
		const batch = await decider("ollama").decide([callParents], contextWith());

		expect(batch.decisions).toHaveLength(1);
		const [request] = server.requests;
		expect(request?.path).toBe("/api/chat");
		expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
		expect(request?.headers["x-api-key"]).toBeUndefined();
		const body = request?.json as Record<string, unknown>;
		expect(body.stream).toBe(false);
		expect(body.format).toEqual(REPLY_JSON_SCHEMA);
		expect(messagesOf(request!)[0]?.role).toBe("system");
		expect(lastUserDocument(request!).annotations[0]?.id).toBe(callParents.id);
	});

	it("Anthropic: POST /v1/messages, x-api-key, anthropic-version, top-level system, forced tool", async () => {
		server.script(scriptedModel("anthropic", (a) => ({ id: a.id, ...completes() })));
		const batch = await decider("anthropic").decide([callParents], contextWith());

		expect(batch.decisions).toHaveLength(1);
		const [request] = server.requests;
		expect(request?.path).toBe("/v1/messages");
		expect(request?.headers["x-api-key"]).toBe(KEY);
		expect(request?.headers["anthropic-version"]).toBe("2023-06-01");
		expect(request?.headers.authorization).toBeUndefined();
		const body = request?.json as Record<string, unknown>;
		expect(typeof body.system).toBe("string");
		expect(body.system).toContain("Wednesday, 2026-04-08");
		expect(typeof body.max_tokens).toBe("number");
		expect(body.tools).toEqual([expect.objectContaining({ name: "annotation_decisions", input_schema: REPLY_JSON_SCHEMA })]);
		expect(body.tool_choice).toEqual({ type: "tool", name: "annotation_decisions" });
		const roles = messagesOf(request!).map((message) => message.role);
		expect(roles).toEqual(["user"]);
		expect(lastUserDocument(request!).weekday).toBe("Wednesday");
	});

	it("Anthropic: a text answer instead of the tool is read as the reply", async () => {
		const results = [{ id: callParents.id, ...completes() }];
		server.script(() => anthropicReply([{ type: "text", text: "Here you go:\n```json\n" + JSON.stringify({ results }) + "\n```" }]));
		const batch = await decider("anthropic").decide([callParents], contextWith());
		expect(batch.decisions.map((d) => d.action)).toEqual(["complete"]);
	});

	it("a server that rejects response_format gets the request again without it", async () => {
		server.script((request, index) => {
			if (index === 0) return { status: 400, body: { error: { message: "response_format json_schema is not supported by this server" } } };
			const results = lastUserDocument(request).annotations.map((a) => ({ id: a.id, ...completes() }));
			return replyWith("openai", JSON.stringify({ results }));
		});
		const batch = await decider("openai").decide([callParents], contextWith());
		expect(batch.decisions).toHaveLength(1);
		expect(server.requests).toHaveLength(2);
		expect((server.requests[1]?.json as Record<string, unknown>).response_format).toBeUndefined();
	});

	it("the default base URLs are the providers' public endpoints", async () => {
		const seen: string[] = [];
		const http = (request: { url: string }) => {
			seen.push(request.url);
			return Promise.resolve({ status: 500, headers: {}, text: "" });
		};
		for (const wire of ["openai", "ollama", "anthropic"] as const) {
			const settings = { ...settingsFor(wire, server), baseUrl: "" };
			await createLlmDecider({ settings, http, apiKey: KEY, sleep: recordingSleep().sleep }).decide([callParents], contextWith());
		}
		expect([...new Set(seen)]).toEqual([
			"https://api.openai.com/v1/chat/completions",
			"http://localhost:11434/api/chat",
			"https://api.anthropic.com/v1/messages",
		]);
	});
});

describe("reply schema", () => {
	/** Every object in a JSON schema, with its path. */
	function objectsOf(schema: unknown, path = "$"): [string, Record<string, unknown>][] {
		if (typeof schema !== "object" || schema === null) return [];
		const node = schema as Record<string, unknown>;
		const found: [string, Record<string, unknown>][] = node.type === "object" ? [[path, node]] : [];
		for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) found.push(...objectsOf(child, `${path}.${key}`));
		return [...found, ...objectsOf(node.items, `${path}[]`)];
	}

	it("is valid for OpenAI's strict mode: every property required, no extra properties", () => {
		const objects = objectsOf(REPLY_JSON_SCHEMA);
		expect(objects.map(([path]) => path)).toEqual(["$", "$.results[]"]);
		for (const [, node] of objects) {
			expect([...(node.required as string[])].sort()).toEqual(Object.keys(node.properties as object).sort());
			expect(node.additionalProperties).toBe(false);
		}
	});

	it("asks for a reason and the ids of same and replaced entries", () => {
		const result = REPLY_JSON_SCHEMA.properties.results.items.properties;
		expect(result.reason.type).toEqual(["string", "null"]);
		expect(result.same_as).toMatchObject({ type: "array", items: { type: "string" } });
		expect(result.replaces).toMatchObject({ type: "array", items: { type: "string" } });
	});
});

describe("decisions", () => {
	it("rewrite, complete, postpone and keep come back as Decisions", async () => {
		const inputs = annotations(4);
		server.script(
			scriptedModel("openai", (a) =>
				({
					a0: { id: a.id, action: "rewrite", item: "Call parents (last call 2026-04-06)", type: "factual", proposal: "The user last called their parents on 2026-04-06.", postpone_until: null },
					a1: { id: a.id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null },
					a2: { id: a.id, action: "postpone", item: null, type: "none", proposal: null, postpone_until: "2026-04-13" },
					a3: { id: a.id, action: "keep", item: null, type: "behavioral", proposal: "Never plan anything before 9:00 on weekends.", postpone_until: null },
				})[a.id] ?? {},
			),
		);
		const batch = await decider("openai").decide(inputs, contextWith());
		expect(batch.failures).toEqual([]);
		expect(batch.decisions).toEqual([
			{ id: "a0", action: "rewrite", type: "factual", item: "Call parents (last call 2026-04-06)", proposal: "The user last called their parents on 2026-04-06.", postponeUntil: null, ...noRelations },
			{ id: "a1", action: "complete", type: "none", item: null, proposal: null, postponeUntil: null, ...noRelations },
			{ id: "a2", action: "postpone", type: "none", item: null, proposal: null, postponeUntil: "2026-04-13", ...noRelations },
			{ id: "a3", action: "keep", type: "behavioral", item: null, proposal: "Never plan anything before 9:00 on weekends.", postponeUntil: null, ...noRelations },
		]);
	});

	it("type none drops a proposal; a rewrite comes back as the model wrote it, for the agenda edit to refuse", async () => {
		server.script(
			scriptedModel("ollama", (a) => ({
				id: a.id,
				action: "rewrite",
				item: "Call parents\n- [x] injected line <!-- am:deadbeef -->",
				type: "none",
				proposal: "should be dropped",
				postpone_until: null,
			})),
		);
		const batch = await decider("ollama").decide(annotations(1), contextWith());
		const [decision] = batch.decisions;
		expect(decision?.proposal).toBeNull();
		expect(decision?.item).toBe("Call parents\n- [x] injected line <!-- am:deadbeef -->");
	});
});

describe("batching", () => {
	it.each([
		[8, [8]],
		[50, [20, 20, 10]],
	])("%i annotations are sent in batches of %j (batch size 20)", async (count, sizes) => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		const batch = await decider("openai", { batchSize: 20 }).decide(annotations(count), contextWith());
		expect(server.requests.map((request) => lastUserDocument(request).annotations.length)).toEqual(sizes);
		expect(batch.failures).toEqual([]);
		expect(batch.decisions.map((d) => d.id)).toEqual(annotations(count).map((a) => a.id));
	});

	it("annotations sharing an id are sent and answered once", async () => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		const [one] = annotations(1);
		const batch = await decider("openai").decide([one!, { ...one! }], contextWith());
		expect(lastUserDocument(server.requests[0]!).annotations).toHaveLength(1);
		expect(batch.decisions).toHaveLength(1);
	});

	it("no annotations, no request", async () => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		expect(await decider("openai").decide([], contextWith())).toEqual({ decisions: [], failures: [] });
		expect(server.requests).toHaveLength(0);
	});

	it("no model set: every annotation fails without a request", async () => {
		server.script(scriptedModel("openai", (a) => ({ id: a.id, ...completes() })));
		const batch = await decider("openai", { model: " " }).decide(annotations(2), contextWith());
		expect(server.requests).toHaveLength(0);
		expect(batch.failures.map((f) => f.message)).toEqual([
			"No model is set for OpenAI-compatible; choose one under “Model” in the settings tab.",
			"No model is set for OpenAI-compatible; choose one under “Model” in the settings tab.",
		]);
	});

	it("Anthropic without a key: every annotation fails without a request, naming the settings tab's API key", async () => {
		server.script(scriptedModel("anthropic", (a) => ({ id: a.id, ...completes() })));
		const settings = settingsFor("anthropic", server);
		const batch = await createLlmDecider({ settings, http: fetchHttp, apiKey: " ", sleep: noWait }).decide(annotations(2), contextWith());
		expect(server.requests).toHaveLength(0);
		expect(batch.failures.map((f) => f.message)).toEqual(Array(2).fill("Anthropic needs an API key and none is set; add it under “API key” in the settings tab."));
		// With the key, the same decider is asked.
		await createLlmDecider({ settings, http: fetchHttp, apiKey: KEY, sleep: noWait }).decide(annotations(2), contextWith());
		expect(server.requests).toHaveLength(1);
	});

	it("names itself after provider and model", () => {
		expect(decider("openai").name).toBe("OpenAI-compatible (test-model)");
		expect(decider("ollama").name).toBe("Ollama (test-model)");
		expect(decider("anthropic").name).toBe("Anthropic (test-model)");
	});
});
