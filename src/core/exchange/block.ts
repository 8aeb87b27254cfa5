/**
 * Reads the proposal blocks of Exchange.md (and of the archive, which keeps
 * them verbatim): text between two `---` lines holding an Accept and a
 * Reject checkbox; the last block may lack its closing `---`.
 */
import { isBlank, splitLines, type Line } from "../agenda/lines";
import { textId } from "../ids";
import { ACCEPT, CLASS_LABEL, COMMENT, DELIMITER, FENCE, HEADER, HEADER_DATE, ID_MARKER, isTicked, PATTERN_HEADER, QUOTED_DETAIL, REJECT, RELATION, RETIRE_HEADER, SOURCE_LINK, TRAILING_TAG } from "./syntax";
import type { StaleReason } from "../memory/stale";
import { parseTag, type ProposalTag } from "./tags";

/** Review state of a block: Accept ticked, Reject ticked (or `[-]` on Accept), neither, or both. */
export type ProposalStatus = "pending" | "accepted" | "rejected" | "flagged";

/** Every review state, in the order counts are shown. */
export const PROPOSAL_STATUSES: readonly ProposalStatus[] = ["pending", "accepted", "rejected", "flagged"];

/** The quoted lines under a block: what the proposal was made from, and the memory check's flags. */
export interface ProposalDetails {
	/** The original item and annotation (`> item:`, `> annotation:`; unkeyed `>` lines continue the annotation). */
	item: string | null;
	annotation: string | null;
	/** Why the decider decided as it did, in one sentence (`> reason:`). */
	reason: string | null;
	/** Flags of older blocks, before relations were lines of their own (`> similar to:`, `> may contradict:`). */
	similarTo: string | null;
	mayContradict: string | null;
}

/**
 * How a proposal relates to an entry: the same as it, or replacing it, in
 * its target note; or, under a pattern, retiring it (from whichever note
 * holds it) into the pattern's rule.
 */
export type RelationKind = "same" | "replaces" | "retire";

/** A relation line of a block: the user's consent (ticked) or not to bump or replace one entry. */
export interface Relation {
	kind: RelationKind;
	/** The entry's id in its note. */
	entryId: string;
	/** The entry's text as the line shows it (what the user agreed to). */
	text: string;
	ticked: boolean;
	/** Offset of the status character (for ticking). */
	offset: number;
}

/** A proposal block as found in Exchange.md. */
export interface ProposalBlock extends ProposalDetails {
	/** The block's id: its `<!-- am:… -->` marker, or a hash of its text for hand-written blocks. */
	id: string;
	/** True when the id came from an `am:` marker in the block. */
	hasMarker: boolean;
	/** The proposal text without tag or class label, as the user left it (wrapped lines joined with a space). */
	text: string;
	/** The raw tag as written (`user`, `rule:agenda`, …), or null when the text line has none. */
	rawTag: string | null;
	/** The tag's meaning, or null when it is missing or unknown. */
	tag: ProposalTag | null;
	status: ProposalStatus;
	/** The header line (`*from annotation: …*`, `*pattern: …*` or `*extracted: …*`), or "". */
	header: string;
	/** True for a pattern block (`*pattern: …*`): a rule drafted from entries alike, with `Retire:` lines for them. */
	pattern: boolean;
	/** For a retirement block (`*retire: …* · why · [[note]]`): why its entries are proposed, and the note (vault path) they are in; else null. */
	retirement: { reason: StaleReason; note: string } | null;
	/** The note the annotation came from (the header's wiki link target), or null. */
	source: string | null;
	/** When the proposal was made, as the header says (`2026-04-08 09:15`), or null. */
	date: string | null;
	/** Index of the opening and closing `---` lines (closing: the line count when the last block lacks its `---`). */
	openLine: number;
	closeLine: number;
	/** False for a last block whose closing `---` is missing: it runs to the end of the note. */
	closed: boolean;
	/** True when the Reject line stands above the Accept line (the user moved it): the block is not as the format says, and is not migrated. */
	rejectFirst: boolean;
	/** Index of the first and the last text line (the same line unless the user wrapped the text). */
	textLine: number;
	lastTextLine: number;
	/** Offsets of the block's text from its opening `---` line to past its closing one. */
	start: number;
	end: number;
	/** Offsets of the Accept and Reject status characters (for ticking). */
	acceptOffset: number;
	rejectOffset: number;
	/** Index of the Reject line: relation lines go right after it. */
	rejectLine: number;
	/** The relation lines after Reject, in order (empty for older and hand-written blocks). */
	relations: Relation[];
}

/**
 * Finds the proposal blocks of a note. Blocks may share a delimiter
 * (`---A---B---`) or stand apart. Frontmatter and code fences are skipped
 * — but a fence right under a provenance line is a proposal's text (as
 * older versions wrote it), not a fence that would hide every later block.
 */
