// How far the shipped model's features go without the size budget: the
// same features, verdict classes and trainer, every weight kept as a
// 64-bit float, judged like the shipped model (cue rules, completion floor
// and all). It says whether a target is out of reach of the budget or of
// the features: the shipped model keeps its 50,000 largest weights,
// quantised, to fit 60 KB in main.js.
import * as nodePath from "node:path";
import { classifyOffline } from "../src/core/deciders/offline/classify";
import { createJudge, VERDICT_CLASSES } from "../src/core/deciders/model/judge";
import { softmaxModel } from "../src/core/deciders/model/model";
import { CORPUS_TODAY, fitSoftmax, isHeldOut, TRAINING, trainingRowOf, type LabelledExample } from "../scripts/classifier/train";
import { readCorpus, trainingExamples } from "../scripts/corpus";
import { accuracyByLanguage, type Verdict } from "./accuracy";

const root = nodePath.resolve(__dirname, "..");

/** Passes over the examples: the shipped model's two of fine-tuning go to the first fitting here. */
const EPOCHS = TRAINING.epochs + TRAINING.fineTuneEpochs;

/** Prints the unbudgeted model's accuracy on the sets the shipped one is scored on, and how many of its weights are in use. */
export function ceilingBench(): void {
	const start = performance.now();
	const fitted = fitSoftmax(trainingExamples(root).map(trainingRowOf), VERDICT_CLASSES, { ...TRAINING, epochs: EPOCHS });
	const seconds = (performance.now() - start) / 1000;
	const judge = createJudge(softmaxModel(VERDICT_CLASSES, fitted.weights, fitted.bias));
	const both = (example: LabelledExample): Verdict => classifyOffline(example, { today: CORPUS_TODAY, model: judge });
	const used = fitted.weights.filter((weight) => Math.abs(weight) > 1e-3).length;
	console.log(`The same features without the size budget: every weight kept as a float (${used} of ${fitted.weights.length} above 0.001; the shipped model keeps ${TRAINING.keep}), trained in ${seconds.toFixed(0)} s, judged like the shipped model; action/type accuracy`);
	for (const [name, folder] of [["held-out fifth", ""], ["fresh set", "fresh"], ["agreement set", "agreement"]] as const) {
		const examples = folder === "" ? readCorpus(nodePath.join(root, "data", "classifier", "corpus")).filter(isHeldOut) : readCorpus(nodePath.join(root, "data", "classifier", folder));
		const { action, type } = accuracyByLanguage(examples, both).get("all")!;
		console.log(`  ${name} (${examples.length}): ${action.toFixed(3)}/${type.toFixed(3)}`);
	}
}
