import { Notice } from "obsidian";

/**
 * A notice for long runs: it appears only when a run takes longer than
 * `delayMs` (short runs just get their result notice), shows what the run
 * is doing, and goes away when the run ends. A run that can be stopped
 * gets a Stop button: pressed, it says the run is stopping and cannot be
 * pressed again.
 */
export class ProgressNotice {
	private notice: Notice | null = null;
	private timer: number | null = null;
	private message = "";
	private onStop: (() => void) | null = null;
	private stopButton: HTMLButtonElement | null = null;
	private stopping = false;

	constructor(private readonly delayMs = 1500) {}

	/** Starts the clock; the notice shows `message` if the run is still going when it runs out, with a Stop button when `onStop` is given. */
	start(message: string, onStop?: () => void): void {
		this.message = message;
		this.onStop = onStop ?? null;
		this.timer = window.setTimeout(() => {
			this.timer = null;
			this.notice = new Notice(this.message, 0);
			this.addStopButton();
		}, this.delayMs);
	}

	/** Says what the run is doing now (once Stop was pressed, it keeps saying it is stopping). */
	update(message: string): void {
		if (this.stopping) return;
		this.message = message;
		if (!this.notice) return;
		this.notice.setMessage(message);
		// Setting the message replaces what the notice held: the button goes back after it.
		this.addStopButton();
	}

	/** Ends the run: no notice appears any more, and a shown one is hidden. */
	finish(): void {
		if (this.timer !== null) window.clearTimeout(this.timer);
		this.timer = null;
		this.notice?.hide();
		this.notice = null;
	}

	private addStopButton(): void {
		this.stopButton?.detach();
		this.stopButton = null;
		const onStop = this.onStop;
		if (!this.notice || !onStop) return;
		const button = this.notice.messageEl.createEl("button", { text: "Stop" });
		button.setAttr("aria-label", "Send no further requests; what is not decided yet stays for the next run");
		button.disabled = this.stopping;
		button.addEventListener("click", () => {
			if (this.stopping) return;
			this.stopping = true;
			this.message = "Stopping…";
			this.notice?.setMessage(this.message);
			this.addStopButton();
			onStop();
		});
		this.stopButton = button;
	}
}
