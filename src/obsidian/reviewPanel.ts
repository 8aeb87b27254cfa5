import type { Relation } from "../core/exchange";
import { bothRelationsTicked } from "../core/exchange/block";
import type { CardKind, ReviewCard, ReviewModel } from "./reviewModel";
import { localRunTime, plural, type RunSummary } from "../core/passes/reports";
import { renderUsage, type UsageView } from "./usageSection";

/** What the review panel's buttons and keys do. */
export interface ReviewActions {
	/** Ticks Accept (or unticks it when it is ticked already). */
	accept(id: string): void;
	/** Ticks Reject (or unticks it when it is ticked already). */
	reject(id: string): void;
	/** Ticks or unticks one relation line ("Same as" / "Replaces") of a card. */
	toggleRelation(id: string, relation: Relation): void;
	edit(card: ReviewCard): void;
	/** "Accept all shown": the pending cards' ids as the panel shows them (the caller asks for confirmation). */
	acceptAll(ids: string[]): void;
	/** Opens the note the card's annotation came from. */
	openSource(card: ReviewCard): void;
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
	/** What the model cost today and this month (absent: not shown). */
	usage?: UsageView | null;
}

const STATUS_LABELS: Record<ReviewCard["status"], string> = {
	pending: "Pending",
	accepted: "Accepted",
	rejected: "Rejected",
	flagged: "Both ticked",
};

const STATUS_CLASSES = Object.keys(STATUS_LABELS).map((status) => `is-${status}`);

/** The keys of the keyboard flow; each acts on the focused card. */
const KEYS = {
	next: ["ArrowDown", "j"],
	previous: ["ArrowUp", "k"],
	accept: ["a"],
	reject: ["r"],
	edit: ["e"],
	open: ["Enter"],
} as const;

/** The elements of one drawn card that change when its block changes. */
interface CardView {
	card: ReviewCard;
	el: HTMLElement;
	status: HTMLElement;
	tag: HTMLElement;
	text: HTMLElement;
	/** Provenance, origin, reason and flags: static text, redrawn only when it changed. */
	details: HTMLElement;
	detailsKey: string;
	relations: HTMLElement;
	relationsKey: string;
	/** The drawn relation rows, in the card's order. */
	relationRows: { row: HTMLElement; box: HTMLInputElement }[];
	/** Says when one entry has both "Same as" and "Replaces" ticked (empty otherwise). */
	relationsWarning: HTMLElement;
	accept: HTMLButtonElement;
	reject: HTMLButtonElement;
	edit: HTMLButtonElement;
}

/** A drawn group of cards. */
interface SectionView {
	el: HTMLElement;
	count: HTMLElement;
}

/**
 * The review panel's DOM. `update` changes the drawn panel in place: a card
 * is keyed by its proposal id and keeps its element (and its buttons) from
 * one update to the next, so a click leaves focus and scroll where they
 * were. Plain DOM helpers only, no HTML strings.
 */
export class ReviewPanel {
	private readonly counts: HTMLElement;
	private readonly migrateButton: HTMLButtonElement;
	private readonly acceptAllButton: HTMLButtonElement;
	private readonly openButton: HTMLButtonElement;
	private readonly warning: HTMLElement;
	private readonly lastRun: HTMLElement;
	private readonly usage: HTMLElement;
	private readonly emptyNote: HTMLElement;
	private readonly groups: HTMLElement;
	private readonly sections = new Map<CardKind, SectionView>();
	private readonly cards = new Map<string, CardView>();
	/** The cards in the order shown (for the arrow keys). */
	private order: string[] = [];
	private focused: string | null = null;
	private busy = false;

