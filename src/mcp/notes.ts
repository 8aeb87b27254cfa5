import { normalizeVaultPath } from "../core/paths";
import type { ListNotes, VaultPort } from "../core/ports";
import type { Settings } from "../core/settings";

/** Which kind of learned note a note is. */
export type LearnedKind = "memory" | "rules" | "skills";

/** A memory, rules or skills note that exists in the vault. */
export interface LearnedNote {
	path: string;
	kind: LearnedKind;
	text: string;
}

/** The memory note, then the rules and the skills notes, as they are now; notes not written yet are left out. */
export async function readLearnedNotes(vault: VaultPort, list: ListNotes, settings: Settings): Promise<LearnedNote[]> {
	const wanted: { path: string; kind: LearnedKind }[] = [
		{ path: normalizeVaultPath(settings.memoryPath), kind: "memory" },
		...(await list(normalizeVaultPath(settings.rulesFolder))).map((path) => ({ path, kind: "rules" as const })),
		...(await list(normalizeVaultPath(settings.skillsFolder))).map((path) => ({ path, kind: "skills" as const })),
	];
	const notes: LearnedNote[] = [];
	for (const { path, kind } of wanted) {
		const text = await vault.read(path);
		if (text !== null) notes.push({ path, kind, text });
	}
	return notes;
}

/** A note or folder that could not be read, and why. */
export interface SkippedNote {
	path: string;
	reason: string;
}

/**
 * The vault for one reply, where a note or folder that cannot be read (a
 * link out of the vault, a note that is not text, no permission) reads as
 * missing and is recorded in `skipped`, so one bad note never fails a reply
 * and the reply can name it.
 */
export function skippingUnreadable(vault: VaultPort, list: ListNotes): { vault: VaultPort; list: ListNotes; skipped: SkippedNote[] } {
	const skipped: SkippedNote[] = [];
	const skip = (path: string, error: unknown) => {
		skipped.push({ path, reason: error instanceof Error ? error.message : String(error) });
		return null;
	};
	return {
		skipped,
		vault: { ...vault, read: (path) => vault.read(path).catch((error: unknown) => skip(path, error)) },
		list: (folder) => list(folder).catch((error: unknown) => skip(folder, error) ?? []),
	};
}
