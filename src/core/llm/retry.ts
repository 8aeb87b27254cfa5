import type { HttpPort, HttpRequest, HttpResponse, Sleep } from "../ports";
import { formatSeconds, isTimeout, LlmError } from "./errors";
import { quoteBody, scrubSecret } from "./redact";
import { StoppedError } from "../stop";

/** Tries per request, the first included. */
export const MAX_TRIES = 3;
/** Longest wait between tries, whatever `Retry-After` asks for. */
export const MAX_RETRY_WAIT_MS = 30_000;
/** First backoff when the server gives no `Retry-After`; doubles per try. */
const BASE_BACKOFF_MS = 1_000;

/** Who we are talking to, and what must never show up in a message. */
export interface SendOptions {
	http: HttpPort;
	/** Provider label for messages ("Anthropic", "Ollama"). */
	label: string;
	apiKey: string | null;
	sleep: Sleep;
	/** Milliseconds since the epoch; for `Retry-After` given as an HTTP date. */
	now?: () => number;
}

/**
 * Sends a request, retrying on 429 and 5xx (honouring `Retry-After`) up to
 * {@link MAX_TRIES} times. Resolves with a 2xx response; anything else
 * becomes an {@link LlmError} whose message names the provider and status.
 */
export async function sendWithRetry(request: HttpRequest, options: SendOptions): Promise<HttpResponse> {
	const statuses: number[] = [];
	for (let attempt = 1; ; attempt++) {
		const response = await sendOnce(request, options);
		if (response.status >= 200 && response.status < 300) return response;
		const body = quoteBody(response.text, options.apiKey);
		if (!isRetryable(response.status)) {
			throw new LlmError(withBody(`${options.label} answered ${describeStatus(response.status)}`, body), response.status, body);
		}
		statuses.push(response.status);
		if (attempt >= MAX_TRIES) {
			throw new LlmError(withBody(`${options.label} answered ${describeRepeated(statuses)}`, body), response.status, body);
		}
		const now = options.now ?? Date.now;
		await options.sleep(retryDelay(response.headers, attempt, now()));
	}
}

/** One try; network failures and timeouts become LlmErrors without the key. */
async function sendOnce(request: HttpRequest, options: SendOptions): Promise<HttpResponse> {
	try {
		return await options.http(request);
	} catch (error) {
		// The run was stopped: no message about the server, and no retry.
		if (error instanceof StoppedError) throw error;
		if (isTimeout(error)) {
			throw new LlmError(`${options.label} did not answer within ${formatSeconds(request.timeoutMs)}`);
		}
		const reason = error instanceof Error ? error.message : String(error);
		const cause = scrubSecret(reason, options.apiKey);
		throw new LlmError(`Could not reach ${options.label} at ${originOf(request.url)}: ${cause}`);
	}
}

/** 429 (rate limited) and every 5xx (including Anthropic's 529 "overloaded") may pass if we wait. */
export function isRetryable(status: number): boolean {
	return status === 429 || (status >= 500 && status <= 599);
}

/**
 * How long to wait before try `attempt + 1`: `retry-after-ms`, then
 * `Retry-After` (seconds or an HTTP date), else exponential backoff; never
 * more than {@link MAX_RETRY_WAIT_MS}. Header names must be lower case.
 */
export function retryDelay(headers: Record<string, string>, attempt: number, nowMs: number): number {
	const asked = parseRetryAfterMs(headers["retry-after-ms"]) ?? parseRetryAfter(headers["retry-after"], nowMs);
	const wait = asked ?? BASE_BACKOFF_MS * 2 ** (attempt - 1);
	return Math.min(Math.max(wait, 0), MAX_RETRY_WAIT_MS);
}

/** `Retry-After` in milliseconds: delta seconds ("120") or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
	if (value === undefined) return null;
	const text = value.trim();
	if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
	const date = Date.parse(text);
	return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/** OpenAI's non-standard `retry-after-ms`. */
function parseRetryAfterMs(value: string | undefined): number | null {
	if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
	return Number(value.trim());
}

/** "529 (overloaded)": the status with a word on what it usually means. */
export function describeStatus(status: number): string {
	const reason = STATUS_REASONS[status] ?? (status >= 500 ? "server error" : null);
	return reason === null ? String(status) : `${status} (${reason})`;
}

const STATUS_REASONS: Readonly<Record<number, string>> = {
	400: "bad request",
	401: "unauthorized — check the API key",
	403: "forbidden — check the API key and its permissions",
	404: "not found — check the base URL and the model name",
	408: "request timeout",
	413: "request too large",
	422: "unprocessable request",
	429: "rate limited",
	500: "internal server error",
	502: "bad gateway",
	503: "unavailable",
	504: "gateway timeout",
	529: "overloaded",
};

const TIMES = ["once", "twice", "three times"];

/** "529 (overloaded) three times", or "503 (unavailable), then 500 (…)" when they differ. */
function describeRepeated(statuses: number[]): string {
	const first = statuses[0] ?? 0;
	if (statuses.every((status) => status === first)) {
		return `${describeStatus(first)} ${TIMES[statuses.length - 1] ?? `${statuses.length} times`}`;
	}
	return statuses.map(describeStatus).join(", then ");
}

function withBody(message: string, body: string): string {
	return body === "" ? message : `${message}: ${body}`;
}

/** Scheme, host and path of a URL, without query or credentials, for messages. */
function originOf(url: string): string {
	const parts = /^([a-z][a-z0-9+.-]*:)\/\/(?:[^@/?#]*@)?([^/?#]+)([^?#]*)/i.exec(url.trim());
	if (!parts) return "the configured base URL";
	return `${parts[1]!.toLowerCase()}//${parts[2]!.toLowerCase()}${parts[3] || "/"}`;
}
