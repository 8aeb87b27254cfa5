import type { VaultPort, WriteLock } from "../core/ports";

/**
 * The vault's write lock as the plugin holds it: one hold of the lock on
 * disk (opened on first use by `open`; null where there is none, on mobile)
 * shared by every writer inside Obsidian. Inside one process Obsidian's
 * `Vault.process` already keeps writes apart; what the lock keeps out is
 * the other processes (command-line passes, MCP servers). So a writer
 * that comes while the plugin holds it joins at once (a pass and a tick in
 * the review panel, or a pass's own note edits, never wait for each other),
 * and the lock on disk is let go when the last of them ends.
 */
export function sharedWriteLock(open: () => Promise<WriteLock | null>): WriteLock {
	let holders = 0;
	let held: Hold | null = null;
	return {
		async hold<T>(work: () => Promise<T>): Promise<T> {
			holders++;
			const hold = (held ??= take(open));
			try {
				await hold.taken;
				return await work();
			} finally {
				holders--;
				if (holders === 0 && held === hold) {
					held = null;
					hold.release();
					// The last writer out returns once the lock on disk is let go (a failed take has nothing to let go).
					await hold.released.catch(() => undefined);
				}
			}
		},
	};
}

/** One hold of the lock on disk: taken once `taken` resolves, kept until `release` is called, let go once `released` resolves. */
interface Hold {
	taken: Promise<void>;
	release: () => void;
	released: Promise<void>;
}

/** Takes the lock on disk (none to take when `open` gives null) and keeps it until released. */
function take(open: () => Promise<WriteLock | null>): Hold {
	let release = (): void => undefined;
	const kept = new Promise<void>((resolve) => (release = resolve));
	let taken!: () => void;
	const whenTaken = new Promise<void>((resolve) => (taken = resolve));
	const released = open().then((lock) => {
		if (lock === null) return taken();
		return lock.hold(() => {
			taken();
			return kept;
		});
	});
	return { taken: Promise.race([whenTaken, released.then(() => whenTaken)]), release, released };
}

/** The vault port with every write (an edit or a removal) made under the lock. */
export function lockedVault(vault: VaultPort, lock: WriteLock): VaultPort {
	const remove = vault.remove?.bind(vault);
	return {
		read: (path) => vault.read(path),
		process: (path, edit) => lock.hold(() => vault.process(path, edit)),
		...(remove ? { remove: (path: string) => lock.hold(() => remove(path)) } : {}),
	};
}
