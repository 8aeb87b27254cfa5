import { Modal, Setting, type App } from "obsidian";
import type { EntryUsage, LearnedNoteKind, MemoryUsage } from "../core/memory/usage";
import { shownText } from "../core/neutralise";
import { entryEditProblem } from "../core/passes/entryEdit";
import { plural } from "../core/text";
import { saveOrCancel } from "./modals";

/** One entry as the Memory tab shows it: its uses, and the note it is in. */
export interface MemoryRow {
	note: string;
	kind: LearnedNoteKind;
	entry: EntryUsage;
	/** The entry's text as the reader sees it (see `shownText`). */
	shown: string;
}

/** What the Memory tab's buttons and keys do; each is the user's own act on one entry. */
export interface MemoryListActions {
	/** Opens the note at the entry. */
	open(row: MemoryRow): void;
	/** Disables an enabled entry, enables a disabled one. */
	toggleDisabled(row: MemoryRow): void;
	/** Retires the entry to the archive (the caller asks first). */
	retire(row: MemoryRow): void;
	/** Edits the entry's text (the caller opens the dialog). */
	edit(row: MemoryRow): void;
}

/** Everything the Memory tab shows. */
export interface MemoryListState {
	usage: MemoryUsage;
	/** True while a pass runs: the buttons wait. */
	busy: boolean;
}

/** The filter's choices: every entry, the never used, the disabled, or one note's (`note:<path>`). */
export type MemoryFilter = "all" | "unused" | "disabled" | `note:${string}`;

const KIND_LABELS: Record<LearnedNoteKind, string> = { memory: "memory", rules: "rules", skills: "skills" };

/** How many entries the tab draws at first, and how many more each "Show more" adds. */
const PAGE = 200;

/** The keys of the Memory tab's keyboard flow; each acts on the focused entry. */
const KEYS = {
	next: ["ArrowDown", "j"],
	previous: ["ArrowUp", "k"],
	open: ["Enter"],
	disable: ["d"],
	retire: ["r"],
	edit: ["e"],
	search: ["/"],
} as const;

/** The elements of one drawn entry. */
interface RowView {
	row: MemoryRow;
	el: HTMLElement;
	toggle: HTMLButtonElement;
	retire: HTMLButtonElement;
	edit: HTMLButtonElement;
}

/** The key of an entry: its note and its id. */
function rowKey(note: string, id: string): string {
	return `${note}\u0000${id}`;
}

/**
 * The Memory tab's DOM: the memory, rules and skills entries grouped by
 * note, each with its uses, last use, age and a link to it, a search box
 * and a filter, and per entry Disable/Enable, Retire and Edit buttons
 * (visible, for touch). Redrawn whole on each update; the focused entry is
 * kept by its note and id. Plain DOM helpers only, no HTML strings.
 */
export class MemoryList {
	private readonly search: HTMLInputElement;
	private readonly filter: HTMLSelectElement;
	private readonly since: HTMLElement;
	private readonly list: HTMLElement;
	private rows: RowView[] = [];
	private state: MemoryListState | null = null;
	private query = "";
	private chosen: MemoryFilter = "all";
	/** How many entries are drawn at most (a memory of thousands stays quick to redraw); "Show more" raises it. */
	private limit = PAGE;
	private focused: string | null = null;

	constructor(
		container: HTMLElement,
		private readonly actions: MemoryListActions,
	) {
		container.empty();
		const root = container.createDiv({ cls: "am-memory" });
		const bar = root.createDiv({ cls: "am-memory-bar" });
		this.search = bar.createEl("input", { cls: "am-memory-search", type: "search", placeholder: "Search entries" });
		this.search.setAttr("aria-label", "Search entries by text (/)");
		this.search.addEventListener("input", () => {
			this.query = this.search.value;
			this.limit = PAGE;
			this.draw();
		});
		this.filter = bar.createEl("select", { cls: "dropdown am-memory-filter" });
		this.filter.setAttr("aria-label", "Show");
		this.filter.addEventListener("change", () => {
			this.chosen = this.filter.value as MemoryFilter;
			this.limit = PAGE;
			this.draw();
		});
		this.since = root.createDiv({ cls: "am-memory-since" });
		this.list = root.createDiv({ cls: "am-memory-list" });
	}

	/** Shows `state`, keeping the search, the filter and the focused entry. */
	update(state: MemoryListState): void {
		this.state = state;
		const { usage } = state;
		this.since.setText(usage.countingSince === null ? "No uses counted yet: an entry counts once a model, an assistant or a copied context uses it." : `Uses counted since ${localDate(usage.countingSince)}.`);
		this.updateFilterOptions(usage);
		this.draw();
	}

	/** The entries shown now, in order. */
	shown(): MemoryRow[] {
		return this.rows.map((view) => view.row);
	}

