import { textId } from "../ids";
import { isBlank, lineEnding, splitLines, type Line } from "../agenda/lines";
import { toSingleLine } from "../text";
import type { CorrectionType } from "../types";

/** Where an accepted proposal goes: the memory note, a rules note or a skills note. */
export type ProposalTag = { kind: "memory" } | { kind: "rule"; scope: string } | { kind: "skill"; name: string };

/** Review state of a block: Accept ticked, Reject ticked (or `[-]` on Accept), neither, or both. */
export type ProposalStatus = "pending" | "accepted" | "rejected" | "flagged";

/** A proposal block as found in Exchange.md. */
export interface ProposalBlock {
	/** The block's id: its `<!-- am:… -->` marker, or a hash of its text for hand-written blocks. */
	id: string;
	/** True when the id came from an `am:` marker in the block. */
	hasMarker: boolean;
	/** The proposal text without tag or class label, as the user left it. */
	text: string;
	/** The raw tag as written (`user`, `rule:agenda`, …), or null when the text line has none. */
	rawTag: string | null;
	/** The tag's meaning, or null when it is missing or unknown. */
	tag: ProposalTag | null;
	status: ProposalStatus;
	/** The header line (`*from annotation: …*` or `*extracted: …*`), or "". */
	header: string;
	/** Index of the opening and closing `---` lines. */
	openLine: number;
	closeLine: number;
	/** Offsets of the block's text from its opening `---` line to past its closing one. */
	start: number;
	end: number;
	/** Offsets of the Accept and Reject status characters (for ticking). */
	acceptOffset: number;
	rejectOffset: number;
}

/** What a new proposal block says. */
export interface NewProposal {
	id: string;
	/** When the annotation was processed, `YYYY-MM-DD HH:MM`. */
	timestamp: string;
	/** The agenda note's vault path. */
	sourcePath: string;
	text: string;
	tag: string;
	/** The original item and annotation, quoted under the block. */
	item: string;
	annotation: string;
	/** Flags from the memory check. */
	similarTo?: string | null;
	mayContradict?: string | null;
}

const DELIMITER = /^---[ \t]*$/;
const ACCEPT = /^[ \t]*[-*+][ \t]+\[(.)\][ \t]+Accept\b/i;
const REJECT = /^[ \t]*[-*+][ \t]+\[(.)\][ \t]+Reject\b/i;
const HEADER = /^[ \t]*[*_](?:from annotation|extracted)\b/i;
const MARKER = /<!--\s*am:([0-9a-z]+)/i;
const TRAILING_TAG = /[ \t]*\[([^\]\n]+)\][ \t]*$/;
const CLASS_LABEL = /^\[(factual|behavioral|behavioural|preference)\][ \t]*/i;

/** The default tag for a correction type (`none` has no proposal). */
export function tagForType(type: Exclude<CorrectionType, "none">): string {
	switch (type) {
		case "factual":
			return "user";
		case "behavioral":
			return "rule:agenda";
		case "preference":
			return "skill";
	}
}

/** Reads a tag (without brackets) with its accepted aliases; null when it is not a tag. */
export function parseTag(raw: string): ProposalTag | null {
	const match = /^\s*([a-z]+)\s*(?::\s*(.*?))?\s*$/i.exec(raw);
	if (!match) return null;
	const name = match[1]!.toLowerCase();
	const argument = match[2] ?? "";
	switch (name) {
		case "user":
		case "memory":
		case "factual":
			return argument === "" ? { kind: "memory" } : null;
		case "rule":
		case "rules":
		case "behavioral":
		case "behavioural":
			return { kind: "rule", scope: argument === "" ? "agenda" : argument };
		case "skill":
		case "skills":
		case "preference":
			return { kind: "skill", name: argument === "" ? "agenda" : argument };
		default:
			return null;
	}
}

/** The tag as written in a block, e.g. `rule:agenda`. */
export function formatTag(tag: ProposalTag): string {
	switch (tag.kind) {
		case "memory":
			return "user";
		case "rule":
			return `rule:${tag.scope}`;
		case "skill":
			return tag.name === "agenda" ? "skill" : `skill:${tag.name}`;
	}
}

/** The wiki link for a note path (`Agenda.md` → `[[Agenda]]`). */
function wikiLink(path: string): string {
	return `[[${path.replace(/\.md$/i, "")}]]`;
}

/** Formats one proposal block, closing `---` included, with the given line ending. */
export function formatProposal(proposal: NewProposal, eol = "\n"): string {
	const lines = [
		"---",
		`*from annotation: ${proposal.timestamp}* · ${wikiLink(proposal.sourcePath)} <!-- am:${proposal.id} -->`,
		`${toSingleLine(proposal.text)} [${toSingleLine(proposal.tag)}]`,
		"- [ ] Accept",
		"- [ ] Reject",
		`> item: ${toSingleLine(proposal.item)}`,
		...toSingleLine(proposal.annotation) === "" ? [] : proposal.annotation.split(/\r\n|\r|\n/).map((line, i) => `> ${i === 0 ? "annotation: " : ""}${toSingleLine(line)}`),
	];
	if (proposal.similarTo) lines.push(`> similar to: ${toSingleLine(proposal.similarTo)}`);
	if (proposal.mayContradict) lines.push(`> may contradict: ${toSingleLine(proposal.mayContradict)}`);
	lines.push("---");
	return lines.join(eol) + eol;
}

/** Header of a new Exchange.md. */
function exchangeHeader(eol = "\n"): string {
	return [
		"# Exchange",
		"",
		"Proposals learned from your annotations. Tick Accept or Reject under each, then run “Migrate accepted proposals”.",
		"You may edit a proposal's text or its tag ([user], [rule:<scope>], [skill:<name>]) before accepting.",
		"",
		"",
	].join(eol);
}

