import { normalizePath } from "obsidian";
import { unsafePathReason } from "../core/paths";
import { agendaSourceProblem, isAgendaPattern, type OwnNotes } from "../core/agenda/sources";
import { CUE_CATEGORIES, type CueCategory } from "../core/languages";
import { withinRange, type NumberRange } from "../core/settings/kinds";

/** A value typed into the settings tab: accepted (cleaned) or refused with a reason to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A note path typed by the user: normalised, `.md` added, refused when it leaves the vault (`..`), is absolute or hidden. */
export function checkNotePath(input: string): Checked<string> {
	const checked = checkFolderPath(input);
	if (!checked.ok) return checked;
	return { ok: true, value: /\.md$/i.test(checked.value) ? checked.value : `${checked.value}.md` };
}

/** A folder path typed by the user: normalised, refused like a note path. */
export function checkFolderPath(input: string): Checked<string> {
	const trimmed = input.trim();
	// Checked before normalising: normalizePath would quietly turn "/x" into "x" and "a\\..\\b" into "a/../b".
	const reason = unsafePathReason(trimmed);
	if (reason !== null) return { ok: false, message: `"${trimmed}" cannot be used: ${reason}.` };
	const path = normalizePath(trimmed);
	const again = unsafePathReason(path);
	if (again !== null || path === "/") return { ok: false, message: `"${trimmed}" cannot be used: ${again ?? "it names the vault itself"}.` };
	return { ok: true, value: path };
}

/**
 * Agenda sources, one per line: a pattern (`Daily/*.md`) or a folder (one
 * `isFolder` knows, or written with a trailing `/`) is kept as a source, any
 * other line is a note path (`.md` added). Blank lines skipped, duplicates
 * dropped, every line checked; a line naming one of the plugin's own notes
 * or folders (`own`: Exchange, Archive, memory, rules, skills) is refused.
 */
export function checkNoteList(text: string, own: OwnNotes, isFolder: (path: string) => boolean = () => false): Checked<string[]> {
	const paths: string[] = [];
	for (const line of text.split(/\r?\n/)) {
		if (line.trim() === "") continue;
		const checked = checkAgendaSource(line, own, isFolder);
		if (!checked.ok) return checked;
		if (!paths.includes(checked.value)) paths.push(checked.value);
	}
	if (paths.length === 0) return { ok: false, message: "Name at least one agenda note." };
	return { ok: true, value: paths };
}

function checkAgendaSource(line: string, own: OwnNotes, isFolder: (path: string) => boolean): Checked<string> {
	const trimmed = line.trim();
	if (isAgendaPattern(trimmed)) {
		const reason = agendaSourceProblem(trimmed, own);
		return reason === null ? { ok: true, value: normalizePath(trimmed) } : { ok: false, message: `"${trimmed}" cannot be used: ${reason}.` };
	}
	const folder = checkFolderPath(trimmed);
	const checked = folder.ok && (/[\\/]$/.test(trimmed) || isFolder(folder.value)) ? folder : checkNotePath(trimmed);
	if (!checked.ok) return checked;
	const ours = agendaSourceProblem(checked.value, own);
	return ours === null ? checked : { ok: false, message: `"${trimmed}" cannot be used: ${ours}.` };
}

/** A number typed by the user, refused outside its range (with the range in the message). */
export function checkNumber(input: string, range: NumberRange): Checked<number> {
	const text = input.trim().replace(",", ".");
	const value = text === "" ? Number.NaN : Number(text);
	const kind = range.integer ? "a whole number" : "a number";
	if (!withinRange(value, range)) {
		return { ok: false, message: `Enter ${kind} from ${range.min} to ${range.max}.` };
	}
	return { ok: true, value };
}

/** Extra cue words of one language, by category. */
export type CueLines = Partial<Record<CueCategory, string[]>>;

/**
 * Reads a cue text area: one `category: word, word` line per category;
 * blank lines and lines starting with `#` are skipped. A line with an unknown
 * category refuses the whole text, so a typo never silently drops words.
 */
export function parseCueLines(text: string): Checked<CueLines> {
	const cues: CueLines = {};
	for (const raw of text.split(/\r?\n/)) {
		const line = raw.trim();
		if (line === "" || line.startsWith("#")) continue;
		const match = /^([a-z]+)\s*:(.*)$/i.exec(line);
		const category = match?.[1]?.toLowerCase() as CueCategory | undefined;
		if (!match || !category || !CUE_CATEGORIES.includes(category)) {
			return { ok: false, message: `"${line}" should read "category: word, word" with a category among ${CUE_CATEGORIES.join(", ")}.` };
		}
		const words = match[2]!.split(",").map((word) => word.trim()).filter((word) => word !== "");
		const merged = [...(cues[category] ?? []), ...words];
		cues[category] = [...new Set(merged)];
	}
	return { ok: true, value: cues };
}

/** Writes cue words back as the text area shows them. */
export function formatCueLines(cues: CueLines | undefined): string {
	if (!cues) return "";
	return CUE_CATEGORIES.filter((category) => (cues[category]?.length ?? 0) > 0)
		.map((category) => `${category}: ${cues[category]!.join(", ")}`)
		.join("\n");
}