	constructor(
		container: HTMLElement,
		private readonly actions: ReviewActions,
	) {
		container.empty();
		const root = container.createDiv({ cls: "am-review" });
		const header = root.createDiv({ cls: "am-review-header" });
		this.counts = header.createDiv({ cls: "am-review-counts" });
		const toolbar = header.createDiv({ cls: "am-review-toolbar" });
		this.migrateButton = toolbar.createEl("button", { cls: "mod-cta", text: "Migrate" });
		this.migrateButton.setAttr("aria-label", "Move accepted proposals into memory, rules and skills; archive decided ones");
		this.migrateButton.addEventListener("click", () => actions.migrate());
		this.acceptAllButton = toolbar.createEl("button", { text: "Accept all shown" });
		this.acceptAllButton.setAttr("aria-label", "Tick accept on every pending proposal shown (asks first)");
		this.acceptAllButton.addEventListener("click", () => actions.acceptAll(this.pendingIds()));
		this.openButton = toolbar.createEl("button", { text: "Open exchange note" });
		this.openButton.addEventListener("click", () => actions.openExchange());
		this.warning = header.createDiv();
		this.usage = header.createDiv();
		this.lastRun = root.createDiv();
		this.emptyNote = root.createDiv();
		this.groups = root.createDiv({ cls: "am-review-groups" });
	}

	/** Shows `state`, changing only what differs from what is drawn. */
	update(state: ReviewPanelState): void {
		this.busy = state.busy;
		this.updateHeader(state);
		renderUsage(this.usage, state.usage ?? null);
		this.lastRun.empty();
		if (state.lastRun) renderLastRun(this.lastRun, state.lastRun);
		this.emptyNote.empty();
		if (state.model.groups.length === 0) renderEmpty(this.emptyNote);
		this.updateGroups(state.model);
	}

	/** The id of the card the keys act on, or null. */
	focusedId(): string | null {
		return this.focused;
	}

	/** Moves the keyboard focus to a card (scrolling it into view). */
	focusCard(id: string): void {
		const view = this.cards.get(id);
		if (!view) return;
		this.setFocused(id);
		view.el.focus();
		view.el.scrollIntoView({ block: "nearest" });
	}

	/**
	 * The keyboard flow: ArrowDown/j and ArrowUp/k move between cards, a / r
	 * tick Accept / Reject of the focused card, e edits it, Enter opens its
	 * source. Keys typed into a field, with a modifier, or Enter on a button
	 * or link are left alone. True when the key was used.
	 */
	handleKey(event: KeyboardEvent): boolean {
		if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
		const target = event.target as { tagName?: string } | null;
		const tag = (target?.tagName ?? "").toLowerCase();
		if (tag === "input" || tag === "textarea" || tag === "select") return false;
		const key = event.key;
		const is = (keys: readonly string[]) => keys.includes(key);
		let used = true;
		if (is(KEYS.next)) this.move(1);
		else if (is(KEYS.previous)) this.move(-1);
		else if (is(KEYS.open) && (tag === "button" || tag === "a")) used = false;
		else {
			const view = this.focused === null ? undefined : this.cards.get(this.focused);
			if (!view) return false;
			if (is(KEYS.open)) this.actions.openSource(view.card);
			else if (this.busy && (is(KEYS.accept) || is(KEYS.reject) || is(KEYS.edit))) used = true;
			else if (is(KEYS.accept)) this.actions.accept(view.card.id);
			else if (is(KEYS.reject)) this.actions.reject(view.card.id);
			else if (is(KEYS.edit)) this.actions.edit(view.card);
			else used = false;
		}
		if (used) event.preventDefault();
		return used;
	}

	private move(step: 1 | -1): void {
		if (this.order.length === 0) return;
		const at = this.focused === null ? -1 : this.order.indexOf(this.focused);
		const next = at < 0 ? (step > 0 ? 0 : this.order.length - 1) : Math.min(this.order.length - 1, Math.max(0, at + step));
		this.focusCard(this.order[next]!);
	}

	private setFocused(id: string | null): void {
		if (this.focused !== null) this.cards.get(this.focused)?.el.removeClass("is-focused");
		this.focused = id;
		if (id !== null) this.cards.get(id)?.el.addClass("is-focused");
	}

	private pendingIds(): string[] {
		return this.order.filter((id) => this.cards.get(id)?.card.status === "pending");
	}

