import { describe, expect, it } from "vitest";
import { lazy, lazyRecord } from "../../src/core/lazy";

describe("lazy", () => {
	it("builds nothing until first asked, then once", () => {
		let builds = 0;
		const table = lazy(() => ({ built: ++builds }));
		expect(builds).toBe(0);
		const first = table();
		expect(table()).toBe(first);
		expect(builds).toBe(1);
	});

	it("keeps a value that is falsy", () => {
		let builds = 0;
		const nothing = lazy(() => (builds++, undefined));
		nothing();
		nothing();
		expect(builds).toBe(1);
	});
});

describe("lazyRecord", () => {
	it("builds each entry on its first read only, and reads like a plain record", () => {
		const built: string[] = [];
		const record = lazyRecord(["en", "de"] as const, (key) => {
			built.push(key);
			return key.toUpperCase();
		});
		expect(built).toEqual([]);
		expect(record.de).toBe("DE");
		expect(record.de).toBe("DE");
		expect(built).toEqual(["de"]);
		expect(Object.keys(record)).toEqual(["en", "de"]);
		expect({ ...record }).toEqual({ en: "EN", de: "DE" });
	});
});
