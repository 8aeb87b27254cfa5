import { fnv1a32 } from "../ids";

/** One note write: what the note held before and a fingerprint of what we left in it. */
export interface JournalWrite {
	path: string;
	/** The note's text before the write; null when the write created it. Dropped for old runs to keep the journal small. */
	before?: string | null;
	/** Fingerprint (length and hash) of the text the write left, to tell whether the user changed it since. */
	after: string;
	/**
	 * Process runs: what the run changed, as splices of `before` ("" for a
	 * note it created) that give the text it left, so undo can take back the
	 * changes the user has not touched since. Absent in older journals (their
	 * undo is all or nothing) and dropped with `before`.
	 */
	changes?: JournalChange[];
}

/** Text `start`..`end` of a note's earlier text replaced by `insert`. */
export interface JournalChange {
	start: number;
	end: number;
	insert: string;
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
	/** Set on a process or migrate run once it has been undone. */
	undone?: boolean;
	/** False while the run is under way (written ahead of its notes); absent once it completed. */
	complete?: boolean;
	/**
	 * Migrate runs under way: what the run decided for the blocks whose fate
	 * depends on the notes it writes (accepted blocks without relation lines:
	 * written, or sent back for relation review). The run that continues an
	 * interrupted one replays these for blocks the user left as they were.
	 * Dropped once the run completes.
	 */
	plan?: JournalPlannedBlock[];
}

/** What a migration decided for one block, and the block as it read it. */
export interface JournalPlannedBlock {
	/** The block's id. */
	id: string;
	/** Fingerprint of the block's text, tag, ticks and relation lines when the run decided. */
	block: string;
	/** `write`: its entry goes into its note; `send-back`: it gets `relations` as lines and waits. */
	decision: "write" | "send-back";
	/** The relation lines a sent-back block gets (empty for `write`). */
	relations: { kind: "same" | "replaces" | "retire"; entryId: string; text: string; ticked: boolean }[];
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
	/** Why the decider decided so (the model's sentence, or the offline cue words and rule); absent in runs journaled before reasons were kept. */
	reason?: string | null;
	status: string;
}

/** Where the journal lives (plugin: the plugin folder; command line: the same file in the vault's config folder). */
export interface JournalStore {
	/** The journal's text; null when there is none yet. Throws when it exists but cannot be read. */
	load(): Promise<string | null>;
	save(text: string): Promise<void>;
	/** Where the journal is, for messages ("The journal <location> is damaged at line 3"). */
	location?: string;
}

/**
 * A journal line that is not a run: torn by a crash mid-write, or edited by
 * hand. Kept verbatim whenever the journal is rewritten, so what it held can
 * still be recovered by hand.
 */
export interface DamagedLine {
	kind: "damaged";
	/** 1-based line number in the journal as read. */
	line: number;
	text: string;
}

/** A journal line as read: a run, or a damaged line kept as it was. */
export type JournalLine = JournalRun | DamagedLine;

/** How many recent runs of each kind keep the full text needed to undo them (process runs can be many and large). */
const UNDOABLE_RUNS: Record<"process" | "migrate", number> = { process: 5, migrate: 10 };

const RUN_KINDS: readonly string[] = ["process", "migrate", "undo"];

/** Fingerprint of a note's text. */
export function fingerprint(text: string | null): string {
	return text === null ? "missing" : `${text.length}:${fnv1a32(text)}`;
}

/** Reads the journal line by line; a line that is not a run comes back as a damaged line, in its place. */
export function readJournal(text: string | null): JournalLine[] {
	if (!text) return [];
	const lines: JournalLine[] = [];
	text.split("\n").forEach((line, index) => {
		if (line.trim() === "") return;
		const run = parseRun(line);
		lines.push(run ?? { kind: "damaged", line: index + 1, text: line });
	});
	return lines;
}

/** The runs of the journal, without its damaged lines (see `damagedLines`). */
export function parseJournal(text: string | null): JournalRun[] {
	return readJournal(text).filter(isRun);
}

