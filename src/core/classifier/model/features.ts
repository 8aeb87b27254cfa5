/**
 * The features the trained classifier reads from an (item, annotation)
 * pair: folded words, word pairs and character trigrams of the annotation,
 * and the item's words, each hashed into a fixed number of buckets. The
 * trainer (scripts/train-classifier.ts) and the runtime share this one
 * function, so a model always reads what it was trained on.
 */
import { fnv1a32 } from "../../ids";
import { fold, wordsOf } from "../../folding";

/** Hash buckets per feature space: weights are `classes × BUCKETS` bytes. */
export const BUCKETS = 4096;

/** The bucket indexes of a pair's features, with repeats (a feature seen twice counts twice). */
export function featuresOf(item: string, annotation: string): number[] {
	const folded = fold(annotation);
	const words = wordsOf(folded);
	const features: string[] = [];
	for (const word of words) features.push(`w:${word}`);
	for (let i = 0; i + 1 < words.length; i++) features.push(`b:${words[i]} ${words[i + 1]}`);
	const spaced = ` ${words.join(" ")} `;
	for (let i = 0; i + 3 <= spaced.length; i++) features.push(`c:${spaced.slice(i, i + 3)}`);
	if (/[?¿]/.test(annotation)) features.push("p:question");
	if (/\d/.test(annotation)) features.push("p:digit");
	features.push(`n:${Math.min(words.length, 12)}`);
	for (const word of wordsOf(fold(item))) features.push(`i:${word}`);
	return features.map((feature) => parseInt(fnv1a32(feature), 16) % BUCKETS);
}
