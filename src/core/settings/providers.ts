/** Who decides what an annotation means: the built-in offline classifier or an LLM server of one of these kinds. */
export const PROVIDERS = ["offline", "openai", "anthropic", "ollama"] as const;

/** Which decider the process pass uses (a setting). */
export type ProviderKind = (typeof PROVIDERS)[number];

/** A provider that is reached over HTTP (everything but the offline classifier). */
export type LlmProvider = Exclude<ProviderKind, "offline">;

/** How messages name each provider ("Anthropic answered 529 …"). */
export const PROVIDER_LABELS: Readonly<Record<LlmProvider, string>> = {
	openai: "OpenAI-compatible server",
	ollama: "Ollama",
	anthropic: "Anthropic",
};

/** Short names for the decider's name ("OpenAI-compatible (gpt-4o-mini)"). */
export const PROVIDER_SHORT_NAMES: Readonly<Record<LlmProvider, string>> = {
	openai: "OpenAI-compatible",
	ollama: "Ollama",
	anthropic: "Anthropic",
};

/** Where each provider listens when the base URL setting is left empty. */
export const DEFAULT_BASE_URLS: Readonly<Record<LlmProvider, string>> = {
	openai: "https://api.openai.com/v1",
	ollama: "http://localhost:11434",
	anthropic: "https://api.anthropic.com",
};

/** The base URL to use: the setting without trailing slashes, or the provider's default when empty. */
export function resolveBaseUrl(provider: LlmProvider, baseUrl: string): string {
	let url = baseUrl.trim();
	// A loop instead of /\/+$/ keeps this linear on hostile input.
	while (url.endsWith("/")) url = url.slice(0, -1);
	return url === "" ? DEFAULT_BASE_URLS[provider] : url;
}

/** The API hosts of the vendors whose keys live in well-known environment variables (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`). */
export const VENDOR_API_HOSTS: Readonly<Partial<Record<LlmProvider, string>>> = {
	openai: "api.openai.com",
	anthropic: "api.anthropic.com",
};

/**
 * True when the base URL (empty: the provider's default) is the vendor's own
 * API over https on the standard port: `https://api.openai.com/…` for
 * OpenAI, `https://api.anthropic.com/…` for Anthropic. A look-alike
 * (`api.openai.com.example.net`, `user@host` tricks, another port, plain
 * http) is not.
 */
export function isVendorApi(provider: LlmProvider, baseUrl: string): boolean {
	const host = VENDOR_API_HOSTS[provider];
	if (host === undefined) return false;
	// The host must follow "https://" at once and end at a "/", a ":443" or the end: no user part, no look-alike.
	const url = resolveBaseUrl(provider, baseUrl).toLowerCase();
	const start = `https://${host}`;
	if (!url.startsWith(start)) return false;
	const rest = url.slice(start.length).replace(/^:443(?=\/|$)/, "");
	return rest === "" || rest.startsWith("/");
}

/** True when a provider refuses every request without a key: Anthropic at any address, OpenAI at its own API (local OpenAI-compatible servers and Ollama need none). */
export function requiresApiKey(provider: LlmProvider, baseUrl: string): boolean {
	return provider === "anthropic" || (provider === "openai" && isVendorApi(provider, baseUrl));
}
