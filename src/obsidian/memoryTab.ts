import { normalizePath, Notice, type EventRef, type Events, type ItemView, type TAbstractFile } from "obsidian";
import type { EntryAction } from "../core/passes/entryActions";
import type { MemoryUsage } from "../core/memory/usage";
import type { Settings } from "../core/settings";
import { loadWork, type Work } from "./loadWork";
import type { MemoryList, MemoryListActions, MemoryRow } from "./memoryList";

/** What the Memory tab needs from the plugin. */
export interface MemoryTabHost {
	settings(): Settings;
	/** True while a pass runs. */
	busy(): boolean;
	/** Triggers "change" whenever a run (an act on an entry included) starts or ends. */
	readonly events: Events;
	/** The memory, rules and skills entries with their uses (read-only). */
	memoryUsage(): Promise<MemoryUsage>;
	/** Disables, enables or retires one entry under the write lock, telling the user in a notice with Undo (`text` names the entry there). */
	actOnEntry(action: EntryAction, note: string, id: string, text: string): Promise<void>;
	/** Replaces one entry's text under the write lock (a notice with Undo tells of it); answers why it was not saved, or null once it was. */
	editEntry(note: string, id: string, expected: string, text: string): Promise<string | null>;
	/** Where the entry is in its note: its line and block id; null when it is not there any more. */
	entryPlace(note: string, id: string): Promise<{ line: number; block: string | null } | null>;
}

/** The review panel's tabs. */
export type ReviewTab = "proposals" | "memory";

/**
 * The review panel's tab bar and its Memory tab: the proposals pane (the
 * review panel proper draws into it) and the memory pane, drawn on first
 * show and redrawn while shown whenever a memory, rules or skills note
 * changes or a run starts or ends. Its list (./memoryList.ts) loads with
 * the passes, on first show. Every act is a click or a key of the user's
 * on one entry; Retire asks first.
 */
export class MemoryTab {
	/** Where the review panel draws the proposals. */
	readonly proposalsEl: HTMLElement;
	private readonly memoryEl: HTMLElement;
	private readonly tabs: Record<ReviewTab, HTMLButtonElement>;
	private active: ReviewTab = "proposals";
	private list: MemoryList | null = null;
	private drawn = 0;
	private stale = true;

	constructor(
		private readonly view: ItemView,
		private readonly host: MemoryTabHost,
	) {
		const root = view.contentEl;
		root.empty();
		const bar = root.createDiv({ cls: "am-review-tabs", attr: { role: "tablist" } });
		this.tabs = { proposals: this.tabButton(bar, "proposals", "Proposals"), memory: this.tabButton(bar, "memory", "Memory") };
		this.proposalsEl = root.createDiv({ cls: "am-review-pane", attr: { role: "tabpanel" } });
		this.memoryEl = root.createDiv({ cls: "am-review-pane", attr: { role: "tabpanel" } });
		for (const ref of this.noteEvents()) view.registerEvent(ref);
		view.registerEvent(host.events.on("change", () => this.changed()));
		this.show("proposals");
	}

	/** The tab shown now. */
	shown(): ReviewTab {
		return this.active;
	}

	/** Shows a tab (the memory list is read when it shows). */
	show(tab: ReviewTab): void {
		this.active = tab;
		for (const [name, button] of Object.entries(this.tabs) as [ReviewTab, HTMLButtonElement][]) {
			button.setAttr("aria-selected", String(name === tab));
			button.setAttr("tabindex", name === tab ? "0" : "-1");
			button.toggleClass("is-active", name === tab);
		}
		this.proposalsEl.toggleClass("am-hidden", tab !== "proposals");
		this.memoryEl.toggleClass("am-hidden", tab !== "memory");
		if (tab === "memory" && this.stale) void this.refresh();
	}

	/** The Memory tab's keyboard flow (see `MemoryList.handleKey`); false when it is not shown or the key is not its. */
	handleKey(event: KeyboardEvent): boolean {
		return this.active === "memory" && this.list !== null && this.list.handleKey(event);
	}

