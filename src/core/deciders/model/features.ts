/**
 * The features the trained classifier reads from an (item, annotation)
 * pair: the annotation's folded words, word pairs and triples and character
 * n-grams, its shape (question mark, digits, length, first and last word),
 * how it meets its item (shared words, a number the item does not have: "20h
 * pas 19h" names a new value), the item's own words and character n-grams
 * (weighed less: "left a voicemail" under "Call the bank" reads differently
 * from under "Voicemail greeting"), and what the cue rules made of it (their
 * action, type and the step that settled it), so the model learns where the
 * cue rules are right and where they are not.
 * The text's features are hashed into buckets; the shape's each have a
 * bucket of their own after those, so no word or n-gram is ever read as a
 * shape ("as a table" once shared a bucket with "has a digit"). The trainer
 * (scripts/train-classifier.ts) and the runtime share this one module, so
 * a model always reads what it was trained on.
 */
import { fnv1a32 } from "../../ids";
import { fold, wordsOf } from "../../folding";
import { ACTIONS, CORRECTION_TYPES, type Action, type CorrectionType } from "../../types";
import type { OfflineClassifyInput } from "../offline/classify";
import { MATCH_KINDS } from "../offline/cueRegexes";
import type { DecidingStep } from "../offline/reasons";

/** The steps of the cue rules as the model reads them, a cue step by the kind of its cue (a record, so a new step cannot be left out). */
const CUE_STEPS: readonly string[] = [
	...Object.keys({
		question: true,
		fragment: true,
		reminder: true,
		hedge: true,
		hedgedPostponement: true,
		rule: true,
		preference: true,
		leadingDate: true,
		plainWords: true,
		nothing: true,
	} satisfies Record<Exclude<DecidingStep["step"], "cue" | "model">, true>),
	...MATCH_KINDS.map((kind) => `cue:${kind}`),
];

/** Every shape feature `featuresOf` can add, in the order of their buckets. */
export const SHAPE_FEATURES: readonly string[] = [
	"p:question",
	"p:digit",
	"p:short",
	...Array.from({ length: 13 }, (_, count) => `n:${count}`),
	...Array.from({ length: 4 }, (_, count) => `x:shared${count}`),
	"x:new-number",
	"x:numbers-both",
	"x:item-number",
	"x:item-time",
	...ACTIONS.map((action) => `cue-action:${action}`),
	...CORRECTION_TYPES.map((type) => `cue-type:${type}`),
	...CUE_STEPS.map((step) => `cue-step:${step}`),
	...CUE_STEPS.flatMap((step) => ACTIONS.flatMap((action) => CORRECTION_TYPES.map((type) => `cue-verdict:${step}/${action}/${type}`))),
];

/**
 * The buckets words and n-grams are hashed into; the shape features follow
 * them. 24,000: with a corpus of about 24,000 annotations fewer shared
 * buckets gain again (8,000, 12,000, 16,000 and 24,000 took the held-out
 * fifth from 0.87 / 0.90 to 0.88 / 0.91, the fresh set from 0.92 / 0.93 to
 * 0.93 / 0.94); 32,000 gains a little more but does not fit the budget.
 * Fixed, so a shape feature added later moves no word to another bucket:
 * every re-dealing of which words share a bucket moves a held-out set by a
 * point or two by itself.
 */
const TEXT_BUCKETS = 24000;

/** Hash buckets in all: the model has `classes × BUCKETS` weights. */
export const BUCKETS = TEXT_BUCKETS + SHAPE_FEATURES.length;

const SHAPE_BUCKET = new Map(SHAPE_FEATURES.map((name, index) => [name, TEXT_BUCKETS + index]));

/** The bucket of a shape feature; one the list lacks is hashed with the text rather than lost. */
function shapeBucket(name: string): number {
	return SHAPE_BUCKET.get(name) ?? textBucket(name);
}

/** The bucket of a word, n-gram or other text feature. */
function textBucket(name: string): number {
	return parseInt(fnv1a32(name), 16) % TEXT_BUCKETS;
}

/** What the cue rules decided, as the model reads it (see `CueReading` in ../classify). */
export interface CueSummary {
	action: Action;
	type: CorrectionType;
	/** The step that settled it ("plainWords", "rule", "cue:completion", …). */
	step: string;
}

/** One feature: its bucket, its value, and the annotation's word it is or lies within, if one (reasons quote the words whose features weigh most). */
export interface Feature {
	bucket: number;
	/** What the feature adds to its bucket: the annotation's and the item's features are each scaled by their count (see `featureScale`). */
	value: number;
	word: string | null;
}

/**
 * The item's features weigh this much beside the annotation's: it is the
 * annotation that says what to do, the item only what it is said about.
 * On the corpus, 0.3 to 0.5 gain about a point on every never-trained set;
 * the item's features weighed like the annotation's lose two.
 */
const ITEM_WEIGHT = 0.4;

/** How much of the item's words the features read. */
const ITEM_WORDS = 40;

/**
 * A group of features is divided by the square root of its count, so a
 * long annotation does not shout down a short one (nor a long item its
 * annotation).
 */
