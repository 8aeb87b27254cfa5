import * as v from "valibot";
import { type ChatClient, type ClientOptions, readEnvelope, sendOptionsFor, withStructuredFallback } from "./chat";
import { LlmError } from "./errors";
import { PROVIDER_LABELS, resolveBaseUrl } from "../settings/providers";
import { quoteBody } from "./redact";
import { sendWithRetry } from "./retry";
import { DECISION_REPLY } from "./schema";

const LABEL = PROVIDER_LABELS.openai;

/** Request headers; the key is optional because local servers (LM Studio, llama.cpp) need none. */
export function openAiHeaders(apiKey: string | null): Record<string, string> {
	const headers: Record<string, string> = { "content-type": "application/json" };
	if (apiKey !== null && apiKey !== "") headers.authorization = `Bearer ${apiKey}`;
	return headers;
}

const ChatCompletion = v.object({
	choices: v.pipe(
		v.array(v.object({ message: v.object({ content: v.nullish(v.string()), refusal: v.nullish(v.string()) }) })),
		v.minLength(1),
	),
});

/**
 * Chat Completions (`POST {baseUrl}/chat/completions`) with the reply schema
 * as a strict `response_format`. No temperature is sent: reasoning models
 * refuse any but the default.
 */
export function createOpenAiClient(options: ClientOptions): ChatClient {
	const url = `${resolveBaseUrl("openai", options.baseUrl)}/chat/completions`;
	const send = sendOptionsFor(options, LABEL);
	return {
		provider: "openai",
		label: LABEL,
		complete: (chat) =>
			withStructuredFallback(async (structured) => {
				const reply = chat.reply ?? DECISION_REPLY;
				const body = {
					model: options.model,
					messages: [{ role: "system", content: chat.system }, ...chat.messages],
					...(structured
						? { response_format: { type: "json_schema", json_schema: { name: reply.name, schema: reply.schema, strict: true } } }
						: {}),
				};
				const request = { url, method: "POST" as const, headers: openAiHeaders(options.apiKey), body: JSON.stringify(body), timeoutMs: options.timeoutMs };
				const response = await sendWithRetry(request, send);
				const message = readEnvelope(ChatCompletion, response, LABEL, options.apiKey).choices[0]?.message;
				if (typeof message?.content === "string") return message.content;
				if (typeof message?.refusal === "string") throw new LlmError(`The model refused: ${quoteBody(message.refusal, options.apiKey)}`, response.status);
				throw new LlmError(`${LABEL} sent a reply without text`, response.status);
			}, /response_format|json_schema/i),
	};
}

const ModelList = v.object({ data: v.array(v.object({ id: v.string() })) });

/** Model ids from `GET {baseUrl}/models`. */
export async function listOpenAiModels(options: ClientOptions): Promise<string[]> {
	const url = `${resolveBaseUrl("openai", options.baseUrl)}/models`;
	const request = { url, method: "GET" as const, headers: openAiHeaders(options.apiKey), timeoutMs: options.timeoutMs };
	const response = await sendWithRetry(request, sendOptionsFor(options, LABEL));
	return readEnvelope(ModelList, response, LABEL, options.apiKey).data.map((model) => model.id);
}