	/** The entry the keys act on, or null. */
	focusedRow(): MemoryRow | null {
		return this.rows.find((view) => rowKey(view.row.note, view.row.entry.id) === this.focused)?.row ?? null;
	}

	/**
	 * The keyboard flow: ArrowDown/j and ArrowUp/k move between entries,
	 * Enter opens the focused one in its note, d disables or enables it, r
	 * retires it (after asking), e edits it, / goes to the search box. Keys
	 * typed into a field, with a modifier, or Enter on a button or link are
	 * left alone. True when the key was used.
	 */
	handleKey(event: KeyboardEvent): boolean {
		if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
		const target = event.target as { tagName?: string } | null;
		const tag = (target?.tagName ?? "").toLowerCase();
		if (tag === "input" || tag === "textarea" || tag === "select") return false;
		const is = (keys: readonly string[]) => keys.includes(event.key);
		let used = true;
		if (is(KEYS.next)) this.move(1);
		else if (is(KEYS.previous)) this.move(-1);
		else if (is(KEYS.search)) this.search.focus();
		else if (is(KEYS.open) && (tag === "button" || tag === "a")) used = false;
		else {
			const row = this.focusedRow();
			if (row === null) return false;
			const busy = this.state?.busy ?? false;
			if (is(KEYS.open)) this.actions.open(row);
			else if (busy && (is(KEYS.disable) || is(KEYS.retire) || is(KEYS.edit))) used = true;
			else if (is(KEYS.disable)) this.actions.toggleDisabled(row);
			else if (is(KEYS.retire)) this.actions.retire(row);
			else if (is(KEYS.edit)) this.actions.edit(row);
			else used = false;
		}
		if (used) event.preventDefault();
		return used;
	}

	private move(step: 1 | -1): void {
		if (this.rows.length === 0) return;
		const at = this.rows.findIndex((view) => rowKey(view.row.note, view.row.entry.id) === this.focused);
		const next = at < 0 ? (step > 0 ? 0 : this.rows.length - 1) : Math.min(this.rows.length - 1, Math.max(0, at + step));
		const view = this.rows[next]!;
		this.setFocused(rowKey(view.row.note, view.row.entry.id));
		view.el.focus();
		view.el.scrollIntoView({ block: "nearest" });
	}

	private setFocused(key: string | null): void {
		this.focused = key;
		for (const view of this.rows) view.el.toggleClass("is-focused", rowKey(view.row.note, view.row.entry.id) === key);
	}

	private updateFilterOptions(usage: MemoryUsage): void {
		const choices: [MemoryFilter, string][] = [
			["all", "All entries"],
			["unused", "Never used"],
			["disabled", "Disabled"],
			...usage.notes.map((note): [MemoryFilter, string] => [`note:${note.path}`, `Only ${note.path}`]),
		];
		if (!choices.some(([value]) => value === this.chosen)) this.chosen = "all";
		this.filter.empty();
		for (const [value, label] of choices) this.filter.createEl("option", { text: label, attr: { value } });
		this.filter.value = this.chosen;
	}

	/** Draws the entries that pass the search and the filter, grouped by note. */
	private draw(): void {
		const state = this.state;
		// Redrawn rows are new elements: the keyboard focus, when it was on an entry, goes to the entry's new row.
		const active = this.list.ownerDocument.activeElement;
		const hadFocus = this.rows.some((view) => view.el.contains(active));
		this.list.empty();
		this.rows = [];
		if (state === null) return;
		if (state.usage.notes.every((note) => note.entries.length === 0)) {
			this.list.createDiv({ cls: "am-review-empty", text: "No memory, rules or skills entries yet. Accepted proposals land here once they are migrated." });
			this.setFocused(this.focused);
			return;
		}
		const words = this.query.toLowerCase().split(/\s+/).filter((word) => word !== "");
		let hidden = 0;
		for (const note of state.usage.notes) {
			if (this.chosen.startsWith("note:") && this.chosen !== `note:${note.path}`) continue;
			const entries = note.entries.filter((entry) => this.passes(entry, words));
			if (entries.length === 0) continue;
			const section = this.list.createDiv({ cls: ["am-review-group", "am-memory-note", `am-kind-${note.kind}`] });
			const title = section.createDiv({ cls: "am-review-group-title" });
			title.createSpan({ text: `${note.path} (${KIND_LABELS[note.kind]})` });
			title.createSpan({ cls: "am-review-group-count", text: String(entries.length) });
			for (const entry of entries) {
				if (this.rows.length < this.limit) this.rows.push(this.drawRow(section, { note: note.path, kind: note.kind, entry, shown: shownText(entry.text) }, state.busy));
				else hidden++;
			}
		}
		if (this.rows.length === 0) this.list.createDiv({ cls: "am-review-empty", text: "No entry matches the search and the filter." });
		if (hidden > 0) {
			const more = this.list.createDiv({ cls: "am-memory-more", text: `${plural(hidden, "more entry", "more entries")} not shown: search or filter to find one. ` });
			const button = more.createEl("button", { text: `Show ${Math.min(PAGE, hidden)} more` });
			button.addEventListener("click", () => {
				this.limit += PAGE;
				this.draw();
			});
		}
		this.setFocused(this.focused);
		if (hadFocus) this.rows.find((view) => rowKey(view.row.note, view.row.entry.id) === this.focused)?.el.focus();
	}

