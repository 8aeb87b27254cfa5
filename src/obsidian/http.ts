import { requestUrl, type RequestUrlParam, type RequestUrlResponse } from "obsidian";
import { HttpTimeoutError } from "../core/llm/errors";
import type { HttpPort, Sleep } from "../core/ports";

/** Sends a request the way Obsidian's `requestUrl` does (injected for tests). */
export type RequestFunction = (request: RequestUrlParam) => Promise<RequestUrlResponse>;

/**
 * The core's HTTP port over `requestUrl`, which works on mobile and is not
 * bound by CORS. Non-2xx statuses come back as responses (`throw: false`);
 * `requestUrl` has no timeout, so a race against a timer provides one.
 */
export function createRequestUrlHttp(send: RequestFunction = requestUrl): HttpPort {
	return async (request) => {
		let timer: number | null = null;
		const timeout = new Promise<never>((_, reject) => {
			timer = window.setTimeout(() => reject(new HttpTimeoutError(request.timeoutMs)), request.timeoutMs);
		});
		try {
			const response = await Promise.race([
				send({ url: request.url, method: request.method, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}), throw: false }),
				timeout,
			]);
			return { status: response.status, headers: lowerCaseKeys(response.headers), text: responseText(response) };
		} finally {
			if (timer !== null) window.clearTimeout(timer);
		}
	};
}

/** Header names in lower case, as the clients look them up (`retry-after`). */
function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
	const result: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value;
	return result;
}

/** The body as text; a body that is not text reads as empty rather than failing the whole request. */
function responseText(response: RequestUrlResponse): string {
	try {
		return response.text ?? "";
	} catch {
		return "";
	}
}

/** Waits between LLM retries on a window timer (Obsidian's guidelines: no global timers in a plugin). */
export const windowSleep: Sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
