// The offline classifier's accuracy on annotations it was never tuned or
// trained on, per language: the naive cue-word matcher, the cue rules
// alone, the trained model on every annotation, and both (the shipped
// decider: cue rules where decisive, the model elsewhere), on the corpus's
// held-out fifth, on the fresh set and on the agreement set (with how
// often its two labellers agree), each with how many open items the
// decider ticks off; then the test sets (test/fixtures/classifier); then the
// model's size in main.js and its first-use load time. Each set's lowest
// language is set against the floor the test suite held until these
// figures left it for the bench (issue #26). CLASSIFIER_REPORT=1 prints
// every miss on the test sets.
import * as nodePath from "node:path";
import { readdirSync, readFileSync } from "node:fs";
import { type ActionProbabilities, classifyOffline, readCues } from "../src/core/deciders/offline/classify";
import { BUILTIN_CUES } from "../src/core/lexicon/cues";
import { type Accuracy, accuracyByLanguage, type Verdict } from "./accuracy";
import { createJudge } from "../src/core/deciders/model/judge";
import { loadModel, type ShippedModel } from "../src/core/deciders/model/model";
import { exampleKey, isHeldOut, type LabelledExample } from "../scripts/classifier/train";
import { fold } from "../src/core/folding";
import { LANGUAGES } from "../src/core/languages";
import { readCorpus, readJsonl } from "../scripts/corpus";
import { verdict } from "./verdict";

const root = nodePath.resolve(__dirname, "..");
const TODAY = "2026-01-14";

/**
 * The naive matcher the issue compares against: the first category of the
 * built-in cue words found anywhere in the annotation decides.
 */
