import type { App } from "obsidian";
import { resolveAgendaSources, type AgendaSources } from "../core/agenda/sources";
import type { Settings } from "../core/settings";
import { dailyNotePath } from "./dailyNote";

/** The agenda sources of the settings, and today's daily note when "Today's daily note" is on. */
export interface PluginAgendaEntries {
	entries: string[];
	/** Today's daily note's path (null: the setting is off, or no plugin makes daily notes). */
	daily: string | null;
	problems: string[];
}

/** The settings' agenda sources with today's daily note added when the setting asks for it (the watcher matches changed notes against these). */
export function pluginAgendaEntries(app: App, settings: Settings, now: Date): PluginAgendaEntries {
	if (!settings.dailyNoteAgenda) return { entries: settings.agendaPaths, daily: null, problems: [] };
	const daily = dailyNotePath(app, now);
	if (daily === null) return { entries: settings.agendaPaths, daily: null, problems: ["Today's daily note: neither the Daily notes core plugin nor Periodic Notes is on."] };
	return { entries: [...settings.agendaPaths, daily], daily, problems: [] };
}

/**
 * The agenda notes a process run reads: the sources resolved against the
 * vault's Markdown notes. Today's daily note counts once it exists (before
 * it is created there is nothing to process, and nothing to report).
 */
export function pluginAgendaNotes(app: App, settings: Settings, now: Date): AgendaSources {
	const notes = app.vault.getMarkdownFiles().map((file) => file.path);
	const { entries, daily, problems } = pluginAgendaEntries(app, settings, now);
	const resolved = resolveAgendaSources(
		entries.filter((entry) => entry !== daily || notes.includes(daily)),
		notes,
	);
	return { paths: resolved.paths, problems: [...problems, ...resolved.problems] };
}
