/**
 * The entries of a memory, rules or skills note, found by a linear line scan
 * (no Markdown parse: notes grow to tens of thousands of entries). An entry
 * is a list item line — `- [2026-04-08] text <!-- am:7f3a9c21 -->` when we
 * wrote it, `- some fact` when the user did — together with the indented
 * lines directly under it. Lines in frontmatter and code fences are never
 * entries.
 */
import { headingText, indentWidth, isBlank } from "../agenda/lines";
import { neutralise, TEXT_LIMITS } from "../neutralise";
import { isIsoDate, ownCopy } from "../text";
import { formatMetaComment, isDisabled, locateMetaComment, parseMetaComment, type EntryMeta } from "./meta";

export type { EntryMeta } from "./meta";

/** One entry of a note. */
export interface MemoryEntry {
	/** Offset of the entry's first character in the text it was parsed from. */
	readonly start: number;
	/** Offset just past the line ending of its last line (the note's end when that line has none). */
	readonly end: number;
	/** 0-based number of its first line. */
	readonly line: number;
	/** The entry's exact text, `text.slice(start, end)`, indented lines under it included. */
	readonly raw: string;
	/** The `[YYYY-MM-DD]` after the list marker, or null (hand-written entries). */
	readonly date: string | null;
	/** The statement: the first line without marker, checkbox, date and our comment. */
	readonly text: string;
	/** `am:<id>` from our comment, or null. */
	readonly id: string | null;
	/** How often the fact was proposed (1 for a new or hand-written entry). */
	readonly seen: number;
	/** When it was last proposed again, or null. */
	readonly lastSeen: string | null;
	/** Text of the nearest heading above it, or "" (the entry's category). */
	readonly section: string;
	/** Everything our comment says, or null when the entry has none. */
	readonly meta: EntryMeta | null;
}

/** A note's entries and what is needed to add to it without disturbing it. */
export interface ParsedNote {
	entries: MemoryEntry[];
	/** The heading in force at the end of the note ("" when none): the section of entries appended at the end. */
	endSection: string;
	/** The line ending the note mostly uses (LF when it has none). */
	lineEnding: "\n" | "\r\n";
	/**
	 * Where entries added to the note go: after its last entry, or at its end
	 * when it has none — but never inside a code fence left open at the end
	 * (there they would not be entries): then before the fence, or before the
	 * entry whose indented fence it is.
	 */
	insertAt: number;
}

const LINE_BREAK = /\r\n?|\n/g;
const LIST_ITEM = /^( {0,3})(?:[-*+]|\d{1,9}[.)])[ \t]+(\S.*)$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?[ \t]*$/;
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const CHECKBOX = /^\[[ xX/>-]\][ \t]+/;
const DATE = /^\[(\d{4}-\d{2}-\d{2})\][ \t]*/;
// Runs of blanks that are not already one space (replacing every single space too was most of a large note's parse).
const LOOSE_SPACE = /\t[ \t]*| [ \t]+/g;

interface OpenEntry {
	start: number;
	line: number;
	/** The first line after its list marker. */
	body: string;
	end: number;
	section: string;
}

interface Fence {
	marker: string;
	/** Offset of the opening line. */
	start: number;
	/** The entry whose indented lines the fence belongs to, or null. */
	owner: OpenEntry | null;
}

/** The entries of a note, in document order. */
export function parseEntries(text: string): MemoryEntry[] {
	return parseNote(text).entries;
}

/** Reads a note's entries; see {@link entryReader}. */
export type EntryReader = (text: string) => readonly MemoryEntry[];

/**
 * A parse of notes that remembers what it read: asked for the same text
 * again, it gives the entries it found then. One per run (the promotion and
 * the retirement proposals of one migrate read the same notes), let go with
 * it. From one run to the next, each entry's first line is read once (see
 * keptFirstLine) and a note is scanned only from where it parts from one
 * read before (see readResuming), whose entries it shares: its entries are
 * for reading only, their metadata frozen.
 */
export function entryReader(): EntryReader {
	const read = new Map<string, readonly MemoryEntry[]>();
	return (text) => {
		let entries = read.get(text);
		if (entries === undefined) read.set(text, (entries = readResuming(text)));
		return entries;
	};
}

/** Where a scan's state is known: just after the first line of an entry (the `closed`-th, counted from 0), before any line under it. */
interface ScanMark {
	/** Offset of the next line. */
	next: number;
	/** Number of the next line. */
	line: number;
	section: string;
	crlf: number;
	lf: number;
	/** Entries closed before it: the entry this line opened is `found[closed]`. */
	closed: number;
}

