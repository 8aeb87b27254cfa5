/**
 * Which provider, address, model and key a command line run uses: its flags
 * over its environment over the vault's data.json, and a vendor's key
 * (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`) only for that vendor's own API.
 */
import type { SetupHints } from "../core/deciders/llm/decider";
import { PROVIDERS, type ProviderKind, type Settings } from "../core/settings";
import { isVendorApi, PROVIDER_SHORT_NAMES, requiresApiKey, resolveBaseUrl, VENDOR_API_HOSTS, type LlmProvider } from "../core/settings/providers";
import { UsageError, type Invocation } from "./args";

/** The environment variables the command line reads its provider from. */
export const ENV = {
	provider: "ANNOTATION_MEMORY_PROVIDER",
	baseUrl: "ANNOTATION_MEMORY_BASE_URL",
	model: "ANNOTATION_MEMORY_MODEL",
	apiKey: "ANNOTATION_MEMORY_API_KEY",
	openAiKey: "OPENAI_API_KEY",
	anthropicKey: "ANTHROPIC_API_KEY",
	ollamaHost: "OLLAMA_HOST",
} as const;

/** The vendor key variable of each provider that has one. */
const VENDOR_KEYS: Readonly<Partial<Record<LlmProvider, string>>> = { openai: ENV.openAiKey, anthropic: ENV.anthropicKey };

/** What a run talks to, with the key it may send and what to say when something it needs is missing. */
export interface ResolvedProvider {
	/** The settings with provider, base URL and model as flags, environment and data.json give them. */
	settings: Settings;
	/** The key to send, or null: ANNOTATION_MEMORY_API_KEY, else the vendor's own key for the vendor's own API. */
	apiKey: string | null;
	/** Why no request can be sent (a provider that requires a key has none), naming the variable to set; null when nothing is missing. */
	keyProblem: string | null;
	/** How messages tell the command line's user to set a missing model or key. */
	setup: SetupHints;
}

/**
 * Resolves the provider of a run. Each of provider, base URL and model is
 * the flag when given, else its ANNOTATION_MEMORY_* variable when set and
 * not empty, else data.json's. `OLLAMA_HOST` stands in for Ollama's default
 * address only (no flag, variable or data.json base URL). Throws a
 * UsageError for an unknown ANNOTATION_MEMORY_PROVIDER.
 */
export function resolveProvider(stored: Settings, invocation: Pick<Invocation, "provider" | "baseUrl" | "model">, env: Record<string, string | undefined>): ResolvedProvider {
	const envProvider = present(env[ENV.provider]);
	if (envProvider !== null && !(PROVIDERS as readonly string[]).includes(envProvider)) {
		throw new UsageError(`Unknown provider '${envProvider}' in ${ENV.provider}. Providers: ${PROVIDERS.join(", ")}.`);
	}
	const provider: ProviderKind = invocation.provider ?? (envProvider as ProviderKind | null) ?? stored.provider;
	let baseUrl = invocation.baseUrl ?? present(env[ENV.baseUrl]) ?? stored.baseUrl;
	const ollamaHost = present(env[ENV.ollamaHost]);
	if (provider === "ollama" && baseUrl.trim() === "" && ollamaHost !== null) baseUrl = ollamaHostUrl(ollamaHost);
	const model = invocation.model ?? present(env[ENV.model]) ?? stored.model;
	const settings: Settings = { ...stored, provider, baseUrl, model };
	const setup: SetupHints = { model: `pass --model NAME or set ${ENV.model}`, apiKey: `set ${ENV.apiKey}` };
	if (provider === "offline") return { settings, apiKey: null, keyProblem: null, setup };

	const own = present(env[ENV.apiKey]);
	const vendorVariable = VENDOR_KEYS[provider];
	const vendorKey = vendorVariable === undefined ? null : present(env[vendorVariable]);
	const vendorApi = isVendorApi(provider, baseUrl);
	// A vendor's key goes to the vendor's own API and nowhere else: never to an address a vault or a flag names.
	const apiKey = own ?? (vendorApi ? vendorKey : null);
	const variables = vendorApi && vendorVariable !== undefined ? `${vendorVariable} or ${ENV.apiKey}` : ENV.apiKey;
	setup.apiKey = `set ${variables}`;
	let keyProblem: string | null = null;
	if (apiKey === null && requiresApiKey(provider, baseUrl)) {
		const address = resolveBaseUrl(provider, baseUrl);
		const withheld = vendorKey !== null && !vendorApi ? ` (${vendorVariable!} is sent only to https://${VENDOR_API_HOSTS[provider]!}, not to ${address})` : "";
		keyProblem = `${PROVIDER_SHORT_NAMES[provider]} at ${address} needs an API key: set ${variables}${withheld}. Nothing was sent.`;
	}
	return { settings, apiKey, keyProblem, setup };
}

/** The value of a variable that is set and not blank, trimmed; null otherwise. */
function present(value: string | undefined): string | null {
	const trimmed = value?.trim() ?? "";
	return trimmed === "" ? null : trimmed;
}

/**
 * Ollama's own reading of `OLLAMA_HOST` as a base URL: `host`, `host:port`,
 * `:port` or a URL; http and port 11434 unless it says otherwise (a URL
 * with a scheme and no port: 80 or 443). `0.0.0.0` and `::` (listen on
 * every address) are reached at this computer's loopback address.
 */
export function ollamaHostUrl(value: string): string {
	const text = value.trim();
	const schemeAt = text.indexOf("://");
	const scheme = schemeAt < 0 ? "http" : text.slice(0, schemeAt).toLowerCase();
	const rest = schemeAt < 0 ? text : text.slice(schemeAt + 3);
	const slash = rest.indexOf("/");
	const hostPort = slash < 0 ? rest : rest.slice(0, slash);
	const path = slash < 0 ? "" : rest.slice(slash);
	const defaultPort = schemeAt < 0 ? "11434" : scheme === "https" ? "443" : "80";
	let host: string;
	let port: string;
	const bracketed = /^\[([^\]]*)\](?::(\d*))?$/.exec(hostPort);
	const plain = /^([^:]*):(\d*)$/.exec(hostPort);
	if (bracketed) [host, port] = [bracketed[1]!, bracketed[2] || defaultPort];
	else if (plain) [host, port] = [plain[1]!, plain[2] || defaultPort];
	else [host, port] = [hostPort, defaultPort];
	if (host === "" || host === "0.0.0.0") host = "127.0.0.1";
	if (host === "::") host = "::1";
	const shownHost = host.includes(":") ? `[${host}]` : host;
	let url = `${scheme}://${shownHost}:${port}${path}`;
	while (url.endsWith("/")) url = url.slice(0, -1);
	return url;
}
