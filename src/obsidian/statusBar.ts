import { countByStatus, type ProposalStatus } from "../core/exchange/block";

/**
 * The status bar item: how many proposals wait for review; a click opens the
 * review panel. It stays blank until the first count (the layout is ready),
 * so it never claims "0 pending" before Exchange.md was read. It keeps the
 * counts, so commands can ask without reading the note again.
 */
export class PendingStatus {
	private counts: Record<ProposalStatus, number> | null = null;
	private pausedBy: string | null = null;

	constructor(private readonly el: HTMLElement) {
		el.addClass("am-status", "mod-clickable");
		el.setAttr("aria-label", "Proposals waiting for review: open the review panel");
	}

	/** Recounts from Exchange.md's text (null: the note does not exist). */
	show(exchange: string | null): void {
		const counts = countByStatus(exchange);
		this.counts = counts;
		this.draw();
	}

	/** Says that automatic processing is paused (the monthly limit), and why in its tooltip; null: it runs. */
	setPaused(reason: string | null): void {
		if (reason === this.pausedBy) return;
		this.pausedBy = reason;
		this.draw();
	}

	/** How many proposals wait for review (pending or with both boxes ticked) as last counted; null before the first count. */
	pending(): number | null {
		return this.counts === null ? null : this.counts.pending + this.counts.flagged;
	}

	private draw(): void {
		const pending = this.pending();
		const parts = pending === null ? [] : [`${pending} pending`];
		if (this.pausedBy !== null) parts.push("paused: monthly limit");
		this.el.setText(parts.join(" · "));
		this.el.setAttr("aria-label", this.pausedBy ?? "Proposals waiting for review: open the review panel");
	}

	/** How many proposals are accepted or rejected (what a migration would move) as last counted; null before the first count. */
	decided(): number | null {
		return this.counts === null ? null : this.counts.accepted + this.counts.rejected;
	}
}
