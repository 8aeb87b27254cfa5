import { countByStatus, type ProposalStatus } from "../core/exchange/block";

/**
 * The status bar item: how many proposals wait for review; a click opens the
 * review panel. It stays blank until the first count (the layout is ready),
 * so it never claims "0 pending" before Exchange.md was read. It keeps the
 * counts, so commands can ask without reading the note again.
 */
export class PendingStatus {
	private counts: Record<ProposalStatus, number> | null = null;

	constructor(private readonly el: HTMLElement) {
		el.addClass("am-status", "mod-clickable");
		el.setAttr("aria-label", "Proposals waiting for review: open the review panel");
	}

	/** Recounts from Exchange.md's text (null: the note does not exist). */
	show(exchange: string | null): void {
		const counts = countByStatus(exchange);
		this.counts = counts;
		this.el.setText(`${counts.pending + counts.flagged} pending`);
	}

	/** How many proposals are accepted or rejected (what a migration would move) as last counted; null before the first count. */
	decided(): number | null {
		return this.counts === null ? null : this.counts.accepted + this.counts.rejected;
	}
}
