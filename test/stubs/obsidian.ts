/**
 * A minimal stand-in for the `obsidian` module (which ships types only), so
 * the plugin runs under vitest on Node. It holds only what the plugin uses;
 * the fake app the tests drive lives in test/obsidian/fakeApp.ts. Elements are
 * tiny objects with Obsidian's DOM helpers (createEl, createDiv, empty, …),
 * not a browser DOM.
 */

// Obsidian code runs in a window; the plugin uses `window.setTimeout` as its lint rules ask.
(globalThis as { window?: unknown }).window ??= globalThis;

type Listener = (event: unknown) => unknown;

/** Options of `createEl` the plugin passes. */
export interface ElementOptions {
	cls?: string | string[];
	text?: string;
	attr?: Record<string, string>;
}

/** An element with Obsidian's DOM helpers and a few lookups for the tests. */
export class StubElement {
	readonly tagName: string;
	children: StubElement[] = [];
	parent: StubElement | null = null;
	readonly classes = new Set<string>();
	readonly attributes = new Map<string, string>();
	/** Set on an element that stands for an object (a Setting row), so tests can find it. */
	owner: unknown = null;
	disabled = false;
	value = "";
	placeholder = "";
	private ownText = "";
	private readonly listeners = new Map<string, Listener[]>();

	constructor(tagName = "div") {
		this.tagName = tagName;
	}

	get textContent(): string {
		return this.ownText + this.children.map((child) => child.textContent).join("");
	}

	createEl(tagName: string, options: ElementOptions | string = {}): StubElement {
		return this.append(tagName, options);
	}

	createDiv(options: ElementOptions | string = {}): StubElement {
		return this.append("div", options);
	}

	createSpan(options: ElementOptions | string = {}): StubElement {
		return this.append("span", options);
	}

	private append(tagName: string, options: ElementOptions | string): StubElement {
		const el = new StubElement(tagName);
		const opts = typeof options === "string" ? { cls: options } : options;
		if (opts.cls) el.addClass(...(Array.isArray(opts.cls) ? opts.cls : opts.cls.split(" ")));
		if (opts.text !== undefined) el.setText(opts.text);
		for (const [name, value] of Object.entries(opts.attr ?? {})) el.setAttr(name, value);
		el.parent = this;
		this.children.push(el);
		return el;
	}

	empty(): void {
		for (const child of this.children) child.parent = null;
		this.children = [];
		this.ownText = "";
	}

	setText(text: string): void {
		this.empty();
		this.ownText = text;
	}

	/** Moves `el` (from wherever it is) before `reference`, or to the end when that is null. */
	insertBefore(el: StubElement, reference: StubElement | null): StubElement {
		el.detach();
		const at = reference === null ? -1 : this.children.indexOf(reference);
		if (at < 0) this.children.push(el);
		else this.children.splice(at, 0, el);
		el.parent = this;
		return el;
	}

	/** The element that has the keyboard focus (the stub's `document.activeElement`). */
	static focused: StubElement | null = null;

	/** Takes the focus; like a browser's "focusin", the event bubbles up to every ancestor. */
	focus(): void {
		StubElement.focused = this;
		this.dispatch("focusin", { target: this });
		for (let el = this.parent; el; el = el.parent) el.dispatch("focusin", { target: this });
	}

	/** The stub's document: what has the focus. */
	get ownerDocument(): { activeElement: StubElement | null } {
		return { activeElement: StubElement.focused };
	}

	/** Whether `other` is this element or below it. */
	contains(other: StubElement | null): boolean {
		for (let el = other; el; el = el.parent) if (el === this) return true;
		return false;
	}

	/** Test helper: how often the element was scrolled into view. */
	scrolledIntoView = 0;

	scrollIntoView(): void {
		this.scrolledIntoView++;
	}

	detach(): void {
		if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
		this.parent = null;
	}

	addClass(...classes: string[]): void {
		for (const cls of classes) if (cls !== "") this.classes.add(cls);
	}

	removeClass(...classes: string[]): void {
		for (const cls of classes) this.classes.delete(cls);
	}

	toggleClass(cls: string, on: boolean): void {
		if (on) this.classes.add(cls);
		else this.classes.delete(cls);
	}

	hasClass(cls: string): boolean {
		return this.classes.has(cls);
	}

