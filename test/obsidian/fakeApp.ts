/**
 * A focused in-memory Obsidian app for the plugin tests: a vault with
 * `process` semantics and modify events, a config-folder adapter, secret
 * storage and a workspace that opens registered views in leaves.
 */
import type { App, PluginManifest } from "obsidian";
import { Events, ItemView, MarkdownView, Modal, TAbstractFile, TFile, TFolder, viewRegistry, type Command, type Plugin as StubPlugin } from "../stubs/obsidian";
import AnnotationMemoryPlugin from "../../src/main";
import { loadWork } from "../../src/obsidian/loadWork";

/** The plugin folder the fake manifest names. */
export const PLUGIN_DIR = ".obsidian/plugins/annotation-memory";

/** An in-memory vault: notes, folders and the events Obsidian fires. */
export class FakeVault extends Events {
	readonly configDir = ".obsidian";
	readonly files = new Map<string, string>();
	readonly folders = new Set<string>();
	readonly adapter = new FakeAdapter();
	/** Every note write, in order (path). */
	readonly writes: string[] = [];
	/** Told of every write before its event fires (the open editors take the new text first, as Obsidian's do). */
	beforeEvent: (path: string, text: string) => void = () => undefined;
	private readonly handles = new Map<string, TAbstractFile>();

	constructor(notes: Record<string, string> = {}) {
		super();
		for (const [path, text] of Object.entries(notes)) {
			this.addFolders(parentOf(path));
			this.files.set(path, text);
		}
	}

	getFileByPath(path: string): TFile | null {
		if (!this.files.has(path)) return null;
		return this.handle(path, TFile, () => new TFile(path));
	}

	/** Every Markdown note, as `app.vault.getMarkdownFiles()` lists them. */
	getMarkdownFiles(): TFile[] {
		return [...this.files.keys()].filter((path) => path.endsWith(".md")).map((path) => this.getFileByPath(path)!);
	}

	getFolderByPath(path: string): TFolder | null {
		const key = path === "/" ? "" : path;
		if (key !== "" && !this.folders.has(key)) return null;
		const folder = this.handle(`folder:${key}`, TFolder, () => new TFolder(key === "" ? "/" : key));
		folder.children = this.childrenOf(key);
		return folder;
	}

	read(file: TFile): Promise<string> {
		const text = this.files.get(file.path);
		return text === undefined ? Promise.reject(new Error(`No file ${file.path}`)) : Promise.resolve(text);
	}

	cachedRead(file: TFile): Promise<string> {
		return this.read(file);
	}

	/** Obsidian's atomic read-modify-write; a change fires "modify". */
	process(file: TFile, edit: (data: string) => string): Promise<string> {
		const current = this.files.get(file.path);
		if (current === undefined) return Promise.reject(new Error(`No file ${file.path}`));
		const next = edit(current);
		if (next !== current) this.write(file.path, next, "modify");
		return Promise.resolve(next);
	}

	/** Creates a note; like the real vault, its folder must exist. */
	create(path: string, text: string): Promise<TFile> {
		if (this.files.has(path)) return Promise.reject(new Error(`File already exists: ${path}`));
		const parent = parentOf(path);
		if (parent !== "" && !this.folders.has(parent)) return Promise.reject(new Error(`Folder does not exist: ${parent}`));
		this.write(path, text, "create");
		return Promise.resolve(this.getFileByPath(path)!);
	}

	createFolder(path: string): Promise<TFolder> {
		if (this.folders.has(path)) return Promise.reject(new Error(`Folder already exists: ${path}`));
		this.folders.add(path);
		return Promise.resolve(this.getFolderByPath(path)!);
	}

	/** Moves a note to the (fake) trash. */
	trash(file: TFile): void {
		this.files.delete(file.path);
		this.handles.delete(file.path);
		this.trigger("delete", file);
	}

	/** Test helper: the user renames a note (Obsidian fires "rename" with the file under its new path and the old path). */
	userRename(oldPath: string, newPath: string): void {
		const text = this.files.get(oldPath);
		if (text === undefined) throw new Error(`No file ${oldPath}`);
		this.files.delete(oldPath);
		this.handles.delete(oldPath);
		this.addFolders(parentOf(newPath));
		this.files.set(newPath, text);
		this.trigger("rename", this.getFileByPath(newPath), oldPath);
	}

