import { Modal, Setting, type App } from "obsidian";
import type { AnnotationOutcome, ProcessReport } from "../core/passes/process";
import { proposalEditProblem } from "../core/exchange/edit";
import { formatTag, parseTag } from "../core/exchange/tags";
import type { ReviewCard } from "./reviewModel";
import { summariseProcess } from "../core/passes/reports";

/**
 * An edit dialog's Save and Cancel buttons, over a line that says why a
 * save was refused: `save` answers that reason, or null once it saved, and
 * the dialog closes then.
 */
export function saveOrCancel(modal: Modal, save: () => Promise<string | null>): void {
	const problem = modal.contentEl.createDiv({ cls: "am-edit-problem" });
	new Setting(modal.contentEl)
		.addButton((button) =>
			button
				.setButtonText("Save")
				.setCta()
				.onClick(async () => {
					const reason = await save();
					problem.setText(reason ?? "");
					if (reason === null) modal.close();
				}),
		)
		.addButton((button) => button.setButtonText("Cancel").onClick(() => modal.close()));
}

/** The drop-down values that ask for a new rules or skills note. */
const NEW_NOTE = { "new-rule": "rule", "new-skill": "skill" } as const;
type NewNoteChoice = keyof typeof NEW_NOTE;

/**
 * Edits a proposal's text and tag; `save` runs only with a valid edit. The
 * tag is picked from `tags` (the notes that exist) or names a new rules or
 * skills note.
 */
