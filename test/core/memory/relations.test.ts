import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it as test } from "vitest";
import { parseEntries } from "../../../src/core/memory/entries";
import { NoteIndex } from "../../../src/core/memory/noteIndex";
import { entryId, relationBetween, relationCandidates, similarEntries, type RelationCandidate } from "../../../src/core/memory/relations";
import { facts } from "../../../bench/facts";
import { textId } from "../../../src/core/ids";
import { compoundSplits } from "../../../src/core/similarity/alignment";
import { de } from "./cases/relations/de";
import { en } from "./cases/relations/en";
import { es } from "./cases/relations/es";
import { fr } from "./cases/relations/fr";
import { it } from "./cases/relations/it";
import type { RelationCases } from "./cases/relations/types";

const LANGUAGES: [string, RelationCases][] = [["en", en], ["de", de], ["fr", fr], ["es", es], ["it", it]];
const ENTRY_ID = "7f3a9c21";

/** Unrelated entries a real note in that language would hold besides the one under test. */
const NEIGHBOURS: Record<string, [string, string]> = {
	en: ["Buy a new kettle for the office", "The garden shed key is under the blue pot"],
	de: ["Für das Büro einen neuen Wasserkocher kaufen", "Der Schlüssel vom Gartenhaus liegt unter dem blauen Topf"],
	fr: ["Acheter une nouvelle bouilloire pour le bureau", "La clé de l'abri de jardin est sous le pot bleu"],
	es: ["Comprar un hervidor nuevo para la oficina", "La llave del cobertizo está debajo de la maceta azul"],
	it: ["Comprare un bollitore nuovo per l'ufficio", "La chiave del capanno è sotto il vaso blu"],
};

/** The candidates for `proposal` in a note holding `existing` (with our id) among unrelated entries (one hand-written). */
function candidatesFor(language: string, existing: string, proposal: string): RelationCandidate[] {
	const [first, second] = NEIGHBOURS[language] ?? ["", ""];
	const note = ["# Memory", "", `- [2026-01-05] ${first} <!-- am:00000001 -->`, `- [2026-04-08] ${existing} <!-- am:${ENTRY_ID} -->`, `- ${second}`, ""].join("\n");
	return relationCandidates(new NoteIndex(parseEntries(note)), proposal);
}

type Category = keyof RelationCases;
interface Tally {
	cases: number;
	same: number;
	certain: number;
	replaces: number;
	/** Candidates naming an unrelated neighbour entry. */
	stray: number;
}
const tallies = new Map<string, Tally>();