	/** Test helper: the user changes a note in the editor. */
	userEdit(path: string, text: string): void {
		this.addFolders(parentOf(path));
		this.write(path, text, this.files.has(path) ? "modify" : "create");
	}

	/** An editor saves the note's text (nothing is written when the note holds it already, as Obsidian skips such a save). */
	saveFromEditor(path: string, text: string): void {
		if (this.files.get(path) !== text) this.write(path, text, "modify");
	}

	private write(path: string, text: string, event: "modify" | "create"): void {
		this.files.set(path, text);
		this.writes.push(path);
		this.beforeEvent(path, text);
		this.trigger(event, this.getFileByPath(path));
	}

	private addFolders(folder: string): void {
		let current = "";
		for (const segment of folder === "" ? [] : folder.split("/")) {
			current = current === "" ? segment : `${current}/${segment}`;
			this.folders.add(current);
		}
	}

	private childrenOf(folder: string): TAbstractFile[] {
		const prefix = folder === "" ? "" : `${folder}/`;
		const direct = (path: string) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/");
		return [
			...[...this.folders].filter((path) => path !== "" && direct(path)).map((path) => this.getFolderByPath(path)!),
			...[...this.files.keys()].filter(direct).map((path) => this.getFileByPath(path)!),
		];
	}

	/** One handle per path, as Obsidian keeps them (so `instanceof` and identity hold). */
	private handle<T extends TAbstractFile>(key: string, type: new (path: string) => T, create: () => T): T {
		const known = this.handles.get(key);
		if (known instanceof type) return known;
		const file = create();
		this.handles.set(key, file);
		return file;
	}
}

/** The config-folder adapter (data.json, journal.jsonl). */
export class FakeAdapter {
	readonly files = new Map<string, string>();
	private readonly folders = new Set<string>();

	exists(path: string): Promise<boolean> {
		return Promise.resolve(this.files.has(path) || this.folders.has(path) || [...this.files.keys()].some((file) => file.startsWith(`${path}/`)));
	}

	read(path: string): Promise<string> {
		const text = this.files.get(path);
		return text === undefined ? Promise.reject(new Error(`No file ${path}`)) : Promise.resolve(text);
	}

	write(path: string, text: string): Promise<void> {
		this.files.set(path, text);
		return Promise.resolve();
	}

	append(path: string, text: string): Promise<void> {
		this.files.set(path, (this.files.get(path) ?? "") + text);
		return Promise.resolve();
	}

	/** Folders exist as long as a file is in them, or once made. */
	mkdir(path: string): Promise<void> {
		this.folders.add(path);
		return Promise.resolve();
	}

	/** The files and folders directly in a folder, as vault paths (as Obsidian lists them). */
	list(folder: string): Promise<{ files: string[]; folders: string[] }> {
		const files = [...this.files.keys()].filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/"));
		return Promise.resolve({ files, folders: [] });
	}
}

/** A workspace leaf holding at most one view. */
export class FakeLeaf {
	view: ItemView | null = null;

	constructor(readonly app: FakeApp) {}

	async setViewState(state: { type: string }): Promise<void> {
		const create = viewRegistry.get(state.type);
		if (!create) throw new Error(`No view registered for ${state.type}`);
		this.view = create(this);
		await this.view.onOpen();
	}

	/** Closes the view as Obsidian does when the leaf goes. */
	async detach(): Promise<void> {
		if (!this.view) return;
		await this.view.onClose();
		this.view.unload();
		this.view = null;
	}
}

/** A tab holding a note in an editor (or nothing, once closed). */
export interface FakeEditorLeaf {
	view: MarkdownView | null;
}

/** The workspace: layout readiness, leaves and opened links. */
export class FakeWorkspace extends Events {
	readonly leaves: FakeLeaf[] = [];
	/** The tabs with notes in editors (the editor tab, and any split a test adds). */
	readonly editorLeaves: FakeEditorLeaf[] = [];
	readonly revealed: FakeLeaf[] = [];
	readonly openedLinks: string[] = [];
	/** The view state each opened link was given (its `eState.line`, when any). */
	readonly openedStates: (unknown)[] = [];
	/** The view of the active leaf (what `getActiveViewOfType` looks at). */
	activeView: object | null = null;
	private ready = false;
	private waiting: (() => unknown)[] = [];

