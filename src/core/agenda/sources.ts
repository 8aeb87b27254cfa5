import { globMatcher, isGlob } from "./glob";
import { normalizeVaultPath, unsafePathReason } from "../paths";

/** The agenda notes a list of sources names, and what was wrong with the sources that named none. */
export interface AgendaSources {
	/** Note paths, each once, in the order of the sources (a folder's or pattern's notes sorted). */
	paths: string[];
	/** One sentence per source that was refused or named nothing. */
	problems: string[];
}

/**
 * Reads the agenda sources of the settings (or `--agenda`): a note path
 * (`Agenda.md`, kept as given, so a missing note is reported missing by the
 * process pass), a folder (`Daily`: its notes, recursively) or a glob pattern
 * (`Daily/**\/*.md`, `Journal/2026-*.md`), matched against `notes`, every
 * Markdown note path of the vault. A source that leaves the vault or names
 * nothing is reported in `problems` and skipped.
 */
export function resolveAgendaSources(entries: readonly string[], notes: readonly string[]): AgendaSources {
	const paths = new Set<string>();
	const problems: string[] = [];
	const sorted = [...notes].sort();
	for (const entry of entries) {
		if (entry.trim() === "") continue;
		const reason = agendaSourceProblem(entry);
		if (reason !== null) {
			problems.push(`The agenda source "${entry.trim()}" was refused: ${reason}.`);
			continue;
		}
		const source = normalizeVaultPath(entry.trim());
		const pattern = isAgendaPattern(source);
		const found = pattern ? matching(source, sorted) : notesOf(source, sorted);
		if (found === null) paths.add(source);
		else if (found.length > 0) for (const path of found) paths.add(path);
		else problems.push(pattern ? `The agenda pattern "${source}" matches no note.` : `The agenda source "${source}" is neither a note nor a folder with notes.`);
	}
	return { paths: [...paths], problems };
}

/** True when the note at `path` is one of the agenda notes the sources name (what the watcher asks of a changed note). */
export function isAgendaNote(entries: readonly string[], path: string): boolean {
	return resolveAgendaSources(entries, [path]).paths.includes(path);
}

/** True for a source with glob syntax (`*`, `?`, `[…]`, `{a,b}`), matched against the vault's notes. */
export function isAgendaPattern(source: string): boolean {
	return isGlob(source);
}

/** Why an agenda source is refused (absolute, `..`, hidden, a character no note name has), or null when it stays inside the vault. */
export function agendaSourceProblem(entry: string): string | null {
	const source = entry.trim();
	// A pattern's wildcards are characters no note name may hold: check what is left around them.
	return unsafePathReason(isAgendaPattern(source) ? source.replace(/[*?[\]!]/g, "x") : source);
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
