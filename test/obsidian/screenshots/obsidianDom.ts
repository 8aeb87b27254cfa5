/**
 * A browser stand-in for the `obsidian` module, used only to render the
 * README screenshots: Obsidian's DOM helpers (createEl, createDiv, empty, …)
 * on real elements, and Setting and its components drawing the markup
 * Obsidian draws (setting-item, setting-item-info, setting-item-control),
 * so the plugin's own code and styles.css can be shown in plain Chromium.
 */

interface ElementInfo {
	cls?: string | string[];
	text?: string;
	attr?: Record<string, string>;
	type?: string;
	title?: string;
	placeholder?: string;
	href?: string;
	value?: string;
}

const XHTML = "http://www.w3.org/1999/xhtml" as const;

/** Obsidian's createEl, built on the platform's own element factory (this file provides createEl). */
function make(parent: Node, tag: string, info: ElementInfo | string = {}): HTMLElement {
	const el = document.createElementNS(XHTML, tag);
	const options = typeof info === "string" ? { cls: info } : info;
	const classes = Array.isArray(options.cls) ? options.cls : (options.cls ?? "").split(" ");
	for (const cls of classes) if (cls !== "") el.classList.add(cls);
	if (options.text !== undefined) el.textContent = options.text;
	for (const [name, value] of Object.entries(options.attr ?? {})) el.setAttribute(name, value);
	// Obsidian's shorthands for common attributes (a checkbox is `{ type: "checkbox" }`).
	for (const name of ["type", "title", "placeholder", "href"] as const) if (options[name] !== undefined) el.setAttribute(name, options[name]);
	if (options.value !== undefined) (el as HTMLInputElement).value = options.value;
	parent.appendChild(el);
	return el;
}

const helpers: Record<string, (this: HTMLElement, ...args: never[]) => unknown> = {
	createEl(tag: string, info?: ElementInfo | string) {
		return make(this, tag, info);
	},
	createDiv(info?: ElementInfo | string) {
		return make(this, "div", info);
	},
	createSpan(info?: ElementInfo | string) {
		return make(this, "span", info);
	},
	empty() {
		while (this.firstChild) this.removeChild(this.firstChild);
	},
	setText(text: string) {
		this.textContent = text;
	},
	addClass(...classes: string[]) {
		this.classList.add(...classes);
	},
	removeClass(...classes: string[]) {
		this.classList.remove(...classes);
	},
	toggleClass(cls: string, on: boolean) {
		this.classList.toggle(cls, on);
	},
	setAttr(name: string, value: string | number | boolean | null) {
		if (value === null) this.removeAttribute(name);
		else this.setAttribute(name, String(value));
	},
};
for (const [name, fn] of Object.entries(helpers)) Object.defineProperty(HTMLElement.prototype, name, { value: fn, configurable: true });

/** Obsidian's path normaliser. */
export function normalizePath(path: string): string {
	const result = path.replace(/([\\/])+/g, "/").replace(/(^\/+|\/+$)/g, "");
	return result === "" ? "/" : result.normalize("NFC");
}

/** The desktop vault adapter: the settings tab shows the MCP server's command for the vault's folder. */
export class FileSystemAdapter {
	constructor(private readonly basePath: string) {}
	getBasePath(): string {
		return this.basePath;
	}
}

/** A desktop app: the settings tab shows the section for other assistants. */
export const Platform = { isDesktop: true, isDesktopApp: true, isMobile: false, isMobileApp: false };

/** Obsidian's moment, as far as the settings tab asks it: the locale, and YYYY, MM and DD for daily-note names. */
export const moment = Object.assign(
	(date: Date) => ({
		format: (pattern: string) =>
			pattern.replace(/YYYY|MM|DD/g, (token) => (token === "YYYY" ? String(date.getFullYear()) : String(token === "MM" ? date.getMonth() + 1 : date.getDate()).padStart(2, "0"))),
	}),
	{ locale: (): string => "en" },
);

/** No network in a screenshot. */
export function requestUrl(): Promise<never> {
	return Promise.reject(new Error("offline"));
}

/** Notices are not part of the screenshots. */
export class Notice {
	constructor(readonly message: string) {}
}

/** Modals are not part of the screenshots. */
export class Modal {
	contentEl = document.body;
	constructor(readonly app: unknown) {}
	open(): void {}
	close(): void {}
	setTitle(): this {
		return this;
	}
}

/** Pick lists are not part of the screenshots. */
export class FuzzySuggestModal extends Modal {
	setPlaceholder(): void {}
}

/** A minimal event emitter. */
export class Events {
	on(): object {
		return {};
	}
	trigger(): void {}
}

class Component {
	then(callback: (component: this) => unknown): this {
		callback(this);
		return this;
	}
	setDisabled(): this {
		return this;
	}
}