function naiveMatcher(example: LabelledExample): Verdict {
	const text = ` ${fold(example.annotation).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
	const has = (category: "completion" | "postpone" | "behavioral" | "preference" | "correction") =>
		LANGUAGES.some((language) => BUILTIN_CUES[language][category].some((cue) => !/[*^]/.test(cue) && text.includes(` ${fold(cue)} `)));
	if (has("behavioral")) return { action: "keep", type: "behavioral" };
	if (has("preference")) return { action: "rewrite", type: "preference" };
	if (has("completion")) return { action: "complete", type: "none" };
	if (has("postpone")) return { action: "postpone", type: "none" };
	return { action: "rewrite", type: "factual" };
}

/** Action and type accuracy a set was held to per language. */
interface Floors {
	action: number;
	type: number;
}

/**
 * The floors the test suite held until issue #26, a little below the
 * accuracy measured when they were set. The test sets were written beside
 * the cue lists, and the corpus, now some 40,000 annotations, draws some of
 * their lines elsewhere; the model follows the corpus. There a postponement
 * that waits on someone ("waiting for the technician's report") is none
 * unless it names a detail worth keeping, a completion that adds when
 * something arrives ("ordered, arrives Mon") often none, an appointment
 * someone else moved ("moved to Thursday") a correction of its date, and the
 * answer under an "Ask …" item ("he says the spare key is with Mrs Patel")
 * a completion with a fact. Hence type floors of 0.8 and, on the 20 a
 * language of the fresh test set, 0.7.
 */
const TEST_SET_FLOORS: Record<string, Floors> = {
	train: { action: 0.95, type: 0.95 },
	heldout: { action: 0.85, type: 0.8 },
	"heldout-fresh": { action: 0.7, type: 0.7 },
	"heldout-messy": { action: 0.85, type: 0.8 },
};

/**
 * The floor on the corpus's held-out fifth, the fresh set and the agreement
 * set, a little below the lowest measured when set (French on the held-out
 * fifth, 0.87 / 0.90; issue #13's targets are 0.93 / 0.90).
 */
const DATA_FLOORS: Floors = { action: 0.84, type: 0.87 };

/** The lowest language's action and type accuracy against a floor. */
function floorLine(accuracy: Map<string, Accuracy>, floors: Floors): string {
	const languages = [...accuracy].filter(([language]) => language !== "all");
	const lowest = (key: "action" | "type") => languages.reduce((low, next) => (next[1][key] < low[1][key] ? next : low));
	const [actionLanguage, { action }] = lowest("action");
	const [typeLanguage, { type }] = lowest("type");
	const met = action >= floors.action && type >= floors.type;
	return `  lowest language, cue rules + model: action ${actionLanguage} ${action.toFixed(2)} (floor ${floors.action}), type ${typeLanguage} ${type.toFixed(2)} (floor ${floors.type}) ${met ? "✓ met" : "✗ MISSED"}`;
}

function row(label: string, accuracy: Map<string, Accuracy>): string {
	const cells = [...accuracy].map(([language, { action, type }]) => `${language} ${action.toFixed(2)}/${type.toFixed(2)}`);
	return `${label.padEnd(22)} ${cells.join("  ")}`;
}

/**
 * The error a user pays most for: an item still open (labelled anything but
 * complete) that the decider ticks off, so it drops out of sight.
 */
function tickedOff(examples: readonly LabelledExample[], classify: (example: LabelledExample) => Verdict): string {
	const open = examples.filter((example) => example.action !== "complete");
	const wrong = open.filter((example) => classify(example).action === "complete").length;
	return `  open items ticked off, cue rules + model: ${wrong} of ${open.length}`;
}

function fixture(name: string): LabelledExample[] {
	return readJsonl<LabelledExample>(nodePath.join(root, "test", "fixtures", "classifier", `${name}.jsonl`));
}

/** Prints the accuracy tables and the model's size and load time. */
export function classifierBench(): void {
	const weightsText = readFileSync(nodePath.join(root, "src", "core", "deciders", "model", "weights.json"), "utf8");
	const loadStart = performance.now();
	const sureAt = JSON.parse(readFileSync(nodePath.join(root, "src", "core", "deciders", "model", "sureAt.json"), "utf8")) as ActionProbabilities;
	const judge = createJudge(loadModel(JSON.parse(weightsText) as ShippedModel), sureAt);
	const loadMs = performance.now() - loadStart;
	const cuesAlone = (example: LabelledExample): Verdict => classifyOffline(example, { today: TODAY });
	const both = (example: LabelledExample): Verdict => classifyOffline(example, { today: TODAY, model: judge });
	const modelEverywhere = (example: LabelledExample): Verdict => {
		const annotation = example.annotation.trim();
		return judge.judge({ item: example.item, annotation }, readCues(annotation, { today: TODAY })) ?? cuesAlone(example);
	};
	const heldOut = readCorpus(nodePath.join(root, "data", "classifier", "corpus")).filter(isHeldOut);
	console.log(`Offline classifier on the corpus's held-out fifth (${heldOut.length} annotations never trained on), action/type accuracy`);
	console.log(row("naive cue matcher", accuracyByLanguage(heldOut, naiveMatcher)));
	console.log(row("cue rules alone", accuracyByLanguage(heldOut, cuesAlone)));
	console.log(row("model everywhere", accuracyByLanguage(heldOut, modelEverywhere)));
	const heldOutBoth = accuracyByLanguage(heldOut, both);
	const shipped = heldOutBoth.get("all")!;
	console.log(row("cue rules + model", heldOutBoth));
	console.log(floorLine(heldOutBoth, DATA_FLOORS));
	console.log(tickedOff(heldOut, both));
	console.log(verdict("  type errors, cue rules + model", 1 - shipped.type, 0.1));
	console.log(verdict("  action errors, cue rules + model", 1 - shipped.action, 0.07));
	// The slices (corpus/xx-<slice>.jsonl) are narrow; apart, the rest compares with the figures from before them.
	const corpusFolder = nodePath.join(root, "data", "classifier", "corpus");
	const sliceOf = new Map<string, string>();
	for (const file of readdirSync(corpusFolder).filter((name) => name.endsWith(".jsonl"))) {
		const slice = /^[a-z]{2}-(.+)\.jsonl$/u.exec(file)?.[1] ?? "";
		for (const example of readJsonl<LabelledExample>(nodePath.join(corpusFolder, file))) sliceOf.set(exampleKey(example), slice);
	}
	const slices = [...new Set(sliceOf.values())].sort();
	const parts = slices.map((slice) => {
		const examples = heldOut.filter((example) => (sliceOf.get(exampleKey(example)) ?? "") === slice);
		const { action, type } = accuracyByLanguage(examples, both).get("all")!;
		return `${slice === "" ? "the rest" : `the ${slice} slice`} (${examples.length}) ${action.toFixed(2)}/${type.toFixed(2)}`;
	});
	console.log(`  of these: ${parts.join("; ")}`);
	const fresh = readCorpus(nodePath.join(root, "data", "classifier", "fresh"));
	console.log(`Fresh set: ${fresh.length} annotations by five writers who read only the corpus, never trained on (data/classifier/fresh), action/type accuracy`);
	console.log(row("  naive cue matcher", accuracyByLanguage(fresh, naiveMatcher)));
	console.log(row("  cue rules alone", accuracyByLanguage(fresh, cuesAlone)));
	const freshBoth = accuracyByLanguage(fresh, both);
	console.log(row("  cue rules + model", freshBoth));
	console.log(floorLine(freshBoth, DATA_FLOORS));
	console.log(tickedOff(fresh, both));
	const agreementFolder = nodePath.join(root, "data", "classifier", "agreement");
	const agreement = readCorpus(agreementFolder);
	const second = new Map(readCorpus(nodePath.join(agreementFolder, "second")).map((example) => [exampleKey(example), example]));
	const labellers = accuracyByLanguage(agreement, (example) => second.get(exampleKey(example)) ?? { action: "", type: "" }).get("all")!;
	console.log(
		`Agreement set: ${agreement.length} annotations labelled by their writers and, blind, by a second labeller (data/classifier/agreement), never trained on; the labellers agree ${labellers.action.toFixed(3)}/${labellers.type.toFixed(3)}; action/type accuracy against the writers`,
	);
	console.log(row("  cue rules alone", accuracyByLanguage(agreement, cuesAlone)));
	const agreementBoth = accuracyByLanguage(agreement, both);
	console.log(row("  cue rules + model", agreementBoth));
	console.log(floorLine(agreementBoth, DATA_FLOORS));
	console.log(tickedOff(agreement, both));
	for (const [name, floors] of Object.entries(TEST_SET_FLOORS)) {
		const examples = fixture(name);
		const development = name === "train" ? ", the cue rules' development set, trained on" : "";
		console.log(`Test set ${name}.jsonl (${examples.length} annotations${development}), action/type accuracy`);
		console.log(row("  cue rules alone", accuracyByLanguage(examples, cuesAlone)));
		const testSetBoth = accuracyByLanguage(examples, both);
		console.log(row("  cue rules + model", testSetBoth));
		console.log(floorLine(testSetBoth, floors));
		if (process.env.CLASSIFIER_REPORT) {
			for (const example of examples) {
				const got = both(example);
				if (got.action !== example.action || got.type !== example.type) console.log(`  miss (${example.lang}): ${example.annotation} → ${got.action}/${got.type}, labelled ${example.action}/${example.type}`);
			}
		}
	}
	console.log(`Model: ${(weightsText.length / 1024).toFixed(1)} KiB of weights in main.js (target ≤ 60); first use decodes it in ${loadMs.toFixed(1)} ms`);
	const speedSample = ["done", "never put medical appointments here", "next week", "the number is 0171 555", "kürzer bitte"];
	let perAnnotation = Infinity;
	for (let run = 0; run < 3; run++) {
		const started = performance.now();
		for (let i = 0; i < 500; i++) classifyOffline({ item: "Item", annotation: `${speedSample[i % speedSample.length] ?? ""} ${i}` }, { today: TODAY });
		perAnnotation = Math.min(perAnnotation, (performance.now() - started) / 500);
	}
	console.log(verdict("Cue rules per annotation, cues compiled, ms", perAnnotation, 5));
}
