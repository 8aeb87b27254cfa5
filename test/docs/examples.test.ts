/**
 * The README and docs/*.md promise things the code must keep:
 * - every decided example (a table after a `<!-- decided examples: … -->`
 *   line, with the columns item | annotation | action | type) is what the
 *   offline decider decides;
 * - every command line they show parses as the command line would parse it;
 * - every labelled data line docs/data.md quotes is in data/;
 * - every relative link points to a file that exists (and a #fragment to a
 *   heading of it);
 * - no text asks anyone to run `npx annotation-memory` (no such package is
 *   published: whoever published the name would run code with vault access).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// The code the docs speak about: imports in one place, so a move of src/ is one edit here.
import { createOfflineDecider } from "../../src/core/deciders/offline/offlineDecider";
import { parseInvocation } from "../../src/cli/args";
import type { AnnotationInput } from "../../src/core/types";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The day the examples are decided on (a Wednesday); only action and type are checked, so the day matters little. */
const TODAY = "2026-04-08";
/** Decided examples are promises: a few, so that this test stays quick and the docs stay readable. */
const MAX_EXAMPLES = 12;

interface Doc {
	/** Path from the repository's root, with forward slashes. */
	path: string;
	text: string;
}

function docs(): Doc[] {
	const files = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
	return files.map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
}

/** The text with fenced code blocks (indented ones in list items too) blanked out, line count kept, for what only prose may hold. */
function withoutFences(text: string): string {
	return text.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ""));
}

/** The fenced code blocks of a text (indented ones too), with their info string (`sh`, `json`, …). */
function fences(text: string): { info: string; body: string }[] {
	return [...text.matchAll(/^[ \t]*```([^\n]*)\n([\s\S]*?)^[ \t]*```$/gm)].map((match) => ({ info: match[1]!.trim(), body: match[2]! }));
}

/** The cells of a Markdown table row, trimmed, without surrounding backticks. */
function cells(row: string): string[] {
	return row
		.trim()
		.replace(/^\||\|$/g, "")
		.split("|")
		.map((cell) => cell.trim().replace(/^`(.*)`$/, "$1"));
}

interface DecidedExample {
	doc: string;
	item: string;
	annotation: string;
	action: string;
	type: string;
}

const MARKER = "<!-- decided examples:";
const EXAMPLE_HEADER = ["item", "annotation", "action", "type"];

/** True for a table header row whose first four columns are those of a decided example. */
function isExampleHeader(line: string): boolean {
	return line.trim().startsWith("|") && EXAMPLE_HEADER.every((name, i) => cells(line)[i]?.toLowerCase() === name);
}

/** Every decided example of a document: the rows of each table right after a marker line. */
function decidedExamples(doc: Doc): DecidedExample[] {
	const lines = withoutFences(doc.text).split("\n");
	const examples: DecidedExample[] = [];
	lines.forEach((line, index) => {
		if (!line.startsWith(MARKER)) return;
		const header = lines[index + 1] ?? "";
		if (!isExampleHeader(header)) throw new Error(`${doc.path}:${index + 1}: a decided-examples marker must be followed by a table headed | item | annotation | action | type |`);
		for (let row = index + 3; row < lines.length && lines[row]!.trim().startsWith("|"); row++) {
			const [item, annotation, action, type] = cells(lines[row]!);
			examples.push({ doc: doc.path, item: item!, annotation: annotation!, action: action!, type: type! });
		}
	});
	return examples;
}

/** Splits a shell command line into words, as a POSIX shell would for plain and quoted words (no expansion). */
function shellWords(line: string): string[] {
	const words: string[] = [];
	for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
		words.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? match[3]!));
	}
	return words;
}

/** The arguments a shown command passes to the command line, or null when the line does not run it. */
function cliArguments(line: string): string[] | null {
	const command = line.split(" | ").at(-1)!.replace(/\s+#.*$/, "");
	const words = shellWords(command);
	const script = words.findIndex((word) => word.endsWith("dist/cli.cjs"));
	if (script >= 0) return words.slice(script + 1);
	const first = words.findIndex((word) => !/^[A-Z_]+=/.test(word));
	return words[first] === "annotation-memory" ? words.slice(first + 1) : null;
}

interface ShownCommand {
	doc: string;
	line: string;
	args: string[];
}

/** Command lines shown in `sh` blocks and inline code, and the arguments of MCP configurations in `json` blocks. */
function shownCommands(doc: Doc): ShownCommand[] {
	const shown: ShownCommand[] = [];
	const candidates = [
		...fences(doc.text)
			.filter((fence) => fence.info === "sh")
			.flatMap((fence) => fence.body.split("\n")),
		...[...withoutFences(doc.text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!),
	];
	for (const line of candidates) {
		// A synopsis with placeholders ("…", "[--json]") shows a form, not a command to run.
		if (line.includes("…") || line.includes("[")) continue;
		const args = cliArguments(line.trim());
		// A bare `node dist/cli.cjs` or `annotation-memory` names the program; it runs nothing.
		if (args !== null && args.length > 0) shown.push({ doc: doc.path, line: line.trim(), args });
	}
	for (const fence of fences(doc.text).filter((fence) => fence.info === "json" && fence.body.includes("mcpServers"))) {
		const config = JSON.parse(fence.body) as { mcpServers: Record<string, { command?: string; args?: string[]; url?: string }> };
		for (const server of Object.values(config.mcpServers)) {
			// A server reached by URL (the plugin's, over HTTP) runs no command.
			if (server.command === undefined || server.args === undefined) continue;
			const words = [server.command, ...server.args];
			const script = words.findIndex((word) => word.endsWith("dist/cli.cjs"));
			shown.push({ doc: doc.path, line: words.join(" "), args: words.slice(script >= 0 ? script + 1 : 1) });
		}
	}
	return shown;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N} _-]/gu, "")
		.replace(/ /g, "-");
}

