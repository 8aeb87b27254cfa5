import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase91, encodeBase91 } from "../../../../src/core/deciders/model/model";
import { sparseDecode, sparseEncode } from "../../../../src/core/deciders/model/riceCode";
import { BUCKETS } from "../../../../src/core/deciders/model/features";
import weights from "../../../../src/core/deciders/model/weights.json";

/** Mostly zeros, as the shipped weights are, with any int8 between. */
const sparseInt8s = fc
	.array(fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: -128, max: 127 }), weight: 1 }), { maxLength: 400 })
	.map((values) => Int8Array.from(values));

describe("the sparse Rice code of the model's weights", () => {
	it("gives back every int8 array it codes", () => {
		fc.assert(
			fc.property(sparseInt8s, (values) => {
				const { code, ...shape } = sparseEncode(values);
				expect([...sparseDecode(code, values.length, shape)]).toEqual([...values]);
			}),
		);
	});

	it("codes the extremes, long runs of zeros and a last weight that is not zero", () => {
		const values = new Int8Array(70000);
		values.set([-128, 127, -1, 1], 0);
		values[40000] = -128;
		values[69999] = 3;
		const { code, ...shape } = sparseEncode(values);
		expect(shape.nonzero).toBe(6);
		expect([...sparseDecode(code, values.length, shape)]).toEqual([...values]);
	});

	it("refuses a code cut short, or one placing a value past the weights, instead of reading on", () => {
		const values = Int8Array.from([5, 0, 0, -3, 100, -100, 7, 0, 0, 1]);
		const { code, ...shape } = sparseEncode(values);
		expect(() => sparseDecode(code.slice(0, code.length - 2), values.length, shape)).toThrow(/ends before its 6 values/);
		expect(() => sparseDecode(code, 5, shape)).toThrow(/past its 5 weights/);
	});

	it("codes the shipped weights as it would code them again, in under a byte for each weight kept", () => {
		const code = decodeBase91(weights.weights);
		const decoded = sparseDecode(code, weights.classes.length * BUCKETS, weights);
		const again = sparseEncode(decoded);
		expect(again.code).toEqual(code);
		expect([again.nonzero, again.gapBits, again.valueBits]).toEqual([weights.nonzero, weights.gapBits, weights.valueBits]);
		expect(code.length).toBeLessThan(weights.nonzero);
	});
});

describe("the weights' text (basE91)", () => {
	it("gives back every byte string it wrote, and needs no escape in JSON", () => {
		let seed = 7;
		const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		for (let length = 0; length < 300; length++) {
			const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
			const text = encodeBase91(bytes);
			expect([...decodeBase91(text)]).toEqual([...bytes]);
			expect(JSON.stringify(text)).toBe(`"${text}"`);
		}
		// Runs of zeros, which most of the Rice code is, and all ones.
		for (const fill of [0, 255]) expect([...decodeBase91(encodeBase91(new Uint8Array(1000).fill(fill)))]).toEqual(new Array<number>(1000).fill(fill));
	});

	it("is about 8 % shorter than base64 for the shipped weights", () => {
		const bytes = decodeBase91(weights.weights);
		expect(weights.weights.length).toBeLessThan(Math.ceil(bytes.length / 3) * 4 * 0.93);
	});
});
