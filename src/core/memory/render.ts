/**
 * Writes a planned note: the given text with removed entries cut out,
 * bumped comments rewritten and new entries inserted — every other byte as
 * it was.
 */
import { firstLine, formatEntry, frontmatterLength, withMeta, type ParsedNote } from "./entries";
import type { Written } from "./plan";

/** The note's new text, and where each entry still in it now starts. */
export interface Rendered {
	text: string;
	placed: Map<Written, number>;
}

/**
 * Renders the plan onto `base`. New entries go at `note.insertAt` (after the
 * last entry, see ParsedNote) in the note's line ending `eol`; when the note
 * has no entries and they go at its end, after a blank line.
 */
export function renderNote(base: string, note: ParsedNote, originals: readonly Written[], added: readonly Written[], eol: string): Rendered {
	const placed = new Map<Written, number>();
	const lines = added.filter((w) => !w.removed);
	let out = "";
	let cursor = 0;
	let inserted = lines.length === 0;
	const insert = () => {
		out += base.slice(cursor, note.insertAt);
		cursor = note.insertAt;
		if (out !== "" && !/[\r\n]$/.test(out)) out += eol;
		if (note.entries.length === 0 && cursor === base.length && out !== "" && !endsWithBlankLine(out)) out += eol;
		for (const written of lines) {
			placed.set(written, out.length);
			out += formatEntry({ date: written.date === "" ? null : written.date, text: written.text, meta: written.meta }) + eol;
		}
		// Before a fence left open in a note without entries: a blank line keeps an indented fence from joining our last entry.
		if (note.entries.length === 0 && cursor < base.length) out += eol;
		inserted = true;
	};
	for (const written of originals) {
		const { entry } = written;
		if (!inserted && entry.start >= note.insertAt) insert();
		out += base.slice(cursor, entry.start);
		cursor = entry.end;
		if (written.removed) continue;
		placed.set(written, out.length);
		if (written.bumped && written.meta) out += withMeta(entry, written.meta) + entry.raw.slice(firstLine(entry.raw).length);
		else out += entry.raw;
	}
	if (!inserted) insert();
	out += base.slice(cursor);
	// Moving out the first entry can bring a `---` rule to the top, where it would open frontmatter and hide every entry below.
	if (frontmatterLength(base) === 0 && frontmatterLength(out) > 0) {
		const bom = out.startsWith("\uFEFF") ? 1 : 0;
		out = out.slice(0, bom) + eol + out.slice(bom);
		for (const [written, start] of placed) placed.set(written, start + eol.length);
	}
	return { text: out, placed };
}

/** True when the text's last line (before its final line ending) is empty or white space. */
function endsWithBlankLine(text: string): boolean {
	const body = text.replace(/(?:\r\n|\r|\n)$/, "");
	const lastBreak = Math.max(body.lastIndexOf("\n"), body.lastIndexOf("\r"));
	return /^[ \t]*$/.test(body.slice(lastBreak + 1));
}
