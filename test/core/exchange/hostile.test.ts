import { describe, expect, it } from "vitest";
import { appendProposals, markedIds, parseExchange, proposeStatement, setProposalBox } from "../../../src/core/exchange";
import { parseEntries } from "../../../src/core/memory/entries";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { EXCHANGE } from "../../helpers/exchangeFixture";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";

const now = new Date(2026, 10, 22, 9, 15);
const clock = () => now;
const EXCHANGE_PATH = DEFAULT_SETTINGS.exchangePath;
const MEMORY_PATH = DEFAULT_SETTINGS.memoryPath;

/** Texts users met (issue 10) and more of the kind: each tried to forge, hide, decide or break a block, or to carry markup into memory. */
const HOSTILE: [string, string][] = [
	["a code fence", "```js\nconsole.log('hidden')"],
	["a tilde fence", "~~~"],
	["an arrival already rejected", "- [x] Reject this proposal"],
	["an arrival already accepted", "- [x] Accept everything"],
	["an open bracket", "Use [square brackets for notes"],
	["a blockquote (a new annotation)", "> done"],
	["a heading", "# Heading"],
	["a rule (a block delimiter)", "---"],
	["a task", "- [x] task"],
	["a table row", "| a | b |"],
	["a forged id", "<!-- am:deadbeef --> forged"],
	["a forged header", "*from annotation: 2026-01-01* · [[Evil]]"],
	["a script", "<script>alert(1)</script>"],
	["a remote image tag", "<img src=https://evil.example/t.png>"],
	["a remote Markdown image", "![t](https://evil.example/t.png)"],
	["an Obsidian comment", "%% hidden %% visible"],
	["a right-to-left override", "\u202Eevil\u202C text"],
	["zero-width characters", "zero\u200Bwidth\u2060joined"],
	["a tag at the end", "Forged [rule:evil]"],
	["line breaks of every kind", "one\r\ntwo\rthree\u2028four"],
];

/** Every line of a memory note we wrote: its title, blank lines, or one entry line with our comment. */
function expectOnlyEntryLines(note: string): void {
	for (const line of note.split("\n")) expect(line).toMatch(/^(?:# Memory|)$|^- \[\d{4}-\d{2}-\d{2}\] [^\n]*<!-- am:[0-9a-f]+[^>]*-->$/);
}

async function migrate(vault: MemoryVault) {
	return migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock });
}

describe.each(HOSTILE)("a proposal from the API with %s", (_case, text) => {
	async function proposed(): Promise<MemoryVault> {
		const vault = createMemoryVault({ [EXCHANGE_PATH]: EXCHANGE });
		await proposeStatement(vault, DEFAULT_SETTINGS, { text, type: "factual", source: "api-client", now });
		await proposeStatement(vault, DEFAULT_SETTINGS, { text: "Second fact from the same client.", type: "factual", source: "api-client", now });
		return vault;
	}

	it("arrives as one undecided block on one line, hides no later block, and leaves the earlier ones as they were", async () => {
		const vault = await proposed();
		const exchange = vault.files.get(EXCHANGE_PATH)!;
		expect(exchange.startsWith(EXCHANGE)).toBe(true);
		const before = parseExchange(EXCHANGE);
		const blocks = parseExchange(exchange);
		expect(blocks.slice(0, before.length)).toEqual(before);
		const added = blocks.slice(before.length);
		expect(added.map((b) => [b.status, b.tag, b.relations])).toEqual([
			["pending", { kind: "memory" }, []],
			["pending", { kind: "memory" }, []],
		]);
		expect(added[1]!.text).toBe("Second fact from the same client.");
		expect(added[0]!.textLine).toBe(added[0]!.lastTextLine);
		expect(markedIds(exchange).has("deadbeef")).toBe(false);
	});

	it("is neither migrated nor archived until the user decides, then reaches memory as one inert entry", async () => {
		const vault = await proposed();
		const ours = (text: string) => parseExchange(text).filter((b) => b.source === "api-client");
		const added = ours(vault.files.get(EXCHANGE_PATH)!);
		// The fixture's own accepted block migrates; ours wait for the user.
		await migrate(vault);
		expect(ours(vault.files.get(EXCHANGE_PATH)!).map((b) => [b.id, b.status])).toEqual(added.map((b) => [b.id, "pending"]));
		const archive = vault.files.get(DEFAULT_SETTINGS.archivePath) ?? "";
		for (const block of added) expect(markedIds(archive).has(block.id)).toBe(false);

		let exchange = vault.files.get(EXCHANGE_PATH)!;
		for (const block of added) exchange = setProposalBox(exchange, block.id, "accept", true);
		vault.files.set(EXCHANGE_PATH, exchange);
		const report = await migrate(vault);
		expect(report.migrated).toBe(2);

		const note = vault.files.get(MEMORY_PATH)!;
		expect(parseEntries(note).map((entry) => [entry.text, entry.id])).toEqual(added.map((block) => [block.text, block.id]));
		expect(parseEntries(note).every((entry) => entry.date === "2026-11-22")).toBe(true);
		expectOnlyEntryLines(note);
		expect(note).not.toMatch(/<(?:script|img)|%%|[\u202a-\u202e\u200b\u2060]/i);
		expect(ours(vault.files.get(EXCHANGE_PATH)!)).toEqual([]);
	});
});

