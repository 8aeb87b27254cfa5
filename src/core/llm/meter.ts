/**
 * What a run cost: every request to the model counted as it leaves (retries
 * and repair requests included), the bytes sent and received, and the
 * tokens when the provider says them (OpenAI-compatible
 * `usage.prompt_tokens`/`completion_tokens`, Anthropic
 * `usage.input_tokens`/`output_tokens`, Ollama
 * `prompt_eval_count`/`eval_count`). The meter wraps the HTTP port, so the
 * clients do not change; it also carries the run's Stop: once stopped, no
 * request leaves, a reply still on its way is discarded, and a wait between
 * retries ends at once.
 */
import type { HttpPort, Sleep } from "../ports";
import { StoppedError, type StopSignal } from "../stop";

/** One run's usage (or a sum of runs'). */
export interface RunUsage {
	/** Requests sent (every try counts). */
	requests: number;
	/** Request bodies, in bytes (UTF-8). */
	bytesSent: number;
	/** Response bodies, in bytes (UTF-8). */
	bytesReceived: number;
	/** Prompt tokens, as the provider counted them. */
	tokensIn: number;
	/** Reply tokens, as the provider counted them. */
	tokensOut: number;
	/** Answered requests whose reply said no token counts (their tokens are not in the sums). */
	withoutTokens: number;
}

/** Nothing used yet. */
export function noUsage(): RunUsage {
	return { requests: 0, bytesSent: 0, bytesReceived: 0, tokensIn: 0, tokensOut: 0, withoutTokens: 0 };
}

/** Adds `from` into `into`. */
export function addUsage(into: RunUsage, from: RunUsage): void {
	into.requests += from.requests;
	into.bytesSent += from.bytesSent;
	into.bytesReceived += from.bytesReceived;
	into.tokensIn += from.tokensIn;
	into.tokensOut += from.tokensOut;
	into.withoutTokens += from.withoutTokens;
}

/** The ports of one run, metered and stoppable, and what they counted. */
export interface Meter {
	readonly http: HttpPort;
	readonly sleep: Sleep;
	/** What was counted so far (a copy). */
	usage(): RunUsage;
}

/** Wraps a run's HTTP port and its wait between retries: counts what goes out and comes back, and obeys `stop`. */
export function createMeter(http: HttpPort, sleep: Sleep, stop?: StopSignal): Meter {
	const used = noUsage();
	const stopped = stop ? new Promise<never>((_, reject) => stop.onStop(() => reject(new StoppedError()))) : null;
	// A run that is never stopped must not leave an unhandled rejection behind.
	stopped?.catch(() => undefined);
	return {
		async http(request) {
			if (stop?.stopped) throw new StoppedError();
			used.requests++;
			used.bytesSent += utf8Length(request.body ?? "");
			const response = await (stopped ? Promise.race([http(request), stopped]) : http(request));
			used.bytesReceived += utf8Length(response.text);
			if (response.status >= 200 && response.status < 300) {
				const tokens = tokensOf(response.text);
				if (tokens === null) used.withoutTokens++;
				else {
					used.tokensIn += tokens.in;
					used.tokensOut += tokens.out;
				}
			}
			return response;
		},
		async sleep(ms) {
			if (stop?.stopped) throw new StoppedError();
			await (stopped ? Promise.race([sleep(ms), stopped]) : sleep(ms));
		},
		usage: () => ({ ...used }),
	};
}

/** The token counts a reply's envelope gives, in any of the three providers' shapes; null when it gives none. */
export function tokensOf(text: string): { in: number; out: number } | null {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return null;
	}
	if (typeof value !== "object" || value === null) return null;
	const body = value as Record<string, unknown>;
	const usage = typeof body.usage === "object" && body.usage !== null ? (body.usage as Record<string, unknown>) : {};
	const pairs: [unknown, unknown][] = [
		[usage.prompt_tokens, usage.completion_tokens],
		[usage.input_tokens, usage.output_tokens],
		[body.prompt_eval_count, body.eval_count],
	];
	for (const [input, output] of pairs) {
		if (isCount(input) || isCount(output)) return { in: isCount(input) ? input : 0, out: isCount(output) ? output : 0 };
	}
	return null;
}

function isCount(value: unknown): value is number {
	return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** The length of a text in UTF-8 bytes (the core has no TextEncoder). */
export function utf8Length(text: string): number {
	let bytes = 0;
	for (const char of text) {
		const code = char.codePointAt(0)!;
		bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
	}
	return bytes;
}
