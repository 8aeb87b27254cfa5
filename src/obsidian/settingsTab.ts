import { Notice, PluginSettingTab, SecretComponent, Setting, type App, type Plugin, type SettingDefinitionItem, type TextAreaComponent, type TextComponent } from "obsidian";
import { listModels, testConnection } from "../core/llm/clients";
import { windowSleep } from "./http";
import { DEFAULT_BASE_URLS, type LlmProvider } from "../core/llm/providers";
import type { HttpPort } from "../core/ports";
import { LANGUAGE_NAMES, type Language } from "../core/languages";
import type { ProviderKind, Settings } from "../core/settings";
import { ChoiceModal } from "./modals";
import { checkFolderPath, checkNoteList, checkNotePath, checkNumber, formatCueLines, parseCueLines, type Checked, type NumberRange } from "./settingsInput";

/** What the settings tab needs from the plugin. */
export interface SettingsHost extends Plugin {
	settings: Settings;
	saveSettings(): Promise<void>;
	/** For "Load models" and "Test connection". */
	readonly http: HttpPort;
	/** The API key from secret storage, or null. */
	apiKey(): string | null;
}

/** One settings row: its name, description and controls. */
interface Row {
	name: string;
	desc: string;
	build(setting: Setting): void;
}

/** Rows under one heading (the first section has none). */
interface Section {
	heading: string | null;
	rows: Row[];
}

const PROVIDER_OPTIONS: Record<ProviderKind, string> = {
	offline: "Offline classifier (no network)",
	openai: "OpenAI-compatible",
	ollama: "Ollama",
	anthropic: "Anthropic",
};


/**
 * The settings tab. The rows are described once and drawn two ways:
 * imperatively by `display()` (Obsidian before 1.13, which the manifest
 * still supports) and as `render` definitions for Obsidian 1.13+, where
 * they also show up in the settings search.
 */
export class AnnotationMemorySettingTab extends PluginSettingTab {
	private baseUrlInput: TextComponent | null = null;

	constructor(
		app: App,
		private readonly host: SettingsHost,
	) {
		super(app, host);
	}

	override display(): void {
		const { containerEl } = this;
		containerEl.empty();
		for (const section of this.sections()) {
			if (section.heading !== null) new Setting(containerEl).setName(section.heading).setHeading();
			for (const row of section.rows) drawRow(new Setting(containerEl), row);
		}
	}

	override getSettingDefinitions(): SettingDefinitionItem[] {
		return this.sections().map((section) => ({
			type: "group" as const,
			...(section.heading !== null ? { heading: section.heading } : {}),
			items: section.rows.map((row) => ({ name: row.name, desc: row.desc, render: (setting: Setting) => drawRow(setting, row) })),
		}));
	}

	private get settings(): Settings {
		return this.host.settings;
	}

	private save(): Promise<void> {
		return this.host.saveSettings();
	}

	private sections(): Section[] {
		return [
			{ heading: null, rows: this.noteRows() },
			{ heading: "Language model", rows: this.modelRows() },
			{ heading: "Agenda edits", rows: this.editRows() },
			{ heading: "Memory notes", rows: this.memoryRows() },
			{ heading: "Extra cue words", rows: this.cueRows() },
			{ heading: "Automation", rows: this.automationRows() },
		];
	}

	private noteRows(): Row[] {
		const s = () => this.settings;
		return [
			this.textAreaRow("Agenda notes", "Notes whose annotations are processed, one path per line.", () => s().agendaPaths.join("\n"), checkNoteList, (paths) => (s().agendaPaths = paths), "Agenda.md"),
			this.textRow("Exchange note", "Where proposals wait for your review.", () => s().exchangePath, checkNotePath, (path) => (s().exchangePath = path), "Migration/Exchange.md"),
			this.textRow("Archive note", "Where decided proposals and entries moved out of memory notes go.", () => s().archivePath, checkNotePath, (path) => (s().archivePath = path), "Migration/Archive.md"),
			this.textRow("Memory note", "Where accepted facts ([user]) are kept.", () => s().memoryPath, checkNotePath, (path) => (s().memoryPath = path), "Memory/Memory.md"),
			this.textRow("Rules folder", "One note per scope: [rule:agenda] goes to agenda.md in this folder.", () => s().rulesFolder, checkFolderPath, (path) => (s().rulesFolder = path), "Rules"),
			this.textRow("Skills folder", "One note per skill: [skill:writing] goes to writing.md in this folder.", () => s().skillsFolder, checkFolderPath, (path) => (s().skillsFolder = path), "Skills"),
		];
	}

