import { MarkdownView, type App } from "obsidian";
import type { WritingPosition } from "./hold";

/**
 * The note open in the active editor and the line its cursor is on; null
 * when the active view is not a Markdown editor (a side panel, another kind
 * of view) or shows the note in reading mode, where nobody is typing.
 */
export function activeWritingPosition(app: App): WritingPosition | null {
	const view = app.workspace.getActiveViewOfType(MarkdownView);
	if (!view?.file || view.getMode() !== "source") return null;
	return { path: view.file.path, line: view.editor.getCursor().line };
}
