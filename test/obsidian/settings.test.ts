import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "../../src/core/languages";
import { DEFAULT_SETTINGS, SETTING_DECLARATIONS } from "../../src/core/settings";
import type { SettingDeclaration } from "../../src/core/settings/kinds";
import { AnnotationMemorySettingTab } from "../../src/obsidian/settingsTab";
import { ChoiceModal } from "../../src/obsidian/choiceModal";
import {
	ButtonComponent,
	DropdownComponent,
	Modal,
	Notice,
	SecretComponent,
	setRequestUrlHandler,
	Setting,
	StubElement,
	TextComponent,
	ToggleComponent,
	type PluginSettingTab,
} from "../stubs/obsidian";
import { lastModal, loadPlugin, PLUGIN_DIR, settle, type Harness } from "./fakeApp";

const DATA = `${PLUGIN_DIR}/data.json`;

/** The settings tab, drawn with display(). */
function openTab(harness: Harness): { tab: PluginSettingTab; rows: Setting[]; row: (name: string) => Setting } {
	const tab = harness.stub.settingTabs[0]!;
	expect(tab).toBeInstanceOf(AnnotationMemorySettingTab);
	tab.display();
	const rows = settingsIn(tab.containerEl);
	const row = (name: string) => {
		const found = rows.find((setting) => setting.name === name && !setting.isHeading);
		if (!found) throw new Error(`No setting named ${name}`);
		return found;
	};
	return { tab, rows, row };
}

function settingsIn(container: StubElement): Setting[] {
	return container.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
}

function component<T>(setting: Setting, type: new (...args: never[]) => T, index = 0): T {
	const found = setting.components.filter((c): c is T & (typeof setting.components)[number] => c instanceof type)[index];
	if (!found) throw new Error(`No ${type.name} in ${setting.name}`);
	return found;
}

function stored(harness: Harness): Record<string, unknown> {
	return JSON.parse(harness.app.vault.adapter.files.get(DATA) ?? "{}") as Record<string, unknown>;
}

/** Every declaration the tab draws as one row of its own (the caps' fields each; extra cue words are one row per language). */
function declaredRows(): Exclude<SettingDeclaration, { kind: "numbers" | "cues" }>[] {
	return Object.values(SETTING_DECLARATIONS as Record<string, SettingDeclaration>).flatMap((declaration) => {
		if (declaration.kind === "numbers") return Object.values(declaration.fields);
		if (declaration.kind === "cues") return [];
		return [declaration];
	});
}

