import type { Clock, VaultPort } from "../ports";
import { dropExamplesOfRun, type ExampleStore } from "../deciders/examples/exampleStore";
import { damagedLines, describeDamage, fingerprint, formatJournal, isRun, readJournal, type JournalChange, type JournalLine, type JournalRun, type JournalStore } from "./journal";
import { mergeUndo, type KeptChange, type UndoMerge } from "./undoMerge";

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
	/**
	 * Undo of processing: what it left because the user changed it since (a
	 * proposal ticked or edited, an item edited), each named with its note.
	 * Empty when everything was undone.
	 */
	notUndone: string[];
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
 * Undoes the last run of a kind: every note it wrote gets back the text it
 * had before, byte for byte. The user's later edits are never overwritten:
 * a migration is refused, with the notes named, when any of them changed
 * since. A processing is taken back change by change in a note the user
 * changed since: each proposal block it appended that is still untouched
 * goes, each agenda span it changed that is still exactly as it left it
 * gets its earlier text, and the rest stays and is named in `notUndone`
 * (refused only when none of it could be undone, or when the journal is
 * too old to know its changes). A note that already holds its earlier text
 * counts as restored, so an undo that stopped part-way can simply be run
 * again.
 */
export async function undoLast(vault: VaultPort, journal: JournalStore, clock: Clock, kind: UndoKind, examples?: ExampleStore): Promise<UndoReport> {
	const name = RUN_NAMES[kind];
	const refuse = (refusal: UndoRefusal, message: string, restored: string[] = []): UndoReport => ({ kind, undone: false, refusal, restored, notUndone: [], message });
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
	const notes = notesOf(run, vault, kind);
	const changed: RunNote[] = [];
	for (const note of notes) if (stateOf(await vault.read(note.path), note) === "changed") changed.push(note);
	// A migration is all or nothing; so is a processing journaled before its changes were kept.
	const strict = changed.filter((note) => note.left === null);
	if (strict.length > 0) {
		return refuse("changed-since", `Not undone: ${strict.map((note) => note.path).join(", ")} changed since the ${name}. Undo would overwrite those changes.`);
	}
	// Undo of processing in notes the user changed: nothing to take back at all is a refusal, as before.
	const merges = await Promise.all(changed.map(async (note) => mergeUndo(note.original, note.left!, (await vault.read(note.path)) ?? "")));
	if (changed.length === notes.length && merges.every((merge) => merge.undone === 0)) {
		const kept = namedKept(changed, merges);
		return { ...refuse("changed-since", `Not undone: what the ${name} changed was changed since: ${kept.join("; ")}.`), notUndone: kept };
	}
	const restored: string[] = [];
	const partly: string[] = [];
	const notUndone: string[] = [];
	for (const note of notes) {
		let outcome: RestoreOutcome;
		try {
			outcome = await restore(vault, note);
		} catch (error) {
			return refuse(
				"write-failed",
				`Undo stopped: ${note.path} could not be written (${messageOf(error)}).${restored.length > 0 ? ` ${restored.join(", ")} ${restored.length === 1 ? "is" : "are"} restored already.` : ""} Run undo again to finish.`,
				restored,
			);
		}
		if (outcome.state === "changed") {
			return refuse("changed-since", `Undo stopped: ${note.path} changed while undoing.${restored.length > 0 ? ` ${restored.join(", ")} ${restored.length === 1 ? "is" : "are"} restored.` : ""}`, restored);
		}
		if (outcome.state === "restored") restored.push(note.path);
		else {
			partly.push(note.path);
			notUndone.push(...outcome.kept.map((kept) => describeKept(kept, note.path)));
		}
	}
	lines[index] = { ...run, undone: true };
	lines.push({ kind: "undo", at: clock().toISOString(), events: [`undid ${name} of ${run.at}`, ...notUndone.map((what) => `not undone: ${what}`)], writes: [] });
	await journal.save(formatJournal(lines));
	const sentences: string[] = [];
	if (restored.length > 0) sentences.push(`Restored ${restored.join(", ")} as they were before the ${name} of ${run.at}.`);
	if (partly.length > 0) sentences.push(`Undid the ${name} of ${run.at} in ${partly.join(", ")}, around the changes made since.`);
	if (notUndone.length > 0) sentences.push(`Not undone: ${notUndone.join("; ")}.`);
	const message = sentences.join(" ");
	const unlearned = kind === "migrate" && examples ? await forgetRunExamples(examples, run.at) : "";
	return { kind, undone: true, refusal: null, restored, notUndone, message: `${message}${unlearned}` };
}

