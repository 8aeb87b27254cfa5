import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, resolveSettings } from "../../src/core/settings";

describe("resolveSettings", () => {
	it("fills what is missing with defaults", () => {
		expect(resolveSettings(undefined)).toEqual(DEFAULT_SETTINGS);
		expect(resolveSettings({ agendaPaths: ["Week.md"] })).toEqual({ ...DEFAULT_SETTINGS, agendaPaths: ["Week.md"] });
	});

	it("ignores fields of the wrong type in a hand-edited data.json", () => {
		const settings = resolveSettings({ batchSize: "many", agendaPaths: [1, 2], caps: { memory: "lots", rules: 10 }, provider: 7, extraCues: { de: { completion: ["passt", 3], bogus: ["x"] }, xx: {} } });
		expect(settings.batchSize).toBe(DEFAULT_SETTINGS.batchSize);
		expect(settings.agendaPaths).toEqual(DEFAULT_SETTINGS.agendaPaths);
		expect(settings.caps).toEqual({ ...DEFAULT_SETTINGS.caps, rules: 10 });
		expect(settings.provider).toBe("offline");
		expect(settings.extraCues).toEqual({ de: { completion: ["passt"] } });
		expect(resolveSettings({ provider: "gemini", postponeMode: "never" })).toMatchObject({ provider: "offline", postponeMode: "scheduled" });
		expect(resolveSettings({ provider: "ollama" }).provider).toBe("ollama");
	});

	it("never shares nested objects with the defaults", () => {
		const settings = resolveSettings({});
		settings.caps.memory = 1;
		expect(DEFAULT_SETTINGS.caps.memory).toBe(200);
	});
});
