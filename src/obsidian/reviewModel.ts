import { shownText } from "../core/neutralise";
import { parseExchange, statusCounts, type ProposalBlock, type ProposalStatus, type Relation } from "../core/exchange";

/** Where an accepted proposal goes, as the review panel groups it. */
export type CardKind = "memory" | "rule" | "skill" | "retirement" | "untagged";

/** One proposal block as the review panel shows it. */
export interface ReviewCard {
	id: string;
	text: string;
	/** The tag as written (`rule:agenda`), or null when the block has none. */
	rawTag: string | null;
	/** For a retirement block, why its entries are proposed (`ended`, `unused`, …); else null. */
	retireReason: string | null;
	kind: CardKind;
	status: ProposalStatus;
	/** The note the annotation came from (the header's wiki link), or null. */
	source: string | null;
	/** When the proposal was made (`2026-04-08 09:15`), or null. */
	date: string | null;
	/** The original item and annotation, from the block's `> item:` and `> annotation:` lines. */
	item: string | null;
	annotation: string | null;
	/** Why the decider decided so, or null. */
	reason: string | null;
	/** The relation lines: entries accepting would bump ("Same as") or move out ("Replaces"), if ticked. */
	relations: Relation[];
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

const GROUP_TITLES: Record<CardKind, string> = { memory: "Memory", rule: "Rules", skill: "Skills", retirement: "Retirement", untagged: "Needs a tag" };
const GROUP_ORDER: readonly CardKind[] = ["memory", "rule", "skill", "retirement", "untagged"];

/** Reads Exchange.md into cards grouped by where they would go (empty groups left out). */
export function buildReviewModel(exchange: string | null): ReviewModel {
	const blocks = exchange === null ? [] : parseExchange(exchange);
	const byKind = new Map<CardKind, ReviewCard[]>();
	for (const block of blocks) {
		const card = readCard(block);
		const list = byKind.get(card.kind) ?? [];
		list.push(card);
		byKind.set(card.kind, list);
	}
	const groups = GROUP_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, title: GROUP_TITLES[kind], cards: byKind.get(kind)! }));
	return { groups, counts: statusCounts(blocks) };
}

function readCard(block: ProposalBlock): ReviewCard {
	// Note text is shown as plain text: as the reader sees it in reading view, not with its escapes.
	const shown = (value: string | null) => (value === null ? null : shownText(value));
	const { id, rawTag, status, source, date } = block;
	return {
		id,
		text: shownText(block.text),
		rawTag,
		retireReason: block.retirement?.reason ?? null,
		kind: block.retirement ? "retirement" : (block.tag?.kind ?? "untagged"),
		status,
		source,
		date,
		item: shown(block.item),
		annotation: shown(block.annotation),
		reason: shown(block.reason),
		relations: block.relations.map((relation) => ({ ...relation, text: shownText(relation.text) })),
		similarTo: shown(block.similarTo),
		mayContradict: shown(block.mayContradict),
	};
}
