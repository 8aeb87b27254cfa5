import type { Annotation } from "../core/agenda/annotations";
import type { ProposalBlock } from "../core/exchange";
import type { MigrateReport, MigrationOutcome } from "../core/passes/migrate";
import type { ProcessReport } from "../core/passes/process";

/** Why an annotation the user brought back waits (kept in the run's outcome). */
export const BROUGHT_BACK = "You brought it back after it was processed: it waits until you change it or run “Process annotations now”.";

/** What the user is told, once for each annotation, the first time one is held because they brought it back. */
export const BROUGHT_BACK_NOTICE = "An annotation you brought back with undo stays as it is. Change it, or run “Process annotations now”, to have it processed.";

/** How many taken annotations are remembered; the oldest are forgotten first. */
const REMEMBERED = 500;

/**
 * How long after a run took an annotation its return counts as brought
 * back (undo comes soon after the edit); later, the same words under the
 * same item are taken as written anew (a daily "> done" under a daily item).
 */
export const BROUGHT_BACK_WITHIN_MS = 60 * 60 * 1000;

/**
 * Annotations that a run of this session took out of their notes (or
 * marked as proposed), so an automatic run does not take one again once
 * the user has brought it back — with Ctrl+Z in the editor, or the Undo
 * of the plugin's notice. Such an annotation, with the same text under
 * the same item in the same section of the same note, back within the hour,
 * waits until the user changes it (a new id) or runs the process command,
 * whose run holds nothing. Kept in memory only: a restart forgets it.
 */
export class BroughtBack {
	/** When each annotation (note, section and id) was taken, oldest first. */
	private readonly taken = new Map<string, number>();
	/** Annotations found brought back: they wait, and the user was told. */
	private readonly held = new Set<string>();

	/**
	 * @param tell shows the user a message (a notice)
	 * @param now clock in milliseconds (injected for tests)
	 */
	constructor(
		private readonly tell: (message: string) => void,
		private readonly now: () => number = () => Date.now(),
	) {}

	/**
	 * Records what a run that wrote took: every annotation it applied. A run
	 * the user asked for (`manual`) also ends the wait of every annotation
	 * it looked at, taken or not: the user has had their say on it. One
	 * waiting that the run no longer found in its note waits no more.
	 */
	record(report: ProcessReport, manual: boolean): void {
		if (report.dryRun) return;
		const seen = new Set<string>();
		for (const outcome of report.outcomes) {
			const key = keyOf(outcome.notePath, outcome.section, outcome.id);
			seen.add(key);
			if (manual) this.forget(key);
			if (outcome.status !== "applied") continue;
			this.forget(key);
			this.taken.set(key, this.now());
		}
		// One that waited and is gone from its note (the user deleted it) waits no more: written again later, it is new.
		const read = new Set(report.notes.filter((note) => !note.missing).map((note) => note.path));
		for (const key of this.held) if (read.has(key.slice(0, key.indexOf("\u0000"))) && !seen.has(key)) this.forget(key);
		for (const key of this.taken.keys()) {
			if (this.taken.size <= REMEMBERED) break;
			this.forget(key);
		}
	}

	/**
	 * The hold of one automatic run: why it leaves an annotation alone (it
	 * was taken before and is back), or null to take it. The first time an
	 * annotation is held, the user is told, in one notice for the run.
	 */
	forRun(): (annotation: Annotation, notePath: string) => string | null {
		let toldThisRun = false;
		return (annotation, notePath) => {
			const key = keyOf(notePath, annotation.section, annotation.id);
			if (this.held.has(key)) return BROUGHT_BACK;
			const at = this.taken.get(key);
			if (at === undefined || this.now() - at > BROUGHT_BACK_WITHIN_MS) return null;
			this.held.add(key);
			if (!toldThisRun) this.tell(BROUGHT_BACK_NOTICE);
			toldThisRun = true;
			return BROUGHT_BACK;
		};
	}

	/** Forgets everything (on unload). */
	clear(): void {
		this.taken.clear();
		this.held.clear();
	}

	private forget(key: string): void {
		this.taken.delete(key);
		this.held.delete(key);
	}
}

function keyOf(notePath: string, section: string, id: string): string {
	return `${notePath}\u0000${section}\u0000${id}`;
}

/** What the user is told, once for each proposal, the first time an automatic migration leaves one alone because they brought it back. */
export const BLOCK_BROUGHT_BACK_NOTICE = "A proposal you brought back with undo stays in the exchange note, ticked as it is. Run “Migrate accepted proposals” to migrate it.";

/**
 * Proposals a migration of this session took out of the exchange note, so
 * that one the user brings back (Ctrl+Z, or "Undo last migration") within
 * the hour is not taken again by the next migration a tick starts: it waits
 * until the user runs the migrate command (or the panel's), which holds
 * nothing. Kept in memory only: a restart forgets it.
 */
export class TakenBlocks {
	/** When each proposal (by id) left the exchange note, oldest first. */
	private readonly taken = new Map<string, number>();
	/** Proposals the user was told about. */
	private readonly told = new Set<string>();

	constructor(
		private readonly tell: (message: string) => void,
		private readonly now: () => number = () => Date.now(),
	) {}

	/** Records the proposals a migration took out of the exchange note (migrated, merged, found present, or rejected). */
	record(report: MigrateReport): void {
		if (report.dryRun) return;
		for (const outcome of report.outcomes) {
			if (!LEFT_THE_NOTE.has(outcome.status)) continue;
			this.taken.delete(outcome.id);
			this.told.delete(outcome.id);
			this.taken.set(outcome.id, this.now());
		}
		for (const id of this.taken.keys()) {
			if (this.taken.size <= REMEMBERED) break;
			this.taken.delete(id);
		}
	}

	/** The hold of one migration a tick started: true for a proposal taken within the hour and back; the user is told once for each. */
	forRun(): (block: ProposalBlock) => boolean {
		let toldThisRun = false;
		return (block) => {
			const at = this.taken.get(block.id);
			if (at === undefined || this.now() - at > BROUGHT_BACK_WITHIN_MS) return false;
			if (!this.told.has(block.id) && !toldThisRun) this.tell(BLOCK_BROUGHT_BACK_NOTICE);
			toldThisRun = true;
			this.told.add(block.id);
			return true;
		};
	}
}

/** The outcomes whose proposal leaves the exchange note for the archive. */
const LEFT_THE_NOTE: ReadonlySet<MigrationOutcome["status"]> = new Set(["migrated", "duplicate", "already-present", "rejected"]);
