import type { HttpPort, HttpRequest, HttpResponse, Sleep } from "../core/ports";
import { HttpTimeoutError } from "../core/llm/errors";

/**
 * The command line's HttpPort over Node's global `fetch`: non-2xx statuses
 * come back as responses, header names in lower case; only a network
 * failure or the request's timeout throws (the timeout as HttpTimeoutError).
 */
export const fetchHttp: HttpPort = async (request: HttpRequest): Promise<HttpResponse> => {
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, request.timeoutMs);
	try {
		const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal, redirect: "follow" };
		if (request.body !== undefined) init.body = request.body;
		// Node's fetch: the command line runs outside Obsidian, where requestUrl does not exist.
		const response = await globalThis.fetch(request.url, init);
		// The body is read under the same timer: a server may stall after the headers.
		const text = await response.text();
		const headers: Record<string, string> = {};
		response.headers.forEach((value, name) => {
			headers[name.toLowerCase()] = value;
		});
		return { status: response.status, headers, text };
	} catch (error) {
		if (timedOut) throw new HttpTimeoutError(request.timeoutMs);
		throw new Error(networkReason(error));
	} finally {
		clearTimeout(timer);
	}
};

/** "fetch failed (ECONNREFUSED)": undici hides the useful part in `cause`. */
function networkReason(error: unknown): string {
	if (!(error instanceof Error)) return String(error);
	const cause: unknown = error.cause;
	if (cause instanceof Error) {
		const code = (cause as Error & { code?: unknown }).code;
		return typeof code === "string" ? `${error.message} (${code})` : `${error.message} (${cause.message})`;
	}
	return error.message;
}

/** Waits between LLM retries on a Node timer. */
export const timerSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
