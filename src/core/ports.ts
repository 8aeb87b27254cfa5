/**
 * The vault as the core sees it: notes addressed by vault-relative paths
 * with forward slashes.
 */
export interface VaultPort {
	/** The note's text, or null when there is no such note. */
	read(path: string): Promise<string | null>;
	/**
	 * Atomically replaces the note's text with `edit(current)`; `current` is
	 * null when the note does not exist yet, and the note is then created
	 * (with its folders). Returning null or exactly `current` writes nothing.
	 * Returns the text now in the note (null when it still does not exist).
	 *
	 * `edit` may be called more than once: when the note changes between the
	 * read and the write (a user's save), the write is dropped and `edit` runs
	 * again on the fresh text, so a save made meanwhile always survives. It
	 * must therefore be a pure function of its argument; a caller that notes
	 * results from inside it overwrites them on every call, never adds to
	 * them, since only the last call's text is written.
	 */
	process(path: string, edit: (current: string | null) => string | null): Promise<string | null>;
	/** Deletes a note (to the trash where the platform has one); used only to undo a note a migration created. */
	remove?(path: string): Promise<void>;
}

/**
 * One writer at a time for the vault's notes and the journal, across every
 * process that writes them on this machine (command-line passes, MCP
 * servers, the plugin on desktop). Where there is none (mobile, across
 * synced devices) the vault's compare-and-swap is the only guard.
 */
export interface WriteLock {
	/**
	 * Runs `work` while holding the lock and releases it afterwards, also when
	 * `work` throws. A holder that calls `hold` again from within `work` runs
	 * at once (it already holds the lock). While another writer holds it, waits
	 * and retries with growing pauses up to the lock's stated limit, then
	 * throws an error that says who holds it; `work` has then not run.
	 */
	hold<T>(work: () => Promise<T>): Promise<T>;
}

/** The lock of a vault without other writers to fear: `work` runs at once. */
export const NO_WRITE_LOCK: WriteLock = { hold: (work) => work() };

/** An HTTP request as the LLM clients make it. */
export interface HttpRequest {
	url: string;
	method: "GET" | "POST";
	headers: Record<string, string>;
	body?: string;
	/** Milliseconds before the request is abandoned. */
	timeoutMs: number;
}

/** An HTTP response; non-2xx statuses are returned, not thrown. */
export interface HttpResponse {
	status: number;
	headers: Record<string, string>;
	text: string;
}

/** Sends one HTTP request (plugin: `requestUrl`; command line: `fetch`). Throws only on network failure or timeout. */
export type HttpPort = (request: HttpRequest) => Promise<HttpResponse>;

/** Waits the given milliseconds (plugin: a window timer; command line: a Node timer; tests: at once). */
export type Sleep = (ms: number) => Promise<void>;

/** The current time; injected so tests and the journal agree on dates. */
export type Clock = () => Date;

/** Lists the Markdown notes under a folder (recursively), as vault paths; empty when the folder is missing. */
export type ListNotes = (folder: string) => Promise<string[]>;
