import { Notice } from "obsidian";

/**
 * A notice for long runs: it appears only when a run takes longer than
 * `delayMs` (short runs just get their result notice), shows what the run
 * is doing, and goes away when the run ends.
 */
export class ProgressNotice {
	private notice: Notice | null = null;
	private timer: number | null = null;
	private message = "";

	constructor(private readonly delayMs = 1500) {}

	/** Starts the clock; the notice shows `message` if the run is still going when it runs out. */
	start(message: string): void {
		this.message = message;
		this.timer = window.setTimeout(() => {
			this.timer = null;
			this.notice = new Notice(this.message, 0);
		}, this.delayMs);
	}

	/** Says what the run is doing now. */
	update(message: string): void {
		this.message = message;
		this.notice?.setMessage(message);
	}

	/** Ends the run: no notice appears any more, and a shown one is hidden. */
	finish(): void {
		if (this.timer !== null) window.clearTimeout(this.timer);
		this.timer = null;
		this.notice?.hide();
		this.notice = null;
	}
}
