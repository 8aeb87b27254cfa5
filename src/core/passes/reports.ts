/**
 * What the passes did, in words: one sentence and the problems for the
 * plugin's notices and review panel, a listing for the command line. Both
 * adapters take their texts from here and only choose where to show them.
 */
import { normalizeVaultPath } from "../paths";
import { isoDate, isoMinute, plural } from "../text";
import type { MigrateReport } from "./migrate";
import type { ReviewReport } from "./retirement";
import type { AnnotationOutcome, ProcessReport } from "./process";
import type { UndoReport } from "./undo";
import type { Settings } from "../settings";
import { describeUsage } from "../llm/usageRecords";

/** What the review panel shows about the last run. */
export interface RunSummary {
	kind: "process" | "migrate" | "undo";
	/** ISO time the run ended. */
	at: string;
	/** One sentence: what happened. */
	summary: string;
	/** Problems worth the user's attention, one sentence each. */
	errors: string[];
	/** What a process run's requests to the model cost, in words ("3 requests, 12.4 kB sent, …"); absent when it sent none. */
	cost?: string;
}

/** True for an annotation an earlier run proposed and marked, which this run left alone (it waits for the user to fix its item). */
export function waitsForUser(outcome: AnnotationOutcome): boolean {
	return outcome.kept === true && outcome.status === "left";
}

export { plural } from "../text";

/**
 * Summarises a process pass. A pass started by an edit that found nothing
 * says nothing (`summary` empty), so typing in the agenda never pops notices.
 */
export function summariseProcess(report: ProcessReport, at: string, manual: boolean): RunSummary {
	// A failed batch is one problem with its count, not one per annotation; a single failure names its item.
	const failed = failureGroups(report.outcomes.filter((o) => o.status === "failed")).map((group) => (group.outcomes.length === 1 ? `“${group.outcomes[0]!.item}”: ${group.message}` : `${plural(group.outcomes.length, "annotation")} left: ${group.message}`));
	const errors = [
		...report.errors,
		...failed,
		...report.outcomes.filter((o) => o.status === "changed" || o.status === "refused").map((o) => `“${o.item}”: ${o.message ?? "left as it is."}`),
		...(report.warnings ?? []),
	];
	// An annotation held back (still being written) is not news: it is taken on a later run. Nor is one proposed and kept by an earlier run.
	const total = report.outcomes.filter((o) => o.status !== "held" && o.status !== "stopped" && !waitsForUser(o)).length;
	const waiting = report.outcomes.filter(waitsForUser).length;
	let summary: string;
	if (total === 0) {
		const missing = report.notes.filter((note) => note.missing).map((note) => note.path);
		const waits = `${plural(waiting, "annotation")} proposed already ${waiting === 1 ? "waits" : "wait"} under ${waiting === 1 ? "its item" : "their items"}: fix the item, then delete the line.`;
		summary = !manual ? "" : missing.length > 0 ? `No annotations: ${missing.join(", ")} not found.` : waiting > 0 ? `No new annotations; ${waits}` : "No annotations found.";
	} else {
		const left = report.outcomes.filter((o) => o.status === "left" && o.kept !== true).length;
		const kept = report.outcomes.filter((o) => o.kept === true && (o.status === "applied" || o.status === "planned")).length;
		const parts = [
			`${plural(total, "annotation")}`,
			`${plural(report.proposalsWritten, "proposal")} ${report.dryRun ? "would be added" : "added"}`,
			`${plural(report.itemsEdited, "item")} ${report.dryRun ? "would be edited" : "edited"}`,
		];
		if (kept > 0) parts.push(`${kept} ${report.dryRun ? "would stay" : "kept"} under ${kept === 1 ? "its item" : "their items"} (fix the item, then delete the line)`);
		if (left > 0) parts.push(`${left} left in place (nothing to learn)`);
		const untouched = report.outcomes.filter((o) => o.status === "failed" || o.status === "changed" || o.status === "refused").length;
		if (untouched > 0) parts.push(`${untouched} not done (see the problems)`);
		summary = `${parts.join(", ")}.`;
	}
	const stopped = stoppedSentence(report);
	if (stopped !== null) summary = total === 0 ? stopped : `${summary} ${stopped}`;
	const cost = report.usage && report.usage.requests > 0 ? `${describeUsage(report.usage)}.` : null;
	return { kind: "process", at, summary, errors, ...(cost ? { cost } : {}) };
}

