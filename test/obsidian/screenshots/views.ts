/**
 * The views the screenshots show, drawn with the plugin's own code over a
 * DOM stand-in for `obsidian` (obsidianDom.ts): the review panel, its
 * Memory tab and the settings tab. scripts/screenshot.sh bundles page.ts, which draws
 * one of them in headless Chromium; test/obsidian/screenshots.test.ts draws
 * them again in happy-dom and checks the hashes kept beside the pictures.
 */
import { Setting, type App } from "obsidian";
import { resolveSettings } from "../../../src/core/settings";
import type { MemoryUsage } from "../../../src/core/memory/usage";
import { loadWork } from "../../../src/obsidian/loadWork";
import { MemoryTab, type MemoryTabHost } from "../../../src/obsidian/memoryTab";
import { buildReviewModel } from "../../../src/obsidian/reviewModel";
import { ReviewPanel } from "../../../src/obsidian/reviewPanel";
import { checkFolderPath } from "../../../src/obsidian/settingsInput";
import { AnnotationMemorySettingTab, type SettingsHost } from "../../../src/obsidian/settingsTab";
import { EXCHANGE } from "../../helpers/exchangeFixture";
import { FileSystemAdapter } from "./obsidianDom";

/** The views, by the name page.ts takes after the `#`. */
export const VIEW_NAMES = ["review", "settings", "memory"] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export function isViewName(name: string): name is ViewName {
	return (VIEW_NAMES as readonly string[]).includes(name);
}

/**
 * Draws one view into document.body, then waits a turn of the event loop:
 * what the view draws once a promise settles (the learned examples' count)
 * is drawn too when this resolves.
 */
export async function drawView(name: ViewName): Promise<void> {
	// The Memory tab's list loads with the plugin's work, as in Obsidian: loaded first, it draws within this turn.
	if (name === "memory") await loadWork();
	inEnglish(name === "review" ? showReviewPanel : name === "memory" ? showMemoryTab : showSettings);
	await new Promise((resolve) => setTimeout(resolve, 0));
}

const nothing = () => undefined;

/** The fixture's exchange note with a "Same as" line (ticked) and a "Replaces" line under the memory proposal. */
const EXCHANGE_WITH_RELATIONS = EXCHANGE.replace(
	"- [ ] Reject\n> item: Call parents",
	"- [ ] Reject\n- [x] Same as: Called the parents on Sunday. <!-- am:same 11112222 -->\n- [ ] Replaces: Last call with parents was in March. <!-- am:replaces 33334444 -->\n> item: Call parents",
);

function showReviewPanel(): void {
	document.body.addClass("am-shot-sidebar");
	const leaf = document.body.createDiv({ cls: "workspace-leaf" });
	const header = leaf.createDiv({ cls: "view-header" });
	header.createDiv({ cls: "view-header-title", text: "Annotation review" });
	const content = leaf.createDiv({ cls: "view-content" });
	new ReviewPanel(content, { accept: nothing, reject: nothing, acceptAll: nothing, toggleRelation: nothing, edit: nothing, openSource: nothing, migrate: nothing, openExchange: nothing }).update({
		model: buildReviewModel(EXCHANGE_WITH_RELATIONS),
		lastRun: { kind: "process", at: "2026-04-09T10:02:00", summary: "3 annotations, 2 proposals added, 3 items edited.", errors: [] },
		exchangePath: "Migration/Exchange.md",
		busy: false,
	});
}

/** What the Memory tab shows: a memory note and a rules note, with uses counted by every writer. */
const MEMORY_USAGE: MemoryUsage = {
	countingSince: "2026-11-02T12:00Z",
	notes: [
		{
			path: "Memory/Memory.md",
			kind: "memory",
			entries: [
				{ id: "7f3a9c21", text: "Last call with parents was two days ago, not weeks.", date: "2026-04-08", ageDays: 243, source: "Agenda.md", uses: 14, lastUse: "2026-12-06T12:10Z", usesBy: { decision: 11, copy: 3 }, disabled: false },
				{ id: "1b2c3d4e", text: "The plumber is Mario Bianchi now.", date: "2026-10-21", ageDays: 47, source: "Agenda.md", uses: 2, lastUse: "2026-11-30T12:00Z", usesBy: { "mcp:get_context": 2 }, disabled: false },
				{ id: "5e6f7a8b", text: "Marta prefers oolong tea.", date: "2026-05-02", ageDays: 219, source: null, uses: 0, lastUse: null, usesBy: {}, disabled: true },
			],
		},
		{
			path: "Rules/agenda.md",
			kind: "rules",
			entries: [{ id: "9c0d1e2f", text: "Postpone calls to family to Saturday morning.", date: "2026-09-14", ageDays: 84, source: "Agenda.md", uses: 31, lastUse: "2026-12-07T12:40Z", usesBy: { decision: 31 }, disabled: false }],
		},
	],
};

function showMemoryTab(): void {
	document.body.addClass("am-shot-sidebar");
	const leaf = document.body.createDiv({ cls: "workspace-leaf" });
	const header = leaf.createDiv({ cls: "view-header" });
	header.createDiv({ cls: "view-header-title", text: "Annotation review" });
	const contentEl = leaf.createDiv({ cls: "view-content" });
	const events = { on: () => ({}) };
	const view = { contentEl, app: { vault: events }, registerEvent: nothing };
	const host = {
		settings: () => resolveSettings(undefined),
		busy: () => false,
		events,
		memoryUsage: () => Promise.resolve(MEMORY_USAGE),
		actOnEntry: () => Promise.resolve(),
		editEntry: () => Promise.resolve(null),
		entryPlace: () => Promise.resolve(null),
	};
	new MemoryTab(view as unknown as ConstructorParameters<typeof MemoryTab>[0], host as unknown as MemoryTabHost).show("memory");
}

function showSettings(): void {
	document.body.addClass("am-shot-settings");
	const settings = resolveSettings({ provider: "openai", baseUrl: "", model: "gpt-4o-mini", apiKeySecret: "openai-key", extraCues: { en: { completion: ["sorted", "wrapped up"] } } });
	const host = {
		settings,
		saveSettings: () => Promise.resolve(),
		http: () => Promise.reject(new Error("offline")),
		apiKey: () => null,
		exampleCount: () => Promise.resolve(12),
		forgetExamples: () => Promise.resolve(),
		bindings: () => Promise.resolve([{ path: "Rules/work.md", scope: { kind: "bound", patterns: ["Work/**", "#work"] } }]),
	};
	// A desktop vault: the settings tab shows the MCP server's command for its folder.
	const app = { vault: { adapter: new FileSystemAdapter("/Users/you/Notes"), getFolderByPath: () => null } };
	const tab = new AnnotationMemorySettingTab(app as unknown as App, host as unknown as SettingsHost);
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

/**
 * Runs `draw` with times formatted for English (US) whatever the machine's
 * locale: the pictures show Obsidian in English, and the DOM they are taken
 * from must not depend on where it is drawn ("10:02 AM" in the last run's
 * title, not "10:02").
 */
function inEnglish(draw: () => void): void {
	// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its Date below, and put back
	const toLocaleTimeString = Date.prototype.toLocaleTimeString;
	const inLocale = function (this: Date, locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions): string {
		const chosen = locales === undefined || (Array.isArray(locales) && locales.length === 0) ? "en-US" : locales;
		return toLocaleTimeString.call(this, chosen, options);
	};
	Date.prototype.toLocaleTimeString = inLocale;
	try {
		draw();
	} finally {
		Date.prototype.toLocaleTimeString = toLocaleTimeString;
	}
}
