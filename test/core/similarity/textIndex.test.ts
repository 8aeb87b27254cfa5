import { describe, expect, it } from "vitest";
import fc from "fast-check";
import MiniSearch from "minisearch";
import { TextIndex } from "../../../src/core/similarity/textIndex";

/** What the learned context asked of MiniSearch before: one field, default options, OR queries; positions best first. */
function miniSearchRanking(texts: readonly string[], query: string): number[] {
	const index = new MiniSearch<{ id: number; text: string }>({ fields: ["text"], storeFields: [] });
	index.addAll(texts.map((text, id) => ({ id, text })));
	return index.search(query, { combineWith: "OR" }).map((hit) => hit.id as number);
}

describe("TextIndex", () => {
	it("ranks the texts that share the query's words, the most specific match first", () => {
		const index = new TextIndex(["Tom likes coffee", "Tom's sister lives in Lyon", "The dentist is Dr. Weber", "Coffee with Tom on Fridays"]);
		expect(index.search("coffee with Tom")).toEqual([3, 0, 1]);
		expect(index.search("DENTIST")).toEqual([2]);
		expect(index.search("nothing here")).toEqual([]);
	});

	it("ranks as MiniSearch does, ties and repeated words included", () => {
		const word = fc.constantFrom("tom", "Tom", "coffee", "lyon", "dentist", "weber", "the", "a", "Straße", "café", "x");
		const separator = fc.constantFrom(" ", ", ", ". ", "\n", " — ", "'s ", "-");
		const text = fc.array(fc.tuple(word, separator), { maxLength: 8 }).map((parts) => parts.flat().join(""));
		fc.assert(
			fc.property(fc.array(text, { maxLength: 25 }), fc.array(text, { minLength: 1, maxLength: 3 }), (texts, queries) => {
				const index = new TextIndex(texts);
				for (const query of queries) expect(index.search(query), query).toEqual(miniSearchRanking(texts, query));
			}),
			{ numRuns: 1500 },
		);
	});
});

describe("TextIndex with prefix and fuzzy matches (the MCP server's search)", () => {
	it.each([
		["dent", [2]],
		["dentst", [2]],
		["dentsit", []],
		["coffe Tom", [0, 3, 1]],
		["wbr", []],
	] as const)("%s finds %j", (query, expected) => {
		const index = new TextIndex(["Tom likes coffee", "Tom's sister lives in Lyon", "The dentist is Dr. Weber", "Coffee with Tom on Fridays"]);
		expect(index.search(query, { prefix: true, fuzzy: 0.2 })).toEqual(expected);
	});

	it("ranks as MiniSearch does with prefix and fuzzy search", () => {
		const word = fc.constantFrom("tom", "tomato", "coffee", "cofee", "lyon", "dentist", "dentists", "weber", "webber", "the", "a", "x");
		const text = fc.array(word, { maxLength: 8 }).map((words) => words.join(" "));
		const query = fc.array(fc.constantFrom("tom", "cof", "coffe", "dent", "dentsit", "weber", "lyo", "x"), { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
		fc.assert(
			fc.property(fc.array(text, { maxLength: 25 }), query, (texts, q) => {
				const reference = new MiniSearch<{ id: number; text: string }>({ fields: ["text"], storeFields: [], searchOptions: { prefix: true, fuzzy: 0.2 } });
				reference.addAll(texts.map((text, id) => ({ id, text })));
				expect(new TextIndex(texts).search(q, { prefix: true, fuzzy: 0.2 }), q).toEqual(reference.search(q, { combineWith: "OR" }).map((hit) => hit.id as number));
			}),
			{ numRuns: 500 },
		);
	});
});
