import { NO_WRITE_LOCK, type Clock, type ListNotes, type VaultPort, type WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { UseCountStore } from "../core/memory/useCounts";
import { version } from "../../package.json";
import { appendOnlyVault } from "./appendOnlyVault";
import { createRateLimit } from "./rateLimit";
import { listNoteResources, NOTE_TEMPLATE, readNoteResource, type NoteContents, type NoteResource } from "./resources";
import { memoryTools, type MemoryTools } from "./tools";

/** Proposals one server takes a minute: plenty for an assistant at work, few enough to review. */
export const PROPOSALS_PER_MINUTE = 10;

/** How the server names itself to clients. */
export const SERVER_INFO = { name: "annotation-memory", version } as const;

/** What the server tells an assistant when it connects. */
export const INSTRUCTIONS =
	"The user's own rules, skills and memory, kept in their Obsidian vault. Call get_context before working on their notes or day, and follow its rules and skills. When you learn something the user would want remembered, propose it with propose_memory: it waits for the user's review and is remembered only once they accept it.";

/** What a memory server serves. */
export interface MemoryServerOptions {
	vault: VaultPort;
	list: ListNotes;
	/** The settings as they are now. */
	settings: () => Settings;
	clock: Clock;
	/**
	 * The vault's write lock, shared with the other writers on this machine;
	 * each proposal holds it from its duplicate check to its durable append.
	 * Without one, the vault's compare-and-swap is the only guard.
	 */
	lock?: WriteLock;
	/** The connected client's name, when the front end knows it. */
	clientName?: () => string | null;
	/** Where the entries the context and search tools return are counted as used (the plugin folder's `use-counts/`). */
	useCounts?: UseCountStore;
}

/**
 * What the MCP server offers, whatever carries it (stdio in the command
 * line, HTTP in the plugin): the tools, and the learned notes as read-only
 * resources. Its only write to a note is an append to Exchange.md, at most
 * PROPOSALS_PER_MINUTE proposals a minute.
 */
export interface MemoryMethods {
	tools: MemoryTools;
	listResources(): Promise<{ resources: NoteResource[] }>;
	listResourceTemplates(): { resourceTemplates: (typeof NOTE_TEMPLATE)[] };
	readResource(uri: string): Promise<NoteContents>;
}

/** The memory server's methods over one vault. */
export function memoryMethods(options: MemoryServerOptions): MemoryMethods {
	const { list, settings, clock } = options;
	const vault = appendOnlyVault(options.vault, () => settings().exchangePath);
	const tools = memoryTools({
		vault,
		list,
		settings,
		clock,
		lock: options.lock ?? NO_WRITE_LOCK,
		proposals: createRateLimit(PROPOSALS_PER_MINUTE, 60_000, clock),
		proposalsPerMinute: PROPOSALS_PER_MINUTE,
		clientName: options.clientName ?? (() => null),
		...(options.useCounts ? { useCounts: options.useCounts } : {}),
	});
	return {
		tools,
		listResources: async () => ({ resources: await listNoteResources(vault, list, settings()) }),
		listResourceTemplates: () => ({ resourceTemplates: [NOTE_TEMPLATE] }),
		readResource: (uri) => readNoteResource(vault, list, settings(), uri),
	};
}
