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
