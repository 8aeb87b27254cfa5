import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ListNotes, VaultPort } from "../core/ports";
import type { Settings } from "../core/settings";
import { readLearnedNotes, skippingUnreadable, type LearnedKind } from "./notes";

/** Where a learned note is found: `annotation-memory://note/` and its vault path, each segment percent-encoded. */
const PREFIX = "annotation-memory://note/";

const DESCRIPTIONS: Record<LearnedKind, string> = {
	memory: "Memory: facts about the user's world, accepted by the user.",
	rules: "Rules: how to act and express yourself, accepted by the user.",
	skills: "Skills: what good output looks like, accepted by the user.",
};

/** The URI of a note. */
export function noteUri(path: string): string {
	return PREFIX + path.split("/").map(encodeURIComponent).join("/");
}

/**
 * Registers the memory, rules and skills notes as read-only resources: they
 * are listed as they are now, and only they can be read (any other path is
 * refused, whatever the URI says).
 */
export function registerNoteResources(server: McpServer, vault: VaultPort, list: ListNotes, settings: Settings): void {
	server.registerResource(
		"learned-note",
		new ResourceTemplate(`${PREFIX}{+path}`, {
			// A note that cannot be read is left out of the list rather than failing it.
			list: async () => {
				const readable = skippingUnreadable(vault, list);
				const notes = await readLearnedNotes(readable.vault, readable.list, settings);
				return { resources: notes.map((note) => ({ uri: noteUri(note.path), name: note.path, description: DESCRIPTIONS[note.kind], mimeType: "text/markdown" })) };
			},
		}),
		{ description: "The user's memory, rules and skills notes (Markdown, read-only).", mimeType: "text/markdown" },
		async (uri) => {
			const notes = await readLearnedNotes(vault, list, settings);
			const note = notes.find((candidate) => noteUri(candidate.path) === uri.href);
			if (!note) throw new Error(`${uri.href} is not a memory, rules or skills note of this vault.`);
			return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: note.text }] };
		},
	);
}