	private updateHeader(state: ReviewPanelState): void {
		const { counts } = state.model;
		this.counts.empty();
		const stat = (count: number, label: string, cls: string) => {
			const el = this.counts.createDiv({ cls: ["am-review-count", cls] });
			el.createSpan({ cls: "am-review-count-number", text: String(count) });
			el.createSpan({ cls: "am-review-count-label", text: label });
		};
		stat(counts.pending + counts.flagged, "pending", "am-count-pending");
		stat(counts.accepted, "accepted", "am-count-accepted");
		stat(counts.rejected, "rejected", "am-count-rejected");
		const decided = counts.accepted + counts.rejected;
		this.migrateButton.setText(decided > 0 ? `Migrate ${decided} decided` : "Migrate");
		this.migrateButton.disabled = state.busy || decided === 0;
		this.acceptAllButton.disabled = state.busy || counts.pending === 0;
		this.openButton.setAttr("aria-label", state.exchangePath);
		this.warning.empty();
		if (counts.flagged > 0) {
			this.warning.createDiv({ cls: "am-review-warning", text: `${plural(counts.flagged, "proposal has", "proposals have")} both boxes ticked: untick one.` });
		}
	}

	private updateGroups(model: ReviewModel): void {
		const seen = new Set<string>();
		const order: string[] = [];
		model.groups.forEach((group, groupIndex) => {
			const section = this.section(group.kind, group.title);
			placeAt(this.groups, section.el, groupIndex);
			section.count.setText(String(group.cards.length));
			// The title is the section's first child; cards follow it.
			group.cards.forEach((card, cardIndex) => {
				const view = this.cards.get(card.id) ?? this.createCard(section.el, card);
				placeAt(section.el, view.el, cardIndex + 1);
				this.updateCard(view, card);
				seen.add(card.id);
				order.push(card.id);
			});
		});
		for (const [kind, section] of this.sections) {
			if (model.groups.some((group) => group.kind === kind)) continue;
			section.el.detach();
			this.sections.delete(kind);
		}
		const lostFocus = this.focused !== null && !seen.has(this.focused) ? this.order.indexOf(this.focused) : -1;
		for (const [id, view] of this.cards) {
			if (seen.has(id)) continue;
			view.el.detach();
			this.cards.delete(id);
		}
		this.order = order;
		// A card that left (migrated, deleted in the note) hands the focus to the one now in its place.
		if (lostFocus >= 0) {
			this.focused = null;
			const heir = order[Math.min(lostFocus, order.length - 1)];
			if (heir !== undefined) this.setFocused(heir);
		}
	}

	private section(kind: CardKind, titleText: string): SectionView {
		const known = this.sections.get(kind);
		if (known) return known;
		const el = this.groups.createDiv({ cls: ["am-review-group", `am-kind-${kind}`] });
		const title = el.createDiv({ cls: "am-review-group-title" });
		title.createSpan({ text: titleText });
		const count = title.createSpan({ cls: "am-review-group-count" });
		const section = { el, count };
		this.sections.set(kind, section);
		return section;
	}

	private createCard(section: HTMLElement, card: ReviewCard): CardView {
		const el = section.createDiv({ cls: "am-card" });
		el.setAttr("data-proposal-id", card.id);
		el.setAttr("tabindex", "0");
		const top = el.createDiv({ cls: "am-card-top" });
		const status = top.createSpan({ cls: "am-card-status" });
		const tag = top.createSpan({ cls: "am-card-tag" });
		const text = el.createDiv({ cls: "am-card-text" });
		const details = el.createDiv({ cls: "am-card-details" });
		const relations = el.createDiv({ cls: "am-card-relations" });
		const relationsWarning = el.createDiv({ cls: "am-review-warning am-card-relations-warning" });
		const buttons = el.createDiv({ cls: "am-card-actions" });
		const id = card.id;
		const view: CardView = {
			card,
			el,
			status,
			tag,
			text,
			details,
			detailsKey: "",
			relations,
			relationsKey: "",
			relationRows: [],
			relationsWarning,
			accept: button(buttons, "am-accept", () => this.actions.accept(id)),
			reject: button(buttons, "am-reject", () => this.actions.reject(id)),
			edit: button(buttons, "am-edit", () => this.actions.edit(view.card)),
		};
		view.edit.setText("Edit");
		view.edit.setAttr("aria-label", "Edit the proposal's text and tag");
		// A click anywhere in the card (a button included) makes it the card the keys act on.
		el.addEventListener("focusin", () => this.setFocused(id));
		el.addEventListener("click", () => this.setFocused(id));
		this.cards.set(id, view);
		return view;
	}

