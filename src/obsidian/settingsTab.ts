import { Notice, Platform, PluginSettingTab, SecretComponent, Setting, type App, type Plugin, type SettingDefinitionItem, type TextAreaComponent, type TextComponent } from "obsidian";
import { loadWork } from "./loadWork";
import { windowSleep } from "./http";
import { DEFAULT_BASE_URLS, type LlmProvider } from "../core/settings/providers";
import type { HttpPort } from "../core/ports";
import { LANGUAGE_NAMES, LANGUAGES } from "../core/languages";
import { SETTING_DECLARATIONS, type ProviderKind, type Settings } from "../core/settings";
import type { ChoiceDeclaration, CuesDeclaration, Described, NumberDeclaration, NumberRange, SettingDeclaration } from "../core/settings/kinds";
import { ChoiceModal } from "./choiceModal";
import { MCP_CLIENT_NOTES, MCP_CLIENTS, mcpClientConfig, type McpClient } from "./mcpClients";
import { MCP_TOKEN_VARIABLE, mcpToken, mcpUrl, regenerateMcpToken } from "./mcpServing";
import { dailyNoteProblem, pluginOwnNotes } from "./agendaSources";
import type { Binding } from "../core/memory/context";
import { checkFolderPath, checkNoteList, checkNotePath, checkNumber, formatCueLines, parseCueLines, type Checked, type CueLines } from "./settingsInput";

/** What the settings tab needs from the plugin. */
export interface SettingsHost extends Plugin {
	settings: Settings;
	saveSettings(): Promise<void>;
	/** For "Load models" and "Test connection". */
	readonly http: HttpPort;
	/** The API key from secret storage, or null. */
	apiKey(): string | null;
	/** How many review decisions the deciders learn from. */
	exampleCount(): Promise<number>;
	/** Forgets every example learned from review decisions. */
	forgetExamples(): Promise<void>;
	/** The rules, skills and memory notes bound to agenda notes by their frontmatter. */
	bindings(): Promise<Binding[]>;
}

/** One settings row: its name, description and controls. */
interface Row {
	name: string;
	desc: string;
	build(setting: Setting): void;
}

/** How a row reads the value it shows and writes the value it accepts. */
interface Field<Shown, Accepted = Shown> {
	get: () => Shown;
	set: (value: Accepted) => void;
}

