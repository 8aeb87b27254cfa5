import { parseEntries } from "./entries";
import { isDisabled } from "./meta";
import { textId } from "../ids";
import type { EntryRef } from "./useCounts";
import { normalizeVaultPath } from "../paths";
import type { ListNotes, VaultPort } from "../ports";
import type { Settings } from "../settings";
import type { LearnedContext, MemoryNoteEntries, NoteScope } from "../types";
import { chooseLearnedPositions, prepareLearnedContext, refsAt, type LearnedEntries, type LearnedPositions, type PreparedContext } from "./learned";
import { TextIndex } from "../similarity/textIndex";
import { readScope } from "./scope";

/** The first line of the learned context in Markdown. */
const CONTEXT_TITLE = "# What I have taught you";

/**
 * Reads the rules, skills and memory notes: what every later request learns
 * from. Entries the user disabled (`<!-- am:<id> disabled -->`) are left out,
 * so they reach no request, no MCP context and no copied context. Each
 * note carries its scope (see `scope.ts`): which requests it may go with.
 */
export async function loadLearnedContext(vault: VaultPort, list: ListNotes, settings: Settings): Promise<LearnedContext> {
	const read = async (paths: string[]): Promise<MemoryNoteEntries[]> => {
		const notes: MemoryNoteEntries[] = [];
		for (const path of paths) {
			const text = await vault.read(path);
			if (text === null) continue;
			const parsed = parseEntries(text).filter((entry) => !isDisabled(entry.meta));
			const scope = readScope(text);
			if (parsed.length > 0) notes.push({ path, entries: parsed.map((entry) => entry.text), ids: parsed.map((entry) => entry.id ?? textId(entry.text)), ...(scope ? { scope } : {}) });
		}
		return notes;
	};
	return {
		rules: await read(await list(normalizeVaultPath(settings.rulesFolder))),
		skills: await read(await list(normalizeVaultPath(settings.skillsFolder))),
		memory: await read([normalizeVaultPath(settings.memoryPath)]),
	};
}

/** A rules, skills or memory note with an `annotation-memory-scope`, as the settings list it. */
export interface Binding {
	path: string;
	scope: NoteScope;
}

/** Every rules, skills and memory note bound to agenda notes (or whose scope cannot be read), in the order they are read. */
export async function readBindings(vault: VaultPort, list: ListNotes, settings: Settings): Promise<Binding[]> {
	const paths = [...(await list(normalizeVaultPath(settings.rulesFolder))), ...(await list(normalizeVaultPath(settings.skillsFolder))), normalizeVaultPath(settings.memoryPath)];
	const bindings: Binding[] = [];
	for (const path of paths) {
		const text = await vault.read(path);
		const scope = text === null ? undefined : readScope(text);
		if (scope) bindings.push({ path, scope });
	}
	return bindings;
}

/** The learned context as one Markdown block, for pasting into any assistant ("Copy memory context"). */
export function formatContextMarkdown(context: LearnedContext): string {
	const entries = (notes: MemoryNoteEntries[]) => notes.flatMap((note) => note.entries);
	return formatEntriesMarkdown({ rules: entries(context.rules), skills: entries(context.skills), memory: entries(context.memory) });
}

/** Every entry of the learned context, by note and id: what `formatContextMarkdown` holds (counted as used when it is copied). */
export function contextEntries(context: LearnedContext): EntryRef[] {
	return [...context.rules, ...context.skills, ...context.memory].flatMap((note) => note.entries.map((entry, i) => ({ note: note.path, id: note.ids?.[i] ?? textId(entry) })));
}

/**
 * The learned context in the same Markdown, at most `budget` characters.
 * Without a query, chosen as the LLM prompt chooses it: the newest rules and
 * skills within their shares, then the newest memory entries. With a query,
 * the entries that match it best come first, whatever their note (so a
 * larger budget never drops one a smaller budget kept), then the newest
 * rules and skills; memory entries that do not match are left out. Empty
 * when nothing is learned yet or nothing fits.
 */
export function relevantContextMarkdown(context: LearnedContext, query: string | null, budget: number): string {
	return selectContext(prepareLearnedContext(context), query, budget).markdown;
}

/** Counts of entries per category. */
export interface EntryCounts {
	rules: number;
	skills: number;
	memory: number;
}

