/**
 * The alike graph keeps what it found from one migrate to the next and
 * judges again only what a change can touch: its groups must be, every
 * time, those a comparison of every pair of entries gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AlikeGraph, PATTERN_MIN_MEMBERS, PATTERN_OVERLAP, type KindedText } from "../../../src/core/memory/alikeGraph";

/** The definition: greedy in note order, each entry with every later untaken entry alike to it, alike meaning Dice over the words at most `common` entries hold. */
function everyPair(entries: readonly KindedText[], vocabulary: number, common: number): number[][] {
	const holders = new Array<number>(vocabulary).fill(0);
	for (const { words } of entries) for (const w of words) holders[w]!++;
	const alike = (a: KindedText, b: KindedText) => {
		const shared = a.words.filter((w) => holders[w]! <= common && b.words.includes(w)).length;
		return (2 * shared) / (a.words.length + b.words.length) >= PATTERN_OVERLAP;
	};
	const taken = new Set<number>();
	const groups: number[][] = [];
	entries.forEach((entry, i) => {
		if (taken.has(i)) return;
		const found = entries.flatMap((other, j) => (j > i && !taken.has(j) && alike(entry, other) ? [j] : []));
		if (found.length + 1 < PATTERN_MIN_MEMBERS) return;
		for (const j of [i, ...found]) taken.add(j);
		groups.push([i, ...found]);
	});
	return groups;
}

/** Texts as their numbered words: a small vocabulary, so that many are alike and words often cross the commonness limit. */
const VOCABULARY = 12;
const texts = Array.from({ length: 30 }, (_, number): KindedText => {
	// 1–6 distinct words per text (5 and 12 have no common divisor), overlapping between texts.
	const size = 1 + ((number * 5) % 6);
	return { number, words: Array.from({ length: size }, (_, j) => (number * 7 + j * 5) % VOCABULARY) };
});

describe("the alike graph", () => {
	it("groups every version of a changing note as comparing every pair does", () => {
		fc.assert(
			fc.property(fc.array(fc.array(fc.nat(texts.length - 1), { maxLength: 25 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 6 }), (versions, common) => {
				const graph = new AlikeGraph(common);
				for (const version of versions) {
					const entries = version.map((number) => texts[number]!);
					expect(graph.groups(entries, VOCABULARY)).toEqual(everyPair(entries, VOCABULARY, common));
				}
			}),
			{ numRuns: 500 },
		);
	});

	it("groups a note that grows by a few entries a time as comparing every pair does", () => {
		// Words cross the limit of 8 entries as the note grows: pairs through them are judged again.
		const graph = new AlikeGraph(8);
		const entries: KindedText[] = [];
		let found = 0;
		for (let step = 0; step < 12; step++) {
			for (let k = 0; k < 3; k++) entries.push(texts[(step * 7 + k * 11) % texts.length]!);
			const groups = graph.groups(entries, VOCABULARY);
			expect(groups).toEqual(everyPair(entries, VOCABULARY, 8));
			found += groups.length;
		}
		expect(found).toBeGreaterThan(10);
	});

	it("forgets what it found of entries that left the note, should they come back after their words turned common", () => {
		const graph = new AlikeGraph(4);
		const same = (number: number): KindedText => ({ number, words: [0, 1] });
		const [a, b, c, d] = [same(0), same(1), same(2), same(3)];
		const others = [4, 5, 6, 7].map(same);
		expect(graph.groups([a, b, c, d], 2)).toEqual([[0, 1, 2, 3]]);
		// b, c and d leave; four others come, and words 0 and 1 are now in five entries: common.
		expect(graph.groups([a, ...others], 2)).toEqual([]);
		// b and c come back: nothing makes them alike to a any more.
		const back = [a, b, c, ...others];
		expect(graph.groups(back, 2)).toEqual(everyPair(back, 2, 4));
		expect(graph.groups(back, 2)).toEqual([]);
	});
});
