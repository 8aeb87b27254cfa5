/**
 * The sparse Golomb–Rice code of the model's integer weights. Training
 * keeps only the weights that matter most (see `KEPT_WEIGHTS` in ./train),
 * so most weights are zero: the code writes, for each weight that is not,
 * how many zeros come before it and then its value. Both are Rice coded:
 * a number's high part in unary (ones, then a zero), its low bits as they
 * are, most significant bit first. A value is zigzag-mapped (-1, 1, -2, 2,
 * … → 0, 1, 2, 3, …, zero left out). Decoding is one pass with no tables.
 */

/** How a sparse code was written: the number of values that are not zero, and the low bits of each Rice code. */
export interface SparseShape {
	nonzero: number;
	/** Low bits of the runs of zeros. */
	gapBits: number;
	/** Low bits of the values. */
	valueBits: number;
}

/** The sparse code of `values`, with the low bits that make it smallest (the fewest such, so the choice is deterministic). */
export function sparseEncode(values: Int8Array): SparseShape & { code: Uint8Array } {
	const gaps: number[] = [];
	const mapped: number[] = [];
	let previous = -1;
	values.forEach((value, index) => {
		if (value === 0) return;
		gaps.push(index - previous - 1);
		mapped.push(zigzag(value));
		previous = index;
	});
	const gapBits = fewestBits(gaps, 17);
	const valueBits = fewestBits(mapped, 8);
	const out = new Uint8Array(Math.ceil((riceLength(gaps, gapBits) + riceLength(mapped, valueBits)) / 8));
	let position = 0;
	const write = (value: number, bits: number): void => {
		for (let ones = value >>> bits; ones > 0; ones--) out[position >> 3] = out[position >> 3]! | (0x80 >> (position++ & 7));
		position++;
		for (let bit = bits - 1; bit >= 0; bit--) {
			if ((value >>> bit) & 1) out[position >> 3] = out[position >> 3]! | (0x80 >> (position & 7));
			position++;
		}
	};
	gaps.forEach((gap, i) => {
		write(gap, gapBits);
		write(mapped[i]!, valueBits);
	});
	return { code: out, nonzero: gaps.length, gapBits, valueBits };
}

/**
 * The `count` int8 values whose sparse code is `code`. It runs once, on the
 * first offline decision, mostly before V8 optimises it, so it reads a
 * byte's run of ones at a time rather than bit by bit.
 */
export function sparseDecode(code: Uint8Array, count: number, { nonzero, gapBits, valueBits }: SparseShape): Int8Array {
	const values = new Int8Array(count);
	const end = code.length * 8;
	let position = 0;
	let index = -1;
	// The numbers alternate: a run of zeros, then the value after it. One loop with no calls keeps
	// the interpreter fast on this one run.
	for (let i = 0; i < 2 * nonzero; i++) {
		const bits = i & 1 ? valueBits : gapBits;
		let high = 0;
		for (;;) {
			if (position >= end) throw new Error(`the weights' code ends before its ${nonzero} values`);
			const left = 8 - (position & 7);
			// The byte's unread bits at the top of a 32-bit word, inverted: its leading zeros are their leading ones.
			const ones = Math.clz32(~(code[position >> 3]! << (32 - left)));
			if (ones < left) {
				high += ones;
				position += ones + 1;
				break;
			}
			high += left;
			position += left;
		}
		// The low bits (at most 16) lie within the three bytes from the current one.
		const at = position >> 3;
		const window = (code[at]! << 16) | ((code[at + 1] ?? 0) << 8) | (code[at + 2] ?? 0);
		const number = high * (1 << bits) + ((window >> (24 - (position & 7) - bits)) & ((1 << bits) - 1));
		position += bits;
		if (position > end) throw new Error(`the weights' code ends before its ${nonzero} values`);
		if (i & 1) {
			const mapped = number + 1;
			values[index] = mapped & 1 ? -(mapped + 1) / 2 : mapped / 2;
		} else {
			index += number + 1;
			if (index >= count) throw new Error(`the weights' code places a value past its ${count} weights`);
		}
	}
	return values;
}

/** The low bits, below `limit` (the decoder reads up to 16 at once), that Rice code `numbers` in the fewest bits (the smallest such). */
function fewestBits(numbers: readonly number[], limit: number): number {
	let best = 0;
	for (let bits = 1; bits < limit; bits++) if (riceLength(numbers, bits) < riceLength(numbers, best)) best = bits;
	return best;
}

/** Bits of the Rice code of `numbers` with `bits` low bits. */
function riceLength(numbers: readonly number[], bits: number): number {
	let total = 0;
	for (const number of numbers) total += Math.floor(number / 2 ** bits) + 1 + bits;
	return total;
}

/** A value that is not zero as a number from 0: -1 → 0, 1 → 1, -2 → 2, 2 → 3, … */
function zigzag(value: number): number {
	return value < 0 ? -value * 2 - 2 : value * 2 - 1;
}
