/**
 * Remembers what the plugin itself last wrote to each note, so the modify
 * event that write causes is not mistaken for the user's edit (which would
 * start another pass and, on Exchange.md, a migration nobody asked for).
 */
export class SelfWriteGuard {
	private readonly written = new Map<string, { text: string; at: number }>();

	/**
	 * @param now clock in milliseconds (injected for tests)
	 * @param ttlMs how long a recorded write is matched; a late event after that counts as the user's
	 */
	constructor(
		private readonly now: () => number = () => Date.now(),
		private readonly ttlMs = 60_000,
	) {}

	/** Records that we just left `text` in the note at `path`. */
	record(path: string, text: string): void {
		this.written.set(path, { text, at: this.now() });
	}

	/**
	 * True when the note holds exactly what we last wrote there (recently):
	 * the change is ours. Any other text means the user changed the note
	 * since, and the record is dropped.
	 */
	isOwnWrite(path: string, text: string): boolean {
		const last = this.written.get(path);
		if (!last) return false;
		if (last.text === text && this.now() - last.at <= this.ttlMs) return true;
		this.written.delete(path);
		return false;
	}

	/** Forgets every record (on unload). */
	clear(): void {
		this.written.clear();
	}
}