/** The damaged lines of a journal as read. */
export function damagedLines(lines: JournalLine[]): DamagedLine[] {
	return lines.filter((line): line is DamagedLine => line.kind === "damaged");
}

/** True for a line that is a run. */
export function isRun(line: JournalLine): line is JournalRun {
	return line.kind !== "damaged";
}

/** "The journal X is damaged at line 3" (or "at lines 3, 7"), for messages. */
export function describeDamage(damaged: DamagedLine[], location?: string): string {
	const where = damaged.length === 1 ? `line ${damaged[0]!.line}` : `lines ${damaged.map((d) => d.line).join(", ")}`;
	return `The journal${location ? ` ${location}` : ""} is damaged at ${where}`;
}

/** A run only when every field undo relies on has its type: a hand-edited line that fails is kept as damaged, never half-trusted. */
function parseRun(line: string): JournalRun | null {
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch {
		return null;
	}
	const run = value as Partial<JournalRun> | null;
	if (typeof run !== "object" || run === null || !RUN_KINDS.includes(run.kind as string) || typeof run.at !== "string" || !Array.isArray(run.writes)) return null;
	if (!run.writes.every(isWrite)) return null;
	// Changes that do not read as such are dropped: that run's undo is then all or nothing, which is always safe.
	for (const write of run.writes) if (write.changes !== undefined && !(Array.isArray(write.changes) && write.changes.every(isChange))) delete write.changes;
	// A plan that does not read as one is dropped: its blocks are decided afresh, which is always safe.
	if (run.plan !== undefined && !(Array.isArray(run.plan) && run.plan.every(isPlannedBlock))) delete run.plan;
	return run as JournalRun;
}

function isPlannedBlock(value: unknown): value is JournalPlannedBlock {
	const step = value as Partial<JournalPlannedBlock> | null;
	if (typeof step !== "object" || step === null || typeof step.id !== "string" || typeof step.block !== "string") return false;
	if (step.decision !== "write" && step.decision !== "send-back") return false;
	return Array.isArray(step.relations) && step.relations.every((r: unknown) => {
		const relation = r as Partial<JournalPlannedBlock["relations"][number]> | null;
		return typeof relation === "object" && relation !== null && (relation.kind === "same" || relation.kind === "replaces") && typeof relation.entryId === "string" && typeof relation.text === "string" && typeof relation.ticked === "boolean";
	});
}

function isChange(value: unknown): value is JournalChange {
	const change = value as Partial<JournalChange> | null;
	return typeof change === "object" && change !== null && Number.isInteger(change.start) && Number.isInteger(change.end) && typeof change.insert === "string";
}

function isWrite(value: unknown): value is JournalWrite {
	const write = value as Partial<JournalWrite> | null;
	return typeof write === "object" && write !== null && typeof write.path === "string" && typeof write.after === "string" && (write.before === undefined || write.before === null || typeof write.before === "string");
}

/**
 * Serialises the journal: one JSON object per line, damaged lines verbatim
 * in their place; runs older than the last few of their kind lose their
 * `before` texts.
 */
export function formatJournal(lines: JournalLine[]): string {
	const undoable = { process: 0, migrate: 0 };
	const trimmed = [...lines].reverse().map((line) => {
		if (line.kind === "damaged") return line.text;
		// An unfinished run keeps its earlier texts: the next run finishes it, undo may need them.
		const keep = line.complete === false || (line.kind !== "undo" && ++undoable[line.kind] <= UNDOABLE_RUNS[line.kind]);
		return JSON.stringify(keep ? line : { ...line, writes: line.writes.map(({ path, after }) => ({ path, after })) });
	});
	return trimmed.reverse().join("\n") + "\n";
}

/** Appends a run to the journal; damaged lines stay as they were. */
export async function appendJournal(store: JournalStore, run: JournalRun): Promise<void> {
	const lines = readJournal(await store.load());
	lines.push(run);
	await store.save(formatJournal(lines));
}
