import type { ProposalTag } from "./exchange";
import type { Settings } from "./settings";

/**
 * Normalises a vault path the way Obsidian's `normalizePath` does (forward
 * slashes, no duplicate, leading or trailing slash, NFC), without importing
 * Obsidian. The plugin also passes paths through the real `normalizePath`.
 */
export function normalizeVaultPath(path: string): string {
	return path
		.replace(/[\\/]+/g, "/")
		.replace(/\u00a0|\u202f/g, " ")
		.replace(/^\/+|\/+$/g, "")
		.normalize("NFC");
}

/** Why a path was refused, or null when it is a safe vault path. */
export function unsafePathReason(path: string): string | null {
	if (path.trim() === "") return "the path is empty";
	if (/^[a-zA-Z]:/.test(path) || path.startsWith("/") || path.startsWith("\\")) return "absolute paths are not allowed";
	const segments = path.split(/[\\/]/);
	if (segments.some((segment) => segment === ".." || segment === ".")) return "it leaves its folder ('..' or '.')";
	// eslint-disable-next-line no-control-regex -- control characters are exactly what a note name must not hold
	if (/[\u0000-\u001f*"<>:|?#^[\]]/.test(path)) return "it contains a character a note name cannot have";
	if (segments.some((segment) => segment.startsWith("."))) return "hidden files and folders are not allowed";
	return null;
}

/** Where an accepted proposal's entry is written, or why it cannot be. */
export type TargetResolution = { ok: true; path: string } | { ok: false; message: string };

/**
 * The note a tag routes to, confined to its configured folder:
 * `[user]` → the memory note, `[rule:<scope>]` → `<rules folder>/<scope>.md`,
 * `[skill:<name>]` → `<skills folder>/<name>.md`. `[rule:../../x]` is refused.
 */
export function targetPath(tag: ProposalTag, settings: Pick<Settings, "memoryPath" | "rulesFolder" | "skillsFolder">): TargetResolution {
	if (tag.kind === "memory") return { ok: true, path: withExtension(normalizeVaultPath(settings.memoryPath)) };
	const folder = normalizeVaultPath(tag.kind === "rule" ? settings.rulesFolder : settings.skillsFolder);
	const name = tag.kind === "rule" ? tag.scope : tag.name;
	const reason = unsafePathReason(name);
	if (reason !== null) return { ok: false, message: `The tag [${tag.kind}:${name}] was refused: ${reason}.` };
	const path = withExtension(normalizeVaultPath(folder === "" ? name : `${folder}/${name}`));
	if (folder !== "" && !path.startsWith(`${folder}/`)) return { ok: false, message: `The tag [${tag.kind}:${name}] was refused: it leaves the ${folder} folder.` };
	return { ok: true, path };
}

function withExtension(path: string): string {
	return /\.md$/i.test(path) ? path : `${path}.md`;
}
