/**
 * Runs a callback once the calls stop for a while: every `schedule()`
 * restarts the wait, so a half-typed `>` line is never taken. The delay is
 * read on every call, so a changed setting applies at once.
 */
export class Debounced {
	private timer: number | null = null;

	constructor(
		private readonly run: () => void,
		private readonly delayMs: () => number,
	) {}

	/** (Re)starts the wait. */
	schedule(): void {
		this.cancel();
		this.timer = window.setTimeout(() => {
			this.timer = null;
			this.run();
		}, Math.max(0, this.delayMs()));
	}

	/** Drops a pending run. */
	cancel(): void {
		if (this.timer !== null) window.clearTimeout(this.timer);
		this.timer = null;
	}

	/** True while a run is waiting. */
	get pending(): boolean {
		return this.timer !== null;
	}
}
