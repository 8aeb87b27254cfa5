import { normalizePath } from "obsidian";
import type { Settings } from "../core/settings";
import { Debounced } from "./debounce";
import { hasDecidedBlocks } from "../core/exchange/block";
import type { SelfWriteGuard } from "./selfWrites";
import { isAgendaNote, ownNotesOf, type OwnNotes } from "../core/agenda/sources";

/** A line starting with `>`: the finder's own first test, so a note without one never starts a run. */
const QUOTE_LINE = /^[ \t]*>/m;

/** What the watcher reads and starts. */
export interface WatcherHooks {
	settings(): Settings;
	/** The agenda sources now (notes, folders, patterns, today's daily note); default: the settings' agenda notes. */
	agendaEntries?(): string[];
	/** The plugin's own notes, never agenda notes; default: those the settings name. */
	ownNotes?(): OwnNotes;
	guard: SelfWriteGuard;
	read(path: string): Promise<string | null>;
	/** Runs an automatic process pass. */
	process(): void;
	/** Runs a migration because a box was ticked. */
	migrate(): void;
}

/**
 * Turns vault modify events into work: an edit of an agenda note (one the
 * agenda sources name: a note, a note in a folder, a note a pattern matches)
 * that holds a `>` line starts a process pass once the edits stop for
 * `debounceSeconds` (each edit restarts the wait, so a half-typed `>` line
 * is not taken); a note without `>` lines costs a line scan and starts
 * nothing, so watching a folder of daily notes is cheap. A tick in Exchange.md
 * starts a migration the same way when "migrate on tick" is on. Changes the
 * plugin itself wrote are recognised and ignored. What the run then leaves
 * alone because the user is still writing it is `WritingHold`'s business
 * (./hold.ts); it asks for the next run through `processSoon`.
 */
export class ChangeWatcher {
	private readonly processLater: Debounced;
	private readonly migrateLater: Debounced;

	constructor(private readonly hooks: WatcherHooks) {
		const delay = () => hooks.settings().debounceSeconds * 1000;
		this.processLater = new Debounced(() => hooks.process(), delay);
		this.migrateLater = new Debounced(() => hooks.migrate(), delay);
	}

	/** Handles a modify event of the note at `path`. */
	async onModify(path: string): Promise<void> {
		const settings = this.hooks.settings();
		const isAgenda = isAgendaNote(this.hooks.agendaEntries?.() ?? settings.agendaPaths, path, this.hooks.ownNotes?.() ?? ownNotesOf(settings));
		const isExchange = normalizePath(settings.exchangePath) === path;
		if (!isAgenda && !isExchange) return;
		const text = await this.hooks.read(path);
		if (text === null) return;
		const own = this.hooks.guard.isOwnWrite(path, text);
		if (isExchange && !own) this.userDecided(text);
		if (isAgenda && !own && QUOTE_LINE.test(text)) this.processSoon();
	}

	/**
	 * Asks for an automatic run after the usual wait (annotations held back
	 * while being written may be taken now); nothing when automatic
	 * processing is off.
	 */
	processSoon(): void {
		if (this.hooks.settings().autoProcess) this.processLater.schedule();
	}

	/** The user may have ticked a box (in the note or in the panel): migrate soon when the settings ask for it. */
	userDecided(exchange: string | null): void {
		if (this.hooks.settings().migrateOnTick && hasDecidedBlocks(exchange)) this.migrateLater.schedule();
	}

	/** True while a process pass waits for the edits to stop. */
	get processPending(): boolean {
		return this.processLater.pending;
	}

	/** Drops every waiting run (on unload). */
	cancel(): void {
		this.processLater.cancel();
		this.migrateLater.cancel();
	}
}
