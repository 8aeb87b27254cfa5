import * as v from "valibot";
import { type ChatClient, type ClientOptions, readEnvelope, sendOptionsFor, withStructuredFallback } from "./chat";
import { PROVIDER_LABELS, resolveBaseUrl } from "../settings/providers";
import { sendWithRetry } from "./retry";
import { DECISION_REPLY } from "./schema";

const LABEL = PROVIDER_LABELS.ollama;

/**
 * Request headers. Ollama itself checks no key; one that is set (an Ollama
 * behind an authenticating proxy, or ollama.com) goes as
 * `Authorization: Bearer`, as Ollama's own clients send it.
 */
export function ollamaHeaders(apiKey: string | null): Record<string, string> {
	const headers: Record<string, string> = { "content-type": "application/json" };
	if (apiKey !== null && apiKey !== "") headers.authorization = `Bearer ${apiKey}`;
	return headers;
}

const ChatReply = v.object({ message: v.object({ content: v.string() }) });

/**
 * Ollama's native chat (`POST {baseUrl}/api/chat`, not streamed) with the
 * reply schema as `format`. Ollama before 0.5 only knows `format: "json"`
 * and rejects a schema there; it then gets that instead.
 */
export function createOllamaClient(options: ClientOptions): ChatClient {
	const url = `${resolveBaseUrl("ollama", options.baseUrl)}/api/chat`;
	const send = sendOptionsFor(options, LABEL);
	return {
		provider: "ollama",
		label: LABEL,
		complete: (chat) =>
			withStructuredFallback(async (structured) => {
				const body = {
					model: options.model,
					messages: [{ role: "system", content: chat.system }, ...chat.messages],
					stream: false,
					format: structured ? (chat.reply ?? DECISION_REPLY).schema : "json",
					options: { temperature: 0 },
				};
				const request = { url, method: "POST" as const, headers: ollamaHeaders(options.apiKey), body: JSON.stringify(body), timeoutMs: options.timeoutMs };
				const response = await sendWithRetry(request, send);
				return readEnvelope(ChatReply, response, LABEL, options.apiKey).message.content;
			}, /format/i),
	};
}

const TagList = v.object({ models: v.array(v.object({ name: v.string() })) });

/** Installed model names from `GET {baseUrl}/api/tags`. */
export async function listOllamaModels(options: ClientOptions): Promise<string[]> {
	const url = `${resolveBaseUrl("ollama", options.baseUrl)}/api/tags`;
	const request = { url, method: "GET" as const, headers: ollamaHeaders(options.apiKey), timeoutMs: options.timeoutMs };
	const response = await sendWithRetry(request, sendOptionsFor(options, LABEL));
	return readEnvelope(TagList, response, LABEL, options.apiKey).models.map((model) => model.name);
}