/** "Stopped: 12 annotations left for the next run." for a stopped run; null for one that was not stopped. */
export function stoppedSentence(report: ProcessReport): string | null {
	if (report.stopped !== true) return null;
	const left = report.outcomes.filter((o) => o.status === "stopped").length;
	return `Stopped: ${plural(left, "annotation")} left for the next run.`;
}

/** Summarises a migrate pass; a note left over its cap is named in the summary. */
export function summariseMigrate(report: MigrateReport, at: string): RunSummary {
	const errors = [...report.errors, ...report.warnings, ...report.outcomes.filter((o) => (o.status === "refused" || o.status === "flagged") && o.message).map((o) => `“${o.text}”: ${o.message!}`)];
	const decided = report.outcomes.filter((o) => o.status !== "flagged" && o.status !== "refused").length;
	let summary: string;
	if (decided === 0) {
		summary = [`Nothing to migrate: ${plural(report.pending, "proposal")} still pending.`, ...patternNotes(report)].join(" ");
	} else {
		const duplicates = report.outcomes.filter((o) => o.status === "duplicate").length;
		const parts = [`${plural(report.migrated, "entry", "entries")} added`, `${plural(report.archived, "proposal")} archived`];
		if (duplicates > 0) parts.push(`${plural(duplicates, "duplicate")} merged`);
		if (report.superseded.length > 0) parts.push(`${plural(report.superseded.length, "entry", "entries")} superseded`);
		const intoRules = report.retired.filter((r) => !r.stale).length;
		if (intoRules > 0) parts.push(`${plural(intoRules, "entry", "entries")} retired into new rules`);
		if (report.retired.length > intoRules) parts.push(`${plural(report.retired.length - intoRules, "stale entry", "stale entries")} retired to the archive`);
		parts.push(`${report.pending} pending`);
		summary = [`Migrated: ${parts.join(", ")}.`, ...overCapNotes(report), ...patternNotes(report)].join(" ");
	}
	return { kind: "migrate", at, summary, errors };
}

/** The one sentence a review ("Propose stale memory for retirement") comes to. */
export function summariseReview(report: Pick<ReviewReport, "retirements">): string {
	const total = report.retirements.reduce((sum, r) => sum + r.entries, 0);
	return total === 0 ? "No stale entries to propose for retirement." : `${plural(total, "stale entry", "stale entries")} proposed for retirement: review ${total === 1 ? "it" : "them"} in the exchange note, then migrate.`;
}

/** Summarises an undo: a failed one is a problem only, so its reason is not shown twice. */
export function summariseUndo(report: UndoReport, at: string): RunSummary {
	const failed = undoFailed(report);
	return { kind: "undo", at, summary: failed ? "" : report.message, errors: failed ? [report.message] : [] };
}

/** True when an undo was refused for a reason the user must act on (nothing to undo is no failure). */
export function undoFailed(report: UndoReport): boolean {
	return !report.undone && report.refusal !== "nothing-to-undo";
}

/** The texts of rules a migration just added to a rules note (each gets its own notice). */
export function learnedRules(report: MigrateReport, settings: Pick<Settings, "rulesFolder">): string[] {
	const folder = `${normalizeVaultPath(settings.rulesFolder)}/`;
	return report.outcomes.filter((o) => o.status === "migrated" && o.target?.startsWith(folder)).map((o) => o.text);
}

