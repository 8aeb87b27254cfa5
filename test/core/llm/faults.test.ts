import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { testConnection } from "../../../src/core/llm/clients";
import { createLlmDecider } from "../../../src/core/deciders/llm/decider";
import { MAX_RETRY_WAIT_MS, parseRetryAfter, retryDelay } from "../../../src/core/llm/retry";
import { quoteBody, scrubSecret } from "../../../src/core/llm/redact";
import type { DecisionBatch } from "../../../src/core/types";
import { completes, onTheWire } from "../../helpers/decisions";
import {
	annotations,
	contextWith,
	lastUserDocument,
	recordingSleep,
	scriptedModel,
	settingsFor,
	startLoopbackServer,
	useLoopbackServer,
	type Wire,
	noWait,
} from "../../helpers/loopbackServer";

/** Distinctive enough that any leak, whole or in part, is found. */
const KEY = "sk-ant-DISTINCTIVE-7x9q2w4e6r8t0y-KEYZ";
/** Every 8-character piece of the key: none may show up in a message. */
const KEY_PIECES = Array.from({ length: KEY.length - 7 }, (_, i) => KEY.slice(i, i + 8));

function expectNoKey(text: string): void {
	for (const piece of KEY_PIECES) expect(text).not.toContain(piece);
}

function allMessages(batch: DecisionBatch): string {
	return batch.failures.map((failure) => failure.message).join("\n");
}

const server = useLoopbackServer();

function decider(wire: Wire, waits = recordingSleep(), overrides = {}) {
	return createLlmDecider({ settings: settingsFor(wire, server, overrides), http: fetchHttp, apiKey: KEY, sleep: waits.sleep });
}

const answerAll = (wire: Wire) => scriptedModel(wire, (a) => onTheWire(completes(a.id)));

describe("retries", () => {
	it("429 with Retry-After in seconds: waits as asked, then succeeds", async () => {
		const model = answerAll("openai");
		server.script((request, index) => (index === 0 ? { status: 429, headers: { "retry-after": "2" }, body: { error: { message: "Rate limit" } } } : model(request, index)));
		const waits = recordingSleep();
		const batch = await decider("openai", waits).decide(annotations(3), contextWith());
		expect(batch.failures).toEqual([]);
		expect(batch.decisions).toHaveLength(3);
		expect(server.requests).toHaveLength(2);
		expect(waits.waits).toEqual([2000]);
	});

	it("without Retry-After it backs off exponentially", async () => {
		const model = answerAll("ollama");
		server.script((request, index) => (index < 2 ? { status: 500, body: "boom" } : model(request, index)));
		const waits = recordingSleep();
		const batch = await decider("ollama", waits).decide(annotations(1), contextWith());
		expect(batch.decisions).toHaveLength(1);
		expect(waits.waits).toEqual([1000, 2000]);
	});

	it("Retry-After as an HTTP date, and the cap", () => {
		const now = Date.parse("2026-04-08T10:00:00Z");
		expect(parseRetryAfter("Wed, 08 Apr 2026 10:00:05 GMT", now)).toBe(5000);
		expect(parseRetryAfter("Wed, 08 Apr 2026 09:00:00 GMT", now)).toBe(0);
		expect(parseRetryAfter("soon", now)).toBeNull();
		expect(retryDelay({ "retry-after": "3600" }, 1, now)).toBe(MAX_RETRY_WAIT_MS);
		expect(retryDelay({ "retry-after-ms": "250", "retry-after": "9" }, 1, now)).toBe(250);
	});

	it("3 × 529 from Anthropic fails the batch naming provider and status, and skips later batches", async () => {
		server.script(() => ({ status: 529, body: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } } }));
		const waits = recordingSleep();
		const batch = await decider("anthropic", waits, { batchSize: 20 }).decide(annotations(50), contextWith());
		expect(server.requests).toHaveLength(3);
		expect(waits.waits).toHaveLength(2);
		expect(batch.decisions).toEqual([]);
		expect(batch.failures).toHaveLength(50);
		expect(batch.failures[0]?.message).toBe("Anthropic answered 529 (overloaded) three times: Overloaded.");
		expect(batch.failures[20]?.message).toBe("Not sent, because an earlier request failed: Anthropic answered 529 (overloaded) three times: Overloaded.");
	});

	it("3 × 503 from an OpenAI-compatible server", async () => {
		server.script(() => ({ status: 503, body: "Service Unavailable" }));
		const batch = await decider("openai").decide(annotations(2), contextWith());
		expect(server.requests).toHaveLength(3);
		expect(batch.failures.map((f) => f.message)).toEqual([
			"OpenAI-compatible server answered 503 (unavailable) three times: Service Unavailable.",
			"OpenAI-compatible server answered 503 (unavailable) three times: Service Unavailable.",
		]);
	});

	it("a 400 is not retried, and only its batch fails", async () => {
		const model = answerAll("openai");
		server.script((request, index) => (index === 0 ? { status: 400, body: { error: { message: "context too long" } } } : model(request, index)));
		const batch = await decider("openai", recordingSleep(), { batchSize: 2 }).decide(annotations(4), contextWith());
		expect(server.requests).toHaveLength(2);
		expect(batch.failures.map((f) => [f.id, f.message])).toEqual([
			["a0", "OpenAI-compatible server answered 400 (bad request): context too long."],
			["a1", "OpenAI-compatible server answered 400 (bad request): context too long."],
		]);
		expect(batch.decisions.map((d) => d.id)).toEqual(["a2", "a3"]);
	});
});

