import type { Clock, VaultPort } from "../ports";
import { fingerprint, formatJournal, parseJournal, type JournalStore } from "./journal";

/** Why an undo did nothing. */
export type UndoRefusal =
	/** The journal holds no migration that is not undone yet. */
	| "nothing-to-undo"
	/** The migration is older than the ones whose earlier texts are kept. */
	| "too-old"
	/** A note the migration wrote changed since; undoing would overwrite the user's edit. */
	| "changed-since";

/** The result of undoing the last migration. */
export interface UndoReport {
	undone: boolean;
	/** Why nothing was undone; null when it was. */
	refusal: UndoRefusal | null;
	restored: string[];
	/** One sentence for the user. */
	message: string;
}

/**
 * Undoes the last migration byte for byte: every note it wrote gets back
 * the text it had before. Refused, with the notes named, when any of them
 * changed since (the user's later edits are never overwritten).
 */
export async function undoLastMigration(vault: VaultPort, journal: JournalStore, clock: Clock): Promise<UndoReport> {
	const runs = parseJournal(await journal.load());
	let index = runs.length - 1;
	while (index >= 0 && !(runs[index]!.kind === "migrate" && !runs[index]!.undone)) index--;
	const run = runs[index];
	if (!run) return { undone: false, refusal: "nothing-to-undo", restored: [], message: "There is no migration to undo." };
	if (run.writes.some((write) => write.before === undefined)) {
		return { undone: false, refusal: "too-old", restored: [], message: "The last migration is too old to undo: its earlier texts are no longer kept." };
	}
	const ordered = [...run.writes].reverse();
	// Check against the state each write left, replaying the chain backwards.
	const expected = new Map<string, string>();
	for (const write of ordered) if (!expected.has(write.path)) expected.set(write.path, write.after);
	const changed: string[] = [];
	for (const [path, after] of expected) if (fingerprint(await vault.read(path)) !== after) changed.push(path);
	if (changed.length > 0) {
		return { undone: false, refusal: "changed-since", restored: [], message: `Not undone: ${changed.join(", ")} changed since the migration. Undo would overwrite those changes.` };
	}
	const restored: string[] = [];
	for (const write of ordered) {
		const before = write.before ?? null;
		if (before === null) {
			if (vault.remove) await vault.remove(write.path);
			else await vault.process(write.path, () => "");
		} else {
			await vault.process(write.path, () => before);
		}
		if (!restored.includes(write.path)) restored.push(write.path);
	}
	runs[index] = { ...run, undone: true };
	runs.push({ kind: "undo", at: clock().toISOString(), events: [`undid migration of ${run.at}`], writes: [] });
	await journal.save(formatJournal(runs));
	return { undone: true, refusal: null, restored, message: `Restored ${restored.join(", ")} as they were before the migration of ${run.at}.` };
}
