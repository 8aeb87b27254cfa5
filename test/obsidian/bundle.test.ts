import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";

const ENTRY = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
const EXTERNAL = ["obsidian", "electron", "@codemirror/*", "@lezer/*", ...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** The modules main.ts reaches through static imports alone: what Obsidian evaluates when it loads main.js. */
async function evaluatedAtStart(): Promise<string[]> {
	const result = await build({ entryPoints: [ENTRY], bundle: true, format: "cjs", platform: "browser", write: false, metafile: true, logLevel: "silent", external: EXTERNAL });
	const inputs = result.metafile.inputs;
	const start = Object.keys(inputs).find((path) => path.endsWith("src/main.ts"))!;
	const reached = new Set([start]);
	for (const path of reached) {
		for (const imported of inputs[path]?.imports ?? []) {
			if (imported.kind !== "dynamic-import" && !imported.external) reached.add(imported.path);
		}
	}
	return [...reached];
}

describe("the plugin bundle", () => {
	it("leaves the passes, parsers, classifier, date parsing, search index and LLM clients to first use", async () => {
		const atStart = await evaluatedAtStart();
		// The glue is there (the command registrations, the settings tab)…
		expect(atStart.some((path) => path.endsWith("src/obsidian/commands.ts"))).toBe(true);
		expect(atStart.some((path) => path.endsWith("src/obsidian/settingsTab.ts"))).toBe(true);
		// …and none of the work.
		const deferred = /node_modules\/(?:chrono-node|micromark|mdast-util|minisearch|valibot)|src\/core\/(?:deciders|dates|lexicon|similarity|passes\/(?:process|migrate|undo)|memory|llm\/clients)|src\/obsidian\/(?:reviewPanel|modals|unfinished)/;
		expect(atStart.filter((path) => deferred.test(path))).toEqual([]);
	});

	it("leaves the Memory tab, editing in an open editor, the run summaries and the usage records to first use too (issues #29 and #30 added them at start)", async () => {
		const atStart = await evaluatedAtStart();
		// Finding the editor a note is open in is a read, needed at start…
		expect(atStart.some((path) => path.endsWith("src/obsidian/noteEditor.ts"))).toBe(true);
		// …changing its text, drawing the tab bar or summing up a run is not.
		const deferred = /src\/obsidian\/(?:memoryTab|memoryList|editorWrites)\.ts|src\/core\/passes\/(?:reports|lineDiff|retirement|entryActions|entryEdit)\.ts|src\/core\/llm\/(?:usageRecords|meter|draft)\.ts/;
		expect(atStart.filter((path) => deferred.test(path))).toEqual([]);
	});

	it("bundles no chrono-node: dates are read by the classifier's own reader (chrono only checks it, in the tests)", async () => {
		const result = await build({ entryPoints: [ENTRY], bundle: true, format: "cjs", platform: "browser", write: false, metafile: true, logLevel: "silent", external: EXTERNAL });
		expect(Object.keys(result.metafile.inputs).filter((path) => path.includes("node_modules/chrono-node"))).toEqual([]);
	});

	it("requires nothing but obsidian at start (it must load on mobile, where Node and Electron are missing); node:http and the write lock's node:fs, node:os and node:path only in the MCP server, loaded on first use", async () => {
		const result = await build({ entryPoints: [ENTRY], bundle: true, format: "cjs", platform: "browser", write: false, metafile: true, logLevel: "silent", external: EXTERNAL });
		const code = result.outputFiles[0]!.text;
		const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]));
		expect([...required].sort()).toEqual(["node:fs", "node:http", "node:os", "node:path", "obsidian"]);
		// Each is required once, behind Platform.isDesktopApp, when the user turns the server on; the HTTP server's and the lock's code is not evaluated at start.
		const inputs = result.metafile.inputs;
		const nodeImports = Object.entries(inputs).flatMap(([path, input]) => input.imports.filter((imported) => imported.external && imported.path !== "obsidian" && !imported.path.startsWith(".")).map((imported) => `${path} ${imported.kind} ${imported.path}`));
		expect(nodeImports.sort()).toEqual(["node:fs", "node:http", "node:os", "node:path"].map((module) => `src/obsidian/mcpServing.ts require-call ${module}`));
		expect((await evaluatedAtStart()).filter((path) => path.startsWith("src/mcp/"))).toEqual([]);
		// The command line (fetch, the file system) is not part of the plugin, nor is the SDK and its schema libraries.
		expect(Object.keys(inputs).filter((input) => input.startsWith("src/cli/") || /node_modules\/(?:@modelcontextprotocol|zod|ajv)/.test(input))).toEqual([]);
	});
});