	setAttr(name: string, value: string | number | boolean | null): void {
		if (value === null) this.attributes.delete(name);
		else this.attributes.set(name, String(value));
	}

	getAttr(name: string): string | null {
		return this.attributes.get(name) ?? null;
	}

	addEventListener(type: string, listener: Listener): void {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
	}

	removeEventListener(type: string, listener: Listener): void {
		this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
	}

	/** Number of listeners still attached (for unload checks). */
	listenerCount(): number {
		return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
	}

	/** Test helper: a user click (ignored on a disabled element). */
	click(): void {
		if (!this.disabled) this.dispatch("click", {});
	}

	/** Test helper: fires an event at the listeners. */
	dispatch(type: string, event: unknown): void {
		for (const listener of this.listeners.get(type) ?? []) listener(event);
	}

	/** Test helper: every element below this one (depth first) that matches. */
	findAll(match: (el: StubElement) => boolean): StubElement[] {
		const found: StubElement[] = [];
		for (const child of this.children) {
			if (match(child)) found.push(child);
			found.push(...child.findAll(match));
		}
		return found;
	}

	/** Test helper: elements with a class. */
	byClass(cls: string): StubElement[] {
		return this.findAll((el) => el.hasClass(cls));
	}

	/** Test helper: the first button whose text is `text`. */
	button(text: string): StubElement | undefined {
		return this.findAll((el) => el.tagName === "button" && el.textContent === text)[0];
	}
}

/** A reference to a registered event handler. */
export interface EventRef {
	emitter: Events;
	name: string;
	callback: (...data: unknown[]) => unknown;
}

/** Obsidian's event emitter. */
export class Events {
	private readonly handlers = new Map<string, EventRef[]>();

	on(name: string, callback: (...data: unknown[]) => unknown): EventRef {
		const ref: EventRef = { emitter: this, name, callback };
		this.handlers.set(name, [...(this.handlers.get(name) ?? []), ref]);
		return ref;
	}

	offref(ref: EventRef): void {
		this.handlers.set(ref.name, (this.handlers.get(ref.name) ?? []).filter((r) => r !== ref));
	}

	trigger(name: string, ...data: unknown[]): void {
		for (const ref of this.handlers.get(name) ?? []) ref.callback(...data);
	}

	/** Test helper: handlers still registered (all names when none is given). */
	listenerCount(name?: string): number {
		if (name !== undefined) return this.handlers.get(name)?.length ?? 0;
		return [...this.handlers.values()].reduce((sum, list) => sum + list.length, 0);
	}
}

/** Obsidian's Component: `register*` cleanups run on unload. */
export class Component {
	private cleanups: (() => void)[] = [];

	onload(): void | Promise<void> {}

	onunload(): void {}

	load(): void {
		void this.onload();
	}

	unload(): void {
		const cleanups = this.cleanups.reverse();
		this.cleanups = [];
		for (const cleanup of cleanups) cleanup();
		this.onunload();
	}

	register(cleanup: () => void): void {
		this.cleanups.push(cleanup);
	}

	registerEvent(ref: EventRef): void {
		this.register(() => ref.emitter.offref(ref));
	}

	registerDomEvent(el: StubElement, type: string, listener: Listener): void {
		el.addEventListener(type, listener);
		this.register(() => el.removeEventListener(type, listener));
	}

	registerInterval(id: number): number {
		this.register(() => window.clearInterval(id));
		return id;
	}
}

/** A vault item. */
export class TAbstractFile {
	constructor(
		public path: string,
		public parent: TFolder | null = null,
	) {}

	get name(): string {
		return this.path.slice(this.path.lastIndexOf("/") + 1);
	}
}

/** A file of the vault. */
export class TFile extends TAbstractFile {
	get extension(): string {
		const dot = this.name.lastIndexOf(".");
		return dot < 0 ? "" : this.name.slice(dot + 1);
	}

	get basename(): string {
		return this.name.replace(/\.[^.]*$/, "");
	}
}

/** A folder of the vault. */
export class TFolder extends TAbstractFile {
	children: TAbstractFile[] = [];

	isRoot(): boolean {
		return this.path === "/";
	}
}

/** The desktop vault adapter: the vault is a folder on disk (mobile has none). */
export class FileSystemAdapter {
	constructor(private readonly basePath: string) {}

