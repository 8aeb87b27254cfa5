import * as esbuild from "esbuild";
import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { CUE_FILES, cueListsAsStrings } from "./scripts/cueListsAsStrings.mjs";
const cue = { name: "c", setup(b) { b.onLoad({ filter: CUE_FILES }, async ({ path }) => ({ contents: cueListsAsStrings(await readFile(path, "utf8")), loader: "ts" })); } };
const r = await esbuild.build({ entryPoints: ["src/main.ts"], bundle: true, format: "cjs", target: "es2022", platform: "browser", write: false, outfile: "x.js", external: ["obsidian", "electron", "@codemirror/*", "@lezer/*", ...builtinModules, ...builtinModules.map((m) => `node:${m}`)], minify: true, charset: "utf8", treeShaking: true, plugins: [cue], metafile: true });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k]).filter(([, k]) => k.includes(process.argv[2])).sort((a, b) => b[0] - a[0]);
console.log(rows.map(([b, k]) => `${String(b).padStart(7)} ${k}`).join("\n"));