function featureScale(count: number): number {
	return count === 0 ? 0 : 1 / Math.sqrt(count);
}

/** Numbers as written ("19", "19h30", "14:30", "2,5"), which the item and the annotation are compared by. */
const NUMBER = /\d+(?:[.:,h]\d+)?/gu;

/** A clock time ("14:30", "9.15", "19h", "5pm", "9 Uhr"). */
const CLOCK_TIME = /\d{1,2}[:h.]\d{2}|\d\s?(?:am|pm|uhr|h)(?![\p{L}])/iu;

/** How much of the item the features read: its start says what it is about, and an item can be a pasted page. */
const ITEM_READ = 500;

/** Words of a few letters ("a", "to", "le") say nothing about the item they share. */
const SHARED_WORD_LENGTH = 3;

/** The features of a pair, with repeats (a feature seen twice counts twice): the annotation's text, the item's text, then the shape. */
export function featuresOf(pair: OfflineClassifyInput, cues: CueSummary): Feature[] {
	const words = wordsOf(fold(pair.annotation));
	const text: { name: string; word: string | null }[] = [];
	const add = (name: string, word: string | null = null): void => {
		text.push({ name, word });
	};
	for (const word of words) add(`w:${word}`, word);
	for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]} ${words[i + 1]}`);
	for (let i = 0; i + 2 < words.length; i++) add(`t:${words[i]} ${words[i + 1]} ${words[i + 2]}`);
	const spaced = ` ${words.join(" ")} `;
	const within = wordsByPosition(words);
	for (let size = 3; size <= 5; size++) for (let i = 0; i + size <= spaced.length; i++) add(`c:${spaced.slice(i, i + size)}`, within(i, size));
	if (words[0] !== undefined) add(`f:${words[0]}`);
	if (words.length > 1) add(`l:${words[words.length - 1]}`);
	const shape = shapeOf(pair, words, cues);
	const item = itemFeatureNames(pair.item);
	const each = featureScale(text.length + shape.length);
	const itemEach = ITEM_WEIGHT * featureScale(item.length);
	return [
		...text.map(({ name, word }) => ({ bucket: textBucket(name), value: each, word })),
		...item.map((name) => ({ bucket: textBucket(name), value: itemEach, word: null })),
		...shape.map((name) => ({ bucket: shapeBucket(name), value: each, word: null })),
	];
}

/**
 * For the character n-grams of ` ${words.join(" ")} `: the word an n-gram
 * at `start` of `size` characters lies within (its spaces at either end
 * aside), or null when it spans two words.
 */
function wordsByPosition(words: readonly string[]): (start: number, size: number) => string | null {
	const owner: (number | null)[] = [null];
	words.forEach((word, index) => {
		for (let i = 0; i < word.length; i++) owner.push(index);
		owner.push(null);
	});
	return (start, size) => {
		let found: number | null = null;
		for (let i = start; i < start + size; i++) {
			const index = owner[i] ?? null;
			if (index === null) continue;
			if (found !== null && found !== index) return null;
			found = index;
		}
		return found === null ? null : words[found]!;
	};
}

/** The item's words and its four-letter character n-grams (across word ends), named apart from the annotation's. */
function itemFeatureNames(item: string): string[] {
	const words = wordsOf(fold(item.length > ITEM_READ ? item.slice(0, ITEM_READ) : item)).slice(0, ITEM_WORDS);
	const names = words.map((word) => `i:${word}`);
	const spaced = ` ${words.join(" ")} `;
	for (let i = 0; i + 4 <= spaced.length; i++) names.push(`ic:${spaced.slice(i, i + 4)}`);
	return names;
}

/** The names of a pair's shape features (each one of `SHAPE_FEATURES`); `words` are the annotation's, folded. */
export function shapeOf({ item: wholeItem, annotation }: OfflineClassifyInput, words: readonly string[], cues: CueSummary): string[] {
	const item = wholeItem.length > ITEM_READ ? wholeItem.slice(0, ITEM_READ) : wholeItem;
	const shape: string[] = [];
	if (/[?¿]/u.test(annotation)) shape.push("p:question");
	if (/\d/u.test(annotation)) shape.push("p:digit");
	shape.push(`n:${Math.min(words.length, 12)}`);
	if (words.length <= 3) shape.push("p:short");
	const itemWords = new Set(wordsOf(fold(item)));
	shape.push(`x:shared${Math.min(words.filter((word) => word.length >= SHARED_WORD_LENGTH && itemWords.has(word)).length, 3)}`);
	const itemNumbers = new Set(item.match(NUMBER) ?? []);
	const numbers = annotation.match(NUMBER) ?? [];
	if (numbers.some((number) => !itemNumbers.has(number))) shape.push("x:new-number");
	if (itemNumbers.size > 0) shape.push(numbers.length > 0 ? "x:numbers-both" : "x:item-number");
	if (CLOCK_TIME.test(item)) shape.push("x:item-time");
	shape.push(`cue-action:${cues.action}`, `cue-type:${cues.type}`, `cue-step:${cues.step}`, `cue-verdict:${cues.step}/${cues.action}/${cues.type}`);
	return shape;
}
