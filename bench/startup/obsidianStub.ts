/**
 * Just enough of the `obsidian` module for main.js to load and run `onload`
 * outside Obsidian, for the startup benchmark. Plain code with no vitest in
 * it (the benchmark runs in a bare `node` process); test/stubs/obsidian.ts is
 * the full stub the tests use.
 *
 * It is forgiving on purpose: an export, element method or app property it
 * does not know is a no-op, so a new call in `onload` changes the figure, not
 * whether the benchmark runs.
 */

/** An object that answers every unknown property with a no-op method returning another such object. */
export function forgiving<T extends object>(target: T): T {
	return new Proxy(target, {
		get(object, key, receiver) {
			// "then": an awaited forgiving object must not look like a promise.
			if (typeof key === "symbol" || key === "then" || key in object) return Reflect.get(object, key, receiver) as unknown;
			return () => forgiving({});
		},
	});
}

/** A DOM element stand-in: what `onload` does to the status bar item and the like. */
function stubElement(): HTMLElement {
	return forgiving({ style: {}, dataset: {}, classList: forgiving({}) }) as unknown as HTMLElement;
}

/** Obsidian's event hub: `on` returns a reference, `trigger` calls the handlers. */
export class Events {
	private readonly handlers = new Map<string, ((...data: unknown[]) => unknown)[]>();

	on(name: string, callback: (...data: unknown[]) => unknown): { name: string; callback: unknown } {
		this.handlers.set(name, [...(this.handlers.get(name) ?? []), callback]);
		return { name, callback };
	}

	off(name: string, callback: (...data: unknown[]) => unknown): void {
		this.handlers.set(name, (this.handlers.get(name) ?? []).filter((handler) => handler !== callback));
	}

	offref(): void {}

	trigger(name: string, ...data: unknown[]): void {
		for (const handler of this.handlers.get(name) ?? []) handler(...data);
	}
}

/** Obsidian's Component: registrations are kept and released on unload. */
export class Component {
	private readonly cleanups: (() => unknown)[] = [];

	load(): void {
		this.onload();
	}

	onload(): void {}

	unload(): void {
		for (const cleanup of this.cleanups.splice(0)) cleanup();
		this.onunload();
	}

	onunload(): void {}

	addChild<T>(child: T): T {
		return child;
	}

	removeChild<T>(child: T): T {
		return child;
	}

	register(cleanup: () => unknown): void {
		this.cleanups.push(cleanup);
	}

	registerEvent(_ref: unknown): void {}

	registerDomEvent(_el: unknown, _type: string, _callback: unknown): void {}

	registerScopeEvent(_ref: unknown): void {}

	registerInterval(id: number): number {
		return id;
	}
}

/** Obsidian's Plugin: every registration method, each doing nothing but keep what it is given. */
export class Plugin extends Component {
	readonly registered: unknown[] = [];

	constructor(
		public app: unknown,
		public manifest: unknown,
	) {
		super();
	}

	private keep<T>(thing: T): T {
		this.registered.push(thing);
		return thing;
	}

	addRibbonIcon(): HTMLElement {
		return this.keep(stubElement());
	}

	addStatusBarItem(): HTMLElement {
		return this.keep(stubElement());
	}

	addCommand<T>(command: T): T {
		return this.keep(command);
	}

	removeCommand(): void {}

	addSettingTab(tab: unknown): void {
		this.keep(tab);
	}

	registerView(type: string, creator: unknown): void {
		this.keep([type, creator]);
	}

	registerHoverLinkSource(): void {}
	registerExtensions(): void {}
	registerMarkdownPostProcessor<T>(processor: T): T {
		return this.keep(processor);
	}
	registerMarkdownCodeBlockProcessor(): void {}
	registerEditorExtension(): void {}
	registerObsidianProtocolHandler(): void {}
	registerEditorSuggest(): void {}

	/** A fresh install: no data.json yet. */
	loadData(): Promise<unknown> {
		return Promise.resolve(null);
	}

