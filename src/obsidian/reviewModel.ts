import { splitLines } from "../core/agenda/lines";
import { parseExchange, type ProposalBlock, type ProposalStatus } from "../core/exchange/proposals";

/** Where an accepted proposal goes, as the review panel groups it. */
export type CardKind = "memory" | "rule" | "skill" | "untagged";

/** One proposal block as the review panel shows it. */
export interface ReviewCard {
	id: string;
	text: string;
	/** The tag as written (`rule:agenda`), or null when the block has none. */
	rawTag: string | null;
	kind: CardKind;
	status: ProposalStatus;
	/** The note the annotation came from (the header's wiki link), or null. */
	source: string | null;
	/** When the proposal was made (`2026-04-08 09:15`), or null. */
	date: string | null;
	/** The original item and annotation, from the block's `> item:` and `> annotation:` lines. */
	item: string | null;
	annotation: string | null;
	similarTo: string | null;
	mayContradict: string | null;
}

/** A group of cards of one kind. */
export interface ReviewGroup {
	kind: CardKind;
	title: string;
	cards: ReviewCard[];
}

/** Everything the review panel shows about Exchange.md. */
export interface ReviewModel {
	groups: ReviewGroup[];
	counts: Record<ProposalStatus, number>;
}

const GROUP_TITLES: Record<CardKind, string> = { memory: "Memory", rule: "Rules", skill: "Skills", untagged: "Needs a tag" };
const GROUP_ORDER: readonly CardKind[] = ["memory", "rule", "skill", "untagged"];

/** Reads Exchange.md into cards grouped by where they would go (empty groups left out). */
export function buildReviewModel(exchange: string | null): ReviewModel {
	const counts: Record<ProposalStatus, number> = { pending: 0, accepted: 0, rejected: 0, flagged: 0 };
	const byKind = new Map<CardKind, ReviewCard[]>();
	for (const block of exchange === null ? [] : parseExchange(exchange)) {
		counts[block.status]++;
		const card = readCard(exchange!, block);
		const list = byKind.get(card.kind) ?? [];
		list.push(card);
		byKind.set(card.kind, list);
	}
	const groups = GROUP_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, title: GROUP_TITLES[kind], cards: byKind.get(kind)! }));
	return { groups, counts };
}

/** Number of blocks still waiting for a decision (what the status bar shows). */
export function countPending(exchange: string | null): number {
	return exchange === null ? 0 : parseExchange(exchange).filter((block) => block.status === "pending" || block.status === "flagged").length;
}

/** True when some block is accepted or rejected, so a migration has something to do. */
export function hasDecidedBlocks(exchange: string | null): boolean {
	return exchange !== null && parseExchange(exchange).some((block) => block.status === "accepted" || block.status === "rejected");
}

function readCard(exchange: string, block: ProposalBlock): ReviewCard {
	const quoted = readQuotedDetails(exchange.slice(block.start, block.end));
	const header = block.header;
	return {
		id: block.id,
		text: block.text,
		rawTag: block.rawTag,
		kind: block.tag?.kind ?? "untagged",
		status: block.status,
		source: /\[\[([^\]|#]+)/.exec(header)?.[1]?.trim() ?? null,
		date: /^[*_](?:from annotation|extracted)\s*:\s*([^*_]+)/i.exec(header)?.[1]?.trim() ?? null,
		...quoted,
	};
}

type QuotedDetails = Pick<ReviewCard, "item" | "annotation" | "similarTo" | "mayContradict">;

const QUOTED_KEYS: Record<string, keyof QuotedDetails> = { item: "item", annotation: "annotation", "similar to": "similarTo", "may contradict": "mayContradict" };

/** The `> key: value` lines under a block; unkeyed `>` lines continue the annotation. */
function readQuotedDetails(blockText: string): QuotedDetails {
	const details: QuotedDetails = { item: null, annotation: null, similarTo: null, mayContradict: null };
	let last: keyof QuotedDetails | null = null;
	for (const { text } of splitLines(blockText)) {
		const quote = /^[ \t]*>[ \t]?(.*)$/.exec(text);
		if (!quote) continue;
		const body = quote[1]!;
		const keyed = /^(item|annotation|similar to|may contradict)\s*:\s*(.*)$/i.exec(body);
		const key = keyed ? QUOTED_KEYS[keyed[1]!.toLowerCase()] : undefined;
		if (keyed && key) {
			details[key] = keyed[2]!.trim();
			last = key;
		} else if (last === "annotation" && details.annotation !== null) {
			details.annotation += `\n${body.trim()}`;
		}
	}
	return details;
}
