/**
 * The user's edit of one memory, rules or skills entry's text: the
 * statement on the entry's first line is replaced and nothing else (list
 * marker, checkbox, date, our `am:` comment, a block id at its end, the
 * indented lines under it and every other line stay as they are). Journaled
 * as a migration like the other acts on an entry (./entryActions.ts), so
 * undo takes it back byte for byte. A hand-written entry's id is its text's,
 * so the edit gives it another: the use counts are told that both name the
 * entry, and keep counting it as one, undone or not.
 */
import { entryText, firstLine, parseEntries, type MemoryEntry } from "../memory/entries";
import { entryId } from "../memory/relations";
import { recordSameEntry, type UseCountStore } from "../memory/useCounts";
import { blockIdOf } from "../memory/entryPlace";
import { locateMetaComment, parseMetaComment } from "../memory/meta";
import { normalizeVaultPath } from "../paths";
import type { Clock, ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import { lastMigration, learnedNotes, onlyEntry } from "./entryActions";
import { readJournal, type JournalStore } from "./journal";
import { startJournaledRun } from "./writeAhead";

/** The entry to edit, its new text and where it runs. */
export interface EntryEditOptions {
	vault: VaultPort;
	list: ListNotes;
	settings: Settings;
	journal: JournalStore;
	clock: Clock;
	/** The note the entry is in. */
	note: string;
	/** The entry's id as `memory list` shows it: its `am:` id, else the id of its text. */
	id: string;
	/** The entry's text as the user saw it when they began to edit: when the note holds another text now, nothing is written. */
	expected: string;
	/** The new statement, one line. */
	text: string;
	/** Where use counts are kept: told when the edit gives the entry another id. */
	useCounts?: UseCountStore | undefined;
}

/** What an edit came to. */
export interface EntryEditReport {
	id: string;
	note: string;
	/** `done`: written; `unchanged`: the text is the same; `refused`: nothing written, `message` says why. */
	status: "done" | "unchanged" | "refused";
	/** The statement now in the note (as written there, neutralised); null when nothing was written. */
	text: string | null;
	/** One sentence for the user. */
	message: string;
}

/** Why a new text cannot be an entry's text, or null when it can. */
export function entryEditProblem(text: string): string | null {
	if (/[\r\n]/.test(text)) return "An entry is one line: take the line break out.";
	if (/<!--\s*am:/i.test(text)) return "The text cannot hold an am: comment: the plugin keeps that comment itself.";
	if (text.trim() === "") return "The text is empty: to take the entry out of memory, retire it.";
	return null;
}

/**
 * Replaces the text of one entry. The caller holds the vault's write lock.
 * Refused, writing nothing, for a text {@link entryEditProblem} names, when
 * the note holds no single entry with the id, when the entry's text is no
 * longer `expected` (the user changed it meanwhile), or when an interrupted
 * migration waits to be finished.
 */
export async function editEntry(options: EntryEditOptions): Promise<EntryEditReport> {
	const { vault, id } = options;
	const note = normalizeVaultPath(options.note);
	const report = (status: EntryEditReport["status"], message: string, text: string | null = null): EntryEditReport => ({ id, note, status, text, message });
	const problem = entryEditProblem(options.text);
	if (problem !== null) return report("refused", problem);
	if (!(await learnedNotes(options.list, options.settings)).includes(note)) return report("refused", `${note} is not a memory, rules or skills note of this vault.`);
	// An interrupted edit of this note is continued; an interrupted migration is the user's to finish first.
	const interrupted = lastMigration(readJournal(await options.journal.load()));
	const incomplete = interrupted !== null && interrupted.complete === false;
	const ours = incomplete && interrupted.plan === undefined && interrupted.writes.every((write) => write.path === note);
	if (incomplete && !ours) return report("refused", "A migration was interrupted; finish it (or undo it) first. Nothing was changed.");

	const before = await vault.read(note);
	const entry = before === null ? null : onlyEntry(before, id);
	if (entry === null) return report("refused", `The entry is no longer in ${note} as it was (or its id is on more than one entry). Nothing was changed.`);
	const line = rewrittenLine(entry, options.text);
	const done = (text: string) => report("done", `Changed the entry in ${note} to '${text}'.`, text);
	if (line === firstLine(entry.raw)) {
		if (!ours) return report("unchanged", "The text is the same: nothing to save.");
		// Stopped after its write: the rerun only completes the record.
		await keepCounts(options, note, id, entry);
		await (await startJournaledRun(vault, options.journal, "migrate", options.clock)).finish([`edited ${id} in ${note}`]);
		return done(statementOf(line, entry));
	}
	if (entry.text !== options.expected) return report("refused", `The entry was changed in ${note} meanwhile. Nothing was changed.`);

	const run = await startJournaledRun(vault, options.journal, "migrate", options.clock);
	const outcome: { refusal: string | null; written: string; entry: MemoryEntry | null } = { refusal: null, written: options.text, entry: null };
	await run.vault.process(note, (current) => {
		outcome.refusal = null;
		const now = current === null ? null : onlyEntry(current, id);
		if (current === null || now === null || now.text !== options.expected) {
			outcome.refusal = `The entry was changed in ${note} meanwhile. Nothing was changed.`;
			return null;
		}
		const next = rewrittenLine(now, options.text);
		outcome.written = statementOf(next, now);
		const text = current.slice(0, now.start) + next + now.raw.slice(firstLine(now.raw).length) + current.slice(now.end);
		outcome.entry = parseEntries(next)[0] ?? null;
		return text;
	});
	if (outcome.refusal !== null) {
		await run.finish([]);
		return report("refused", outcome.refusal);
	}
	if (outcome.entry !== null) await keepCounts(options, note, id, outcome.entry);
	await run.finish([`edited ${id} in ${note}`]);
	return done(outcome.written);
}

/** Tells the use counts that the entry's old id and the one its new text gives (a hand-written entry's) name one entry. */
async function keepCounts(options: EntryEditOptions, note: string, before: string, edited: MemoryEntry): Promise<void> {
	const after = entryId(edited);
	if (after !== before) await recordSameEntry(options.useCounts, note, [before, after], options.clock());
}

/** The entry's first line with its statement replaced by `text` (neutralised), its block id kept. */
function rewrittenLine(entry: MemoryEntry, text: string): string {
	const line = firstLine(entry.raw);
	const prefix = linePrefix(line, entry.date !== null);
	const after = line.slice(prefix.length);
	const comment = locateMetaComment(after);
	const ours = comment !== null && parseMetaComment(comment.body) !== null ? after.slice(comment.start, comment.end) : null;
	const trailing = /[ \t]*$/.exec(line)?.[0] ?? "";
	const block = blockIdOf(entry.text);
	let statement = entryText(text);
	if (block !== null && blockIdOf(statement) === null) statement = `${statement} ^${block}`;
	return `${prefix}${statement}${ours === null ? "" : ` ${ours}`}${trailing}`;
}

/** The statement a rewritten line holds (for the report). */
function statementOf(line: string, entry: MemoryEntry): string {
	const after = line.slice(linePrefix(line, entry.date !== null).length);
	const comment = locateMetaComment(after);
	return (comment === null ? after : after.slice(0, comment.start)).trim();
}

/** The start of an entry's line before its statement: indent, list marker, checkbox and (when the entry has one) date. */
function linePrefix(line: string, dated: boolean): string {
	const marker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX/>-]\][ \t]+)?/.exec(line)?.[0] ?? "";
	if (!dated) return marker;
	const date = /^\[\d{4}-\d{2}-\d{2}\][ \t]*/.exec(line.slice(marker.length))?.[0] ?? "";
	return marker + date;
}

