import { MarkdownView, type App } from "obsidian";

/**
 * The Markdown view in which the note at `path` is open for editing
 * (source or live preview, not reading mode), the active one first; null
 * when the note is open in no editor.
 */
export function noteEditor(app: App, path: string): MarkdownView | null {
	const active = app.workspace.getActiveViewOfType(MarkdownView);
	if (active && editing(active, path)) return active;
	for (const leaf of app.workspace.getLeavesOfType("markdown")) {
		const view = leaf.view;
		if (view instanceof MarkdownView && editing(view, path)) return view;
	}
	return null;
}

function editing(view: MarkdownView, path: string): boolean {
	return view.file?.path === path && view.getMode() === "source";
}