function anchors(text: string): Set<string> {
	return new Set([...withoutFences(text).matchAll(/^#{1,6} +(.+)$/gm)].map((match) => slug(match[1]!)));
}

/** Every relative link target of a document (Markdown links and images, outside code). */
function relativeLinks(doc: Doc): string[] {
	const prose = withoutFences(doc.text).replace(/`[^`\n]*`/g, "");
	return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("the docs", () => {
	const all = docs();

	it("are the README and the files of docs/", () => {
		expect(all.map((doc) => doc.path)).toContain("README.md");
		expect(all.length).toBeGreaterThan(5);
	});

	describe("decided examples", () => {
		const examples = all.flatMap(decidedExamples);

		it("are found, and few", () => {
			expect(examples.length).toBeGreaterThan(0);
			expect(examples.length).toBeLessThanOrEqual(MAX_EXAMPLES);
			expect(examples.map((example) => example.doc)).toContain("README.md");
		});

		it("stand only in marked tables, so none goes unchecked", () => {
			for (const doc of all) {
				const lines = withoutFences(doc.text).split("\n");
				lines.forEach((line, index) => {
					if (isExampleHeader(line)) expect(lines[index - 1], `${doc.path}:${index + 1}: a table of decisions needs the marker line above it`).toMatch(/^<!-- decided examples:/);
				});
			}
		});

		it("are what the offline decider decides", async () => {
			const inputs: AnnotationInput[] = examples.map((example, i) => ({ id: `e${i}`, item: example.item, annotation: example.annotation, section: "" }));
			const batch = await createOfflineDecider({}, { dateOrder: "day-first" }).decide(inputs, {
				today: TODAY,
				learned: () => Promise.reject(new Error("the offline decider loads no learned context")),
			});
			const decided = examples.map((example, i) => {
				const decision = batch.decisions[i]!;
				return `${example.doc}: ${example.item} / ${example.annotation} → ${decision.action}, ${decision.type}`;
			});
			expect(decided).toEqual(examples.map((example) => `${example.doc}: ${example.item} / ${example.annotation} → ${example.action}, ${example.type}`));
		});
	});

	describe("command lines", () => {
		const commands = all.flatMap(shownCommands);

		it("are found: one per provider in the README, and the MCP server's", () => {
			const readme = commands.filter((command) => command.doc === "README.md");
			for (const provider of ["offline", "openai", "anthropic", "ollama"]) expect(readme.some((command) => command.args.join(" ").includes(`--provider ${provider}`)), provider).toBe(true);
			expect(commands.some((command) => command.args[0] === "mcp")).toBe(true);
		});

		it("parse as the command line parses them", () => {
			for (const command of commands) {
				const parse = () => parseInvocation(command.args);
				expect(parse, `${command.doc}: ${command.line}`).not.toThrow();
				if (!command.args.includes("--help") && command.args[0] !== "help") expect(parse().command, `${command.doc}: ${command.line}`).not.toBe("help");
			}
		});

		it("never ask anyone to run npx annotation-memory (nor does the plugin's or the command line's own text)", () => {
			for (const doc of all) expect(doc.text, doc.path).not.toMatch(/npx\s+(?:-y\s+)?annotation-memory|"npx"/);
			const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : []));
			for (const file of sources(join(ROOT, "src"))) expect(readFileSync(file, "utf8"), file).not.toMatch(/npx\s+(?:-y\s+)?annotation-memory|"annotation-memory(?:@[^"]*)?"\s*\]/);
		});
	});

	it("quote data lines that are in data/", () => {
		const dataDir = join(ROOT, "data");
		const key = (line: string) => {
			const { lang, item, annotation, action, type } = JSON.parse(line) as Record<string, string>;
			return JSON.stringify([lang, item, annotation, action, type]);
		};
		const jsonlFiles = (dir: string): string[] =>
			readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? jsonlFiles(join(dir, entry.name)) : entry.name.endsWith(".jsonl") ? [join(dir, entry.name)] : []));
		const labelled = new Set(
			jsonlFiles(dataDir).flatMap((file) =>
				readFileSync(file, "utf8")
					.split("\n")
					.filter((line) => line.trim() !== "")
					.map(key),
			),
		);
		const quoted = all.flatMap((doc) =>
			fences(doc.text)
				.filter((fence) => fence.info === "jsonl")
				.flatMap((fence) => fence.body.split("\n").filter((line) => line.trim() !== "")),
		);
		expect(quoted.length).toBeGreaterThan(0);
		for (const line of quoted) expect(labelled.has(key(line)), line).toBe(true);
	});

	it("link only to files that exist, and to headings they have", () => {
		const broken: string[] = [];
		for (const doc of all) {
			for (const target of relativeLinks(doc)) {
				const [path, fragment] = target.split("#") as [string, string | undefined];
				const file = path === "" ? join(ROOT, doc.path) : resolve(dirname(join(ROOT, doc.path)), decodeURIComponent(path));
				if (!existsSync(file) || relative(ROOT, file).startsWith("..")) {
					broken.push(`${doc.path}: ${target} (no such file)`);
					continue;
				}
				if (fragment !== undefined && file.endsWith(".md") && !anchors(readFileSync(file, "utf8")).has(fragment)) broken.push(`${doc.path}: ${target} (no such heading)`);
			}
		}
		expect(broken).toEqual([]);
	});
});
