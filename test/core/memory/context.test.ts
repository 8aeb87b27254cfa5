import { describe, expect, it } from "vitest";
import { contextEntries, formatContextMarkdown, loadLearnedContext, relevantContext, relevantContextMarkdown } from "../../../src/core/memory/context";
import { withoutDisabled } from "../../../src/core/memory/entries";
import { resolveSettings } from "../../../src/core/settings";
import { searchEntries } from "../../../src/mcp/search";
import { createMemoryVault } from "../../helpers/memoryVault";
import type { LearnedContext } from "../../../src/core/types";

const filler = Array.from({ length: 400 }, (_, i) => `Garden note ${i}: water the tomatoes and basil.`);
const learned: LearnedContext = {
	rules: [{ path: "Rules/agenda.md", entries: ["Always put the time first in agenda items."] }],
	skills: [{ path: "Skills/agenda.md", entries: ["Summaries have at most three bullet points."] }],
	memory: [{ path: "Memory/Memory.md", entries: [...filler.slice(0, 200), "The user's dentist is Dr. Weber on Lindenstraße.", ...filler.slice(200)] }],
};

describe("the learned context for another assistant, under a budget", () => {
	it("with a query: the rules, the skills and the memory entry the query is about", () => {
		const markdown = relevantContextMarkdown(learned, "dentist appointment", 2000);
		expect(markdown).toMatch(/^# What I have taught you\n\n## Rules\n\n- Always put the time first in agenda items\.\n\n## Skills\n\n- Summaries have at most three bullet points\.\n\n## Memory\n\n- The user's dentist is Dr\. Weber/);
		expect(markdown).not.toContain("Garden note");
		expect(markdown.length).toBeLessThanOrEqual(2000);
	});

	it("without a query: the newest memory entries that fit", () => {
		const markdown = relevantContextMarkdown(learned, null, 1500);
		expect(markdown).toContain("- Garden note 399:");
		expect(markdown).not.toContain("- Garden note 0:");
		expect(markdown.length).toBeLessThanOrEqual(1500);
	});

	it("a large budget gives what Copy memory context gives", () => {
		expect(relevantContextMarkdown(learned, "", 1_000_000)).toBe(formatContextMarkdown(learned));
	});

	it("nothing learned, or no room, gives nothing", () => {
		expect(relevantContextMarkdown({ rules: [], skills: [], memory: [] }, "dentist", 2000)).toBe("");
		expect(relevantContextMarkdown(learned, "dentist", 0)).toBe("");
	});
});

describe("entries the user disabled", () => {
	const MEMORY = [
		"# Memory",
		"",
		"- [2026-04-01] The dentist is Dr. Rossi on Via Roma. <!-- am:11111111 disabled -->",
		"- [2026-04-02] The dentist's phone is 555 0101. <!-- am:22222222 src:Agenda.md -->",
		"- Marta prefers oolong tea. <!-- am:33333333 seen:2 disabled -->",
		"",
	].join("\n");
	const RULES = "- Never schedule calls before 9. <!-- am:44444444 disabled -->\n- Put the time first. <!-- am:55555555 -->\n";
	const vault = () => createMemoryVault({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES });

	it("are not in the learned context: not in a request, not in copied or MCP context, and not counted as used", async () => {
		const store = vault();
		const context = await loadLearnedContext(store, store.list, resolveSettings(undefined));
		expect(context.memory).toEqual([{ path: "Memory/Memory.md", entries: ["The dentist's phone is 555 0101."], ids: ["22222222"] }]);
		expect(context.rules).toEqual([{ path: "Rules/agenda.md", entries: ["Put the time first."], ids: ["55555555"] }]);
		const copied = formatContextMarkdown(context);
		expect(copied).toContain("555 0101");
		expect(copied).not.toContain("Dr. Rossi");
		expect(copied).not.toContain("oolong");
		expect(copied).not.toContain("before 9");
		const chosen = relevantContext(context, "dentist", 10_000);
		expect(chosen.markdown).not.toContain("Dr. Rossi");
		expect(chosen.used.map((ref) => ref.id).sort()).toEqual(["22222222", "55555555"]);
		expect(contextEntries(context).map((ref) => ref.id)).toEqual(["55555555", "22222222"]);
	});

	it("are not found by an assistant's search, nor in a note read whole", () => {
		const notes = [{ path: "Memory/Memory.md", kind: "memory" as const, text: MEMORY }];
		expect(searchEntries(notes, "dentist", 10).map((hit) => hit.id)).toEqual(["22222222"]);
		expect(searchEntries(notes, "oolong", 10)).toEqual([]);
		expect(withoutDisabled(MEMORY)).toBe("# Memory\n\n- [2026-04-02] The dentist's phone is 555 0101. <!-- am:22222222 src:Agenda.md -->\n");
		expect(withoutDisabled(RULES.replace(" disabled", ""))).toBe(RULES.replace(" disabled", ""));
	});

	it("are enabled again by taking the mark away", async () => {
		const store = createMemoryVault({ "Memory/Memory.md": MEMORY.replaceAll(" disabled", "") });
		const context = await loadLearnedContext(store, store.list, resolveSettings(undefined));
		expect(context.memory[0]!.entries).toHaveLength(3);
	});
});
