import { classifyOffline, readCues } from "../src/core/deciders/offline/classify";
import { shippedJudge } from "../src/core/deciders/model/shipped";
import { readFileSync } from "node:fs";
const today = process.env.TODAY ?? "2026-01-14";
for (const line of readFileSync(0, "utf8").split("\n").filter(Boolean)) {
	const [item, annotation] = line.split(" | ");
	const r = classifyOffline({ item: item!, annotation: annotation! }, { today, model: shippedJudge() });
	const c = readCues(annotation!.trim(), { today });
	console.log(`${annotation} → ${r.action}/${r.type} ⏳${r.postponeUntil} [cues ${c.action}/${c.type} ${c.settled.step}] ${r.reason} | ${r.proposal}`);
}
