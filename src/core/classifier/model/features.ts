/**
 * The features the trained classifier reads from an (item, annotation)
 * pair: the annotation's folded words, word pairs and triples and character
 * n-grams, its shape (question mark, digits, length, first and last word),
 * how it meets its item (shared words, a number the item does not have: "20h
 * pas 19h" names a new value), and what the cue rules made of it (their
 * action, type and the step that settled it), so the model learns where the
 * cue rules are right and where they are not.
 * Each feature is hashed into a fixed number of buckets. The trainer
 * (scripts/train-classifier.ts) and the runtime share this one module, so
 * a model always reads what it was trained on.
 */
import { fnv1a32 } from "../../ids";
import { fold, wordsOf } from "../../folding";
import type { Action, CorrectionType } from "../../types";
import type { OfflineClassifyInput } from "../classify";

/**
 * Hash buckets: weights are `classes × BUCKETS` bytes. 8,192 rather than
 * 4,096: fewer features share a bucket, which gains a point or two on every
 * held-out set; more buckets gain nothing more and do not fit the budget.
 */
export const BUCKETS = 8192;

/** What the cue rules decided, as the model reads it (see `CueReading` in ../classify). */
export interface CueSummary {
	action: Action;
	type: CorrectionType;
	/** The step that settled it ("plainWords", "rule", "cue:completion", …). */
	step: string;
}

/** One feature: its bucket, and the annotation's word it stands for when it is a word (reasons quote those). */
export interface Feature {
	bucket: number;
	word: string | null;
}

/** Numbers as written ("19", "19h30", "14:30", "2,5"), which the item and the annotation are compared by. */
const NUMBER = /\d+(?:[.:,h]\d+)?/gu;

/** A clock time ("14:30", "9.15", "19h", "5pm", "9 Uhr"). */
const CLOCK_TIME = /\d{1,2}[:h.]\d{2}|\d\s?(?:am|pm|uhr|h)(?![\p{L}])/iu;

/** How much of the item the features read: its start says what it is about, and an item can be a pasted page. */
const ITEM_READ = 500;

/** Words of a few letters ("a", "to", "le") say nothing about the item they share. */
const SHARED_WORD_LENGTH = 3;

/** The features of a pair, with repeats (a feature seen twice counts twice). */
export function featuresOf({ item: wholeItem, annotation }: OfflineClassifyInput, cues: CueSummary): Feature[] {
	const item = wholeItem.length > ITEM_READ ? wholeItem.slice(0, ITEM_READ) : wholeItem;
	const words = wordsOf(fold(annotation));
	const features: Feature[] = [];
	const add = (name: string, word: string | null = null): void => {
		features.push({ bucket: parseInt(fnv1a32(name), 16) % BUCKETS, word });
	};
	for (const word of words) add(`w:${word}`, word);
	for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]} ${words[i + 1]}`);
	for (let i = 0; i + 2 < words.length; i++) add(`t:${words[i]} ${words[i + 1]} ${words[i + 2]}`);
	const spaced = ` ${words.join(" ")} `;
	for (let size = 3; size <= 5; size++) for (let i = 0; i + size <= spaced.length; i++) add(`c:${spaced.slice(i, i + size)}`);
	if (words[0] !== undefined) add(`f:${words[0]}`);
	if (/[?¿]/u.test(annotation)) add("p:question");
	if (/\d/u.test(annotation)) add("p:digit");
	add(`n:${Math.min(words.length, 12)}`);
	if (words.length <= 3) add("p:short");
	if (words.length > 1) add(`l:${words[words.length - 1]}`);
	const itemWords = new Set(wordsOf(fold(item)));
	add(`x:shared${Math.min(words.filter((word) => word.length >= SHARED_WORD_LENGTH && itemWords.has(word)).length, 3)}`);
	const itemNumbers = new Set(item.match(NUMBER) ?? []);
	const numbers = annotation.match(NUMBER) ?? [];
	if (numbers.some((number) => !itemNumbers.has(number))) add("x:new-number");
	if (itemNumbers.size > 0) add(numbers.length > 0 ? "x:numbers-both" : "x:item-number");
	if (CLOCK_TIME.test(item)) add("x:item-time");
	add(`cue-action:${cues.action}`);
	add(`cue-type:${cues.type}`);
	add(`cue-step:${cues.step}`);
	add(`cue-verdict:${cues.step}/${cues.action}/${cues.type}`);
	return features;
}
