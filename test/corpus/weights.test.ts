import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exampleKey, isHeldOut, trainVerdictModel } from "../../scripts/classifier/train";
import { trainingExamples } from "../../scripts/corpus";
import { calibrate, isCalibration, sureAtText } from "../../scripts/classifier/calibrate";
import { labelledData, ROOT } from "../helpers/labelled";

describe("the shipped weights", () => {
	// About a minute on a 2-core machine: the model is trained on some 33,000 examples.
	it("are exactly what training on the corpus without its held-out fifth gives (run `npm run train` after changing the corpus)", () => {
		const shipped = JSON.parse(readFileSync(`${ROOT}src/core/deciders/model/weights.json`, "utf8")) as unknown;
		const examples = trainingExamples(ROOT);
		const trainedOn = new Set(examples.map(exampleKey));
		expect(labelledData("corpus").filter(isHeldOut).filter((example) => trainedOn.has(exampleKey(example)))).toEqual([]);
		// The fresh and agreement sets (data/classifier/fresh, …/agreement) are for measuring only: none of them is trained on.
		for (const folder of ["fresh", "agreement"]) expect(labelledData(folder).filter((example) => trainedOn.has(exampleKey(example)))).toEqual([]);
		expect(shipped).toEqual(trainVerdictModel(examples));
	});
});

describe("the shipped bars on the model's own verdicts", () => {
	// About two minutes on a 2-core machine: a calibration model is trained on the training data without its split.
	it("are what calibrating on the training data gives (run `npm run calibrate` after `npm run train`)", () => {
		const shipped = readFileSync(`${ROOT}src/core/deciders/model/sureAt.json`, "utf8");
		const calibration = calibrate(trainingExamples(ROOT));
		expect(shipped).toBe(sureAtText(calibration));
		// Right at least 98 times in 100 where they clear the bars, on rows the bench never scores.
		for (const measured of Object.values(calibration.measured)) expect(measured.right / measured.cleared).toBeGreaterThanOrEqual(0.98);
		// The split is part of the training data, which holds none of the sets the bench scores (checked above).
		expect(calibration.rows).toBe(trainingExamples(ROOT).filter(isCalibration).length);
	});
});