/** Rows under one heading (the first section has none). */
interface Section {
	heading: string | null;
	rows: Row[];
}

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
			{ heading: null, rows: this.rowsFor("agendaPaths", "dailyNoteAgenda", "exchangePath", "archivePath", "memoryPath", "rulesFolder", "skillsFolder") },
			{
				heading: "Language model",
				rows: [this.providerRow(), this.baseUrlRow(), this.modelRow(), ...this.rowsFor("apiKeySecret"), this.testConnectionRow(), ...this.rowsFor("batchSize", "timeoutSeconds", "contextBudget", "monthlyRequestLimit")],
			},
			{ heading: "Agenda edits", rows: this.rowsFor("completeMode", "completionDate", "postponeMode", "laterHeading", "undatedPostpone", "postponeDefaultDays", "dateOrder") },
			{ heading: "Memory notes", rows: this.rowsFor("caps", "duplicateThreshold") },
			{ heading: "Bindings", rows: [this.bindingsRow()] },
			{ heading: "Learning from your decisions", rows: [...this.rowsFor("learnFromDecisions"), this.learnedExamplesRow(), ...this.rowsFor("promotePatterns", "proposeRetirement", "retireUnusedMonths", "patternProposals")] },
			{ heading: SETTING_DECLARATIONS.extraCues.label, rows: this.rowsFor("extraCues") },
			{ heading: "Automation", rows: this.rowsFor("autoProcess", "debounceSeconds", "migrateOnTick") },
			// The server runs in Obsidian on desktop only: on mobile the section is not there.
			...(Platform.isDesktopApp ? [{ heading: "Other assistants", rows: [...this.rowsFor("mcpServe", "mcpPort"), this.mcpTokenRow(), this.mcpConnectRow()] }] : []),
		];
	}

	/** The rows of these settings, drawn as their declarations say. */
	private rowsFor(...keys: (keyof Settings)[]): Row[] {
		return keys.flatMap((key) => this.declaredRows(key, SETTING_DECLARATIONS[key]));
	}

	private declaredRows(key: keyof Settings, declaration: SettingDeclaration): Row[] {
		switch (declaration.kind) {
			case "text":
				return [this.textRow(declaration, this.field<string>(key), checkText, declaration.placeholder ?? declaration.default)];
			case "heading":
				return [this.textRow(declaration, this.field<string>(key), checkHeading, declaration.default)];
			case "note":
				return [this.textRow(declaration, this.field<string>(key), checkNotePath, declaration.default)];
			case "folder":
				return [this.textRow(declaration, this.field<string>(key), checkFolderPath, declaration.default)];
			case "notes": {
				const paths = this.field<string[]>(key);
				const isFolder = (path: string) => this.app.vault.getFolderByPath(path) !== null;
				// Checked as shown too: a stored list (synced, or from an older version) may name the plugin's own notes.
				return [this.textAreaRow(declaration, { get: () => paths.get().join("\n"), set: paths.set }, (text) => checkNoteList(text, pluginOwnNotes(this.app, this.settings), isFolder), declaration.default.join("\n"), true)];
			}
			case "secret":
				return [this.secretRow(declaration, this.field<string>(key))];
			case "boolean":
				if (key === "dailyNoteAgenda") return [this.toggleRow(declaration, this.field<boolean>(key), () => dailyNoteProblem(this.app, this.settings, new Date()))];
				return [this.toggleRow(declaration, this.field<boolean>(key))];
			case "number":
				return [this.numberRow(declaration, this.field<number>(key))];
			case "choice":
				return [this.choiceRow(declaration, this.field<string>(key))];
			case "numbers": {
				const group = this.field<Record<string, number>>(key);
				return Object.entries(declaration.fields).map(([name, number]) =>
					this.numberRow(number, {
						get: () => group.get()[name] ?? number.default,
						set: (value) => (group.get()[name] = value),
					}),
				);
			}
			case "cues":
				return this.cueRows(declaration);
		}
	}

	/**
	 * Reads and writes one setting. The declaration's kind fixes the value's
	 * type, and the compiler checks each declaration against Settings, so the
	 * caller names that type.
	 */
	private field<T>(key: keyof Settings): Field<T> {
		const values = () => this.settings as unknown as Record<keyof Settings, T>;
		return {
			get: () => values()[key],
			set: (value) => {
				values()[key] = value;
			},
		};
	}

	private providerRow(): Row {
		// choiceRow sets only declared values, so the value is a ProviderKind.
		return this.choiceRow(SETTING_DECLARATIONS.provider, {
			get: () => this.settings.provider,
			set: (value) => {
				this.settings.provider = value as ProviderKind;
				this.baseUrlInput?.setPlaceholder(baseUrlPlaceholder(this.settings.provider));
			},
		});
	}

	private baseUrlRow(): Row {
		const declaration = SETTING_DECLARATIONS.baseUrl;
		const keep = (input: TextComponent) => {
			this.baseUrlInput = input;
		};
		return describedRow(declaration, (setting) => this.addCheckedText(setting, this.field<string>("baseUrl"), checkBaseUrl, baseUrlPlaceholder(this.settings.provider), keep));
	}

	private modelRow(): Row {
		const declaration = SETTING_DECLARATIONS.model;
		return describedRow(declaration, (setting) => {
			let input: TextComponent | null = null;
			this.addCheckedText(setting, this.field<string>("model"), checkText, declaration.placeholder, (text) => {
				input = text;
			});
			setting.addButton((button) =>
				button.setButtonText("Load models").onClick(() => {
					void this.loadModels((model) => {
						input?.setValue(model);
					});
				}),
			);
		});
	}

	private testConnectionRow(): Row {
		return {
			name: "Test connection",
			desc: "Asks the server for its models and checks that the model above is among them.",
			build: (setting) => {
				setting.addButton((button) => button.setButtonText("Test connection").onClick(() => void this.testConnection()));
			},
		};
	}

	/** How many review decisions the deciders learn from, and a button to forget them (after a confirmation). */
	private learnedExamplesRow(): Row {
		return {
			name: "Learned examples",
			desc: "Counting your review decisions…",
			build: (setting) => {
				const show = async (): Promise<void> => {
					try {
						setting.setDesc(describeExampleCount(await this.host.exampleCount()));
					} catch (error) {
						setting.setDesc(`The learned examples could not be read: ${messageOf(error)}`);
					}
				};
				void show();
				setting.addButton((button) =>
					button.setButtonText("Forget learned examples").onClick(async () => {
						const question = {
							title: "Forget learned examples?",
							text: "Every example kept from your accepted and rejected proposals is deleted, and the deciders start learning afresh. Your memory, rules and skills notes stay as they are.",
							confirm: "Forget",
						};
						const { ConfirmModal } = await loadWork();
						new ConfirmModal(this.app, question, () => void this.forgetExamples(show)).open();
					}),
				);
			},
		};
	}

	/**
	 * The notes bound to agenda notes and their scopes (the key is spelled
	 * out, not imported: the scope reader loads only when there is work), read-only (a note's
	 * frontmatter is where a binding is changed); a scope that cannot be
	 * read is shown with why, and that its note goes with no request.
	 */
	private bindingsRow(): Row {
		return {
			name: "Bound notes",
			desc: "Reading the rules, skills and memory notes…",
			build: (setting) => {
				void (async () => {
					try {
						const bindings = await this.host.bindings();
						if (bindings.length === 0) {
							setting.setDesc(`None: every rules, skills and memory note goes with every request. A note with annotation-memory-scope in its frontmatter goes only with the agenda notes it names.`);
							return;
						}
						setting.setDesc(`Each goes only with the requests for the agenda notes its annotation-memory-scope names; the other notes go with every request.`);
						for (const binding of bindings) setting.descEl.createDiv({ cls: "annotation-memory-binding", text: describeBinding(binding) });
					} catch (error) {
						setting.setDesc(`The bindings could not be read: ${messageOf(error)}`);
					}
				})();
			},
		};
	}

	/** Forgets the examples, says so, and shows the new count. */
	private async forgetExamples(show: () => Promise<void>): Promise<void> {
		try {
			await this.host.forgetExamples();
			new Notice("Learned examples forgotten.");
		} catch (error) {
			new Notice(`Could not forget the learned examples: ${messageOf(error)}`);
		}
		await show();
	}

	/** The access token assistants send: copied, or replaced by a new one. */
	private mcpTokenRow(): Row {
		return {
			name: "Access token",
			desc: `Assistants send it with every request; without it they are refused. Kept in Obsidian's secret storage, not in the settings file. Copy it into the environment variable ${MCP_TOKEN_VARIABLE} (or where the configuration below says); make a new one if it leaked.`,
			build: (setting) => {
				setting.addButton((button) => button.setButtonText("Copy").onClick(() => copy(mcpToken(this.app), "Access token copied to the clipboard.")));
				setting.addButton((button) =>
					button.setButtonText("Regenerate").onClick(() => {
						regenerateMcpToken(this.app);
						new Notice("New access token made: assistants with the old one are refused until they get the new one.");
					}),
				);
			},
		};
	}

	/** The configuration that connects an assistant, for the client chosen. */
	private mcpConnectRow(): Row {
		let client: McpClient = "claude-code";
		return {
			name: "Connect an assistant",
			desc: "The assistant connects to this computer only, while Obsidian runs with the server on.",
			build: (setting) => {
				const note = setting.descEl.createDiv();
				const code = setting.descEl.createEl("pre").createEl("code");
				const show = () => {
					note.setText(MCP_CLIENT_NOTES[client]);
					code.setText(mcpClientConfig(client, this.settings.mcpPort));
				};
				show();
				setting.addDropdown((dropdown) =>
					dropdown
						.addOptions(MCP_CLIENTS)
						.setValue(client)
						.onChange((value) => {
							if (!(value in MCP_CLIENTS)) return;
							client = value as McpClient;
							show();
						}),
				);
				setting.addButton((button) => button.setButtonText("Copy").onClick(() => copy(mcpClientConfig(client, this.settings.mcpPort), `Configuration for ${MCP_CLIENTS[client]} copied to the clipboard (server: ${mcpUrl(this.settings.mcpPort)}).`)));
			},
		};
	}

	/** One text area per language; the first row explains the format, the others refer to it. */
	private cueRows(declaration: CuesDeclaration): Row[] {
		return LANGUAGES.map((language, index) =>
			this.textAreaRow(
				{ label: LANGUAGE_NAMES[language], description: index === 0 ? declaration.description : `The same, for notes written in ${LANGUAGE_NAMES[language]}.` },
				{
					get: () => formatCueLines(this.settings.extraCues[language]),
					set: (cues: CueLines) => {
						if (Object.keys(cues).length === 0) delete this.settings.extraCues[language];
						else this.settings.extraCues[language] = cues;
					},
				},
				parseCueLines,
				declaration.placeholder,
			),
		);
	}

	private textRow<T>(described: Described, field: Field<string, T>, check: (input: string) => Checked<T>, placeholder: string): Row {
		return describedRow(described, (setting) => this.addCheckedText(setting, field, check, placeholder));
	}

	/** A number typed as text; a percentage setting is shown and typed in whole percent. */
	private numberRow(declaration: NumberDeclaration, field: Field<number>): Row {
		const scale = declaration.percent ? 100 : 1;
		const range: NumberRange = declaration.percent ? { min: Math.round(declaration.min * scale), max: Math.round(declaration.max * scale), integer: true } : declaration;
		const shown: Field<number> = declaration.percent ? { get: () => Math.round(field.get() * scale), set: (value) => field.set(value / scale) } : field;
		return this.textRow(declaration, { get: () => String(shown.get()), set: shown.set }, (input) => checkNumber(input, range), `${range.min}–${range.max}`);
	}

	/** A text area; with `checkShown`, the stored value is checked when drawn and marked when it is refused. */
	private textAreaRow<T>(described: Described, field: Field<string, T>, check: (input: string) => Checked<T>, placeholder: string, checkShown = false): Row {
		return describedRow(described, (setting) => {
			const problem = setting.descEl.createDiv({ cls: "am-setting-problem" });
			setting.addTextArea((area: TextAreaComponent) => {
				area.inputEl.addClass("am-setting-textarea");
				area.setValue(field.get())
					.setPlaceholder(placeholder)
					.onChange(async (input) => {
						if (this.accept(check(input), field.set, problem, area.inputEl)) await this.save();
					});
				if (checkShown) {
					const shown = check(field.get());
					if (!shown.ok) this.accept(shown, () => undefined, problem, area.inputEl);
				}
			});
		});
	}

	/** A toggle; `problem` says what is wrong with the setting as it stands (shown under the description, the toggle marked). */
	private toggleRow(described: Described, field: Field<boolean>, problemOf?: () => string | null): Row {
		return describedRow(described, (setting) => {
			const problem = problemOf ? setting.descEl.createDiv({ cls: "am-setting-problem" }) : null;
			const mark = () => {
				if (!problem || !problemOf) return;
				const message = problemOf();
				problem.setText(message ?? "");
				setting.controlEl.toggleClass("am-invalid", message !== null);
			};
			mark();
			setting.addToggle((toggle) =>
				toggle.setValue(field.get()).onChange(async (value) => {
					field.set(value);
					mark();
					await this.save();
				}),
			);
		});
	}

	/** A dropdown of the declared values, in the order of their labels; a value not declared is never saved. */
	private choiceRow(declaration: ChoiceDeclaration<string>, field: Field<string>): Row {
		return describedRow(declaration, (setting) => {
			setting.addDropdown((dropdown) =>
				dropdown
					.addOptions(declaration.options)
					.setValue(field.get())
					.onChange(async (value) => {
						if (!declaration.values.includes(value)) return;
						field.set(value);
						await this.save();
					}),
			);
		});
	}

	private secretRow(described: Described, field: Field<string>): Row {
		return describedRow(described, (setting) => {
			setting.addComponent((el) =>
				new SecretComponent(this.app, el).setValue(field.get()).onChange(async (name) => {
					field.set(name);
					await this.save();
				}),
			);
		});
	}

	/** A text field that saves only valid input and says what is wrong with the rest. */
	private addCheckedText<T>(setting: Setting, field: Field<string, T>, check: (input: string) => Checked<T>, placeholder: string, keep?: (input: TextComponent) => void): void {
		const problem = setting.descEl.createDiv({ cls: "am-setting-problem" });
		setting.addText((text) => {
			keep?.(text);
			text.setValue(field.get())
				.setPlaceholder(placeholder)
				.onChange(async (input) => {
					if (this.accept(check(input), field.set, problem, text.inputEl)) await this.save();
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
			const { listModels } = await loadWork();
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
		const { testConnection } = await loadWork();
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

/** Copies text to the clipboard and says so (or why not). */
async function copy(text: string, done: string): Promise<void> {
	try {
		await navigator.clipboard.writeText(text);
		new Notice(done);
	} catch (error) {
		new Notice(`Could not copy to the clipboard: ${messageOf(error)}`);
	}
}

/** A row named and described as its declaration says. */
function describedRow(described: Described, build: (setting: Setting) => void): Row {
	return { name: described.label, desc: described.description, build };
}

/** Draws one row into a setting (the same for both ways of drawing the tab). */
function drawRow(setting: Setting, row: Row): void {
	setting.setName(row.name).setDesc(row.desc);
	row.build(setting);
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** "The deciders learn from 12 of your review decisions." */
function describeExampleCount(count: number): string {
	if (count === 0) return "No review decisions learned from yet: each proposal you accept or reject is kept as an example.";
	return `The deciders learn from ${count === 1 ? "1 of your review decisions" : `${count} of your review decisions`}.`;
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

/** Free text, trimmed. */
function checkText(input: string): Checked<string> {
	return { ok: true, value: input.trim() };
}

/** A heading's text: one line, not empty. */
function checkHeading(input: string): Checked<string> {
	const text = input.trim().replace(/^#+\s*/, "");
	if (text === "" || /[\r\n]/.test(text)) return { ok: false, message: "Enter the heading's text on one line." };
	return { ok: true, value: text };
}

/** One binding as the settings list it: the note and its scope, or why it goes with no request. */
function describeBinding({ path, scope }: Binding): string {
	return scope.kind === "bound" ? `${path}: ${scope.patterns.join(", ")}` : `${path}: goes with no request, its scope cannot be read (${scope.reason})`;
}
