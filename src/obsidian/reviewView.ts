import { ItemView, Notice, type Events, type WorkspaceLeaf } from "obsidian";
import { onExchangeNoteChange } from "./exchangeEvents";
import type { RelationKind } from "../core/exchange";
import { normalizeVaultPath } from "../core/paths";
import type { Settings } from "../core/settings";
import { itemLine } from "./itemLine";
import { loadWork, type Work } from "./loadWork";
import type { ReviewActions, ReviewPanel } from "./reviewPanel";
import type { MemoryTab, MemoryTabHost } from "./memoryTab";
import type { ReviewCard } from "./reviewModel";
import type { RunSummary } from "../core/passes/reports";
import { plural } from "../core/text";
import type { UsageTotals } from "../core/llm/usageRecords";

/** The review panel's view type (one per workspace). */
export const REVIEW_VIEW_TYPE = "annotation-memory-review";

/** What the review panel needs from the plugin. */
export interface ReviewHost extends MemoryTabHost {
	settings(): Settings;
	/** Exchange.md's text (null when it does not exist yet). */
	readExchange(): Promise<string | null>;
	lastRun(): RunSummary | null;
	/** True while a pass runs. */
	busy(): boolean;
	/** Triggers "change" whenever a run starts or ends. */
	readonly events: Events;
	/** Ticks Accept or Reject of a block (unticking the other), or unticks it when already ticked. */
	toggleBox(id: string, box: "accept" | "reject"): Promise<void>;
	/** Ticks Accept and unticks Reject of each block named. */
	acceptAll(ids: readonly string[]): Promise<void>;
	/** Ticks or unticks one relation line of a block. */
	toggleRelation(id: string, kind: RelationKind, entryId: string): Promise<void>;
	/** Writes an edited text and tag into the block. */
	editProposal(id: string, text: string, tag: string): Promise<void>;
	/** The tags of the memory note and of the notes in the rules and skills folders, for the Edit dialog. */
	existingTags(): Promise<string[]>;
	migrate(trigger: "command" | "panel" | "tick"): Promise<unknown>;
	/** Today's and this month's model usage (null: not kept). */
	usageTotals?(): Promise<UsageTotals | null>;
	/** Why automatic processing is paused, or null. */
	paused?(): string | null;
}

/**
 * The review panel (right sidebar): the proposals of Exchange.md with their
 * provenance and Accept / Reject / Edit buttons, worked through by mouse or
 * keyboard (see `ReviewPanel.handleKey`). The note stays the source of
 * truth: buttons edit the note and the panel updates from it in place, so a
 * tick typed in the note shows here too and a click keeps focus and scroll.
 */
export class ReviewView extends ItemView {
	private drawn = 0;
	private panel: ReviewPanel | null = null;
	/** The tab bar, and the Memory tab beside the proposals. */
	private memory: MemoryTab | null = null;
	/** Counts opens and closes, so an open that finishes loading after a close draws nothing. */
	private opened = 0;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly host: ReviewHost,
	) {
		super(leaf);
	}

	override getViewType(): string {
		return REVIEW_VIEW_TYPE;
	}

	override getDisplayText(): string {
		return "Annotation review";
	}

	override getIcon(): string {
		return "list-checks";
	}

	override async onOpen(): Promise<void> {
		const opened = ++this.opened;
		// The tab bar loads with the passes, on the first open rather than at Obsidian's start.
		const { MemoryTab } = await loadWork();
		// Closed (or opened again) while it loaded.
		if (opened !== this.opened) return;
		this.memory = new MemoryTab(this, this.host);
		for (const ref of onExchangeNoteChange(this.app.vault, () => this.host.settings().exchangePath, () => void this.refresh())) this.registerEvent(ref);
		this.registerEvent(this.host.events.on("change", () => void this.refresh()));
		this.registerDomEvent(this.contentEl, "keydown", (event) => (this.memory?.shown() === "memory" ? this.memory.handleKey(event) : this.panel?.handleKey(event)));
		await this.refresh();
	}

	override onClose(): Promise<void> {
		this.opened++;
		this.panel = null;
		this.memory = null;
		this.contentEl.empty();
		return Promise.resolve();
	}

	/** Updates the panel from the note; an older read finishing late is dropped. */
	async refresh(): Promise<void> {
		const ticket = ++this.drawn;
		// The panel's internals load with the passes, on the first open rather than at Obsidian's start.
		const [text, work, totals] = await Promise.all([this.host.readExchange(), loadWork(), this.host.usageTotals?.().catch(() => null) ?? null]);
		if (ticket !== this.drawn) return;
		this.panel ??= new work.ReviewPanel(this.memory?.proposalsEl ?? this.contentEl, this.actions(work));
		const usage = totals ? { totals, limit: this.host.settings().monthlyRequestLimit, paused: this.host.paused?.() ?? null } : null;
		this.panel.update({ model: work.buildReviewModel(text), lastRun: this.host.lastRun(), exchangePath: this.exchangePath(), busy: this.host.busy(), usage });
	}

	private actions(work: Work): ReviewActions {
		return {
			accept: (id) => void this.guard(this.host.toggleBox(id, "accept")),
			reject: (id) => void this.guard(this.host.toggleBox(id, "reject")),
			acceptAll: (ids) => this.confirmAcceptAll(ids, work),
			toggleRelation: (id, relation) => void this.guard(this.host.toggleRelation(id, relation.kind, relation.entryId)),
			edit: (card) => void this.edit(card, work),
			openSource: (card) => void this.openSource(card),
			migrate: () => void this.guard(this.host.migrate("panel")),
			openExchange: () => void this.app.workspace.openLinkText(this.exchangePath(), "", false),
		};
	}

	private confirmAcceptAll(ids: string[], { ConfirmModal }: Work): void {
		if (ids.length === 0) return;
		const question = {
			title: "Accept all shown",
			text: `Tick accept on ${plural(ids.length, "pending proposal")}? Reject is unticked on each. Nothing moves into memory, rules or skills until you migrate.`,
			confirm: `Accept ${ids.length}`,
		};
		new ConfirmModal(this.app, question, () => void this.guard(this.host.acceptAll(ids))).open();
	}

	private async edit(card: ReviewCard, { EditProposalModal }: Work): Promise<void> {
		const tags = await this.host.existingTags();
		new EditProposalModal(this.app, card, tags, async (newText, tag) => {
			await this.guard(this.host.editProposal(card.id, newText, tag));
		}).open();
	}

	/** Opens the note the proposal came from, at its item's line when the item is still there. */
	private async openSource(card: ReviewCard): Promise<void> {
		if (card.source === null) return;
		const exchangePath = this.exchangePath();
		const file = this.app.metadataCache.getFirstLinkpathDest(card.source, exchangePath);
		if (!file) {
			new Notice(`The note "${card.source}" is not in the vault any more.`);
			return;
		}
		const line = card.item === null ? null : itemLine(await this.app.vault.cachedRead(file), card.item);
		await this.app.workspace.openLinkText(file.path, exchangePath, false, line === null ? undefined : { eState: { line } });
	}

	private exchangePath(): string {
		return normalizeVaultPath(this.host.settings().exchangePath);
	}

	/** A failed write becomes a notice instead of an unhandled rejection. */
	private async guard(work: Promise<unknown>): Promise<void> {
		try {
			await work;
		} catch (error) {
			new Notice(`Could not change the exchange note: ${error instanceof Error ? error.message : String(error)}`);
		}
	}
}
