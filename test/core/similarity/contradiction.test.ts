import { describe, expect, it } from "vitest";
import { claimOf, contradictionBetween, contradicts, mayShareSubject, sameSubject } from "../../../src/core/similarity/contradiction";

const kind = (a: string, b: string) => contradictionBetween(claimOf(a), claimOf(b));

describe("contradictionBetween", () => {
	it("names the reason: a flipped polarity or a replaced value", () => {
		expect(kind("Mum is allergic to penicillin", "Mum is no longer allergic to penicillin")).toBe("negation");
		expect(kind("Rent is 950 euros a month", "Rent is 1,020 euros a month")).toBe("value");
		expect(kind("Mum is allergic to penicillin", "Mum is allergic to penicillin")).toBeNull();
	});

	it("is symmetric", () => {
		const pairs: [string, string][] = [
			["Ben eats fish", "Ben doesn't eat fish"],
			["The gym opens at 6 am", "The gym opens at 7 am"],
			["Dad takes his pills in the morning", "Dad doesn't take his pills in the evening"],
		];
		for (const [a, b] of pairs) expect(kind(a, b)).toBe(kind(b, a));
	});

	it("lets a negation reach forward in its clause, or the whole clause when nothing follows", () => {
		expect(claimOf("Mum likes tea, not coffee").negated).toEqual(new Set(["coffe"]));
		expect(claimOf("Prefers short answers without bullet points").negated).toEqual(new Set(["bullet", "point"]));
		expect(claimOf("Ich mag Kaffee nicht").negated).toEqual(new Set(["mag", "kaffe"]));
	});

	it("reads a flipped polarity where each side adds something as a qualification", () => {
		expect(kind("Call Dad in the evening", "Don't call Dad during work hours")).toBeNull();
		expect(kind("Call Dad in the evening", "Don't call Dad")).toBe("negation");
	});

	it("only compares values of the same kind", () => {
		// A number on one side and a weekday on the other is more detail, not a change.
		expect(kind("Gym on Mondays", "Gym on the 12th")).toBeNull();
		expect(kind("Gym on Mondays", "Gym on Tuesdays")).toBe("value");
	});
});

describe("sameSubject", () => {
	it("needs half of the larger subject, and four fifths when both sides add words", () => {
		expect(mayShareSubject(2, 2, 4)).toBe(true);
		expect(mayShareSubject(2, 3, 4)).toBe(false);
		expect(mayShareSubject(1, 3, 3)).toBe(false);
		expect(mayShareSubject(3, 4, 4)).toBe(false);
		expect(mayShareSubject(4, 5, 5)).toBe(true);
		expect(mayShareSubject(0, 0, 0)).toBe(false);
	});

	it("tells people apart", () => {
		expect(sameSubject(claimOf("Lisa is vegetarian"), claimOf("Lisa's husband is not vegetarian"))).toBe(false);
		expect(sameSubject(claimOf("Anna has swimming lessons on Tuesdays at the pool"), claimOf("Ben has swimming lessons on Tuesdays at the pool"))).toBe(false);
		expect(sameSubject(claimOf("Lisa is vegetarian"), claimOf("Lisa is not vegetarian"))).toBe(true);
	});
});

describe("contradicts", () => {
	it("reads both texts in one language", () => {
		expect(contradicts("Ben come pescado", "Ben no come pescado")).toBe(true);
		expect(contradicts("Ben mangia il pesce", "Ben non mangia il pesce")).toBe(true);
	});
});
