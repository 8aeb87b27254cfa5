import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";

describe("the plugin bundle", () => {
	it("requires nothing but obsidian (it must load on mobile, where Node and Electron are missing)", async () => {
		const result = await build({
			entryPoints: [fileURLToPath(new URL("../../src/main.ts", import.meta.url))],
			bundle: true,
			format: "cjs",
			platform: "browser",
			write: false,
			metafile: true,
			logLevel: "silent",
			external: ["obsidian", "electron", "@codemirror/*", "@lezer/*", ...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
		});
		const code = result.outputFiles[0]!.text;
		const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]));
		expect([...required]).toEqual(["obsidian"]);
		// The command line (fetch, the file system) is not part of the plugin.
		expect(Object.keys(result.metafile.inputs).filter((input) => input.startsWith("src/cli/"))).toEqual([]);
	});
});
