import type { Clock, VaultPort } from "../ports";
import { dropExamplesOfRun, type ExampleStore } from "../deciders/examples/exampleStore";
import { damagedLines, describeDamage, fingerprint, formatJournal, isRun, readJournal, type JournalLine, type JournalRun, type JournalStore } from "./journal";

/** The passes that can be undone. */
export type UndoKind = "process" | "migrate";

/** Why an undo did nothing, or stopped part-way. */
export type UndoRefusal =
	/** The journal holds no run of that kind that wrote something and is not undone yet. */
	| "nothing-to-undo"
	/** The run is older than the ones whose earlier texts are kept. */
	| "too-old"
	/** A note the run wrote changed since; undoing would overwrite the user's edit. */
	| "changed-since"
	/** The journal cannot be read, or a line after the run is damaged: which run is the last is not known for sure. */
	| "damaged-journal"
	/** A note could not be written; notes restored before it stay restored, and undo can be run again to finish. */
	| "write-failed";

/** The result of an undo. */
export interface UndoReport {
	kind: UndoKind;
	undone: boolean;
	/** Why nothing (or not everything) was undone; null when it was. */
	refusal: UndoRefusal | null;
	/** The notes that now hold their text from before the run. */
	restored: string[];
	/** One sentence for the user. */
	message: string;
}

/** What the user calls each kind of run. */
const RUN_NAMES: Record<UndoKind, string> = { process: "processing", migrate: "migration" };

/** Undoes the last migration: `undoLast(…, "migrate")`. */
export function undoLastMigration(vault: VaultPort, journal: JournalStore, clock: Clock): Promise<UndoReport> {
	return undoLast(vault, journal, clock, "migrate");
}

/** Undoes the last processing (agenda notes and Exchange.md): `undoLast(…, "process")`. */
export function undoLastProcessing(vault: VaultPort, journal: JournalStore, clock: Clock): Promise<UndoReport> {
	return undoLast(vault, journal, clock, "process");
}

/**
 * Undoes the last run of a kind byte for byte: every note it wrote gets
 * back the text it had before. Refused, with the notes named, when any of
 * them changed since (the user's later edits are never overwritten). A note
 * that already holds its earlier text counts as restored, so an undo that
 * stopped part-way can simply be run again.
 */
export async function undoLast(vault: VaultPort, journal: JournalStore, clock: Clock, kind: UndoKind, examples?: ExampleStore): Promise<UndoReport> {
	const name = RUN_NAMES[kind];
	const refuse = (refusal: UndoRefusal, message: string, restored: string[] = []): UndoReport => ({ kind, undone: false, refusal, restored, message });
	let lines: JournalLine[];
	try {
		lines = readJournal(await journal.load());
	} catch (error) {
		return refuse("damaged-journal", `The journal${journal.location ? ` ${journal.location}` : ""} cannot be read (${messageOf(error)}), so there is no telling which ${name} is the last. Nothing was undone.`);
	}
	const index = lastUndoable(lines, kind);
	// A damaged line after the run may be a later run of the same kind: undoing this one could skip it.
	const damaged = damagedLines(lines.slice(index + 1));
	if (damaged.length > 0) {
		return refuse("damaged-journal", `${describeDamage(damaged, journal.location)}, so there is no telling which ${name} is the last. Nothing was undone; repair or remove ${damaged.length === 1 ? "that line" : "those lines"} to undo.`);
	}
	const run = lines[index] as JournalRun | undefined;
	if (!run) return refuse("nothing-to-undo", `There is no ${name} to undo.`);
	if (run.writes.some((write) => write.before === undefined)) {
		return refuse("too-old", `The last ${name} is too old to undo: its earlier texts are no longer kept.`);
	}
	const notes = notesOf(run, vault);
	const changed: string[] = [];
	for (const note of notes) if (stateOf(await vault.read(note.path), note) === "changed") changed.push(note.path);
	if (changed.length > 0) {
		return refuse("changed-since", `Not undone: ${changed.join(", ")} changed since the ${name}. Undo would overwrite those changes.`);
	}
	const restored: string[] = [];
	for (const note of notes) {
		let state: NoteState;
		try {
			state = await restore(vault, note);
		} catch (error) {
			return refuse(
				"write-failed",
				`Undo stopped: ${note.path} could not be written (${messageOf(error)}).${restored.length > 0 ? ` ${restored.join(", ")} ${restored.length === 1 ? "is" : "are"} restored already.` : ""} Run undo again to finish.`,
				restored,
			);
		}
		if (state === "changed") {
			return refuse("changed-since", `Undo stopped: ${note.path} changed while undoing.${restored.length > 0 ? ` ${restored.join(", ")} ${restored.length === 1 ? "is" : "are"} restored.` : ""}`, restored);
		}
		restored.push(note.path);
	}
	lines[index] = { ...run, undone: true };
	lines.push({ kind: "undo", at: clock().toISOString(), events: [`undid ${name} of ${run.at}`], writes: [] });
	await journal.save(formatJournal(lines));
	const message = `Restored ${restored.join(", ")} as they were before the ${name} of ${run.at}.`;
	const unlearned = kind === "migrate" && examples ? await forgetRunExamples(examples, run.at) : "";
	return { kind, undone: true, refusal: null, restored, message: `${message}${unlearned}` };
}