	private modelRows(): Row[] {
		const s = () => this.settings;
		return [
			{
				name: "Provider",
				desc: "Who decides what each annotation means. The offline classifier works without network but cannot rewrite items.",
				build: (setting) => {
					setting.addDropdown((dropdown) =>
						dropdown
							.addOptions(PROVIDER_OPTIONS)
							.setValue(s().provider)
							.onChange(async (value) => {
								s().provider = value as ProviderKind;
								this.baseUrlInput?.setPlaceholder(baseUrlPlaceholder(s().provider));
								await this.save();
							}),
					);
				},
			},
			{
				name: "Base URL",
				desc: "Leave empty for the provider's usual address. For LM Studio or another local server, its address (for example http://localhost:1234/v1).",
				build: (setting) => {
					const keep = (input: TextComponent) => {
						this.baseUrlInput = input;
					};
					this.addCheckedText(setting, () => s().baseUrl, checkBaseUrl, (url) => (s().baseUrl = url), baseUrlPlaceholder(s().provider), keep);
				},
			},
			{
				name: "Model",
				desc: "The model's name as the server knows it.",
				build: (setting) => {
					let input: TextComponent | null = null;
					setting.addText((text) => {
						input = text;
						text.setValue(s().model)
							.setPlaceholder("Model name, as the server lists it")
							.onChange(async (value) => {
								s().model = value.trim();
								await this.save();
							});
					});
					setting.addButton((button) =>
						button.setButtonText("Load models").onClick(() => {
							void this.loadModels((model) => {
								input?.setValue(model);
							});
						}),
					);
				},
			},
			{
				name: "API key",
				desc: "Kept in Obsidian's secret storage; only the secret's name is saved with these settings. Not needed for Ollama or most local servers.",
				build: (setting) => {
					setting.addComponent((el) =>
						new SecretComponent(this.app, el).setValue(s().apiKeySecret).onChange(async (name) => {
							s().apiKeySecret = name;
							await this.save();
						}),
					);
				},
			},
			{
				name: "Test connection",
				desc: "Asks the server for its models and checks that the model above is among them.",
				build: (setting) => {
					setting.addButton((button) => button.setButtonText("Test connection").onClick(() => void this.testConnection()));
				},
			},
			this.numberRow("Batch size", "Annotations sent in one request.", () => s().batchSize, { min: 1, max: 200, integer: true }, (value) => (s().batchSize = value)),
			this.numberRow("Timeout (seconds)", "How long to wait for an answer before giving up.", () => s().timeoutSeconds, { min: 5, max: 600, integer: true }, (value) => (s().timeoutSeconds = value)),
			this.numberRow("Context budget (characters)", "Upper bound on the rules, skills and memory sent with each request.", () => s().contextBudget, { min: 0, max: 200000, integer: true }, (value) => (s().contextBudget = value)),
		];
	}