	getBasePath(): string {
		return this.basePath;
	}
}

/** Where Obsidian runs: the desktop app unless a test plays a phone (`isDesktop` and `isDesktopApp` false, `isMobile` and `isMobileApp` true). */
export const Platform = { isDesktop: true, isDesktopApp: true, isMobile: false, isMobileApp: false };

/** Obsidian's normalizePath, as documented: one forward slash, none at the ends, NFC; "" is the root "/". */
export function normalizePath(path: string): string {
	let result = path.replace(/([\\/])+/g, "/").replace(/(^\/+|\/+$)/g, "");
	if (result === "") result = "/";
	return result.replace(/\u00A0|\u202F/g, " ").normalize("NFC");
}

/** A request as `requestUrl` takes it. */
export interface RequestUrlParam {
	url: string;
	method?: string;
	headers?: Record<string, string>;
	body?: string | ArrayBuffer;
	throw?: boolean;
}

/** A response as `requestUrl` gives it. */
export interface RequestUrlResponse {
	status: number;
	headers: Record<string, string>;
	text: string;
}

let requestHandler: (request: RequestUrlParam) => Promise<RequestUrlResponse> = () => Promise.reject(new Error("requestUrl: no handler set in this test"));

/** Test helper: answers `requestUrl` calls. */
export function setRequestUrlHandler(handler: (request: RequestUrlParam) => Promise<RequestUrlResponse>): void {
	requestHandler = handler;
}

/**
 * Test helper: the stub as a fresh import leaves it — no request handler,
 * no notice shown, no dialog open, nothing focused. Test files share a
 * worker's modules (vitest.config.ts runs them without isolation), so
 * test/setup.ts calls this before each file.
 */
export function resetStub(): void {
	requestHandler = () => Promise.reject(new Error("requestUrl: no handler set in this test"));
	Notice.shown = [];
	Modal.opened = [];
	StubElement.focused = null;
}

/** Obsidian's HTTP function, answered by the handler the test set. */
export function requestUrl(request: RequestUrlParam): Promise<RequestUrlResponse> {
	return requestHandler(request);
}

/** A notice; every one shown is kept in `Notice.shown` for the tests. */
export class Notice {
	static shown: Notice[] = [];
	message: string;
	hidden = false;
	/** Holds the message; the plugin adds its buttons here. */
	readonly messageEl = new StubElement("div");

	constructor(
		message: string,
		public duration?: number,
	) {
		this.message = message;
		Notice.shown.push(this);
	}

	setMessage(message: string): this {
		this.message = message;
		return this;
	}

	hide(): void {
		this.hidden = true;
	}

	/** Test helper: the messages shown so far. */
	static messages(): string[] {
		return Notice.shown.map((notice) => notice.message);
	}
}

interface AppLike {
	vault: { adapter: { exists(path: string): Promise<boolean>; read(path: string): Promise<string>; write(path: string, text: string): Promise<void> } };
}

/** The view factories registered by plugins, by view type (the fake workspace opens views from here). */
export const viewRegistry = new Map<string, (leaf: unknown) => ItemView>();

/** A command as the plugin registers it. */
export interface Command {
	id: string;
	name: string;
	callback?: () => unknown;
	checkCallback?: (checking: boolean) => boolean | void;
	editorCallback?: (editor: unknown, context: unknown) => unknown;
	hotkeys?: unknown[];
}

/** Obsidian's Plugin: registrations are recorded and released on unload. */
export class Plugin extends Component {
	commands: Command[] = [];
	settingTabs: PluginSettingTab[] = [];
	statusBarItems: StubElement[] = [];

	constructor(
		public app: AppLike,
		public manifest: { id: string; dir?: string; name?: string; version?: string },
	) {
		super();
	}

	addCommand(command: Command): Command {
		this.commands.push(command);
		this.register(() => (this.commands = this.commands.filter((c) => c !== command)));
		return command;
	}

	addSettingTab(tab: PluginSettingTab): void {
		this.settingTabs.push(tab);
		this.register(() => (this.settingTabs = this.settingTabs.filter((t) => t !== tab)));
	}

	registerView(type: string, creator: (leaf: unknown) => ItemView): void {
		viewRegistry.set(type, creator);
		this.register(() => viewRegistry.delete(type));
	}