/** The command line's listing of a process pass: each annotation, its decision, why and fate, then the totals. */
export function describeProcess(report: ProcessReport): string {
	const out: string[] = [];
	const found = report.notes.reduce((sum, note) => sum + note.annotations, 0);
	out.push(`${report.dryRun ? "Dry run — nothing written. " : ""}Decided by the ${report.decider}.`);
	for (const note of report.notes) out.push(note.missing ? `${note.path}: not found` : `${note.path}: ${plural(note.annotations, "annotation")}`);
	const offline = report.decider.includes("offline");
	for (const o of report.outcomes) {
		// Annotations that failed alike (one failed batch) are one line, after the others.
		if (o.status === "failed") continue;
		const d = o.decision;
		let what = d ? `${d.action === "postpone" ? postponement(d.postponeUntil) : d.action}, ${d.type}` : "no decision";
		let done = `${o.status}${o.proposed ? ", proposed" : ""}${o.cached ? ", as decided on an earlier run (not sent again)" : ""}`;
		// A rewrite without new text (the offline classifier cannot write one) leaves the item as it was:
		// "rewrite — applied" would claim a change the user will not find in the note.
		if (d?.action === "rewrite" && d.item === null) {
			what = `rewrite (${offline ? "offline: " : ""}text kept${o.proposed ? ", correction proposed" : ""}), ${d.type}`;
			if (o.kept === true && (o.status === "applied" || o.status === "planned")) {
				done = o.status === "applied" ? "annotation kept under the item, marked" : "annotation would be kept under the item, marked";
				if (o.proposed) done += ", proposed";
			} else if (o.status === "applied" || o.status === "planned") {
				const moves = o.proposed ? "moved into the proposal" : "removed";
				done = o.status === "applied" ? `annotation ${moves}` : `annotation would be ${moves}`;
			}
		}
		if (waitsForUser(o)) what = "kept under its item";
		out.push(`  - ${o.item} ← “${o.annotation.replace(/\n/g, " / ")}”: ${what} — ${done}${o.message ? ` (${o.message})` : ""}`);
		const why = d?.reason?.replace(/\s+/g, " ").trim();
		if (why) out.push(`      why: ${why}`);
		if (d?.action === "rewrite" && d.item) out.push(`      new text: ${d.item}`);
		if (d?.proposal && o.proposed) out.push(`      proposal: ${d.proposal}`);
	}
	for (const group of failureGroups(report.outcomes.filter((o) => o.status === "failed"))) out.push(`  - ${failedLine(group)}`);
	const verb = report.dryRun ? "would be" : "";
	out.push(`Annotations found: ${found}. Proposals ${verb ? "that would be " : ""}written: ${report.proposalsWritten}. Items ${verb ? "that would be " : ""}edited: ${report.itemsEdited}.`);
	if (report.usage && report.usage.requests > 0) out.push(`Model usage: ${describeUsage(report.usage)}.`);
	const stopped = stoppedSentence(report);
	if (stopped !== null) out.push(stopped);
	for (const error of report.errors) out.push(`Error: ${error}`);
	for (const warning of report.warnings ?? []) out.push(`Warning: ${warning}`);
	return `${out.join("\n")}\n`;
}

/** Why a process pass failed, for stderr: the pass's errors, then one line per reason with how many annotations it left ("3 annotations left: …"). */
export function failureSummary(report: ProcessReport): string {
	const groups = failureGroups(report.outcomes.filter((o) => o.status === "failed" || o.status === "refused"));
	const stopped = stoppedSentence(report);
	return [...report.errors, ...(stopped === null ? [] : [stopped]), ...groups.map((group) => `${plural(group.outcomes.length, "annotation")} left: ${group.message}`)].join("\n");
}

/** Annotations that failed for the same reason (a failed batch shares one), in the order first seen. */
interface FailureGroup {
	message: string;
	outcomes: AnnotationOutcome[];
}

/** Groups outcomes by their message, keeping the order in which each message first appears. */
function failureGroups(outcomes: readonly AnnotationOutcome[]): FailureGroup[] {
	const groups = new Map<string, AnnotationOutcome[]>();
	for (const o of outcomes) {
		const message = o.message ?? "left as it is.";
		const group = groups.get(message);
		if (group) group.push(o);
		else groups.set(message, [o]);
	}
	return [...groups].map(([message, members]) => ({ message, outcomes: members }));
}

/** How many items a failed group names before "and N more". */
const ITEMS_NAMED = 3;