export class EditProposalModal extends Modal {
	constructor(
		app: App,
		private readonly card: ReviewCard,
		private readonly tags: readonly string[],
		private readonly save: (text: string, tag: string) => Promise<void>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle("Edit proposal");
		let text = this.card.text;
		const current = currentTag(this.card.rawTag);
		let choice: string = current;
		let newName = "";
		new Setting(this.contentEl)
			.setName("Text")
			.setDesc("The statement to remember, as it will be written into the note.")
			.addTextArea((area) => {
				area.setValue(text).onChange((value) => (text = value));
				area.inputEl.addClass("am-edit-text");
			});
		const tagRow = new Setting(this.contentEl).setName("Where it goes").setDesc("The memory note, a rules note or a skills note.");
		const nameRow = new Setting(this.contentEl).setName("Name of the new note").addText((input) => input.setPlaceholder("Email").onChange((value) => (newName = value)));
		const showName = () => {
			const isNew = choice in NEW_NOTE;
			nameRow.settingEl.toggleClass("am-hidden", !isNew);
			nameRow.setDesc(isNew ? `Written as [${NEW_NOTE[choice as NewNoteChoice]}:name]; the note is created on migrate.` : "");
		};
		tagRow.addDropdown((dropdown) => {
			const options = this.tags.includes(current) ? [...this.tags] : [current, ...this.tags];
			for (const tag of options) dropdown.addOption(tag, tagOptionLabel(tag));
			dropdown.addOption("new-rule", "New rule…");
			dropdown.addOption("new-skill", "New skill…");
			dropdown.setValue(current).onChange((value) => {
				choice = value;
				showName();
			});
		});
		showName();
		saveOrCancel(this, async () => {
			const tag = chosenTag(choice, newName);
			if (tag === null) return "Name the new note.";
			const reason = proposalEditProblem(text, tag);
			if (reason === null) await this.save(text, tag);
			return reason;
		});
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}

/** The card's tag as the drop-down names it: canonical when it is a tag, as written when not, `user` when there is none. */
function currentTag(rawTag: string | null): string {
	if (rawTag === null) return "user";
	const tag = parseTag(rawTag);
	return tag ? formatTag(tag) : rawTag;
}

/** The tag a drop-down choice (and the new note's name) stands for; null when a new note has no name yet. */
function chosenTag(choice: string, newName: string): string | null {
	if (!(choice in NEW_NOTE)) return choice;
	const name = newName.trim();
	return name === "" ? null : `${NEW_NOTE[choice as NewNoteChoice]}:${name}`;
}

function tagOptionLabel(tag: string): string {
	const parsed = parseTag(tag);
	if (!parsed) return `[${tag}] (not a tag)`;
	if (parsed.kind === "memory") return "Memory [user]";
	if (parsed.kind === "rule") return `Rules: ${parsed.scope} [${tag}]`;
	return `Skills: ${parsed.name} [${tag}]`;
}

/**
 * Shows what "Process annotations now" would do, without writing anything;
 * "Apply these decisions" (when something would change and `apply` is
 * given) hands the previewed report back to be applied as it stands.
 */
export class PreviewModal extends Modal {
	constructor(
		app: App,
		private readonly report: ProcessReport,
		private readonly apply: ((report: ProcessReport) => void) | null = null,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle("Annotation changes (preview)");
		const { contentEl, report } = this;
		contentEl.addClass("am-preview");
		const summary = summariseProcess(report, new Date().toISOString(), true);
		contentEl.createEl("p", { cls: "am-preview-summary", text: `${summary.summary} Decided by ${report.decider}. Nothing has been written.` });
		for (const error of report.errors) contentEl.createEl("p", { cls: "am-preview-error", text: error });
		for (const outcome of report.outcomes) renderOutcome(contentEl, outcome);
		const { apply } = this;
		if (apply === null || !report.outcomes.some((outcome) => outcome.status === "planned")) return;
		new Setting(contentEl)
			.setDesc("Writes what is shown here; nothing is decided again. An annotation changed since stays as it is.")
			.addButton((button) =>
				button
					.setButtonText("Apply these decisions")
					.setCta()
					.onClick(() => {
						this.close();
						apply(report);
					}),
			)
			.addButton((button) => button.setButtonText("Close").onClick(() => this.close()));
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}

const STATUS_TEXT: Record<AnnotationOutcome["status"], string> = {
	applied: "Applied",
	planned: "Would apply",
	changed: "Changed meanwhile: left as it is",
	failed: "Failed: left as it is",
	left: "Nothing to do: stays in the note",
	held: "Waiting: still being written",
	refused: "Refused: it would add lines or structure to the agenda",
	stopped: "Stopped: stays for the next run",
};

/** What the preview says of an outcome: a correction kept under its item is said so, whatever its status. */
function statusText(outcome: AnnotationOutcome): string {
	if (outcome.kept !== true) return STATUS_TEXT[outcome.status];
	if (outcome.status === "planned") return "Would be proposed; stays under its item";
	if (outcome.status === "left") return "Proposed already: stays under its item";
	return STATUS_TEXT[outcome.status];
}

function renderOutcome(parent: HTMLElement, outcome: AnnotationOutcome): void {
	const el = parent.createDiv({ cls: ["am-preview-item", `is-${outcome.status}`] });
	const head = el.createDiv({ cls: "am-preview-head" });
	head.createSpan({ cls: "am-preview-note", text: outcome.notePath });
	head.createSpan({ cls: "am-preview-status", text: statusText(outcome) });
	field(el, "Item", outcome.item);
	field(el, "Annotation", outcome.annotation);
	const decision = outcome.decision;
	if (decision) {
		field(el, "Decision", `${decision.action} · ${decision.type}${decision.postponeUntil ? ` · until ${decision.postponeUntil}` : ""}`);
		if (decision.action === "rewrite") field(el, "New item text", decision.item ?? (outcome.kept === true ? "(unchanged: the annotation stays under the item, marked, until you fix it)" : "(unchanged)"));
		if (decision.proposal) field(el, "Proposal", `${decision.proposal}${outcome.proposed ? "" : " (already proposed)"}`);
		if (decision.reason) field(el, "Why", decision.reason);
	}
	if (outcome.message) field(el, "Note", outcome.message);
}

function field(parent: HTMLElement, label: string, text: string): void {
	const row = parent.createDiv({ cls: "am-preview-field" });
	row.createSpan({ cls: "am-preview-label", text: label });
	row.createSpan({ cls: "am-preview-value", text });
}

/** Asks before a step that changes many things at once; `confirm` runs only on the confirming button. */
export class ConfirmModal extends Modal {
	constructor(
		app: App,
		private readonly question: { title: string; text: string; confirm: string },
		private readonly confirm: () => void,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.question.title);
		this.contentEl.createEl("p", { text: this.question.text });
		new Setting(this.contentEl)
			.addButton((button) =>
				button
					.setButtonText(this.question.confirm)
					.setCta()
					.onClick(() => {
						this.close();
						this.confirm();
					}),
			)
			.addButton((button) => button.setButtonText("Cancel").onClick(() => this.close()));
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}
