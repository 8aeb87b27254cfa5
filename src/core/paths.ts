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
	if (/[\u0000-\u001f\u007f*"<>:|?#^[\]]/.test(path)) return "it contains a character a note name cannot have";
	if (segments.some((segment) => segment.startsWith("."))) return "hidden files and folders are not allowed";
	return unportableNameReason(segments);
}

/** Device names Windows reserves in every folder, whatever the extension (`CON`, `con.md`, `COM1.txt`); superscript digits count too. */
const RESERVED_DEVICE = /^(?:con|prn|aux|nul|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3])$/i;

/**
 * Why a name cannot be a note on every system a vault syncs to (Windows,
 * macOS, Android, iOS), or null: a device name Windows reserves, with any
 * extension, or a name ending in a dot or a space (Windows drops them, so
 * the note would meet another). Characters those systems refuse (`:`, `*`,
 * `"`, `<`, `>`, `|`, `?`, control characters) are refused before this.
 */
function unportableNameReason(segments: readonly string[]): string | null {
	for (const segment of segments) {
		const base = segment.split(".")[0]!.trimEnd();
		if (RESERVED_DEVICE.test(base)) return `"${segment}" is a name Windows reserves for a device, so the note could not be synced there`;
		if (/[. ]$/.test(segment)) return `"${segment}" ends in a dot or a space, which Windows drops, so the note could not be synced there`;
	}
	return null;
}