describe("network faults", () => {
	it("a timeout fails the batch with a clear message, is not retried, and later batches are not sent", async () => {
		server.script(() => ({ delayMs: 1500, body: "late" }));
		const batch = await decider("ollama", recordingSleep(), { timeoutSeconds: 0.3, batchSize: 1 }).decide(annotations(2), contextWith());
		expect(server.requests).toHaveLength(1);
		expect(batch.failures.map((f) => f.message)).toEqual([
			"Ollama did not answer within 0.3 s.",
			"Not sent, because an earlier request failed: Ollama did not answer within 0.3 s.",
		]);
	});

	it("an unreachable server fails the batch with a clear message", async () => {
		const closed = await startLoopbackServer();
		const baseUrl = closed.baseUrl;
		await closed.close();
		const settings = { ...settingsFor("anthropic", server), baseUrl };
		const batch = await createLlmDecider({ settings, http: fetchHttp, apiKey: KEY, sleep: noWait }).decide(annotations(1), contextWith());
		expect(batch.failures[0]?.message).toMatch(new RegExp(`^Could not reach Anthropic at ${baseUrl}/v1/messages: fetch failed \\(ECONNREFUSED\\)\\.$`));
	});
});

describe("the API key never shows", () => {
	const leakyBodies = [
		{ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}. You can find your API key at …` } } },
		{ status: 403, body: { type: "error", error: { type: "permission_error", message: `key ${KEY.slice(0, 14)}…${KEY.slice(-10)} is not allowed` } } },
		{ status: 400, body: `raw text with the key ${KEY} in it` },
		{ status: 404, body: { error: `model not found for x-api-key: ${KEY}` } },
	];

	it.each(["openai", "ollama", "anthropic"] as const)("%s: error bodies that echo the key", async (wire) => {
		for (const leaky of leakyBodies) {
			server.script(() => leaky);
			const batch = await decider(wire).decide(annotations(1), contextWith());
			expect(batch.failures).toHaveLength(1);
			expect(allMessages(batch)).toContain(String(leaky.status));
			expectNoKey(allMessages(batch));
		}
	});

	it("in retry exhaustion, refusals and connection tests too", async () => {
		server.script(() => ({ status: 503, body: `upstream said: ${KEY}` }));
		expectNoKey(allMessages(await decider("openai").decide(annotations(1), contextWith())));

		server.script(() => ({ body: { choices: [{ message: { content: null, refusal: `I will not, ${KEY}` } }] } }));
		const refused = allMessages(await decider("openai").decide(annotations(1), contextWith()));
		expect(refused).toMatch(/^The model refused/);
		expectNoKey(refused);

		server.script(() => ({ status: 401, body: { error: { message: `bad key ${KEY}` } } }));
		const result = await testConnection("anthropic", server.baseUrl, KEY, fetchHttp, "", { sleep: recordingSleep().sleep });
		expect(result.ok).toBe(false);
		expect(result.message).toContain("401");
		expectNoKey(result.message);
	});

	it("scrubbing and quoting", () => {
		expect(scrubSecret(`a ${KEY} b`, KEY)).toBe("a [redacted] b");
		expect(scrubSecret(`masked ${KEY.slice(0, 10)}****${KEY.slice(-9)}`, KEY)).toBe("masked [redacted]");
		expect(scrubSecret("nothing secret here", KEY)).toBe("nothing secret here");
		expect(quoteBody("y".repeat(1000), KEY)).toHaveLength(200);
		// Cut after scrubbing: a key straddling the cut cannot leave a prefix behind.
		expectNoKey(quoteBody(`${"z".repeat(190)}${KEY}`, KEY));
	});

	it("the key goes only in its header, never into the request body", async () => {
		server.script(answerAll("anthropic"));
		await decider("anthropic").decide(annotations(1), contextWith());
		const request = server.requests[0]!;
		expectNoKey(request.body);
		expectNoKey(request.path);
		expect(lastUserDocument(request).annotations).toHaveLength(1);
	});
});
