// Reading the classifier's labelled annotations and writing its model,
// shared by the trainer, the bench and the tests.
import { readdirSync, readFileSync } from "node:fs";
import * as nodePath from "node:path";
import type { ShippedModel } from "../src/core/deciders/model/model";
import { isHeldOut, type LabelledExample } from "./classifier/train";

/** The objects of a JSON Lines file (one per non-blank line), in file order. */
export function readJsonl<T>(path: string): T[] {
	return readFileSync(path, "utf8")
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => JSON.parse(line) as T);
}

/** Every example of the corpus folder's `*.jsonl` files, files in name order. */
export function readCorpus(folder: string): LabelledExample[] {
	return readdirSync(folder)
		.filter((file) => file.endsWith(".jsonl"))
		.sort()
		.flatMap((file) => readJsonl<LabelledExample>(nodePath.join(folder, file)));
}

/** The weights file's text for a model. */
export function shippedModelText(model: ShippedModel): string {
	return `${JSON.stringify(model)}\n`;
}

/**
 * What the shipped model trains on: the corpus without its held-out fifth,
 * plus the cue rules' development set (test/fixtures/classifier/train.jsonl,
 * whose conventions the cue rules were written against). The test sets
 * beside it (heldout*.jsonl) are never trained on.
 */
export function trainingExamples(root: string): LabelledExample[] {
	const corpus = readCorpus(nodePath.join(root, "data", "classifier", "corpus"));
	const development = readJsonl<LabelledExample>(nodePath.join(root, "test", "fixtures", "classifier", "train.jsonl"));
	return [...corpus.filter((example) => !isHeldOut(example)), ...development];
}
