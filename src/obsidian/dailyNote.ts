import { moment, normalizePath, type App } from "obsidian";

/** Where daily notes live and how they are named (a moment format, which may hold folders: `YYYY/MM/YYYY-MM-DD`). */
export interface DailyNoteSettings {
	folder: string;
	format: string;
}

/**
 * Obsidian's moment as the function it is at run time: its type is the
 * module namespace (`import * as Moment`), which the compiler will not call.
 */
const momentOf = moment as unknown as (date: Date) => { format(pattern: string): string };

/** The format both plugins fall back to when none is set. */
const DEFAULT_FORMAT = "YYYY-MM-DD";

/**
 * The daily-note settings in use: Periodic Notes' when it is installed with
 * daily notes on (it then makes the daily notes), else the Daily notes core
 * plugin's when that is on; null when neither makes daily notes. Neither
 * API is typed, so every step is checked.
 */
export function dailyNoteSettings(app: App): DailyNoteSettings | null {
	const periodic = field(call(field(app, "plugins"), "getPlugin", "periodic-notes"), "settings");
	const periodicDaily = field(periodic, "daily");
	if (field(periodicDaily, "enabled") === true) return settingsOf(periodicDaily);
	const core = call(field(app, "internalPlugins"), "getPluginById", "daily-notes");
	if (field(core, "enabled") !== true) return null;
	return settingsOf(field(field(core, "instance"), "options"));
}

/** The path of the daily note for `date` (today's, for the agenda), or null when no plugin makes daily notes. */
export function dailyNotePath(app: App, date: Date): string | null {
	const settings = dailyNoteSettings(app);
	if (settings === null) return null;
	const name = momentOf(date).format(settings.format);
	return normalizePath(settings.folder === "" ? `${name}.md` : `${settings.folder}/${name}.md`);
}

function settingsOf(options: unknown): DailyNoteSettings {
	const folder = field(options, "folder");
	const format = field(options, "format");
	return {
		folder: typeof folder === "string" ? folder.trim() : "",
		format: typeof format === "string" && format.trim() !== "" ? format.trim() : DEFAULT_FORMAT,
	};
}

/** `value[key]` when value is an object, else undefined. */
function field(value: unknown, key: string): unknown {
	return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** `value[method](argument)` when that is a function, else undefined (a throwing plugin counts as absent). */
function call(value: unknown, method: string, argument: string): unknown {
	const fn = field(value, method);
	if (typeof fn !== "function") return undefined;
	try {
		return (fn as (this: unknown, argument: string) => unknown).call(value, argument);
	} catch {
		return undefined;
	}
}
