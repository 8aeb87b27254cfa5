/**
 * The two views the README screenshots show, drawn with the plugin's own
 * code over a DOM stand-in for `obsidian` (obsidianDom.ts): the review panel
 * and the settings tab. scripts/screenshot.sh bundles page.ts, which draws
 * one of them in headless Chromium; test/obsidian/screenshots.test.ts draws
 * them again in happy-dom and checks the hashes kept beside the pictures.
 */
import { Setting, type App } from "obsidian";
import { resolveSettings } from "../../../src/core/settings";
import { buildReviewModel } from "../../../src/obsidian/reviewModel";
import { ReviewPanel } from "../../../src/obsidian/reviewPanel";
import { checkFolderPath } from "../../../src/obsidian/settingsInput";
import { AnnotationMemorySettingTab, type SettingsHost } from "../../../src/obsidian/settingsTab";
import { EXCHANGE } from "../../helpers/exchangeFixture";
import { FileSystemAdapter } from "./obsidianDom";

/** The views, by the name page.ts takes after the `#`. */
export const VIEW_NAMES = ["review", "settings"] as const;
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
	inEnglish(name === "review" ? showReviewPanel : showSettings);
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