/** A scan an entry reader made, kept so that a later text with the same beginning is scanned from where they part. */
interface KeptScan {
	text: string;
	frontmatterEnd: number;
	found: readonly OpenEntry[];
	entries: readonly MemoryEntry[];
	/** In text order, one every MARK_EVERY entries. */
	marks: readonly ScanMark[];
}

/** Entries between two marks: a resumed scan reads at most this many of the kept entries again. */
const MARK_EVERY = 16;

/** Scans kept, most recently used first: the memory note and the notes read with it, before and after a run changes them. */
const KEPT_SCANS = 3;

const keptScans: KeptScan[] = [];

/**
 * A note's entries for the entry readers: scanned from the last mark the
 * text shares with a kept scan (a migrate adds entries after a note's last
 * one, and retiring takes a few out: the beginning before them is read
 * already), the entries before it taken as they were read. The state at a
 * mark depends only on the text before it, so the result is what a full
 * scan gives.
 */
function readResuming(text: string): readonly MemoryEntry[] {
	const frontmatterEnd = frontmatterLength(text);
	let best: { kept: KeptScan; mark: number } | null = null;
	for (const kept of keptScans) {
		if (kept.frontmatterEnd !== frontmatterEnd) continue;
		const shared = sharedPrefixLength(kept.text, text);
		const mark = lastMarkWithin(kept, shared);
		if (mark >= 0 && (best === null || kept.marks[mark]!.next > best.kept.marks[best.mark]!.next)) best = { kept, mark };
	}
	const marks: ScanMark[] = best ? best.kept.marks.slice(0, best.mark + 1) : [];
	const resume = best ? { mark: best.kept.marks[best.mark]!, found: best.kept.found } : undefined;
	const { found } = scanNote(text, { marks, resume, frontmatterEnd });
	const reused = best ? best.kept.entries.slice(0, resume!.mark.closed) : [];
	const entries = reused.concat(found.slice(reused.length).map((open) => toEntry(text, open, keptFirstLine)));
	const index = best ? keptScans.indexOf(best.kept) : -1;
	if (index >= 0) keptScans.splice(index, 1);
	keptScans.unshift({ text, frontmatterEnd, found, entries, marks });
	keptScans.length = Math.min(keptScans.length, KEPT_SCANS);
	return entries;
}

/** The index of the last mark of `kept` whose text lies within the first `shared` characters and ends a line with a line feed (a carriage return could join the next text's line feed); -1 when none does. */
function lastMarkWithin(kept: KeptScan, shared: number): number {
	let low = 0;
	let high = kept.marks.length - 1;
	let found = -1;
	while (low <= high) {
		const middle = (low + high) >> 1;
		if (kept.marks[middle]!.next <= shared) {
			found = middle;
			low = middle + 1;
		} else high = middle - 1;
	}
	while (found >= 0 && kept.text.charCodeAt(kept.marks[found]!.next - 1) !== 10) found--;
	return found;
}

/** How many characters two texts share from their start. */
function sharedPrefixLength(a: string, b: string): number {
	const max = Math.min(a.length, b.length);
	const CHUNK = 4096;
	let at = 0;
	// Chunk by chunk (compared natively), then character by character in the chunk where they part.
	while (at + CHUNK <= max && a.slice(at, at + CHUNK) === b.slice(at, at + CHUNK)) at += CHUNK;
	while (at < max && a.charCodeAt(at) === b.charCodeAt(at)) at++;
	return at;
}

/** An entry's first line read: its date, our comment and the statement without them. */
interface FirstLine {
	date: string | null;
	meta: EntryMeta | null;
	text: string;
}

/** First lines whose reading is kept before they are let go and read afresh (two notes of 10,000 entries, and their changes). */
const KEPT_FIRST_LINES = 40_000;

const firstLines = new Map<string, FirstLine>();

/**
 * A first line's reading, kept from one run to the next for the entry
 * readers: a migrate that adds a thousand entries to a note of ten thousand
 * reads those thousand lines, not the note's every line again. The reading
 * depends only on the line; its metadata is frozen, since every entry with
 * that line shares it.
 */
function keptFirstLine(body: string): FirstLine {
	let known = firstLines.get(body);
	if (known === undefined) {
		if (firstLines.size >= KEPT_FIRST_LINES) firstLines.clear();
		// Read from a copy: neither the key nor what is read from it holds the note text alive.
		const line = ownCopy(body);
		const read = readFirstLine(line);
		const meta = read.meta === null ? null : Object.freeze({ ...read.meta, also: Object.freeze([...read.meta.also]), replaces: Object.freeze([...read.meta.replaces]), extra: Object.freeze([...read.meta.extra]) });
		known = Object.freeze({ ...read, meta });
		firstLines.set(line, known);
	}
	return known;
}

