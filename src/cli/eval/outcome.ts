/**
 * The outcome measure: a labelled annotation run through the real process
 * pass on a scratch vault, and what the user finds in the note afterwards
 * set against what the label says should have happened. Harms are counted
 * from the note and Exchange.md, not from what the decider printed.
 */
import { processAnnotations, type OutcomeStatus } from "../../core/passes/process";
import { DEFAULT_SETTINGS, type Settings } from "../../core/settings";
import { parseExchange } from "../../core/exchange";
import { LIST_MARKER } from "../../core/agenda/items";
import type { Action, CorrectionType, Decider, LearnedContext } from "../../core/types";
import type { VaultPort } from "../../core/ports";
import type { ExampleStore } from "../../core/deciders/examples/exampleStore";
import { standAloneProblems } from "./standsAlone";
import { isUndatedStatusNote } from "./statusNotes";

/** One labelled annotation (a line of the sets in data/classifier, or a user's own file). */
export interface LabelledAnnotation {
	/** The annotation's language (`en`, `de`, …); optional in a user's own file. */
	lang?: string;
	item: string;
	annotation: string;
	action: Action;
	type: CorrectionType;
}

/** The harms counted, in the order they are printed. */
export const HARM_KINDS = ["open-item-ticked", "done-item-moved", "correction-lost", "postponement-dropped", "keep-acted-on", "proposal-not-standalone"] as const;

/**
 * What a user would call a harm, read from the note after the pass:
 * - `open-item-ticked`: the item is ticked (or removed as done) but the label says it is not done;
 * - `done-item-moved`: the label says done, and the item was scheduled or moved under the later heading;
 * - `correction-lost`: the label says the item is corrected, yet the annotation is gone and the item's text is as it was;
 * - `postponement-dropped`: the label says postpone, yet the annotation is gone and the item neither scheduled nor moved (nor ticked, counted above);
 * - `keep-acted-on`: the label says the item stays as it is (a question, a hedge, a rule), or the annotation is a status note naming no date ("still waiting for the part": the sets label it a postponement, DESIGN.md counts acting on it a harm), yet it was scheduled, moved or rewritten;
 * - `proposal-not-standalone`: the proposal glues the item to the annotation, keeps a relative date or keeps the correction's own words.
 */
export type HarmKind = (typeof HARM_KINDS)[number];

/** The item and its annotation as the note shows them after the pass. */
export interface NoteOutcome {
	/** The item's line is gone (removed as done). */
	removed: boolean;
	ticked: boolean;
	/** It gained or changed a ⏳ date. */
	scheduled: boolean;
	/** It sits under the later heading. */
	moved: boolean;
	/** Its text, without the ✅ and ⏳ fields the pass adds, differs from before. */
	rewritten: boolean;
	/** A `>` line of the annotation is still under it. */
	annotationKept: boolean;
}

/** One annotation, scored. */
export interface ScoredAnnotation {
	example: LabelledAnnotation;
	/** What the decider decided; null when it failed for this annotation. */
	decided: { action: Action; type: CorrectionType } | null;
	status: OutcomeStatus | "missing";
	/** What the pass said about this annotation (why the decider failed, …); null when nothing. */
	message: string | null;
	note: NoteOutcome;
	/** The proposal written to Exchange.md, or null. */
	proposal: string | null;
	harms: HarmKind[];
}

/** How annotations are run through the pass. */
export interface ScoreOptions {
	decider: Decider;
	/** YYYY-MM-DD the pass runs on (relative dates resolve against it). */
	today: string;
	/** The user's settings (agenda paths are set here); defaults otherwise. */
	settings?: Settings;
	learned?: () => Promise<LearnedContext>;
	/** The user's past review decisions, read as a process pass reads them (only when the settings let the deciders learn). */
	examples?: ExampleStore;
}

const AGENDA = "Agenda.md";
/** A second item after the labelled one, so that a move or a removal shows. */
const NEIGHBOUR = "Water the plants";
const EMPTY_CONTEXT: LearnedContext = { rules: [], skills: [], memory: [] };

/** The scratch agenda: a heading, the item with its annotation's `>` lines, and a neighbour item. */
export function scratchAgenda(example: LabelledAnnotation): string {
	const quote = example.annotation.split(/\r\n|\r|\n/).map((line) => `> ${line}`).join("\n");
	return `# Today\n\n- [ ] ${example.item}\n${quote}\n- [ ] ${NEIGHBOUR}\n`;
}

/** Runs one labelled annotation through the process pass on a scratch vault and scores what is left. */
export async function scoreAnnotation(example: LabelledAnnotation, options: ScoreOptions): Promise<ScoredAnnotation> {
	const vault = scratchVault({ [AGENDA]: scratchAgenda(example) });
	const settings: Settings = { ...(options.settings ?? DEFAULT_SETTINGS), agendaPaths: [AGENDA] };
	const [year, month, day] = options.today.split("-").map(Number) as [number, number, number];
	const report = await processAnnotations({
		vault,
		settings,
		decider: options.decider,
		clock: () => new Date(year, month - 1, day, 9, 0),
		learned: options.learned ?? (() => Promise.resolve(EMPTY_CONTEXT)),
		...(options.examples ? { examples: options.examples } : {}),
	});
	const outcome = report.outcomes[0];
	const decision = outcome?.decision ?? null;
	const note = readOutcome(vault.files.get(AGENDA) ?? "", example.item, settings.laterHeading);
	const exchange = vault.files.get(settings.exchangePath) ?? "";
	const proposal = parseExchange(exchange)[0]?.text ?? null;
	return {
		example,
		decided: decision ? { action: decision.action, type: decision.type } : null,
		status: outcome?.status ?? "missing",
		message: outcome?.message ?? null,
		note,
		proposal,
		harms: harmsOf(example, note, proposal),
	};
}