	/** Ribbon icons as the plugin adds them: icon, title and what a click does. */
	ribbonIcons: { icon: string; title: string; el: StubElement; callback: (event: unknown) => unknown }[] = [];

	addRibbonIcon(icon: string, title: string, callback: (event: unknown) => unknown): StubElement {
		const el = new StubElement("div");
		el.setAttr("aria-label", title);
		el.addEventListener("click", callback);
		const entry = { icon, title, el, callback };
		this.ribbonIcons.push(entry);
		this.register(() => (this.ribbonIcons = this.ribbonIcons.filter((item) => item !== entry)));
		return el;
	}

	addStatusBarItem(): StubElement {
		const el = new StubElement("div");
		this.statusBarItems.push(el);
		this.register(() => (this.statusBarItems = this.statusBarItems.filter((item) => item !== el)));
		return el;
	}

	/** Reads data.json from the plugin folder, as Obsidian does (null when missing). */
	async loadData(): Promise<unknown> {
		const path = `${this.manifest.dir}/data.json`;
		return (await this.app.vault.adapter.exists(path)) ? (JSON.parse(await this.app.vault.adapter.read(path)) as unknown) : null;
	}

	/** Writes data.json to the plugin folder. */
	async saveData(data: unknown): Promise<void> {
		await this.app.vault.adapter.write(`${this.manifest.dir}/data.json`, JSON.stringify(data, null, 2));
	}
}

/** A sidebar or tab view. */
export abstract class ItemView extends Component {
	app: unknown;
	containerEl = new StubElement("div");
	contentEl: StubElement;

	constructor(public leaf: { app: unknown }) {
		super();
		this.app = leaf.app;
		this.contentEl = this.containerEl.createDiv({ cls: "view-content" });
	}

	abstract getViewType(): string;

	abstract getDisplayText(): string;

	onOpen(): Promise<void> | void {}

	onClose(): Promise<void> | void {}
}

/** A position in an editor (0-based line). */
export interface EditorPosition {
	line: number;
	ch: number;
}

/** A selection as `listSelections` gives it: where it started and where the cursor is. */
export interface EditorSelection {
	anchor: EditorPosition;
	head: EditorPosition;
}

/** One change of a transaction: `from`..`to` of the text before the transaction becomes `text`. */
export interface EditorChange {
	from: EditorPosition;
	to?: EditorPosition;
	text: string;
}

/** A transaction as `Editor.transaction` takes it (only `changes` is applied by the stub). */
export interface EditorTransaction {
	changes?: EditorChange[];
}

/**
 * An editor's text, selections and undo history, as CodeMirror keeps them
 * behind Obsidian's Editor: a transaction's changes all refer to the text
 * before it (CodeMirror's rule) and may not overlap; the selections move
 * with the text around them (a position inside a replaced range goes to
 * the end of its new text); each transaction is one step of undo.
 */
export class StubEditor {
	private text: string;
	private selections: { anchor: number; head: number }[] = [{ anchor: 0, head: 0 }];
	private readonly undoStack: { text: string; selections: { anchor: number; head: number }[] }[] = [];
	/** Test helper: every transaction applied, with its origin. */
	readonly transactions: { tx: EditorTransaction; origin: string | undefined }[] = [];
	/** Told after every change of the text (the view saves it later, as Obsidian's does). */
	onChange: () => void = () => undefined;

	constructor(text = "") {
		this.text = text;
	}

	getValue(): string {
		return this.text;
	}

	getCursor(which: "from" | "to" | "head" | "anchor" = "head"): EditorPosition {
		const main = this.selections[0]!;
		const at = which === "anchor" ? main.anchor : which === "from" ? Math.min(main.anchor, main.head) : which === "to" ? Math.max(main.anchor, main.head) : main.head;
		return this.offsetToPos(at);
	}

	setCursor(pos: EditorPosition): void {
		const at = this.posToOffset(pos);
		this.selections = [{ anchor: at, head: at }];
	}

	listSelections(): EditorSelection[] {
		return this.selections.map((range) => ({ anchor: this.offsetToPos(range.anchor), head: this.offsetToPos(range.head) }));
	}

	setSelections(ranges: { anchor: EditorPosition; head?: EditorPosition }[]): void {
		this.selections = ranges.map((range) => ({ anchor: this.posToOffset(range.anchor), head: this.posToOffset(range.head ?? range.anchor) }));
	}

