// `npm run train`: trains the offline classifier's model on the corpus in
// data/classifier/corpus/*.jsonl (the held-out fifth excluded) and writes
// src/core/classifier/model/weights.json. Deterministic: the same corpus
// gives the same bytes.
import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { ACTIONS, CORRECTION_TYPES } from "../src/core/types";
import { loadModel } from "../src/core/classifier/model/model";
import { isHeldOut, train, type LabelledExample } from "../src/core/classifier/model/train";

const root = nodePath.resolve(__dirname, "..");
const corpusFolder = nodePath.join(root, "data", "classifier", "corpus");
const output = nodePath.join(root, "src", "core", "classifier", "model", "weights.json");

async function readCorpus(): Promise<LabelledExample[]> {
	const examples: LabelledExample[] = [];
	for (const name of (await fs.readdir(corpusFolder)).filter((file) => file.endsWith(".jsonl")).sort()) {
		const text = await fs.readFile(nodePath.join(corpusFolder, name), "utf8");
		for (const line of text.split("\n")) if (line.trim() !== "") examples.push(JSON.parse(line) as LabelledExample);
	}
	return examples;
}

async function main(): Promise<void> {
	const corpus = await readCorpus();
	const training = corpus.filter((example) => !isHeldOut(example));
	const heldOut = corpus.filter(isHeldOut);
	const shipped = { action: train(training, "action", ACTIONS), type: train(training, "type", CORRECTION_TYPES) };
	await fs.writeFile(output, `${JSON.stringify(shipped)}\n`);
	const action = loadModel(shipped.action);
	const type = loadModel(shipped.type);
	const accuracy = (model: typeof action, label: "action" | "type") => {
		const right = heldOut.filter((example) => {
			const scores = model.scores(example.item, example.annotation);
			return model.classes[scores.indexOf(Math.max(...scores))] === example[label];
		}).length;
		return heldOut.length === 0 ? 0 : right / heldOut.length;
	};
	const size = (await fs.stat(output)).size;
	console.log(`Trained on ${training.length} examples (${heldOut.length} held out); weights ${(size / 1024).toFixed(1)} KiB.`);
	console.log(`Model alone on the held-out fifth: action ${accuracy(action, "action").toFixed(3)}, type ${accuracy(type, "type").toFixed(3)}.`);
}

void main();
