// Reading the classifier's corpus and writing its model, shared by the
// trainer, the bench and the tests.
import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import type { ShippedModel } from "../src/core/classifier/model/model";
import { isHeldOut, type LabelledExample } from "../src/core/classifier/model/train";

/** Every example of the corpus folder's `*.jsonl` files, in file order. */
export async function readCorpus(folder: string): Promise<LabelledExample[]> {
	const examples: LabelledExample[] = [];
	for (const name of (await fs.readdir(folder)).filter((file) => file.endsWith(".jsonl")).sort()) {
		const text = await fs.readFile(nodePath.join(folder, name), "utf8");
		for (const line of text.split("\n")) if (line.trim() !== "") examples.push(JSON.parse(line) as LabelledExample);
	}
	return examples;
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
export async function trainingExamples(root: string): Promise<LabelledExample[]> {
	const corpus = await readCorpus(nodePath.join(root, "data", "classifier", "corpus"));
	const development = (await fs.readFile(nodePath.join(root, "test", "fixtures", "classifier", "train.jsonl"), "utf8"))
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => JSON.parse(line) as LabelledExample);
	return [...corpus.filter((example) => !isHeldOut(example)), ...development];
}