	/** Offset of a position; line breaks are "\n", "\r\n" or "\r", as CodeMirror reads them. */
	posToOffset(pos: EditorPosition): number {
		const starts = this.lineStarts();
		const line = Math.max(0, Math.min(pos.line, starts.length - 1));
		const end = line + 1 < starts.length ? starts[line + 1]! - this.breakBefore(starts[line + 1]!) : this.text.length;
		return Math.min(starts[line]! + pos.ch, end);
	}

	offsetToPos(offset: number): EditorPosition {
		const starts = this.lineStarts();
		let line = 0;
		while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
		return { line, ch: offset - starts[line]! };
	}

	/** Applies the changes as one step of undo; throws on overlapping or unordered changes, as CodeMirror does. */
	transaction(tx: EditorTransaction, origin?: string): void {
		const changes = (tx.changes ?? []).map((change) => ({ from: this.posToOffset(change.from), to: this.posToOffset(change.to ?? change.from), text: change.text }));
		changes.sort((a, b) => a.from - b.from);
		for (let i = 1; i < changes.length; i++) if (changes[i]!.from < changes[i - 1]!.to) throw new Error("Overlapping changes in one transaction");
		this.transactions.push({ tx, origin });
		this.undoStack.push({ text: this.text, selections: this.selections.map((range) => ({ ...range })) });
		let next = "";
		let at = 0;
		for (const change of changes) {
			next += this.text.slice(at, change.from) + change.text;
			at = change.to;
		}
		this.text = next + this.text.slice(at);
		const map = (pos: number) => {
			let shift = 0;
			for (const change of changes) {
				if (pos <= change.from) break;
				if (pos < change.to) return change.from + shift + change.text.length;
				shift += change.text.length - (change.to - change.from);
			}
			return pos + shift;
		};
		this.selections = this.selections.map((range) => ({ anchor: map(range.anchor), head: map(range.head) }));
		this.onChange();
	}

	/** Ctrl+Z: the last transaction (the user's typing or a plugin's) is taken back, with the selections it found. */
	undo(): void {
		const last = this.undoStack.pop();
		if (!last) return;
		this.text = last.text;
		this.selections = last.selections;
		this.onChange();
	}

	/** Test helper: the user types `text` at the cursor (one step of undo). */
	type(text: string): void {
		const cursor = this.getCursor();
		this.transaction({ changes: [{ from: cursor, text }] }, "input");
		this.setCursor(this.offsetToPos(this.posToOffset(cursor) + text.length));
	}

	/**
	 * The note changed outside this editor (the tests' `userEdit`, which
	 * stands for typing elsewhere or a sync): the editor takes the new text,
	 * outside undo, each selection kept on its line and column where the new
	 * text has them.
	 */
	loadFromDisk(text: string): void {
		if (text === this.text) return;
		const kept = this.listSelections();
		this.text = text;
		this.setSelections(kept);
	}

	private lineStarts(): number[] {
		const starts = [0];
		const breaks = /\r\n|\r|\n/g;
		for (let match = breaks.exec(this.text); match; match = breaks.exec(this.text)) starts.push(match.index + match[0].length);
		return starts;
	}

	private breakBefore(lineStart: number): number {
		return this.text.slice(lineStart - 2, lineStart) === "\r\n" ? 2 : 1;
	}
}

/** How long Obsidian waits after an edit before it saves the note (`requestSave`). */
export const SAVE_DELAY_MS = 2000;

/**
 * A note open in an editor: its file, its mode, the editor, and saving
 * (`requestSave` two seconds after the last change, `save` at once) through
 * `onSave`, which the fake workspace points at its vault.
 */
export class MarkdownView {
	mode: "source" | "preview" = "source";
	readonly editor: StubEditor;
	/** Writes the editor's text to the note (set by the fake workspace; none for a view no workspace opened). */
	onSave: (text: string) => void = () => undefined;
	private saveTimer: number | null = null;

	constructor(
		public file: TFile | null,
		line = 0,
		text = "",
	) {
		this.editor = new StubEditor(text);
		this.editor.setCursor({ line, ch: 0 });
		this.editor.onChange = () => this.requestSave();
	}

