import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { inject } from "vitest";

/**
 * The command line as one bundle (as the release ships it), for tests that
 * spawn it: its path. test/globalSetup.ts builds it once a run, not once a
 * file; `folder` is the caller's scratch folder, where the bundle once went.
 */
export function buildCliBundle(_folder: string): Promise<string> {
	return Promise.resolve(inject("cliBundle"));
}

/** Makes a vault folder inside `parent` holding `files` (vault path → text) and returns its path. */
export async function writeVault(parent: string, files: Record<string, string>): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(parent, "vault-"));
	for (const [path, text] of Object.entries(files)) {
		await fs.mkdir(nodePath.dirname(nodePath.join(dir, path)), { recursive: true });
		await fs.writeFile(nodePath.join(dir, path), text);
	}
	return dir;
}
