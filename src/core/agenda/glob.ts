/**
 * The glob patterns an agenda source may be (`Daily/*.md`,
 * `Daily/**\/*.md`, `{Work,Journal}/*.md`), read as picomatch reads them by
 * default: `*` and `?` stay within one folder, `**` alone between slashes
 * spans folders, `[…]` is a character class (`[!…]` or `[^…]` negated),
 * `{a,b}` picks one of its alternatives, `\` escapes the next character, and
 * no wildcard matches a name that starts with a dot (a hidden folder or
 * note). picomatch's extglobs (`+(a|b)`) and POSIX classes (`[[:alpha:]]`)
 * are not read: a few dozen lines instead of 24 KB of main.js.
 */

/** Characters a regular expression would read as syntax. */
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/** True when `source` has glob syntax: an unescaped `*` or `?`, a closed `[…]`, or a `{…}` with a comma. */
export function isGlob(source: string): boolean {
	for (let i = 0; i < source.length; i++) {
		const char = source[i];
		if (char === "\\") i++;
		else if (char === "*" || char === "?") return true;
		else if (char === "[" && classEnd(source, i) !== -1) return true;
		else if (char === "{" && braceAlternatives(source, i) !== null) return true;
	}
	return false;
}

/** A test of whole vault paths (`Daily/2026-11-23.md`) against a glob pattern. */
export function globMatcher(pattern: string): (path: string) => boolean {
	// Braces first, as a shell expands them: an alternative may hold a slash or a `**`.
	const regex = new RegExp(`^(?:${expandBraces(pattern).map((one) => foldersSource(one.split("/"))).join("|")})$`, "u");
	return (path) => regex.test(path);
}

/** Every pattern the `{…}` alternatives stand for (`{a,b}/*.md` → `a/*.md`, `b/*.md`), outer braces first. */
function expandBraces(pattern: string): string[] {
	for (let i = 0; i < pattern.length; i++) {
		if (pattern[i] === "\\") i++;
		else if (pattern[i] === "[" && classEnd(pattern, i) !== -1) i = classEnd(pattern, i);
		else if (pattern[i] === "{") {
			const brace = braceAlternatives(pattern, i);
			if (brace === null) continue;
			const before = pattern.slice(0, i);
			const after = pattern.slice(brace.end + 1);
			return brace.alternatives.flatMap((alternative) => expandBraces(before + alternative + after));
		}
	}
	return [pattern];
}

/**
 * The pattern's folders as one regex: a `**` folder stands for any number of
 * visible folders, none included (`Daily/**\/*.md` matches `Daily/a.md`; a
 * trailing one matches the folder itself).
 */
function foldersSource(folders: readonly string[]): string {
	const visible = "(?!\\.)[^/]*";
	let source = "";
	// What goes before the next folder: nothing at the start, nor after a leading `**` (it ends in its own slash).
	let slash = "";
	folders.forEach((folder, index) => {
		const last = index === folders.length - 1;
		if (folder !== "**") source += slash + nameSource(folder);
		else if (last) source += `(?:${slash}${visible}(?:/${visible})*)?`;
		else if (slash === "") {
			source += `(?:${visible}/)*`;
			return;
		} else source += `(?:/${visible})*`;
		slash = "/";
	});
	return source;
}

/** One folder or file name of the pattern; one that starts with `*` or `?` never matches a name starting with a dot. */
function nameSource(name: string): string {
	let source = /^[*?]/.test(name) ? "(?!\\.)" : "";
	for (let i = 0; i < name.length; i++) {
		const char = name[i]!;
		if (char === "\\" && i + 1 < name.length) {
			source += escapeRegex(name[++i]!);
		} else if (char === "*") {
			while (name[i + 1] === "*") i++;
			source += "[^/]*";
		} else if (char === "?") {
			source += "[^/]";
		} else if (char === "[" && classEnd(name, i) !== -1) {
			const end = classEnd(name, i);
			source += classSource(name.slice(i + 1, end));
			i = end;
		} else {
			source += escapeRegex(char);
		}
	}
	return source;
}

/** The index of the `]` that closes the class opened at `start`, or -1 (a lone `[` is a plain character). */
function classEnd(text: string, start: number): number {
	let i = start + 1;
	if (text[i] === "!" || text[i] === "^") i++;
	// A `]` right after the opening (or its negation) belongs to the class.
	if (text[i] === "]") i++;
	for (; i < text.length; i++) {
		if (text[i] === "\\") i++;
		else if (text[i] === "]") return i;
		else if (text[i] === "/") return -1;
	}
	return -1;
}

/** A character class's inside as a regex class that never matches a slash (`-` ranges kept, other syntax escaped). */
function classSource(inside: string): string {
	const negated = inside.startsWith("!") || inside.startsWith("^");
	let members = "";
	const body = negated ? inside.slice(1) : inside;
	for (let i = 0; i < body.length; i++) {
		const escaped = body[i] === "\\" && i + 1 < body.length;
		const char = escaped ? body[++i]! : body[i]!;
		members += char === "-" && !escaped ? "-" : char.replace(/[\\\]^[-]/, "\\$&");
	}
	return negated ? `[^/${members}]` : `(?!/)[${members}]`;
}

/** The alternatives of the `{…}` opened at `start` (split on its own commas) and the index of its `}`, or null when it has no comma or no end. */
function braceAlternatives(text: string, start: number): { alternatives: string[]; end: number } | null {
	const alternatives: string[] = [];
	let depth = 0;
	let from = start + 1;
	for (let i = start + 1; i < text.length; i++) {
		const char = text[i];
		if (char === "\\") i++;
		else if (char === "{") depth++;
		else if (char === "}" && depth > 0) depth--;
		else if (char === "," && depth === 0) {
			alternatives.push(text.slice(from, i));
			from = i + 1;
		} else if (char === "}") {
			if (alternatives.length === 0) return null;
			alternatives.push(text.slice(from, i));
			return { alternatives, end: i };
		}
	}
	return null;
}

function escapeRegex(char: string): string {
	return char.replace(REGEX_SYNTAX, "\\$&");
}
