import type { Relation } from "../core/exchange";
import type { ReviewCard, ReviewModel } from "./reviewModel";
import { plural, type RunSummary } from "../core/passes/reports";

/** What the review panel's buttons do. */
export interface ReviewActions {
	/** Ticks Accept (or unticks it when it is ticked already). */
	accept(id: string): void;
	/** Ticks Reject (or unticks it when it is ticked already). */
	reject(id: string): void;
	/** Ticks or unticks one relation line ("Same as" / "Replaces") of a card. */
	toggleRelation(id: string, relation: Relation): void;
	edit(card: ReviewCard): void;
	migrate(): void;
	openExchange(): void;
}

/** Everything the panel shows. */
export interface ReviewPanelState {
	model: ReviewModel;
	lastRun: RunSummary | null;
	exchangePath: string;
	/** True while a pass runs: the buttons wait. */
	busy: boolean;
}

const STATUS_LABELS: Record<ReviewCard["status"], string> = {
	pending: "Pending",
	accepted: "Accepted",
	rejected: "Rejected",
	flagged: "Both ticked",
};

/** Draws the review panel into `container` (emptied first). Plain DOM helpers only, no HTML strings. */
export function renderReviewPanel(container: HTMLElement, state: ReviewPanelState, actions: ReviewActions): void {
	container.empty();
	const root = container.createDiv({ cls: "am-review" });
	renderHeader(root, state, actions);
	if (state.lastRun) renderLastRun(root, state.lastRun);
	if (state.model.groups.length === 0) {
		const empty = root.createDiv({ cls: "am-review-empty" });
		empty.createEl("p", { text: "No proposals to review." });
		empty.createEl("p", { text: "Write a line starting with > directly under an agenda item; its proposal shows up here." });
		return;
	}
	for (const group of state.model.groups) {
		const section = root.createDiv({ cls: ["am-review-group", `am-kind-${group.kind}`] });
		const title = section.createDiv({ cls: "am-review-group-title" });
		title.createSpan({ text: group.title });
		title.createSpan({ cls: "am-review-group-count", text: String(group.cards.length) });
		for (const card of group.cards) renderCard(section, card, state.busy, actions);
	}
}

function renderHeader(root: HTMLElement, state: ReviewPanelState, actions: ReviewActions): void {
	const { counts } = state.model;
	const header = root.createDiv({ cls: "am-review-header" });
	const stats = header.createDiv({ cls: "am-review-counts" });
	const stat = (count: number, label: string, cls: string) => {
		const el = stats.createDiv({ cls: ["am-review-count", cls] });
		el.createSpan({ cls: "am-review-count-number", text: String(count) });
		el.createSpan({ cls: "am-review-count-label", text: label });
	};
	stat(counts.pending + counts.flagged, "pending", "am-count-pending");
	stat(counts.accepted, "accepted", "am-count-accepted");
	stat(counts.rejected, "rejected", "am-count-rejected");
	const toolbar = header.createDiv({ cls: "am-review-toolbar" });
	const decided = counts.accepted + counts.rejected;
	const migrate = toolbar.createEl("button", { cls: "mod-cta", text: decided > 0 ? `Migrate ${decided} decided` : "Migrate" });
	migrate.disabled = state.busy || decided === 0;
	migrate.setAttr("aria-label", "Move accepted proposals into memory, rules and skills; archive decided ones");
	migrate.addEventListener("click", () => actions.migrate());
	const open = toolbar.createEl("button", { text: "Open exchange note" });
	open.setAttr("aria-label", state.exchangePath);
	open.addEventListener("click", () => actions.openExchange());
	if (counts.flagged > 0) {
		header.createDiv({ cls: "am-review-warning", text: `${plural(counts.flagged, "proposal has", "proposals have")} both boxes ticked: untick one.` });
	}
}

function renderLastRun(root: HTMLElement, run: RunSummary): void {
	const box = root.createDiv({ cls: ["am-review-last-run", run.errors.length > 0 ? "has-errors" : "is-ok"] });
	const time = new Date(run.at);
	const when = Number.isNaN(time.getTime()) ? run.at : time.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
	box.createDiv({ cls: "am-review-last-run-title", text: `Last run (${run.kind === "process" ? "processing" : run.kind === "migrate" ? "migration" : "undo"}) · ${when}` });
	if (run.summary !== "") box.createDiv({ text: run.summary });
	if (run.errors.length > 0) {
		const list = box.createEl("ul", { cls: "am-review-errors" });
		for (const error of run.errors) list.createEl("li", { text: error });
	}
}

