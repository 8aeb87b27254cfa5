import { normalizePath, type App } from "obsidian";
import { ownNotesOf, ownPlaceOf, resolveAgendaSources, type AgendaSources, type OwnNotes } from "../core/agenda/sources";
import type { Settings } from "../core/settings";
import { dailyNotePath } from "./dailyNote";

/** The agenda sources of the settings, and today's daily note when "Today's daily note" is on. */
export interface PluginAgendaEntries {
	entries: string[];
	/** Today's daily note's path (null: the setting is off, or no plugin makes daily notes). */
	daily: string | null;
	problems: string[];
}

/** The plugin's own notes and folders in this vault (Exchange, Archive, memory, rules, skills, the plugin's folder): never agenda notes. */
export function pluginOwnNotes(app: App, settings: Settings): OwnNotes {
	return ownNotesOf(settings, normalizePath(`${app.vault.configDir}/plugins/annotation-memory`));
}

/**
 * Why today's daily note cannot be an agenda note (its folder and format
 * name one of the plugin's own notes), or null. The settings tab marks the
 * setting with it, and a run shows it.
 */
export function dailyNoteProblem(app: App, settings: Settings, now: Date): string | null {
	if (!settings.dailyNoteAgenda) return null;
	const daily = dailyNotePath(app, now);
	if (daily === null) return null;
	const what = ownPlaceOf(daily, pluginOwnNotes(app, settings));
	return what === null ? null : `Today's daily note (${daily}) is ${what}, which is never an agenda note: change the daily notes' folder or format.`;
}

/** The settings' agenda sources with today's daily note added when the setting asks for it (the watcher matches changed notes against these). */
export function pluginAgendaEntries(app: App, settings: Settings, now: Date): PluginAgendaEntries {
	if (!settings.dailyNoteAgenda) return { entries: settings.agendaPaths, daily: null, problems: [] };
	const daily = dailyNotePath(app, now);
	if (daily === null) return { entries: settings.agendaPaths, daily: null, problems: ["Today's daily note: neither the Daily notes core plugin nor Periodic Notes is on."] };
	const refused = dailyNoteProblem(app, settings, now);
	if (refused !== null) return { entries: settings.agendaPaths, daily: null, problems: [refused] };
	return { entries: [...settings.agendaPaths, daily], daily, problems: [] };
}

/**
 * The agenda notes a process run reads: the sources resolved against the
 * vault's Markdown notes, the plugin's own notes left out (a source naming
 * one is a problem of the run). Today's daily note is read when it exists;
 * before it is created the run reports it not found, which is no error.
 */
export function pluginAgendaNotes(app: App, settings: Settings, now: Date): AgendaSources {
	const notes = app.vault.getMarkdownFiles().map((file) => file.path);
	const { entries, problems } = pluginAgendaEntries(app, settings, now);
	const resolved = resolveAgendaSources(entries, notes, pluginOwnNotes(app, settings));
	return { paths: resolved.paths, problems: [...problems, ...resolved.problems] };
}
