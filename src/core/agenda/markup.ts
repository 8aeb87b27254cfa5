/**
 * Agenda markup that means nothing in a statement to remember: Tasks-plugin
 * fields (📅 2026-11-30, ⏫, 🔁 every week), block ids (^abc-1), list
 * markers and checkboxes, links and emphasis.
 */

/** A Tasks date field, a priority, a recurrence rule, an id or a dependency, with the white space before it. */
const TASKS_FIELD = new RegExp(
	[
		"[📅⏳✅🛫➕❌]\\uFE0F?(?:\\s*\\d{4}-\\d{2}-\\d{2})?",
		"[🔺⏫🔼🔽⏬]\\uFE0F?",
		// Tasks writes recurrence rules in English only; the rule runs to the next field or the end of the line.
		"🔁\\uFE0F?(?:\\s*every\\b[^📅⏳✅🛫➕❌🔺⏫🔼🔽⏬🆔⛔🏁\\n]*)?",
		"🆔\\uFE0F?\\s*[\\w-]+",
		"⛔\\uFE0F?\\s*[\\w,-]+",
		"🏁\\uFE0F?\\s*(?:delete|keep)?",
	]
		.map((field) => `[ \\t]*(?:${field})`)
		.join("|"),
	"gu",
);
const BLOCK_ID = /(?:^|[ \t])\^[A-Za-z0-9-]+[ \t]*$/gmu;
const LIST_MARKER = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[.\][ \t]+)?|\[.\][ \t]+)/gmu;

/** The text without Tasks fields, block ids, list markers and checkboxes (white space is left to the caller). */
export function withoutAgendaMarkup(text: string): string {
	return text.replace(TASKS_FIELD, betweenWords).replace(BLOCK_ID, "").replace(LIST_MARKER, "");
}

/** A field between two words was their punctuation ("returned ✅ the fee was 2 €"): a comma keeps the clauses apart. */
function betweenWords(field: string, offset: number, whole: string): string {
	const before = /[\p{L}\p{N}]$/u.test(whole.slice(0, offset));
	const after = /^\s*[\p{L}\p{N}]/u.test(whole.slice(offset + field.length));
	return before && after ? "," : "";
}

/** `[[Note|shown]]` → shown, `[[Note]]` → Note, `[text](url)` → text, and no `**`, `__`, `==`, `~~` or backticks. */
export function withoutLinksAndEmphasis(text: string): string {
	return text
		.replace(/\[\[[^\]|]*\|([^\]]*)\]\]/gu, "$1")
		.replace(/\[\[([^\]]*)\]\]/gu, "$1")
		.replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1")
		.replace(/\*\*|__|==|~~|`/gu, "");
}
