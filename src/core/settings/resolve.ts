import { unsafePathReason } from "../paths";
import { CUE_CATEGORIES, LANGUAGES, type CueCategory, type ExtraCues, type Language } from "../languages";
import type { Settings } from "./";
import { SETTING_DECLARATIONS } from "./declarations";
import { withinRange, type SettingDeclaration } from "./kinds";

/** Every setting's key, in declaration order. */
const KEYS = Object.keys(SETTING_DECLARATIONS) as (keyof Settings)[];

/** The settings of a new vault, built from the declarations' defaults (a fresh copy on each call, so nothing is shared). */
export function defaultSettings(): Settings {
	return Object.fromEntries(KEYS.map((key) => [key, defaultOf(SETTING_DECLARATIONS[key])])) as unknown as Settings;
}

/**
 * Reads stored settings (a hand-edited data.json may hold anything): each
 * field of the right type, among the allowed values and inside its range is
 * kept; anything else falls back to its default. A group of numbers (the
 * caps) is read field by field.
 */
export function resolveSettings(stored: unknown): Settings {
	return resolveSettingsWithWarnings(stored).settings;
}

/** Settings read from stored data, and what was refused in it for the user to hear about. */
export interface ResolvedSettings {
	settings: Settings;
	/** One sentence per refused value, naming the setting, the value and the default used instead. */
	warnings: string[];
}

/**
 * `resolveSettings`, saying what it refused that the user must hear about:
 * a note or folder path that is absolute or leaves the vault (`/tmp/x.md`,
 * `C:\notes`, `../outside`) is never re-rooted inside the vault, where it
 * would quietly name another note; the default is used instead.
 */
export function resolveSettingsWithWarnings(stored: unknown): ResolvedSettings {
	const record = isRecord(stored) ? stored : {};
	const warnings: string[] = [];
	const settings = Object.fromEntries(
		KEYS.map((key) => {
			const declaration = SETTING_DECLARATIONS[key];
			const value = record[key];
			if ((declaration.kind === "note" || declaration.kind === "folder") && typeof value === "string") {
				const reason = escapingPathReason(value);
				if (reason !== null) {
					warnings.push(`The setting ${key} ${JSON.stringify(value)} was refused (${reason}); the default ${JSON.stringify(declaration.default)} is used.`);
					return [key, declaration.default];
				}
			}
			return [key, read(declaration, value)];
		}),
	) as unknown as Settings;
	return { settings, warnings };
}

/** Why a path setting would point outside the vault (absolute, or with `..` or `.` segments), or null. */
function escapingPathReason(path: string): string | null {
	if (path.trim() === "") return null;
	const reason = unsafePathReason(path);
	return reason !== null && (reason.startsWith("absolute") || reason.startsWith("it leaves")) ? reason : null;
}

/** A copy of a declaration's default. */
function defaultOf(declaration: SettingDeclaration): unknown {
	switch (declaration.kind) {
		case "notes":
			return [...declaration.default];
		case "numbers":
			return Object.fromEntries(Object.entries(declaration.fields).map(([field, number]) => [field, number.default]));
		case "cues":
			return cleanCues(declaration.default);
		default:
			return declaration.default;
	}
}

/** The stored value when it fits the declaration, else (a copy of) the default. */
function read(declaration: SettingDeclaration, value: unknown): unknown {
	switch (declaration.kind) {
		case "text":
		case "secret":
		case "note":
		case "folder":
			return typeof value === "string" ? value : declaration.default;
		case "heading":
			return typeof value === "string" && value.trim() !== "" && !/[\r\n]/.test(value) ? value : declaration.default;
		case "notes":
			return Array.isArray(value) && value.length > 0 && value.every((path) => typeof path === "string") ? [...value] : defaultOf(declaration);
		case "boolean":
			return typeof value === "boolean" ? value : declaration.default;
		case "number":
			return typeof value === "number" && withinRange(value, declaration) ? value : declaration.default;
		case "choice":
			return typeof value === "string" && declaration.values.includes(value) ? value : declaration.default;
		case "numbers": {
			const fields = isRecord(value) ? value : {};
			return Object.fromEntries(Object.entries(declaration.fields).map(([field, number]) => [field, read(number, fields[field])]));
		}
		case "cues":
			return cleanCues(value);
	}
}

/** Keeps only well-formed extra cue lists: language → category → words. */
function cleanCues(value: unknown): ExtraCues {
	const cues: ExtraCues = {};
	if (!isRecord(value)) return cues;
	for (const [language, categories] of Object.entries(value)) {
		if (!(LANGUAGES as readonly string[]).includes(language) || !isRecord(categories)) continue;
		const kept: Partial<Record<CueCategory, string[]>> = {};
		for (const [category, words] of Object.entries(categories)) {
			if (!(CUE_CATEGORIES as readonly string[]).includes(category) || !Array.isArray(words)) continue;
			kept[category as CueCategory] = words.filter((word): word is string => typeof word === "string" && word.trim() !== "");
		}
		cues[language as Language] = kept;
	}
	return cues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
