/**
 * Pattern blocks as DESIGN.md fixes them: a `*pattern: …*` header, a drafted
 * rule, Accept/Reject, and `Retire:` lines read like relation lines.
 */
import { describe, expect, it } from "vitest";
import { appendPatterns, markedIds, parseExchange, toggleRelation } from "../../../src/core/exchange";

const BLOCK = [
	"---",
	"*pattern: 2026-12-20 10:00* <!-- am:9c1d2e3f4a5b6c7d -->",
	"Describe gaps between dates in days, never in weeks. [rule:agenda]",
	"- [ ] Accept",
	"- [ ] Reject",
	"- [x] Retire: Last call with parents was two days ago, not weeks. <!-- am:retire 1b5354e3 -->",
	"- [ ] Retire: Last haircut was five days ago, not weeks. <!-- am:retire 3d7576a5 -->",
	"---",
	"",
].join("\n");

describe("pattern blocks", () => {
	it("reads the header, the rule, its tag and each Retire line with its tick", () => {
		const [block, ...rest] = parseExchange(`# Exchange\n\n${BLOCK}`);
		expect(rest).toEqual([]);
		expect(block).toMatchObject({ id: "9c1d2e3f4a5b6c7d", pattern: true, date: "2026-12-20 10:00", text: "Describe gaps between dates in days, never in weeks.", rawTag: "rule:agenda", status: "pending" });
		expect(block!.relations.map((r) => [r.kind, r.entryId, r.text, r.ticked])).toEqual([
			["retire", "1b5354e3", "Last call with parents was two days ago, not weeks.", true],
			["retire", "3d7576a5", "Last haircut was five days ago, not weeks.", false],
		]);
		// A Retire marker is no proposal id.
		expect([...markedIds(BLOCK)]).toEqual(["9c1d2e3f4a5b6c7d"]);
	});

	it("reads a proposal from an annotation as no pattern", () => {
		const [block] = parseExchange("---\n*from annotation: 2026-12-20 10:00* · [[Agenda]] <!-- am:7f3a9c21 -->\nA fact. [user]\n- [ ] Accept\n- [ ] Reject\n---\n");
		expect(block!.pattern).toBe(false);
	});

	it("writes the format it reads, every Retire line ticked, and a Retire line toggles like a relation", () => {
		const text = appendPatterns("# Exchange\n", [
			{ id: "9c1d2e3f4a5b6c7d", timestamp: "2026-12-20 10:00", text: "Describe gaps between dates in days, never in weeks.", tag: "rule:agenda", retire: [{ entryId: "1b5354e3", text: "Last call with parents was two days ago, not weeks." }], reason: "Drafted offline: edit it." },
		]);
		expect(text).toBe(
			[
				"# Exchange",
				"",
				"---",
				"*pattern: 2026-12-20 10:00* <!-- am:9c1d2e3f4a5b6c7d -->",
				"Describe gaps between dates in days, never in weeks. [rule:agenda]",
				"- [ ] Accept",
				"- [ ] Reject",
				"- [x] Retire: Last call with parents was two days ago, not weeks. <!-- am:retire 1b5354e3 -->",
				"> reason: Drafted offline: edit it.",
				"---",
				"",
			].join("\n"),
		);
		const unticked = toggleRelation(text, "9c1d2e3f4a5b6c7d", "retire", "1b5354e3");
		expect(parseExchange(unticked)[0]!.relations[0]!.ticked).toBe(false);
		// Written twice, kept once.
		expect(appendPatterns(text, [{ id: "9c1d2e3f4a5b6c7d", timestamp: "x", text: "y", tag: "rule:agenda", retire: [], reason: "" }])).toBe(text);
	});
});
