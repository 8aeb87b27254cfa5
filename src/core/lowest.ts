/**
 * Picking the lowest few of many numbers without sorting them all: a
 * proposal touches hundreds or thousands of entries and keeps 256.
 */

/** Moves the `count` lowest of `values` (all different) to its beginning, in no particular order (quickselect). */
export function lowestFirst(values: Int32Array, count: number): void {
	let from = 0;
	let to = values.length - 1;
	while (from < to) {
		const pivot = values[(from + to) >> 1] ?? 0;
		let i = from;
		let j = to;
		while (i <= j) {
			while ((values[i] ?? 0) < pivot) i++;
			while ((values[j] ?? 0) > pivot) j--;
			if (i <= j) {
				const swap = values[i] ?? 0;
				values[i++] = values[j] ?? 0;
				values[j--] = swap;
			}
		}
		// [from, j] holds no value above the pivot, [i, to] none below it.
		if (count - 1 <= j) to = j;
		else if (count - 1 >= i) from = i;
		else return;
	}
}
