/**
 * What the plugin costs when Obsidian starts: main.js's evaluation and
 * `onload`, each cold start in a fresh `node` process against a stub of
 * `obsidian` (bench/startup/child.ts), and main.js's size.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { verdict } from "./verdict";

/** main.js evaluation plus `onload`, in milliseconds. */
export const STARTUP_TARGET_MS = 10;
/** main.js, in KB (1,000 bytes: what file managers and the issue count). */
export const BUNDLE_TARGET_KB = 300;

const COLD_STARTS = 9;

/** What one cold start measured. */
export interface ColdStart {
	evaluationMs: number;
	onloadMs: number;
	registered: number;
	/** The first "Process annotations now" after load, on a small agenda: what deferring moved out of startup lands here. */
	firstUseMs: number;
}

/** Runs one cold start of `mainPath` in a fresh node process (the child script is next to this bundle: dist/startupChild.cjs). */
export function coldStart(mainPath: string, childPath = join(dirname(process.argv[1] ?? "dist/bench.cjs"), "startupChild.cjs")): ColdStart {
	const output = execFileSync(process.execPath, [childPath, mainPath], { encoding: "utf8" });
	return JSON.parse(output.trim().split("\n").pop() ?? "") as ColdStart;
}

/** The best and the median of some timings: the best is the machine at rest (as everywhere in this bench), the median what a busy one gives. */
function spread(values: readonly number[]): { best: number; median: number } {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
	return { best: sorted[0] ?? NaN, median };
}

function figures({ best, median }: { best: number; median: number }): string {
	return `${best.toFixed(2)} (median ${median.toFixed(2)})`;
}

/** Prints main.js's evaluation and `onload` times (best of several cold starts, and their median) and its size, each against its target. */
export function startupBench(mainPath = "main.js"): void {
	console.log(`Startup: main.js in a fresh node process against a stub of obsidian, best of ${COLD_STARTS} cold starts`);
	const starts = Array.from({ length: COLD_STARTS }, () => coldStart(mainPath));
	const total = spread(starts.map((start) => start.evaluationMs + start.onloadMs));
	console.log(`  main.js evaluation ms: ${figures(spread(starts.map((start) => start.evaluationMs)))}`);
	console.log(`  onload ms: ${figures(spread(starts.map((start) => start.onloadMs)))}, ${starts[0]?.registered ?? 0} registrations`);
	console.log(`${verdict("  main.js evaluation + onload ms", total.best, STARTUP_TARGET_MS)} (median ${total.median.toFixed(2)})`);
	console.log(verdict("  main.js KB", statSync(mainPath).size / 1000, BUNDLE_TARGET_KB));
	console.log(`  first process pass after load ms (3 annotations, offline; loads what startup deferred): ${figures(spread(starts.map((start) => start.firstUseMs)))}`);
}
