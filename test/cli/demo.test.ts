// `npm run demo` as a new user reads it: the story comes in order, every
// proposal it migrates was shown first as it stood in Exchange.md and then
// ticked, offline rewrites are not passed off as applied, and it ends with
// how to open the demo vault in Obsidian.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { tellDemoStory, PLUGIN_FILES } from "../../src/cli/demoStory";
import { parseExchange } from "../../src/core/exchange";

const root = nodePath.resolve(__dirname, "../..");
const example = nodePath.join(root, "examples", "vault");

const STEPS = [
	"The agenda before",
	"Process the annotations, offline",
	"The proposals, as they stand in Migration/Exchange.md",
	"The demo now ticks Accept on each proposal",
	"Migrate the accepted proposals",
	"Where each proposal went",
	"What offline mode cannot do",
	"Open the demo vault in Obsidian",
];

let scratch: string;
let vault: string;
let story: string;
let code: number;
let exampleBefore: Map<string, string>;

async function snapshot(dir: string): Promise<Map<string, string>> {
	const files = new Map<string, string>();
	for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
		if (entry.isFile()) files.set(nodePath.relative(dir, nodePath.join(entry.parentPath, entry.name)), await fs.readFile(nodePath.join(entry.parentPath, entry.name), "utf8"));
	}
	return files;
}

/** The text of one step of the story, from its heading to the next. */
function step(title: string): string {
	const start = headingAt(title);
	expect(start, title).toBeGreaterThan(0);
	const next = story.indexOf("\n━━ ", start + 1);
	return story.slice(start, next < 0 ? undefined : next);
}

/** Where the heading naming this title starts, or -1. */
function headingAt(title: string): number {
	const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`\\n━━ \\d+\\. [^\\n]*${escaped}`).exec(story)?.index ?? -1;
}

/** A note as the story shows it, without the margin. */
function shownNote(text: string): string {
	return text
		.split("\n")
		.filter((line) => line.startsWith("    │"))
		.map((line) => line.replace(/^ {4}│ ?/, ""))
		.join("\n");
}

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-demo-test-"));
	vault = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	exampleBefore = await snapshot(example);
	story = "";
	code = await tellDemoStory({
		exampleVault: example,
		demoVault: vault,
		pluginBuild: root,
		write: (text) => (story += text),
		clock: () => new Date(2026, 10, 22, 9, 15),
	});
});

afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});

describe("the demo tells the story", () => {
	it("runs to the end and tells its steps in order", () => {
		expect(code).toBe(0);
		const positions = STEPS.map(headingAt);
		for (const position of positions) expect(position).toBeGreaterThan(0);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
		expect(story.indexOf("$ annotation-memory process")).toBeGreaterThan(positions[1]!);
		expect(story.indexOf("$ annotation-memory migrate")).toBeGreaterThan(positions[4]!);
	});

	it("shows the agenda as the example vault has it, annotations included, before processing", async () => {
		const agenda = await fs.readFile(nodePath.join(example, "Agenda.md"), "utf8");
		expect(shownNote(step("The agenda before"))).toBe(agenda);
	});

	it("shows every migrated proposal first as it stood in Exchange.md, then ticked, then where it went", async () => {
		const archived = parseExchange(await fs.readFile(nodePath.join(vault, "Migration", "Archive.md"), "utf8"));
		const memoryNotes = await Promise.all(["Memory/Memory.md", "Rules/agenda.md", "Skills/agenda.md"].map((p) => fs.readFile(nodePath.join(vault, p), "utf8")));
		expect(archived.length).toBeGreaterThan(1);
		const asItStood = shownNote(step("as they stand in Migration/Exchange.md"));
		// Shown before anything was ticked: every block there is still undecided.
		expect(parseExchange(asItStood).map((block) => block.status)).toEqual(archived.map(() => "pending"));
		for (const block of archived) {
			const tagged = `${block.text} [${block.rawTag}]`;
			expect(asItStood).toContain(tagged);
			expect(step("ticks Accept on each proposal")).toContain(`[x] Accept  “${block.text}” [${block.rawTag}]`);
			const went = step("Where each proposal went").split("\n").find((line) => line.includes(`“${block.text}” →`));
			const target = went?.match(/→ (\S+\.md)/)?.[1];
			expect(target, block.text).toBeDefined();
			// …and the note it names really holds the entry.
			expect(memoryNotes.some((note) => note.includes(`am:${block.id}`))).toBe(true);
			expect(await fs.readFile(nodePath.join(vault, target!), "utf8")).toContain(`am:${block.id}`);
		}
		expect(step("Where each proposal went")).toContain("What stayed in Migration/Exchange.md: nothing");
	});

	it("never says an offline rewrite was applied, and names the items it left as they were", async () => {
		expect(story).not.toMatch(/rewrite[^\n]*— applied/);
		const processed = step("Process the annotations, offline");
		const rewrites = processed.split("\n").filter((line) => line.includes(": rewrite"));
		expect(rewrites.length).toBeGreaterThan(0);
		for (const line of rewrites) expect(line).toContain("rewrite (offline: text kept, correction proposed)");
		const limits = step("What offline mode cannot do");
		expect(limits).toMatch(/writes new text for an item only when a correction names the wrong value and the right one/);
		const agenda = await fs.readFile(nodePath.join(vault, "Agenda.md"), "utf8");
		const kept = [...limits.matchAll(/^ {2}- (.+?) {3}\(you wrote/gm)].map((match) => match[1]!);
		expect(kept).toHaveLength(rewrites.length);
		// What the story claims is true of the note: each of these items still reads as before, its annotation under it, marked once.
		for (const item of kept) expect(agenda).toContain(item);
		// So does each rule it proposed, in case the rule corrects its item too.
		const rules = [...limits.matchAll(/^ {2}- (.+?) {3}\(rule: /gm)].map((match) => match[1]!);
		for (const item of rules) expect(agenda).toContain(item);
		expect(agenda.match(/^<!-- am:kept [0-9a-f]{8} -->$/gm)).toHaveLength(kept.length + rules.length);
	});

	it("ends with the demo vault's path and the three files to copy into its plugin folder", async () => {
		const last = step("Open the demo vault in Obsidian");
		expect(story.trimEnd().endsWith(`The demo vault stays at ${vault} until you delete it.`)).toBe(true);
		expect(last).toContain(`Open folder as vault → ${vault}`);
		expect(last).toContain(nodePath.join(vault, ".obsidian", "plugins", "annotation-memory"));
		for (const file of PLUGIN_FILES) expect(last).toContain(`"${nodePath.join(root, file)}"`);
		expect((await fs.stat(nodePath.join(vault, "Agenda.md"))).isFile()).toBe(true);
	});

	it("leaves the example vault as it was", async () => {
		expect(await snapshot(example)).toEqual(exampleBefore);
	});
});
