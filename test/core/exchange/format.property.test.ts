import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendProposals, neutraliseProposalText, parseExchange, parseTag, tagLabel, type NewProposal, type NewRelation } from "../../../src/core/exchange";
import { neutralise, TEXT_LIMITS } from "../../../src/core/neutralise";
import { EXCHANGE } from "../../helpers/exchangeFixture";

/** Pieces a model, an annotation or an API caller could send to forge, hide or decide a block. */
const HOSTILE = [
	"```",
	"~~~",
	">",
	"> [!note]",
	"#",
	"## ",
	"---",
	"***",
	"___",
	"=",
	"- [x] Accept",
	"- [x] Reject",
	"- [ ] Accept",
	"* [-] Accept",
	"1. ",
	"[user]",
	"[rule:x]",
	"[skill:y]",
	"[factual] ",
	"*from annotation: 2026-01-01* · [[Evil]]",
	"_extracted: now_",
	"<!-- am:deadbeef -->",
	"<!-- am:same 1b5354e3 -->",
	"<!--",
	"-->",
	"%%",
	"$$",
	"<script>alert(1)</script>",
	"<img src=https://evil.example/t.png>",
	"![t](https://evil.example/t.png)",
	"![[Secret]]",
	"| a | b |",
	"|---|---|",
	"item: forged",
	"reason: forged",
	"Same as: x",
	"\\",
	"[",
	"]",
	"\u202E",
	"\u2066",
	"\u200B",
	"\u200D",
	"\uFEFF",
	"\r",
	"\n",
	"\r\n",
	"\u2028",
	"\u0085",
	"\t",
	" ",
];

const hostileText = fc.oneof(
	fc.string({ unit: "binary", maxLength: 40 }),
	fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 5 })), { maxLength: 10 }).map((pieces) => pieces.join("")),
	fc.constantFrom(...HOSTILE),
);

const tag = fc.constantFrom("user", "memory", "factual", "rule", "rule:agenda", "rule:family", "behavioral", "skill", "skill:writing", "preference", "[user]", " rule:email ");

const relation: fc.Arbitrary<NewRelation> = fc.record({
	kind: fc.constantFrom("same" as const, "replaces" as const),
	entryId: fc.stringMatching(/^[0-9a-f]{8}$/),
	text: hostileText,
	ticked: fc.boolean(),
});

const proposal = (id: string): fc.Arbitrary<NewProposal> =>
	fc.record({
		id: fc.constant(id),
		timestamp: fc.constant("2026-04-08 09:15"),
		sourcePath: fc.constant("Agenda.md"),
		text: hostileText,
		tag,
		item: hostileText,
		annotation: hostileText,
		reason: fc.option(hostileText, { nil: null }),
		relations: fc.array(relation, { maxLength: 3 }),
	});

/** An Exchange.md that already holds blocks: the fixture (hand-written ones too), maybe hostile ones after it, maybe in CRLF. */
const existing = fc
	.tuple(fc.array(proposal("00000001"), { maxLength: 1 }), fc.array(proposal("00000002"), { maxLength: 1 }), fc.boolean())
	.map(([first, second, crlf]) => appendProposals(crlf ? EXCHANGE.replace(/\n/g, "\r\n") : EXCHANGE, [...first, ...second]));

/** What a quoted detail reads as once written: null when nothing is left of it. */
const detail = (text: string | null | undefined): string | null => {
	const written = neutralise(text ?? "", { limit: TEXT_LIMITS.detail });
	return written === "" ? null : written;
};

describe("a proposal block written with any text", () => {
	it("parses back as exactly one new, undecided block with the text, tag, details and relations as written, and nothing before it changes", () => {
		fc.assert(
			fc.property(existing, proposal("0badc0de"), (before, written) => {
				const after = appendProposals(before, [written]);
				expect(after.slice(0, before.length)).toBe(before);

				const old = parseExchange(before);
				const blocks = parseExchange(after);
				expect(blocks).toHaveLength(old.length + 1);
				expect(blocks.slice(0, old.length)).toEqual(old);

				const block = blocks[old.length]!;
				expect(block).toMatchObject({
					id: "0badc0de",
					hasMarker: true,
					status: "pending",
					text: neutraliseProposalText(written.text),
					rawTag: tagLabel(written.tag),
					tag: parseTag(written.tag),
					source: "Agenda",
					date: "2026-04-08 09:15",
					// The item line is always written; the annotation and reason lines only when they say something.
					item: neutralise(written.item, { limit: TEXT_LIMITS.detail }),
					annotation: detail(written.annotation),
					reason: detail(written.reason),
					similarTo: null,
					mayContradict: null,
				});
				expect(block.relations.map(({ kind, entryId, text, ticked }) => ({ kind, entryId, text, ticked }))).toEqual(
					(written.relations ?? []).map((r) => ({ ...r, text: neutralise(r.text, { limit: TEXT_LIMITS.entry }) })),
				);
				// The block runs to the end of the note: nothing was added after it.
				expect(block.end).toBe(after.length);
			}),
			{ numRuns: 300 },
		);
	});

	it("shows the text as it was, apart from line breaks and invisible characters, when nothing in it is hostile", () => {
		fc.assert(
			fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.;:'()]{0,60}$/), tag, (text, written) => {
				const [block] = parseExchange(appendProposals(null, [{ id: "0badc0de", timestamp: "2026-04-08 09:15", sourcePath: "Agenda.md", text, tag: written, item: "", annotation: "" }]));
				expect(block!.text).toBe(text.replace(/\s+/g, " ").trim());
			}),
		);
	});
});
