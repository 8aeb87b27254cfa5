import { globMatcher, isGlob } from "./glob";
import { normalizeVaultPath, unsafePathReason } from "../paths";
import type { Settings } from "../settings";

/** The agenda notes a list of sources names, and what was wrong with the sources that named none. */
export interface AgendaSources {
	/** Note paths, each once, in the order of the sources (a folder's or pattern's notes sorted). */
	paths: string[];
	/** One sentence per source that was refused or named nothing. */
	problems: string[];
}

/** One of the plugin's own notes or folders, with what it is ("the exchange note"). */
export interface OwnPlace {
	path: string;
	what: string;
}

/**
 * The plugin's own notes (Exchange, Archive, the memory note) and folders
 * (rules, skills, the plugin's folder): never agenda notes, whatever the
 * pattern, and naming one as an agenda source is refused.
 */
export interface OwnNotes {
	notes: OwnPlace[];
	folders: OwnPlace[];
}

/** The settings' own notes and folders; `pluginFolder` is the plugin's folder (`.obsidian/plugins/annotation-memory`) when known. */
export function ownNotesOf(settings: Pick<Settings, "exchangePath" | "archivePath" | "memoryPath" | "rulesFolder" | "skillsFolder">, pluginFolder: string | null = null): OwnNotes {
	const note = (path: string, what: string): OwnPlace => ({ path: withMd(normalizeVaultPath(path)), what });
	const folders: OwnPlace[] = [
		{ path: normalizeVaultPath(settings.rulesFolder), what: "the rules folder" },
		{ path: normalizeVaultPath(settings.skillsFolder), what: "the skills folder" },
	];
	if (pluginFolder !== null) folders.push({ path: normalizeVaultPath(pluginFolder), what: "the plugin's folder" });
	return {
		notes: [note(settings.exchangePath, "the exchange note"), note(settings.archivePath, "the archive note"), note(settings.memoryPath, "the memory note")],
		// A folder setting left empty is the vault itself: it cannot rule out every note.
		folders: folders.filter((folder) => folder.path !== ""),
	};
}

/**
 * What the note or folder at `path` is when it is one of the plugin's own
 * (the exchange note, a note in the rules folder, …), else null. Compared
 * without case: on most file systems `migration/exchange.md` is the same file.
 */
export function ownPlaceOf(path: string, own: OwnNotes): string | null {
	const key = normalizeVaultPath(path).toLowerCase();
	for (const note of own.notes) if (note.path.toLowerCase() === key) return note.what;
	for (const folder of own.folders) {
		const prefix = folder.path.toLowerCase();
		if (key === prefix) return folder.what;
		if (key.startsWith(`${prefix}/`)) return `a note in ${folder.what}`;
	}
	return null;
}

/**
 * Reads the agenda sources of the settings (or `--agenda`): a note path
 * (`Agenda.md`, kept as given, so a missing note is reported missing by the
 * process pass), a folder (`Daily`: its notes, recursively) or a glob pattern
 * (`Daily/**\/*.md`, `Journal/2026-*.md`), matched against `notes`, every
 * Markdown note path of the vault. The plugin's own notes (`own`) are never
 * agenda notes: a folder or pattern skips them, and a source that names one
 * is refused. A source that leaves the vault or names nothing is reported in
 * `problems` and skipped.
 */
export function resolveAgendaSources(entries: readonly string[], notes: readonly string[], own: OwnNotes): AgendaSources {
	const paths = new Set<string>();
	const problems: string[] = [];
	const sorted = [...notes].sort();
	const agendaNotes = sorted.filter((note) => ownPlaceOf(note, own) === null);
	for (const entry of entries) {
		if (entry.trim() === "") continue;
		const reason = agendaSourceProblem(entry, own);
		if (reason !== null) {
			problems.push(`The agenda source "${entry.trim()}" was refused: ${reason}.`);
			continue;
		}
		const source = normalizeVaultPath(entry.trim());
		const pattern = isAgendaPattern(source);
		const found = pattern ? matching(source, agendaNotes) : notesOf(source, agendaNotes);
		if (found === null) paths.add(source);
		else if (found.length > 0) for (const path of found) paths.add(path);
		else problems.push(nothingFound(source, pattern, sorted));
	}
	return { paths: [...paths], problems };
}

/** Why a source named no agenda note: nothing at all, or only the plugin's own notes. */
function nothingFound(source: string, pattern: boolean, notes: readonly string[]): string {
	const ours = pattern ? matching(source, notes) : (notesOf(source, notes) ?? []);
	if (ours.length > 0) return `The agenda ${pattern ? "pattern" : "source"} "${source}" names only the plugin's own notes (${ours.join(", ")}), which are never agenda notes.`;
	return pattern ? `The agenda pattern "${source}" matches no note.` : `The agenda source "${source}" is neither a note nor a folder with notes.`;
}

/** True when the note at `path` is one of the agenda notes the sources name (what the watcher asks of a changed note). */
export function isAgendaNote(entries: readonly string[], path: string, own: OwnNotes): boolean {
	return resolveAgendaSources(entries, [path], own).paths.includes(path);
}

/** True for a source with glob syntax (`*`, `?`, `[…]`, `{a,b}`), matched against the vault's notes. */
export function isAgendaPattern(source: string): boolean {
	return isGlob(source);
}

/**
 * Why an agenda source is refused (absolute, `..`, hidden, a character no
 * note name has, or one of the plugin's own notes or folders named), or null
 * when it may be read.
 */
export function agendaSourceProblem(entry: string, own: OwnNotes): string | null {
	const source = entry.trim();
	const pattern = isAgendaPattern(source);
	// A pattern's wildcards are characters no note name may hold: check what is left around them.
	const unsafe = unsafePathReason(pattern ? source.replace(/[*?[\]!]/g, "x") : source);
	if (unsafe !== null || pattern) return unsafe;
	const path = normalizeVaultPath(source);
	const what = ownPlaceOf(path, own) ?? (/\.md$/i.test(path) ? null : ownNoteAs(`${path}.md`, own));
	return what === null ? null : `it is ${what}, which is never an agenda note`;
}

/** What `path` is when it is one of the plugin's own notes (not folders: a name without `.md` may still be a folder of the user's). */
function ownNoteAs(path: string, own: OwnNotes): string | null {
	const key = path.toLowerCase();
	return own.notes.find((note) => note.path.toLowerCase() === key)?.what ?? null;
}

function withMd(path: string): string {
	return /\.md$/i.test(path) ? path : `${path}.md`;
}

/** The notes a glob pattern matches; `*` and `**` never match a hidden (dot) folder. */
function matching(pattern: string, notes: readonly string[]): string[] {
	const matches = globMatcher(pattern);
	return notes.filter((note) => matches(note));
}

/**
 * The notes a source that is no pattern stands for: null for a note path
 * (one ending in `.md`, kept as given); else a folder's notes, or the note
 * the name gets with `.md` added. An empty list names neither.
 */
function notesOf(source: string, notes: readonly string[]): string[] | null {
	if (/\.md$/i.test(source)) return null;
	const prefix = `${source}/`;
	const inside = notes.filter((note) => note.startsWith(prefix));
	if (inside.length > 0) return inside;
	return notes.includes(`${source}.md`) ? [`${source}.md`] : [];
}
