/**
 * Bindings: a rules, skills or memory note whose frontmatter has
 * `annotation-memory-scope:` goes only with the requests for the agenda
 * notes its scope names; a note without that key is global and goes with
 * every request. A scope is a list of note paths, folders, globs (read as
 * `agenda/glob.ts` reads an agenda source) and `#tags` (the agenda note's
 * frontmatter `tags` or an inline `#tag` in its text; a nested `#work/x`
 * is under `#work`). A scope that cannot be read binds the note to nothing:
 * a typo never sends a work rule with the family agenda.
 *
 * Only the few YAML forms a property takes are read (a plain or quoted
 * value, `[a, b]`, or a `- a` list below the key), with no YAML library in
 * main.js; anything else is reported as malformed.
 */
import { inlineTags } from "../agenda/inlineTags";
import { globMatcher, isGlob } from "../agenda/glob";
import { mapLines } from "../agenda/lines";
import { normalizeVaultPath } from "../paths";
import type { LearnedContext, MemoryNoteEntries, NoteScope } from "../types";
import { frontmatterLength } from "./entries";

/** The frontmatter key that binds a rules, skills or memory note to agenda notes. */
export const SCOPE_KEY = "annotation-memory-scope";

/** What a request is for: the agenda note's path and its tags (lower case, without `#`). */
export interface AgendaFacts {
	path: string;
	tags: ReadonlySet<string>;
}

/** A frontmatter key's value as a list of texts, or why it could not be read; null when the key is not there. */
type ListValue = { values: string[] } | { malformed: string } | null;

/**
 * The scope a note's frontmatter declares: undefined when it declares none
 * (a global note), its entries when they all read, or why it cannot be read.
 */
export function readScope(text: string): NoteScope | undefined {
	const value = frontmatterValue(text, SCOPE_KEY);
	if (value === null) return undefined;
	if ("malformed" in value) return { kind: "malformed", reason: value.malformed };
	if (value.values.length === 0) return { kind: "malformed", reason: `${SCOPE_KEY} names no note, folder, glob or tag` };
	const patterns: string[] = [];
	for (const raw of value.values) {
		const pattern = raw.trim();
		const problem = patternProblem(pattern);
		if (problem !== null) return { kind: "malformed", reason: problem };
		patterns.push(pattern.startsWith("#") ? pattern.toLowerCase() : pattern);
	}
	return { kind: "bound", patterns };
}

/** Why one entry of a scope cannot be used, or null. */
function patternProblem(pattern: string): string | null {
	if (pattern === "") return `${SCOPE_KEY} has an empty entry`;
	if (pattern.startsWith("#")) return /^#[^\s#]+$/u.test(pattern) && !/^#\d+$/.test(pattern) ? null : `"${pattern}" is not a tag`;
	if (pattern.startsWith("/") || pattern.startsWith("\\") || /^[a-zA-Z]:/.test(pattern)) return `"${pattern}" is an absolute path; give a path inside the vault`;
	if (pattern.split(/[\\/]/).some((part) => part === ".." || part === ".")) return `"${pattern}" leaves its folder ('..' or '.')`;
	return null;
}

