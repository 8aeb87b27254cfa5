import { FileSystemAdapter, moment, normalizePath, Notice, Plugin, TFile } from "obsidian";
import { resolveSettings, type Settings } from "./core/settings";
import type { Binding } from "./core/memory/context";
import type { HttpPort } from "./core/ports";
import { createPublicApi, type AnnotationMemoryApi } from "./obsidian/api";
import { registerCommands } from "./obsidian/commands";
import { createRequestUrlHttp, windowSleep } from "./obsidian/http";
import { tasksToggle } from "./obsidian/tasksApi";
import { createAdapterDecisionCache, createAdapterExamples, createAdapterJournal, createAdapterUsage, createAdapterUseCounts } from "./obsidian/pluginFiles";
import { REVIEW_RIBBON_ICON, REVIEW_RIBBON_TITLE, ReviewRibbon } from "./obsidian/ribbon";
import { openReviewPanel } from "./obsidian/openReviewPanel";
import { followRename } from "./obsidian/renames";
import { REVIEW_VIEW_TYPE, ReviewView } from "./obsidian/reviewView";
import { SelfWriteGuard } from "./obsidian/selfWrites";
import { AnnotationMemoryService } from "./obsidian/service";
import { AnnotationMemorySettingTab } from "./obsidian/settingsTab";
import { PendingStatus } from "./obsidian/statusBar";
import { createListNotes, createVaultPort } from "./obsidian/vaultPort";
import { onExchangeNoteChange } from "./obsidian/exchangeEvents";
import { ChangeWatcher } from "./obsidian/watcher";
import { WritingHold } from "./obsidian/hold";
import { BroughtBack } from "./obsidian/broughtBack";
import { activeWritingPosition } from "./obsidian/writingPosition";
import { pluginAgendaEntries, pluginAgendaNotes, pluginOwnNotes } from "./obsidian/agendaSources";
import { desktopWriteLock, McpServing, PASS_LOCK_WAIT_MS } from "./obsidian/mcpServing";
import { lockedVault, sharedWriteLock } from "./obsidian/writeLock";

/**
 * Annotation Memory. This class is lifecycle only: it loads the settings and
 * registers commands, the review view, the settings tab, the status bar item, the ribbon icon,
 * the vault events and the active-leaf event that frees held annotations (all through `register*`, so unloading releases
 * them). Loading reads nothing but the settings; the watcher starts once the
 * workspace layout is ready.
 */
export default class AnnotationMemoryPlugin extends Plugin {
	/** The live settings (stored in data.json; never an API key, only the secret's name). */
	override settings: Settings = resolveSettings(undefined);
	/** For other plugins: `app.plugins.getPlugin("annotation-memory").api`. */
	api!: AnnotationMemoryApi;
	/** HTTP over `requestUrl`, shared by the passes and the settings tab. */
	readonly http: HttpPort = createRequestUrlHttp();
	/** The MCP server for other assistants ("Serve memory to other assistants"; desktop only). */
	mcp!: McpServing;
	private service!: AnnotationMemoryService;
	private readonly guard = new SelfWriteGuard();
	private watcher: ChangeWatcher | null = null;
	private unloaded = false;

