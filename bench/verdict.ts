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

/**
 * Best timings of two async tasks, in milliseconds, run alternately `runs`
 * times after one untimed run of each: both sides meet the same compiled
 * code, heap and machine load, where timing one side's runs after the
 * other's would charge the first runs of code only one side uses with its
 * warm-up.
 */
export async function timeAlternately(runs: number, first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<[number, number]> {
	await first();
	await second();
	let best: [number, number] = [Infinity, Infinity];
	for (let i = 0; i < runs; i++) best = [Math.min(best[0], await timeAsync(1, first)), Math.min(best[1], await timeAsync(1, second))];
	return best;
}