/** Appends blocks to Exchange.md (creating it with a header), skipping ids it already holds. */
export function appendProposals(exchange: string | null, proposals: NewProposal[]): string {
	const current = exchange ?? "";
	const eol = exchange === null ? "\n" : lineEnding(current);
	const present = new Set(parseExchange(current).map((block) => block.id));
	const fresh: string[] = [];
	for (const proposal of proposals) {
		if (present.has(proposal.id)) continue;
		present.add(proposal.id);
		fresh.push(formatProposal(proposal, eol));
	}
	if (fresh.length === 0) return current;
	let text = exchange === null ? exchangeHeader(eol) : current;
	if (text !== "" && !/(\r\n|\r|\n)$/.test(text)) text += eol;
	// A `---` right under a paragraph line would turn it into a heading: keep a blank line before blocks.
	const lines = splitLines(text);
	const lastLine = lines[lines.length - 1];
	if (lastLine && !isBlank(lastLine.text) && !DELIMITER.test(lastLine.text)) text += eol;
	return text + fresh.join(eol);
}

/**
 * Finds the proposal blocks of Exchange.md: text between two `---` lines
 * holding an Accept and a Reject checkbox. Blocks may share a delimiter
 * (`---A---B---`) or stand apart. Frontmatter and code fences are skipped.
 */
export function parseExchange(text: string): ProposalBlock[] {
	const lines = splitLines(text);
	const blocks: ProposalBlock[] = [];
	let index = skipFrontmatter(lines);
	let open = -1;
	let fence: string | null = null;
	for (; index < lines.length; index++) {
		const line = lines[index]!.text;
		const fenceMatch = /^[ \t]*(`{3,}|~{3,})/.exec(line);
		if (fenceMatch) {
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
	return blocks;
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
	let textLine = -1;
	let marker: string | null = null;
	for (let i = open + 1; i < acceptLine; i++) {
		const text = lines[i]!.text;
		const found = MARKER.exec(text);
		if (found && marker === null) marker = found[1]!.toLowerCase();
		if (HEADER.test(text)) header = text.trim();
		else if (!isBlank(text)) textLine = i;
	}
	if (textLine < 0) return null;
	let body = lines[textLine]!.text.replace(/<!--.*?-->/g, "").trim();
	let rawTag: string | null = null;
	const trailing = TRAILING_TAG.exec(body);
	if (trailing && parseTag(trailing[1]!)) {
		rawTag = trailing[1]!.trim();
		body = body.slice(0, trailing.index).trim();
	}
	const label = CLASS_LABEL.exec(body);
	if (label) {
		body = body.slice(label[0].length).trim();
		rawTag ??= label[1]!.toLowerCase();
	}
	const acceptMatch = ACCEPT.exec(lines[acceptLine]!.text)!;
	const rejectMatch = REJECT.exec(lines[rejectLine]!.text)!;
	const accept = acceptMatch[1]!;
	const reject = rejectMatch[1]!;
	const ticked = (c: string) => c === "x" || c === "X";
	let status: ProposalStatus;
	if (ticked(accept) && ticked(reject)) status = "flagged";
	else if (ticked(accept)) status = "accepted";
	else if (ticked(reject) || accept === "-") status = "rejected";
	else status = "pending";
	return {
		id: marker ?? textId(`${body} [${rawTag ?? ""}]`),
		hasMarker: marker !== null,
		text: body,
		rawTag,
		tag: rawTag === null ? null : parseTag(rawTag),
		status,
		header,
		openLine: open,
		closeLine: close,
		start: lines[open]!.start,
		end: lines[close]!.next,
		acceptOffset: lines[acceptLine]!.start + acceptMatch[0].indexOf("[") + 1,
		rejectOffset: lines[rejectLine]!.start + rejectMatch[0].indexOf("[") + 1,
	};
}

/**
 * Removes blocks from Exchange.md. A `---` shared with a block that stays is
 * kept; one blank line after a removed block goes with it.
 */
export function removeProposals(text: string, ids: ReadonlySet<string>): string {
	const blocks = parseExchange(text);
	const lines = splitLines(text);
	const kept = blocks.filter((block) => !ids.has(block.id));
	const removed = blocks.filter((block) => ids.has(block.id));
	if (removed.length === 0) return text;
	const keptDelimiters = new Set(kept.flatMap((block) => [block.openLine, block.closeLine]));
	const drop = new Set<number>();
	for (const block of removed) {
		for (let i = block.openLine; i <= block.closeLine; i++) if (!keptDelimiters.has(i)) drop.add(i);
		const after = block.closeLine + 1;
		if (drop.has(block.closeLine) && lines[after] && isBlank(lines[after].text) && !keptDelimiters.has(after)) drop.add(after);
		const before = block.openLine - 1;
		if (drop.has(block.openLine) && after >= lines.length && lines[before] && isBlank(lines[before].text)) drop.add(before);
	}
	let result = "";
	for (let i = 0; i < lines.length; i++) {
		if (drop.has(i)) continue;
		const line = lines[i]!;
		result += text.slice(line.start, line.next);
	}
	return result;
}

/** Ticks or unticks Accept or Reject of one block (the review panel's buttons); the text is returned unchanged when the block is gone. */
export function setProposalBox(text: string, id: string, box: "accept" | "reject", checked: boolean): string {
	const block = parseExchange(text).find((candidate) => candidate.id === id);
	if (!block) return text;
	const offset = box === "accept" ? block.acceptOffset : block.rejectOffset;
	return text.slice(0, offset) + (checked ? "x" : " ") + text.slice(offset + 1);
}