	override async onload(): Promise<void> {
		this.settings = resolveSettings(await this.loadData());
		const ownWrites = createVaultPort(this.app, (path, text) => this.guard.record(path, text));
		// On desktop every write of the plugin holds the vault's write lock, which command-line passes and MCP servers hold too.
		const adapter = this.app.vault.adapter;
		const pluginDir = this.manifest.dir ?? normalizePath(`${this.app.vault.configDir}/plugins/${this.manifest.id}`);
		const lockFolder = () => (adapter instanceof FileSystemAdapter ? `${adapter.getBasePath()}/${pluginDir}` : null);
		const writeLock = sharedWriteLock(() => desktopWriteLock(lockFolder(), "Obsidian", PASS_LOCK_WAIT_MS));
		const vault = lockedVault(ownWrites, writeLock);
		// Automatic runs leave alone what the user is still writing, and run again once they leave it.
		const hold = new WritingHold({
			position: () => activeWritingPosition(this.app),
			extraCues: () => this.settings.extraCues,
			release: () => this.watcher?.processSoon(),
		});
		this.register(() => hold.stop());
		// What a run took and the user brought back (Ctrl+Z, Undo) is not taken again by an automatic run.
		const broughtBack = new BroughtBack((message) => new Notice(message));
		this.register(() => broughtBack.clear());
		this.registerEvent(this.app.workspace.on("active-leaf-change", () => hold.check()));
		// One use-count file for this start of the plugin: the passes, copied context and the MCP server all count into it.
		const useCounts = createAdapterUseCounts(adapter, pluginDir);
		this.service = new AnnotationMemoryService({
			settings: () => this.settings,
			vault,
			list: createListNotes(this.app),
			http: this.http,
			sleep: windowSleep,
			locale: () => moment.locale(),
			tasksToggle: () => tasksToggle(this.app),
			journal: createAdapterJournal(this.app.vault.adapter, pluginDir),
			examples: createAdapterExamples(this.app.vault.adapter, pluginDir),
			decisionCache: createAdapterDecisionCache(this.app.vault.adapter, pluginDir),
			useCounts,
			usage: createAdapterUsage(adapter, pluginDir),
			clock: () => new Date(),
			apiKey: () => this.apiKey(),
			onUserDecision: () => void this.service.readExchange().then((text) => this.watcher?.userDecided(text)),
			holdWhileWriting: async () => {
				const back = broughtBack.forRun();
				const writing = await hold.forRun();
				return (annotation, path) => back(annotation, path) ?? writing(annotation, path);
			},
			onProcessed: (report, manual) => broughtBack.record(report, manual),
			agenda: (settings) => pluginAgendaNotes(this.app, settings, new Date()),
			writeLock,
		});
		this.api = createPublicApi(this.service);
		// Proposals from assistants count as the plugin's own writes; the server holds the write lock itself, around each proposal.
		const mcp = new McpServing({ app: this.app, settings: () => this.settings, vault: ownWrites, list: createListNotes(this.app), lockFolder, useCounts });
		this.mcp = mcp;
		this.register(() => void mcp.stop());

		this.registerView(REVIEW_VIEW_TYPE, (leaf) => new ReviewView(leaf, this.service));
		const statusEl = this.addStatusBarItem();
		const status = new PendingStatus(statusEl);
		// On a phone there is no status bar: the ribbon icon is the way to the panel, its tooltip the count.
		const ribbon = new ReviewRibbon(this.addRibbonIcon(REVIEW_RIBBON_ICON, REVIEW_RIBBON_TITLE, () => void openReviewPanel(this.app.workspace)));
		registerCommands(this, this.service, { openReviewPanel: () => openReviewPanel(this.app.workspace), decidedCount: () => status.decided() });
		this.addSettingTab(new AnnotationMemorySettingTab(this.app, this));

		this.registerDomEvent(statusEl, "click", () => void openReviewPanel(this.app.workspace));
		this.register(() => this.guard.clear());
		// Renaming an agenda note, Exchange.md or a memory folder keeps it configured.
		this.registerEvent(
			this.app.vault.on("rename", (file, oldPath) => {
				const next = followRename(this.settings, oldPath, file.path);
				if (next) {
					this.settings = next;
					void this.saveSettings();
				}
			}),
		);

		this.app.workspace.onLayoutReady(() => {
			// The plugin may have been disabled before the layout was ready.
			if (this.unloaded) return;
			this.startWatching(status, ribbon, (path) => vault.read(path));
			// Loads nothing unless the user turned the server on (and never on mobile).
			void mcp.sync();
		});
	}

	override onunload(): void {
		this.unloaded = true;
	}

	/** data.json changed on disk (sync from another device): the watcher, the panel and the status bar follow the new settings. */
	override async onExternalSettingsChange(): Promise<void> {
		this.settings = resolveSettings(await this.loadData());
		this.service.settingsChanged();
		await this.mcp.sync();
	}

	/** Saves the settings to data.json; the MCP server follows them (started, stopped or moved to the new port). */
	async saveSettings(): Promise<void> {
		await this.saveData(this.settings);
		await this.mcp.sync();
	}

	/** The rules, skills and memory notes bound to agenda notes (for the settings tab). */
	bindings(): Promise<Binding[]> {
		return this.service.bindings();
	}

	/** How many review decisions the deciders learn from (for the settings tab). */
	exampleCount(): Promise<number> {
		return this.service.exampleCount();
	}

	/** Forgets every example learned from review decisions (for the settings tab, after it asked). */
	forgetExamples(): Promise<void> {
		return this.service.forgetExamples();
	}

	/** The API key from Obsidian's secret storage (null when none is stored under the configured name). */
	apiKey(): string | null {
		const name = this.settings.apiKeySecret.trim();
		if (name === "") return null;
		try {
			return this.app.secretStorage.getSecret(name);
		} catch {
			return null;
		}
	}

	/** Starts the watcher: agenda edits start a process pass, ticks in the exchange note a migration. */
	private startWatching(status: PendingStatus, ribbon: ReviewRibbon, read: (path: string) => Promise<string | null>): void {
		const watcher = new ChangeWatcher({
			settings: () => this.settings,
			agendaEntries: () => pluginAgendaEntries(this.app, this.settings, new Date()).entries,
			ownNotes: () => pluginOwnNotes(this.app, this.settings),
			guard: this.guard,
			read,
			process: () => void this.service.process("auto"),
			migrate: () => void this.service.migrate("tick"),
		});
		this.watcher = watcher;
		this.register(() => {
			watcher.cancel();
			this.watcher = null;
		});
		this.registerEvent(
			this.app.vault.on("modify", (file) => {
				if (file instanceof TFile) void watcher.onModify(file.path);
			}),
		);
		let reads = 0;
		// Reads may finish out of order: only the latest one's count is shown.
		const recount = () => {
			const read = ++reads;
			void this.service.readExchange().then((text) => {
				if (read !== reads) return;
				status.show(text);
				status.setPaused(this.service.paused());
				ribbon.show(status.pending());
			});
		};
		// Whoever changes Exchange.md (the user, sync, a pass), the count follows; a run's end (or new settings) recounts too.
		for (const ref of onExchangeNoteChange(this.app.vault, () => this.settings.exchangePath, recount)) this.registerEvent(ref);
		this.registerEvent(this.service.events.on("change", recount));
		recount();
	}
}
