/** Prints a measured ratio against its target. */
export function verdict(label: string, value: number, target: number): string {
	return `${label}: ${value.toFixed(3)} (target ≤ ${target}) ${value <= target ? "✓ met" : "✗ MISSED"}`;
}

/** Best of `runs` timings of an async task, in milliseconds. */
export async function timeAsync(runs: number, work: () => Promise<unknown>): Promise<number> {
	let best = Infinity;
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		await work();
		best = Math.min(best, performance.now() - start);
	}
	return best;
}
