/**
 * Training: a softmax model fitted by deterministic stochastic gradient
 * descent over hashed features, then quantised to int8. Pure, so the
 * training script and the tests run the same code and get the same bytes.
 */
import { fnv1a32 } from "../../ids";
import { BUCKETS, featuresOf } from "./features";
import { encodeBase64, softmax, type ShippedModel } from "./model";

/** One labelled example of the corpus. */
export interface LabelledExample {
	lang: string;
	item: string;
	annotation: string;
	action: string;
	type: string;
}

/** How training runs. */
export interface TrainingOptions {
	epochs: number;
	learningRate: number;
	/** L2 penalty per step. */
	l2: number;
	/** Seed of the example order. */
	seed: number;
}

export const TRAINING: TrainingOptions = { epochs: 12, learningRate: 0.25, l2: 1e-5, seed: 7 };

/** True for the examples held out from training: one in five, fixed by a hash of the example (the same split every time). */
export function isHeldOut(example: Pick<LabelledExample, "lang" | "item" | "annotation">): boolean {
	return parseInt(fnv1a32(`${example.lang}\u0000${example.item}\u0000${example.annotation}`), 16) % 5 === 0;
}

/** Trains one model predicting `label` of the examples over `classes`. */
export function train(examples: readonly LabelledExample[], label: "action" | "type", classes: readonly string[], options: TrainingOptions = TRAINING): ShippedModel {
	const weights = new Float64Array(classes.length * BUCKETS);
	const bias = new Float64Array(classes.length);
	const rows = examples.map((example) => ({ features: featuresOf(example.item, example.annotation), target: classes.indexOf(example[label]) })).filter((row) => row.target >= 0);
	let state = options.seed >>> 0 || 1;
	const random = () => {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		return (state >>> 0) / 4294967296;
	};
	for (let epoch = 0; epoch < options.epochs; epoch++) {
		const order = rows.map((_, i) => i);
		for (let i = order.length - 1; i > 0; i--) {
			const j = Math.floor(random() * (i + 1));
			[order[i], order[j]] = [order[j]!, order[i]!];
		}
		const rate = options.learningRate / (1 + epoch * 0.3);
		for (const index of order) {
			const { features, target } = rows[index]!;
			const logits = classes.map((_, c) => bias[c]! + features.reduce((sum, f) => sum + weights[c * BUCKETS + f]!, 0));
			const probabilities = softmax(logits);
			for (let c = 0; c < classes.length; c++) {
				const gradient = probabilities[c]! - (c === target ? 1 : 0);
				bias[c] = bias[c]! - rate * gradient;
				for (const f of features) {
					const at = c * BUCKETS + f;
					weights[at] = weights[at]! - rate * (gradient + options.l2 * weights[at]!);
				}
			}
		}
	}
	return quantise(classes, weights, bias);
}

function quantise(classes: readonly string[], weights: Float64Array, bias: Float64Array): ShippedModel {
	let largest = 0;
	for (const value of weights) largest = Math.max(largest, Math.abs(value));
	for (const value of bias) largest = Math.max(largest, Math.abs(value));
	const scale = largest === 0 ? 1 : largest / 127;
	const bytes = new Uint8Array(weights.length);
	const signed = new Int8Array(bytes.buffer);
	weights.forEach((value, i) => (signed[i] = Math.round(value / scale)));
	return { classes, scale, bias: [...bias].map((value) => Math.round(value / scale)), weights: encodeBase64(bytes) };
}
