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
	 * sparse Rice code (see ./riceCode), basE91 encoded: training keeps the
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
	const weights = sparseDecode(decodeBase91(shipped.weights), shipped.classes.length * BUCKETS, shipped);
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

/**
 * The 91 characters of the weights' text: printable ASCII but the space,
 * the quotes and the backslash, so the text needs no escape in JSON or in main.js. basE91
 * (Joachim Henke's scheme) writes 13 or 14 bits per two characters, about 6.5
 * bits a character where base64 writes 6: the model takes 8 % less of
 * main.js.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~";

/** basE91 text to bytes, without `atob` or `Buffer` (the core has neither); characters outside the alphabet are skipped. */
export function decodeBase91(text: string): Uint8Array {
	const values = new Int16Array(128).fill(-1);
	for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i;
	const bytes: number[] = [];
	let value = -1;
	let buffer = 0;
	let bits = 0;
	for (let i = 0; i < text.length; i++) {
		const digit = values[text.charCodeAt(i) & 127]!;
		if (digit < 0 || text.charCodeAt(i) > 127) continue;
		if (value < 0) {
			value = digit;
			continue;
		}
		value += digit * 91;
		buffer |= value << bits;
		bits += (value & 8191) > 88 ? 13 : 14;
		do {
			bytes.push(buffer & 255);
			buffer >>>= 8;
			bits -= 8;
		} while (bits > 7);
		value = -1;
	}
	if (value >= 0) bytes.push((buffer | (value << bits)) & 255);
	return Uint8Array.from(bytes);
}

/** Bytes to basE91 text (the trainer writes the shipped model with it). */
export function encodeBase91(bytes: Uint8Array): string {
	let out = "";
	let buffer = 0;
	let bits = 0;
	for (const byte of bytes) {
		buffer |= byte << bits;
		bits += 8;
		if (bits > 13) {
			let value = buffer & 8191;
			if (value > 88) {
				buffer >>>= 13;
				bits -= 13;
			} else {
				value = buffer & 16383;
				buffer >>>= 14;
				bits -= 14;
			}
			out += ALPHABET[value % 91]! + ALPHABET[Math.floor(value / 91)]!;
		}
	}
	if (bits > 0) {
		out += ALPHABET[buffer % 91]!;
		if (bits > 7 || buffer > 90) out += ALPHABET[Math.floor(buffer / 91)]!;
	}
	return out;
}
