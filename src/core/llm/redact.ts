/** At most this many characters of a server's answer are quoted in a message. */
export const QUOTE_LIMIT = 200;

/** Shortest run of key characters that counts as part of the key when echoed back. */
const KEY_FRAGMENT = 8;

const REDACTED = "[redacted]";

/**
 * Removes an API key from text we are about to show, throw or write: the
 * whole key in any letter case, and any word that contains a long enough
 * piece of it, in any case (servers and models like to echo keys back
 * half-masked or re-cased, "SK-ABC…XYZ").
 */
export function scrubSecret(text: string, secret: string | null): string {
	if (secret === null || secret.trim().length < 4) return text;
	const key = secret.trim();
	const scrubbed = text.replace(new RegExp(key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), REDACTED);
	if (key.length < KEY_FRAGMENT) return scrubbed;
	const lower = key.toLowerCase();
	const fragments = new Set<string>();
	for (let i = 0; i + KEY_FRAGMENT <= lower.length; i++) fragments.add(lower.slice(i, i + KEY_FRAGMENT));
	return scrubbed.replace(/[^\s"'`,;:()[\]{}<>]{8,}/g, (word) => {
		const folded = word.toLowerCase();
		for (let i = 0; i + KEY_FRAGMENT <= folded.length; i++) {
			if (fragments.has(folded.slice(i, i + KEY_FRAGMENT))) return REDACTED;
		}
		return word;
	});
}

/**
 * A short, single-line, key-free excerpt of a server's answer for a message:
 * the error message when the body is a JSON error envelope (OpenAI,
 * Anthropic and Ollama all nest one), the raw text otherwise. The key is
 * scrubbed before cutting, so a cut can never leave half a key.
 */
export function quoteBody(body: string, secret: string | null): string {
	const flat = scrubSecret(errorMessageOf(body) ?? body, secret).replace(/\s+/g, " ").trim();
	if (flat.length <= QUOTE_LIMIT) return flat;
	return `${flat.slice(0, QUOTE_LIMIT - 1)}…`;
}

/** `{"error":{"message":…}}`, `{"error":"…"}` or `{"message":…}`; null for anything else. */
function errorMessageOf(body: string): string | null {
	let parsed: unknown;
	try {
		parsed = JSON.parse(body);
	} catch {
		return null;
	}
	if (typeof parsed !== "object" || parsed === null) return null;
	const record = parsed as Record<string, unknown>;
	const error = record.error;
	if (typeof error === "string") return error;
	if (typeof error === "object" && error !== null) {
		const message = (error as Record<string, unknown>).message;
		if (typeof message === "string") return message;
	}
	return typeof record.message === "string" ? record.message : null;
}
