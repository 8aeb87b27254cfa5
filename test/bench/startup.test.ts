import { describe, expect, it } from "vitest";
import { BUNDLE_LIMIT_KB, limitLine, limitVerdict, overLimits, STARTUP_LIMIT_MS, type Limited } from "../../bench/startup";

const startup = (measured: number): Limited => ({ label: "main.js evaluation + onload", unit: "ms", measured, limit: STARTUP_LIMIT_MS });
const size = (measured: number): Limited => ({ label: "main.js size", unit: "KB", measured, limit: BUNDLE_LIMIT_KB });

describe("the startup bench's limits", () => {
	it("hold a figure at the limit itself, and fail one just over it, saying by how much", () => {
		expect(limitVerdict(startup(16))).toEqual({ within: true });
		expect(limitVerdict(startup(18))).toEqual({ within: false, over: 2, overPercent: 12.5 });
		expect(limitLine(startup(18))).toBe("main.js evaluation + onload: 18.00 ms (limit 16 ms) ✗ OVER by 2.00 ms (12.5 %)");
		expect(limitLine(size(447.3))).toBe("main.js size: 447.30 KB (limit 595 KB) ✓ within");
	});

	it("lists only the figures over their limits, so a run fails only then", () => {
		expect(overLimits([startup(14.2), size(447)])).toEqual([]);
		expect(overLimits([startup(14.2), size(606)])).toEqual(["main.js size: 606.00 KB (limit 595 KB) ✗ OVER by 11.00 KB (1.8 %)"]);
		expect(overLimits([startup(16.5), size(606)])).toHaveLength(2);
	});
});