	saveData(): Promise<void> {
		return Promise.resolve();
	}
}

/** A base class for everything `onload` may construct or extend without running it (views, modals, setting tabs…). */
export class Stub {
	constructor(...args: unknown[]) {
		const [app] = args;
		Object.assign(this, { app, containerEl: stubElement(), contentEl: stubElement() });
	}
}

/** Told the message of every notice shown (the benchmark waits for a run's result notice). */
export const noticeListeners: ((message: string) => void)[] = [];

/** The stub module: the names above, `normalizePath`, `moment`, and a stub class for any other name. */
export const obsidianStub: Record<string, unknown> = forgiving({
	Component,
	Events,
	Plugin,
	normalizePath: (path: string) => path.replace(/\\/g, "/").replace(/\/+/g, "/").replace(/^\/|\/$/g, "") || "/",
	moment: Object.assign(() => forgiving({}), { locale: () => "en" }),
	requestUrl: () => Promise.reject(new Error("no network in the startup benchmark")),
	Platform: { isMobile: false, isDesktop: true, isDesktopApp: true },
	// Classes main.js extends or checks with instanceof.
	ItemView: class extends Stub {},
	Modal: class extends Stub {},
	FuzzySuggestModal: class extends Stub {},
	SuggestModal: class extends Stub {},
	PluginSettingTab: class extends Stub {},
	Setting: class extends Stub {},
	Notice: class Notice extends Stub {
		constructor(message: unknown, ...rest: unknown[]) {
			super(message, ...rest);
			for (const listener of noticeListeners) listener(String(message));
		}
	},
	TAbstractFile: class extends Stub {},
	TFile: class extends Stub {},
	TFolder: class extends Stub {},
	MarkdownView: class extends Stub {},
	FileSystemAdapter: class extends Stub {},
	SecretComponent: class extends Stub {},
});

/**
 * A minimal app over an in-memory vault holding `notes` (path → text): what
 * `onload` of a fresh install sees, and enough for a pass to read and write
 * notes. Folders are never listed (no rules or skills notes).
 */
export function fakeApp(notes: Record<string, string> = {}): unknown {
	const files = new Map(Object.entries(notes));
	const fileAt = (path: string) => (files.has(path) ? { path, name: path.slice(path.lastIndexOf("/") + 1), extension: "md" } : null);
	const vault = Object.assign(new Events(), {
		configDir: ".obsidian",
		adapter: forgiving({
			exists: () => Promise.resolve(false),
			read: () => Promise.reject(new Error("no file")),
			write: () => Promise.resolve(),
		}),
		getFileByPath: fileAt,
		getFolderByPath: () => null,
		getAbstractFileByPath: fileAt,
		getMarkdownFiles: () => [...files.keys()].map(fileAt),
		read: (file: { path: string }) => Promise.resolve(files.get(file.path) ?? ""),
		cachedRead: (file: { path: string }) => Promise.resolve(files.get(file.path) ?? ""),
		process: (file: { path: string }, edit: (text: string) => string) => {
			const next = edit(files.get(file.path) ?? "");
			files.set(file.path, next);
			return Promise.resolve(next);
		},
		create: (path: string, text: string) => {
			files.set(path, text);
			return Promise.resolve(fileAt(path));
		},
		createFolder: () => Promise.resolve(),
	});
	// onLayoutReady's callbacks are kept, not run: the layout is not ready while plugins load.
	const layoutReady: (() => unknown)[] = [];
	const workspace = Object.assign(new Events(), {
		layoutReady: false,
		onLayoutReady: (callback: () => unknown) => void layoutReady.push(callback),
		getLeavesOfType: () => [],
		getActiveViewOfType: () => null,
		getActiveFile: () => null,
	});
	return forgiving({
		vault: forgiving(vault),
		workspace: forgiving(workspace),
		metadataCache: forgiving(new Events()),
		fileManager: forgiving({}),
		secretStorage: forgiving({ getSecret: () => null }),
	});
}
