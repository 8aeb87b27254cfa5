import { promises as fs } from "node:fs";
import * as nodePath from "node:path";

/** More links than this on one path is a loop, not a vault. */
const MAX_LINKS = 40;

/**
 * Where a path really lives on disk, following every symbolic link on the
 * way (the note's own and its folders'), also when the note or some of its
 * folders do not exist yet. Refuses, naming the note, a path whose real
 * place is outside the vault: writes and reads never go through such a link.
 */
export async function realPathInVault(vaultRealRoot: string, full: string, notePath: string): Promise<string> {
	let real: string;
	try {
		real = await followLinks(full, 0);
	} catch (error) {
		throw new Error(`Could not find where ${notePath} lives on disk: ${(error as Error).message}`);
	}
	if (!isInside(vaultRealRoot, real)) {
		throw new Error(`Refused ${notePath}: it is a symbolic link, or lies in a linked folder, that leads outside the vault (to ${real}); nothing was read or written there.`);
	}
	return real;
}

/** Whether `path` lies strictly inside `folder` (both real, absolute paths). */
export function isInside(folder: string, path: string): boolean {
	const relative = nodePath.relative(folder, path);
	return relative !== "" && !nodePath.isAbsolute(relative) && relative.split(nodePath.sep)[0] !== "..";
}

async function followLinks(path: string, links: number): Promise<string> {
	if (links > MAX_LINKS) throw new Error("too many symbolic links");
	try {
		return await fs.realpath(path);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
	}
	// Missing: either a link to a missing target, or a path not created yet below some existing folder.
	const entry = await fs.lstat(path).catch(() => null);
	if (entry?.isSymbolicLink()) return followLinks(nodePath.resolve(nodePath.dirname(path), await fs.readlink(path)), links + 1);
	const parent = nodePath.dirname(path);
	if (parent === path) return path;
	return nodePath.join(await followLinks(parent, links), nodePath.basename(path));
}
