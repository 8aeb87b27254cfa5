import { describe, expect, it } from "vitest";
import { appendProposals, appendRetirements, countPending, hasDecidedBlocks } from "../../src/core/exchange";
import { buildReviewModel } from "../../src/obsidian/reviewModel";
import { EXCHANGE } from "../helpers/exchangeFixture";

describe("review model", () => {
	it("groups proposals by where they go, with provenance", () => {
		const model = buildReviewModel(EXCHANGE);
		expect(model.groups.map((group) => [group.title, group.cards.length])).toEqual([
			["Memory", 1],
			["Rules", 1],
			["Skills", 1],
			["Needs a tag", 1],
		]);
		expect(model.counts).toEqual({ pending: 3, accepted: 1, rejected: 0, flagged: 0 });
		const memory = model.groups[0]!.cards[0]!;
		expect(memory).toMatchObject({
			id: "7f3a9c21",
			text: "Last call with parents was two days ago, not weeks.",
			rawTag: "user",
			status: "pending",
			source: "Agenda",
			date: "2026-04-08 09:15",
			item: "Call parents (last call weeks ago)",
			annotation: "that's wrong — I called them two days ago\nand they are fine",
			similarTo: null,
			mayContradict: "Last call with parents was in March.",
		});
		const rule = model.groups[1]!.cards[0]!;
		expect(rule).toMatchObject({ rawTag: "rule:agenda", status: "accepted", similarTo: "Keep items short." });
		const handWritten = model.groups[3]!.cards[0]!;
		expect(handWritten).toMatchObject({ rawTag: null, kind: "untagged", date: "2026-04-01", source: null, item: null });
	});

	it("shows a retirement block in its own group, with its reason in place of a tag", () => {
		const exchange = appendRetirements(EXCHANGE, [
			{ id: "4e0c1d9a7b2f3c51", timestamp: "2026-12-07 10:00", reason: "ended", note: "Memory/Memory.md", text: "These entries say they last until a day that has passed: retire them to the archive?", retire: [{ entryId: "1b5354e3", text: "Swimming until 2026-03-01." }], details: "" },
		]);
		const model = buildReviewModel(exchange);
		expect(model.groups.map((group) => group.title)).toEqual(["Memory", "Rules", "Skills", "Retirement", "Needs a tag"]);
		expect(model.groups[3]!.cards[0]).toMatchObject({ kind: "retirement", retireReason: "ended", rawTag: null, date: "2026-12-07 10:00", source: "Memory/Memory" });
		expect(model.groups[3]!.cards[0]!.relations).toMatchObject([{ kind: "retire", entryId: "1b5354e3", ticked: true }]);
	});

		it("counts what the status bar and migrate-on-tick need", () => {
		expect(countPending(EXCHANGE)).toBe(3);
		expect(countPending(null)).toBe(0);
		expect(hasDecidedBlocks(EXCHANGE)).toBe(true);
		expect(hasDecidedBlocks(EXCHANGE.replace("- [x] Accept", "- [ ] Accept"))).toBe(false);
		expect(hasDecidedBlocks(null)).toBe(false);
		expect(buildReviewModel(null)).toEqual({ groups: [], counts: { pending: 0, accepted: 0, rejected: 0, flagged: 0 } });
	});
});

describe("review cards show text as the reader sees it", () => {
	it("undoes the note's escapes for display", () => {
		const exchange = appendProposals(null, [{ id: "abcd1234", timestamp: "2026-04-08 09:15", sourcePath: "Agenda.md", text: "<b>Bold</b> claims 100%% and # more", tag: "user", item: "# Heading-like item", annotation: "- [x] Accept" }]);
		const card = buildReviewModel(exchange).groups[0]!.cards[0]!;
		expect(card.text).toBe("<b>Bold</b> claims 100%% and # more");
		expect(card.item).toBe("# Heading-like item");
		expect(card.annotation).toBe("- [x] Accept");
	});
});
