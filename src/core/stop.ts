/**
 * A run's Stop: the progress notice's button (or Ctrl+C on the command line)
 * stops it, the run looks at it before each request and after each reply.
 * A request already sent cannot be taken back (Obsidian's `requestUrl`
 * cannot be aborted): its reply is discarded when it comes.
 */

/** What a run reads: whether Stop was pressed, and a way to hear of it at once. */
export interface StopSignal {
	/** True once Stop was pressed. */
	readonly stopped: boolean;
	/** Calls `listener` when Stop is pressed (at once when it was pressed already). */
	onStop(listener: () => void): void;
}

/** What the Stop button holds: the signal, and the way to raise it. */
export interface StopControl extends StopSignal {
	/** Stops the run; pressing it again changes nothing. */
	stop(): void;
}

/** A signal that is not stopped yet. */
export function createStop(): StopControl {
	let stopped = false;
	const listeners: (() => void)[] = [];
	return {
		get stopped() {
			return stopped;
		},
		onStop(listener) {
			if (stopped) listener();
			else listeners.push(listener);
		},
		stop() {
			if (stopped) return;
			stopped = true;
			for (const listener of listeners.splice(0)) listener();
		},
	};
}

/** Thrown in place of a request (or its late reply) once the run was stopped. */
export class StoppedError extends Error {
	constructor() {
		super("Stopped before it was sent.");
		this.name = "StoppedError";
	}
}

/** What the report says of an annotation a stopped run did not decide. */
export const STOPPED_MESSAGE = "Stopped: not decided on this run; it stays for the next one.";
