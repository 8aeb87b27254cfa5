import { Notice, Platform, type App } from "obsidian";
import { lazy } from "../core/lazy";
import type { ListNotes, VaultPort, WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { UseCountStore } from "../core/memory/useCounts";
import type { LockSystem } from "../mcp/fileWriteLock";
import type { LocalMcpServer } from "../mcp/httpServer";

/** The name the access token is kept under in Obsidian's secret storage. */
export const MCP_TOKEN_SECRET = "annotation-memory-mcp-token";

/** The environment variable the copied configurations read the token from. */
export const MCP_TOKEN_VARIABLE = "ANNOTATION_MEMORY_TOKEN";

/** The HTTP server's module (node:http), loaded on desktop only, the first time the user turns the server on. */
const loadHttpServer = lazy(() => import("../mcp/httpServer"));

/** The write lock's module, loaded with the HTTP server. */
const loadFileWriteLock = lazy(() => import("../mcp/fileWriteLock"));

/** How long a pass or an edit of the plugin waits for another process's lock (a command-line pass), as the command line's passes wait. */
export const PASS_LOCK_WAIT_MS = 60_000;

/** How long a proposal waits for another writer's lock (a command-line pass) before it is answered with an error, as in the command line's server. */
export const MCP_LOCK_WAIT_MS = 30_000;

/**
 * The Node modules the vault's write lock needs, in the desktop app only
 * (null elsewhere). No AsyncLocalStorage: it is not safe in Obsidian's
 * renderer, and the server's proposals never nest a hold.
 */
function loadLockSystem(): LockSystem | null {
	if (Platform.isDesktop && Platform.isDesktopApp) {
		/* eslint-disable @typescript-eslint/no-require-imports -- as for node:http below */
		const fs = require("node:fs") as typeof import("node:fs");
		const os = require("node:os") as typeof import("node:os");
		const path = require("node:path") as typeof import("node:path");
		/* eslint-enable @typescript-eslint/no-require-imports -- back to imports */
		return {
			fs: fs.promises,
			path,
			hostname: () => os.hostname(),
			pid: process.pid,
			kill: (pid, signal) => process.kill(pid, signal),
			wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
			every: (ms, tick) => {
				const timer = window.setInterval(tick, ms);
				return () => window.clearInterval(timer);
			},
			randomToken: () => {
				const bytes = new Uint8Array(8);
				crypto.getRandomValues(bytes);
				return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
			},
		};
	}
	return null;
}

/**
 * The vault's write lock on disk in `folder` (the plugin's folder, beside
 * the command line's), in the desktop app; null without a folder on disk or
 * on mobile. `purpose` is what other writers are told holds it.
 */
export async function desktopWriteLock(folder: string | null, purpose: string, waitMs: number): Promise<WriteLock | null> {
	const system = folder === null ? null : loadLockSystem();
	if (folder === null || system === null) return null;
	const { fileWriteLock } = await loadFileWriteLock();
	return fileWriteLock(folder, { purpose, waitMs }, system);
}

/** Node's http module in the desktop app (Electron gives plugins Node's require); null elsewhere (mobile has no Node). */
function loadNodeHttp(): typeof import("node:http") | null {
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- Obsidian evaluates main.js as CommonJS, and import() of a Node module fails in Electron's renderer
	if (Platform.isDesktop && Platform.isDesktopApp) return require("node:http") as typeof import("node:http");
	return null;
}

/** The access token assistants must send, made (and kept in secret storage) on first use. */
export function mcpToken(app: App): string {
	return readToken(app) ?? regenerateMcpToken(app);
}

/** Makes a new access token and keeps it: clients with the old one are refused from the next request on. */
export function regenerateMcpToken(app: App): string {
	const bytes = new Uint8Array(32);
	crypto.getRandomValues(bytes);
	const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
	app.secretStorage.setSecret(MCP_TOKEN_SECRET, token);
	return token;
}

function readToken(app: App): string | null {
	try {
		const token = app.secretStorage.getSecret(MCP_TOKEN_SECRET);
		return token !== null && token !== "" ? token : null;
	} catch {
		return null;
	}
}

/** The URL clients connect to. */
export function mcpUrl(port: number): string {
	return `http://127.0.0.1:${port}/mcp`;
}

/** What the server needs from the plugin. */
export interface McpServingDeps {
	app: App;
	settings: () => Settings;
	vault: VaultPort;
	list: ListNotes;
	/**
	 * The folder on disk of the vault's write lock, beside the command line's
	 * (the plugin's folder of a vault on disk), or null where there is none
	 * (mobile): each proposal then holds that lock, as the command line's
	 * server does, so that a command-line pass never interleaves with it.
	 */
	lockFolder: () => string | null;
	/** How long a proposal waits for the lock (default MCP_LOCK_WAIT_MS). */
	lockWaitMs?: number;
	/** Where the entries get_context and search_memory return are counted as used. */
	useCounts?: UseCountStore;
}

/**
 * The MCP server inside Obsidian ("Serve memory to other assistants"): runs
 * while the setting is on, on desktop only, at 127.0.0.1 and the port the
 * settings name. `sync` follows the settings (start, stop, move to another
 * port); changes are applied one after the other.
 */
export class McpServing {
	private server: LocalMcpServer | null = null;
	private queue: Promise<void> = Promise.resolve();
	private stopped = false;
	/** The port that was in use when the server last tried to start (shown in the settings), or null. */
	portInUse: number | null = null;

	constructor(private readonly deps: McpServingDeps) {}

	/** The port it serves at, or null when it is not running. */
	get port(): number | null {
		return this.server?.port ?? null;
	}

	/** Starts, stops or moves the server as the settings now say; resolves when done. */
	sync(): Promise<void> {
		this.queue = this.queue.then(() => this.apply()).catch((error: unknown) => {
			new Notice(`Could not serve memory to other assistants: ${error instanceof Error ? error.message : String(error)}`);
		});
		return this.queue;
	}

	/** Stops the server for good (the plugin unloads). */
	stop(): Promise<void> {
		this.stopped = true;
		return this.sync();
	}

	/** The vault's write lock on disk, shared with the command line; null without a folder on disk. */
	private writeLock(): Promise<WriteLock | null> {
		return desktopWriteLock(this.deps.lockFolder(), "the MCP server in Obsidian", this.deps.lockWaitMs ?? MCP_LOCK_WAIT_MS);
	}

	private async apply(): Promise<void> {
		const settings = this.deps.settings();
		const wanted = !this.stopped && Platform.isDesktopApp && settings.mcpServe ? settings.mcpPort : null;
		if (this.server !== null && this.server.port === wanted) return;
		if (this.server !== null) {
			const running = this.server;
			this.server = null;
			await running.close();
		}
		if (wanted === null) {
			this.portInUse = null;
			return;
		}
		const http = loadNodeHttp();
		if (http === null) return;
		const { createServer } = http;
		const { startLocalMcpServer, PortInUseError } = await loadHttpServer();
		const { app, vault, list } = this.deps;
		mcpToken(app);
		const lock = await this.writeLock();
		try {
			this.server = await startLocalMcpServer({ createServer, vault, list, settings: this.deps.settings, clock: () => new Date(), port: wanted, token: () => readToken(app), ...(lock ? { lock } : {}), ...(this.deps.useCounts ? { useCounts: this.deps.useCounts } : {}) });
			this.portInUse = null;
		} catch (error) {
			if (!(error instanceof PortInUseError)) throw error;
			if (this.portInUse !== wanted) new Notice(`Could not serve memory to other assistants: port ${wanted} is already in use on this computer (by another program, or another vault). Choose another port in the plugin's settings.`, 10000);
			this.portInUse = wanted;
		}
	}
}
