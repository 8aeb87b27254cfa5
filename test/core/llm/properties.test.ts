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

describe("properties", () => {
	it("every annotation ends up exactly once, as a Decision or a failure, and decisions are single-line", () => {
		fc.assert(
			fc.property(fc.array(fc.oneof(sloppyResult, fc.anything()), { maxLength: 8 }), (results) => {
				const reading = readReply(JSON.stringify({ results }), batch, TODAY);
				expect(reading.kind).toBe("read");
				if (reading.kind !== "read") return;
				const seen = [...reading.batch.decisions.map((d) => d.id), ...reading.batch.failures.map((f) => f.id)].sort();
				expect(seen).toEqual(ids);
				for (const decision of reading.batch.decisions) {
					for (const text of [decision.item, decision.proposal]) {
						if (text !== null) expect(text).not.toMatch(/[\n\r]|<!--|-->/);
					}
					if (decision.type === "none") expect(decision.proposal).toBeNull();
					if (decision.action !== "rewrite") expect(decision.item).toBeNull();
				}
			}),
			{ numRuns: 300 },
		);
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