export function parseExchange(text: string): ProposalBlock[] {
	const lines = splitLines(text);
	const blocks: ProposalBlock[] = [];
	let open = -1;
	let fence: string | null = null;
	for (let index = skipFrontmatter(lines); index < lines.length; index++) {
		const line = lines[index]!.text;
		const fenceMatch = FENCE.exec(line);
		const isProposalText = fence === null && index > 0 && HEADER.test(lines[index - 1]!.text);
		if (fenceMatch && !isProposalText) {
			if (fence === null) fence = fenceMatch[1]!;
			else if (fenceMatch[1]![0] === fence[0]) fence = null;
			continue;
		}
		if (fence !== null || !DELIMITER.test(line)) continue;
		if (open >= 0) {
			const block = readBlock(lines, open, index);
			if (block) blocks.push(block);
		}
		open = index;
	}
	// A last block whose closing `---` the user deleted (or never typed) runs to the end of the note: its decision still counts.
	if (open >= 0 && fence === null) {
		const block = readBlock(lines, open, lines.length);
		if (block) blocks.push(block);
	}
	return blocks;
}

/** How many of these blocks are in each review state. */
export function statusCounts(blocks: readonly ProposalBlock[]): Record<ProposalStatus, number> {
	const counts: Record<ProposalStatus, number> = { pending: 0, accepted: 0, rejected: 0, flagged: 0 };
	for (const block of blocks) counts[block.status]++;
	return counts;
}

/** How many blocks of Exchange.md are in each review state. */
export function countByStatus(exchange: string | null): Record<ProposalStatus, number> {
	return statusCounts(exchange === null ? [] : parseExchange(exchange));
}

/** Number of blocks still waiting for a decision (both boxes ticked counts as waiting). */
export function countPending(exchange: string | null): number {
	const counts = countByStatus(exchange);
	return counts.pending + counts.flagged;
}

/** True when some block is accepted or rejected, so a migration has something to do. */
export function hasDecidedBlocks(exchange: string | null): boolean {
	const counts = countByStatus(exchange);
	return counts.accepted + counts.rejected > 0;
}

function skipFrontmatter(lines: Line[]): number {
	if (!/^\uFEFF?---[ \t]*$/.test(lines[0]?.text ?? "")) return 0;
	for (let i = 1; i < lines.length; i++) {
		if (/^(---|\.\.\.)[ \t]*$/.test(lines[i]!.text)) {
			// Frontmatter only when it reads as YAML, not when the note opens with a proposal block.
			const inner = lines.slice(1, i);
			if (inner.some((line) => ACCEPT.test(line.text))) return 0;
			return i + 1;
		}
	}
	return 0;
}

function readBlock(lines: Line[], open: number, close: number): ProposalBlock | null {
	let acceptLine = -1;
	let rejectLine = -1;
	for (let i = open + 1; i < close; i++) {
		const text = lines[i]!.text;
		if (acceptLine < 0 && ACCEPT.test(text)) acceptLine = i;
		else if (rejectLine < 0 && REJECT.test(text)) rejectLine = i;
	}
	if (acceptLine < 0 || rejectLine < 0) return null;
	let header = "";
	const textLines: number[] = [];
	let marker: string | null = null;
	// The text ends at the first box, whichever it is: a Reject line moved above Accept is no text line.
	const firstBox = Math.min(acceptLine, rejectLine);
	for (let i = open + 1; i < firstBox; i++) {
		const text = lines[i]!.text;
		const found = ID_MARKER.exec(text);
		if (found && marker === null) marker = found[1]!.toLowerCase();
		if (HEADER.test(text)) header = text.trim();
		else if (!isBlank(text)) textLines.push(i);
	}
	const textLine = textLines[0];
	const lastTextLine = textLines[textLines.length - 1];
	if (textLine === undefined || lastTextLine === undefined) return null;
	const { text, rawTag } = readText(textLines.map((i) => lines[i]!.text));
	const acceptMatch = ACCEPT.exec(lines[acceptLine]!.text)!;
	const rejectMatch = REJECT.exec(lines[rejectLine]!.text)!;
	return {
		id: marker ?? textId(`${text} [${rawTag ?? ""}]`),
		hasMarker: marker !== null,
		text,
		rawTag,
		tag: rawTag === null ? null : parseTag(rawTag),
		status: statusOf(acceptMatch[1]!, rejectMatch[1]!),
		header,
		pattern: PATTERN_HEADER.test(header),
		retirement: readRetirement(header),
		source: SOURCE_LINK.exec(header)?.[1]?.trim() ?? null,
		date: HEADER_DATE.exec(header)?.[1]?.trim() ?? null,
		...readDetails(lines, open, close),
		openLine: open,
		closeLine: close,
		closed: close < lines.length,
		rejectFirst: rejectLine < acceptLine,
		textLine,
		lastTextLine,
		start: lines[open]!.start,
		end: (lines[close] ?? lines[close - 1]!).next,
		acceptOffset: lines[acceptLine]!.start + acceptMatch[0].indexOf("[") + 1,
		rejectOffset: lines[rejectLine]!.start + rejectMatch[0].indexOf("[") + 1,
		rejectLine,
		relations: readRelations(lines, rejectLine + 1, close),
	};
}

