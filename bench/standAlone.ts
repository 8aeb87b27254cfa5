/**
 * Whether the offline decider's proposals stand alone: a statement that
 * makes sense a year later without the agenda. Counts, over the labelled
 * sets (fresh, agreement, and every 20th line of the corpus) with today =
 * 2026-01-14, how many proposals glue the item to the annotation, keep a
 * relative date word, or keep a correction word (see
 * ./standAloneCheck.ts for what each means).
 *
 *   npx esbuild bench/standAlone.ts --bundle --platform=node --format=cjs --outfile=dist/standAlone.cjs && node dist/standAlone.cjs
 *
 * STAND_ALONE_REPORT=N prints N proposals per language (and every one that
 * fails), to be read by eye; STAND_ALONE_EVERY=1 reads the whole corpus.
 */
import * as nodePath from "node:path";
import { readdirSync, readFileSync } from "node:fs";
import { classifyOffline } from "../src/core/deciders/offline/classify";
import { shippedJudge } from "../src/core/deciders/model/shipped";
import { standAloneFaults } from "./standAloneCheck";
import type { Language } from "../src/core/languages";

const root = nodePath.resolve(__dirname, "..");
const TODAY = "2026-01-14";
const SAMPLE_EVERY = Number(process.env.STAND_ALONE_EVERY ?? "20");

interface Row {
	lang: Language;
	item: string;
	annotation: string;
}

function readRows(folder: string, every = 1): Row[] {
	const directory = nodePath.join(root, folder);
	return readdirSync(directory)
		.filter((name) => name.endsWith(".jsonl"))
		.sort()
		.flatMap((name) => readFileSync(nodePath.join(directory, name), "utf8").split("\n").filter((line) => line.trim() !== ""))
		.filter((_, index) => index % every === 0)
		.map((line) => JSON.parse(line) as Row);
}

const report = Number(process.env.STAND_ALONE_REPORT ?? "0");
const sets: [string, Row[]][] = [
	["fresh", readRows("data/classifier/fresh")],
	["agreement", readRows("data/classifier/agreement")],
	[`corpus 1/${SAMPLE_EVERY}`, readRows("data/classifier/corpus", SAMPLE_EVERY)],
];
const model = shippedJudge();
for (const [name, rows] of sets) {
	const counts = { proposals: 0, glued: 0, relativeDate: 0, correctionWords: 0 };
	const shown = new Map<string, number>();
	for (const row of rows) {
		const { proposal } = classifyOffline({ item: row.item, annotation: row.annotation }, { today: TODAY, model });
		if (proposal === null) continue;
		counts.proposals++;
		const faults = standAloneFaults(row.item, proposal, row.lang);
		for (const fault of faults) counts[fault]++;
		const seen = shown.get(row.lang) ?? 0;
		if (faults.length > 0 || seen < report) {
			if (report > 0 || faults.length > 0) {
				console.log(`${row.lang} ${faults.length > 0 ? `[${faults.join(",")}]` : "ok"} | ${row.item} | ${row.annotation}\n      → ${proposal}`);
			}
			shown.set(row.lang, seen + 1);
		}
	}
	console.log(`${name}: ${rows.length} annotations, ${counts.proposals} proposals; glued ${counts.glued}, relative date ${counts.relativeDate}, correction words ${counts.correctionWords}`);
}
