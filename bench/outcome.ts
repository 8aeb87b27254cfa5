// What the user finds in the note: every labelled annotation of the
// held-out fifth, the fresh set and the agreement set run, one at a time,
// through the process pass on a scratch vault with the offline decider,
// and the harms counted from the agenda and Exchange.md (see
// src/cli/eval/outcome.ts). Harms per 100 annotations decide between two
// versions of the decider; the action and type accuracy beside them are the
// decider's verdicts against the labels, as the classifier section prints
// them. `node dist/bench.cjs outcome` runs it alone; OUTCOME_REPORT=1
// prints every harm.
import * as nodePath from "node:path";
import { createDecider } from "../src/core/deciders";
import { DEFAULT_SETTINGS } from "../src/core/settings";
import { HARM_KINDS, harmsPer100, scoreAnnotation, tallyByLanguage, type LabelledAnnotation, type OutcomeTally, type ScoredAnnotation } from "../src/cli/eval/outcome";
import { CORPUS_TODAY, isHeldOut } from "../scripts/classifier/train";
import { readCorpus } from "../scripts/corpus";
import type { HttpPort } from "../src/core/ports";

const root = nodePath.resolve(__dirname, "..");

/** The target of issue #28: at most one harm per 100 annotations on each set. */
const HARMS_TARGET = 1;

const NO_NETWORK: HttpPort = () => Promise.reject(new Error("The offline decider makes no requests."));

/** The labelled sets the outcome is measured on, by name. */
export function outcomeSets(): { name: string; examples: LabelledAnnotation[] }[] {
	const folder = (...parts: string[]) => nodePath.join(root, "data", "classifier", ...parts);
	return [
		{ name: "held-out fifth", examples: readCorpus(folder("corpus")).filter(isHeldOut) as LabelledAnnotation[] },
		{ name: "fresh set", examples: readCorpus(folder("fresh")) as LabelledAnnotation[] },
		{ name: "agreement set", examples: readCorpus(folder("agreement")) as LabelledAnnotation[] },
	];
}

function tallyLine(label: string, tally: OutcomeTally): string {
	const kinds = HARM_KINDS.map((kind) => `${kind} ${tally.harms[kind]}`).join(", ");
	return `  ${label.padEnd(4)} ${String(tally.count).padStart(5)} | action ${(tally.actionRight / tally.count).toFixed(3)} type ${(tally.typeRight / tally.count).toFixed(3)} | harms/100 ${harmsPer100(tally).toFixed(2).padStart(5)} | ${kinds}`;
}

/** Runs the sets through the pass and prints harms per 100 per set and language; returns whether every set met the target. */
export async function outcomeBench(): Promise<boolean> {
	const decider = createDecider(DEFAULT_SETTINGS, { http: NO_NETWORK, apiKey: null, sleep: () => Promise.resolve() });
	console.log(`Outcome of the process pass (offline decider), per labelled set: harms per 100 annotations (target ≤ ${HARMS_TARGET} on each set)`);
	let met = true;
	for (const { name, examples } of outcomeSets()) {
		const scored: ScoredAnnotation[] = [];
		for (const example of examples) scored.push(await scoreAnnotation(example, { decider, today: CORPUS_TODAY }));
		const tallies = tallyByLanguage(scored);
		const all = tallies.get("all")!;
		const setMet = harmsPer100(all) <= HARMS_TARGET;
		met &&= setMet;
		console.log(`${name} (${examples.length}): ${harmsPer100(all).toFixed(2)} harms per 100 ${setMet ? "✓ met" : "✗ MISSED"}`);
		for (const [language, tally] of tallies) console.log(tallyLine(language, tally));
		if (process.env.OUTCOME_REPORT) {
			for (const one of scored.filter((s) => s.harms.length > 0)) {
				console.log(`    ${one.harms.join("+")} (${one.example.lang ?? "?"}) ${JSON.stringify(one.example.item)} > ${JSON.stringify(one.example.annotation)} labelled ${one.example.action}/${one.example.type}, decided ${one.decided ? `${one.decided.action}/${one.decided.type}` : "nothing"}${one.proposal ? `, proposal ${JSON.stringify(one.proposal)}` : ""}`);
			}
		}
	}
	return met;
}
