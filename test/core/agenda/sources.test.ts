import { describe, expect, it } from "vitest";
import { isAgendaNote, resolveAgendaSources } from "../../../src/core/agenda/sources";

/** A vault's Markdown notes, unsorted as a vault may list them. */
const NOTES = [
	"Daily/2026-11-23.md",
	"Agenda.md",
	"Daily/2026-11-21.md",
	"Daily/2025/2025-12-31.md",
	"Daily/2026-11-22.md",
	"Journal/2026-01-05.md",
	"Journal/2025-12-30.md",
	"Dailyish.md",
	"Work/Plan.md",
];

describe("resolveAgendaSources", () => {
	it("keeps note paths as given, a missing one too (the pass reports it missing)", () => {
		expect(resolveAgendaSources(["Agenda.md", "Work/Gone.md"], NOTES)).toEqual({ paths: ["Agenda.md", "Work/Gone.md"], problems: [] });
	});

	it("expands a folder to its notes, nested folders included, sorted, and not a note whose name merely starts the same", () => {
		expect(resolveAgendaSources(["Daily"], NOTES)).toEqual({ paths: ["Daily/2025/2025-12-31.md", "Daily/2026-11-21.md", "Daily/2026-11-22.md", "Daily/2026-11-23.md"], problems: [] });
		expect(resolveAgendaSources(["Daily/2025/"], NOTES).paths).toEqual(["Daily/2025/2025-12-31.md"]);
	});

	it("matches glob patterns: one level with *, every level with **", () => {
		expect(resolveAgendaSources(["Daily/*.md"], NOTES).paths).toEqual(["Daily/2026-11-21.md", "Daily/2026-11-22.md", "Daily/2026-11-23.md"]);
		expect(resolveAgendaSources(["Daily/**/*.md"], NOTES).paths).toHaveLength(4);
		expect(resolveAgendaSources(["Journal/2026-*.md"], NOTES).paths).toEqual(["Journal/2026-01-05.md"]);
		expect(resolveAgendaSources(["{Work,Journal}/*.md"], NOTES).paths).toEqual(["Journal/2025-12-30.md", "Journal/2026-01-05.md", "Work/Plan.md"]);
	});

	it("lists each note once, in the order of the sources", () => {
		expect(resolveAgendaSources(["Work/Plan.md", "Daily/*-23.md", "Daily", "Agenda.md", "Work/Plan.md"], NOTES).paths).toEqual([
			"Work/Plan.md",
			"Daily/2026-11-23.md",
			"Daily/2025/2025-12-31.md",
			"Daily/2026-11-21.md",
			"Daily/2026-11-22.md",
			"Agenda.md",
		]);
	});

	it("takes a name without .md as its note when no folder has that name", () => {
		expect(resolveAgendaSources(["Agenda", "Work/Plan"], NOTES).paths).toEqual(["Agenda.md", "Work/Plan.md"]);
	});

	it("says clearly when a pattern matches nothing or a name is neither note nor folder, and goes on with the rest", () => {
		const resolved = resolveAgendaSources(["Journal/2027-*.md", "Weekly", "Agenda.md"], NOTES);
		expect(resolved.paths).toEqual(["Agenda.md"]);
		expect(resolved.problems).toEqual(['The agenda pattern "Journal/2027-*.md" matches no note.', 'The agenda source "Weekly" is neither a note nor a folder with notes.']);
	});

	it("refuses sources that leave the vault or reach hidden folders, patterns too", () => {
		const notes = [...NOTES, ".obsidian/plugins/x.md", "../Outside.md"];
		for (const entry of ["../Outside.md", "/etc/passwd", "C:/Notes/Agenda.md", "../*.md", "Daily/../../*.md", ".obsidian/**/*.md", "Daily/./*.md"]) {
			const resolved = resolveAgendaSources([entry], notes);
			expect(resolved.paths, entry).toEqual([]);
			expect(resolved.problems, entry).toHaveLength(1);
			expect(resolved.problems[0], entry).toMatch(/^The agenda source ".*" was refused: /);
		}
		// A pattern over the whole vault still skips hidden folders.
		expect(resolveAgendaSources(["**/*.md"], notes).paths).not.toContain(".obsidian/plugins/x.md");
	});

	it("skips blank lines", () => {
		expect(resolveAgendaSources(["", "  ", "Agenda.md"], NOTES)).toEqual({ paths: ["Agenda.md"], problems: [] });
	});
});

describe("isAgendaNote", () => {
	it("answers for one changed note as the full resolution would", () => {
		const entries = ["Agenda.md", "Daily", "Journal/2026-*.md"];
		for (const note of NOTES) expect(isAgendaNote(entries, note), note).toBe(resolveAgendaSources(entries, NOTES).paths.includes(note));
		expect(isAgendaNote(entries, "Daily/2026-11-24.md")).toBe(true);
		expect(isAgendaNote(entries, "Other.md")).toBe(false);
	});
});
