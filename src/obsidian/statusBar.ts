import { countPending } from "../core/exchange";

/** The status bar item: how many proposals wait for review; a click opens the review panel. */
export class PendingStatus {
	constructor(private readonly el: HTMLElement) {
		el.addClass("am-status", "mod-clickable");
		el.setAttr("aria-label", "Proposals waiting for review: open the review panel");
		this.show(null);
	}

	/** Recounts from Exchange.md's text. */
	show(exchange: string | null): void {
		this.el.setText(`${countPending(exchange)} pending`);
	}
}
