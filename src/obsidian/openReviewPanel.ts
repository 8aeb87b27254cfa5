import type { Workspace } from "obsidian";
import { REVIEW_VIEW_TYPE } from "./reviewView";

/** Shows the review panel: the open one, or a new one in the right sidebar. */
export async function openReviewPanel(workspace: Workspace): Promise<void> {
	let leaf = workspace.getLeavesOfType(REVIEW_VIEW_TYPE)[0] ?? null;
	if (!leaf) {
		leaf = workspace.getRightLeaf(false);
		if (!leaf) return;
		await leaf.setViewState({ type: REVIEW_VIEW_TYPE, active: true });
	}
	await workspace.revealLeaf(leaf);
}
