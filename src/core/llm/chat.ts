import * as v from "valibot";
import type { HttpPort, HttpResponse } from "../ports";
import { LlmError } from "./errors";
import type { LlmProvider } from "../settings/providers";
import { quoteBody } from "./redact";
import type { Sleep } from "../ports";
import type { SendOptions } from "./retry";

/** One turn of a conversation; the system prompt travels separately. */
export interface ChatMessage {
	role: "user" | "assistant";
	content: string;
}

/** A reply shape a request asks for: its name (a-z, 0-9, `_`) and its JSON Schema, in the subset every provider accepts. */
export interface ReplySchema {
	name: string;
	/** What the forced tool records, for Anthropic. */
	description: string;
	schema: object;
}

/** What a client sends: a system prompt and the turns after it (the last one a user turn). */
export interface ChatRequest {
	system: string;
	messages: ChatMessage[];
	/** The reply shape to ask for; the decision reply's when absent. */
	reply?: ReplySchema;
}

/** Talks to one provider; `complete` resolves with the reply's text (or a forced tool's input as JSON). */
export interface ChatClient {
	readonly provider: LlmProvider;
	/** Provider label for messages ("Anthropic"). */
	readonly label: string;
	complete(chat: ChatRequest): Promise<string>;
}

/** Everything a client needs to reach its server. */
export interface ClientOptions {
	/** Base URL from the settings; empty means the provider's default. */
	baseUrl: string;
	model: string;
	apiKey: string | null;
	http: HttpPort;
	timeoutMs: number;
	sleep: Sleep;
	now?: () => number;
}

/** The retry options for a client's requests. */
export function sendOptionsFor(options: ClientOptions, label: string): SendOptions {
	const send: SendOptions = { http: options.http, label, apiKey: options.apiKey, sleep: options.sleep };
	if (options.now) send.now = options.now;
	return send;
}

/**
 * Asks with the provider's structured-output field first; when the server
 * rejects that field itself (a 400 whose message matches `rejectsField`,
 * as older or partial implementations do), asks once more without it. The
 * prompt asks for the same JSON either way, and the reply is validated.
 */
export async function withStructuredFallback(ask: (structured: boolean) => Promise<string>, rejectsField: RegExp): Promise<string> {
	try {
		return await ask(true);
	} catch (error) {
		if (error instanceof LlmError && error.status === 400 && rejectsField.test(error.body)) return ask(false);
		throw error;
	}
}

/**
 * Parses a provider's JSON envelope and checks its shape; a body that is not
 * JSON or not the expected shape becomes an LlmError quoting (a scrubbed
 * excerpt of) it.
 */
export function readEnvelope<TSchema extends v.GenericSchema>(schema: TSchema, response: HttpResponse, label: string, apiKey: string | null): v.InferOutput<TSchema> {
	let parsed: unknown;
	try {
		parsed = JSON.parse(response.text);
	} catch {
		throw new LlmError(`${label} sent an answer that is not JSON: ${quoteBody(response.text, apiKey)}`, response.status);
	}
	const result = v.safeParse(schema, parsed);
	if (!result.success) throw new LlmError(`${label} sent an answer in an unexpected shape: ${quoteBody(response.text, apiKey)}`, response.status);
	return result.output;
}

