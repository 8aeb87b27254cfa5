/**
 * The model's shape features against its text features: every shape has a
 * bucket of its own, and no word or n-gram of an annotation lands in one.
 * The fast suite checks it on the test sets and a sample of the labelled
 * data (test/core/classifier/model/features.test.ts), the corpus suite on
 * every labelled annotation (test/corpus/features.test.ts).
 */
import { readCues } from "../../src/core/deciders/offline/classify";
import { BUCKETS, featuresOf, SHAPE_FEATURES, shapeOf } from "../../src/core/deciders/model/features";
import { cueSummaryOf } from "../../src/core/deciders/model/judge";
import { fold, wordsOf } from "../../src/core/folding";

const TODAY = "2026-01-14";

/** What the check found: shape names missing from SHAPE_FEATURES, and the annotations whose buckets are wrong. */
export interface ShapeCheck {
	unlisted: string[];
	wrong: string[];
}

export function checkShapeBuckets(examples: readonly { item: string; annotation: string }[]): ShapeCheck {
	const shapeStart = BUCKETS - SHAPE_FEATURES.length;
	const unlisted = new Set<string>();
	const wrong: string[] = [];
	for (const { item, annotation: written } of examples) {
		const annotation = written.trim();
		const cues = cueSummaryOf(readCues(annotation, { today: TODAY }));
		const shape = shapeOf({ item, annotation }, wordsOf(fold(annotation)), cues);
		for (const name of shape) if (!SHAPE_FEATURES.includes(name)) unlisted.add(name);
		const buckets = featuresOf({ item, annotation }, cues).map((feature) => feature.bucket);
		const text = buckets.slice(0, buckets.length - shape.length);
		const shapeBuckets = buckets.slice(text.length);
		const expected = shape.map((name) => shapeStart + SHAPE_FEATURES.indexOf(name));
		// A text feature in a shape's bucket, or a shape outside its own.
		if (!text.every((bucket) => bucket < shapeStart) || shapeBuckets.join() !== expected.join()) wrong.push(`${annotation} (shape ${shape.join(", ")})`);
	}
	return { unlisted: [...unlisted], wrong };
}
