// Builds the plugin bundle (main.js) and, separately, the command line,
// the demo and the benchmark (dist/*.cjs). Nothing of src/cli goes into main.js.
import esbuild from "esbuild";
import { readFile, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { CUE_FILES, cueListsAsStrings } from "./scripts/cueListsAsStrings.mjs";

const production = process.argv[2] === "production";

/**
 * V8 checks every regular expression literal as it parses main.js, used or
 * not, and one with `\p{…}` classes under the `u` flag costs 20 to 170 µs
 * (`[^\p{L}\p{N}]` builds both tables): some 2 ms of Obsidian's start for
 * the classifier's and the finder's patterns. Declared unsupported, esbuild
 * writes each `u` literal as `new RegExp("…", "u")`, a string until the code
 * that uses it runs; a literal makes a new RegExp object each time it is
 * evaluated too, so nothing else changes. It is a second pass over the
 * finished bundle: a `new RegExp` call counts as a side effect, so during
 * the build it would keep the unused patterns tree shaking drops (valibot's
 * emoji, IBAN and card-number ones).
 */
async function regexLiteralsOnFirstUse(file) {
	const bundled = await readFile(file, "utf8");
	const { code } = await esbuild.transform(bundled, { supported: { "regexp-sticky-and-unicode-flags": false }, minify: true, charset: "utf8", format: "cjs" });
	await writeFile(file, code);
}

/** The cue lists as one string each in main.js (see scripts/cueListsAsStrings.mjs). */
const cueListsOnFirstUse = {
	name: "cue-lists-as-strings",
	setup(build) {
		build.onLoad({ filter: CUE_FILES }, async ({ path }) => ({ contents: cueListsAsStrings(await readFile(path, "utf8")), loader: "ts" }));
	},
};

const plugin = {
	entryPoints: ["src/main.ts"],
	bundle: true,
	format: "cjs",
	target: "es2022",
	platform: "browser",
	outfile: "main.js",
	external: [
		"obsidian",
		"electron",
		"@codemirror/*",
		"@lezer/*",
		...builtinModules,
		...builtinModules.map((m) => `node:${m}`),
	],
	sourcemap: production ? false : "inline",
	minify: production,
	// Accented cue words as they are ("ü", not "\xFC"): smaller, and readable in main.js.
	charset: "utf8",
	treeShaking: true,
	// No eval in main.js (Obsidian's plugin review flags it): see scripts/faultShim.mjs.
	alias: { fault: "./scripts/faultShim.mjs" },
	plugins: [cueListsOnFirstUse],
	logLevel: "info",
};

const node = {
	bundle: true,
	format: "cjs",
	platform: "node",
	target: "node20",
	logLevel: "warning",
};

const nodeEntries = [
	{ entryPoints: ["src/cli/main.ts"], outfile: "dist/cli.cjs", banner: { js: "#!/usr/bin/env node" } },
	{ entryPoints: ["src/cli/demo.ts"], outfile: "dist/demo.cjs" },
	{ entryPoints: ["bench/bench.ts"], outfile: "dist/bench.cjs" },
	// One cold start of main.js against a stub of obsidian, run by the benchmark in a fresh process.
	{ entryPoints: ["bench/startup/child.ts"], outfile: "dist/startupChild.cjs" },
];

if (production) {
	await esbuild.build(plugin);
	await regexLiteralsOnFirstUse(plugin.outfile);
	for (const entry of nodeEntries) await esbuild.build({ ...node, ...entry });
} else {
	const context = await esbuild.context(plugin);
	for (const entry of nodeEntries) await esbuild.build({ ...node, ...entry });
	await context.watch();
}