describe("settings", () => {
	let harness: Harness;
	beforeEach(() => {
		Notice.shown = [];
		Modal.opened = [];
	});
	afterEach(() => harness.plugin.unload());

	it("load from data.json, filling what is missing with defaults", async () => {
		harness = await loadPlugin({}, { data: { exchangePath: "Inbox/Review.md", batchSize: 5, bogus: 1, caps: { rules: 9 } } });
		expect(harness.plugin.settings).toEqual({ ...DEFAULT_SETTINGS, exchangePath: "Inbox/Review.md", batchSize: 5, caps: { ...DEFAULT_SETTINGS.caps, rules: 9 } });
		await harness.plugin.saveSettings();
		expect(stored(harness)).toEqual(harness.plugin.settings);
	});

	it("draw sections with headings (none at the top, none naming the plugin) in sentence case", async () => {
		harness = await loadPlugin();
		const { rows } = openTab(harness);
		expect(rows[0]!.isHeading).toBe(false);
		expect(rows.filter((r) => r.isHeading).map((r) => r.name)).toEqual(["Language model", "Agenda edits", "Memory notes", "Bindings", "Learning from your decisions", "Extra cue words", "Automation", "Other assistants"]);
		const names = rows.map((r) => r.name);
		for (const name of ["Agenda notes", "Exchange note", "Archive note", "Memory note", "Rules folder", "Skills folder", "Provider", "Base URL", "Model", "API key", "Test connection", "Batch size", "Timeout (seconds)", "Context budget (characters)", "Completed items", "Completion date", "Postponed items", "Later heading", "Default postponement (days)", "Memory cap", "Rules cap", "Skills cap", "Duplicate threshold (%)", "Learn from my review decisions", "Learned examples", "English", "German", "French", "Spanish", "Italian", "Process on change", "Wait after the last change (seconds)", "Migrate on tick"]) {
			expect(names, name).toContain(name);
		}
		for (const name of names) expect(name[0], name).toBe(name[0]!.toUpperCase());
		expect(names.some((n) => /annotation memory|settings/i.test(n))).toBe(false);
	});

	it("list the notes bound to agenda notes with their scopes, and a scope that cannot be read with why", async () => {
		harness = await loadPlugin({
			"Rules/agenda.md": "- Keep items short.\n",
			"Rules/work.md": '---\nannotation-memory-scope: [Work/**, "#work"]\n---\n- Sign with the team name.\n',
			"Rules/typo.md": "---\nannotation-memory-scope: [Work/**\n---\n- Use the codename.\n",
			"Memory/Memory.md": "---\nannotation-memory-scope:\n  - Family\n---\n- The dentist is Dr. Rossi.\n",
		});
		const { row } = openTab(harness);
		await settle();
		const lines = row("Bound notes").descEl.children.map((child) => child.textContent);
		expect(lines).toEqual([
			"Rules/typo.md: goes with no request, its scope cannot be read (a list opened with `[` is not closed)",
			"Rules/work.md: Work/**, #work",
			"Memory/Memory.md: Family",
		]);
		expect(row("Bound notes").descEl.textContent).not.toContain("Rules/agenda.md");
		// Read-only: nothing to click or type.
		expect(row("Bound notes").components).toEqual([]);
	});

	it("say that every note is global when none is bound", async () => {
		harness = await loadPlugin({ "Rules/agenda.md": "- Keep items short.\n" });
		const { row } = openTab(harness);
		await settle();
		expect(row("Bound notes").descEl.textContent).toMatch(/^None: every rules, skills and memory note goes with every request/);
	});

	it("save valid paths, normalised", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		await component(row("Exchange note"), TextComponent).type("Inbox//Review");
		await component(row("Agenda notes"), TextComponent).type("Agenda\nWork/Plan.md\n");
		expect(harness.plugin.settings.exchangePath).toBe("Inbox/Review.md");
		expect(stored(harness)).toMatchObject({ exchangePath: "Inbox/Review.md", agendaPaths: ["Agenda.md", "Work/Plan.md"] });
	});

	it("refuse paths leaving the vault and numbers out of range, saying why", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		const rules = row("Rules folder");
		await component(rules, TextComponent).type("../../outside");
		expect(harness.plugin.settings.rulesFolder).toBe("Rules");
		expect(rules.descEl.byClass("am-setting-problem")[0]!.textContent).toMatch(/leaves its folder/);
		expect(component(rules, TextComponent).inputEl.hasClass("am-invalid")).toBe(true);
		expect(harness.app.vault.adapter.files.has(DATA)).toBe(false);

		const batch = row("Batch size");
		await component(batch, TextComponent).type("0");
		expect(batch.descEl.textContent).toContain("Enter a whole number from 1 to 200.");
		await component(batch, TextComponent).type("12");
		expect(batch.descEl.byClass("am-setting-problem")[0]!.textContent).toBe("");
		expect(stored(harness)).toMatchObject({ batchSize: 12 });

		await component(row("Duplicate threshold (%)"), TextComponent).type("75");
		expect(harness.plugin.settings.duplicateThreshold).toBe(0.75);
		await component(row("Wait after the last change (seconds)"), TextComponent).type("2.5");
		expect(harness.plugin.settings.debounceSeconds).toBe(2.5);
		await component(row("Memory cap"), TextComponent).type("500");
		expect(harness.plugin.settings.caps).toEqual({ ...DEFAULT_SETTINGS.caps, memory: 500 });
	});

	it("show every declared setting under its declared label, and besides them only the connection test, the bound notes, the learned examples and the MCP server's token and client configuration", async () => {
		harness = await loadPlugin();
		const { rows } = openTab(harness);
		const expected = [...declaredRows().map((declaration) => declaration.label), ...Object.values(LANGUAGE_NAMES), "Test connection", "Bound notes", "Learned examples", "Access token", "Connect an assistant"];
		const names = rows.filter((r) => !r.isHeading).map((r) => r.name);
		expect([...names].sort()).toEqual([...expected].sort());
		expect(rows.filter((r) => r.isHeading).map((r) => r.name)).toContain(SETTING_DECLARATIONS.extraCues.label);
	});

	it("take descriptions, placeholders, values to pick and ranges from the declarations", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		for (const declaration of declaredRows()) {
			const setting = row(declaration.label);
			expect(setting.descEl.textContent, declaration.label).toContain(declaration.description);
			switch (declaration.kind) {
				case "note":
				case "folder":
				case "heading":
					expect(component(setting, TextComponent).inputEl.placeholder, declaration.label).toBe(declaration.default);
					break;
				case "notes":
					expect(component(setting, TextComponent).inputEl.placeholder).toBe(declaration.default.join("\n"));
					break;
				case "choice":
					expect(component(setting, DropdownComponent).options, declaration.label).toEqual(declaration.options);
					break;
				case "number": {
					const scale = declaration.percent ? 100 : 1;
					const [min, max] = [Math.round(declaration.min * scale), Math.round(declaration.max * scale)];
					const input = component(setting, TextComponent);
					expect(input.inputEl.placeholder, declaration.label).toBe(`${min}–${max}`);
					await input.type(String(max + 1));
					expect(setting.descEl.textContent, declaration.label).toMatch(new RegExp(`from ${min} to ${max}\\.$`));
					await input.type(String(max));
					expect(setting.descEl.byClass("am-setting-problem")[0]!.textContent, declaration.label).toBe("");
					break;
				}
			}
		}
		expect(component(row("Model"), TextComponent).inputEl.placeholder).toBe(SETTING_DECLARATIONS.model.placeholder);
		expect(component(row(LANGUAGE_NAMES.en), TextComponent).inputEl.placeholder).toBe(SETTING_DECLARATIONS.extraCues.placeholder);
		expect(harness.plugin.settings).toMatchObject({ batchSize: SETTING_DECLARATIONS.batchSize.max, duplicateThreshold: SETTING_DECLARATIONS.duplicateThreshold.max });
	});

	it("keep the API key in secret storage: data.json holds only the secret's name", async () => {
		harness = await loadPlugin();
		harness.app.secretStorage.setSecret("my-openai-key", "sk-test-SECRET-123");
		const { row } = openTab(harness);
		const secret = component(row("API key"), SecretComponent);
		expect(secret.value).toBe(DEFAULT_SETTINGS.apiKeySecret);
		await secret.choose("my-openai-key");
		expect(harness.plugin.settings.apiKeySecret).toBe("my-openai-key");
		expect(harness.plugin.apiKey()).toBe("sk-test-SECRET-123");
		const data = harness.app.vault.adapter.files.get(DATA)!;
		expect(data).toContain('"apiKeySecret": "my-openai-key"');
		expect(data).not.toContain("sk-test");
	});

	it("switch provider, behaviour and automation with dropdowns and toggles", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		const baseUrl = component(row("Base URL"), TextComponent);
		expect(baseUrl.inputEl.placeholder).toMatch(/offline/);
		const provider = component(row("Provider"), DropdownComponent);
		expect(Object.keys(provider.options)).toEqual(["offline", "openai", "ollama", "anthropic"]);
		await provider.select("ollama");
		expect(baseUrl.inputEl.placeholder).toBe("http://localhost:11434");
		await baseUrl.type("ftp://example.com");
		expect(harness.plugin.settings.baseUrl).toBe("");
		await baseUrl.type("http://localhost:1234/v1");
		await component(row("Completed items"), DropdownComponent).select("remove");
		await component(row("Postponed items"), DropdownComponent).select("later-heading");
		await component(row("Later heading"), TextComponent).type("## Someday");
		await component(row("Process on change"), ToggleComponent).toggle(false);
		await component(row("Migrate on tick"), ToggleComponent).toggle(true);
		await component(row("Completion date"), ToggleComponent).toggle(true);
		expect(stored(harness)).toMatchObject({
			provider: "ollama",
			baseUrl: "http://localhost:1234/v1",
			completeMode: "remove",
			postponeMode: "later-heading",
			laterHeading: "Someday",
			autoProcess: false,
			migrateOnTick: true,
			completionDate: true,
		});
	});

	it("read extra cue words per language", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		const german = component(row("German"), TextComponent);
		await german.type("completion: erledigt, abgehakt\npostpone: verschieben");
		expect(harness.plugin.settings.extraCues).toEqual({ de: { completion: ["erledigt", "abgehakt"], postpone: ["verschieben"] } });
		await german.type("fertig: ja");
		expect(harness.plugin.settings.extraCues.de).toEqual({ completion: ["erledigt", "abgehakt"], postpone: ["verschieben"] });
		expect(row("German").descEl.textContent).toMatch(/category among/);
		await german.type("");
		expect(harness.plugin.settings.extraCues).toEqual({});
	});

	it("load the server's models into a pick list and test the connection", async () => {
		harness = await loadPlugin({}, { data: { provider: "ollama" } });
		setRequestUrlHandler((request) =>
			Promise.resolve(request.url.endsWith("/api/tags") ? { status: 200, headers: { "content-type": "application/json" }, text: JSON.stringify({ models: [{ name: "qwen2.5:7b" }, { name: "llama3:latest" }] }) } : { status: 404, headers: {}, text: "" }),
		);
		const { row } = openTab(harness);
		const model = row("Model");
		await component(model, ButtonComponent).click();
		await settle();
		const picker = lastModal(ChoiceModal<string>);
		expect(picker).toBeInstanceOf(ChoiceModal);
		expect(picker.getItems().map((c) => c.value)).toEqual(["llama3:latest", "qwen2.5:7b"]);
		picker.onChooseItem(picker.getItems()[1]!);
		await settle();
		expect(component(model, TextComponent).getValue()).toBe("qwen2.5:7b");
		expect(stored(harness)).toMatchObject({ model: "qwen2.5:7b" });

		await component(row("Test connection"), ButtonComponent).click();
		await settle();
		expect(Notice.messages().at(-1)).toMatch(/^✅ Connected to Ollama at http:\/\/localhost:11434; model "qwen2.5:7b" is available\./);

		setRequestUrlHandler(() => Promise.resolve({ status: 401, headers: {}, text: "unauthorized" }));
		await component(row("Test connection"), ButtonComponent).click();
		await settle();
		expect(Notice.messages().at(-1)).toMatch(/^❌ .*401/);
	});

	it("reach an Ollama behind an authenticating proxy with the key from secret storage, as a bearer token", async () => {
		harness = await loadPlugin({}, { data: { provider: "ollama", baseUrl: "https://ollama.example.net" } });
		harness.app.secretStorage.setSecret(DEFAULT_SETTINGS.apiKeySecret, "proxy-token-7Hq2mZ9x");
		const seen: (string | undefined)[] = [];
		setRequestUrlHandler((request) => {
			seen.push(request.headers?.authorization ?? request.headers?.Authorization);
			return Promise.resolve({ status: 200, headers: { "content-type": "application/json" }, text: JSON.stringify({ models: [{ name: "qwen2.5:7b" }] }) });
		});
		const { row } = openTab(harness);
		await component(row("Test connection"), ButtonComponent).click();
		await settle();
		expect(seen).toEqual(["Bearer proxy-token-7Hq2mZ9x"]);
		expect(Notice.messages().at(-1)).toMatch(/^✅ Connected to Ollama at https:\/\/ollama\.example\.net/);
		expect(Notice.messages().join("\n")).not.toContain("proxy-token");
	});

	it("tell the offline classifier needs no connection", async () => {
		harness = await loadPlugin();
		const { row } = openTab(harness);
		await component(row("Test connection"), ButtonComponent).click();
		await component(row("Model"), ButtonComponent).click();
		expect(Notice.messages()).toEqual(["The offline classifier needs no server: choose a provider first.", "The offline classifier needs no server: choose a provider first."]);
	});

	it("describe the same rows declaratively for Obsidian 1.13+", async () => {
		harness = await loadPlugin();
		const { tab, rows } = openTab(harness);
		const groups = tab.getSettingDefinitions() as { type: string; heading?: string; items: { name: string; render: (setting: Setting) => void }[] }[];
		expect(groups.map((g) => g.heading)).toEqual([undefined, "Language model", "Agenda edits", "Memory notes", "Bindings", "Learning from your decisions", "Extra cue words", "Automation", "Other assistants"]);
		const container = new StubElement();
		for (const group of groups) for (const item of group.items) item.render(new Setting(container));
		expect(settingsIn(container).map((s) => s.name)).toEqual(rows.filter((r) => !r.isHeading).map((r) => r.name));
		await component(settingsIn(container).find((s) => s.name === "Batch size")!, TextComponent).type("7");
		expect(harness.plugin.settings.batchSize).toBe(7);
	});
});
