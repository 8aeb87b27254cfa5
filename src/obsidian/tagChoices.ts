import { formatTag } from "../core/exchange";
import { normalizeVaultPath } from "../core/paths";

/**
 * The tags of the notes that exist, as the Edit dialog offers them:
 * `user` (the memory note), `rule:<scope>` for each note of the rules
 * folder and `skill:<name>` for each of the skills folder (a note in a
 * subfolder is named by its path below the folder). Canonical (`skill`
 * for the default skills note), sorted, without repeats.
 */
export function existingTags(folders: { rulesFolder: string; skillsFolder: string }, rulesNotes: readonly string[], skillsNotes: readonly string[]): string[] {
	const rules = rulesNotes.map((path) => formatTag({ kind: "rule", scope: nameIn(folders.rulesFolder, path) }));
	const skills = skillsNotes.map((path) => formatTag({ kind: "skill", name: nameIn(folders.skillsFolder, path) }));
	return ["user", ...new Set([...rules].sort()), ...new Set([...skills].sort())];
}

/** A note's name as a tag writes it: its path below `folder`, without `.md`. */
function nameIn(folder: string, path: string): string {
	const prefix = `${normalizeVaultPath(folder)}/`;
	const below = path.startsWith(prefix) ? path.slice(prefix.length) : path;
	return below.replace(/\.md$/i, "");
}
