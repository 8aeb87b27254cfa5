/**
 * The lines of the Exchange block format, as patterns. Every pattern of the
 * format is declared here and nowhere else; the parser, the editors and the
 * id scan all use these.
 */

/** A block delimiter: `---` alone on a line. */
export const DELIMITER = /^---[ \t]*$/;

/** The Accept checkbox line; group 1 is the status character. */
export const ACCEPT = /^[ \t]*[-*+][ \t]+\[(.)\][ \t]+Accept\b/i;

/** The Reject checkbox line; group 1 is the status character. */
export const REJECT = /^[ \t]*[-*+][ \t]+\[(.)\][ \t]+Reject\b/i;

/** The provenance line: `*from annotation: …*` (ours), `*pattern: …*` (a rule drafted from entries alike), `*retire: …*` (stale entries) or `*extracted: …*` (the original format). */
export const HEADER = /^[ \t]*[*_](?:from annotation|pattern|retire|extracted)\b/i;

/** The provenance line of a pattern block: `*pattern: 2026-12-20 10:00* <!-- am:… -->`. */
export const PATTERN_HEADER = /^[ \t]*[*_]pattern\b/i;

/**
 * The provenance line of a retirement block, `*retire: 2026-12-20 10:00* · unused · [[Memory/Memory]] <!-- am:… -->`:
 * group 1 is why its entries are proposed (`superseded`, `ended`, `unused`, `over-cap`), group 2 their note's link target.
 */
export const RETIRE_HEADER = /^[ \t]*[*_]retire\s*:[^*_]*[*_][ \t]*·[ \t]*(superseded|ended|unused|over-cap)[ \t]*·[ \t]*\[\[([^\]|#]+)/i;

/** The date in a provenance line (`*from annotation: 2026-04-08 09:15* · …` → `2026-04-08 09:15`). */
export const HEADER_DATE = /^[ \t]*[*_](?:from annotation|pattern|retire|extracted)\s*:\s*([^*_]+)/i;

/** The source note's wiki link in a provenance line (`[[Agenda]]`, `[[Daily/2026-04-08|today]]` → the path). */
export const SOURCE_LINK = /\[\[([^\]|#]+)/;

/** A proposal id marker, `<!-- am:7f3a9c21 -->`; group 1 is the id. Relation markers (`am:same …`, `am:retire …`) are not ids. */
export const ID_MARKER = /<!--\s*am:(?!(?:same|replaces|retire)\b)([0-9a-z]+)/i;

/**
 * A relation line after Reject: `- [x] Same as: <entry text> <!-- am:same 1b5354e3 -->`,
 * `- [ ] Replaces: <entry text> <!-- am:replaces 7a0c2e19 -->` or, under a
 * pattern, `- [x] Retire: <entry text> <!-- am:retire 1b5354e3 -->`. Groups:
 * 1 status character, 2 the entry's text, 3 the relation (from the marker,
 * not the label), 4 the entry's id.
 */
export const RELATION = /^[ \t]*[-*+][ \t]+\[(.)\][ \t]+(?:same as|replaces|retire)[ \t]*:[ \t]*(.*?)[ \t]*<!--\s*am:(same|replaces|retire)\s+([0-9a-z]+)\s*-->[ \t]*$/i;

/** The words each relation line starts with. */
export const RELATION_LABELS = { same: "Same as", replaces: "Replaces", retire: "Retire" } as const;

/** An HTML comment on one line (kept when a text line is rewritten: it may hold a hand-written block's id). */
export const COMMENT = /<!--.*?-->/g;

/**
 * The last bracketed group at the end of the text, `[rule:agenda]`; group 1
 * is the tag without brackets. Brackets earlier in the text are the text's
 * ("Use [square brackets for notes [user]" is tagged user).
 */
export const TRAILING_TAG = /[ \t]*\[([^[\]\n]+)\][ \t]*$/;

/** A class label of the original format at the start of the text line, `[factual] …`. */
export const CLASS_LABEL = /^\[(factual|behavioral|behavioural|preference)\][ \t]*/i;

/** A quoted detail under a block: `> item: …`, `> annotation: …`, `> similar to: …`, `> may contradict: …`. */
export const QUOTED_DETAIL = /^(item|annotation|reason|similar to|may contradict)\s*:\s*(.*)$/i;

/** A code fence opening or closing line; group 1 is the fence. */
export const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** True when a status character means ticked. */
export function isTicked(status: string): boolean {
	return status === "x" || status === "X";
}

/** Every proposal id marked anywhere in a text (Exchange.md, the archive, a memory note's entries). */
export function markedIds(text: string): Set<string> {
	const ids = new Set<string>();
	for (const match of text.matchAll(new RegExp(ID_MARKER.source, "gi"))) ids.add(match[1]!.toLowerCase());
	return ids;
}