/** The harms a note outcome and proposal do, against the label (see {@link HarmKind}). */
export function harmsOf(example: LabelledAnnotation, note: NoteOutcome, proposal: string | null): HarmKind[] {
	const harms: HarmKind[] = [];
	const ticked = note.ticked || note.removed;
	const movedOn = note.scheduled || note.moved;
	if (ticked && example.action !== "complete") harms.push("open-item-ticked");
	if (example.action === "complete" && movedOn) harms.push("done-item-moved");
	if (example.action === "rewrite" && !note.annotationKept && !note.rewritten && !note.scheduled && !ticked) harms.push("correction-lost");
	if (example.action === "postpone" && !note.annotationKept && !movedOn && !ticked) harms.push("postponement-dropped");
	const statusNote = example.action === "postpone" && isUndatedStatusNote(example.annotation);
	if ((example.action === "keep" || statusNote) && !ticked && (movedOn || note.rewritten)) harms.push("keep-acted-on");
	if (proposal !== null && standAloneProblems(proposal, example.item, example.annotation, example.lang).length > 0) harms.push("proposal-not-standalone");
	return harms;
}

/** The ⏳ date of an item's text, or null. */
function scheduledDate(text: string): string | null {
	return /⏳\uFE0F?[ \t]*(\d{4}-\d{2}-\d{2})/u.exec(text)?.[1] ?? null;
}

const FIELD = /[ \t]*(?:⏳|✅)\uFE0F?[ \t]*\d{4}-\d{2}-\d{2}/gu;

/** Reads the scratch agenda after the pass: where the item is, what it looks like, whether its annotation is still there. */
export function readOutcome(text: string, item: string, laterHeading: string): NoteOutcome {
	const lines = text.split(/\r\n|\r|\n/);
	let underLater = false;
	let found: { line: string; status: string; later: boolean; index: number } | null = null;
	lines.forEach((line, index) => {
		const heading = /^#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
		if (heading) underLater = heading[1]!.trim().toLowerCase() === laterHeading.trim().toLowerCase();
		const marker = LIST_MARKER.exec(line);
		if (!marker || found !== null) return;
		const body = line.slice(marker[0].length);
		if (body === NEIGHBOUR) return;
		found = { line: body, status: marker[4] ?? " ", later: underLater, index };
	});
	const annotationKept = lines.some((line) => /^[ \t]*>/.test(line));
	if (found === null) return { removed: true, ticked: false, scheduled: false, moved: false, rewritten: false, annotationKept };
	const { line, status, later } = found as { line: string; status: string; later: boolean };
	return {
		removed: false,
		ticked: status === "x" || status === "X",
		scheduled: scheduledDate(line) !== null && scheduledDate(line) !== scheduledDate(item),
		moved: later,
		rewritten: line.replace(FIELD, "").trim() !== item.replace(FIELD, "").trim(),
		annotationKept,
	};
}

/** Tallies of one group of scored annotations. */
export interface OutcomeTally {
	count: number;
	/** Annotations whose decided action, and whose type, are the label's. */
	actionRight: number;
	typeRight: number;
	/** Annotations the decider failed on (left as they were). */
	failed: number;
	harms: Record<HarmKind, number>;
}

function emptyTally(): OutcomeTally {
	return { count: 0, actionRight: 0, typeRight: 0, failed: 0, harms: Object.fromEntries(HARM_KINDS.map((kind) => [kind, 0])) as Record<HarmKind, number> };
}

/** Tallies per language (first-seen order; `?` where a line names none) and over all (`all`, last). */
export function tallyByLanguage(scored: readonly ScoredAnnotation[]): Map<string, OutcomeTally> {
	const tallies = new Map<string, OutcomeTally>();
	const add = (key: string, one: ScoredAnnotation): void => {
		const tally = tallies.get(key) ?? emptyTally();
		tally.count++;
		if (one.decided === null) tally.failed++;
		if (one.decided?.action === one.example.action) tally.actionRight++;
		if (one.decided?.type === one.example.type) tally.typeRight++;
		for (const harm of one.harms) tally.harms[harm]++;
		tallies.set(key, tally);
	};
	for (const one of scored) add(one.example.lang ?? "?", one);
	const all = emptyTally();
	for (const tally of tallies.values()) {
		all.count += tally.count;
		all.actionRight += tally.actionRight;
		all.typeRight += tally.typeRight;
		all.failed += tally.failed;
		for (const kind of HARM_KINDS) all.harms[kind] += tally.harms[kind];
	}
	if (all.count > 0) tallies.set("all", all);
	return tallies;
}

/** Harms of every kind per 100 annotations. */
export function harmsPer100(tally: OutcomeTally): number {
	const total = HARM_KINDS.reduce((sum, kind) => sum + tally.harms[kind], 0);
	return tally.count === 0 ? 0 : (100 * total) / tally.count;
}

/** A vault in memory that the pass writes to: nothing reaches the disk. */
function scratchVault(initial: Record<string, string>): VaultPort & { files: Map<string, string> } {
	const files = new Map(Object.entries(initial));
	return {
		files,
		read: (path) => Promise.resolve(files.get(path) ?? null),
		process(path, edit) {
			const current = files.get(path) ?? null;
			const next = edit(current);
			if (next !== null && next !== current) files.set(path, next);
			return Promise.resolve(files.get(path) ?? null);
		},
	};
}
