import { parseEntries } from "./entries";
import { normalizeVaultPath } from "../paths";
import type { ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import type { LearnedContext, MemoryNoteEntries } from "../types";
import { chooseLearnedEntries, prepareLearnedContext, type LearnedEntries } from "./learned";

/** The first line of the learned context in Markdown. */
const CONTEXT_TITLE = "# What I have taught you";

/** Reads the rules, skills and memory notes: what every later request learns from. */
export async function loadLearnedContext(vault: VaultPort, list: ListNotes, settings: Settings): Promise<LearnedContext> {
	const read = async (paths: string[]): Promise<MemoryNoteEntries[]> => {
		const notes: MemoryNoteEntries[] = [];
		for (const path of paths) {
			const text = await vault.read(path);
			if (text === null) continue;
			const entries = parseEntries(text).map((entry) => entry.text);
			if (entries.length > 0) notes.push({ path, entries });
		}
		return notes;
	};
	return {
		rules: await read(await list(normalizeVaultPath(settings.rulesFolder))),
		skills: await read(await list(normalizeVaultPath(settings.skillsFolder))),
		memory: await read([normalizeVaultPath(settings.memoryPath)]),
	};
}

/** The learned context as one Markdown block, for pasting into any assistant ("Copy memory context"). */
export function formatContextMarkdown(context: LearnedContext): string {
	const entries = (notes: MemoryNoteEntries[]) => notes.flatMap((note) => note.entries);
	return formatEntriesMarkdown({ rules: entries(context.rules), skills: entries(context.skills), memory: entries(context.memory) });
}

/**
 * The learned context in the same Markdown, at most `budget` characters,
 * chosen as the LLM prompt chooses it: the newest rules and skills, then the
 * memory entries most relevant to `query` (the newest ones without a query).
 * Empty when nothing is learned yet or nothing fits.
 */
export function relevantContextMarkdown(context: LearnedContext, query: string | null, budget: number): string {
	const room = budget - CONTEXT_TITLE.length - 2;
	const queries = query === null || query.trim() === "" ? [] : [query];
	return formatEntriesMarkdown(chooseLearnedEntries(prepareLearnedContext(context), queries, room));
}

/** Entries under a title and one heading per category; empty when there are none. */
function formatEntriesMarkdown(entries: LearnedEntries): string {
	const section = (title: string, lines: readonly string[]) => (lines.length === 0 ? "" : `## ${title}\n\n${lines.map((entry) => `- ${entry}`).join("\n")}\n\n`);
	const body = section("Rules", entries.rules) + section("Skills", entries.skills) + section("Memory", entries.memory);
	return body === "" ? "" : `${CONTEXT_TITLE}\n\n${body}`.trimEnd() + "\n";
}
