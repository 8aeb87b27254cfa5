/**
 * The core's purity is a checked rule, not a convention: a file in src/core
 * that imports Obsidian, Node or an adapter, or uses a DOM or Node global,
 * fails `npm test` (through `tsc -p src/core` and ESLint). These tests put
 * probe files into src/core virtually — nothing is written to disk: one
 * TypeScript program with src/core's own tsconfig holds every probe, and
 * one ESLint lints them with the project's config, its type information
 * taken from that program.
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { lazy } from "../../src/core/lazy";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CORE = `${ROOT}src/core/`;

/** Every probe by its path under src/core (no such file exists). */
const probes = new Map<string, string>();

/** A probe file in src/core, or in a folder of it; its path. */
function probe(text: string, folder = ""): string {
	const path = `${CORE}${folder}layerProbe${probes.size}.ts`;
	probes.set(path, text);
	return path;
}

/** One program over every probe, with src/core's tsconfig (its libraries and types). */
const program = lazy((): ts.Program => {
	const configFile = ts.readConfigFile(`${CORE}tsconfig.json`, (path) => ts.sys.readFile(path));
	const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, CORE);
	const host = ts.createCompilerHost(parsed.options);
	const getSourceFile = host.getSourceFile.bind(host);
	host.getSourceFile = (name, language, ...rest) => {
		const text = probes.get(name);
		return text === undefined ? getSourceFile(name, language, ...rest) : ts.createSourceFile(name, text, language);
	};
	const fileExists = host.fileExists.bind(host);
	host.fileExists = (name) => probes.has(name) || fileExists(name);
	return ts.createProgram({ rootNames: [...probes.keys()], options: parsed.options, host });
});

/** The project's ESLint config, typed rules included, with the probes' program for type information. */
const eslint = lazy(
	() =>
		new ESLint({
			cwd: ROOT,
			overrideConfig: { files: ["src/core/**/*.ts"], languageOptions: { parserOptions: { projectService: false, programs: [program()] } } },
		}),
);

/** The type checker's diagnostics for a probe. */
function typeErrors(path: string): string[] {
	return ts.getPreEmitDiagnostics(program(), program().getSourceFile(path)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** The linter's errors for a probe. */
async function lintErrors(path: string): Promise<string[]> {
	const [result] = await eslint().lintText(probes.get(path) ?? "", { filePath: path });
	return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

const plain = probe('import { isoDate } from "./text";\nexport const today = (): string => isoDate(new Date());\n');
const lintedImports = [
	['import { Notice } from "obsidian";\nexport const n = Notice;\n', "obsidian"],
	['import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n', "node:fs"],
	['import { readFileSync } from "fs";\nexport const r = readFileSync;\n', "fs"],
	['import { fetchHttp } from "../cli/http";\nexport const f = fetchHttp;\n', "../cli/http"],
	['import { windowSleep } from "../obsidian/http";\nexport const s = windowSleep;\n', "../obsidian/http"],
].map(([text, name]) => [name, probe(text!)] as const);
const nestedAdapterImport = probe('import { createVaultPort } from "../../obsidian/vaultPort";\nexport const v = createVaultPort;\n', "memory/");
const checkedGlobals = [
	["export const b = Buffer.from('x');\n", "Buffer"],
	["export const w = window.innerWidth;\n", "window"],
	["export const t = setTimeout(() => undefined, 1);\n", "setTimeout"],
	["export const d = document.title;\n", "document"],
	['import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n', "node:fs"],
].map(([text, name]) => [name, probe(text!)] as const);

describe("src/core stays pure", () => {
	it("accepts a plain module", async () => {
		expect(typeErrors(plain)).toEqual([]);
		expect(await lintErrors(plain)).toEqual([]);
	});

	it.each(lintedImports)("refuses an import of %s in the linter", async (_, path) => {
		expect((await lintErrors(path)).some((message) => message.startsWith("no-restricted-imports"))).toBe(true);
	});

	it("refuses an adapter import from a nested core folder", async () => {
		expect((await lintErrors(nestedAdapterImport)).some((message) => message.startsWith("no-restricted-imports"))).toBe(true);
	});

	it.each(checkedGlobals)("refuses %s in the type check", (name, path) => {
		const errors = typeErrors(path);
		expect(errors.length).toBeGreaterThan(0);
		expect(errors.join("\n")).toContain(name);
	});
});