type Changed<T> = (value: T) => unknown;

class TextComponent extends Component {
	inputEl: HTMLInputElement | HTMLTextAreaElement;
	constructor(parent: HTMLElement, tag: "input" | "textarea" = "input") {
		super();
		this.inputEl = make(parent, tag) as HTMLInputElement | HTMLTextAreaElement;
		if (tag === "input") this.inputEl.setAttribute("type", "text");
		this.inputEl.setAttribute("spellcheck", "false");
	}
	setValue(value: string): this {
		this.inputEl.value = value;
		return this;
	}
	getValue(): string {
		return this.inputEl.value;
	}
	setPlaceholder(text: string): this {
		this.inputEl.placeholder = text;
		return this;
	}
	onChange(_: Changed<string>): this {
		return this;
	}
}

class ToggleComponent extends Component {
	private readonly el: HTMLElement;
	constructor(parent: HTMLElement) {
		super();
		this.el = make(parent, "div", "checkbox-container");
	}
	setValue(on: boolean): this {
		this.el.classList.toggle("is-enabled", on);
		return this;
	}
	onChange(_: Changed<boolean>): this {
		return this;
	}
}

class DropdownComponent extends Component {
	private readonly selectEl: HTMLSelectElement;
	constructor(parent: HTMLElement) {
		super();
		this.selectEl = make(parent, "select", "dropdown") as HTMLSelectElement;
	}
	addOptions(options: Record<string, string>): this {
		for (const [value, label] of Object.entries(options)) make(this.selectEl, "option", { text: label, attr: { value } });
		return this;
	}
	setValue(value: string): this {
		this.selectEl.value = value;
		return this;
	}
	onChange(_: Changed<string>): this {
		return this;
	}
}

class ButtonComponent extends Component {
	private readonly buttonEl: HTMLElement;
	constructor(parent: HTMLElement) {
		super();
		this.buttonEl = make(parent, "button");
	}
	setButtonText(text: string): this {
		this.buttonEl.textContent = text;
		return this;
	}
	setCta(): this {
		this.buttonEl.classList.add("mod-cta");
		return this;
	}
	onClick(_: () => unknown): this {
		return this;
	}
}

/** Obsidian's secret picker, drawn as the name of the linked secret. */
export class SecretComponent extends Component {
	private readonly el: HTMLElement;
	constructor(_: unknown, parent: HTMLElement) {
		super();
		this.el = make(parent, "div", "am-shot-secret");
	}
	setValue(name: string): this {
		this.el.textContent = "";
		make(this.el, "span", { cls: "am-shot-secret-icon", text: "🔑" });
		make(this.el, "span", { text: name });
		return this;
	}
	onChange(_: Changed<string>): this {
		return this;
	}
}

/** A settings row with Obsidian's markup. */
export class Setting {
	settingEl: HTMLElement;
	descEl: HTMLElement;
	private readonly nameEl: HTMLElement;
	private readonly controlEl: HTMLElement;

	constructor(parent: HTMLElement) {
		this.settingEl = make(parent, "div", "setting-item");
		const info = make(this.settingEl, "div", "setting-item-info");
		this.nameEl = make(info, "div", "setting-item-name");
		this.descEl = make(info, "div", "setting-item-description");
		this.controlEl = make(this.settingEl, "div", "setting-item-control");
	}
	setName(name: string): this {
		this.nameEl.textContent = name;
		return this;
	}
	setDesc(desc: string): this {
		this.descEl.textContent = desc;
		return this;
	}
	setHeading(): this {
		this.settingEl.classList.add("setting-item-heading");
		return this;
	}
	addText(build: (c: TextComponent) => unknown): this {
		build(new TextComponent(this.controlEl));
		return this;
	}
	addTextArea(build: (c: TextComponent) => unknown): this {
		build(new TextComponent(this.controlEl, "textarea"));
		return this;
	}
	addToggle(build: (c: ToggleComponent) => unknown): this {
		build(new ToggleComponent(this.controlEl));
		return this;
	}
	addDropdown(build: (c: DropdownComponent) => unknown): this {
		build(new DropdownComponent(this.controlEl));
		return this;
	}
	addButton(build: (c: ButtonComponent) => unknown): this {
		build(new ButtonComponent(this.controlEl));
		return this;
	}
	addComponent(build: (el: HTMLElement) => unknown): this {
		build(this.controlEl);
		return this;
	}
}

/** A settings tab drawing into a page element. */
export class PluginSettingTab {
	containerEl: HTMLElement = make(document.body, "div", "vertical-tab-content");
	constructor(
		readonly app: unknown,
		readonly plugin: unknown,
	) {}
}