	getViewType(): string {
		return "markdown";
	}

	getMode(): "source" | "preview" {
		return this.mode;
	}

	getViewData(): string {
		return this.editor.getValue();
	}

	/** Saves two seconds after the last change. */
	requestSave(): void {
		if (this.saveTimer !== null) window.clearTimeout(this.saveTimer);
		this.saveTimer = window.setTimeout(() => void this.save(), SAVE_DELAY_MS);
	}

	/** Saves now (a save that was waiting is not made again). */
	save(): Promise<void> {
		if (this.saveTimer !== null) window.clearTimeout(this.saveTimer);
		this.saveTimer = null;
		this.onSave(this.editor.getValue());
		return Promise.resolve();
	}
}

/** A dialog; open ones are listed in `Modal.opened`. */
export class Modal {
	static opened: Modal[] = [];
	titleEl = new StubElement("div");
	contentEl = new StubElement("div");

	constructor(public app: unknown) {}

	open(): void {
		Modal.opened.push(this);
		void this.onOpen();
	}

	close(): void {
		Modal.opened = Modal.opened.filter((modal) => modal !== this);
		this.onClose();
	}

	setTitle(title: string): this {
		this.titleEl.setText(title);
		return this;
	}

	onOpen(): Promise<void> | void {}

	onClose(): void {}
}

/** A pick list. */
export abstract class FuzzySuggestModal<T> extends Modal {
	placeholder = "";

	setPlaceholder(placeholder: string): void {
		this.placeholder = placeholder;
	}

	abstract getItems(): T[];
	abstract getItemText(item: T): string;
	abstract onChooseItem(item: T, event: unknown): void;
}

class BaseComponent {
	disabled = false;

	setDisabled(disabled: boolean): this {
		this.disabled = disabled;
		return this;
	}

	then(callback: (component: this) => unknown): this {
		callback(this);
		return this;
	}
}

type ChangeHandler<T> = (value: T) => unknown;

/** A one-line text field. */
export class TextComponent extends BaseComponent {
	inputEl: StubElement;
	private handler: ChangeHandler<string> | null = null;

	constructor(containerEl: StubElement, tag = "input") {
		super();
		this.inputEl = containerEl.createEl(tag);
	}

	getValue(): string {
		return this.inputEl.value;
	}

	setValue(value: string): this {
		this.inputEl.value = value;
		return this;
	}

	setPlaceholder(placeholder: string): this {
		this.inputEl.placeholder = placeholder;
		return this;
	}

	onChange(handler: ChangeHandler<string>): this {
		this.handler = handler;
		return this;
	}

	/** Test helper: the user types `value`. */
	async type(value: string): Promise<void> {
		this.inputEl.value = value;
		await this.handler?.(value);
	}
}

/** A multi-line text field. */
export class TextAreaComponent extends TextComponent {
	constructor(containerEl: StubElement) {
		super(containerEl, "textarea");
	}
}

/** A component holding one value that the user changes (toggle, drop-down). */
class ValueComponent<T> extends BaseComponent {
	private handler: ChangeHandler<T> | null = null;

	constructor(public value: T) {
		super();
	}

	getValue(): T {
		return this.value;
	}

	setValue(value: T): this {
		this.value = value;
		return this;
	}

	onChange(handler: ChangeHandler<T>): this {
		this.handler = handler;
		return this;
	}

	/** Test helper: the user changes the value. */
	protected async change(value: T): Promise<void> {
		this.value = value;
		await this.handler?.(value);
	}
}

/** An on/off switch. */
export class ToggleComponent extends ValueComponent<boolean> {
	constructor() {
		super(false);
	}

	/** Test helper: the user flips the switch. */
	toggle(value: boolean): Promise<void> {
		return this.change(value);
	}
}

/** A drop-down list. */
export class DropdownComponent extends ValueComponent<string> {
	options: Record<string, string> = {};

	constructor() {
		super("");
	}

	addOption(value: string, display: string): this {
		this.options[value] = display;
		return this;
	}

	addOptions(options: Record<string, string>): this {
		Object.assign(this.options, options);
		return this;
	}

	/** Test helper: the user picks an option. */
	select(value: string): Promise<void> {
		return this.change(value);
	}
}

/** A button. */
export class ButtonComponent extends BaseComponent {
	buttonEl: StubElement;
	private handler: ((event: unknown) => unknown) | null = null;