/** One line for annotations that failed alike: "3 annotations left (Pay rent, Call mum, Dentist): Ollama did not answer within 60 s." */
function failedLine(group: FailureGroup): string {
	const items = group.outcomes.map((o) => o.item);
	const named = items.slice(0, ITEMS_NAMED).join(", ") + (items.length > ITEMS_NAMED ? ` and ${items.length - ITEMS_NAMED} more` : "");
	return `${plural(items.length, "annotation")} left (${named}): ${group.message}`;
}

/** A postponement with its date: "postpone to 2026-12-15", or "postpone (no date named)" when the report's note says what was done instead. */
function postponement(until: string | null): string {
	return until === null ? "postpone (no date named)" : `postpone to ${until}`;
}

/**
 * When a run happened, in the user's local time: "2026-11-21 09:15", or
 * only "09:15" when it was on the day of `now`; the ISO text itself when
 * it is not a date.
 */
export function localRunTime(at: string, now?: Date): string {
	const time = new Date(at);
	if (Number.isNaN(time.getTime())) return at;
	const minute = isoMinute(time);
	return now !== undefined && isoDate(time) === isoDate(now) ? minute.slice(11) : minute;
}

/** The command line's listing of a migrate pass: each block's fate, what was superseded or archived, then the totals. */
export function describeMigrate(report: MigrateReport): string {
	const out: string[] = [];
	if (report.dryRun) out.push("Dry run — nothing written.");
	for (const o of report.outcomes) out.push(`  - ${o.text}: ${o.status}${o.target ? ` → ${o.target}` : ""}${o.message ? ` (${o.message})` : ""}`);
	for (const s of report.superseded) out.push(`  superseded in ${s.target}: “${s.old}” by “${s.by}”`);
	for (const r of report.retired) out.push(`  retired from ${r.from}: “${r.text}” ${r.stale ? "to the archive" : `into the rule ${r.by}`}`);
	for (const p of report.patterns) out.push(`  proposed: “${p.text}” [${p.tag}] for ${p.members} alike entries of ${p.note}`);
	for (const r of report.retirements) out.push(`  proposed for retirement (${r.reason}): ${plural(r.entries, "entry", "entries")} of ${r.note}`);
	out.push(`Entries migrated: ${report.migrated}. Blocks archived: ${report.archived}. Still pending: ${report.pending}.`);
	if (report.examplesRecorded > 0) out.push(`Kept as examples to learn from: ${report.examplesRecorded}.`);
	for (const error of report.errors) out.push(`Error: ${error}`);
	for (const warning of report.warnings) out.push(`Warning: ${warning}`);
	for (const note of overCapNotes(report)) out.push(`Note: ${note}`);
	return `${out.join("\n")}\n`;
}

/** The sentences saying a migration proposed rules from repeated entries, or stale entries for retirement; none when it did neither. */
function patternNotes(report: Pick<MigrateReport, "patterns" | "retirements">): string[] {
	const count = report.patterns.length;
	const stale = report.retirements.reduce((sum, r) => sum + r.entries, 0);
	return [
		...(count === 0 ? [] : [`${plural(count, "rule")} proposed from repeated corrections: review ${count === 1 ? "it" : "them"} in the exchange note.`]),
		...(stale === 0 ? [] : [`${plural(stale, "stale entry", "stale entries")} proposed for retirement: review ${stale === 1 ? "it" : "them"} in the exchange note.`]),
	];
}

/**
 * One sentence per target note a migration left over its cap: "Memory/Memory.md
 * holds 212 entries, over its cap of 200: nothing was archived; the context
 * budget bounds what is sent."
 */
export function overCapNotes(report: Pick<MigrateReport, "overCap"> & Partial<Pick<MigrateReport, "retirements">>): string[] {
	return report.overCap.map(({ target, entries, cap }) => {
		const proposed = (report.retirements ?? []).some((r) => r.reason === "over-cap" && r.note === target);
		return `${target} holds ${plural(entries, "entry", "entries")}, over its cap of ${cap}: nothing was archived${proposed ? ", the least used are proposed for retirement in the exchange note" : ""}; the context budget bounds what is sent.`;
	});
}
