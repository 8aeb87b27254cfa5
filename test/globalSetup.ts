/**
 * Runs once before all test files: builds the command line as one bundle, as
 * the release ships it, for the test files that spawn it (test/helpers/builtCli.ts),
 * instead of once a file; removes it when the run ends.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";

declare module "vitest" {
	export interface ProvidedContext {
		/** The path of the command-line bundle built for this run. */
		cliBundle: string;
	}
}

/** Builds the bundle and hands its path to the test files; returns the clean-up. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const folder = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-cli-bundle-"));
	const bundle = nodePath.join(folder, "cli.cjs");
	await build({ entryPoints: [nodePath.resolve(__dirname, "../src/cli/main.ts")], bundle: true, platform: "node", format: "cjs", outfile: bundle, logLevel: "silent" });
	project.provide("cliBundle", bundle);
	return () => fs.rm(folder, { recursive: true, force: true });
}