/** The agenda note's path and tags: frontmatter `tags` (or `tag`) and inline `#tags` outside code, comments and frontmatter. */
export function agendaFacts(path: string, text: string | null): AgendaFacts {
	const tags = new Set<string>();
	if (text !== null) {
		for (const key of ["tags", "tag"]) {
			const value = frontmatterValue(text, key);
			if (value === null || "malformed" in value) continue;
			for (const tag of value.values.flatMap((one) => one.split(/[,\s]+/))) {
				const name = tag.replace(/^#/, "").toLowerCase();
				if (name !== "") tags.add(name);
			}
		}
		const { lines, opaque } = mapLines(text);
		lines.forEach((line, index) => {
			if (opaque[index]) return;
			// Inline code is not a tag; a heading's `#` is followed by a space, so never read as one.
			const plain = line.text.replace(/`[^`]*`/g, " ");
			for (const name of inlineTags(plain)) tags.add(name);
		});
	}
	return { path: normalizeVaultPath(path), tags };
}

/** True when one of the scope's entries names the agenda note: its path, a folder it is in, a glob it matches, or one of its tags. */
export function scopeMatches(patterns: readonly string[], agenda: AgendaFacts): boolean {
	return patterns.some((pattern) => patternMatches(pattern, agenda));
}

function patternMatches(pattern: string, agenda: AgendaFacts): boolean {
	if (pattern.startsWith("#")) {
		const tag = pattern.slice(1).replace(/\/+$/, "");
		return [...agenda.tags].some((one) => one === tag || one.startsWith(`${tag}/`));
	}
	if (isGlob(pattern)) return globMatcher(normalizeVaultPath(pattern))(agenda.path);
	const place = normalizeVaultPath(pattern);
	return place === "" || agenda.path === place || agenda.path === `${place}.md` || agenda.path.startsWith(`${place}/`);
}

/** Whether a note goes with a request for `agenda` (null: a request for no agenda note, which carries only global notes). */
export function goesWith(scope: NoteScope | undefined, agenda: AgendaFacts | null): boolean {
	if (scope === undefined) return true;
	if (scope.kind === "malformed" || agenda === null) return false;
	return scopeMatches(scope.patterns, agenda);
}

/**
 * The learned context a request for `agenda` carries: the global notes and
 * the notes bound to it. With no agenda note, only the global notes. A
 * note whose scope cannot be read goes with no request.
 */
export function contextFor(context: LearnedContext, agenda: AgendaFacts | null): LearnedContext {
	const keep = (notes: readonly MemoryNoteEntries[]) => notes.filter((note) => goesWith(note.scope, agenda));
	return { rules: keep(context.rules), skills: keep(context.skills), memory: keep(context.memory) };
}

/** One line per note whose scope cannot be read: what the status, the command line and the settings report. */
export function malformedScopes(context: LearnedContext): string[] {
	return [...context.rules, ...context.skills, ...context.memory].flatMap((note) => (note.scope?.kind === "malformed" ? [malformedMessage(note.path, note.scope.reason)] : []));
}

/** What is said of a note whose scope cannot be read. */
export function malformedMessage(path: string, reason: string): string {
	return `${path} goes with no request: its ${SCOPE_KEY} cannot be read (${reason}).`;
}

/**
 * A frontmatter key's value as a list: a plain or quoted value is a list of
 * one, `[a, b]` and a `- a` list below the key are read item by item. An
 * unquoted value starting with `#` is a YAML comment, so it reads as empty.
 */
function frontmatterValue(text: string, key: string): ListValue {
	const length = frontmatterLength(text);
	const start = text.startsWith("\uFEFF") ? 1 : 0;
	if (length === 0) {
		// An unclosed frontmatter that names the key would bind nothing to anything: say so rather than make the note global.
		if (/^---[ \t]*\r?\n/.test(text.slice(start)) && new RegExp(`^${escape(key)}[ \\t]*:`, "m").test(text.slice(start, start + 4096))) return { malformed: "its frontmatter has no closing `---`" };
		return null;
	}
	const lines = text.slice(start, length).split(/\r\n?|\n/).slice(1, -1);
	const keyLine = new RegExp(`^(["']?)${escape(key)}\\1[ \\t]*:(?:[ \\t]+(.*)|[ \\t]*)$`);
	let found: ListValue = null;
	for (let i = 0; i < lines.length; i++) {
		const match = keyLine.exec(lines[i]!);
		if (!match) continue;
		if (found !== null) return { malformed: `${key} is given twice` };
		const raw = (match[2] ?? "").trim();
		const inline = stripComment(raw);
		if (inline !== "") {
			found = inlineValue(inline);
			continue;
		}
		const values: string[] = [];
		let j = i + 1;
		for (; j < lines.length; j++) {
			const line = lines[j]!;
			if (/^\s*(?:#.*)?$/.test(line)) continue;
			const item = /^(\s*)-(?:[ \t]+(.*)|[ \t]*)$/.exec(line);
			if (!item) {
				if (/^\s/.test(line)) return { malformed: `${key} holds something other than a list of texts` };
				break;
			}
			if ((item[2] ?? "").trim().startsWith("#")) return { malformed: UNQUOTED_TAG };
			const value = stripComment(item[2] ?? "");
			const one = inlineValue(value);
			if ("malformed" in one!) return one;
			if (one!.values.length !== 1) return { malformed: `${key} has an entry that is empty or not a text` };
			values.push(one!.values[0]!);
		}
		i = j - 1;
		// `key: #work` with no list below: a tag the user meant, which YAML reads as a comment.
		if (values.length === 0 && raw.startsWith("#")) return { malformed: UNQUOTED_TAG };
		found = { values };
	}
	return found;
}

/** Why a `#tag` written without quotes reads as nothing. */
const UNQUOTED_TAG = 'a #tag must be in quotes ("#work"): without them YAML reads it as a comment';

/** A value on the key's own line (or a list item's): a flow list, a quoted text or a plain one. */
function inlineValue(value: string): ListValue {
	if (value === "") return { values: [] };
	if (value.startsWith("[")) {
		if (!value.endsWith("]")) return { malformed: "a list opened with `[` is not closed" };
		const items = splitFlow(value.slice(1, -1));
		if (items === null) return { malformed: "a quoted text in the list is not closed" };
		const values: string[] = [];
		for (const item of items) {
			if (item === "" && items.length === 1) return { values: [] };
			const one = scalar(item);
			if (one === null) return { malformed: "an entry of the list is empty or not a text" };
			values.push(one);
		}
		return { values };
	}
	if (value.startsWith("{") || value.startsWith("|") || value.startsWith(">") || value.startsWith("&") || value.startsWith("*") || value.startsWith("!")) return { malformed: "the value is not a text or a list of texts" };
	const one = scalar(value);
	return one === null ? { malformed: "a quoted text is not closed" } : { values: [one] };
}

/** A plain, 'single' or "double" quoted YAML text; null when quoted and not closed, or empty. */
function scalar(raw: string): string | null {
	const value = raw.trim();
	if (value === "") return null;
	if (value.startsWith("'")) return /^'(?:[^']|'')*'$/.test(value) ? value.slice(1, -1).replace(/''/g, "'") : null;
	if (value.startsWith('"')) {
		if (!/^"(?:[^"\\]|\\.)*"$/.test(value)) return null;
		return value.slice(1, -1).replace(/\\(.)/g, (_, char: string) => (char === "t" ? "\t" : char === "n" ? "\n" : char));
	}
	return value;
}

/** The items of a flow list's inside, split at commas outside quotes; null when a quote is not closed. */
function splitFlow(inside: string): string[] | null {
	const items: string[] = [];
	let current = "";
	let quote: string | null = null;
	for (let i = 0; i < inside.length; i++) {
		const char = inside[i]!;
		if (quote !== null) {
			current += char;
			if (char === "\\" && quote === '"') current += inside[++i] ?? "";
			else if (char === quote) quote = null;
		} else if (char === "'" || char === '"') {
			quote = char;
			current += char;
		} else if (char === ",") {
			items.push(current.trim());
			current = "";
		} else current += char;
	}
	if (quote !== null) return null;
	items.push(current.trim());
	return items;
}

/** A value without its trailing ` # comment` (a `#` inside quotes stays); a value that starts with `#` is all comment. */
function stripComment(value: string): string {
	let quote: string | null = null;
	for (let i = 0; i < value.length; i++) {
		const char = value[i]!;
		if (quote !== null) {
			if (char === "\\" && quote === '"') i++;
			else if (char === quote) quote = null;
		} else if (char === "'" || char === '"') quote = char;
		else if (char === "#" && (i === 0 || /\s/.test(value[i - 1]!))) return value.slice(0, i).trim();
	}
	return value.trim();
}

function escape(text: string): string {
	return text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