/** The entries of a note, with its end section and line ending, in one linear scan. */
export function parseNote(text: string): ParsedNote {
	const { found, ...rest } = scanNote(text);
	return { entries: found.map((open) => toEntry(text, open)), ...rest };
}

/** A note's entries as statements, each entry read in full only when asked for. */
export interface NoteStatements {
	/** Each entry's statement (its MemoryEntry's `text`), in document order. */
	texts: readonly string[];
	/** The entry at position `i` (as parseEntries reads it), read on first ask: the same object every time. */
	entry(i: number): MemoryEntry;
}

/**
 * The statements of a note's entries, from the same scan as parseEntries:
 * comparing proposals with a large note needs every statement but only the
 * few entries they may be about, and ten thousand entry records kept alive
 * through a pass cost every garbage collection of it.
 */
export function readStatements(text: string): NoteStatements {
	const { found } = scanNote(text);
	const entries: (MemoryEntry | undefined)[] = [];
	return {
		texts: found.map((open) => readFirstLine(open.body).text),
		entry: (i) => (entries[i] ??= toEntry(text, found[i] ?? { start: 0, line: 0, body: "", end: 0, section: "" })),
	};
}

/** The line scan behind parseNote: the entries found, before their first lines are read. */
function scanNote(text: string, keep?: { marks: ScanMark[]; resume?: { mark: ScanMark; found: readonly OpenEntry[] } | undefined; frontmatterEnd: number }): Omit<ParsedNote, "entries"> & { found: OpenEntry[] } {
	const resume = keep?.resume;
	const entries: OpenEntry[] = resume ? resume.found.slice(0, resume.mark.closed) : [];
	// The entry readers have measured it already, to choose a kept scan.
	const frontmatterEnd = keep?.frontmatterEnd ?? frontmatterLength(text);
	let section = resume?.mark.section ?? "";
	let open: OpenEntry | null = resume ? { ...resume.found[resume.mark.closed]!, end: resume.mark.next } : null;
	let fence: Fence | null = null;
	let crlf = resume?.mark.crlf ?? 0;
	let lf = resume?.mark.lf ?? 0;
	const close = () => {
		if (open) entries.push(open);
		open = null;
	};
	let start = resume?.mark.next ?? 0;
	let line = resume?.mark.line ?? 0;
	LINE_BREAK.lastIndex = start;
	while (start < text.length) {
		const breakMatch = LINE_BREAK.exec(text);
		const contentEnd = breakMatch ? breakMatch.index : text.length;
		const next = breakMatch ? contentEnd + breakMatch[0].length : text.length;
		if (breakMatch?.[0] === "\r\n") crlf++;
		else if (breakMatch) lf++;
		let content = text.slice(start, contentEnd);
		// A byte order mark belongs to the note, not to its first line's entry (which may be moved out).
		const bom = line === 0 && content.startsWith("\uFEFF") ? 1 : 0;
		content = content.slice(bom);
		const current: OpenEntry | null = open;

		if (start < frontmatterEnd) {
			// Frontmatter: no entries, no headings.
		} else if (fence) {
			// A fence opened on an entry's indented line belongs to that entry, closing line included.
			if (fence.owner) fence.owner.end = next;
			if (closesFence(content, fence.marker)) fence = null;
		} else {
			const fenceOpen = FENCE_OPEN.exec(content);
			const indented = indentWidth(content) >= 2;
			if (fenceOpen && !(fenceOpen[1]?.startsWith("`") && fenceOpen[2]?.includes("`"))) {
				const owned = current !== null && indented;
				if (owned) current.end = next;
				else close();
				fence = { marker: fenceOpen[1] ?? "```", start: start + bom, owner: owned ? current : null };
			} else if (isBlank(content)) {
				close();
			} else if (current && indented) {
				current.end = next;
			} else {
				close();
				const heading = HEADING.exec(content);
				if (heading) section = headingText(content);
				else {
					const item = LIST_ITEM.exec(content);
					if (item && !THEMATIC_BREAK.test(content)) {
						open = { start: start + bom, line, body: item[2] ?? "", end: next, section };
						if (keep && entries.length % MARK_EVERY === 0) keep.marks.push({ next, line: line + 1, section, crlf, lf, closed: entries.length });
					}
				}
			}
		}
		start = next;
		line++;
	}
	close();
	const openFence: Fence | null = fence;
	let insertAt = entries[entries.length - 1]?.end ?? text.length;
	if (openFence?.owner) insertAt = openFence.owner.start;
	else if (openFence && entries.length === 0) insertAt = openFence.start;
	return { found: entries, endSection: section, lineEnding: crlf > lf ? "\r\n" : "\n", insertAt };
}

