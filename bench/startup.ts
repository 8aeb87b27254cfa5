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

const COLD_STARTS = 7;

/** What one cold start measured. */
export interface ColdStart {
	evaluationMs: number;
	onloadMs: number;
	registered: number;
}

/** Runs one cold start of `mainPath` in a fresh node process (the child script is next to this bundle: dist/startupChild.cjs). */
export function coldStart(mainPath: string, childPath = join(dirname(process.argv[1] ?? "dist/bench.cjs"), "startupChild.cjs")): ColdStart {
	const output = execFileSync(process.execPath, [childPath, mainPath], { encoding: "utf8" });
	return JSON.parse(output.trim().split("\n").pop() ?? "") as ColdStart;
}

/** The median of some figures (a cold start is noisy; the median is the typical start, the best would flatter). */
function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Prints main.js's evaluation and `onload` times (median of several cold starts) and its size, each against its target. */
export function startupBench(mainPath = "main.js"): void {
	console.log(`Startup: main.js in a fresh node process against a stub of obsidian, median of ${COLD_STARTS} cold starts`);
	const starts = Array.from({ length: COLD_STARTS }, () => coldStart(mainPath));
	const evaluation = median(starts.map((start) => start.evaluationMs));
	const onload = median(starts.map((start) => start.onloadMs));
	const total = median(starts.map((start) => start.evaluationMs + start.onloadMs));
	console.log(`  main.js evaluation ms: ${evaluation.toFixed(2)}`);
	console.log(`  onload ms: ${onload.toFixed(2)} (${starts[0]?.registered ?? 0} registrations)`);
	console.log(verdict("  main.js evaluation + onload ms", total, STARTUP_TARGET_MS));
	console.log(verdict("  main.js KB", statSync(mainPath).size / 1000, BUNDLE_TARGET_KB));
}
