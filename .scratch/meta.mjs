import * as esbuild from "esbuild";
const r = await esbuild.build({ entryPoints: ["src/main.ts"], bundle: true, minify: true, format: "cjs", platform: "browser", external: ["obsidian", "electron", "@codemirror/*", "@lezer/*", "node:*"], write: false, metafile: true, outfile: "x.js", loader: { ".json": "json" }, charset: "utf8" });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k]).sort((a, b) => b[0] - a[0]);
for (const [b, k] of rows.slice(0, 40)) console.log(String(b).padStart(8), k);