function renderCard(section: HTMLElement, card: ReviewCard, busy: boolean, actions: ReviewActions): void {
	const el = section.createDiv({ cls: ["am-card", `is-${card.status}`] });
	el.setAttr("data-proposal-id", card.id);
	const top = el.createDiv({ cls: "am-card-top" });
	top.createSpan({ cls: "am-card-status", text: STATUS_LABELS[card.status] });
	top.createSpan({ cls: "am-card-tag", text: card.rawTag === null ? "no tag" : `[${card.rawTag}]` });
	el.createDiv({ cls: "am-card-text", text: card.text });

	const provenance = [card.source, card.date].filter((part): part is string => part !== null && part !== "");
	if (provenance.length > 0) el.createDiv({ cls: "am-card-provenance", text: `From ${provenance.join(" · ")}` });
	// A proposal made from a selection quotes the selection as its item: showing it twice says nothing.
	const item = card.item !== null && card.item !== card.text ? card.item : null;
	if (item !== null || card.annotation !== null) {
		const origin = el.createDiv({ cls: "am-card-origin" });
		if (item !== null) line(origin, "Item", item);
		if (card.annotation !== null) line(origin, "Annotation", card.annotation);
	}
	if (card.reason !== null) line(el.createDiv({ cls: "am-card-reason" }), "Why", card.reason);
	if (card.relations.length > 0) renderRelations(el, card, busy, actions);
	if (card.similarTo !== null) line(el.createDiv({ cls: "am-card-flag is-similar" }), "Similar to", card.similarTo);
	if (card.mayContradict !== null) line(el.createDiv({ cls: "am-card-flag is-contradiction" }), "May contradict", card.mayContradict);

	const buttons = el.createDiv({ cls: "am-card-actions" });
	const accepted = card.status === "accepted" || card.status === "flagged";
	const rejected = card.status === "rejected" || card.status === "flagged";
	button(buttons, accepted ? "Accepted" : "Accept", accepted ? "Untick accept" : "Tick accept in the exchange note", accepted, busy, () => actions.accept(card.id)).addClass("am-accept");
	button(buttons, rejected ? "Rejected" : "Reject", rejected ? "Untick reject" : "Tick reject in the exchange note", rejected, busy, () => actions.reject(card.id)).addClass("am-reject");
	button(buttons, "Edit", "Edit the proposal's text and tag", false, busy, () => actions.edit(card)).addClass("am-edit");
}

const RELATION_LABELS: Record<Relation["kind"], { label: string; ticked: string; unticked: string }> = {
	same: { label: "Same as", ticked: "On accept, this entry's count goes up instead of a new line", unticked: "Tick if this entry says the same" },
	replaces: { label: "Replaces", ticked: "On accept, this entry moves to the archive as superseded", unticked: "Tick if the proposal makes this entry untrue" },
};

/** The relation lines as toggles: nothing in the note is bumped or moved out unless its toggle is on. */
function renderRelations(el: HTMLElement, card: ReviewCard, busy: boolean, actions: ReviewActions): void {
	const list = el.createDiv({ cls: "am-card-relations" });
	for (const relation of card.relations) {
		const words = RELATION_LABELS[relation.kind];
		const row = list.createEl("label", { cls: ["am-card-relation", `is-${relation.kind}`, relation.ticked ? "is-ticked" : "is-unticked"] });
		const box = row.createEl("input", { type: "checkbox" });
		box.checked = relation.ticked;
		box.disabled = busy;
		box.setAttr("aria-label", relation.ticked ? words.ticked : words.unticked);
		box.addEventListener("change", () => actions.toggleRelation(card.id, relation));
		row.createSpan({ cls: "am-card-label", text: `${words.label}: ` });
		row.createSpan({ text: relation.text });
	}
}

function line(parent: HTMLElement, label: string, text: string): void {
	const row = parent.createDiv({ cls: "am-card-line" });
	row.createSpan({ cls: "am-card-label", text: `${label}: ` });
	row.createSpan({ text });
}

function button(parent: HTMLElement, text: string, tooltip: string, active: boolean, busy: boolean, onClick: () => void): HTMLButtonElement {
	const el = parent.createEl("button", { text, cls: active ? "is-active" : [] });
	el.setAttr("aria-label", tooltip);
	el.disabled = busy;
	el.addEventListener("click", onClick);
	return el;
}