/** Index of the last run of the kind that wrote something and is not undone; -1 when there is none. */
function lastUndoable(lines: JournalLine[], kind: UndoKind): number {
	for (let index = lines.length - 1; index >= 0; index--) {
		const line = lines[index]!;
		if (isRun(line) && line.kind === kind && !line.undone && line.writes.length > 0) return index;
	}
	return -1;
}

/** One note a run wrote, perhaps several times: the text it had before the first write and the fingerprint the last one left. */
interface RunNote {
	path: string;
	/** The text to put back; null: the run created the note, so it goes. */
	original: string | null;
	after: string;
}

/** The notes of a run, the last written first (undo walks the run backwards). */
function notesOf(run: JournalRun, vault: VaultPort): RunNote[] {
	const notes = new Map<string, RunNote>();
	for (const write of [...run.writes].reverse()) {
		const before = write.before ?? null;
		// Without `remove`, a created note is emptied instead, so empty counts as its earlier state.
		const original = before === null && !vault.remove ? "" : before;
		const known = notes.get(write.path);
		if (known) known.original = original;
		else notes.set(write.path, { path: write.path, original, after: write.after });
	}
	return [...notes.values()];
}

/** Where a note stands: as the run left it, already back as before the run (an earlier undo stopped part-way), or changed since. */
type NoteState = "as-left" | "restored" | "changed";

function stateOf(current: string | null, note: RunNote): NoteState {
	if (current === note.original) return "restored";
	return fingerprint(current) === note.after ? "as-left" : "changed";
}

/** Puts one note back, checking it inside the write so an edit made meanwhile is never overwritten. */
async function restore(vault: VaultPort, note: RunNote): Promise<NoteState> {
	if (note.original === null) {
		const state = stateOf(await vault.read(note.path), note);
		if (state === "as-left") await vault.remove!(note.path);
		return state === "changed" ? "changed" : "restored";
	}
	const original = note.original;
	let state = "restored" as NoteState;
	await vault.process(note.path, (current) => {
		state = stateOf(current, note);
		return state === "as-left" ? original : null;
	});
	return state === "changed" ? "changed" : "restored";
}

/**
 * A migration undone takes back what it taught: the examples it recorded go
 * (its blocks are back in Exchange.md, to be decided again). Returns what
 * the undo message should add: nothing, or why they are still kept.
 */
async function forgetRunExamples(examples: ExampleStore, run: string): Promise<string> {
	try {
		await dropExamplesOfRun(examples, run);
		return "";
	} catch (error) {
		return ` Its decisions are still kept as examples to learn from (${messageOf(error)}).`;
	}
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