	constructor(private readonly app: FakeApp) {
		super();
	}

	onLayoutReady(callback: () => unknown): void {
		if (this.ready) callback();
		else this.waiting.push(callback);
	}

	/** Test helper: Obsidian finished loading the layout. */
	layoutReady(): void {
		this.ready = true;
		const waiting = this.waiting;
		this.waiting = [];
		for (const callback of waiting) callback();
	}

	getActiveViewOfType<T>(type: abstract new (...args: never[]) => T): T | null {
		return this.activeView instanceof type ? this.activeView : null;
	}

	/**
	 * Test helper: the user opens a note in the editor tab (the note open
	 * there before is closed), the cursor on `line`; the active leaf changes.
	 * The editor holds the note's text and saves into the vault.
	 */
	openInEditor(path: string, line: number): MarkdownView {
		const view = new MarkdownView(this.app.vault.getFileByPath(path), line, this.app.vault.files.get(path) ?? "");
		view.onSave = (text) => this.app.vault.saveFromEditor(path, text);
		view.editor.setCursor({ line, ch: 0 });
		const tab = this.editorLeaves[0] ?? { view: null };
		if (this.editorLeaves.length === 0) this.editorLeaves.push(tab);
		tab.view = view;
		this.activeView = view;
		this.trigger("active-leaf-change", null);
		return view;
	}

	/** Test helper: the user closes the editor tab (its note is open nowhere now). */
	closeEditor(): void {
		const tab = this.editorLeaves[0];
		if (tab) tab.view = null;
		if (this.activeView instanceof MarkdownView) this.activeView = {};
		this.trigger("active-leaf-change", null);
	}

	/** The open editor views (the tab's and any split's) showing the note at `path`. */
	editorsOf(path: string): MarkdownView[] {
		return this.editorLeaves.flatMap((leaf) => (leaf.view?.file?.path === path ? [leaf.view] : []));
	}

	/** Test helper: the cursor moves in the active editor (Obsidian fires no event for that). */
	moveCursor(line: number): void {
		const view = this.getActiveViewOfType(MarkdownView);
		if (!view) throw new Error("No note is open in the active editor");
		view.editor.setCursor({ line, ch: 0 });
	}

	/** Test helper: the user clicks into a view that is no editor (a side panel); the active leaf changes. */
	focusElsewhere(): void {
		this.activeView = {};
		this.trigger("active-leaf-change", null);
	}

	getLeavesOfType(type: "markdown"): FakeEditorLeaf[];
	getLeavesOfType(type: string): FakeLeaf[];
	getLeavesOfType(type: string): FakeLeaf[] | FakeEditorLeaf[] {
		if (type === "markdown") return this.editorLeaves.filter((leaf) => leaf.view !== null);
		return this.leaves.filter((leaf) => leaf.view?.getViewType() === type);
	}

	getRightLeaf(): FakeLeaf {
		const leaf = new FakeLeaf(this.app);
		this.leaves.push(leaf);
		return leaf;
	}

	revealLeaf(leaf: FakeLeaf): Promise<void> {
		this.revealed.push(leaf);
		return Promise.resolve();
	}

	openLinkText(path: string, _sourcePath = "", _newLeaf = false, state?: unknown): Promise<void> {
		this.openedLinks.push(path);
		this.openedStates.push(state);
		return Promise.resolve();
	}
}

/** Secret storage keyed by secret name. */
export class FakeSecretStorage {
	readonly secrets = new Map<string, string>();

	getSecret(id: string): string | null {
		return this.secrets.get(id) ?? null;
	}

	setSecret(id: string, secret: string): void {
		this.secrets.set(id, secret);
	}

	listSecrets(): string[] {
		return [...this.secrets.keys()];
	}
}

/** A core or community plugin's settings as another plugin reads them (untyped in Obsidian: tests set what they need). */
export interface FakePlugins {
	/** Core plugins by id (`daily-notes`: `{ enabled, instance: { options: { folder, format } } }`). */
	internal: Map<string, unknown>;
	/** Enabled community plugins by id (`periodic-notes`: `{ settings: { daily: { enabled, folder, format } } }`). */
	community: Map<string, unknown>;
}

