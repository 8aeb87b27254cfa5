import type { App } from "obsidian";
import { describe, expect, it } from "vitest";
import { tasksToggle } from "../../src/obsidian/tasksApi";

const appWith = (plugins: unknown) => ({ plugins: { plugins } }) as unknown as App;

describe("the Tasks plugin's toggle", () => {
	it("is used when Tasks is installed: its answer replaces the line", () => {
		const calls: string[][] = [];
		const api = {
			prefix: "- [ ] next",
			executeToggleTaskDoneCommand(this: { prefix: string }, line: string, path: string) {
				calls.push([line, path]);
				return `${this.prefix}\n${line.replace("[ ]", "[x]")}`;
			},
		};
		const toggle = tasksToggle(appWith({ "obsidian-tasks-plugin": { apiV1: api } }));
		expect(toggle?.("- [ ] Water 🔁 every week", "Agenda.md")).toBe("- [ ] next\n- [x] Water 🔁 every week");
		expect(calls).toEqual([["- [ ] Water 🔁 every week", "Agenda.md"]]);
	});

	it.each([
		["no plugins at all", undefined],
		["Tasks not installed", {}],
		["an API without the toggle", { "obsidian-tasks-plugin": { apiV1: {} } }],
	])("is absent with %s", (_name, plugins) => {
		expect(tasksToggle(appWith(plugins))).toBeUndefined();
	});
});
