import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { NO_WRITE_LOCK, type Clock, type ListNotes, type VaultPort, type WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import { version } from "../../package.json";
import { appendOnlyVault } from "./appendOnlyVault";
import { registerNoteResources } from "./resources";
import { registerTools } from "./tools";

/** Proposals one server takes a minute: plenty for an assistant at work, few enough to review. */
const PROPOSALS_PER_MINUTE = 10;

/** What the server serves. */
export interface MemoryServerOptions {
	vault: VaultPort;
	list: ListNotes;
	settings: Settings;
	clock: Clock;
	/** The vault's write lock; each proposal holds it from reading Exchange.md to the durable append. */
	lock?: WriteLock;
}

/**
 * The MCP server over one vault: the learned context, search, proposals
 * into the review queue, and the learned notes as read-only resources.
 * Its only write is an append to Exchange.md.
 */
export function createMemoryServer(options: MemoryServerOptions): McpServer {
	const { list, settings, clock } = options;
	const vault = appendOnlyVault(options.vault, settings.exchangePath);
	const server = new McpServer(
		{ name: "annotation-memory", version },
		{
			instructions:
				"The user's own rules, skills and memory, kept in their Obsidian vault. Call get_context before working on their notes or day, and follow its rules and skills. When you learn something the user would want remembered, propose it with propose_memory: it waits for the user's review and is remembered only once they accept it.",
		},
	);
	registerTools(server, { vault, list, settings, clock, lock: options.lock ?? NO_WRITE_LOCK, proposalsPerMinute: PROPOSALS_PER_MINUTE, clientName: () => server.server.getClientVersion()?.name ?? null });
	registerNoteResources(server, vault, list, settings);
	return server;
}
