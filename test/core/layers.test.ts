/**
 * The core's purity is a checked rule, not a convention: a file in src/core
 * that imports Obsidian, Node or an adapter, or uses a DOM or Node global,
 * fails `npm test` (through `tsc -p src/core` and ESLint). These tests put a
 * probe file into src/core virtually — nothing is written to disk.
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const CORE = fileURLToPath(new URL("../../src/core/", import.meta.url));
const PROBE = `${CORE}layerProbe.ts`;

/** Type-checks src/core with its own tsconfig plus the probe; returns the probe's diagnostics. */
function typeErrors(probe: string): string[] {
	const configFile = ts.readConfigFile(`${CORE}tsconfig.json`, (path) => ts.sys.readFile(path));
	const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, CORE);
	const host = ts.createCompilerHost(parsed.options);
	const getSourceFile = host.getSourceFile.bind(host);
	host.getSourceFile = (name, language, ...rest) => (name === PROBE ? ts.createSourceFile(name, probe, language) : getSourceFile(name, language, ...rest));
	const fileExists = host.fileExists.bind(host);
	host.fileExists = (name) => name === PROBE || fileExists(name);
	const program = ts.createProgram({ rootNames: [PROBE], options: parsed.options, host });
	const probeFile = program.getSourceFile(PROBE);
	return ts.getPreEmitDiagnostics(program, probeFile).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** Lints the probe as the text of an existing core file (typed linting knows only files of the project). */
async function lintErrors(probe: string, standIn = "ids.ts"): Promise<string[]> {
	const eslint = new ESLint({ cwd: fileURLToPath(new URL("../../", import.meta.url)) });
	const [result] = await eslint.lintText(probe, { filePath: `${CORE}${standIn}` });
	return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("src/core stays pure", () => {
	it("accepts a plain module", async () => {
		const probe = 'import { isoDate } from "./text";\nexport const today = (): string => isoDate(new Date());\n';
		expect(typeErrors(probe)).toEqual([]);
		expect(await lintErrors(probe)).toEqual([]);
	});

	it.each([
		['import { Notice } from "obsidian";\nexport const n = Notice;\n', "obsidian"],
		['import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n', "node:fs"],
		['import { readFileSync } from "fs";\nexport const r = readFileSync;\n', "fs"],
		['import { fetchHttp } from "../cli/http";\nexport const f = fetchHttp;\n', "../cli/http"],
		['import { windowSleep } from "../obsidian/http";\nexport const s = windowSleep;\n', "../obsidian/http"],
	])("refuses an import of %s in the linter", async (probe) => {
		expect((await lintErrors(probe)).some((message) => message.startsWith("no-restricted-imports"))).toBe(true);
	});

	it("refuses an adapter import from a nested core folder", async () => {
		const probe = 'import { createVaultPort } from "../../obsidian/vaultPort";\nexport const v = createVaultPort;\n';
		expect((await lintErrors(probe, "memory/entries.ts")).some((message) => message.startsWith("no-restricted-imports"))).toBe(true);
	});

	it.each([
		["export const b = Buffer.from('x');\n", "Buffer"],
		["export const w = window.innerWidth;\n", "window"],
		["export const t = setTimeout(() => undefined, 1);\n", "setTimeout"],
		["export const d = document.title;\n", "document"],
		['import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n', "node:fs"],
	])("refuses %s in the type check", (probe, name) => {
		const errors = typeErrors(probe);
		expect(errors.length).toBeGreaterThan(0);
		expect(errors.join("\n")).toContain(name);
	});
});