/** Why a retirement block's entries are proposed and their note, from its header; null for every other block. */
function readRetirement(header: string): ProposalBlock["retirement"] {
	const match = RETIRE_HEADER.exec(header);
	if (!match) return null;
	const link = match[2]!.trim();
	return { reason: match[1]!.toLowerCase() as StaleReason, note: /\.md$/i.test(link) ? link : `${link}.md` };
}

function readRelations(lines: Line[], from: number, to: number): Relation[] {
	const relations: Relation[] = [];
	for (let i = from; i < to; i++) {
		const line = lines[i]!;
		const match = RELATION.exec(line.text);
		if (!match) continue;
		relations.push({
			kind: match[3]!.toLowerCase() as RelationKind,
			entryId: match[4]!.toLowerCase(),
			text: match[2]!,
			ticked: isTicked(match[1]!),
			offset: line.start + line.text.indexOf("[") + 1,
		});
	}
	return relations;
}

/**
 * The proposal text and its tag, from its lines joined with a space (a text
 * the user wrapped is read whole): the tag is the last bracketed group at
 * the end, else a leading class label; HTML comments dropped.
 */
function readText(lines: readonly string[]): { text: string; rawTag: string | null } {
	let text = lines
		.map((line) => line.replace(COMMENT, "").trim())
		.filter((line) => line !== "")
		.join(" ");
	let rawTag: string | null = null;
	const trailing = TRAILING_TAG.exec(text);
	if (trailing && parseTag(trailing[1]!)) {
		rawTag = trailing[1]!.trim();
		text = text.slice(0, trailing.index).trim();
	}
	const label = CLASS_LABEL.exec(text);
	if (label) {
		text = text.slice(label[0].length).trim();
		rawTag ??= label[1]!.toLowerCase();
	}
	return { text, rawTag };
}

function statusOf(accept: string, reject: string): ProposalStatus {
	if (isTicked(accept) && isTicked(reject)) return "flagged";
	if (isTicked(accept)) return "accepted";
	if (isTicked(reject) || accept === "-") return "rejected";
	return "pending";
}

const DETAIL_KEYS: Readonly<Record<string, keyof ProposalDetails>> = { item: "item", annotation: "annotation", reason: "reason", "similar to": "similarTo", "may contradict": "mayContradict" };

/** The `> key: value` lines of a block; unkeyed `>` lines continue the annotation. */
function readDetails(lines: Line[], open: number, close: number): ProposalDetails {
	const details: ProposalDetails = { item: null, annotation: null, reason: null, similarTo: null, mayContradict: null };
	let last: keyof ProposalDetails | null = null;
	for (let i = open + 1; i < close; i++) {
		const quote = /^[ \t]*>[ \t]?(.*)$/.exec(lines[i]!.text);
		if (!quote) continue;
		const body = quote[1]!;
		const keyed = QUOTED_DETAIL.exec(body);
		const key = keyed ? DETAIL_KEYS[keyed[1]!.toLowerCase()] : undefined;
		if (keyed && key) {
			details[key] = keyed[2]!.trim();
			last = key;
		} else if (last === "annotation" && details.annotation !== null) {
			details.annotation += `\n${body.trim()}`;
		}
	}
	return details;
}

/**
 * The entries a block ticks both "Same as" and "Replaces" for, once each, in
 * the block's order: the user said the proposal both is that entry and
 * replaces it. Like Accept and Reject both ticked, nothing of such a block
 * is applied until one line is unticked.
 */
export function bothRelationsTicked(relations: readonly Relation[]): Relation[] {
	const same = new Set(relations.filter((relation) => relation.ticked && relation.kind === "same").map((relation) => relation.entryId));
	const replaced = new Set(relations.filter((relation) => relation.ticked && relation.kind === "replaces").map((relation) => relation.entryId));
	const seen = new Set<string>();
	return relations.filter((relation) => {
		if (!same.has(relation.entryId) || !replaced.has(relation.entryId) || seen.has(relation.entryId)) return false;
		seen.add(relation.entryId);
		return true;
	});
}
