import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64 } from "../../../../src/core/classifier/model/model";
import { bestRiceBits, riceDecode, riceEncode } from "../../../../src/core/classifier/model/riceCode";
import { BUCKETS } from "../../../../src/core/classifier/model/features";
import weights from "../../../../src/core/classifier/model/weights.json";

const int8s = fc.array(fc.integer({ min: -128, max: 127 }), { maxLength: 300 }).map((values) => Int8Array.from(values));

describe("the Rice code of the model's weights", () => {
	it("gives back every int8 array it codes, with any number of low bits", () => {
		fc.assert(
			fc.property(int8s, fc.integer({ min: 0, max: 7 }), (values, bits) => {
				expect([...riceDecode(riceEncode(values, bits), values.length, bits)]).toEqual([...values]);
			}),
		);
	});

	it("codes the extremes and long runs of ones across byte borders", () => {
		const values = Int8Array.from([-128, 127, 0, -1, 1, -128, -128, 127, 0]);
		for (let bits = 0; bits < 8; bits++) expect([...riceDecode(riceEncode(values, bits), values.length, bits)]).toEqual([...values]);
	});

	it("refuses a code cut short instead of reading zeros past its end", () => {
		const values = Int8Array.from([5, -3, 100, -100, 7, 0, 0, 1]);
		const code = riceEncode(values, 2);
		expect(() => riceDecode(code.slice(0, code.length - 2), values.length, 2)).toThrow(/ends before its 8 values/);
	});

	it("picks the low bits that code the shipped weights smallest, about half a byte per weight", () => {
		const code = decodeBase64(weights.weights);
		const decoded = riceDecode(code, weights.classes.length * BUCKETS, weights.riceBits);
		expect(bestRiceBits(decoded)).toBe(weights.riceBits);
		expect(riceEncode(decoded, weights.riceBits)).toEqual(code);
		expect(code.length).toBeLessThan(decoded.length * 0.6);
	});
});
