/**
 * Golomb–Rice coding of the model's integer weights. Most weights sit a few
 * steps from zero, so a weight costs a few bits instead of eight:
 * zigzag-mapped (0, -1, 1, -2, … → 0, 1, 2, 3, …), each value is written as
 * its high part in unary (ones, then a zero) and its low `bits` bits as they
 * are, most significant bit first. Smaller than deflate on these weights,
 * and decoding is one pass with no tables.
 */

/** The Rice code of `values` with `bits` low bits per value, padded with zeros to a whole byte. */
export function riceEncode(values: Int8Array, bits: number): Uint8Array {
	const out = new Uint8Array(riceSize(values, bits));
	let position = 0;
	const write = (bit: number): void => {
		if (bit) out[position >> 3] = out[position >> 3]! | (0x80 >> (position & 7));
		position++;
	};
	for (const value of values) {
		const mapped = zigzag(value);
		for (let ones = mapped >> bits; ones > 0; ones--) write(1);
		write(0);
		for (let bit = bits - 1; bit >= 0; bit--) write((mapped >> bit) & 1);
	}
	return out;
}

/**
 * The `count` int8 values whose Rice code with `bits` low bits is `code`.
 * It runs once, on the first offline decision, mostly before V8 optimises
 * it, so it reads a byte's run of ones at a time rather than bit by bit.
 */
export function riceDecode(code: Uint8Array, count: number, bits: number): Int8Array {
	const values = new Int8Array(count);
	const end = code.length * 8;
	const lowMask = (1 << bits) - 1;
	let position = 0;
	for (let i = 0; i < count; i++) {
		let high = 0;
		for (;;) {
			if (position >= end) throw new Error(`the Rice code ends before its ${count} values`);
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
		const pair = (code[position >> 3]! << 8) | (code[(position >> 3) + 1] ?? 0);
		const low = (pair >> (16 - (position & 7) - bits)) & lowMask;
		position += bits;
		if (position > end) throw new Error(`the Rice code ends before its ${count} values`);
		const mapped = (high << bits) | low;
		values[i] = (mapped >>> 1) ^ -(mapped & 1);
	}
	return values;
}

/** The number of low bits that codes `values` in the fewest bytes (the smallest such, so the choice is deterministic). */
export function bestRiceBits(values: Int8Array): number {
	let best = 0;
	for (let bits = 1; bits < 8; bits++) if (riceSize(values, bits) < riceSize(values, best)) best = bits;
	return best;
}

/** Bytes of the Rice code of `values` with `bits` low bits. */
function riceSize(values: Int8Array, bits: number): number {
	let total = 0;
	for (const value of values) total += (zigzag(value) >> bits) + 1 + bits;
	return Math.ceil(total / 8);
}

function zigzag(value: number): number {
	return value >= 0 ? value * 2 : -value * 2 - 1;
}
