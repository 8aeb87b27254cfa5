import { describe, expect, it } from "vitest";
import fc from "fast-check";
import picomatch from "picomatch/posix";
import { globMatcher, isGlob } from "../../../src/core/agenda/glob";

const matches = (pattern: string, path: string) => globMatcher(pattern)(path);

describe("globMatcher", () => {
	it("keeps * and ? within one folder and lets ** span folders", () => {
		expect(matches("Daily/*.md", "Daily/2026-11-23.md")).toBe(true);
		expect(matches("Daily/*.md", "Daily/2025/2025-12-31.md")).toBe(false);
		expect(matches("Daily/**/*.md", "Daily/2025/12/2025-12-31.md")).toBe(true);
		expect(matches("Daily/**/*.md", "Daily/2026-11-23.md")).toBe(true);
		expect(matches("Journal/2026-??-05.md", "Journal/2026-01-05.md")).toBe(true);
		expect(matches("Journal/2026-??-05.md", "Journal/2026-1-05.md")).toBe(false);
	});

	it("never lets a wildcard reach into a hidden folder or note", () => {
		expect(matches("**/*.md", ".obsidian/plugins/x.md")).toBe(false);
		expect(matches("**/*.md", "Daily/.trash/x.md")).toBe(false);
		expect(matches("*.md", ".hidden.md")).toBe(false);
		expect(matches("Daily/*", "Daily/.draft.md")).toBe(false);
	});

	it("reads classes, negated classes, alternatives (a slash inside too) and escapes", () => {
		expect(matches("Daily/[0-9]*.md", "Daily/2026.md")).toBe(true);
		expect(matches("Daily/[0-9]*.md", "Daily/Notes.md")).toBe(false);
		expect(matches("Daily/[!0-9]*.md", "Daily/Notes.md")).toBe(true);
		expect(matches("Daily/[!0-9]*.md", "Daily/2026.md")).toBe(false);
		expect(matches("{Work,Journal}/*.md", "Journal/2025-12-30.md")).toBe(true);
		expect(matches("{Work,Journal}/*.md", "Daily/2025-12-30.md")).toBe(false);
		expect(matches("Work/{Plan,Daily/*}.md", "Work/Daily/x.md")).toBe(true);
		expect(matches("a\\*b.md", "a*b.md")).toBe(true);
		expect(matches("a\\*b.md", "axb.md")).toBe(false);
		expect(matches("Notes (2026)/*.md", "Notes (2026)/a.md")).toBe(true);
		expect(matches("Notes (2026)/*.md", "Notes 2026/a.md")).toBe(false);
		expect(matches("**.md", "Daily/a.md")).toBe(false);
	});

	it("matches as picomatch does on note paths, for patterns of folders, wildcards, classes and alternatives", () => {
		// No dots in alternatives: picomatch reads `..` inside braces as a range.
		const name = fc.stringMatching(/^[ab][ab-]{0,3}$/);
		const token = fc.oneof(
			fc.constantFrom("a", "b", ".", "-", "*", "?", "[ab]", "[a-b]", "[^a]"),
			fc.tuple(name, name).map(([x, y]) => `{${x},${y}}`),
		);
		// A folder is never `.` or `..` (agenda sources with those are refused before matching).
		const folder = fc.oneof(
			{ weight: 1, arbitrary: fc.constant("**") },
			{ weight: 4, arbitrary: fc.array(token, { minLength: 1, maxLength: 4 }).map((tokens) => tokens.join("")).filter((text) => !/^\.+$/.test(text)) },
		);
		// Not `**x` at the very start: picomatch alone lets that span folders; here, as in a shell, `**` within a name is `*`.
		const pattern = fc
			.tuple(fc.array(folder, { maxLength: 3 }), fc.array(token, { maxLength: 3 }))
			.map(([folders, last]) => [...folders, `${last.join("")}.md`].join("/"))
			.filter((glob) => !/^\*\*+[^*/]/.test(glob));
		// Notes: visible or hidden folders, and a Markdown file name.
		const path = fc
			.tuple(fc.array(fc.stringMatching(/^\.?[ab-][ab.-]{0,2}$/), { maxLength: 3 }), fc.stringMatching(/^[ab.-]{0,3}$/))
			.map(([folders, file]) => [...folders, `${file}.md`].join("/"));
		// A failing run names the pattern and paths (shrunk); no `expect` per path, thousands of which cost seconds.
		fc.assert(
			fc.property(pattern, fc.array(path, { minLength: 1, maxLength: 10 }), (glob, paths) => {
				const reference = picomatch(glob);
				const ours = globMatcher(glob);
				return paths.every((one) => ours(one) === reference(one));
			}),
			{ numRuns: 3000 },
		);
	});
});

describe("isGlob", () => {
	it("knows a pattern from a note or folder name", () => {
		for (const pattern of ["Daily/*.md", "Journal/2026-??-05.md", "Daily/[0-9]*.md", "{Work,Journal}/*.md", "**/*.md"]) expect(isGlob(pattern), pattern).toBe(true);
		for (const name of ["Agenda.md", "Daily", "Notes (2026)/Plan.md", "a\\*b.md", "Plans [draft", "Team {core}.md"]) expect(isGlob(name), name).toBe(false);
	});
});