	constructor(containerEl: StubElement) {
		super();
		this.buttonEl = containerEl.createEl("button");
	}

	setButtonText(text: string): this {
		this.buttonEl.setText(text);
		return this;
	}

	setCta(): this {
		this.buttonEl.addClass("mod-cta");
		return this;
	}

	setTooltip(tooltip: string): this {
		this.buttonEl.setAttr("aria-label", tooltip);
		return this;
	}

	onClick(handler: (event: unknown) => unknown): this {
		this.handler = handler;
		return this;
	}

	/** Test helper: the user clicks. */
	async click(): Promise<void> {
		await this.handler?.({});
	}
}

/** Obsidian's picker of a stored secret: its value is the secret's name. */
export class SecretComponent extends BaseComponent {
	value = "";
	private handler: ChangeHandler<string> | null = null;

	constructor(
		public app: unknown,
		public containerEl: StubElement,
	) {
		super();
	}

	setValue(value: string): this {
		this.value = value;
		return this;
	}

	onChange(handler: ChangeHandler<string>): this {
		this.handler = handler;
		return this;
	}

	/** Test helper: the user picks (or creates) the secret named `name`. */
	async choose(name: string): Promise<void> {
		this.value = name;
		await this.handler?.(name);
	}
}

/** One settings row; its element's `owner` is the Setting, so tests can find it by name. */
export class Setting {
	settingEl: StubElement;
	nameEl: StubElement;
	descEl: StubElement;
	controlEl: StubElement;
	name = "";
	isHeading = false;
	components: BaseComponent[] = [];

	constructor(containerEl: StubElement) {
		this.settingEl = containerEl.createDiv({ cls: "setting-item" });
		this.settingEl.owner = this;
		const info = this.settingEl.createDiv({ cls: "setting-item-info" });
		this.nameEl = info.createDiv({ cls: "setting-item-name" });
		this.descEl = info.createDiv({ cls: "setting-item-description" });
		this.controlEl = this.settingEl.createDiv({ cls: "setting-item-control" });
	}

	setName(name: string): this {
		this.name = name;
		this.nameEl.setText(name);
		return this;
	}

	setDesc(desc: string): this {
		this.descEl.setText(desc);
		return this;
	}

	setHeading(): this {
		this.isHeading = true;
		this.settingEl.addClass("setting-item-heading");
		return this;
	}

	addText(build: (component: TextComponent) => unknown): this {
		return this.add(new TextComponent(this.controlEl), build);
	}

	addTextArea(build: (component: TextAreaComponent) => unknown): this {
		return this.add(new TextAreaComponent(this.controlEl), build);
	}

	addToggle(build: (component: ToggleComponent) => unknown): this {
		return this.add(new ToggleComponent(), build);
	}

	addDropdown(build: (component: DropdownComponent) => unknown): this {
		return this.add(new DropdownComponent(), build);
	}

	addButton(build: (component: ButtonComponent) => unknown): this {
		return this.add(new ButtonComponent(this.controlEl), build);
	}

	addComponent(build: (el: StubElement) => BaseComponent): this {
		this.components.push(build(this.controlEl));
		return this;
	}

	private add<T extends BaseComponent>(component: T, build: (component: T) => unknown): this {
		this.components.push(component);
		build(component);
		return this;
	}
}

/** A plugin's settings tab. */
export class PluginSettingTab {
	containerEl = new StubElement("div");

	constructor(
		public app: unknown,
		public plugin: Plugin,
	) {}

	display(): void {}

	hide(): void {
		this.containerEl.empty();
	}

	getSettingDefinitions(): unknown[] {
		return [];
	}
}

/** Obsidian's moment: the locale the plugin reads (Obsidian's language), and `moment(date).format()` for the YYYY, MM and DD tokens (daily-note names). */
export const moment = Object.assign(
	(date: Date) => ({
		format: (pattern: string) =>
			pattern.replace(/YYYY|MM|DD/g, (token) => (token === "YYYY" ? String(date.getFullYear()) : String(token === "MM" ? date.getMonth() + 1 : date.getDate()).padStart(2, "0"))),
	}),
	{
		currentLocale: "en",
		locale(): string {
			return moment.currentLocale;
		},
	},
);