/** The app the plugin sees. */
export class FakeApp {
	readonly vault: FakeVault;
	readonly workspace: FakeWorkspace;
	readonly installed: FakePlugins = { internal: new Map(), community: new Map() };
	readonly internalPlugins = { getPluginById: (id: string) => this.installed.internal.get(id) ?? null };
	readonly plugins = { getPlugin: (id: string) => this.installed.community.get(id) ?? null };
	readonly secretStorage = new FakeSecretStorage();
	readonly fileManager = {
		trashFile: (file: TFile) => {
			this.vault.trash(file);
			return Promise.resolve();
		},
	};

	/** Resolves wiki links as Obsidian does for plain names: an exact path, the path with `.md`, or a note of that name. */
	readonly metadataCache = {
		getFirstLinkpathDest: (linkpath: string): TFile | null => {
			const paths = [...this.vault.files.keys()];
			const path = paths.find((p) => p === linkpath || p === `${linkpath}.md`) ?? paths.find((p) => p.endsWith(`/${linkpath}.md`));
			return path === undefined ? null : this.vault.getFileByPath(path);
		},
	};

	constructor(notes: Record<string, string> = {}) {
		this.vault = new FakeVault(notes);
		this.workspace = new FakeWorkspace(this);
		// A note changed in the vault shows in the editors that have it open before anyone hears of the change.
		this.vault.beforeEvent = (path, text) => {
			for (const view of this.workspace.editorsOf(path)) view.editor.loadFromDisk(text);
		};
	}
}

/** The manifest the plugin is loaded with. */
export const MANIFEST = { id: "annotation-memory", name: "Annotation Memory", version: "0.1.0", minAppVersion: "1.11.4", description: "", author: "", dir: PLUGIN_DIR } as PluginManifest;

/** A plugin loaded over a fake app. */
export interface Harness {
	app: FakeApp;
	plugin: AnnotationMemoryPlugin;
	/** The same plugin, seen through the stub's recording of its registrations. */
	stub: StubPlugin;
	/** The registered command with this id. */
	command: (id: string) => Command;
	/** Runs a command as the palette does; false when its check hides it (nothing ran). */
	run: (id: string) => boolean;
}

/** A loaded plugin over a fake app, with its layout ready unless asked otherwise. */
export async function loadPlugin(notes: Record<string, string> = {}, options: { data?: unknown; layoutReady?: boolean } = {}): Promise<Harness> {
	// In main.js the plugin's work loads in a few microtasks on first use; under vitest a dynamic
	// import reads files. Loaded up front, a run settles here as it does in the bundle.
	await loadWork();
	const app = new FakeApp(notes);
	if (options.data !== undefined) app.vault.adapter.files.set(`${PLUGIN_DIR}/data.json`, JSON.stringify(options.data));
	const plugin = new AnnotationMemoryPlugin(app as unknown as App, MANIFEST);
	await plugin.onload();
	if (options.layoutReady ?? true) app.workspace.layoutReady();
	await settle();
	const stub = plugin as unknown as StubPlugin;
	const command = (id: string) => {
		const found = stub.commands.find((c) => c.id === id);
		if (!found) throw new Error(`No command ${id}`);
		return found;
	};
	const run = (id: string) => {
		const found = command(id);
		if (found.checkCallback) return found.checkCallback(true) === true && found.checkCallback(false) !== false;
		found.callback!();
		return true;
	};
	return { app, plugin, stub, command, run };
}

/** The modal opened last, checked to be of the expected class. */
export function lastModal<T>(type: abstract new (...args: never[]) => T): T {
	const modal: unknown = Modal.opened.at(-1);
	if (!(modal instanceof type)) throw new Error(`The last modal is not a ${type.name}`);
	return modal;
}

/** Lets pending promise callbacks run (works with fake timers too). */
export async function settle(rounds = 100): Promise<void> {
	for (let i = 0; i < rounds; i++) await Promise.resolve();
}

function parentOf(path: string): string {
	const slash = path.lastIndexOf("/");
	return slash < 0 ? "" : path.slice(0, slash);
}
