import { describe, expect, it } from "vitest";
import { formatContextMarkdown, relevantContextMarkdown } from "../../../src/core/memory/context";
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