function toEntry(text: string, open: OpenEntry, read: (body: string) => FirstLine = readFirstLine): MemoryEntry {
	const { date, meta, text: statement } = read(open.body);
	return {
		start: open.start,
		end: open.end,
		line: open.line,
		raw: text.slice(open.start, open.end),
		date,
		text: statement,
		id: meta?.id ?? null,
		seen: meta?.seen ?? 1,
		lastSeen: meta?.lastSeen ?? null,
		section: open.section,
		meta,
	};
}

/** An entry's first line after the list marker: its date, our comment and the statement without them. */
function readFirstLine(body: string): FirstLine {
	let rest = body;
	// Checkbox and date both open with a bracket: most hand-written entries have neither.
	if (rest.startsWith("[")) rest = rest.replace(CHECKBOX, "");
	const dateMatch = rest.startsWith("[") ? DATE.exec(rest) : null;
	const date = dateMatch?.[1] !== undefined && isIsoDate(dateMatch[1]) ? dateMatch[1] : null;
	if (date !== null && dateMatch) rest = rest.slice(dateMatch[0].length);
	const comment = locateMetaComment(rest);
	const meta = comment ? parseMetaComment(comment.body) : null;
	const statement = comment && meta ? `${rest.slice(0, comment.start)} ${rest.slice(comment.end)}` : rest;
	return { date, meta, text: statement.replace(LOOSE_SPACE, " ").trim() };
}

/** One entry line as we write it (no line ending): `- [date] text <!-- am:id … -->`, the text neutralised (see `entryText`). */
export function formatEntry(entry: { date: string | null; text: string; meta: EntryMeta | null }): string {
	const date = entry.date !== null ? `[${entry.date}] ` : "";
	const comment = entry.meta ? ` ${formatMetaComment(entry.meta)}` : "";
	return `- ${date}${entryText(entry.text)}${comment}`;
}

/** An entry's statement as a note holds it: neutralised, cut to TEXT_LIMITS.entry (unchanged when it is so already). */
export function entryText(text: string): string {
	return neutralise(text, { limit: TEXT_LIMITS.entry });
}

/**
 * The entry's first line (without its line ending) with our comment set to
 * `meta`: replaced in place when there is one, else added after the last
 * non-blank character. Everything else on the line stays as written.
 */
export function withMeta(entry: MemoryEntry, meta: EntryMeta): string {
	const line = firstLine(entry.raw);
	const comment = formatMetaComment(meta);
	const found = locateMetaComment(line);
	if (found && parseMetaComment(found.body)) return line.slice(0, found.start) + comment + line.slice(found.end);
	const kept = line.trimEnd();
	return `${kept} ${comment}${line.slice(kept.length)}`;
}

/** The first line of an entry's raw text, without its line ending. */
export function firstLine(raw: string): string {
	const match = /\r|\n/.exec(raw);
	return match ? raw.slice(0, match.index) : raw;
}

/** Length of the note's frontmatter block (`---` … `---` or `...` at its very start), 0 when it has none. */
export function frontmatterLength(text: string): number {
	const body = text.startsWith("\uFEFF") ? 1 : 0;
	const opening = /^---[ \t]*(?:\r\n?|\n)/.exec(text.slice(body, body + 64));
	if (!opening) return 0;
	const closing = /^(?:---|\.\.\.)[ \t]*(?:\r\n?|\n|$)/gm;
	closing.lastIndex = body + opening[0].length;
	const match = closing.exec(text);
	return match ? match.index + match[0].length : 0;
}

function closesFence(content: string, marker: string): boolean {
	const trimmed = content.trim();
	const char = marker.charAt(0);
	return trimmed.length >= marker.length && trimmed.split("").every((c) => c === char);
}


/** The note's text without the entries the user disabled (`<!-- am:<id> disabled -->`), for readers that get a note whole; unchanged when it has none. */
export function withoutDisabled(text: string): string {
	const disabled = parseEntries(text).filter((entry) => isDisabled(entry.meta));
	let kept = text;
	for (const entry of disabled.reverse()) kept = kept.slice(0, entry.start) + kept.slice(entry.end);
	return kept;
}
