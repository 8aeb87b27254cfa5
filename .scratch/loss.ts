import * as nodePath from "node:path";
import { classifyOffline } from "../src/core/deciders/offline/classify";
import { shippedJudge } from "../src/core/deciders/model/shipped";
import { readCorpus } from "../scripts/corpus";
import { isHeldOut } from "../scripts/classifier/train";
const root = nodePath.resolve(__dirname, "..");
const held = readCorpus(nodePath.join(root, "data/classifier/corpus")).filter(isHeldOut);
const tally = new Map<string, { lost: number; saved: number }>();
const examples: string[] = [];
for (const e of held) {
	const r = classifyOffline(e, { today: "2026-01-14", model: shippedJudge() });
	if (r.action !== "keep" || e.action === "keep" || !/stays/.test(r.reason)) continue;
	const key = r.reason.replace(/“[^”]*”/, "“…”");
	const t = tally.get(key) ?? { lost: 0, saved: 0 };
	t.lost++;
	tally.set(key, t);
	if (/not done yet/.test(r.reason)) examples.push(`${e.action}/${e.type} ${e.annotation} :: ${r.reason.slice(0, 40)}`);
}
console.log(tally);
console.log(examples.slice(0, 60).join("\n"));
