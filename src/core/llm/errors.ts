/**
 * A failure talking to a model, with a message fit to show the user (the
 * API key already scrubbed). `status` is the HTTP status when the server
 * answered, and `body` a short, scrubbed excerpt of what it said.
 */
export class LlmError extends Error {
	override readonly name = "LlmError";
	readonly status: number | null;
	readonly body: string;

	constructor(message: string, status: number | null = null, body = "") {
		super(message);
		this.status = status;
		this.body = body;
	}
}

/**
 * Thrown by an HttpPort when a request took longer than its `timeoutMs`;
 * the clients tell it apart from other network failures by its name.
 */
export class HttpTimeoutError extends Error {
	override readonly name = "TimeoutError";

	constructor(timeoutMs: number) {
		super(`No answer within ${formatSeconds(timeoutMs)}`);
	}
}

/**
 * True for a timeout thrown by any HttpPort: ours, fetch's
 * `AbortSignal.timeout`, or one whose message starts by saying so (an
 * adapter's own race). A message merely containing "timeout" (undici's
 * connect-timeout code) stays a network error.
 */
export function isTimeout(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	return error.name === "TimeoutError" || /^(?:request )?(?:timed out|timeout)\b/i.test(error.message);
}

/** "60 s", "0.5 s": durations in messages. */
export function formatSeconds(ms: number): string {
	return `${Math.round(ms / 100) / 10} s`;
}

/** Ends a message with a full stop, once, so every failure reads as a sentence. */
export function asSentence(text: string): string {
	const trimmed = text.trim();
	return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