function tally(language: string, category: Category, candidates: RelationCandidate[]): void {
	const key = `${language} ${category}`;
	const t = tallies.get(key) ?? { cases: 0, same: 0, certain: 0, replaces: 0, stray: 0 };
	const own = candidates.find((c) => c.id === ENTRY_ID);
	t.cases++;
	if (own?.relation === "same") t.same++;
	if (own?.relation === "same" && own.certain) t.certain++;
	if (own?.relation === "replaces") t.replaces++;
	t.stray += candidates.filter((c) => c.id !== ENTRY_ID).length;
	tallies.set(key, t);
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(0)} %`.padStart(6);

afterAll(() => {
	const lines = ["relation candidates: share of cases per language and category", "           category  cases    same certain replaces  stray"];
	for (const [key, t] of tallies) lines.push(`${key.padStart(19)}  ${String(t.cases).padStart(5)}  ${percent(t.same, t.cases)}  ${percent(t.certain, t.cases)}   ${percent(t.replaces, t.cases)}  ${String(t.stray).padStart(5)}`);
	console.log(lines.join("\n"));
});

describe.each(LANGUAGES)("relation cases (%s)", (language, cases) => {
	test("has at least 40 cases of each kind", () => {
		for (const list of [cases.duplicate, cases.contradiction, cases.distinct]) expect(list.length).toBeGreaterThanOrEqual(40);
	});

	test("finds at least 90 % of reworded duplicates as \"Same as\", and never proposes to replace one", () => {
		const found = cases.duplicate.map(([existing, proposal]) => {
			const candidates = candidatesFor(language, existing, proposal);
			tally(language, "duplicate", candidates);
			return candidates.find((c) => c.id === ENTRY_ID);
		});
		const missed = cases.duplicate.filter((_, i) => found[i]?.relation !== "same");
		expect(found.filter((c) => c?.relation === "replaces"), "duplicates proposed as Replaces").toEqual([]);
		expect(cases.duplicate.length - missed.length, `missed: ${JSON.stringify(missed)}`).toBeGreaterThanOrEqual(Math.ceil(0.9 * cases.duplicate.length));
	});

	test("finds at least 85 % of contradictions as \"Replaces\", never pre-ticked", () => {
		const found = cases.contradiction.map(([existing, proposal]) => {
			const candidates = candidatesFor(language, existing, proposal);
			tally(language, "contradiction", candidates);
			return candidates.find((c) => c.id === ENTRY_ID);
		});
		const missed = cases.contradiction.filter((_, i) => found[i]?.relation !== "replaces");
		expect(found.filter((c) => c?.certain), "contradictions pre-ticked").toEqual([]);
		expect(cases.contradiction.length - missed.length, `missed: ${JSON.stringify(missed)}`).toBeGreaterThanOrEqual(Math.ceil(0.85 * cases.contradiction.length));
	});

	test("never proposes to replace a distinct fact, nor pre-ticks it as the same", () => {
		const wrong = cases.distinct.filter(([existing, proposal]) => {
			const candidates = candidatesFor(language, existing, proposal);
			tally(language, "distinct", candidates);
			const own = candidates.find((c) => c.id === ENTRY_ID);
			return own?.relation === "replaces" || own?.certain === true;
		});
		expect(wrong).toEqual([]);
	});
});

describe("relation candidates: what they name", () => {
	test("name an entry without an id comment by textId of its text, and at most `limit` of them", () => {
		const index = new NoteIndex(parseEntries("- The boiler is serviced in May\n- [2026-01-01] The boiler is serviced in May. <!-- am:0000abcd -->\n"));
		const candidates = relationCandidates(index, "The boiler is serviced in May.", { limit: 1 });
		expect(candidates).toHaveLength(1);
		expect(relationCandidates(index, "The boiler is serviced in May.").map((c) => c.id).sort()).toEqual(["0000abcd", textId("The boiler is serviced in May")].sort());
	});

	test("offer the most similar entries for the model, best first, without judging them", () => {
		const note = ["- Ben has judo at 16:00 on Tuesdays", "- Ben's judo belt exam is in June", "- Buy a new kettle for the office", "- Ben has piano on Fridays"].join("\n");
		const similar = similarEntries(new NoteIndex(parseEntries(note)), "Ben has judo at 17:00 on Thursdays", 2);
		expect(similar.map((entry) => entry.text)).toEqual(["Ben has judo at 16:00 on Tuesdays", "Ben's judo belt exam is in June"]);
	});

	test("find a German compound from its split words and the other way round", () => {
		const index = new NoteIndex(parseEntries("- Kinderarzttermine nur vormittags\n- Zeugnisse der Kinder im Ordner abheften\n"), "de");
		expect(relationCandidates(index, "Termine beim Kinderarzt nur vormittags.")[0]).toMatchObject({ text: "Kinderarzttermine nur vormittags", relation: "same", certain: true });
		const split = new NoteIndex(parseEntries("- Termine beim Kinderarzt nur vormittags\n"), "de");
		expect(relationCandidates(split, "Kinderarzttermine nur vormittags.")[0]).toMatchObject({ relation: "same", certain: true });
	});
});

describe("relation candidates: the best few of all judged", () => {
	test.each(LANGUAGES)("keep the same first candidates whether or not the rest could outrank them (%s)", (_, cases) => {
		// One note of every case's entry: many entries alike in words, as a real note's near-duplicates are.
		const pairs = [...cases.duplicate, ...cases.contradiction, ...cases.distinct];
		const note = ["# Memory", "", ...pairs.map(([existing], i) => `- [2026-04-08] ${existing} <!-- am:${(0x10000000 + i).toString(16)} -->`), ""].join("\n");
		const index = new NoteIndex(parseEntries(note));
		let kept = 0;
		for (const [existing, proposal] of pairs) {
			for (const text of [proposal, existing]) {
				// With room for every neighbour, none is ever skipped: the reference the short list must start.
				const all = relationCandidates(index, text, { limit: 64 });
				for (const limit of [1, 2, 3]) expect(relationCandidates(index, text, { limit })).toEqual(all.slice(0, limit));
				kept += Math.min(3, all.length);
			}
		}
		expect(kept).toBeGreaterThan(pairs.length);
	});
});

describe("relation candidates: the screen", () => {
	/** Every neighbour judged in full, none screened out: what relationCandidates must hand out with room for all. */
	function judgedInFull(index: NoteIndex, text: string): Pick<RelationCandidate, "id" | "relation" | "certain">[] {
		const profile = index.profile(text);
		const judged = index.neighbours(profile, 32).flatMap((neighbour) => {
			const relation = relationBetween(neighbour.profile, profile, index.language === "de");
			return relation && (relation.relation === "replaces" || relation.certain || relation.score >= 0.5) ? [{ id: entryId(neighbour.entry), ...relation }] : [];
		});
		// Certain first, then the higher overlap; ties in the order found.
		judged.sort((a, b) => (a.certain !== b.certain ? (a.certain ? -1 : 1) : b.score - a.score));
		return judged.map(({ id, relation, certain }) => ({ id, relation, certain }));
	}

	test.each([...LANGUAGES, ["bench facts", null] as const])("rules out only neighbours that relate in no way (%s)", (_, cases) => {
		const pairs = cases ? [...cases.duplicate, ...cases.contradiction, ...cases.distinct] : facts(0, 2000).map((fact, i) => [fact, facts(3_000_000 + i, 1)[0]!] as const);
		const note = ["# Memory", "", ...pairs.map(([existing], i) => `- [2026-04-08] ${existing} <!-- am:${(0x10000000 + i).toString(16)} -->`), ""].join("\n");
		const index = new NoteIndex(parseEntries(note));
		let related = 0;
		for (const [existing, proposal] of pairs.slice(0, 300)) {
			for (const text of [proposal, existing]) {
				// Screened first: the index then meets each text's neighbours for the first time.
				const screened = relationCandidates(index, text, { limit: 64 }).map(({ id, relation, certain }) => ({ id, relation, certain }));
				const expected = judgedInFull(index, text);
				expect(screened, text).toEqual(expected);
				related += expected.length;
			}
		}
		expect(related).toBeGreaterThan(0);
	});
});

describe("relation candidates: about someone else, told before aligning", () => {
	// Pairs where no compound splits, so relationBetween may rule a pair out by the words only one side has.
	// A German noun is capitalized and may match by its letters; a side with words of its own while the other has none is no new subject.
	test.each([
		["de", "Die Kinder gehen dienstags zum Schwimmen ins Hallenbad am Stadtpark", "Die Kinder gehen dienstags zum Schwimmen ins Hallenbad am Stadtpark, mit Tee, Obst und Brot", "same"],
		["en", "Anna picks up Chloe and Ben and Lily from drama group on Mondays at 18:00", "picks up from drama group on Mondays at 18:00", "same"],
		["en", "On Mondays Anna picks up Chloe, Ben and Lily from the drama group at the school", "On Mondays Anna picks up the kids from the drama group at the school", null],
	] as const)("judges a pair alike with or without the shortcut (%s: %s)", (language, existing, proposal, relation) => {
		const index = new NoteIndex([], language);
		const [entry, text] = [index.profile(existing), index.profile(proposal)];
		const german = language === "de";
		// Told that no compound splits, relationBetween may take the shortcut; told that one may, it always aligns.
		expect(relationBetween(entry, text, german, false)).toEqual(relationBetween(entry, text, german, true));
		expect(relationBetween(entry, text, german, false)?.relation ?? null).toBe(relation);
	});

	test.each(LANGUAGES)("judges every pair of the relation cases alike with or without the shortcut (%s)", (language, cases) => {
		const texts = [...cases.duplicate, ...cases.contradiction, ...cases.distinct].flat();
		const index = new NoteIndex([], language as "en" | "de" | "fr" | "es" | "it");
		const profiles = texts.map((text) => index.profile(text));
		const german = language === "de";
		let compared = 0;
		let related = 0;
		// Some 50,000 pairs a language: the pairs judged otherwise are gathered, and compared in one assertion.
		const differing: { entry: string; proposal: string; full: ReturnType<typeof relationBetween>; shortcut: ReturnType<typeof relationBetween> }[] = [];
		for (const [e, entry] of profiles.entries()) {
			for (const [p, proposal] of profiles.entries()) {
				// Where a compound may split, relationBetween always aligns: nothing to compare.
				if (entry === proposal || compoundSplits(entry.claim, proposal.claim)) continue;
				const full = relationBetween(entry, proposal, german, true);
				const shortcut = relationBetween(entry, proposal, german, false);
				if (!isDeepStrictEqual(shortcut, full)) differing.push({ entry: texts[e]!, proposal: texts[p]!, full, shortcut });
				compared++;
				if (full) related++;
			}
		}
		expect(differing.slice(0, 5)).toEqual([]);
		expect(compared).toBeGreaterThan(10_000);
		expect(related).toBeGreaterThan(50);
	});
});

describe("relation candidates at scale", () => {
	const templated = (n: number) => `Delivery ${n}: the courier ${n} parcel comes on day ${n % 28}.`;

	test("10,000 queries against a note of 10,000 look at a bounded number of entries each, and never chain templated facts", () => {
		const lines = Array.from({ length: 10_000 }, (_, n) => `- [2026-01-01] ${templated(n)} <!-- am:e${n} -->`);
		const index = new NoteIndex(parseEntries(lines.join("\n")));
		let replaces = 0;
		let certain = 0;
		for (let n = 10_000; n < 20_000; n++) {
			for (const candidate of relationCandidates(index, templated(n))) {
				if (candidate.relation === "replaces") replaces++;
				if (candidate.certain) certain++;
			}
		}
		// Each query hands out at most 32 entries to judge, whatever the note's size.
		expect(index.examined).toBeLessThanOrEqual(10_000 * 32);
		expect(replaces).toBe(0);
		expect(certain).toBe(0);
	});
});