	private updateCard(view: CardView, card: ReviewCard): void {
		view.card = card;
		view.el.removeClass(...STATUS_CLASSES);
		view.el.addClass(`is-${card.status}`);
		view.status.setText(STATUS_LABELS[card.status]);
		view.tag.setText(card.retireReason !== null ? `retire: ${card.retireReason}` : card.rawTag === null ? "no tag" : `[${card.rawTag}]`);
		view.text.setText(card.text);
		const detailsKey = JSON.stringify([card.source, card.date, card.item, card.text, card.annotation, card.reason, card.similarTo, card.mayContradict]);
		if (detailsKey !== view.detailsKey) {
			view.detailsKey = detailsKey;
			view.details.empty();
			this.renderDetails(view.details, card);
		}
		this.updateRelations(view, card);
		const accepted = card.status === "accepted" || card.status === "flagged";
		const rejected = card.status === "rejected" || card.status === "flagged";
		setButton(view.accept, accepted ? "Accepted" : "Accept", accepted ? "Untick accept" : "Tick accept in the exchange note (a)", accepted, this.busy);
		setButton(view.reject, rejected ? "Rejected" : "Reject", rejected ? "Untick reject" : "Tick reject in the exchange note (r)", rejected, this.busy);
		view.edit.disabled = this.busy;
	}

	private renderDetails(el: HTMLElement, card: ReviewCard): void {
		if (card.source !== null || card.date !== null) {
			const provenance = el.createDiv({ cls: "am-card-provenance", text: "From " });
			if (card.source !== null) {
				const link = provenance.createEl("a", { cls: "am-card-source", text: card.source, attr: { href: "#" } });
				link.setAttr("aria-label", "Open the note this came from (Enter)");
				link.addEventListener("click", (event) => {
					event.preventDefault();
					this.actions.openSource(card);
				});
			}
			if (card.date !== null && card.date !== "") provenance.createSpan({ text: card.source !== null ? ` · ${card.date}` : card.date });
		}
		// A proposal made from a selection quotes the selection as its item: showing it twice says nothing.
		const item = card.item !== null && card.item !== card.text ? card.item : null;
		if (item !== null || card.annotation !== null) {
			const origin = el.createDiv({ cls: "am-card-origin" });
			if (item !== null) line(origin, "Item", item);
			if (card.annotation !== null) line(origin, "Annotation", card.annotation);
		}
		if (card.reason !== null) line(el.createDiv({ cls: "am-card-reason" }), "Why", card.reason);
		if (card.similarTo !== null) line(el.createDiv({ cls: "am-card-flag is-similar" }), "Similar to", card.similarTo);
		if (card.mayContradict !== null) line(el.createDiv({ cls: "am-card-flag is-contradiction" }), "May contradict", card.mayContradict);
	}

	/** The relation lines as toggles; a tick changes its row in place, so the box keeps focus. */
	private updateRelations(view: CardView, card: ReviewCard): void {
		const key = JSON.stringify(card.relations.map((relation) => [relation.kind, relation.entryId, relation.text]));
		if (key !== view.relationsKey) {
			view.relationsKey = key;
			view.relations.empty();
			view.relationRows = card.relations.map((relation) => this.createRelation(view, relation));
		}
		card.relations.forEach((relation, index) => {
			const { row, box } = view.relationRows[index]!;
			const words = RELATION_LABELS[relation.kind];
			row.toggleClass("is-ticked", relation.ticked);
			row.toggleClass("is-unticked", !relation.ticked);
			box.checked = relation.ticked;
			box.disabled = this.busy;
			box.setAttr("aria-label", relation.ticked ? words.ticked : words.unticked);
		});
		const both = bothRelationsTicked(card.relations);
		view.relationsWarning.setText(both.length === 0 ? "" : `“Same as” and “Replaces” are both ticked for ${both.map((relation) => `“${relation.text}”`).join(", ")}: untick one, or migrate leaves this proposal as it is.`);
	}

