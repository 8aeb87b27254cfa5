import * as v from "valibot";
import { type ChatClient, type ClientOptions, readEnvelope, sendOptionsFor, withStructuredFallback } from "./chat";
import { LlmError } from "./errors";
import { PROVIDER_LABELS, resolveBaseUrl } from "../settings/providers";
import { sendWithRetry } from "./retry";
import { DECISION_REPLY } from "./schema";

const LABEL = PROVIDER_LABELS.anthropic;

/** The Messages API version this client speaks. */
export const ANTHROPIC_VERSION = "2023-06-01";

/**
 * Room for a full batch of results: about 150 tokens each for 20, with
 * margin, and within the output limit of every current Claude model.
 */
const MAX_TOKENS = 4096;

/** Request headers: the key goes in `x-api-key`, never in the URL. */
export function anthropicHeaders(apiKey: string | null): Record<string, string> {
	const headers: Record<string, string> = { "content-type": "application/json", "anthropic-version": ANTHROPIC_VERSION };
	if (apiKey !== null && apiKey !== "") headers["x-api-key"] = apiKey;
	return headers;
}

const ContentBlock = v.looseObject({ type: v.string(), text: v.optional(v.string()), name: v.optional(v.string()), input: v.optional(v.unknown()) });
const MessageReply = v.object({ content: v.array(ContentBlock) });

/**
 * Messages API (`POST {baseUrl}/v1/messages`), system prompt top-level, with
 * a forced tool whose `input_schema` is the reply schema; the tool's input
 * is the reply. When the model answers in text instead (or a compatible
 * server rejects tools), the text is the reply.
 */
export function createAnthropicClient(options: ClientOptions): ChatClient {
	const url = `${resolveBaseUrl("anthropic", options.baseUrl)}/v1/messages`;
	const send = sendOptionsFor(options, LABEL);
	return {
		provider: "anthropic",
		label: LABEL,
		complete: (chat) =>
			withStructuredFallback(async (structured) => {
				const reply = chat.reply ?? DECISION_REPLY;
				const body = {
					model: options.model,
					max_tokens: MAX_TOKENS,
					temperature: 0,
					system: chat.system,
					messages: chat.messages,
					...(structured
						? {
							tools: [{ name: reply.name, description: reply.description, input_schema: reply.schema }],
							tool_choice: { type: "tool", name: reply.name },
						}
						: {}),
				};
				const request = { url, method: "POST" as const, headers: anthropicHeaders(options.apiKey), body: JSON.stringify(body), timeoutMs: options.timeoutMs };
				const response = await sendWithRetry(request, send);
				const blocks = readEnvelope(MessageReply, response, LABEL, options.apiKey).content;
				const tool = blocks.find((block) => block.type === "tool_use" && block.name === reply.name);
				if (tool) return JSON.stringify(tool.input ?? null);
				const text = blocks.flatMap((block) => (block.type === "text" && block.text !== undefined ? [block.text] : [])).join("\n");
				if (text.trim() === "") throw new LlmError(`${LABEL} sent a reply without text`, response.status);
				return text;
			}, /tool/i),
	};
}

const ModelList = v.object({ data: v.array(v.object({ id: v.string() })) });

/** Model ids from `GET {baseUrl}/v1/models` (one page of up to 1000). */
export async function listAnthropicModels(options: ClientOptions): Promise<string[]> {
	const url = `${resolveBaseUrl("anthropic", options.baseUrl)}/v1/models?limit=1000`;
	const request = { url, method: "GET" as const, headers: anthropicHeaders(options.apiKey), timeoutMs: options.timeoutMs };
	const response = await sendWithRetry(request, sendOptionsFor(options, LABEL));
	return readEnvelope(ModelList, response, LABEL, options.apiKey).data.map((model) => model.id);
}
