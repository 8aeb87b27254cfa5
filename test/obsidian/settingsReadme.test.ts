/**
 * The README and docs/ name settings the way the settings tab does, so a
 * user can find what they talk about. docs/settings.md's "## Settings"
 * section lists every row of the tab; anywhere in the README and docs/, a
 * setting they ask you to turn on or set is a row of the tab, and the value
 * they name is one the dropdown offers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { SETTING_DECLARATIONS } from "../../src/core/settings";
import type { SettingDeclaration } from "../../src/core/settings/kinds";
import { Setting } from "../stubs/obsidian";
import { loadPlugin, type Harness } from "./fakeApp";

const SETTINGS_DOC = readFileSync(new URL("../../docs/settings.md", import.meta.url), "utf8");

/** The README and every note of docs/, one after the other. */
function allDocs(): string {
	const docsDir = new URL("../../docs/", import.meta.url);
	const docs = readdirSync(docsDir)
		.filter((name) => name.endsWith(".md"))
		.map((name) => readFileSync(new URL(name, docsDir), "utf8"));
	return [readFileSync(new URL("../../README.md", import.meta.url), "utf8"), ...docs].join("\n");
}

/** docs/settings.md's "## Settings" section, up to the next heading, with line breaks and indentation folded into spaces. */
function settingsSection(): string {
	const match = /^## Settings\n([\s\S]*?)(?=^#{1,3} |(?![\s\S]))/m.exec(SETTINGS_DOC);
	if (!match) throw new Error("docs/settings.md has no ## Settings section");
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

describe("the settings the README and docs/ name", () => {
	let harness: Harness;
	afterEach(() => harness.plugin.unload());

	it("name only rows of the settings tab, and every one of them", async () => {
		harness = await loadPlugin();
		const { rows, headings } = tabNames(harness);
		const section = settingsSection();
		for (const name of quoted(section)) expect(rows, `"${name}" in docs/settings.md is not a row of the settings tab`).toContain(name);
		for (const name of rows) expect(quoted(section), `docs/settings.md's settings section does not list "${name}"`).toContain(name);
		for (const heading of headings) expect(section, `docs/settings.md's settings section has no part "${heading}"`).toContain(`**${heading}`);
	});

	it("turn on and set only rows of the tab, to values their dropdowns offer", async () => {
		harness = await loadPlugin();
		const { rows } = tabNames(harness);
		const text = allDocs().replace(/\s+/g, " ");
		const named = [...text.matchAll(/"([^"]+)" is on|turn on "([^"]+)"|"([^"]+)" set to "([^"]+)"/g)];
		expect(named.length).toBeGreaterThanOrEqual(3);
		for (const match of named) {
			const setting = match[1] ?? match[2] ?? match[3]!;
			expect(rows, `the docs name a setting "${setting}"`).toContain(setting);
			if (match[4] !== undefined) expect(optionLabels(), `"${setting}" offers no "${match[4]}"`).toContain(match[4]);
		}
	});
});
