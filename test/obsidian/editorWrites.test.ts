import { describe, expect, it, vi } from "vitest";
import type { App } from "obsidian";
import { createVaultPort } from "../../src/obsidian/vaultPort";
import { EDITOR_ORIGIN, minimalChanges } from "../../src/obsidian/editorWrites";
import { FakeApp } from "./fakeApp";

/** Notes before and after one write of the plugin: both paths must leave exactly `after`. */
const TABLE: [string, string, string][] = [
	["a ticked box", "- [ ] Pay rent\n- [ ] Buy milk\n", "- [x] Pay rent\n- [ ] Buy milk\n"],
	["an annotation taken out, its item edited", "# Today\n\n- [ ] Call parents (weeks ago)\n> called them Monday\n- [ ] Buy milk\n", "# Today\n\n- [ ] Call parents (Monday)\n- [ ] Buy milk\n"],
	["a kept marker added", "- [ ] Call parents\n> that's wrong\n- [ ] Buy milk\n", "- [ ] Call parents\n> that's wrong\n<!-- am:kept ede4ba4f -->\n- [ ] Buy milk\n"],
	["CRLF line endings kept", "# Today\r\n\r\n- [ ] Pay rent\r\n> done\r\n- [ ] Buy milk\r\n", "# Today\r\n\r\n- [x] Pay rent\r\n- [ ] Buy milk\r\n"],
	["a line ending changed", "a\r\nb\n", "a\nb\n"],
	["a block appended to a note without a final line break", "# Exchange", "# Exchange\n\n---\nNew block\n- [ ] Accept\n- [ ] Reject\n---\n"],
	["lines taken out in two places", "1\n> x\n2\n3\n4\n> y\n5\n", "1\n2\n3\n4\n5\n"],
	["one half of a surrogate pair changed", "- 😀 party\n", "- 😃 party\n"],
	["everything deleted", "only line\n", ""],
	["an empty note written", "", "# New\n"],
];

/** A fake app with the note, open in the editor tab (cursor on line 0) or not. */
function appWith(text: string, open: boolean): { app: FakeApp; written: string[] } {
	const app = new FakeApp({ "Agenda.md": text });
	if (open) app.workspace.openInEditor("Agenda.md", 0);
	return { app, written: [] };
}

describe("a write to a note open in an editor", () => {
	it.each(TABLE)("leaves the same bytes as Vault.process: %s", async (_case, before, after) => {
		const results: string[] = [];
		for (const open of [false, true]) {
			const { app, written } = appWith(before, open);
			const process = vi.spyOn(app.vault, "process");
			const port = createVaultPort(app as unknown as App, (_path, text) => written.push(text));
			expect(await port.process("Agenda.md", () => after)).toBe(after);
			expect(app.vault.files.get("Agenda.md")).toBe(after);
			expect(written).toEqual([after]);
			const view = app.workspace.editorsOf("Agenda.md")[0];
			if (open) {
				// Through the editor, as one transaction of its own; the note is saved at once.
				expect(process).not.toHaveBeenCalled();
				expect(view!.editor.getValue()).toBe(after);
				expect(view!.editor.transactions.map((t) => t.origin)).toEqual([EDITOR_ORIGIN]);
				// Ctrl+Z takes it back in one step, byte for byte.
				view!.editor.undo();
				expect(view!.editor.getValue()).toBe(before);
			} else {
				expect(process).toHaveBeenCalledTimes(1);
			}
			results.push(app.vault.files.get("Agenda.md")!);
		}
		expect(results[1]).toBe(results[0]);
	});

	it("changes only what differs, not the whole text: a tick is one character", () => {
		expect(minimalChanges("- [ ] Pay rent\n- [ ] Buy milk\n", "- [ ] Pay rent\n- [x] Buy milk\n")).toEqual([{ from: 18, to: 19, text: "x" }]);
		expect(minimalChanges("1\n> x\n2\n3\n4\n> y\n5\n", "1\n2\n3\n4\n5\n")).toHaveLength(2);
	});

	it("keeps the cursor and the selection where they were, moved up by the lines taken out above them", async () => {
		const before = "# Today\n\n- [ ] Call parents (weeks ago)\n> called them Monday\n- [ ] Buy milk\n- [ ] Pay rent\n";
		const { app } = appWith(before, true);
		const { editor } = app.workspace.editorsOf("Agenda.md")[0]!;
		// The cursor in "Buy milk", a selection of "Pay rent".
		editor.setSelections([{ anchor: { line: 4, ch: 8 } }, { anchor: { line: 5, ch: 6 }, head: { line: 5, ch: 14 } }]);
		const port = createVaultPort(app as unknown as App, () => undefined);
		await port.process("Agenda.md", (text) => text!.replace("(weeks ago)\n> called them Monday\n", "(Monday)\n"));
		expect(editor.listSelections()).toEqual([
			{ anchor: { line: 3, ch: 8 }, head: { line: 3, ch: 8 } },
			{ anchor: { line: 4, ch: 6 }, head: { line: 4, ch: 14 } },
		]);
		expect(editor.getValue().split("\n")[4]!.slice(6, 14)).toBe("Pay rent");
	});

	it("reads the editor's text, saved or not, and edits that text: what the user typed a moment ago stays", async () => {
		const { app } = appWith("- [ ] Pay rent\n", true);
		const { editor } = app.workspace.editorsOf("Agenda.md")[0]!;
		editor.setCursor({ line: 1, ch: 0 });
		editor.type("- [ ] Buy milk\n");
		// Not saved yet: the vault still has the old text.
		expect(app.vault.files.get("Agenda.md")).toBe("- [ ] Pay rent\n");
		const port = createVaultPort(app as unknown as App, () => undefined);
		expect(await port.read("Agenda.md")).toBe("- [ ] Pay rent\n- [ ] Buy milk\n");
		await port.process("Agenda.md", (text) => text!.replace("[ ] Pay", "[x] Pay"));
		expect(app.vault.files.get("Agenda.md")).toBe("- [x] Pay rent\n- [ ] Buy milk\n");
	});

	it("an edit that changes nothing leaves the editor without a transaction and the note unsaved", async () => {
		const { app } = appWith("- [ ] Pay rent\n", true);
		const { editor } = app.workspace.editorsOf("Agenda.md")[0]!;
		const port = createVaultPort(app as unknown as App, () => undefined);
		expect(await port.process("Agenda.md", () => null)).toBe("- [ ] Pay rent\n");
		expect(await port.process("Agenda.md", (text) => text)).toBe("- [ ] Pay rent\n");
		expect(editor.transactions).toEqual([]);
		expect(app.vault.writes).toEqual([]);
	});

	it("a note in reading mode is written with Vault.process", async () => {
		const { app } = appWith("- [ ] Pay rent\n", true);
		const view = app.workspace.editorsOf("Agenda.md")[0]!;
		view.mode = "preview";
		const process = vi.spyOn(app.vault, "process");
		await createVaultPort(app as unknown as App, () => undefined).process("Agenda.md", () => "- [x] Pay rent\n");
		expect(process).toHaveBeenCalledTimes(1);
		expect(view.editor.transactions).toEqual([]);
		// The vault's change reached the open view.
		expect(view.editor.getValue()).toBe("- [x] Pay rent\n");
	});
});