/** The learned context chosen for a budget, with what the notes hold and what did not fit. */
export interface ContextSelection {
	/** As `relevantContextMarkdown` gives it. */
	markdown: string;
	/** Every entry of the notes. */
	total: EntryCounts;
	/** Entries that would have been shown but did not fit in the budget (with a query: only those that match it, and the rules and skills). */
	leftOut: EntryCounts;
	/** The notes and ids of the entries `markdown` holds. */
	used: EntryRef[];
}

/** `relevantContextMarkdown`, and what the notes hold and what the budget left out, for a reply that says so. */
export function relevantContext(context: LearnedContext, query: string | null, budget: number): ContextSelection {
	return selectContext(prepareLearnedContext(context), query, budget);
}

function selectContext(prepared: PreparedContext, query: string | null, budget: number): ContextSelection {
	const total = { rules: prepared.rules.length, skills: prepared.skills.length, memory: prepared.memory.length };
	const order = query !== null && query.trim() !== "" ? rankForQuery(prepared, query) : null;
	const positions = order ? bestMatchesFitting(prepared, order, budget) : chooseLearnedPositions(prepared, [], budget - CONTEXT_TITLE.length - 2);
	const chosen: LearnedEntries = {
		rules: positions.rules.map((i) => prepared.rules[i]!),
		skills: positions.skills.map((i) => prepared.skills[i]!),
		memory: positions.memory.map((i) => prepared.memory[i]!),
	};
	const candidates = order ? countByCategory(order) : total;
	const leftOut = {
		rules: candidates.rules - chosen.rules.length,
		skills: candidates.skills - chosen.skills.length,
		memory: candidates.memory - chosen.memory.length,
	};
	const markdown = formatEntriesMarkdown(chosen);
	return { markdown, total, leftOut, used: markdown === "" ? [] : refsAt(prepared, positions) };
}

type Category = keyof EntryCounts;

/** One entry in the order a query gives: its category and its place in that category's list. */
interface Ranked {
	category: Category;
	position: number;
}

/**
 * The entries in the order they are kept for a query: every entry that
 * matches it, best first (rules, skills and memory ranked together), then
 * the other rules and skills, newest first. Memory that does not match is
 * not among them.
 */
function rankForQuery(prepared: PreparedContext, query: string): Ranked[] {
	const all: Ranked[] = (["rules", "skills", "memory"] as const).flatMap((category) => prepared[category].map((_, position) => ({ category, position })));
	const index = new TextIndex(all.map((entry) => prepared[entry.category][entry.position]!));
	const order = index.search(query).flatMap((position) => all[position] ?? []);
	const matched = new Set(order);
	for (const category of ["rules", "skills"] as const) {
		for (const entry of all.filter((candidate) => candidate.category === category).reverse()) if (!matched.has(entry)) order.push(entry);
	}
	return order;
}

/** How many entries of each category a query's order holds (what it would show with room for all). */
function countByCategory(order: readonly Ranked[]): EntryCounts {
	const counts = { rules: 0, skills: 0, memory: 0 };
	for (const entry of order) counts[entry.category]++;
	return counts;
}

/**
 * The entries kept for a query (in its order, see `rankForQuery`) in `budget` characters of Markdown as
 * `formatEntriesMarkdown` writes it (sizes counted exactly): taken in the
 * query's order, each one that still fits; shown in that order under their
 * headings.
 */
function bestMatchesFitting(prepared: PreparedContext, order: readonly Ranked[], budget: number): LearnedPositions {
	const kept: Record<Category, number[]> = { rules: [], skills: [], memory: [] };
	// The title, its blank line, and the final line break of the last section.
	let size = CONTEXT_TITLE.length + 2;
	for (const { category, position } of order) {
		const entry = prepared[category][position]!;
		const heading = kept[category].length === 0 ? `## ${HEADINGS[category]}\n\n`.length + 1 : 0;
		const cost = heading + `- ${entry}\n`.length;
		if (size + cost > budget) continue;
		kept[category].push(position);
		size += cost;
	}
	return kept;
}

const HEADINGS: Record<Category, string> = { rules: "Rules", skills: "Skills", memory: "Memory" };

/** Entries under a title and one heading per category; empty when there are none. */
function formatEntriesMarkdown(entries: LearnedEntries): string {
	const section = (title: string, lines: readonly string[]) => (lines.length === 0 ? "" : `## ${title}\n\n${lines.map((entry) => `- ${entry}`).join("\n")}\n\n`);
	const body = section(HEADINGS.rules, entries.rules) + section(HEADINGS.skills, entries.skills) + section(HEADINGS.memory, entries.memory);
	return body === "" ? "" : `${CONTEXT_TITLE}\n\n${body}`.trimEnd() + "\n";
}
