import { fnv1a32 } from "../ids";
import type { VaultPort } from "../ports";

/** One note write: what the note held before and a fingerprint of what we left in it. */
export interface JournalWrite {
	path: string;
	/** The note's text before the write; null when the write created it. Dropped for old runs to keep the journal small. */
	before?: string | null;
	/** Fingerprint (length and hash) of the text the write left, to tell whether the user changed it since. */
	after: string;
}

/** One run of a pass, as the journal records it. */
export interface JournalRun {
	kind: "process" | "migrate" | "undo";
	at: string;
	/** One line per decision or event ("accepted 7f3a9c21 → Memory/Memory.md", …). */
	events: string[];
	writes: JournalWrite[];
	/** Process runs: every decision, with the original item and annotation (provenance for what was learned). */
	decisions?: JournalDecision[];
	/** Set on a migration once it has been undone. */
	undone?: boolean;
	/** False while the run is under way (written ahead of its notes); absent once it completed. */
	complete?: boolean;
}

/** One decision of a process run, as the journal keeps it. */
export interface JournalDecision {
	id: string;
	note: string;
	item: string;
	annotation: string;
	action: string | null;
	type: string | null;
	proposal: string | null;
	status: string;
}

/** Where the journal lives (plugin: the plugin folder; command line: the same file in the vault's config folder). */
export interface JournalStore {
	load(): Promise<string | null>;
	save(text: string): Promise<void>;
}

/** How many recent migrations keep the full text needed to undo them. */
const UNDOABLE_RUNS = 10;

/** Fingerprint of a note's text. */
export function fingerprint(text: string | null): string {
	return text === null ? "missing" : `${text.length}:${fnv1a32(text)}`;
}

/** Reads the journal; a damaged line is skipped, never fatal. */
export function parseJournal(text: string | null): JournalRun[] {
	if (!text) return [];
	const runs: JournalRun[] = [];
	for (const line of text.split("\n")) {
		if (line.trim() === "") continue;
		try {
			const run = JSON.parse(line) as JournalRun;
			if (run && typeof run === "object" && Array.isArray(run.writes)) runs.push(run);
		} catch {
			// A torn last line from a crash mid-write: the earlier runs still count.
		}
	}
	return runs;
}

/** Serialises the journal: one JSON object per line; older migrations lose their `before` texts. */
export function formatJournal(runs: JournalRun[]): string {
	let undoable = 0;
	const trimmed = [...runs].reverse().map((run) => {
		// An unfinished run keeps its earlier texts: the next run finishes it, undo may need them.
		if (run.complete === false) return run;
		if (run.kind !== "migrate") return { ...run, writes: run.writes.map(({ path, after }) => ({ path, after })) };
		undoable++;
		return undoable <= UNDOABLE_RUNS ? run : { ...run, writes: run.writes.map(({ path, after }) => ({ path, after })) };
	});
	return trimmed.reverse().map((run) => JSON.stringify(run)).join("\n") + "\n";
}

/** Appends a run to the journal. */
export async function appendJournal(store: JournalStore, run: JournalRun): Promise<void> {
	const runs = parseJournal(await store.load());
	runs.push(run);
	await store.save(formatJournal(runs));
}

/** A vault that records every write it makes, for the journal. */
export function recordingVault(vault: VaultPort, writes: JournalWrite[]): VaultPort {
	const recording: VaultPort = {
		read: (path) => vault.read(path),
		async process(path, edit) {
			let before: string | null = null;
			let changed = false;
			const result = await vault.process(path, (current) => {
				before = current;
				const next = edit(current);
				changed = next !== null && next !== current;
				return next;
			});
			if (changed) writes.push({ path, before, after: fingerprint(result) });
			return result;
		},
	};
	const remove = vault.remove?.bind(vault);
	if (remove) recording.remove = remove;
	return recording;
}
