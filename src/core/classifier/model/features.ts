/**
 * The features the trained classifier reads from an (item, annotation)
 * pair: the annotation's folded words, word pairs and character n-grams,
 * its shape (question mark, digits, length, first word), and what the cue
 * rules made of it (their action, type and the step that settled it), so
 * the model learns where the cue rules are right and where they are not.
 * Each feature is hashed into a fixed number of buckets. The trainer
 * (scripts/train-classifier.ts) and the runtime share this one module, so
 * a model always reads what it was trained on.
 */
import { fnv1a32 } from "../../ids";
import { fold, wordsOf } from "../../folding";
import type { Action, CorrectionType } from "../../types";

/** Hash buckets: weights are `classes × BUCKETS` bytes. */
export const BUCKETS = 4096;

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

/** The features of a pair, with repeats (a feature seen twice counts twice). */
export function featuresOf(annotation: string, cues: CueSummary): Feature[] {
	const words = wordsOf(fold(annotation));
	const features: Feature[] = [];
	const add = (name: string, word: string | null = null): void => {
		features.push({ bucket: parseInt(fnv1a32(name), 16) % BUCKETS, word });
	};
	for (const word of words) add(`w:${word}`, word);
	for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]} ${words[i + 1]}`);
	const spaced = ` ${words.join(" ")} `;
	for (let size = 3; size <= 5; size++) for (let i = 0; i + size <= spaced.length; i++) add(`c:${spaced.slice(i, i + size)}`);
	if (words[0] !== undefined) add(`f:${words[0]}`);
	if (/[?¿]/u.test(annotation)) add("p:question");
	if (/\d/u.test(annotation)) add("p:digit");
	add(`n:${Math.min(words.length, 12)}`);
	add(`cue-action:${cues.action}`);
	add(`cue-type:${cues.type}`);
	add(`cue-step:${cues.step}`);
	add(`cue-verdict:${cues.step}/${cues.action}/${cues.type}`);
	return features;
}
