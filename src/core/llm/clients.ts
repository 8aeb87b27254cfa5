import type { HttpPort, Sleep } from "../ports";
import { createAnthropicClient, listAnthropicModels } from "./anthropic";
import type { ChatClient, ClientOptions } from "./chat";
import { asSentence, LlmError } from "./errors";
import { createOllamaClient, listOllamaModels } from "./ollama";
import { createOpenAiClient, listOpenAiModels } from "./openai";
import { type LlmProvider, PROVIDER_LABELS, resolveBaseUrl } from "../settings/providers";
import { scrubSecret } from "./redact";

/** The chat client for a provider. */
export function createChatClient(provider: LlmProvider, options: ClientOptions): ChatClient {
	switch (provider) {
		case "openai":
			return createOpenAiClient(options);
		case "ollama":
			return createOllamaClient(options);
		case "anthropic":
			return createAnthropicClient(options);
	}
}

/** Optional knobs for the settings tab's calls. */
export interface ConnectionOptions {
	/** Default 15 s: the settings tab should not hang for a minute. */
	timeoutMs?: number;
	/** Waits between retries. */
	sleep: Sleep;
}

const LIST_TIMEOUT_MS = 15_000;

/**
 * The models a server offers, sorted (OpenAI-compatible `/models`, Ollama
 * `/api/tags`, Anthropic `/v1/models`). Throws an LlmError whose message
 * never contains the key.
 */
export async function listModels(
	provider: LlmProvider,
	baseUrl: string,
	apiKey: string | null,
	http: HttpPort,
	options: ConnectionOptions,
): Promise<string[]> {
	const client: ClientOptions = { baseUrl, model: "", apiKey, http, timeoutMs: options.timeoutMs ?? LIST_TIMEOUT_MS, sleep: options.sleep };
	const list = { openai: listOpenAiModels, ollama: listOllamaModels, anthropic: listAnthropicModels }[provider];
	const models = await list(client);
	return [...new Set(models)].sort((a, b) => a.localeCompare(b));
}

/** The outcome of "Test connection", as one sentence for the settings tab. */
export interface ConnectionResult {
	ok: boolean;
	message: string;
}

/** How many model names a "not found" message lists. */
const NAMES_SHOWN = 5;

/**
 * Lists the server's models and, when `model` is given, checks that it is
 * among them. Never throws; the message never contains the key.
 */
export async function testConnection(
	provider: LlmProvider,
	baseUrl: string,
	apiKey: string | null,
	http: HttpPort,
	model = "",
	options: ConnectionOptions,
): Promise<ConnectionResult> {
	const label = PROVIDER_LABELS[provider];
	const where = `${label} at ${resolveBaseUrl(provider, baseUrl)}`;
	let models: string[];
	try {
		models = await listModels(provider, baseUrl, apiKey, http, options);
	} catch (error) {
		const reason = error instanceof LlmError ? error.message : `Unexpected error: ${String(error)}`;
		return { ok: false, message: asSentence(scrubSecret(reason, apiKey)) };
	}
	const wanted = model.trim();
	if (wanted === "") {
		return { ok: true, message: `Connected to ${where}; ${countModels(models.length)} available.` };
	}
	if (models.some((name) => offers(name, wanted))) {
		return { ok: true, message: `Connected to ${where}; model "${wanted}" is available.` };
	}
	if (models.length === 0) return { ok: false, message: `Connected to ${where}, but it offers no models.` };
	const shown = models.slice(0, NAMES_SHOWN).join(", ");
	const more = models.length > NAMES_SHOWN ? ` and ${models.length - NAMES_SHOWN} more` : "";
	return { ok: false, message: `Connected to ${where}, but it does not list a model "${wanted}". It offers ${shown}${more}.` };
}

/** Exact name, Ollama's implicit `:latest` tag, or an alias of a dated snapshot ("claude-x" → "claude-x-20250101"). */
function offers(listed: string, wanted: string): boolean {
	return listed === wanted || listed === `${wanted}:latest` || listed.startsWith(`${wanted}-`);
}

function countModels(count: number): string {
	return count === 1 ? "1 model" : `${count} models`;
}
