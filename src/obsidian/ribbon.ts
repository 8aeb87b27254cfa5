/**
 * The ribbon icon that opens the review panel: on a phone, where there is
 * no status bar, it is the one-tap way in. Its tooltip carries how many
 * proposals wait for review.
 */

/** The icon (lucide), the same as the review panel's tab. */
export const REVIEW_RIBBON_ICON = "list-checks";

/** The tooltip before the first count, and the start of every tooltip. */
export const REVIEW_RIBBON_TITLE = "Open the annotation review";

/** Keeps the ribbon icon's tooltip in step with the pending count. */
export class ReviewRibbon {
	constructor(private readonly el: HTMLElement) {}

	/** Shows the count (null before the first count: the plain title). */
	show(pending: number | null): void {
		const label = pending === null ? REVIEW_RIBBON_TITLE : `${REVIEW_RIBBON_TITLE} (${pending} pending)`;
		this.el.setAttr("aria-label", label);
	}
}
