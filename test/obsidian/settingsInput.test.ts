import { describe, expect, it } from "vitest";
import { checkFolderPath, checkNoteList as checkNoteListWith, checkNotePath, checkNumber, formatCueLines, parseCueLines } from "../../src/obsidian/settingsInput";
import { ownNotesOf } from "../../src/core/agenda/sources";
import { DEFAULT_SETTINGS } from "../../src/core/settings";

const OWN = ownNotesOf(DEFAULT_SETTINGS, ".obsidian/plugins/annotation-memory");
const checkNoteList = (text: string, isFolder?: (path: string) => boolean) => checkNoteListWith(text, OWN, isFolder);

describe("settings input checks", () => {
	it("normalises note paths and adds .md", () => {
		expect(checkNotePath("  Inbox//Review ")).toEqual({ ok: true, value: "Inbox/Review.md" });
		expect(checkNotePath("Agenda.md")).toEqual({ ok: true, value: "Agenda.md" });
		expect(checkFolderPath("Rules/")).toEqual({ ok: true, value: "Rules" });
	});

	it("refuses paths that leave the vault, are absolute or hidden", () => {
		for (const bad of ["../outside", "Rules/../../x", "a\\..\\b", "/etc/passwd", "C:/x", ".obsidian/x", "", "   "]) {
			const checked = checkNotePath(bad);
			expect(checked.ok, bad).toBe(false);
		}
		expect(checkFolderPath("..").ok).toBe(false);
	});

	it("reads agenda notes one per line, dropping blanks and duplicates", () => {
		expect(checkNoteList("Agenda\n\nWork/Agenda.md\nAgenda.md\n")).toEqual({ ok: true, value: ["Agenda.md", "Work/Agenda.md"] });
		expect(checkNoteList("\n  \n").ok).toBe(false);
		expect(checkNoteList("Agenda\n../x").ok).toBe(false);
	});

	it("keeps folders and patterns among the agenda notes, and refuses those that leave the vault", () => {
		const isFolder = (path: string) => path === "Daily";
		expect(checkNoteList("Daily\nJournal/\nDaily/**/*.md\nJournal/2026-*.md\nAgenda", isFolder)).toEqual({ ok: true, value: ["Daily", "Journal", "Daily/**/*.md", "Journal/2026-*.md", "Agenda.md"] });
		for (const bad of ["../*.md", ".obsidian/**/*.md", "/Daily/*.md", "Daily/../../*"]) expect(checkNoteList(bad, isFolder).ok, bad).toBe(false);
	});

	it("refuses a line naming the plugin's own notes or folders, saying which", () => {
		const isFolder = (path: string) => path === "Rules" || path === "Migration";
		for (const [line, what] of [
			["Migration/Exchange.md", "the exchange note"],
			["Migration/Archive", "the archive note"],
			["Memory/Memory", "the memory note"],
			["Rules", "the rules folder"],
			["Rules/agenda.md", "a note in the rules folder"],
			["Skills/writing", "a note in the skills folder"],
		]) {
			expect(checkNoteList(`Agenda\n${line}`, isFolder), line).toEqual({ ok: false, message: `"${line}" cannot be used: it is ${what}, which is never an agenda note.` });
		}
		// A pattern or a folder that also holds them stays: the run leaves the plugin's notes out.
		expect(checkNoteList("**/*.md\nMigration", isFolder)).toEqual({ ok: true, value: ["**/*.md", "Migration"] });
	});

	it("keeps numbers in range", () => {
		expect(checkNumber("20", { min: 1, max: 200, integer: true })).toEqual({ ok: true, value: 20 });
		expect(checkNumber("2,5", { min: 1, max: 600 })).toEqual({ ok: true, value: 2.5 });
		for (const bad of ["0", "201", "1.5", "abc", "", "Infinity"]) expect(checkNumber(bad, { min: 1, max: 200, integer: true }).ok, bad).toBe(false);
		const refused = checkNumber("999", { min: 1, max: 200, integer: true });
		expect(refused.ok ? "" : refused.message).toBe("Enter a whole number from 1 to 200.");
	});

	it("reads and writes cue lines", () => {
		const parsed = parseCueLines("# mine\ncompletion: sorted,  wrapped up\n\nPostpone: later, later\ncompletion: done deal");
		expect(parsed).toEqual({ ok: true, value: { completion: ["sorted", "wrapped up", "done deal"], postpone: ["later"] } });
		expect(formatCueLines(parsed.ok ? parsed.value : {})).toBe("completion: sorted, wrapped up, done deal\npostpone: later");
		expect(parseCueLines("complete: x").ok).toBe(false);
		expect(parseCueLines("just words").ok).toBe(false);
		expect(formatCueLines(undefined)).toBe("");
	});
});
