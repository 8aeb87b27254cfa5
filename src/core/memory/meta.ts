import { isIsoDate } from "../text";
/**
 * Our metadata inside an entry's HTML comment (hidden in reading view):
 * `<!-- am:<id> seen:3 last:2026-05-01 src:Agenda also:… replaces:… -->`.
 * `am:<id>` always comes first; tokens we do not know are kept, in order.
 */

const COMMENT_OPEN = "<!-- am:";
const COMMENT_CLOSE = "-->";

/** Our metadata, kept in the HTML comment at the end of an entry (hidden in reading view). */
export interface EntryMeta {
	/** The entry's id; `am:<id>` always comes first in the comment. */
	id: string;
	/** How often the fact was proposed (`seen:<n>`; 1 when absent). */
	seen: number;
	/** The date it was last proposed again (`last:YYYY-MM-DD`), or null. */
	lastSeen: string | null;
	/** Where it came from (`src:<note>`), or null. */
	source: string | null;
	/** Ids of proposals merged into this entry as near-duplicates (`also:id1,id2`). */
	also: readonly string[];
	/** Ids of entries this one superseded (`replaces:id1,id2`). */
	replaces: readonly string[];
	/** Tokens we do not know, kept in order so metadata written by others survives a rewrite. */
	extra: readonly string[];
}

/** Where our `<!-- am:… -->` comment sits in a line, and what it says between `<!--` and `-->`; null when there is none. */
export function locateMetaComment(line: string): { start: number; end: number; body: string } | null {
	const start = line.indexOf(COMMENT_OPEN);
	if (start < 0) return null;
	const close = line.indexOf(COMMENT_CLOSE, start + COMMENT_OPEN.length);
	return close < 0 ? null : { start, end: close + COMMENT_CLOSE.length, body: line.slice(start + "<!--".length, close) };
}

/** Reads the inside of our comment (`am:<id> seen:3 …`); null when it does not start with `am:<id>`. */
export function parseMetaComment(body: string): EntryMeta | null {
	const trimmed = body.trim();
	// Most comments hold the id alone: no splitting, and the empty lists shared (an entry's meta is never changed in place).
	const [first, ...tokens] = SPACE.test(trimmed) ? trimmed.split(/\s+/) : [trimmed];
	if (first === undefined || !first.startsWith("am:") || first.length === 3) return null;
	if (tokens.length === 0) return { id: decodeToken(first.slice(3)), seen: 1, lastSeen: null, source: null, also: NONE, replaces: NONE, extra: NONE };
	const meta = { id: decodeToken(first.slice(3)), seen: 1, lastSeen: null as string | null, source: null as string | null, also: [] as string[], replaces: [] as string[], extra: [] as string[] };
	for (const token of tokens) {
		const colon = token.indexOf(":");
		const key = colon < 0 ? token : token.slice(0, colon);
		const value = colon < 0 ? "" : token.slice(colon + 1);
		if (key === "seen" && /^[1-9]\d{0,8}$/.test(value)) meta.seen = Number(value);
		else if (key === "last" && isIsoDate(value)) meta.lastSeen = value;
		else if (key === "src" && value !== "") meta.source = decodeToken(value);
		else if (key === "also" && value !== "") meta.also.push(...value.split(",").filter(Boolean).map(decodeToken));
		else if (key === "replaces" && value !== "") meta.replaces.push(...value.split(",").filter(Boolean).map(decodeToken));
		else meta.extra.push(token);
	}
	return meta;
}

const SPACE = /\s/;
const NONE: readonly string[] = Object.freeze([]);

/** Writes our comment: `<!-- am:<id> [seen:n] [last:date] [src:note] [also:ids] [replaces:ids] [others] -->`. */
export function formatMetaComment(meta: EntryMeta): string {
	const parts = [`am:${encodeToken(meta.id)}`];
	if (meta.seen > 1) parts.push(`seen:${meta.seen}`);
	if (meta.lastSeen !== null) parts.push(`last:${meta.lastSeen}`);
	if (meta.source !== null && meta.source !== "") parts.push(`src:${encodeToken(meta.source)}`);
	if (meta.also.length > 0) parts.push(`also:${meta.also.map(encodeToken).join(",")}`);
	if (meta.replaces.length > 0) parts.push(`replaces:${meta.replaces.map(encodeToken).join(",")}`);
	parts.push(...meta.extra);
	return `<!-- ${parts.join(" ")} -->`;
}

/** Metadata of a fresh entry: only the id set. */
export function newMeta(id: string): EntryMeta {
	return { id, seen: 1, lastSeen: null, source: null, also: [], replaces: [], extra: [] };
}


/** Makes an id or note name safe inside our comment (no spaces, commas, `<`, `>` or `%` left raw). */
export function encodeToken(value: string): string {
	if (!/[%\s,<>]/.test(value)) return value;
	return value.replace(/[%\s,<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`);
}

function decodeToken(value: string): string {
	if (!value.includes("%")) return value;
	return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token in our comment that marks an entry the user disabled: `<!-- am:<id> disabled -->`. */
export const DISABLED_MARK = "disabled";

/** Whether our comment marks the entry disabled (kept in its note, never sent in a request or given as context). */
export function isDisabled(meta: EntryMeta | null): boolean {
	// Most entries have no extra tokens: no search of an empty list for each entry of a large note.
	return meta !== null && meta.extra.length > 0 && meta.extra.includes(DISABLED_MARK);
}

/** `meta` with the disabled mark set or cleared (every other token kept, in order). */
export function withDisabled(meta: EntryMeta, disabled: boolean): EntryMeta {
	const extra = meta.extra.filter((token) => token !== DISABLED_MARK);
	return { ...meta, extra: disabled ? [...extra, DISABLED_MARK] : extra };
}
