import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteBody, scrubSecret } from "../../../src/core/llm/redact";
import { readReply } from "../../../src/core/llm/reply";
import { annotationInput } from "../../helpers/decisions";
import { TODAY } from "../../helpers/loopbackServer";

const ids = ["a", "b", "c", "d"];
const batch = ids.map((id) => annotationInput({ id, item: `Item ${id}` }));

/** Results as a careless model writes them: right and wrong ids, values of any type. */
const sloppyResult = fc.record(
	{
		id: fc.oneof(fc.constantFrom(...ids), fc.string(), fc.integer()),
		action: fc.oneof(fc.constantFrom("rewrite", "complete", "postpone", "keep"), fc.string(), fc.constant(null)),
		type: fc.oneof(fc.constantFrom("factual", "behavioral", "preference", "none"), fc.string()),
		item: fc.oneof(fc.string({ maxLength: 600 }), fc.constant(null), fc.integer()),
		proposal: fc.oneof(fc.string({ maxLength: 1100 }), fc.constant(null)),
		postpone_until: fc.oneof(fc.constantFrom("2026-04-09", "2026-02-30", "2025-01-01", "soon"), fc.constant(null)),
	},
	{ requiredKeys: [] },
);

/** Text a model may put in a field: with line breaks and comment markers that must not reach a note. */
const hostileText = fc
	.tuple(fc.string({ maxLength: 40 }), fc.constantFrom("\n", "\r\n", "\r", "<!--", "-->", "<!-- am:deadbeef -->", " "), fc.string({ maxLength: 40 }))
	.map(([before, marker, after]) => `${before}${marker}${after}`);

/**
 * Results that are well-formed but for their text: most pass validation, so
 * the checks on accepted decisions run in many runs (a purely sloppy result
 * is almost never accepted).
 */
const wellFormedResult = fc.record({
	id: fc.constantFrom(...ids),
	action: fc.constantFrom("rewrite", "complete", "postpone", "keep"),
	type: fc.constantFrom("factual", "behavioral", "preference", "none"),
	item: fc.oneof(hostileText, fc.constant(null)),
	proposal: fc.oneof(hostileText, fc.constant(null)),
	postpone_until: fc.constantFrom("2026-04-09", null),
});

describe("properties", () => {
	it("every annotation ends up exactly once, as a Decision or a failure, and proposals are single-line (rewrites stay as written, for the agenda edit to refuse)", () => {
		let runsWithDecisions = 0;
		fc.assert(
			fc.property(fc.array(fc.oneof({ arbitrary: wellFormedResult, weight: 4 }, sloppyResult, fc.anything()), { maxLength: 8 }), (results) => {
				const reading = readReply(JSON.stringify({ results }), batch, TODAY);
				expect(reading.kind).toBe("read");
				if (reading.kind !== "read") return;
				if (reading.batch.decisions.length > 0) runsWithDecisions++;
				const seen = [...reading.batch.decisions.map((d) => d.id), ...reading.batch.failures.map((f) => f.id)].sort();
				expect(seen).toEqual(ids);
				for (const decision of reading.batch.decisions) {
					if (decision.proposal !== null) expect(decision.proposal).not.toMatch(/[\n\r]|<!--|-->/);
					if (decision.type === "none") expect(decision.proposal).toBeNull();
					if (decision.action !== "rewrite") expect(decision.item).toBeNull();
				}
			}),
			{ numRuns: 300 },
		);
		// The checks on decisions above ran, not only the count of ids.
		expect(runsWithDecisions).toBeGreaterThan(50);
	});

	it("any text never yields an exception", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 400 }), (text) => {
				expect(() => readReply(text, batch, TODAY)).not.toThrow();
			}),
		);
	});

	it("a key of 8 or more characters never survives scrubbing or quoting", () => {
		const keyChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_");
		fc.assert(
			fc.property(fc.string({ unit: keyChar, minLength: 8, maxLength: 60 }), fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (key, before, after) => {
				const text = `${before}${key}${after}`;
				expect(scrubSecret(text, key)).not.toContain(key);
				expect(quoteBody(text, key)).not.toContain(key);
			}),
			{ numRuns: 300 },
		);
	});
});
