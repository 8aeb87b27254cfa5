import * as nodePath from "node:path";
import { calibrate } from "../scripts/classifier/calibrate";
import { trainingExamples } from "../scripts/corpus";
const started = Date.now();
const result = calibrate(trainingExamples(nodePath.resolve(__dirname, "..")), Number(process.env.PRECISION ?? 0.98));
console.log(JSON.stringify(result, null, 1), (Date.now() - started) / 1000, "s");
