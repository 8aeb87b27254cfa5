/**
 * Renders the review panel (#review) or the settings tab (#settings) with
 * the plugin's own code, for the README screenshots (see
 * scripts/screenshot.sh, which bundles this with obsidianDom.ts standing in
 * for `obsidian`).
 */
import { Setting, type App } from "obsidian";
import { resolveSettings } from "../../../src/core/settings";
import { buildReviewModel } from "../../../src/obsidian/reviewModel";
import { ReviewPanel } from "../../../src/obsidian/reviewPanel";
import { checkFolderPath } from "../../../src/obsidian/settingsInput";
import { AnnotationMemorySettingTab, type SettingsHost } from "../../../src/obsidian/settingsTab";
import { EXCHANGE } from "../../helpers/exchangeFixture";

const nothing = () => undefined;

function showReviewPanel(): void {
	document.body.addClass("am-shot-sidebar");
	const leaf = document.body.createDiv({ cls: "workspace-leaf" });
	const header = leaf.createDiv({ cls: "view-header" });
	header.createDiv({ cls: "view-header-title", text: "Annotation review" });
	const content = leaf.createDiv({ cls: "view-content" });
	new ReviewPanel(content, { accept: nothing, reject: nothing, acceptAll: nothing, toggleRelation: nothing, edit: nothing, openSource: nothing, migrate: nothing, openExchange: nothing }).update({
		model: buildReviewModel(EXCHANGE),
		lastRun: { kind: "process", at: "2026-04-09T10:02:00", summary: "3 annotations, 2 proposals added, 3 items edited.", errors: [] },
		exchangePath: "Migration/Exchange.md",
		busy: false,
	});
}

function showSettings(): void {
	document.body.addClass("am-shot-settings");
	const settings = resolveSettings({ provider: "openai", baseUrl: "", model: "gpt-4o-mini", apiKeySecret: "openai-key", extraCues: { en: { completion: ["sorted", "wrapped up"] } } });
	const host = { settings, saveSettings: () => Promise.resolve(), http: () => Promise.reject(new Error("offline")), apiKey: () => null };
	const tab = new AnnotationMemorySettingTab({} as App, host as unknown as SettingsHost);
	// Drawn from the declarative definitions: the same rows display() draws.
	for (const group of tab.getSettingDefinitions() as { heading?: string; items: { render: (setting: Setting) => void }[] }[]) {
		if (group.heading !== undefined) new Setting(tab.containerEl).setName(group.heading).setHeading();
		for (const item of group.items) item.render(new Setting(tab.containerEl));
	}
	showRefusedInput(tab.containerEl, "Rules folder", "../Rules");
}

/** Shows one refused input, with the message the settings tab gives for it. */
function showRefusedInput(container: HTMLElement, name: string, value: string): void {
	const row = Array.from(container.querySelectorAll(".setting-item")).find((el) => el.querySelector(".setting-item-name")?.textContent === name);
	const input = row?.querySelector("input");
	const checked = checkFolderPath(value);
	if (!row || !input || checked.ok) return;
	input.value = value;
	input.addClass("am-invalid");
	row.querySelector(".am-setting-problem")?.setText(checked.message);
}

if (location.hash === "#settings") showSettings();
else showReviewPanel();
