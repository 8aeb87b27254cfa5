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
