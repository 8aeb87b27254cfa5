import type { MigrateReport } from "./migrate";
import { normalizeVaultPath } from "../paths";
import type { ProcessReport } from "./process";
import type { UndoReport } from "./migrate";
import type { Settings } from "../settings";

/** What the review panel shows about the last run. */
export interface RunSummary {
	kind: "process" | "migrate" | "undo";
	/** ISO time the run ended. */
	at: string;
	/** One sentence: what happened. */
	summary: string;
	/** Problems worth the user's attention, one sentence each. */
	errors: string[];
}

/** "1 annotation", "2 annotations". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
	return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * Summarises a process pass. A pass started by an edit that found nothing
 * says nothing (`summary` empty), so typing in the agenda never pops notices.
 */
export function summariseProcess(report: ProcessReport, at: string, manual: boolean): RunSummary {
	const errors = [
		...report.errors,
		...report.outcomes.filter((o) => o.status === "failed" || o.status === "changed").map((o) => `“${o.item}”: ${o.message ?? "left as it is."}`),
	];
	const total = report.outcomes.length;
	let summary: string;
	if (total === 0) {
		const missing = report.notes.filter((note) => note.missing).map((note) => note.path);
		summary = !manual ? "" : missing.length > 0 ? `No annotations: ${missing.join(", ")} not found.` : "No annotations found.";
	} else {
		const left = report.outcomes.filter((o) => o.status === "left").length;
		const parts = [
			`${plural(total, "annotation")}`,
			`${plural(report.proposalsWritten, "proposal")} ${report.dryRun ? "would be added" : "added"}`,
			`${plural(report.itemsEdited, "item")} ${report.dryRun ? "would be edited" : "edited"}`,
		];
		if (left > 0) parts.push(`${left} left in place (nothing to learn)`);
		const untouched = report.outcomes.filter((o) => o.status === "failed" || o.status === "changed").length;
		if (untouched > 0) parts.push(`${untouched} not done (see the problems)`);
		summary = `${parts.join(", ")}.`;
	}
	return { kind: "process", at, summary, errors };
}

/** Summarises a migrate pass. */
export function summariseMigrate(report: MigrateReport, at: string): RunSummary {
	const errors = [...report.errors, ...report.outcomes.filter((o) => (o.status === "refused" || o.status === "flagged") && o.message).map((o) => `“${o.text}”: ${o.message!}`)];
	const decided = report.outcomes.filter((o) => o.status !== "flagged" && o.status !== "refused").length;
	let summary: string;
	if (decided === 0) {
		summary = `Nothing to migrate: ${plural(report.pending, "proposal")} still pending.`;
	} else {
		const duplicates = report.outcomes.filter((o) => o.status === "duplicate").length;
		const parts = [`${plural(report.migrated, "entry", "entries")} added`, `${plural(report.archived, "proposal")} archived`];
		if (duplicates > 0) parts.push(`${plural(duplicates, "duplicate")} merged`);
		if (report.superseded.length > 0) parts.push(`${plural(report.superseded.length, "entry", "entries")} superseded`);
		if (report.evicted.length > 0) parts.push(`${plural(report.evicted.length, "old entry", "old entries")} moved to the archive`);
		parts.push(`${report.pending} pending`);
		summary = `Migrated: ${parts.join(", ")}.`;
	}
	return { kind: "migrate", at, summary, errors };
}

/** Summarises an undo. */
export function summariseUndo(report: UndoReport, at: string): RunSummary {
	return { kind: "undo", at, summary: report.message, errors: report.undone || report.message === "There is no migration to undo." ? [] : [report.message] };
}

/** The texts of rules a migration just added to a rules note (each gets its own notice). */
export function learnedRules(report: MigrateReport, settings: Pick<Settings, "rulesFolder">): string[] {
	const folder = `${normalizeVaultPath(settings.rulesFolder)}/`;
	return report.outcomes.filter((o) => o.status === "migrated" && o.target?.startsWith(folder)).map((o) => o.text);
}
