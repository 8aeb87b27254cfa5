import { isBlank, splitLines } from "../agenda/lines";
import { formatTag, parseExchange, parseTag } from "./proposals";
import { toSingleLine } from "../text";

const ACCEPT_LINE = /^[ \t]*[-*+][ \t]+\[.\][ \t]+Accept\b/i;
const HEADER_LINE = /^[ \t]*[*_](?:from annotation|extracted)\b/i;
const COMMENT = /<!--.*?-->/g;

/** Why an edit from the review panel cannot be written, or null when it can. */
export function proposalEditProblem(text: string, tag: string): string | null {
	if (toSingleLine(text) === "") return "The proposal text is empty.";
	if (parseTag(tag.replace(/^\[|\]$/g, "")) === null) return `"${tag}" is not a tag: use user, rule:<scope> or skill:<name>.`;
	return null;
}

/**
 * Rewrites the text line of one proposal block (the review panel's Edit):
 * the new text and tag replace the old ones; the line's indentation and any
 * HTML comment on it (a hand-written block's id marker) stay. Everything
 * else in Exchange.md stays byte for byte; the text comes back unchanged
 * when the block is gone or the edit is not valid.
 */
export function rewriteProposal(exchange: string, id: string, text: string, tag: string): string {
	if (proposalEditProblem(text, tag) !== null) return exchange;
	const parsedTag = parseTag(tag.replace(/^\[|\]$/g, ""))!;
	const block = parseExchange(exchange).find((candidate) => candidate.id === id);
	if (!block) return exchange;
	const lines = splitLines(exchange);
	let textLine = -1;
	for (let i = block.openLine + 1; i < block.closeLine; i++) {
		const line = lines[i]!.text;
		if (ACCEPT_LINE.test(line)) break;
		if (!isBlank(line) && !HEADER_LINE.test(line)) textLine = i;
	}
	if (textLine < 0) return exchange;
	const old = lines[textLine]!;
	const indent = /^[ \t]*/.exec(old.text)![0];
	const comments = old.text.match(COMMENT) ?? [];
	const replaced = [`${indent}${toSingleLine(text)} [${formatTag(parsedTag)}]`, ...comments].join(" ");
	return exchange.slice(0, old.start) + replaced + exchange.slice(old.end);
}
