/**
 * A line diff (Myers' algorithm, after trimming the common head and tail),
 * for undo: which lines a run changed, and which of them the user changed
 * since. Lines keep their line endings, so joining them gives back every
 * byte.
 */

/** Lines `aStart`..`aEnd` of the first text became lines `bStart`..`bEnd` of the second (either range may be empty). */
export interface Hunk {
	aStart: number;
	aEnd: number;
	bStart: number;
	bEnd: number;
}

/** The lines of a text, each with its line ending ("" has none). */
export function linesOf(text: string): string[] {
	return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

/** Past this many differing lines the middle is one hunk: undo then treats it as one change, which is only coarser, never wrong. */
const MAX_EDITS = 1000;

/** The hunks that turn `a` into `b`, in order, none touching another. */
export function diffLines(a: readonly string[], b: readonly string[]): Hunk[] {
	let head = 0;
	while (head < a.length && head < b.length && a[head] === b[head]) head++;
	let tail = 0;
	while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
	const aEnd = a.length - tail;
	const bEnd = b.length - tail;
	if (head === aEnd && head === bEnd) return [];
	const pairs = matchedPairs(a.slice(head, aEnd), b.slice(head, bEnd));
	if (pairs === null) return [{ aStart: head, aEnd, bStart: head, bEnd }];
	const hunks: Hunk[] = [];
	let i = 0;
	let j = 0;
	for (const [x, y] of [...pairs, [aEnd - head, bEnd - head] as const]) {
		if (x > i || y > j) hunks.push({ aStart: head + i, aEnd: head + x, bStart: head + j, bEnd: head + y });
		i = x + 1;
		j = y + 1;
	}
	return hunks;
}

/** The matched lines of a shortest edit script (Myers), as index pairs in order; null past `MAX_EDITS`. */
function matchedPairs(a: readonly string[], b: readonly string[]): [number, number][] | null {
	const n = a.length;
	const m = b.length;
	const max = Math.min(n + m, MAX_EDITS);
	const offset = max + 1;
	const v = new Int32Array(2 * max + 3);
	const trace: Int32Array[] = [];
	let found = -1;
	for (let d = 0; d <= max && found < 0; d++) {
		trace.push(v.slice());
		for (let k = -d; k <= d; k += 2) {
			let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
			let y = x - k;
			while (x < n && y < m && a[x] === b[y]) {
				x++;
				y++;
			}
			v[offset + k] = x;
			if (x >= n && y >= m) {
				found = d;
				break;
			}
		}
	}
	if (found < 0) return null;
	// Walk the trace back from the end, collecting the diagonal (matched) steps.
	const pairs: [number, number][] = [];
	let x = n;
	let y = m;
	for (let d = found; d > 0; d--) {
		const before = trace[d]!;
		const k = x - y;
		const previousK = k === -d || (k !== d && before[offset + k - 1]! < before[offset + k + 1]!) ? k + 1 : k - 1;
		const previousX = before[offset + previousK]!;
		const previousY = previousX - previousK;
		while (x > previousX && y > previousY) {
			x--;
			y--;
			pairs.push([x, y]);
		}
		x = previousX;
		y = previousY;
	}
	while (x > 0 && y > 0) {
		x--;
		y--;
		pairs.push([x, y]);
	}
	return pairs.reverse();
}
