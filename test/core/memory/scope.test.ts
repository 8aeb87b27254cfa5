import { describe, expect, it } from "vitest";
import { agendaFacts, contextFor, goesWith, malformedScopes, readScope, scopeMatches } from "../../../src/core/memory/scope";
import { loadLearnedContext } from "../../../src/core/memory/context";
import { resolveSettings } from "../../../src/core/settings";
import { createMemoryVault } from "../../helpers/memoryVault";
import type { LearnedContext } from "../../../src/core/types";

const note = (frontmatter: string) => `---\n${frontmatter}\n---\n# Rules\n\n- Sign work mails with the team name.\n`;

describe("reading a note's scope from its frontmatter", () => {
	it.each([
		["no frontmatter", "# Rules\n\n- A rule.\n", undefined],
		["frontmatter without the key", note("tags: [rules]"), undefined],
		["one plain value", note("annotation-memory-scope: Work/**"), ["Work/**"]],
		["a flow list", note('annotation-memory-scope: [Work/**, "#Work", Projects/]'), ["Work/**", "#work", "Projects/"]],
		["a block list", note('annotation-memory-scope:\n  - Work/Agenda.md\n  - "#client/acme"\n  - \'Family\''), ["Work/Agenda.md", "#client/acme", "Family"]],
		["a block list at the key's indentation, with a comment", note("annotation-memory-scope: # where it applies\n- Work\ntags: [x]"), ["Work"]],
		["CRLF line endings", "---\r\nannotation-memory-scope:\r\n  - Work\r\n---\r\n- A rule.\r\n", ["Work"]],
	])("%s", (_, text, patterns) => {
		const scope = readScope(text);
		expect(scope).toEqual(patterns === undefined ? undefined : { kind: "bound", patterns });
	});

	it.each([
		["an empty value", note("annotation-memory-scope:"), /names no note/],
		["an empty list", note("annotation-memory-scope: []"), /names no note/],
		["an unquoted tag (a YAML comment)", note("annotation-memory-scope: #work"), /in quotes/],
		["an unquoted tag in a list", note("annotation-memory-scope:\n  - #work"), /in quotes/],
		["an unclosed list", note("annotation-memory-scope: [Work, Family"), /not closed/],
		["an unclosed quote", note('annotation-memory-scope: "Work'), /not closed/],
		["a mapping", note("annotation-memory-scope:\n  folder: Work"), /other than a list/],
		["the key twice", note("annotation-memory-scope: Work\nannotation-memory-scope: Family"), /twice/],
		["a path leaving the vault", note("annotation-memory-scope: ../Work"), /leaves its folder/],
		["an absolute path", note("annotation-memory-scope: /Users/me/Work"), /absolute/],
		["a lone #", note('annotation-memory-scope: "#"'), /not a tag/],
		["an unclosed frontmatter", "---\nannotation-memory-scope: Work\n# Rules\n- A rule.\n", /closing/],
	])("%s is malformed", (_, text, reason) => {
		const scope = readScope(text);
		expect(scope?.kind).toBe("malformed");
		expect(scope?.kind === "malformed" ? scope.reason : "").toMatch(reason);
	});
});

describe("which agenda notes a scope names", () => {
	const work = agendaFacts("Work/Agenda.md", "# Today\n\n- [ ] Call the client\n");
	const family = agendaFacts("Family/Agenda.md", "---\ntags: [home, kids/school]\n---\n- [ ] Bake a cake #birthday\n");
	const nested = agendaFacts("Work/2026/Week 49.md", "- [ ] Review `#notatag` and `code`\n```\n#alsonot\n```\n");
	it.each([
		["Work/**", work, true],
		["Work/**", nested, true],
		["Work/**", family, false],
		["Work/*.md", nested, false],
		["{Work,Family}/Agenda.md", family, true],
		["Work", nested, true],
		["Work/", work, true],
		["Wor", work, false],
		["Work/Agenda.md", work, true],
		["Work/Agenda", work, true],
		["Work/Agenda.md", nested, false],
		["#home", family, true],
		["#kids", family, true],
		["#kids/school", family, true],
		["#kid", family, false],
		["#birthday", family, true],
		["#work", work, false],
		["#notatag", nested, false],
		["#alsonot", nested, false],
	])("%s with %o: %s", (pattern, agenda, expected) => {
		const scope = readScope(note(`annotation-memory-scope: "${pattern}"`));
		expect(scope?.kind).toBe("bound");
		expect(scopeMatches(scope?.kind === "bound" ? scope.patterns : [], agenda)).toBe(expected);
	});

	it("a tag is matched whatever its case", () => {
		expect(scopeMatches(["#home"], agendaFacts("A.md", "---\ntags: Home\n---\n"))).toBe(true);
		expect(scopeMatches(["#work"], agendaFacts("A.md", "- call #WORK colleague\n"))).toBe(true);
	});

	it("a global note goes with every request, a bound one only with its agenda notes, a malformed one with none", () => {
		expect(goesWith(undefined, null)).toBe(true);
		expect(goesWith({ kind: "bound", patterns: ["Work/**"] }, null)).toBe(false);
		expect(goesWith({ kind: "bound", patterns: ["Work/**"] }, work)).toBe(true);
		expect(goesWith({ kind: "malformed", reason: "x" }, work)).toBe(false);
		expect(goesWith({ kind: "malformed", reason: "x" }, null)).toBe(false);
	});
});

describe("the learned context a request carries", () => {
	const context: LearnedContext = {
		rules: [
			{ path: "Rules/global.md", entries: ["Keep items short."] },
			{ path: "Rules/work.md", entries: ["Sign with the team name."], scope: { kind: "bound", patterns: ["Work/**"] } },
			{ path: "Rules/typo.md", entries: ["Use the client's codename."], scope: { kind: "malformed", reason: "a list opened with `[` is not closed" } },
		],
		skills: [],
		memory: [{ path: "Memory/Memory.md", entries: ["The dentist is Dr. Weber."] }],
	};
	it("holds the global notes and the notes bound to the agenda note, never a malformed one", () => {
		expect(contextFor(context, agendaFacts("Work/Agenda.md", "")).rules.map((n) => n.path)).toEqual(["Rules/global.md", "Rules/work.md"]);
		expect(contextFor(context, agendaFacts("Family/Agenda.md", "")).rules.map((n) => n.path)).toEqual(["Rules/global.md"]);
		expect(contextFor(context, null).rules.map((n) => n.path)).toEqual(["Rules/global.md"]);
		expect(contextFor(context, null).memory.map((n) => n.path)).toEqual(["Memory/Memory.md"]);
	});

	it("names each malformed note", () => {
		expect(malformedScopes(context)).toEqual(["Rules/typo.md goes with no request: its annotation-memory-scope cannot be read (a list opened with `[` is not closed)."]);
	});

	it("is read from the notes' frontmatter", async () => {
		const vault = createMemoryVault({
			"Rules/work.md": note("annotation-memory-scope: Work/**"),
			"Rules/global.md": "- Keep items short.\n",
		});
		const settings = resolveSettings({});
		const loaded = await loadLearnedContext(vault, vault.list, settings);
		expect(loaded.rules.map((n) => [n.path, n.scope])).toEqual([
			["Rules/global.md", undefined],
			["Rules/work.md", { kind: "bound", patterns: ["Work/**"] }],
		]);
	});
});
