/**
 * A softmax (multinomial logistic) model over hashed features, with small
 * integer weights, most of them zero (see ./train): small enough to ship in
 * the bundle, decoded on first use.
 */
import { BUCKETS, type Feature } from "./features";
import { sparseDecode, type SparseShape } from "./riceCode";

/** A trained model as it ships: its classes and their weights, quantised (the shape says how their code was written). */
export interface ShippedModel extends SparseShape {
	classes: readonly string[];
	/** Scale of the integer weights: weight = integer × scale. */
	scale: number;
	/** Per class, an integer bias (bias = integer × scale). */
	bias: readonly number[];
	/**
	 * `classes.length × BUCKETS` integer weights, class by class, in the
	 * sparse Rice code (see ./riceCode), base64 encoded: training keeps the
	 * 50,000 that matter most of about 194,000, which keeps 24,000 buckets
	 * within the bundle budget.
	 */
	weights: string;
}

/** A model ready to score features. */
export interface Model {
	classes: readonly string[];
	/** Class probabilities for a pair's features, in the order of `classes`. */
	scores(features: readonly Feature[]): number[];
	/** How much each feature pushes towards `classIndex` (same order as `features`). */
	contributions(features: readonly Feature[], classIndex: number): number[];
}

/** Decodes a shipped model (once; callers keep the result). */
export function loadModel(shipped: ShippedModel): Model {
	const weights = sparseDecode(decodeBase64(shipped.weights), shipped.classes.length * BUCKETS, shipped);
	return softmaxModel(shipped.classes, weights, shipped.bias, shipped.scale);
}

/** A model over `classes` with `classes × BUCKETS` weights, class by class, and a bias per class, each times `scale`. */
export function softmaxModel(classes: readonly string[], weights: ArrayLike<number>, bias: ArrayLike<number>, scale = 1): Model {
	const contributions = (features: readonly Feature[], classIndex: number): number[] => {
		return features.map((feature) => weights[classIndex * BUCKETS + feature.bucket]! * feature.value * scale);
	};
	return {
		classes,
		contributions,
		scores(features) {
			const logits = classes.map((_, c) => bias[c]! * scale + contributions(features, c).reduce((sum, value) => sum + value, 0));
			return softmax(logits);
		},
	};
}

/** The softmax of logits. */
export function softmax(logits: readonly number[]): number[] {
	const max = Math.max(...logits);
	const exps = logits.map((logit) => Math.exp(logit - max));
	const total = exps.reduce((sum, value) => sum + value, 0);
	return exps.map((value) => value / total);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Base64 to bytes, without `atob` or `Buffer` (the core has neither). */
export function decodeBase64(text: string): Uint8Array {
	const clean = text.replace(/=+$/, "");
	const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
	const values = new Uint8Array(128);
	for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i;
	let buffer = 0;
	let bits = 0;
	let index = 0;
	for (let i = 0; i < clean.length; i++) {
		buffer = ((buffer << 6) | values[clean.charCodeAt(i) & 127]!) & 0xffffff;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			bytes[index++] = (buffer >> bits) & 0xff;
		}
	}
	return bytes;
}

/** Bytes to base64 (the trainer writes the shipped model with it). */
export function encodeBase64(bytes: Uint8Array): string {
	let out = "";
	for (let i = 0; i < bytes.length; i += 3) {
		const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
		out += ALPHABET[(chunk >> 18) & 63]! + ALPHABET[(chunk >> 12) & 63]!;
		out += i + 1 < bytes.length ? ALPHABET[(chunk >> 6) & 63]! : "=";
		out += i + 2 < bytes.length ? ALPHABET[chunk & 63]! : "=";
	}
	return out;
}
