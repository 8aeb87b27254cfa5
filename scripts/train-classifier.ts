// `npm run train`: trains the offline classifier's model on the corpus in
// data/classifier/corpus/*.jsonl (the held-out fifth left out) and the cue
// rules' development set, and writes
// src/core/deciders/model/weights.json, which ships in main.js.
// Deterministic: the same corpus gives the same bytes (a test checks the
// committed weights are what the committed corpus gives).
import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { trainVerdictModel } from "./classifier/train";
import { shippedModelText, trainingExamples } from "./corpus";

const root = nodePath.resolve(__dirname, "..");
const output = nodePath.join(root, "src", "core", "deciders", "model", "weights.json");

async function main(): Promise<void> {
	const training = trainingExamples(root);
	await fs.writeFile(output, shippedModelText(trainVerdictModel(training)));
	const size = (await fs.stat(output)).size;
	console.log(`Trained on ${training.length} examples; weights ${(size / 1024).toFixed(1)} KiB in ${nodePath.relative(root, output)}.`);
	console.log("`npm run bench` prints the accuracy on the held-out examples.");
}

void main();
