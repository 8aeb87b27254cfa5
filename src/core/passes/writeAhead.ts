/**
 * Write-ahead journaling for the passes. Before a note is written, the
 * journal records what the note held and what the write will leave; only
 * then is the note written. A pass killed at any point therefore leaves a
 * journal that knows every note it may have touched:
 *
 * - running the same pass again continues that run's record (each note
 *   keeps the text it had before the first write), and the passes are
 *   ordered so a rerun converges to what an uninterrupted run would have
 *   written (see docs/formats.md, "Interrupted passes and concurrent saves");
 *   decisions that depend on notes the run itself writes are journaled as
 *   its plan, which the continuation replays;
 * - undo restores every note of the run byte for byte, a note whose write
 *   never happened included (it still holds its `before`).
 *
 * A note that changed between our read and our write (a user's save) is
 * never overwritten: the write is skipped, the note read again, and the
 * edit redone on the fresh text.
 */
import type { Clock, VaultPort } from "../ports";
import { diffLines, linesOf } from "./lineDiff";
import { fingerprint, formatJournal, isRun, readJournal, type JournalChange, type JournalDecision, type JournalLine, type JournalPlannedBlock, type JournalRun, type JournalStore } from "./journal";

/** Tries per note before a write gives up because the note keeps changing under it. */
const MAX_TRIES = 5;

/** A vault whose writes are journaled before they happen, and the run they belong to. */
export interface JournaledVault {
	vault: VaultPort;
	/** When the run started: its name in the journal. */
	at: string;
	/** Records the pass's decisions; they are saved with the next write, before it happens. */
	decide(decisions: JournalDecision[]): void;
	/** The plan of the interrupted run this one continues, as it was journaled (empty for a new run). */
	planned: readonly JournalPlannedBlock[];
	/** Records what the run decided for blocks (a later entry for an id replaces an earlier one); saved with the next write, before it happens. */
	plan(blocks: readonly JournalPlannedBlock[]): void;
	/** Marks the run complete, saving its events and its decisions as they ended; a run without writes or decisions leaves no trace. */
	finish(events: string[], decisions?: JournalDecision[]): Promise<void>;
}

/**
 * Starts (or, after an interruption, continues) a journaled run of `kind`:
 * an incomplete run of the same kind that is the journal's last run of that
 * kind is continued, so its notes keep the texts they had before it began.
 */
export async function startJournaledRun(vault: VaultPort, journal: JournalStore, kind: "process" | "migrate", clock: Clock): Promise<JournaledVault> {
	// Damaged lines stay where they are (undo reports them); only runs are looked at.
	const lines = readJournal(await journal.load());
	let run = lastOfKind(lines, kind);
	if (!run || run.complete !== false) {
		run = { kind, at: clock().toISOString(), events: [], writes: [], complete: false };
		lines.push(run);
	}
	const current = run;
	const planned = [...(run.plan ?? [])];
	let saved = false;
	const save = async () => {
		await journal.save(formatJournal(lines));
		saved = true;
	};
	const journaled: VaultPort = {
		read: (path) => vault.read(path),
		async process(path, edit) {
			for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
				const before = await vault.read(path);
				const next = edit(before);
				if (next === null || next === before) return before;
				const known = current.writes.find((write) => write.path === path);
				const previous = known ? { after: known.after, changes: known.changes } : null;
				if (known) {
					known.after = fingerprint(next);
					if (kind === "process" && known.before !== undefined) known.changes = changesBetween(known.before ?? "", next);
					else delete known.changes;
				} else current.writes.push({ path, before, after: fingerprint(next), ...(kind === "process" ? { changes: changesBetween(before ?? "", next) } : {}) });
				await save();
				const result = await vault.process(path, (now) => (now === before ? next : now));
				if (result === next) return next;
				// The note changed between our read and our write (a user's save): it stays; redo on the fresh text.
				if (known && previous) {
					known.after = previous.after;
					if (previous.changes) known.changes = previous.changes;
					else delete known.changes;
				} else current.writes.pop();
			}
			throw new Error(`${path} kept changing while it was being edited; nothing was written to it. Run again when it is quiet.`);
		},
	};
	if (vault.remove) journaled.remove = vault.remove.bind(vault);
	return {
		vault: journaled,
		at: current.at,
		decide(decisions) {
			current.decisions = [...(current.decisions ?? []), ...decisions];
		},
		planned,
		plan(blocks) {
			const ids = new Set(blocks.map((block) => block.id));
			current.plan = [...(current.plan ?? []).filter((block) => !ids.has(block.id)), ...blocks];
		},
		async finish(events, decisions) {
			if (decisions) current.decisions = [...(current.decisions ?? []).filter((d) => !decisions.some((final) => final.id === d.id)), ...decisions];
			if (!saved && current.writes.length === 0 && (current.decisions ?? []).length === 0) return;
			current.events = [...current.events, ...events];
			delete current.complete;
			// The plan only serves a continuation; a complete run needs none.
			delete current.plan;
			await save();
		},
	};
}

/** The splices of `before` that give `after`, one per changed run of lines. */
export function changesBetween(before: string, after: string): JournalChange[] {
	const a = linesOf(before);
	const b = linesOf(after);
	const offsets = (lines: string[]) => {
		const at = [0];
		for (const line of lines) at.push(at[at.length - 1]! + line.length);
		return at;
	};
	const aAt = offsets(a);
	const bAt = offsets(b);
	return diffLines(a, b).map((hunk) => ({ start: aAt[hunk.aStart]!, end: aAt[hunk.aEnd]!, insert: after.slice(bAt[hunk.bStart], bAt[hunk.bEnd]) }));
}

/** The journal's last run of a kind, if any. */
function lastOfKind(lines: JournalLine[], kind: JournalRun["kind"]): JournalRun | undefined {
	for (let i = lines.length - 1; i >= 0; i--) {
		const line = lines[i]!;
		if (isRun(line) && line.kind === kind) return line;
	}
	return undefined;
}
