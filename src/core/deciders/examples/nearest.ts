/**
 * The user's past decisions nearest to a new annotation. Two annotations are
 * compared by the content words they share (stems, stop words left out, as
 * memory entries are compared) and by their character trigrams (which meet
 * where words differ only in form or spelling: "appointment"/"appointments",
 * "calender"); the item under them counts for a fifth, since the same
 * remark under another item usually means the same. Only examples in the
 * same language (or of an undetected one) are looked at.
 */
import { fold, wordsOf } from "../../folding";
import type { Language } from "../../languages";
import { comparisonKey, contentWords, diceOverlap } from "../../similarity/similarity";
import type { DecideContext, UserExample } from "../../types";
import { languageOf } from "./examples";

/**
 * How alike an example must be to decide for the user. On the labelled
 * corpus (data/classifier/corpus), about 1 in 36,000 pairs of different
 * annotations in one language reach it, while a remark said again in other words ("the kids'
 * appointments go in the family calendar" / "kids' appointments belong in
 * the family calendar") does.
 */
export const NEAR_ENOUGH = 0.55;

/** Share of the score the item takes; the annotation takes the rest. */
const ITEM_WEIGHT = 0.2;

/** The index of the past decisions a decider was handed; null when there are none to load or they cannot be read (the decider then goes without them). */
export async function contextExamples(context: DecideContext): Promise<ExampleIndex | null> {
	if (!context.examples) return null;
	try {
		return indexExamples(await context.examples());
	} catch {
		return null;
	}
}

/** An (item, annotation) pair to find past decisions for. */
export interface ExampleQuery {
	item: string;
	annotation: string;
}

/** A past decision and how alike it is, in [0, 1]. */
export interface NearExample {
	example: UserExample;
	score: number;
}

/** Examples made ready for many queries: each text cut into words and trigrams once. */
export interface ExampleIndex {
	entries: readonly IndexedExample[];
}

interface IndexedExample {
	example: UserExample;
	annotation: TextFeatures;
	item: TextFeatures;
	/** Position in the store: a later one is newer. */
	order: number;
}

interface TextFeatures {
	words: ReadonlySet<string>;
	grams: ReadonlySet<string>;
	/** What two texts without content words are compared by. */
	key: string;
}

const indexes = new WeakMap<readonly UserExample[], ExampleIndex>();

/** The index of a list of examples (oldest first), built once per list. */
export function indexExamples(examples: readonly UserExample[]): ExampleIndex {
	const known = indexes.get(examples);
	if (known) return known;
	const index = {
		entries: examples.map((example, order) => ({
			example,
			annotation: featuresOf(example.annotation, example.language),
			item: featuresOf(example.item, example.language),
			order,
		})),
	};
	indexes.set(examples, index);
	return index;
}

/**
 * The past decisions near enough to the query, best first (newest first
 * among equal scores), at most `limit`; each annotation once (its newest
 * decision), so one remark decided many times does not crowd out the rest.
 */
export function nearestExamples(index: ExampleIndex, query: ExampleQuery, limit: number, threshold = NEAR_ENOUGH): NearExample[] {
	const language = languageOf(query.annotation);
	const annotation = featuresOf(query.annotation, language);
	const item = featuresOf(query.item, language);
	const scored: { entry: IndexedExample; score: number }[] = [];
	for (const entry of index.entries) {
		const other = entry.example.language;
		if (language !== null && other !== null && other !== language) continue;
		const score = (1 - ITEM_WEIGHT) * textSimilarity(annotation, entry.annotation) + ITEM_WEIGHT * textSimilarity(item, entry.item);
		if (score >= threshold) scored.push({ entry, score });
	}
	scored.sort((a, b) => b.score - a.score || b.entry.order - a.entry.order);
	const seen = new Set<string>();
	const near: NearExample[] = [];
	for (const { entry, score } of scored) {
		const key = entry.annotation.key;
		if (seen.has(key)) continue;
		seen.add(key);
		near.push({ example: entry.example, score });
		if (near.length >= limit) break;
	}
	return near;
}

/** How alike two texts are: the mean of their content-word and trigram Dice coefficients. */
function textSimilarity(a: TextFeatures, b: TextFeatures): number {
	if (a.words.size === 0 && b.words.size === 0) return a.key !== "" && a.key === b.key ? 1 : 0;
	return (diceOverlap(a.words, b.words) + diceOverlap(a.grams, b.grams)) / 2;
}

/**
 * Nouns that stand in for whatever the remark is about ("work stuff", "work
 * things", "Arbeitskram", "trucs de boulot"): the same remark said again
 * picks another of them, so they are no word it shares or lacks.
 */
const PLACEHOLDER_NOUNS = "stuff thing things sache sachen kram zeug ding dinge truc trucs chose choses machin machins cosa cosas cose roba";

/** The placeholder nouns as content-word keys (stemmed as the texts they are taken out of), per language. */
const placeholderKeys = new Map<Language | null, ReadonlySet<string>>();

function placeholdersIn(language: Language | null): ReadonlySet<string> {
	let keys = placeholderKeys.get(language);
	if (!keys) {
		keys = new Set(PLACEHOLDER_NOUNS.split(" ").flatMap((noun) => [...contentWords(noun, language ?? undefined)]));
		placeholderKeys.set(language, keys);
	}
	return keys;
}

function featuresOf(text: string, language: Language | null): TextFeatures {
	const words = wordsOf(fold(text));
	const placeholders = placeholdersIn(language);
	const content = new Set([...contentWords(text, language ?? undefined)].filter((word) => !placeholders.has(word)));
	return { words: content, grams: trigramsOf(words), key: comparisonKey(words.join(" ")) };
}

/** Character trigrams of the folded words, a space marking where each word starts and ends. */
function trigramsOf(words: readonly string[]): Set<string> {
	const spaced = ` ${words.join(" ")} `;
	const grams = new Set<string>();
	for (let i = 0; i + 3 <= spaced.length; i++) grams.add(spaced.slice(i, i + 3));
	return grams;
}
