/** Which decider the process pass uses. */
export type ProviderKind = "offline" | "openai" | "anthropic" | "ollama";

import { CUE_CATEGORIES, LANGUAGES, type CueCategory, type ExtraCues, type Language } from "./languages";

/** Everything the core needs to know; stored in the plugin's data.json (never an API key). */
export interface Settings {
	/** Agenda notes whose annotations are processed. */
	agendaPaths: string[];
	exchangePath: string;
	archivePath: string;
	/** Where `[user]` entries go. */
	memoryPath: string;
	/** Folder of the `[rule:<scope>]` notes. */
	rulesFolder: string;
	/** Folder of the `[skill:<name>]` notes. */
	skillsFolder: string;
	/** `check`: tick the task; `remove`: delete the item line(s). */
	completeMode: "check" | "remove";
	/** Append a Tasks-plugin `✅ YYYY-MM-DD` when ticking a task. */
	completionDate: boolean;
	/** `scheduled`: add `⏳ YYYY-MM-DD`; `later-heading`: move the item under the "Later" heading. */
	postponeMode: "scheduled" | "later-heading";
	laterHeading: string;
	/** Days ahead a postponement without a date is scheduled. */
	postponeDefaultDays: number;
	provider: ProviderKind;
	baseUrl: string;
	model: string;
	/** Name of the secret in Obsidian's secret storage; the key itself is never stored here. */
	apiKeySecret: string;
	batchSize: number;
	timeoutSeconds: number;
	/** Upper bound, in characters, on the learned context sent with each request. */
	contextBudget: number;
	caps: { memory: number; rules: number; skills: number };
	/** Word overlap at or above which an entry counts as a near-duplicate. */
	duplicateThreshold: number;
	extraCues: ExtraCues;
	/** Plugin only: process agenda notes on change. */
	autoProcess: boolean;
	/** Plugin only: wait this long after the last change. */
	debounceSeconds: number;
	/** Plugin only: migrate as soon as a box in Exchange.md is ticked. */
	migrateOnTick: boolean;
}

/** Defaults for a new vault. */
export const DEFAULT_SETTINGS: Settings = {
	agendaPaths: ["Agenda.md"],
	exchangePath: "Migration/Exchange.md",
	archivePath: "Migration/Archive.md",
	memoryPath: "Memory/Memory.md",
	rulesFolder: "Rules",
	skillsFolder: "Skills",
	completeMode: "check",
	completionDate: false,
	postponeMode: "scheduled",
	laterHeading: "Later",
	postponeDefaultDays: 7,
	provider: "offline",
	baseUrl: "",
	model: "",
	apiKeySecret: "annotation-memory-api-key",
	batchSize: 20,
	timeoutSeconds: 60,
	contextBudget: 12000,
	caps: { memory: 200, rules: 50, skills: 50 },
	duplicateThreshold: 0.6,
	extraCues: {},
	autoProcess: true,
	debounceSeconds: 5,
	migrateOnTick: false,
};

/** The settings that take one of a few values. */
const CHOICES = {
	provider: ["offline", "openai", "anthropic", "ollama"],
	completeMode: ["check", "remove"],
	postponeMode: ["scheduled", "later-heading"],
} as const;

/** Fills missing or mistyped fields of stored settings with defaults. */
export function resolveSettings(stored: unknown): Settings {
	const merged: Settings = JSON.parse(JSON.stringify(DEFAULT_SETTINGS)) as Settings;
	if (typeof stored !== "object" || stored === null) return merged;
	const record = stored as Record<string, unknown>;
	for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
		const value = record[key];
		const fallback = DEFAULT_SETTINGS[key];
		if (value === undefined || value === null) continue;
		if (Array.isArray(fallback)) {
			if (Array.isArray(value) && value.every((v) => typeof v === "string")) (merged[key] as unknown) = [...value];
		} else if (key === "extraCues") {
			merged.extraCues = cleanCues(value);
		} else if (typeof fallback === "object") {
			if (typeof value !== "object" || Array.isArray(value)) continue;
			// Only fields of the right type replace the defaults (a hand-edited data.json may hold anything).
			const fields = Object.entries(value as Record<string, unknown>).filter(([field, v]) => typeof v === typeof (fallback as Record<string, unknown>)[field]);
			(merged[key] as unknown) = { ...fallback, ...Object.fromEntries(fields) };
		} else if (typeof value === typeof fallback && (!(key in CHOICES) || CHOICES[key as keyof typeof CHOICES].includes(value as never))) {
			(merged[key] as unknown) = value;
		}
	}
	return merged;
}

/** Keeps only well-formed extra cue lists: language → category → words. */
function cleanCues(value: unknown): ExtraCues {
	const cues: ExtraCues = {};
	if (typeof value !== "object" || value === null) return cues;
	for (const [language, categories] of Object.entries(value as Record<string, unknown>)) {
		if (!(LANGUAGES as readonly string[]).includes(language) || typeof categories !== "object" || categories === null) continue;
		const kept: Partial<Record<CueCategory, string[]>> = {};
		for (const [category, words] of Object.entries(categories as Record<string, unknown>)) {
			if (!(CUE_CATEGORIES as readonly string[]).includes(category) || !Array.isArray(words)) continue;
			kept[category as CueCategory] = words.filter((word): word is string => typeof word === "string" && word.trim() !== "");
		}
		cues[language as Language] = kept;
	}
	return cues;
}
