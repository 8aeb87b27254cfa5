/**
 * Inline tags as the plugin reads them in an agenda note: `#` at the start
 * of the text, after white space or an opening parenthesis, then letters,
 * digits, `_`, `-` and `/`, not all digits (`#1984` is no tag). One
 * definition for the bindings, which carry a note's tagged rules, and for
 * rewrites, which may not add a tag.
 */

/** An inline tag: group 1 is what precedes the `#`, group 2 the name (a trailing `/` included). */
const INLINE_TAG = /(^|[\s(])#([\p{L}\p{N}_\-/]+)/gu;

/** A tag's name as bindings compare it: lower case, without a trailing `/`; null when it is no tag (all digits). */
function tagName(raw: string): string | null {
	const name = raw.replace(/\/+$/, "").toLowerCase();
	return name === "" || /^\d+$/.test(name) ? null : name;
}

/** The names of the inline tags in a text (lower case, without `#`). */
export function inlineTags(text: string): string[] {
	return [...text.matchAll(INLINE_TAG)].flatMap((match) => tagName(match[2]!) ?? []);
}

/** The text with each inline tag whose name `keep` does not hold written escaped (`\#work`): shown as written, but no tag. */
export function escapeTagsExcept(text: string, keep: ReadonlySet<string>): string {
	return text.replace(INLINE_TAG, (whole, before: string, raw: string) => {
		const name = tagName(raw);
		return name === null || keep.has(name) ? whole : `${before}\\#${raw}`;
	});
}
