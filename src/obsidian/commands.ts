import { MarkdownView, Notice, type Plugin } from "obsidian";
import { ChoiceModal, type Choice } from "./choiceModal";
import { loadWork } from "./loadWork";
import type { ProposalType } from "../core/types";
import type { AnnotationMemoryService } from "./service";

/** The choices of "Propose selection as memory". */
export const PROPOSAL_CHOICES: Choice<ProposalType>[] = [
	{ label: "Memory: a fact to remember", value: "factual" },
	{ label: "Rule: how to act or write", value: "behavioral" },
	{ label: "Skill: what good output looks like", value: "preference" },
];

/** What the commands need from the plugin besides the service. */
export interface CommandHooks {
	openReviewPanel(): Promise<void>;
	/** Accepted plus rejected proposals as the status bar last counted them; null before the first count. */
	decidedCount(): number | null;
}

/**
 * Registers the palette commands (no default hotkeys: the user picks them).
 * "Migrate accepted proposals" hides while nothing is decided, from the
 * status bar's cached count (a palette check must not read a note). The
 * undo commands stay visible: whether there is something to undo is in the
 * journal, and reading it is asynchronous.
 */
export function registerCommands(plugin: Plugin, service: AnnotationMemoryService, hooks: CommandHooks): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "process-annotations",
		name: "Process annotations now",
		callback: () => void service.process("command"),
	});
	plugin.addCommand({
		id: "migrate-proposals",
		name: "Migrate accepted proposals",
		checkCallback: (checking) => {
			if (hooks.decidedCount() === 0) return false;
			if (!checking) void service.migrate("command");
			return true;
		},
	});
	plugin.addCommand({
		id: "preview-annotation-changes",
		name: "Preview annotation changes",
		callback: () => void preview(),
	});
	plugin.addCommand({
		id: "open-review-panel",
		name: "Open review panel",
		callback: () => void hooks.openReviewPanel(),
	});
	plugin.addCommand({
		id: "copy-memory-context",
		name: "Copy memory context",
		callback: () => void copyContext(),
	});
	plugin.addCommand({
		id: "propose-selection",
		name: "Propose selection as memory",
		editorCallback: (editor, context) => {
			const selection = editor.getSelection();
			if (selection.trim() === "") {
				new Notice("Select the text to propose first.");
				return;
			}
			const source = context.file?.path ?? "unknown";
			new ChoiceModal(app, PROPOSAL_CHOICES, "Propose as…", (type) => void propose(selection, type, source)).open();
		},
	});
	plugin.addCommand({
		id: "propose-stale-memory",
		name: "Propose stale memory for retirement",
		callback: () => void service.proposeRetirement(),
	});
	plugin.addCommand({
		id: "undo-last-migration",
		name: "Undo last migration",
		callback: () => void service.undo("migrate"),
	});
	plugin.addCommand({
		id: "undo-last-processing",
		name: "Undo last processing",
		callback: () => void service.undo("process"),
	});

	async function preview(): Promise<void> {
		try {
			const report = await service.preview();
			const { PreviewModal } = await loadWork();
			new PreviewModal(app, report, (shown) => void service.applyPreview(shown)).open();
		} catch (error) {
			new Notice(`Preview failed: ${messageOf(error)}`);
		}
	}

	async function copyContext(): Promise<void> {
		try {
			// For the note open in the editor: the global notes and those bound to it.
			const path = app.workspace.getActiveViewOfType(MarkdownView)?.file?.path ?? null;
			const { text, copied, leftOut } = await service.contextToCopy(path);
			if (text === "") {
				new Notice(leftOut ? "Nothing to copy for this note: the memory, rules and skills notes with entries are bound to other agenda notes." : "Nothing learned yet: the memory, rules and skills notes have no entries.");
				return;
			}
			await navigator.clipboard.writeText(text);
			// Counted only once it is on the clipboard.
			await copied();
			new Notice("Memory context copied to the clipboard.");
		} catch (error) {
			new Notice(`Could not copy the memory context: ${messageOf(error)}`);
		}
	}

	async function propose(text: string, type: ProposalType, source: string): Promise<void> {
		try {
			const result = await service.propose(text, type, source);
			new Notice(result.added ? "Proposal added to the exchange note for review." : "This text was proposed before: see the exchange note or its archive.");
		} catch (error) {
			new Notice(`Could not propose the selection: ${messageOf(error)}`);
		}
	}
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
