import type { ListNotes, VaultPort } from "../core/ports";
import type { Settings } from "../core/settings";
import { readLearnedNotes, type LearnedKind } from "./notes";

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

/** The memory, rules and skills notes as read-only resources, as they are now. */
export async function listNoteResources(vault: VaultPort, list: ListNotes, settings: Settings): Promise<NoteResource[]> {
	return (await readLearnedNotes(vault, list, settings)).map((note) => ({ uri: noteUri(note.path), name: note.path, description: DESCRIPTIONS[note.kind], mimeType: "text/markdown" }));
}

/** Reads one learned note by its URI; any other path is refused, whatever the URI says. */
export async function readNoteResource(vault: VaultPort, list: ListNotes, settings: Settings, uri: string): Promise<NoteContents> {
	const notes = await readLearnedNotes(vault, list, settings);
	const note = notes.find((candidate) => noteUri(candidate.path) === uri);
	if (!note) throw new UnknownResourceError(`${uri} is not a memory, rules or skills note of this vault.`);
	return { contents: [{ uri, mimeType: "text/markdown", text: note.text }] };
}