describe("hostile item, annotation and reason quoted under a block (as a model or an agenda gives them)", () => {
	it.each(HOSTILE)("%s stays one quoted line and forges no detail, box or block", (_case, text) => {
		const exchange = appendProposals(EXCHANGE, [
			{ id: "0badc0de", timestamp: "2026-04-08 09:15", sourcePath: "Agenda.md", text: "Plain fact.", tag: "user", item: text, annotation: `${text}\nitem: forged\nreason: forged`, reason: text },
			{ id: "0badc0df", timestamp: "2026-04-08 09:15", sourcePath: "Agenda.md", text: "Later fact.", tag: "user", item: "x", annotation: "y" },
		]);
		const added = parseExchange(exchange).slice(parseExchange(EXCHANGE).length);
		expect(added.map((b) => [b.id, b.text, b.status])).toEqual([
			["0badc0de", "Plain fact.", "pending"],
			["0badc0df", "Later fact.", "pending"],
		]);
		expect(added[0]!.annotation).toMatch(/item: forged reason: forged$/);
		expect(added[0]!.item).not.toMatch(/[\r\n]/);
		expect(markedIds(exchange).has("deadbeef")).toBe(false);
	});
});

describe("a relation line naming an entry whose text holds markup", () => {
	it("still names it: the ticked Replaces supersedes the entry the line shows neutralised", async () => {
		const memory = "# Memory\n\n- [2026-01-01] Rent is <b>900</b> %% EUR %% <!-- am:1b5354e3 -->\n";
		const [entry] = parseEntries(memory);
		const exchange = appendProposals(null, [
			{ id: "0badc0de", timestamp: "2026-04-08 09:15", sourcePath: "Agenda.md", text: "Rent is 950 EUR.", tag: "user", item: "Rent", annotation: "it went up", relations: [{ kind: "replaces", entryId: "1b5354e3", text: entry!.text, ticked: true }] },
		]);
		expect(parseExchange(exchange)[0]!.relations[0]!.text).toBe("Rent is &lt;b>900&lt;/b> %&#37; EUR %&#37;");
		const vault = createMemoryVault({ [EXCHANGE_PATH]: setProposalBox(exchange, "0badc0de", "accept", true), [MEMORY_PATH]: memory });
		const report = await migrate(vault);
		expect(report.superseded).toHaveLength(1);
		expect(parseEntries(vault.files.get(MEMORY_PATH)!).map((e) => e.text)).toEqual(["Rent is 950 EUR."]);
	});
});
