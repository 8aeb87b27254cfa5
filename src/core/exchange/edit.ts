/**
 * Edits of Exchange.md that the review panel, the command line and migrate
 * make: tick a box, rewrite a proposal's text and tag, remove decided
 * blocks. Each changes only the bytes it means to, and returns the text
 * unchanged when the block is gone or the edit is not valid.
 */
import { isBlank, lineEnding, splitLines } from "../agenda/lines";
import { unsafePathReason } from "../paths";
import { parseExchange, type ProposalBlock, type RelationKind } from "./block";
import { formatRelation, formatTextLine, neutraliseProposalText, type NewRelation } from "./format";
import { COMMENT, isTicked } from "./syntax";
import { parseTag } from "./tags";

/** A decision box of a block. */
export type DecisionBox = "accept" | "reject";

/** Why an edit from the review panel cannot be written, or null when it can. */
export function proposalEditProblem(text: string, tag: string): string | null {
	if (neutraliseProposalText(text) === "") return "The proposal text is empty.";
	const parsed = parseTag(tag);
	if (parsed === null) return `"${tag}" is not a tag: use user, rule:<scope> or skill:<name>.`;
	// A note name that would leave its folder is refused here, not only later by migrate.
	const name = parsed.kind === "rule" ? parsed.scope : parsed.kind === "skill" ? parsed.name : null;
	const unsafe = name === null ? null : unsafePathReason(name);
	if (unsafe !== null) return `"${tag}" cannot name a note: ${unsafe}.`;
	return null;
}

/**
 * Rewrites the text of one proposal block (the review panel's Edit): the
 * new text and tag replace the old ones on one line — a text the user had
 * wrapped over several lines included; the first line's indentation and
 * any HTML comment on the text lines (a hand-written block's id marker) stay.
 */
export function rewriteProposal(exchange: string, id: string, text: string, tag: string): string {
	if (proposalEditProblem(text, tag) !== null) return exchange;
	const block = findBlock(exchange, id);
	if (!block) return exchange;
	const lines = splitLines(exchange);
	const first = lines[block.textLine]!;
	const last = lines[block.lastTextLine]!;
	const indent = /^[ \t]*/.exec(first.text)![0];
	const comments = exchange.slice(first.start, last.end).match(COMMENT) ?? [];
	const replaced = [`${indent}${formatTextLine(text, tag)}`, ...comments].join(" ");
	return exchange.slice(0, first.start) + replaced + exchange.slice(last.end);
}

/** Ticks or unticks one box of a block, nothing else. */
export function setProposalBox(exchange: string, id: string, box: DecisionBox, checked: boolean): string {
	const block = findBlock(exchange, id);
	if (!block) return exchange;
	return setCharacter(exchange, boxOffset(block, box), checked ? "x" : " ");
}

/**
 * A click on a box (the review panel's Accept and Reject): an unticked box
 * gets ticked and the other box unticked, so a block is never both; a
 * ticked box gets unticked.
 */
export function toggleProposalBox(exchange: string, id: string, box: DecisionBox): string {
	const block = findBlock(exchange, id);
	if (!block) return exchange;
	const wasTicked = isTicked(exchange[boxOffset(block, box)] ?? "");
	const next = setCharacter(exchange, boxOffset(block, box), wasTicked ? " " : "x");
	return wasTicked ? next : setCharacter(next, boxOffset(block, box === "accept" ? "reject" : "accept"), " ");
}

/** A click on a relation line's box in the review panel: ticks it when unticked, unticks it when ticked. */
export function toggleRelation(exchange: string, id: string, kind: RelationKind, entryId: string): string {
	const relation = findBlock(exchange, id)?.relations.find((candidate) => candidate.kind === kind && candidate.entryId === entryId);
	if (!relation) return exchange;
	return setCharacter(exchange, relation.offset, relation.ticked ? " " : "x");
}

