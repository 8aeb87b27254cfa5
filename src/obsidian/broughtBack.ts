import type { Annotation } from "../core/agenda/annotations";
import type { ProcessReport } from "../core/passes/process";

/** Why an annotation the user brought back waits (kept in the run's outcome). */
export const BROUGHT_BACK = "You brought it back after it was processed: it waits until you change it or run “Process annotations now”.";

/** What the user is told, once for each annotation, the first time one is held because they brought it back. */
export const BROUGHT_BACK_NOTICE = "An annotation you brought back with undo stays as it is. Change it, or run “Process annotations now”, to have it processed.";

/** How many taken annotations are remembered; the oldest are forgotten first. */
const REMEMBERED = 500;

/**
 * Annotations that a run of this session took out of their notes (or
 * marked as proposed), so an automatic run does not take one again once
 * the user has brought it back — with Ctrl+Z in the editor, or the Undo
 * of the plugin's notice. Such an annotation, with the same text under
 * the same item in the same note (the same id), waits until the user
 * changes it (a new id) or runs the process command, whose run holds
 * nothing. Kept in memory only: a restart forgets it.
 */
export class BroughtBack {
	/** Keys (note and id) of the annotations taken, oldest first. */
	private readonly taken = new Set<string>();
	/** Keys the user was told about. */
	private readonly told = new Set<string>();

	/** @param tell shows the user a message (a notice) */
	constructor(private readonly tell: (message: string) => void) {}

	/**
	 * Records what a run that wrote took: every annotation it applied. A run
	 * the user asked for (`manual`) also ends the wait of every annotation
	 * it looked at, taken or not: the user has had their say on it.
	 */
	record(report: ProcessReport, manual: boolean): void {
		if (report.dryRun) return;
		for (const outcome of report.outcomes) {
			const key = keyOf(outcome.notePath, outcome.id);
			if (manual) {
				this.taken.delete(key);
				this.told.delete(key);
			}
			if (outcome.status !== "applied") continue;
			this.taken.delete(key);
			this.taken.add(key);
		}
		for (const key of this.taken) {
			if (this.taken.size <= REMEMBERED) break;
			this.taken.delete(key);
			this.told.delete(key);
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
			const key = keyOf(notePath, annotation.id);
			if (!this.taken.has(key)) return null;
			if (!this.told.has(key)) {
				this.told.add(key);
				if (!toldThisRun) this.tell(BROUGHT_BACK_NOTICE);
				toldThisRun = true;
			}
			return BROUGHT_BACK;
		};
	}

	/** Forgets everything (on unload). */
	clear(): void {
		this.taken.clear();
		this.told.clear();
	}
}

function keyOf(notePath: string, id: string): string {
	return `${notePath}\u0000${id}`;
}
