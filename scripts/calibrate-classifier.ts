// `npm run calibrate`: measures the bars the shipped model's completions
// and postponements must clear (see scripts/classifier/calibrate.ts) and
// writes src/core/deciders/model/sureAt.json, which ships in main.js.
// Deterministic: the same corpus gives the same bars (a corpus test checks
// the committed file). Run it after `npm run train`.
import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { calibrate, sureAtText } from "./classifier/calibrate";
import { trainingExamples } from "./corpus";

const root = nodePath.resolve(__dirname, "..");
const output = nodePath.join(root, "src", "core", "deciders", "model", "sureAt.json");

async function main(): Promise<void> {
	const calibration = calibrate(trainingExamples(root));
	await fs.writeFile(output, sureAtText(calibration));
	const { complete, postpone } = calibration.measured;
	console.log(`On ${calibration.rows} rows of the training data the calibration model was not fitted on, at precision ${calibration.precision}:`);
	console.log(`  completions by the model alone clear ${calibration.sureAt.complete.toFixed(3)}: ${complete.cleared} of ${complete.verdicts}, ${complete.right} right`);
	console.log(`  postponements by the model alone clear ${calibration.sureAt.postpone.toFixed(3)}: ${postpone.cleared} of ${postpone.verdicts}, ${postpone.right} right`);
}

void main();
