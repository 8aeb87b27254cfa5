import { describe, expect, it } from "vitest";
import { isAgendaNote, ownNotesOf, resolveAgendaSources as resolveWith, type OwnNotes } from "../../../src/core/agenda/sources";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";

/** The default settings' own notes: Migration/Exchange.md, Migration/Archive.md, Memory/Memory.md, Rules/, Skills/ and the plugin's folder. */
const OWN: OwnNotes = ownNotesOf(DEFAULT_SETTINGS, ".obsidian/plugins/annotation-memory");

/** Resolution with the default settings' own notes (the vaults above hold none of them). */
const resolveAgendaSources = (entries: readonly string[], notes: readonly string[]) => resolveWith(entries, notes, OWN);

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
		for (const note of NOTES) expect(isAgendaNote(entries, note, OWN), note).toBe(resolveAgendaSources(entries, NOTES).paths.includes(note));
		expect(isAgendaNote(entries, "Daily/2026-11-24.md", OWN)).toBe(true);
		expect(isAgendaNote(entries, "Other.md", OWN)).toBe(false);
	});
});

describe("the plugin's own notes are never agenda notes", () => {
	/** A vault holding the plugin's own notes beside an agenda. */
	const VAULT = ["Agenda.md", "Daily/2026-11-23.md", "Migration/Exchange.md", "Migration/Archive.md", "Memory/Memory.md", "Memory/Notes.md", "Rules/agenda.md", "Rules/work/calls.md", "Skills/agenda.md", ".obsidian/plugins/annotation-memory/notes.md"];
	const OURS = ["Migration/Exchange.md", "Migration/Archive.md", "Memory/Memory.md", "Rules/agenda.md", "Rules/work/calls.md", "Skills/agenda.md"];

	/** Before: a resolution that knows none of the plugin's notes, as every run did until now. */
	const NONE: OwnNotes = { notes: [], folders: [] };

	// source | before: the notes read | after: the notes read | after: the problem
	const TABLE: [string, string[], string[], RegExp | null][] = [
		["**/*.md", ["Agenda.md", "Daily/2026-11-23.md", "Memory/Memory.md", "Memory/Notes.md", "Migration/Archive.md", "Migration/Exchange.md", "Rules/agenda.md", "Rules/work/calls.md", "Skills/agenda.md"], ["Agenda.md", "Daily/2026-11-23.md", "Memory/Notes.md"], null],
		["*/*.md", ["Daily/2026-11-23.md", "Memory/Memory.md", "Memory/Notes.md", "Migration/Archive.md", "Migration/Exchange.md", "Rules/agenda.md", "Skills/agenda.md"], ["Daily/2026-11-23.md", "Memory/Notes.md"], null],
		["Memory", ["Memory/Memory.md", "Memory/Notes.md"], ["Memory/Notes.md"], null],
		["Migration", ["Migration/Archive.md", "Migration/Exchange.md"], [], /^The agenda source "Migration" names only the plugin's own notes \(Migration\/Archive\.md, Migration\/Exchange\.md\), which are never agenda notes\.$/],
		["Rules/*.md", ["Rules/agenda.md"], [], /^The agenda pattern "Rules\/\*\.md" names only the plugin's own notes/],
		["Migration/Exchange.md", ["Migration/Exchange.md"], [], /^The agenda source "Migration\/Exchange\.md" was refused: it is the exchange note, which is never an agenda note\.$/],
		["migration/exchange.md", ["migration/exchange.md"], [], /was refused: it is the exchange note/],
		["Migration/Archive", ["Migration/Archive.md"], [], /was refused: it is the archive note/],
		["Memory/Memory.md", ["Memory/Memory.md"], [], /was refused: it is the memory note/],
		["Rules", ["Rules/agenda.md", "Rules/work/calls.md"], [], /was refused: it is the rules folder/],
		["Rules/agenda.md", ["Rules/agenda.md"], [], /was refused: it is a note in the rules folder/],
		["Skills/agenda.md", ["Skills/agenda.md"], [], /was refused: it is a note in the skills folder/],
	];

	it.each(TABLE)("%s", (source, before, paths, problem) => {
		expect(resolveWith([source], VAULT, NONE).paths).toEqual(before);
		const resolved = resolveAgendaSources([source], VAULT);
		expect(resolved.paths).toEqual(paths);
		if (problem === null) expect(resolved.problems).toEqual([]);
		else expect(resolved.problems).toEqual([expect.stringMatching(problem)]);
	});

	it("follows the settings: a moved exchange note and rules folder are left out where they now are", () => {
		const own = ownNotesOf({ ...DEFAULT_SETTINGS, exchangePath: "Inbox/Review", rulesFolder: "Guides" }, null);
		const resolved = resolveWith(["**/*.md"], ["Agenda.md", "Inbox/Review.md", "Guides/agenda.md", "Migration/Exchange.md"], own);
		expect(resolved.paths).toEqual(["Agenda.md", "Migration/Exchange.md"]);
	});

	it("the watcher's question gets the same answer", () => {
		for (const note of OURS) expect(isAgendaNote(["**/*.md"], note, OWN), note).toBe(false);
		expect(isAgendaNote(["**/*.md"], "Agenda.md", OWN)).toBe(true);
	});
});
