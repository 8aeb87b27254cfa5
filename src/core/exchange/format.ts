/**
 * Writes proposal blocks: the seed-compatible format of the design contract
 * (docs/formats.md), every text that came from a model, a note or a caller
 * reduced to one inert line.
 */
import { isBlank, lineEnding, splitLines } from "../agenda/lines";
import { neutralise, TEXT_LIMITS } from "../neutralise";
import { parseExchange, type RelationKind } from "./block";
import { CLASS_LABEL, DELIMITER, HEADER, RELATION_LABELS } from "./syntax";
import { tagLabel } from "./tags";
import type { StaleReason } from "../memory/stale";

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
	/** Why the decider decided so, one sentence (LLM only). */
	reason?: string | null;
	/** Candidate relations to entries of the target note, ticked where the decider is sure. */
	relations?: readonly NewRelation[];
}

/** A relation line to write: which entry, and whether it starts ticked. */
export interface NewRelation {
	kind: RelationKind;
	entryId: string;
	text: string;
	ticked: boolean;
}

/** One relation line (no line ending). The entry's text is cut like an entry's, so the line still names it. */
export function formatRelation(relation: NewRelation): string {
	const entryId = relation.entryId.toLowerCase().replace(/[^0-9a-z]/g, "");
	return `- [${relation.ticked ? "x" : " "}] ${RELATION_LABELS[relation.kind]}: ${neutralise(relation.text, { limit: TEXT_LIMITS.entry })} <!-- am:${relation.kind} ${entryId} -->`;
}

/** Line starts a block reserves for itself: a text starting so would read as the provenance line or a class label. */
const RESERVED_TEXT_STARTS = [HEADER, CLASS_LABEL];

/** A proposal's text as its block shows it: neutralised, cut to TEXT_LIMITS.proposal, never read as the block's own syntax. */
export function neutraliseProposalText(text: string): string {
	return neutralise(text, { limit: TEXT_LIMITS.proposal, reserved: RESERVED_TEXT_STARTS });
}

/** The text line of a block: the neutralised text, then its tag (which the parser reads from the end of the line). */
export function formatTextLine(text: string, tag: string): string {
	return `${neutraliseProposalText(text)} [${tagLabel(tag)}]`;
}

/** A quoted detail's value: item, annotation or reason, on one line. */
function detail(text: string): string {
	return neutralise(text, { limit: TEXT_LIMITS.detail });
}

/** The wiki link for a note path (`Agenda.md` → `[[Agenda]]`). */
function wikiLink(path: string): string {
	return `[[${path.replace(/\.md$/i, "")}]]`;
}

/** Formats one proposal block, closing `---` included, with the given line ending. */
export function formatProposal(proposal: NewProposal, eol = "\n"): string {
	const annotation = detail(proposal.annotation);
	const lines = [
		"---",
		`*from annotation: ${proposal.timestamp}* · ${wikiLink(proposal.sourcePath)} <!-- am:${proposal.id} -->`,
		formatTextLine(proposal.text, proposal.tag),
		"- [ ] Accept",
		"- [ ] Reject",
		...(proposal.relations ?? []).map(formatRelation),
		`> item: ${detail(proposal.item)}`,
	];
	// One line: a second `>` line could start with `item:` or `reason:` and forge that detail.
	if (annotation !== "") lines.push(`> annotation: ${annotation}`);
	const reason = detail(proposal.reason ?? "");
	if (reason !== "") lines.push(`> reason: ${reason}`);
	lines.push("---");
	return lines.join(eol) + eol;
}

/** Header of a new Exchange.md. */
function exchangeHeader(eol: string): string {
	return [
		"# Exchange",
		"",
		"Proposals learned from your annotations. Tick Accept or Reject under each, then run “Migrate accepted proposals”.",
		"You may edit a proposal's text or its tag ([user], [rule:<scope>], [skill:<name>]) before accepting.",
		"",
		"",
	].join(eol);
}

/** What a pattern block says: a drafted rule or skill and the entries it would retire. */
export interface NewPattern {
	id: string;
	/** When migrate found the pattern, `YYYY-MM-DD HH:MM`. */
	timestamp: string;
	text: string;
	tag: string;
	/** One ticked `Retire:` line each. */
	retire: readonly { entryId: string; text: string }[];
	reason: string;
}

/** Formats one pattern block, closing `---` included: the rule, Accept, Reject, a ticked `Retire:` line per entry, the reason. */
export function formatPattern(pattern: NewPattern, eol = "\n"): string {
	const lines = [
		"---",
		`*pattern: ${pattern.timestamp}* <!-- am:${pattern.id} -->`,
		formatTextLine(pattern.text, pattern.tag),
		"- [ ] Accept",
		"- [ ] Reject",
		...pattern.retire.map((entry) => formatRelation({ kind: "retire", entryId: entry.entryId, text: entry.text, ticked: true })),
	];
	const reason = detail(pattern.reason);
	if (reason !== "") lines.push(`> reason: ${reason}`);
	lines.push("---");
	return lines.join(eol) + eol;
}

/** What a retirement block says: why, about which note, and the entries it would retire. */
export interface NewRetirement {
	id: string;
	/** When migrate found the entries, `YYYY-MM-DD HH:MM`. */
	timestamp: string;
	reason: StaleReason;
	/** The note the entries are in (vault path). */
	note: string;
	/** One sentence saying why, for the user. */
	text: string;
	/** One ticked `Retire:` line each. */
	retire: readonly { entryId: string; text: string }[];
	/** What in particular, per entry where it helps ("“until 2026-03-01” has passed"). */
	details: string;
}

/** Formats one retirement block, closing `---` included: why, Accept, Reject, a ticked `Retire:` line per entry, the details. */
export function formatRetirement(retirement: NewRetirement, eol = "\n"): string {
	const lines = [
		"---",
		`*retire: ${retirement.timestamp}* · ${retirement.reason} · ${wikiLink(retirement.note)} <!-- am:${retirement.id} -->`,
		neutraliseProposalText(retirement.text),
		"- [ ] Accept",
		"- [ ] Reject",
		...retirement.retire.map((entry) => formatRelation({ kind: "retire", entryId: entry.entryId, text: entry.text, ticked: true })),
	];
	const reason = detail(retirement.details);
	if (reason !== "") lines.push(`> reason: ${reason}`);
	lines.push("---");
	return lines.join(eol) + eol;
}

/** Appends retirement blocks to Exchange.md (creating it with a header), skipping ids it already holds. */
export function appendRetirements(exchange: string | null, retirements: readonly NewRetirement[]): string {
	return appendBlocks(exchange, retirements, formatRetirement);
}

/** Appends pattern blocks to Exchange.md (creating it with a header), skipping ids it already holds. */
export function appendPatterns(exchange: string | null, patterns: readonly NewPattern[]): string {
	return appendBlocks(exchange, patterns, formatPattern);
}

/** Appends blocks to Exchange.md (creating it with a header), skipping ids it already holds. */
export function appendProposals(exchange: string | null, proposals: readonly NewProposal[]): string {
	return appendBlocks(exchange, proposals, formatProposal);
}

function appendBlocks<T extends { id: string }>(exchange: string | null, proposals: readonly T[], format: (proposal: T, eol: string) => string): string {
	const current = exchange ?? "";
	const eol = exchange === null ? "\n" : lineEnding(current);
	const present = new Set(parseExchange(current).map((block) => block.id));
	const fresh: string[] = [];
	for (const proposal of proposals) {
		if (present.has(proposal.id)) continue;
		present.add(proposal.id);
		fresh.push(format(proposal, eol));
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
