/**
 * The README names settings the way the settings tab does, so a user can
 * find what the README talks about. Its settings section lists every row of
 * the tab; elsewhere, a setting the README asks you to turn on or set is a
 * row of the tab, and the value it names is one the dropdown offers.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { SETTING_DECLARATIONS } from "../../src/core/settings";
import type { SettingDeclaration } from "../../src/core/settings/kinds";
import { Setting } from "../stubs/obsidian";
import { loadPlugin, type Harness } from "./fakeApp";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The README's "### Settings" section, up to the next heading, with line breaks and indentation folded into spaces. */
function settingsSection(): string {
	const match = /^### Settings\n([\s\S]*?)(?=^#{1,3} )/m.exec(README);
	if (!match) throw new Error("The README has no ### Settings section");
	return match[1]!.replace(/\s+/g, " ");
}

/** Every "quoted" phrase of a text. */
function quoted(text: string): string[] {
	return [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** The settings tab's row names and headings, as display() draws them. */
function tabNames(harness: Harness): { rows: string[]; headings: string[] } {
	const tab = harness.stub.settingTabs[0]!;
	tab.display();
	const settings = tab.containerEl.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
	return { rows: settings.filter((s) => !s.isHeading).map((s) => s.name), headings: settings.filter((s) => s.isHeading).map((s) => s.name) };
}

/** The labels the tab's dropdowns offer. */
function optionLabels(): string[] {
	return Object.values(SETTING_DECLARATIONS as Record<string, SettingDeclaration>).flatMap((declaration) => (declaration.kind === "choice" ? Object.values(declaration.options) : []));
}

describe("the README's settings", () => {
	let harness: Harness;
	afterEach(() => harness.plugin.unload());

	it("name only rows of the settings tab, and every one of them", async () => {
		harness = await loadPlugin();
		const { rows, headings } = tabNames(harness);
		const section = settingsSection();
		for (const name of quoted(section)) expect(rows, `"${name}" in the README is not a row of the settings tab`).toContain(name);
		for (const name of rows) expect(quoted(section), `the README's settings section does not list "${name}"`).toContain(name);
		for (const heading of headings) expect(section, `the README's settings section has no part "${heading}"`).toContain(`**${heading}`);
	});

	it("turn on and set only rows of the tab, to values their dropdowns offer", async () => {
		harness = await loadPlugin();
		const { rows } = tabNames(harness);
		const text = README.replace(/\s+/g, " ");
		const named = [...text.matchAll(/"([^"]+)" is on|turn on "([^"]+)"|"([^"]+)" set to "([^"]+)"/g)];
		expect(named.length).toBeGreaterThanOrEqual(3);
		for (const match of named) {
			const setting = match[1] ?? match[2] ?? match[3]!;
			expect(rows, `the README names a setting "${setting}"`).toContain(setting);
			if (match[4] !== undefined) expect(optionLabels(), `"${setting}" offers no "${match[4]}"`).toContain(match[4]);
		}
	});
});
