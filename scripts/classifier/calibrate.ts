/**
 * The bars the shipped model's completions and postponements must clear
 * (`sureAt` in src/core/deciders/offline/classify.ts): a model is fitted on
 * the training data without one split of it (one corpus row in five of
 * those not held out, fixed by a hash), the offline decider is run with it
 * on that split, and each bar is the least probability at which the
 * verdicts that clear it were right at least PRECISION of the time. The
 * held-out fifth, the fresh and the agreement sets, which the outcome bench
 * scores, play no part. The shipped model is fitted on all the training
 * data, the split included, so it is, if anything, a little surer than the
 * model the bars were measured with.
 */
import { fnv1a32 } from "../../src/core/ids";
import { classifyOffline, explicitPostponement, modelAlone, readCues, type ActionProbabilities } from "../../src/core/deciders/offline/classify";
import { createJudge } from "../../src/core/deciders/model/judge";
import { loadModel } from "../../src/core/deciders/model/model";
import { CORPUS_TODAY, exampleKey, trainVerdictModel, type LabelledExample } from "./train";

/**
 * How often a verdict that clears its bar must be right. 0.99 rather than
 * the 0.98 issue #28 asks at least: with 0.98 the outcome bench counted
 * 1.33 / 0.17 / 1.07 harms per 100 annotations (held-out fifth / fresh /
 * agreement set), with 0.99 0.93 / 0.17 / 0.53, every set under the target
 * of 1, for 3 to 6 points of action accuracy (docs/classifier.md).
 */
export const PRECISION = 0.99;

/** The calibration split: one in five of the rows not held out (held out is hash % 5 === 0; this reads the next digit of the hash in base 5). */
export function isCalibration(example: LabelledExample): boolean {
	return Math.floor(parseInt(fnv1a32(exampleKey(example)), 16) / 5) % 5 === 0;
}

/** The bars and what they were measured on. */
export interface Calibration {
	sureAt: ActionProbabilities;
	/** For each action: verdicts on the split, those that clear the bar, and how many of those were right. */
	measured: Record<keyof ActionProbabilities, { verdicts: number; cleared: number; right: number }>;
	precision: number;
	rows: number;
}

/** A verdict on the split: the model's probability for its action, and whether the label agrees that the item moves that way. */
interface Scored {
	probability: number;
	right: boolean;
}

/** The least bar at which the verdicts that clear it are right at least `precision` of the time (1 when none is). */
export function barFor(scored: readonly Scored[], precision: number): { bar: number; cleared: number; right: number } {
	const sorted = [...scored].sort((a, b) => b.probability - a.probability);
	let right = 0;
	let best = { bar: 1, cleared: 0, right: 0 };
	sorted.forEach((one, i) => {
		if (one.right) right++;
		const next = sorted[i + 1];
		// A bar sits between two distinct probabilities; the verdicts above it are the first i + 1.
		if (next !== undefined && next.probability === one.probability) return;
		if (right / (i + 1) >= precision) best = { bar: one.probability, cleared: i + 1, right };
	});
	return best;
}

/** Fits the calibration model on `training` without its split and measures the bars on the split. */
export function calibrate(training: readonly LabelledExample[], precision = PRECISION): Calibration {
	const split = training.filter(isCalibration);
	const judge = createJudge(loadModel(trainVerdictModel(training.filter((example) => !isCalibration(example)))));
	const completions: Scored[] = [];
	const postponements: Scored[] = [];
	for (const example of split) {
		const verdict = classifyOffline(example, { today: CORPUS_TODAY, model: judge });
		const annotation = example.annotation.trim();
		const reading = readCues(annotation, { today: CORPUS_TODAY });
		const probabilities = judge.actionProbabilities({ item: example.item, annotation }, reading);
		if (!modelAlone(verdict.action, reading)) continue;
		if (verdict.action === "complete") completions.push({ probability: probabilities.complete, right: example.action === "complete" });
		// A postponement moves the item: harmless where the label moves or corrects it, a harm where it is done or stays.
		if (verdict.action === "postpone" && explicitPostponement(reading) === undefined) postponements.push({ probability: probabilities.postpone, right: example.action === "postpone" || example.action === "rewrite" });
	}
	const complete = barFor(completions, precision);
	const postpone = barFor(postponements, precision);
	return {
		sureAt: { complete: complete.bar, postpone: postpone.bar },
		measured: {
			complete: { verdicts: completions.length, cleared: complete.cleared, right: complete.right },
			postpone: { verdicts: postponements.length, cleared: postpone.cleared, right: postpone.right },
		},
		precision,
		rows: split.length,
	};
}

/** The text of sureAt.json for a calibration: the bars, and what they were measured on. */
export function sureAtText(calibration: Calibration): string {
	return `${JSON.stringify({ complete: calibration.sureAt.complete, postpone: calibration.sureAt.postpone, precision: calibration.precision, measured: calibration.measured, rows: calibration.rows })}\n`;
}