	private editRows(): Row[] {
		const s = () => this.settings;
		return [
			{
				name: "Completed items",
				desc: "What happens to an item an annotation says is done.",
				build: (setting) => {
					setting.addDropdown((dropdown) =>
						dropdown
							.addOptions({ check: "Tick the checkbox", remove: "Remove the item" })
							.setValue(s().completeMode)
							.onChange(async (value) => {
								s().completeMode = value === "remove" ? "remove" : "check";
								await this.save();
							}),
					);
				},
			},
			this.toggleRow("Completion date", "Add a Tasks-style ✅ date when ticking an item.", () => s().completionDate, (value) => (s().completionDate = value)),
			{
				name: "Postponed items",
				desc: "Items are never deleted for a postponement: they get a ⏳ date or move under a heading.",
				build: (setting) => {
					setting.addDropdown((dropdown) =>
						dropdown
							.addOptions({ scheduled: "Add a ⏳ scheduled date", "later-heading": "Move under the later heading" })
							.setValue(s().postponeMode)
							.onChange(async (value) => {
								s().postponeMode = value === "later-heading" ? "later-heading" : "scheduled";
								await this.save();
							}),
					);
				},
			},
			this.textRow("Later heading", "The heading postponed items move under.", () => s().laterHeading, checkHeading, (value) => (s().laterHeading = value), "Later"),
			this.numberRow("Default postponement (days)", "Used when an annotation postpones without saying until when.", () => s().postponeDefaultDays, { min: 1, max: 365, integer: true }, (value) => (s().postponeDefaultDays = value)),
		];
	}

	private memoryRows(): Row[] {
		const s = () => this.settings;
		const cap = { min: 1, max: 10000, integer: true };
		return [
			this.numberRow("Memory cap", "Entries kept in the memory note; past it the oldest move to the archive.", () => s().caps.memory, cap, (value) => (s().caps.memory = value)),
			this.numberRow("Rules cap", "Entries kept in each rules note.", () => s().caps.rules, cap, (value) => (s().caps.rules = value)),
			this.numberRow("Skills cap", "Entries kept in each skills note.", () => s().caps.skills, cap, (value) => (s().caps.skills = value)),
			this.numberRow(
				"Duplicate threshold (%)",
				"Word overlap from which a new entry counts as a repeat of an existing one (its count goes up instead).",
				() => Math.round(s().duplicateThreshold * 100),
				{ min: 30, max: 100, integer: true },
				(value) => (s().duplicateThreshold = value / 100),
			),
		];
	}

	private cueRows(): Row[] {
		return (Object.keys(LANGUAGE_NAMES) as Language[]).map((language) =>
			this.textAreaRow(
				LANGUAGE_NAMES[language],
				language === "en"
					? "Words the offline classifier should also recognise: one line per category (completion, postpone, correction, behavioral, preference), such as “completion: sorted, wrapped up”."
					: `The same, for notes written in ${LANGUAGE_NAMES[language]}.`,
				() => formatCueLines(this.settings.extraCues[language]),
				parseCueLines,
				(cues) => {
					if (Object.keys(cues).length === 0) delete this.settings.extraCues[language];
					else this.settings.extraCues[language] = cues;
				},
				"completion: sorted, wrapped up",
			),
		);
	}

	private automationRows(): Row[] {
		const s = () => this.settings;
		return [
			this.toggleRow("Process on change", "Process an agenda note's annotations shortly after you stop editing it.", () => s().autoProcess, (value) => (s().autoProcess = value)),
			this.numberRow("Wait after the last change (seconds)", "Every edit restarts the wait, so a line you are still typing is not taken.", () => s().debounceSeconds, { min: 1, max: 600 }, (value) => (s().debounceSeconds = value)),
			this.toggleRow("Migrate on tick", "Migrate as soon as you tick Accept or Reject, in the note or in the review panel.", () => s().migrateOnTick, (value) => (s().migrateOnTick = value)),
		];
	}

	private textRow<T>(name: string, desc: string, get: () => string, check: (input: string) => Checked<T>, apply: (value: T) => void, placeholder: string): Row {
		return { name, desc, build: (setting) => this.addCheckedText(setting, get, check, apply, placeholder) };
	}

	private numberRow(name: string, desc: string, get: () => number, range: NumberRange, apply: (value: number) => void): Row {
		return this.textRow(name, desc, () => String(get()), (input) => checkNumber(input, range), apply, `${range.min}–${range.max}`);
	}

	private textAreaRow<T>(name: string, desc: string, get: () => string, check: (input: string) => Checked<T>, apply: (value: T) => void, placeholder: string): Row {
		return {
			name,
			desc,
			build: (setting) => {
				const problem = setting.descEl.createDiv({ cls: "am-setting-problem" });
				setting.addTextArea((area: TextAreaComponent) => {
					area.inputEl.addClass("am-setting-textarea");
					area.setValue(get())
						.setPlaceholder(placeholder)
						.onChange(async (input) => {
							if (this.accept(check(input), apply, problem, area.inputEl)) await this.save();
						});
				});
			},
		};
	}

