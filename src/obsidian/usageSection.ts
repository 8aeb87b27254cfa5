import { describeUsage, type UsageTotals } from "../core/llm/usageRecords";

/** What the review panel's usage section shows. */
export interface UsageView {
	/** Today's and this month's totals, every device's and command line's runs added up. */
	totals: UsageTotals;
	/** The monthly request limit (0: none). */
	limit: number;
	/** Why automatic processing is paused, or null. */
	paused: string | null;
}

/**
 * The review panel's small section on what the model cost: today and this
 * month (local time), and the monthly limit when one is set. Nothing is
 * drawn while no request was sent this month and no limit is set (the
 * offline classifier costs nothing).
 */
export function renderUsage(el: HTMLElement, view: UsageView | null): void {
	el.empty();
	if (view === null) return;
	const { totals, limit, paused } = view;
	if (totals.thisMonth.requests === 0 && limit === 0) return;
	const box = el.createDiv({ cls: "am-review-usage" });
	box.createDiv({ cls: "am-review-usage-line", text: `Model today: ${totals.today.requests === 0 ? "no requests" : describeUsage(totals.today)}.` });
	box.createDiv({ cls: "am-review-usage-line", text: `This month: ${totals.thisMonth.requests === 0 ? "no requests" : describeUsage(totals.thisMonth)}.` });
	if (limit > 0) box.createDiv({ cls: "am-review-usage-line", text: `Monthly limit: ${Math.min(totals.thisMonth.requests, limit)} of ${limit} requests used.` });
	if (paused !== null) box.createDiv({ cls: "am-review-warning", text: paused });
}
