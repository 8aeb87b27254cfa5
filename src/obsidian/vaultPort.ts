import { normalizePath, TFile, TFolder, type App } from "obsidian";
import type { ListNotes, VaultPort } from "../core/ports";
import { loadWork } from "./loadWork";
import { noteEditor } from "./noteEditor";

/** Told the text a write of ours left in a note, before Obsidian announces the change. */
export type WriteListener = (path: string, text: string) => void;

/**
 * The core's vault over `app.vault`. A note open in an editor is the
 * editor's text: `read` gives it (what the user sees, saved or not) and
 * `process` edits it there, as one transaction of the changed lines
 * (./editorWrites.ts: Ctrl+Z takes it back, the cursor stays), then saves
 * the note; `onWrite` hears of it unless the editor held unsaved typing,
 * which that save saves too. Any other existing note goes through
 * `Vault.process` (atomic against a save), a new one through
 * `Vault.create`, folders first. `remove` goes to the trash the user chose.
 */
export function createVaultPort(app: App, onWrite: WriteListener): VaultPort {
	const { vault } = app;
	return {
		async read(rawPath) {
			const path = normalizePath(rawPath);
			const file = vault.getFileByPath(path);
			if (!file) return null;
			const view = noteEditor(app, path);
			// `read`, not `cachedRead`: the passes compare what they read with what they wrote.
			return view ? view.editor.getValue() : vault.read(file);
		},
		async process(rawPath, edit) {
			const path = normalizePath(rawPath);
			// Editing in an editor (./editorWrites.ts) loads with the passes, not at Obsidian's start.
			const { editInEditor } = await loadWork();
			const file = vault.getFileByPath(path);
			// What the note holds on disk, to tell whether the editor holds typing not saved yet.
			const saved = file && noteEditor(app, path) ? await vault.read(file) : null;
			const view = file ? noteEditor(app, path) : null;
			if (view) {
				// Read, edited and changed in one synchronous step: nobody types in between.
				const before = view.editor.getValue();
				// Our save also saves what the user typed and Obsidian has not saved yet: that save is theirs as much as ours, so it
				// is not recorded as ours, and the watcher looks at what they typed (the plugin's own changes in it start nothing new).
				const now = editInEditor(view.editor, edit, (next) => {
					if (before === saved) onWrite(path, next);
				});
				if (now !== before) await view.save();
				return now;
			}
			if (file) {
				return vault.process(file, (current) => {
					const next = edit(current);
					if (next === null || next === current) return current;
					onWrite(path, next);
					return next;
				});
			}
			const created = edit(null);
			if (created === null) return null;
			await ensureFolder(app, parentFolder(path));
			onWrite(path, created);
			await vault.create(path, created);
			return created;
		},
		async remove(path) {
			const file = vault.getFileByPath(normalizePath(path));
			if (file) await app.fileManager.trashFile(file);
		},
	};
}

/** The Markdown notes under a folder, recursively, sorted; empty when the folder is missing. */
export function createListNotes(app: App): ListNotes {
	return (folder) => {
		const root = app.vault.getFolderByPath(normalizePath(folder));
		const paths: string[] = [];
		const walk = (dir: TFolder) => {
			for (const child of dir.children) {
				if (child instanceof TFile && child.extension === "md") paths.push(child.path);
				else if (child instanceof TFolder) walk(child);
			}
		};
		if (root) walk(root);
		return Promise.resolve(paths.sort());
	};
}

/** Creates the folder and any missing parents. */
async function ensureFolder(app: App, folder: string): Promise<void> {
	if (folder === "") return;
	let current = "";
	for (const segment of folder.split("/")) {
		current = current === "" ? segment : `${current}/${segment}`;
		if (!app.vault.getFolderByPath(current)) await app.vault.createFolder(current);
	}
}

function parentFolder(path: string): string {
	const slash = path.lastIndexOf("/");
	return slash < 0 ? "" : path.slice(0, slash);
}
