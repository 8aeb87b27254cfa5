/**
 * A power cut for the interrupted-pass tests: a vault and a journal whose
 * writes are counted together; from the `failAt`-th on (0: never), every
 * write fails before it happens.
 */
import type { JournalStore } from "../../src/core/passes/journal";
import type { VaultPort } from "../../src/core/ports";
import { createMemoryVault } from "./memoryVault";

/** What a cut write throws. */
export class PowerCut extends Error {}

/** Counts the writes of a vault and a journal together; from the `failAt`-th on, every write fails before it happens (the power is gone). */
export function fragile(files: Record<string, string>, journalText: string | null, failAt: number) {
	const vault = createMemoryVault(files);
	let writes = 0;
	const tick = () => {
		writes++;
		if (failAt > 0 && writes >= failAt) throw new PowerCut(`cut at write ${failAt}`);
	};
	const journal: JournalStore & { text: string | null } = {
		text: journalText,
		load: () => Promise.resolve(journal.text),
		save: (text) => {
			tick();
			journal.text = text;
			return Promise.resolve();
		},
	};
	const port: VaultPort = {
		read: (path) => vault.read(path),
		process: (path, edit) =>
			vault.process(path, (current) => {
				const next = edit(current);
				if (next !== null && next !== current) tick();
				return next;
			}),
		remove: (path) => vault.remove!(path),
	};
	return { vault, port, journal, writes: () => writes };
}