/**
 * Gives a block without relation lines its relation lines, right after
 * Reject, and unticks Accept: the user takes one more look before anything
 * in the note is bumped or replaced. A block that has relation lines
 * already is left as it is.
 */
export function addRelationLines(exchange: string, id: string, relations: readonly NewRelation[]): string {
	return addRelationLinesToBlocks(exchange, new Map([[id, relations]]));
}

/**
 * addRelationLines for many blocks (id → its relation lines) in one parse
 * of Exchange.md: migrate may send back thousands, and a parse per block
 * made that quadratic. Where ids repeat, the first block with the id gets
 * the lines, as addRelationLines would give them.
 */
export function addRelationLinesToBlocks(exchange: string, relationsById: ReadonlyMap<string, readonly NewRelation[]>): string {
	if (relationsById.size === 0) return exchange;
	const seen = new Set<string>();
	const edits: { block: ProposalBlock; relations: readonly NewRelation[] }[] = [];
	for (const block of parseExchange(exchange)) {
		if (seen.has(block.id)) continue;
		seen.add(block.id);
		const relations = relationsById.get(block.id);
		if (relations && relations.length > 0 && block.relations.length === 0) edits.push({ block, relations });
	}
	if (edits.length === 0) return exchange;
	const lines = splitLines(exchange);
	const fallbackEol = lineEnding(exchange);
	// Each block: its Accept box unticked, its lines inserted after Reject. Cut and joined once — an edit per copy of the whole text was quadratic again.
	const splices: { at: number; removed: number; inserted: string }[] = [];
	for (const { block, relations } of edits) {
		const reject = lines[block.rejectLine]!;
		const eol = exchange.slice(reject.end, reject.next) || fallbackEol;
		splices.push({ at: block.acceptOffset, removed: 1, inserted: " " });
		splices.push({ at: reject.next, removed: 0, inserted: (reject.next === reject.end ? eol : "") + relations.map((relation) => formatRelation(relation) + eol).join("") });
	}
	splices.sort((a, b) => a.at - b.at);
	const parts: string[] = [];
	let done = 0;
	for (const { at, removed, inserted } of splices) {
		parts.push(exchange.slice(done, at), inserted);
		done = at + removed;
	}
	parts.push(exchange.slice(done));
	return parts.join("");
}

/**
 * Removes blocks. A `---` shared with a block that stays is kept; one blank
 * line after a removed block goes with it.
 */
export function removeProposals(exchange: string, ids: ReadonlySet<string>): string {
	const blocks = parseExchange(exchange);
	const removed = blocks.filter((block) => ids.has(block.id));
	if (removed.length === 0) return exchange;
	const lines = splitLines(exchange);
	const keptDelimiters = new Set(blocks.filter((block) => !ids.has(block.id)).flatMap((block) => [block.openLine, block.closeLine]));
	const drop = new Set<number>();
	for (const block of removed) {
		for (let i = block.openLine; i <= block.closeLine; i++) if (!keptDelimiters.has(i)) drop.add(i);
		const after = block.closeLine + 1;
		if (drop.has(block.closeLine) && lines[after] && isBlank(lines[after].text) && !keptDelimiters.has(after)) drop.add(after);
		const before = block.openLine - 1;
		if (drop.has(block.openLine) && after >= lines.length && lines[before] && isBlank(lines[before].text)) drop.add(before);
	}
	// The lines start after a BOM: it is kept, as every byte outside the removed blocks is.
	const bom = exchange.slice(0, lines[0]?.start ?? 0);
	return bom + lines.filter((_, i) => !drop.has(i)).map((line) => exchange.slice(line.start, line.next)).join("");
}

function findBlock(exchange: string, id: string): ProposalBlock | undefined {
	return parseExchange(exchange).find((block) => block.id === id);
}

function boxOffset(block: ProposalBlock, box: DecisionBox): number {
	return box === "accept" ? block.acceptOffset : block.rejectOffset;
}

function setCharacter(text: string, offset: number, character: string): string {
	return text.slice(0, offset) + character + text.slice(offset + 1);
}