	private toggleRow(name: string, desc: string, get: () => boolean, apply: (value: boolean) => void): Row {
		return {
			name,
			desc,
			build: (setting) => {
				setting.addToggle((toggle) =>
					toggle.setValue(get()).onChange(async (value) => {
						apply(value);
						await this.save();
					}),
				);
			},
		};
	}

	/** A text field that saves only valid input and says what is wrong with the rest. */
	private addCheckedText<T>(setting: Setting, get: () => string, check: (input: string) => Checked<T>, apply: (value: T) => void, placeholder: string, keep?: (input: TextComponent) => void): void {
		const problem = setting.descEl.createDiv({ cls: "am-setting-problem" });
		setting.addText((text) => {
			keep?.(text);
			text.setValue(get())
				.setPlaceholder(placeholder)
				.onChange(async (input) => {
					if (this.accept(check(input), apply, problem, text.inputEl)) await this.save();
				});
		});
	}

	/** Applies a valid value, or shows why it was refused (the stored value stays). */
	private accept<T>(checked: Checked<T>, apply: (value: T) => void, problem: HTMLElement, input: HTMLElement): boolean {
		problem.setText(checked.ok ? "" : checked.message);
		input.toggleClass("am-invalid", !checked.ok);
		if (checked.ok) apply(checked.value);
		return checked.ok;
	}

	private async loadModels(choose: (model: string) => void): Promise<void> {
		const provider = this.llmProvider();
		if (provider === null) return;
		try {
			const models = await listModels(provider, this.settings.baseUrl, this.host.apiKey(), this.host.http, { sleep: windowSleep });
			if (models.length === 0) {
				new Notice("The server lists no models.");
				return;
			}
			new ChoiceModal(this.app, models.map((model) => ({ label: model, value: model })), "Choose a model", (model) => {
				this.settings.model = model;
				choose(model);
				void this.save();
			}).open();
		} catch (error) {
			new Notice(`Could not load the models: ${error instanceof Error ? error.message : String(error)}`);
		}
	}

	private async testConnection(): Promise<void> {
		const provider = this.llmProvider();
		if (provider === null) return;
		const result = await testConnection(provider, this.settings.baseUrl, this.host.apiKey(), this.host.http, this.settings.model, { sleep: windowSleep });
		new Notice(`${result.ok ? "✅" : "❌"} ${result.message}`, 10000);
	}

	/** The provider to talk to, or null (with a notice) when the offline classifier is chosen. */
	private llmProvider(): LlmProvider | null {
		const provider = this.settings.provider;
		if (provider === "offline") {
			new Notice("The offline classifier needs no server: choose a provider first.");
			return null;
		}
		return provider;
	}
}

/** Draws one row into a setting (the same for both ways of drawing the tab). */
function drawRow(setting: Setting, row: Row): void {
	setting.setName(row.name).setDesc(row.desc);
	row.build(setting);
}

function baseUrlPlaceholder(provider: ProviderKind): string {
	return provider === "offline" ? "Not used by the offline classifier" : DEFAULT_BASE_URLS[provider];
}

/** An empty base URL (the provider's default) or an http(s) address. */
function checkBaseUrl(input: string): Checked<string> {
	const url = input.trim();
	if (url === "") return { ok: true, value: "" };
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return { ok: false, message: "Enter an address such as http://localhost:11434, or leave it empty." };
	}
	if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { ok: false, message: "The address must start with http:// or https://." };
	return { ok: true, value: url };
}

/** A heading's text: one line, not empty. */
function checkHeading(input: string): Checked<string> {
	const text = input.trim().replace(/^#+\s*/, "");
	if (text === "" || /[\r\n]/.test(text)) return { ok: false, message: "Enter the heading's text on one line." };
	return { ok: true, value: text };
}
