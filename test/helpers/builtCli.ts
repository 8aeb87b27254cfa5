import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { build } from "esbuild";

/** Builds the command line as one bundle in `folder` (as the release ships it) and returns its path, for tests that spawn it. */
export async function buildCliBundle(folder: string): Promise<string> {
	const bundle = nodePath.join(folder, "cli.cjs");
	await build({ entryPoints: [nodePath.resolve(__dirname, "../../src/cli/main.ts")], bundle: true, platform: "node", format: "cjs", outfile: bundle, logLevel: "silent" });
	return bundle;
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
