import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { listModels, testConnection } from "../../../src/core/llm/clients";
import { recordingSleep, useLoopbackServer } from "../../helpers/loopbackServer";

const KEY = "sk-connection-test-ABCDEFGH12345678";
const quick = () => ({ sleep: recordingSleep().sleep });

const server = useLoopbackServer();

describe("listModels", () => {
	it("OpenAI-compatible: GET {baseUrl}/models with the bearer key, ids sorted", async () => {
		server.script(() => ({ body: { object: "list", data: [{ id: "gpt-b", object: "model" }, { id: "gpt-a", object: "model" }] } }));
		expect(await listModels("openai", `${server.baseUrl}/v1/`, KEY, fetchHttp, quick())).toEqual(["gpt-a", "gpt-b"]);
		expect(server.requests[0]?.method).toBe("GET");
		expect(server.requests[0]?.path).toBe("/v1/models");
		expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
	});

	it("Ollama: GET {baseUrl}/api/tags, names", async () => {
		server.script(() => ({ body: { models: [{ name: "llama3.2:latest", model: "llama3.2:latest", size: 1 }, { name: "qwen3:8b", model: "qwen3:8b" }] } }));
		expect(await listModels("ollama", server.baseUrl, null, fetchHttp, quick())).toEqual(["llama3.2:latest", "qwen3:8b"]);
		expect(server.requests[0]?.path).toBe("/api/tags");
	});

	it("Anthropic: GET {baseUrl}/v1/models with x-api-key and anthropic-version", async () => {
		server.script(() => ({ body: { data: [{ id: "claude-sonnet-4-5-20250929", display_name: "Claude Sonnet 4.5", type: "model" }], has_more: false } }));
		expect(await listModels("anthropic", server.baseUrl, KEY, fetchHttp, quick())).toEqual(["claude-sonnet-4-5-20250929"]);
		expect(server.requests[0]?.path).toBe("/v1/models?limit=1000");
		expect(server.requests[0]?.headers["x-api-key"]).toBe(KEY);
		expect(server.requests[0]?.headers["anthropic-version"]).toBe("2023-06-01");
	});
});

describe("testConnection", () => {
	it("reports the model count", async () => {
		server.script(() => ({ body: { models: [{ name: "a" }, { name: "b" }] } }));
		expect(await testConnection("ollama", server.baseUrl, null, fetchHttp, "", quick())).toEqual({
			ok: true,
			message: `Connected to Ollama at ${server.baseUrl}; 2 models available.`,
		});
	});

	it("finds the configured model, also by Ollama's implicit tag or an alias of a dated snapshot", async () => {
		server.script(() => ({ body: { models: [{ name: "llama3.2:latest" }] } }));
		expect((await testConnection("ollama", server.baseUrl, null, fetchHttp, "llama3.2", quick())).message).toBe(
			`Connected to Ollama at ${server.baseUrl}; model "llama3.2" is available.`,
		);
		server.script(() => ({ body: { data: [{ id: "claude-sonnet-4-5-20250929" }] } }));
		expect((await testConnection("anthropic", server.baseUrl, KEY, fetchHttp, "claude-sonnet-4-5", quick())).ok).toBe(true);
	});

	it("says so when the model is not offered", async () => {
		server.script(() => ({ body: { data: ["a", "b", "c", "d", "e", "f", "g"].map((id) => ({ id })) } }));
		expect(await testConnection("openai", server.baseUrl, null, fetchHttp, "gpt-x", quick())).toEqual({
			ok: false,
			message: `Connected to OpenAI-compatible server at ${server.baseUrl}, but it does not list a model "gpt-x". It offers a, b, c, d, e and 2 more.`,
		});
	});

	it("turns failures into one sentence without the key", async () => {
		server.script(() => ({ status: 401, body: { error: { message: `Invalid key ${KEY}` } } }));
		const result = await testConnection("openai", server.baseUrl, KEY, fetchHttp, "", quick());
		expect(result).toEqual({ ok: false, message: "OpenAI-compatible server answered 401 (unauthorized — check the API key): Invalid key [redacted]." });

		server.script(() => ({ body: "<html>not an API</html>" }));
		expect((await testConnection("ollama", server.baseUrl, null, fetchHttp, "", quick())).message).toBe(
			"Ollama sent an answer that is not JSON: <html>not an API</html>.",
		);
	});
});
