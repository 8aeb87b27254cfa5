import { parseEntries } from "./entries";
import { normalizeVaultPath } from "../paths";
import type { ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import type { LearnedContext, MemoryNoteEntries } from "../types";

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
	const section = (title: string, notes: MemoryNoteEntries[]) => {
		const entries = notes.flatMap((note) => note.entries);
		if (entries.length === 0) return "";
		return `## ${title}\n\n${entries.map((entry) => `- ${entry}`).join("\n")}\n\n`;
	};
	const body = section("Rules", context.rules) + section("Skills", context.skills) + section("Memory", context.memory);
	return body === "" ? "" : `# What I have taught you\n\n${body}`.trimEnd() + "\n";
}
