import { ItemView, Notice, type Events, type WorkspaceLeaf } from "obsidian";
import { onExchangeNoteChange } from "./exchangeEvents";
import type { RelationKind } from "../core/exchange";
import { normalizeVaultPath } from "../core/paths";
import type { Settings } from "../core/settings";
import { EditProposalModal } from "./modals";
import { renderReviewPanel } from "./reviewPanel";
import { buildReviewModel } from "./reviewModel";
import type { RunSummary } from "../core/passes/reports";

/** The review panel's view type (one per workspace). */
export const REVIEW_VIEW_TYPE = "annotation-memory-review";

/** What the review panel needs from the plugin. */
export interface ReviewHost {
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
	/** Ticks or unticks one relation line of a block. */
	toggleRelation(id: string, kind: RelationKind, entryId: string): Promise<void>;
	/** Writes an edited text and tag into the block. */
	editProposal(id: string, text: string, tag: string): Promise<void>;
	migrate(trigger: "command" | "panel" | "tick"): Promise<unknown>;
}

/**
 * The review panel (right sidebar): the proposals of Exchange.md with their
 * provenance and Accept / Reject / Edit buttons. The note stays the source
 * of truth: buttons edit the note and the panel redraws from it, so a tick
 * typed in the note shows here too.
 */
export class ReviewView extends ItemView {
	private drawn = 0;

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
		for (const ref of onExchangeNoteChange(this.app.vault, () => this.host.settings().exchangePath, () => void this.refresh())) this.registerEvent(ref);
		this.registerEvent(this.host.events.on("change", () => void this.refresh()));
		await this.refresh();
	}

	override onClose(): Promise<void> {
		this.contentEl.empty();
		return Promise.resolve();
	}

	/** Redraws from the note; an older read finishing late is dropped. */
	async refresh(): Promise<void> {
		const ticket = ++this.drawn;
		const text = await this.host.readExchange();
		if (ticket !== this.drawn) return;
		const settings = this.host.settings();
		renderReviewPanel(
			this.contentEl,
			{ model: buildReviewModel(text), lastRun: this.host.lastRun(), exchangePath: normalizeVaultPath(settings.exchangePath), busy: this.host.busy() },
			{
				accept: (id) => void this.guard(this.host.toggleBox(id, "accept")),
				reject: (id) => void this.guard(this.host.toggleBox(id, "reject")),
				toggleRelation: (id, relation) => void this.guard(this.host.toggleRelation(id, relation.kind, relation.entryId)),
				edit: (card) =>
					new EditProposalModal(this.app, card, async (newText, tag) => {
						await this.guard(this.host.editProposal(card.id, newText, tag));
					}).open(),
				migrate: () => void this.guard(this.host.migrate("panel")),
				openExchange: () => void this.app.workspace.openLinkText(normalizeVaultPath(settings.exchangePath), "", false),
			},
		);
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
