import { afterAll, beforeAll } from "vitest";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_SETTINGS, type Settings } from "../../src/core/settings";
import type { AnnotationInput, DecideContext, LearnedContext } from "../../src/core/types";

/** A request as the scripted server saw it; header names are lower case (Node's doing). */
export interface RecordedRequest {
	method: string;
	/** Path and query, e.g. "/v1/chat/completions". */
	path: string;
	headers: Record<string, string>;
	body: string;
	/** Body parsed as JSON, or undefined when it is not JSON. */
	json: unknown;
}

/** What the script answers; an object body is sent as JSON. */
export interface ScriptedResponse {
	status?: number;
	headers?: Record<string, string>;
	body?: string | object;
	/** Wait this long before answering (for timeouts). */
	delayMs?: number;
}

/** Answers the `index`-th request (0-based, counted since the last reset). */
export type Script = (request: RecordedRequest, index: number) => ScriptedResponse | Promise<ScriptedResponse>;

/** A real HTTP server on 127.0.0.1 with a replaceable script. */
export interface LoopbackServer {
	/** "http://127.0.0.1:PORT". */
	readonly baseUrl: string;
	readonly requests: RecordedRequest[];
	/** Replaces the script and forgets recorded requests. */
	script(handler: Script): void;
	close(): Promise<void>;
}

/** Requests beyond this are refused, so a runaway loop in the code under test ends. */
const MAX_REQUESTS = 500;

/** Starts a server bound to 127.0.0.1 only, on a free port. */
export async function startLoopbackServer(): Promise<LoopbackServer> {
	const requests: RecordedRequest[] = [];
	let handler: Script = () => ({ status: 500, body: "no script" });
	const server = createServer((incoming, outgoing) => {
		void answer(incoming, outgoing);
	});

	async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const chunk of incoming) chunks.push(chunk as Buffer);
		const body = Buffer.concat(chunks).toString("utf8");
		const headers: Record<string, string> = {};
		for (const [name, value] of Object.entries(incoming.headers)) {
			if (typeof value === "string") headers[name] = value;
			else if (Array.isArray(value)) headers[name] = value.join(", ");
		}
		const request: RecordedRequest = { method: incoming.method ?? "", path: incoming.url ?? "", headers, body, json: parseJson(body) };
		requests.push(request);
		if (requests.length > MAX_REQUESTS) {
			outgoing.writeHead(500).end("too many requests in one test");
			return;
		}
		let scripted: ScriptedResponse;
		try {
			scripted = await handler(request, requests.length - 1);
		} catch (error) {
			scripted = { status: 500, body: `script failed: ${String(error)}` };
		}
		if (scripted.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
		if (outgoing.destroyed) return;
		const isJson = typeof scripted.body === "object";
		const text = isJson ? JSON.stringify(scripted.body) : (scripted.body ?? "");
		outgoing.writeHead(scripted.status ?? 200, { "content-type": isJson ? "application/json" : "text/plain", ...scripted.headers });
		outgoing.end(text);
	}

	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}`,
		requests,
		script(next) {
			handler = next;
			requests.length = 0;
		},
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections();
				server.close((error) => (error ? reject(error) : resolve()));
			}),
	};
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

/**
 * A loopback server for the tests of one file: started before them, closed
 * after them. The returned object reaches the live server.
 */
export function useLoopbackServer(): LoopbackServer {
	let server: LoopbackServer | null = null;
	beforeAll(async () => {
		server = await startLoopbackServer();
	});
	afterAll(async () => {
		await server?.close();
	});
	const live = (): LoopbackServer => {
		if (server === null) throw new Error("The loopback server is used before it started.");
		return server;
	};
	return {
		get baseUrl() {
			return live().baseUrl;
		},
		get requests() {
			return live().requests;
		},
		script: (handler) => live().script(handler),
		close: () => live().close(),
	};
}

/** The wire formats the fake servers speak. */
export type Wire = "openai" | "ollama" | "anthropic";

/** A successful answer carrying `text` as the model's reply, in the provider's envelope. */
export function replyWith(wire: Wire, text: string): ScriptedResponse {
	switch (wire) {
		case "openai":
			return { body: { id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }] } };
		case "ollama":
			return { body: { model: "test-model", message: { role: "assistant", content: text }, done: true } };
		case "anthropic":
			return anthropicReply([{ type: "text", text }]);
	}
}

/** An Anthropic answer with the given content blocks. */
export function anthropicReply(content: object[]): ScriptedResponse {
	return { body: { id: "msg_1", type: "message", role: "assistant", content, stop_reason: "end_turn" } };
}

/** The messages array of a chat request body (any of the three wires). */
export function messagesOf(request: RecordedRequest): { role: string; content: string }[] {
	const json = request.json as { messages?: { role: string; content: string }[] } | undefined;
	return json?.messages ?? [];
}

/** The request document in the last user message, parsed. */
export interface SentDocument {
	today: string;
	weekday: string;
	annotations: { id: string; item: string; annotation: string; section: string; neighbours: string[] }[];
	repair?: string;
}

/** Parses the last user message of a chat request as the wire contract's document. */
export function lastUserDocument(request: RecordedRequest): SentDocument {
	const users = messagesOf(request).filter((message) => message.role === "user");
	const last = users[users.length - 1];
	if (last === undefined) throw new Error("request has no user message");
	return JSON.parse(last.content) as SentDocument;
}

/** One result as a scripted model writes it (fields may be wrong on purpose). */
export type ScriptedResult = Record<string, unknown>;

/**
 * A scripted model: reads the request document and answers with one result
 * per annotation from `decide`, wrapped in the wire's envelope.
 */
export function scriptedModel(wire: Wire, decide: (annotation: SentDocument["annotations"][number]) => ScriptedResult): Script {
	return (request) => {
		const document = lastUserDocument(request);
		const results = document.annotations.map(decide);
		if (wire === "anthropic") return anthropicReply([{ type: "tool_use", id: "toolu_1", name: "annotation_decisions", input: { results } }]);
		return replyWith(wire, JSON.stringify({ results }));
	};
}

// Fixtures shared by the LLM tests.

/** The date every LLM test runs on (a Wednesday). */
export const TODAY = "2026-04-08";

/** Settings pointing a provider at the scripted server (OpenAI-compatible under /v1, as real servers are). */
export function settingsFor(wire: Wire, server: LoopbackServer, overrides: Partial<Settings> = {}): Settings {
	const baseUrl = wire === "openai" ? `${server.baseUrl}/v1` : server.baseUrl;
	return { ...DEFAULT_SETTINGS, provider: wire, baseUrl, model: "test-model", timeoutSeconds: 30, ...overrides };
}

/** A decide context with fixed date and the given learned notes. */
export function contextWith(learned: Partial<LearnedContext> = {}): DecideContext {
	return { today: TODAY, learned: () => Promise.resolve({ rules: [], skills: [], memory: [], ...learned }) };
}

/** `count` distinct annotations with ids a0, a1, …. */
export function annotations(count: number): AnnotationInput[] {
	return Array.from({ length: count }, (_, i) => ({
		id: `a${i}`,
		item: `Task number ${i}`,
		annotation: `done ${i}`,
		section: "Today",
		neighbours: [`Neighbour of ${i}`],
	}));
}

/** A waiting function that records what it was asked to wait and returns at once. */
export function recordingSleep(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
	const waits: number[] = [];
	return { waits, sleep: (ms) => { waits.push(ms); return Promise.resolve(); } };
}

/** A sleep that returns at once: retry back-off costs no time in tests. */
export const noWait = (): Promise<void> => Promise.resolve();