/** The run's changes the user changed since, named with their notes. */
function namedKept(notes: RunNote[], merges: UndoMerge[]): string[] {
	return notes.flatMap((note, i) => merges[i]!.kept.map((kept) => describeKept(kept, note.path)));
}

/** “Pay rent” in Agenda.md (changed since). */
function describeKept(kept: KeptChange, path: string): string {
	return `${kept.what} in ${path} (${kept.why})`;
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
	/** Undo of processing: the text the run left, when the journal kept its changes; null otherwise (all or nothing). */
	left: string | null;
}

/** The notes of a run, the last written first (undo walks the run backwards). */
function notesOf(run: JournalRun, vault: VaultPort, kind: UndoKind): RunNote[] {
	const notes = new Map<string, RunNote>();
	for (const write of [...run.writes].reverse()) {
		const before = write.before ?? null;
		// Without `remove`, a created note is emptied instead, so empty counts as its earlier state.
		const original = before === null && !vault.remove ? "" : before;
		const left = kind === "process" && write.changes ? textLeft(before ?? "", write.changes) : null;
		const known = notes.get(write.path);
		if (known) {
			known.original = original;
			// Several writes of one note: its changes run from the first write's `before`, which only one record holds whole.
			known.left = null;
		} else notes.set(write.path, { path: write.path, original, after: write.after, left: left !== null && fingerprint(left) === write.after ? left : null });
	}
	return [...notes.values()];
}

/** The text a write left: its earlier text with the journaled changes made. */
function textLeft(before: string, changes: JournalChange[]): string | null {
	const parts: string[] = [];
	let cursor = 0;
	for (const change of changes) {
		if (change.start < cursor || change.end < change.start || change.end > before.length) return null;
		parts.push(before.slice(cursor, change.start), change.insert);
		cursor = change.end;
	}
	parts.push(before.slice(cursor));
	return parts.join("");
}

/** Where a note stands: as the run left it, already back as before the run (an earlier undo stopped part-way), or changed since. */
type NoteState = "as-left" | "restored" | "changed";

function stateOf(current: string | null, note: RunNote): NoteState {
	if (current === note.original) return "restored";
	return fingerprint(current) === note.after ? "as-left" : "changed";
}

/** What restoring one note came to: back as before the run, partly (what stays named), or changed under the undo. */
type RestoreOutcome = { state: "restored" } | { state: "partly"; kept: KeptChange[] } | { state: "changed" };

/**
 * Puts one note back, checking it inside the write so an edit made
 * meanwhile is never overwritten: whole when it is as the run left it,
 * change by change (see `mergeUndo`) when the user changed it and the
 * journal knows the run's changes.
 */
async function restore(vault: VaultPort, note: RunNote): Promise<RestoreOutcome> {
	const merge = (current: string | null) => (note.left === null || current === null ? null : mergeUndo(note.original, note.left, current));
	if (note.original === null) {
		const current = await vault.read(note.path);
		const state = stateOf(current, note);
		if (state === "restored") return { state };
		const merged = state === "as-left" ? { text: null, kept: [] } : merge(current);
		if (merged === null) return { state: "changed" };
		if (merged.text === null) {
			await vault.remove!(note.path);
			return { state: "restored" };
		}
		const text = merged.text;
		let outcome: RestoreOutcome = { state: "changed" };
		await vault.process(note.path, (now) => {
			if (now !== current) return null;
			outcome = { state: "partly", kept: merged.kept };
			return text;
		});
		return outcome;
	}
	const original = note.original;
	let outcome: RestoreOutcome = { state: "restored" };
	await vault.process(note.path, (current) => {
		const state = stateOf(current, note);
		if (state === "restored") {
			outcome = { state };
			return null;
		}
		if (state === "as-left") {
			outcome = { state: "restored" };
			return original;
		}
		const merged = merge(current);
		if (merged === null) {
			outcome = { state: "changed" };
			return null;
		}
		outcome = merged.text === original ? { state: "restored" } : { state: "partly", kept: merged.kept };
		return merged.text;
	});
	return outcome;
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
