import { withoutDisabled } from "../core/memory/entries";
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

/** The one resource template: every learned note, by its vault path. */
export const NOTE_TEMPLATE = {
	name: "learned-note",
	uriTemplate: `${PREFIX}{+path}`,
	description: "The user's memory, rules and skills notes (Markdown, read-only).",
	mimeType: "text/markdown",
} as const;

/** A learned note as `resources/list` shows it. */
export interface NoteResource {
	uri: string;
	name: string;
	description: string;
	mimeType: "text/markdown";
}

/** What `resources/read` answers. */
export interface NoteContents {
	contents: { uri: string; mimeType: "text/markdown"; text: string }[];
}

/** A URI that names no learned note of this vault. */
export class UnknownResourceError extends Error {}

/** The URI of a note. */
export function noteUri(path: string): string {
	return PREFIX + path.split("/").map(encodeURIComponent).join("/");
}

/** The memory, rules and skills notes as read-only resources, as they are now; a note that cannot be read is left out rather than failing the list. */
export async function listNoteResources(vault: VaultPort, list: ListNotes, settings: Settings): Promise<NoteResource[]> {
	const readable = skippingUnreadable(vault, list);
	return (await readLearnedNotes(readable.vault, readable.list, settings)).map((note) => ({ uri: noteUri(note.path), name: note.path, description: DESCRIPTIONS[note.kind], mimeType: "text/markdown" }));
}

/**
 * Reads one learned note by its URI, without its disabled entries; any other path is refused, whatever the
 * URI says. Another note that cannot be read does not fail it; the asked one
 * that cannot be read fails with the reason.
 */
export async function readNoteResource(vault: VaultPort, list: ListNotes, settings: Settings, uri: string): Promise<NoteContents> {
	const readable = skippingUnreadable(vault, list);
	const notes = await readLearnedNotes(readable.vault, readable.list, settings);
	const note = notes.find((candidate) => noteUri(candidate.path) === uri);
	const unreadable = readable.skipped.find((skipped) => noteUri(skipped.path) === uri);
	if (!note && unreadable) throw new Error(`${unreadable.path} could not be read: ${unreadable.reason}`);
	if (!note) throw new UnknownResourceError(`${uri} is not a memory, rules or skills note of this vault.`);
	// Entries the user disabled are not given to an assistant, here no more than in get_context.
	return { contents: [{ uri, mimeType: "text/markdown", text: withoutDisabled(note.text) }] };
}
