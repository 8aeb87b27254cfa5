/**
 * The user's explicit acts on one memory, rules or skills entry: disable it
 * (it stays in its note, marked `<!-- am:<id> disabled -->`, and is never
 * sent in a request or given as context), enable it again, or retire it to
 * the archive note. Each is journaled as a migration, so undo takes back the
 * last one byte for byte. A retirement writes the archive first and the note
 * second: interrupted between the two, a rerun finds the entry in the
 * archive already and only takes it out of the note.
 */
import { textId } from "../ids";
import { archivedEntryLines } from "../memory/archive";
import { firstLine, parseEntries, withMeta, type MemoryEntry } from "../memory/entries";
import { encodeToken, formatMetaComment, isDisabled, locateMetaComment, newMeta, withDisabled, type EntryMeta } from "../memory/meta";
import { entryId } from "../memory/relations";
import { normalizeVaultPath } from "../paths";
import type { Clock, ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import { isoDate } from "../text";
import { isRun, readJournal, type JournalRun, type JournalStore } from "./journal";
import { startJournaledRun } from "./writeAhead";

/** What the user asked to do with an entry. */
export type EntryAction = "disable" | "enable" | "retire";

/** The entry, the act and where it runs. */
export interface EntryActionOptions {
	vault: VaultPort;
	list: ListNotes;
	settings: Settings;
	journal: JournalStore;
	clock: Clock;
	action: EntryAction;
	/** The entry's id as `memory list` shows it: its `am:` id, else the id of its text. */
	id: string;
	/** The note the entry is in, when the id is in more than one; null: wherever it is. */
	note: string | null;
}

/** What an act on an entry came to. */
export interface EntryActionReport {
	action: EntryAction;
	id: string;
	/** The note the entry is (or was) in; null when it was not found. */
	note: string | null;
	/** `done`: written; `unchanged`: it was so already; `refused`: nothing written, `message` says why. */
	status: "done" | "unchanged" | "refused";
	/** The notes written, in order. */
	written: string[];
	/** One sentence for the user. */
	message: string;
}

const PAST: Record<EntryAction, string> = { disable: "Disabled", enable: "Enabled", retire: "Retired" };

/** The archive note's opening, as a migration creates it. */
const ARCHIVE_HEADING = (eol: string) => `# Archive${eol}${eol}Decided proposals and entries moved out of memory notes. Nothing here is read back into requests.${eol}${eol}`;

/**
 * Disables, enables or retires one entry. The caller holds the vault's
 * write lock. Refused, writing nothing, when no learned note holds the id,
 * when more than one does (name the note), or when an interrupted
 * migration waits to be finished.
 */
export async function actOnEntry(options: EntryActionOptions): Promise<EntryActionReport> {
	const { vault, settings, action, id } = options;
	const archivePath = normalizeVaultPath(settings.archivePath);
	const report = (status: EntryActionReport["status"], message: string, note: string | null = null, written: string[] = []): EntryActionReport => ({ action, id, note, status, written, message });
	const learned = await learnedNotes(options.list, settings);
	const onlyNote = options.note === null ? null : normalizeVaultPath(options.note);
	if (onlyNote !== null && !learned.includes(onlyNote)) return report("refused", `${onlyNote} is not a memory, rules or skills note of this vault.`);

	const found: { path: string; count: number }[] = [];
	for (const path of onlyNote === null ? learned : [onlyNote]) {
		const text = await vault.read(path);
		const count = text === null ? 0 : parseEntries(text).filter((entry) => entryId(entry) === id).length;
		if (count > 0) found.push({ path, count });
	}
	if (found.length > 1) return report("refused", `The id ${id} is in ${found.map((f) => f.path).join(" and ")}: name the note with --note PATH.`);
	const where = found[0];
	if (where && where.count > 1) return report("refused", `The id ${id} is on ${where.count} entries of ${where.path}: edit the note by hand, or give one of them another text first.`, where.path);

	// An interrupted run of ours is continued; an interrupted migration is the user's to finish first.
	const lines = readJournal(await options.journal.load());
	const interrupted = lastMigration(lines);
	const ours = interrupted !== null && interrupted.complete === false && interrupted.plan === undefined && interrupted.writes.every((write) => write.path === archivePath || write.path === where?.path);
	if (interrupted !== null && interrupted.complete === false && !ours) {
		return report("refused", `A migration was interrupted; run 'annotation-memory migrate' to finish it (or undo it) first. Nothing was changed.`, where?.path ?? null);
	}
	const continuing = ours && interrupted.writes.some((write) => write.path === archivePath);

	if (!where) {
		const archived = action === "retire" && (await retiredInArchive(vault, archivePath, id, null));
		if (!archived) return report("refused", `No memory, rules or skills entry has the id ${id}${onlyNote === null ? "" : ` in ${onlyNote}`} (see 'annotation-memory memory list').`);
		if (ours) await (await startJournaledRun(vault, options.journal, "migrate", options.clock)).finish([`retired ${id} → ${archivePath}`]);
		return report("unchanged", `The entry ${id} is retired already: it is in ${archivePath}.`);
	}
	const path = where.path;
	const entry = await entryIn(vault, path, id);
	if (entry === null) return report("refused", `The entry ${id} left ${path} while it was being read. Nothing was changed.`, path);
	if (action !== "retire" && isDisabled(entry.meta) === (action === "disable")) {
		return report("unchanged", `The entry ${id} in ${path} is ${action === "disable" ? "disabled" : "enabled"} already.`, path);
	}

	const run = await startJournaledRun(vault, options.journal, "migrate", options.clock);
	const written: string[] = [];
	if (action === "retire") {
		const today = isoDate(options.clock());
		const noteText = (await vault.read(path)) ?? "";
		const eolOfNote = /\r\n/.test(noteText) ? "\r\n" : "\n";
		// The archive first: a run stopped before the note is written finds it there, and adds it once.
		const already = continuing && (await retiredInArchive(vault, archivePath, id, path));
		if (!already) {
			const lines = archivedEntryLines(entry, ["retired", today, `from:${encodeToken(path)}`]);
			await run.vault.process(archivePath, (current) => {
				const eol = current === null ? eolOfNote : /\r\n/.test(current) ? "\r\n" : "\n";
				let text = current ?? ARCHIVE_HEADING(eol);
				if (text !== "" && !/[\r\n]$/.test(text)) text += eol;
				return `${text}${eol}${lines.join(eol)}${eol}`;
			});
			written.push(archivePath);
		}
		await run.vault.process(path, (current) => {
			const now = current === null ? null : onlyEntry(current, id);
			return current === null || now === null ? null : current.slice(0, now.start) + current.slice(now.end);
		});
		written.push(path);
		await run.finish([`retired ${id} from ${path} → ${archivePath}`]);
		return report("done", `Retired ${id} from ${path} to ${archivePath}: '${entry.text}'. 'annotation-memory undo' puts it back.`, path, written);
	}
	const disable = action === "disable";
	await run.vault.process(path, (current) => {
		const now = current === null ? null : onlyEntry(current, id);
		if (current === null || now === null || isDisabled(now.meta) === disable) return null;
		const line = markedLine(now, disable);
		return current.slice(0, now.start) + line + now.raw.slice(firstLine(now.raw).length) + current.slice(now.end);
	});
	written.push(path);
	await run.finish([`${action}d ${id} in ${path}`]);
	const effect = disable ? "it stays in the note and is no longer sent to a model or given as context" : "it is sent and given as context again";
	return report("done", `${PAST[action]} ${id} in ${path} ('${entry.text}'): ${effect}.`, path, written);
}

/** The memory note, then the rules and skills notes. */
export async function learnedNotes(list: ListNotes, settings: Settings): Promise<string[]> {
	return [normalizeVaultPath(settings.memoryPath), ...(await list(normalizeVaultPath(settings.rulesFolder))), ...(await list(normalizeVaultPath(settings.skillsFolder)))];
}

/** The one entry of `path` with the id, or null. */
async function entryIn(vault: VaultPort, path: string, id: string): Promise<MemoryEntry | null> {
	const text = await vault.read(path);
	return text === null ? null : onlyEntry(text, id);
}

/** The entry of `text` with the id when exactly one has it, else null. */
export function onlyEntry(text: string, id: string): MemoryEntry | null {
	const matches = parseEntries(text).filter((entry) => entryId(entry) === id);
	return matches.length === 1 ? matches[0]! : null;
}

/**
 * The entry's first line with the disabled mark set or cleared. A
 * hand-written entry gets our comment with the id `memory list` shows; when
 * enabling leaves that comment saying nothing more, it goes again, so the
 * line is as the user wrote it.
 */
function markedLine(entry: MemoryEntry, disabled: boolean): string {
	const meta: EntryMeta = withDisabled(entry.meta ?? newMeta(textId(entry.text)), disabled);
	const bare = formatMetaComment(meta) === formatMetaComment(newMeta(textId(entry.text)));
	const line = firstLine(entry.raw);
	const found = locateMetaComment(line);
	if (!disabled && bare && found) return line.slice(0, found.start).trimEnd() + line.slice(found.end);
	return withMeta(entry, meta);
}

/** Whether the archive holds the entry as retired (from `from`, when given). */
async function retiredInArchive(vault: VaultPort, archivePath: string, id: string, from: string | null): Promise<boolean> {
	const text = await vault.read(archivePath);
	if (text === null) return false;
	return parseEntries(text).some((entry) => entry.id === id && entry.meta !== null && entry.meta.extra.includes("retired") && (from === null || entry.meta.extra.includes(`from:${encodeToken(from)}`)));
}

/** The journal's last migration run, or null. */
export function lastMigration(lines: ReturnType<typeof readJournal>): JournalRun | null {
	for (let i = lines.length - 1; i >= 0; i--) {
		const line = lines[i]!;
		if (isRun(line) && line.kind === "migrate") return line;
	}
	return null;
}
