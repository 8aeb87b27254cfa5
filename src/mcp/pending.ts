import { parseExchange, statusCounts, type ProposalStatus } from "../core/exchange";

/** A proposal waiting for the user's review, as an assistant sees it. */
export interface PendingProposal {
	id: string;
	text: string;
	/** The tag as written (`user`, `rule:agenda`, `skill`), or null. */
	tag: string | null;
	/** "flagged" when both Accept and Reject are ticked (still undecided). */
	status: ProposalStatus;
	/** The note or tool it came from, or null. */
	source: string | null;
	/** When it was proposed (`YYYY-MM-DD HH:MM`), or null. */
	date: string | null;
}

/** What the review queue holds. */
export interface ReviewQueue {
	counts: Record<ProposalStatus, number>;
	/** The undecided proposals, in the order of the note. */
	pending: PendingProposal[];
}

/** The proposals of Exchange.md still waiting for a decision (neither or both boxes ticked), and the counts of every state. */
export function reviewQueue(exchange: string | null): ReviewQueue {
	const blocks = exchange === null ? [] : parseExchange(exchange);
	const pending = blocks
		.filter((block) => block.status === "pending" || block.status === "flagged")
		.map((block) => ({ id: block.id, text: block.text, tag: block.rawTag, status: block.status, source: block.source, date: block.date }));
	return { counts: statusCounts(blocks), pending };
}
