import type { App } from "obsidian";

/** The part of the Tasks plugin's API v1 we use. */
interface TasksApiV1 {
	executeToggleTaskDoneCommand(line: string, path: string): string;
}

/**
 * The Tasks plugin's "toggle done", when Tasks is installed and enabled:
 * it ticks a task line as Tasks does, writing a recurring task's next
 * occurrence. Undefined without Tasks (the plugin API is untyped, so every
 * step is checked).
 */
export function tasksToggle(app: App): ((line: string, path: string) => string) | undefined {
	const plugins = (app as unknown as { plugins?: { plugins?: Record<string, { apiV1?: Partial<TasksApiV1> } | undefined> } }).plugins?.plugins;
	const api = plugins?.["obsidian-tasks-plugin"]?.apiV1;
	if (typeof api?.executeToggleTaskDoneCommand !== "function") return undefined;
	const toggle = api.executeToggleTaskDoneCommand.bind(api);
	return (line, path) => {
		const result: unknown = toggle(line, path);
		return typeof result === "string" ? result : line;
	};
}
