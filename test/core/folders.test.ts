/**
 * src/core's folders are its concepts, in an order no import runs against:
 * a file may import from its own folder or from a folder below it, never
 * from one above. The files at the core's top (text, ids, types, ports, …)
 * are the ground floor: they import only each other. And src/ holds only
 * what ships: every file in it is reached from an entry point of the build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The core's folders, lowest first. */
const FOLDER_ORDER = ["settings", "agenda", "lexicon", "dates", "similarity", "memory", "exchange", "llm", "deciders", "passes"] as const;

/** What the build bundles (esbuild.config.mjs): the plugin, the command line and its demo. */
const ENTRY_POINTS = ["main.ts", "cli/main.ts", "cli/demo.ts"];

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const CORE = join(SRC, "core");

/** Every .ts file under `folder`, as paths relative to it. */
function typeScriptFiles(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
}

/** The files a file imports (relative imports only), as absolute paths; JSON and other assets are left out. */
function importsOf(file: string): string[] {
	const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
	const found: string[] = [];
	for (const { fileName } of importedFiles) {
		if (!fileName.startsWith(".")) continue;
		const base = normalize(join(dirname(file), fileName));
		const target = [`${base}.ts`, join(base, "index.ts"), base].find((candidate) => candidate.endsWith(".ts") && exists(candidate));
		if (target !== undefined) found.push(target);
	}
	return found;
}

const known = new Set(typeScriptFiles(SRC).map((file) => join(SRC, file)));
const exists = (file: string): boolean => known.has(file);

/** A core file's floor: its top folder's place in {@link FOLDER_ORDER} plus one, or 0 for a file at the core's top. */
function floorOf(coreFile: string): number {
	const parts = relative(CORE, coreFile).split(/[\\/]/);
	if (parts.length === 1) return 0;
	const index = (FOLDER_ORDER as readonly string[]).indexOf(parts[0]!);
	return index < 0 ? -1 : index + 1;
}

describe("src/core's folders", () => {
	const coreFiles = typeScriptFiles(CORE).map((file) => join(CORE, file));

	it("are all declared in the order", () => {
		const folders = new Set(coreFiles.map((file) => relative(CORE, file).split(/[\\/]/)).filter((parts) => parts.length > 1).map((parts) => parts[0]!));
		expect([...folders].sort()).toEqual([...FOLDER_ORDER].sort());
	});

	it("import only from their own floor or below", () => {
		const upward = coreFiles.flatMap((file) =>
			importsOf(file)
				.filter((target) => target.startsWith(CORE) && floorOf(target) > floorOf(file))
				.map((target) => `${relative(CORE, file)} → ${relative(CORE, target)}`),
		);
		expect(upward).toEqual([]);
	});

	it("stay inside the core", () => {
		const outward = coreFiles.flatMap((file) => importsOf(file).filter((target) => !target.startsWith(CORE)).map((target) => `${relative(CORE, file)} → ${relative(SRC, target)}`));
		expect(outward).toEqual([]);
	});
});

describe("src/mcp", () => {
	it("serves memory over the core's ports alone: it imports neither the command line nor the plugin", () => {
		const mcp = join(SRC, "mcp");
		const files = typeScriptFiles(mcp).map((file) => join(mcp, file));
		expect(files.length).toBeGreaterThan(0);
		const adapters = files.flatMap((file) => importsOf(file).filter((target) => !target.startsWith(join(SRC, "core")) && !target.startsWith(mcp)).map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`));
		expect(adapters).toEqual([]);
	});
});

describe("src/", () => {
	it("holds only what ships: every file is reached from an entry point of the build", () => {
		const reached = new Set<string>();
		const queue = ENTRY_POINTS.map((entry) => join(SRC, entry));
		for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
			if (reached.has(file)) continue;
			reached.add(file);
			queue.push(...importsOf(file));
		}
		expect([...known].filter((file) => !reached.has(file)).map((file) => relative(SRC, file))).toEqual([]);
	});
});

describe("the order check", () => {
	it("places a top file on the ground floor and a folder's file on its folder's floor", () => {
		expect(floorOf(join(CORE, "text.ts"))).toBe(0);
		expect(floorOf(join(CORE, "passes", "process.ts"))).toBe(FOLDER_ORDER.length);
		expect(floorOf(join(CORE, "unknown", "x.ts"))).toBe(-1);
	});
});