	private passes(entry: EntryUsage, words: readonly string[]): boolean {
		if (this.chosen === "unused" && entry.uses > 0) return false;
		if (this.chosen === "disabled" && !entry.disabled) return false;
		const text = shownText(entry.text).toLowerCase();
		return words.every((word) => text.includes(word));
	}

	private drawRow(section: HTMLElement, row: MemoryRow, busy: boolean): RowView {
		const { entry } = row;
		const key = rowKey(row.note, entry.id);
		const el = section.createDiv({ cls: ["am-card", "am-memory-entry", entry.disabled ? "is-disabled" : "is-enabled"] });
		el.setAttr("tabindex", "0");
		el.setAttr("data-entry-id", entry.id);
		if (entry.disabled) el.createDiv({ cls: "am-card-top" }).createSpan({ cls: "am-card-status", text: "Disabled: not sent" });
		el.createDiv({ cls: "am-card-text", text: row.shown });
		const details = [usesText(entry), ageText(entry.ageDays), ...(entry.source === null ? [] : [`from ${entry.source}`])];
		el.createDiv({ cls: "am-memory-details", text: details.join(" · ") });
		const link = el.createEl("a", { cls: "am-card-source am-memory-open", text: `Open in ${baseName(row.note)}`, attr: { href: "#" } });
		link.setAttr("aria-label", "Open the note at this entry (Enter)");
		link.addEventListener("click", (event) => {
			event.preventDefault();
			this.actions.open(row);
		});
		const buttons = el.createDiv({ cls: "am-card-actions" });
		const toggle = actionButton(buttons, entry.disabled ? "Enable" : "Disable", entry.disabled ? "Send this entry again (d)" : "Keep it in the note but stop sending it (d)", busy, () => this.actions.toggleDisabled(row));
		const retire = actionButton(buttons, "Retire", "Move this entry to the archive, after asking (r)", busy, () => this.actions.retire(row));
		const edit = actionButton(buttons, "Edit", "Change this entry's text (e)", busy, () => this.actions.edit(row));
		el.addEventListener("focusin", () => this.setFocused(key));
		el.addEventListener("click", () => this.setFocused(key));
		return { row, el, toggle, retire, edit };
	}
}

/** "Used 3 times, last 2026-12-05" (the local date) or "Never used". */
function usesText(entry: EntryUsage): string {
	if (entry.uses === 0) return "Never used";
	const times = entry.uses === 1 ? "Used once" : `Used ${entry.uses} times`;
	return entry.lastUse === null ? times : `${times}, last ${localDate(entry.lastUse)}`;
}

function ageText(days: number | null): string {
	if (days === null) return "no date";
	if (days <= 0) return "written today";
	return `${plural(days, "day")} old`;
}

/** A use's time (`2026-12-05T18:30Z`) as the local date, `2026-12-05`. */
export function localDate(minute: string): string {
	const time = new Date(minute.replace(/Z$/, ":00Z"));
	if (Number.isNaN(time.getTime())) return minute.slice(0, 10);
	const two = (n: number) => String(n).padStart(2, "0");
	return `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())}`;
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/, "");
}

function actionButton(parent: HTMLElement, text: string, label: string, busy: boolean, onClick: () => void): HTMLButtonElement {
	const el = parent.createEl("button", { text });
	el.setAttr("aria-label", label);
	el.disabled = busy;
	el.addEventListener("click", onClick);
	return el;
}

/**
 * Edits one entry's text; `save` runs only with a text that can be an
 * entry's and answers with the reason it was not saved (shown in the
 * dialog), or null once it was.
 */
export class EditEntryModal extends Modal {
	constructor(
		app: App,
		private readonly row: MemoryRow,
		private readonly save: (text: string) => Promise<string | null>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle("Edit entry");
		let text = this.row.shown;
		new Setting(this.contentEl)
			.setName("Text")
			.setDesc(`One line of ${this.row.note}. Only this entry's text changes; undo takes it back.`)
			.addTextArea((area) => {
				area.setValue(text).onChange((value) => (text = value));
				area.inputEl.addClass("am-edit-text");
			});
		saveOrCancel(this, async () => entryEditProblem(text) ?? (await this.save(text)));
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}