	private createRelation(view: CardView, relation: Relation): { row: HTMLElement; box: HTMLInputElement } {
		const row = view.relations.createEl("label", { cls: ["am-card-relation", `is-${relation.kind}`] });
		const box = row.createEl("input", { type: "checkbox" });
		const { kind, entryId } = relation;
		// The card's current relation, not the one drawn first: its tick may have changed since.
		box.addEventListener("change", () => {
			const current = view.card.relations.find((candidate) => candidate.kind === kind && candidate.entryId === entryId);
			if (current) this.actions.toggleRelation(view.card.id, current);
		});
		row.createSpan({ cls: "am-card-label", text: `${RELATION_LABELS[kind].label}: ` });
		row.createSpan({ text: relation.text });
		return { row, box };
	}
}

const RELATION_LABELS: Record<Relation["kind"], { label: string; ticked: string; unticked: string }> = {
	same: { label: "Same as", ticked: "On accept, this entry's count goes up instead of a new line", unticked: "Tick if this entry says the same" },
	replaces: { label: "Replaces", ticked: "On accept, this entry moves to the archive as superseded", unticked: "Tick if the proposal makes this entry untrue" },
	retire: { label: "Retire", ticked: "On accept, this entry moves to the archive, covered by the new rule", unticked: "Tick to retire this entry into the new rule" },
};

/** Puts `el` at `index` among `parent`'s children, moving it only when it is elsewhere (a move would take its focus). */
function placeAt(parent: HTMLElement, el: HTMLElement, index: number): void {
	const current = parent.children[index] ?? null;
	if (current !== el) parent.insertBefore(el, current);
}

function renderEmpty(el: HTMLElement): void {
	const empty = el.createDiv({ cls: "am-review-empty" });
	empty.createEl("p", { text: "No proposals to review." });
	empty.createEl("p", { text: "Write a line starting with > directly under an agenda item; its proposal shows up here." });
}

function renderLastRun(root: HTMLElement, run: RunSummary): void {
	const box = root.createDiv({ cls: ["am-review-last-run", run.errors.length > 0 ? "has-errors" : "is-ok"] });
	// Local time: only the time for a run today, the date too for an older one.
	const when = localRunTime(run.at, new Date());
	box.createDiv({ cls: "am-review-last-run-title", text: `Last run (${run.kind === "process" ? "processing" : run.kind === "migrate" ? "migration" : "undo"}) · ${when}` });
	if (run.summary !== "") box.createDiv({ text: run.summary });
	if (run.cost) box.createDiv({ cls: "am-review-last-run-cost", text: `Model: ${run.cost}` });
	if (run.errors.length > 0) {
		const list = box.createEl("ul", { cls: "am-review-errors" });
		for (const error of run.errors) list.createEl("li", { text: error });
	}
}

function line(parent: HTMLElement, label: string, text: string): void {
	const row = parent.createDiv({ cls: "am-card-line" });
	row.createSpan({ cls: "am-card-label", text: `${label}: ` });
	row.createSpan({ text });
}

function button(parent: HTMLElement, cls: string, onClick: () => void): HTMLButtonElement {
	const el = parent.createEl("button", { cls });
	el.addEventListener("click", onClick);
	return el;
}

function setButton(el: HTMLButtonElement, text: string, tooltip: string, active: boolean, busy: boolean): void {
	el.setText(text);
	el.setAttr("aria-label", tooltip);
	el.toggleClass("is-active", active);
	el.disabled = busy;
}