	/** Something the tab shows may have changed: redrawn now when shown, else when it shows next. */
	changed(): void {
		this.stale = true;
		if (this.active === "memory") void this.refresh();
	}

	/** Reads the entries and their uses and redraws; an older read finishing late is dropped. */
	async refresh(): Promise<void> {
		const ticket = ++this.drawn;
		this.stale = false;
		try {
			const [work, usage] = await Promise.all([loadWork(), this.host.memoryUsage()]);
			if (ticket !== this.drawn) return;
			this.list ??= new work.MemoryList(this.memoryEl, this.actions(work));
			this.list.update({ usage, busy: this.host.busy() });
		} catch (error) {
			new Notice(`Could not read the memory notes: ${messageOf(error)}`);
		}
	}

	private tabButton(bar: HTMLElement, tab: ReviewTab, text: string): HTMLButtonElement {
		const button = bar.createEl("button", { cls: "am-review-tab", text, attr: { role: "tab" } });
		button.addEventListener("click", () => this.show(tab));
		// Left and right move between the tabs, as in any tab list.
		button.addEventListener("keydown", (event: KeyboardEvent) => {
			if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
			event.preventDefault();
			const next: ReviewTab = tab === "proposals" ? "memory" : "proposals";
			this.show(next);
			this.tabs[next].focus();
		});
		return button;
	}

	/** The vault events that change what the tab shows: a memory, rules or skills note written, created, deleted or renamed. */
	private noteEvents(): EventRef[] {
		const vault = this.view.app.vault;
		const learned = (path: string) => {
			const settings = this.host.settings();
			const folders = [settings.rulesFolder, settings.skillsFolder].map((folder) => `${normalizePath(folder)}/`);
			return path === normalizePath(settings.memoryPath) || folders.some((folder) => path.startsWith(folder));
		};
		const onFile = (file: TAbstractFile) => {
			if (learned(file.path)) this.changed();
		};
		return [
			vault.on("modify", onFile),
			vault.on("create", onFile),
			vault.on("delete", onFile),
			vault.on("rename", (file, oldPath) => {
				if (learned(file.path) || learned(oldPath)) this.changed();
			}),
		];
	}

	private actions(work: Work): MemoryListActions {
		return {
			open: (row) => void this.open(row),
			toggleDisabled: (row) => void this.act(row.entry.disabled ? "enable" : "disable", row),
			retire: (row) => this.confirmRetire(row, work),
			edit: (row) => new work.EditEntryModal(this.view.app, row, (text) => this.host.editEntry(row.note, row.entry.id, row.entry.text, text)).open(),
		};
	}

	private confirmRetire(row: MemoryRow, { ConfirmModal }: Work): void {
		const archive = normalizePath(this.host.settings().archivePath);
		const question = {
			title: "Retire entry",
			text: `Move “${row.shown}” out of ${row.note} into ${archive}? It is no longer sent or given as context. Undo puts it back.`,
			confirm: "Retire",
		};
		new ConfirmModal(this.view.app, question, () => void this.act("retire", row)).open();
	}

	private async act(action: EntryAction, row: MemoryRow): Promise<void> {
		try {
			await this.host.actOnEntry(action, row.note, row.entry.id, row.shown);
		} catch (error) {
			new Notice(`Could not change ${row.note}: ${messageOf(error)}`);
		}
	}

	/** Opens the note at the entry: at its block when it has a block id, else at its line. */
	private async open(row: MemoryRow): Promise<void> {
		const place = await this.host.entryPlace(row.note, row.entry.id);
		if (place === null) {
			new Notice(`The entry is not in ${row.note} any more.`);
			return;
		}
		const workspace = this.view.app.workspace;
		if (place.block !== null) await workspace.openLinkText(`${row.note}#^${place.block}`, "", false);
		else await workspace.openLinkText(row.note, "", false, { eState: { line: place.line } });
	}
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
