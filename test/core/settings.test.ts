import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, resolveSettings, resolveSettingsWithWarnings, SETTING_DECLARATIONS, type Settings } from "../../src/core/settings";

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

	it("falls back to the default for numbers outside their range, as the settings tab would refuse them", () => {
		const settings = resolveSettings({ batchSize: 0, timeoutSeconds: 3, contextBudget: 250000, postponeDefaultDays: 1.5, duplicateThreshold: 0.1, debounceSeconds: Number.NaN, caps: { memory: 0, rules: 10, skills: 1e9 } });
		expect(settings).toMatchObject({
			batchSize: DEFAULT_SETTINGS.batchSize,
			timeoutSeconds: DEFAULT_SETTINGS.timeoutSeconds,
			contextBudget: DEFAULT_SETTINGS.contextBudget,
			postponeDefaultDays: DEFAULT_SETTINGS.postponeDefaultDays,
			duplicateThreshold: DEFAULT_SETTINGS.duplicateThreshold,
			debounceSeconds: DEFAULT_SETTINGS.debounceSeconds,
			caps: { ...DEFAULT_SETTINGS.caps, rules: 10 },
		});
		expect(resolveSettings({ batchSize: 201 }).batchSize).toBe(DEFAULT_SETTINGS.batchSize);
	});

	it("keeps numbers at the edges of their range, and fractions where whole numbers are not asked for", () => {
		const edges = { batchSize: 200, timeoutSeconds: 5, contextBudget: 0, postponeDefaultDays: 365, duplicateThreshold: 1, debounceSeconds: 2.5, caps: { memory: 10000, rules: 1, skills: 1 } };
		expect(resolveSettings(edges)).toMatchObject(edges);
	});

	it("falls back for an empty agenda list and a heading that is empty or spans lines", () => {
		expect(resolveSettings({ agendaPaths: [] }).agendaPaths).toEqual(DEFAULT_SETTINGS.agendaPaths);
		expect(resolveSettings({ laterHeading: "  " }).laterHeading).toBe(DEFAULT_SETTINGS.laterHeading);
		expect(resolveSettings({ laterHeading: "Later\n# Injected" }).laterHeading).toBe(DEFAULT_SETTINGS.laterHeading);
		expect(resolveSettings({ laterHeading: "Someday" }).laterHeading).toBe("Someday");
	});

	it("keeps every valid value of a complete data.json", () => {
		const stored: Settings = {
			agendaPaths: ["Week.md", "Daily/Today.md", "Journal/*.md"],
			dailyNoteAgenda: true,
			exchangePath: "Inbox/Review.md",
			archivePath: "Inbox/Old.md",
			memoryPath: "Me/Facts.md",
			rulesFolder: "How",
			skillsFolder: "Style",
			completeMode: "remove",
			completionDate: true,
			postponeMode: "later-heading",
			laterHeading: "Someday",
			postponeDefaultDays: 3,
			dateOrder: "month-first",
			undatedPostpone: "default-days",
			provider: "anthropic",
			baseUrl: "http://localhost:1234/v1",
			model: "claude",
			apiKeySecret: "mine",
			batchSize: 5,
			timeoutSeconds: 30,
			contextBudget: 4000,
			monthlyRequestLimit: 500,
			caps: { memory: 10, rules: 20, skills: 30 },
			duplicateThreshold: 0.8,
			extraCues: { fr: { completion: ["bouclé"] } },
			learnFromDecisions: false,
			promotePatterns: false,
			patternProposals: 5,
			proposeRetirement: false,
			retireUnusedMonths: 9,
			autoProcess: false,
			debounceSeconds: 2,
			migrateOnTick: true,
			mcpServe: true,
			mcpPort: 31337,
		};
		expect(resolveSettings(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
	});

	it("declares defaults that its own checks accept", () => {
		expect(resolveSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
		expect(DEFAULT_SETTINGS.provider).toBe(SETTING_DECLARATIONS.provider.default);
		expect(DEFAULT_SETTINGS.caps.memory).toBe(SETTING_DECLARATIONS.caps.fields.memory.default);
	});

	it("never shares nested objects with the defaults", () => {
		const settings = resolveSettings({});
		settings.caps.memory = 1;
		settings.agendaPaths.push("Other.md");
		settings.extraCues.en = { completion: ["sorted"] };
		expect(DEFAULT_SETTINGS.caps.memory).toBe(200);
		expect(DEFAULT_SETTINGS.agendaPaths).toEqual(["Agenda.md"]);
		expect(DEFAULT_SETTINGS.extraCues).toEqual({});
		expect(resolveSettings({ agendaPaths: settings.agendaPaths }).agendaPaths).not.toBe(settings.agendaPaths);
	});
});

describe("note and folder paths that leave the vault", () => {
	it("are refused with the default used and a warning naming them, never re-rooted inside the vault", () => {
		const { settings, warnings } = resolveSettingsWithWarnings({ exchangePath: "/tmp/Exchange.md", archivePath: "C:\\Notes\\Archive.md", memoryPath: "Memory/../../Memory.md", skillsFolder: "./Skills", rulesFolder: "My rules" });
		expect([settings.exchangePath, settings.archivePath, settings.memoryPath, settings.skillsFolder, settings.rulesFolder]).toEqual(["Migration/Exchange.md", "Migration/Archive.md", "Memory/Memory.md", "Skills", "My rules"]);
		expect(warnings).toEqual([
			'The setting exchangePath "/tmp/Exchange.md" was refused (absolute paths are not allowed); the default "Migration/Exchange.md" is used.',
			'The setting archivePath "C:\\\\Notes\\\\Archive.md" was refused (absolute paths are not allowed); the default "Migration/Archive.md" is used.',
			`The setting memoryPath "Memory/../../Memory.md" was refused (it leaves its folder ('..' or '.')); the default "Memory/Memory.md" is used.`,
			`The setting skillsFolder "./Skills" was refused (it leaves its folder ('..' or '.')); the default "Skills" is used.`,
		]);
		expect(resolveSettings({ exchangePath: "/tmp/Exchange.md" }).exchangePath).toBe("Migration/Exchange.md");
	});
});
