import { toSingleLine, cut } from "../text";
import type { AnnotationInput, LearnedContext, MemoryNoteEntries } from "../types";
import { TextIndex } from "../similarity/textIndex";
import { textId } from "../ids";
import type { EntryRef } from "./useCounts";

/** Longest entry quoted in a prompt; a longer one is cut, so one entry cannot eat the budget. */
const MAX_ENTRY_LENGTH = 300;
/** Shares of the budget rules and skills may take; memory gets the rest, including what they leave. */
const RULES_SHARE = 0.4;
const SKILLS_SHARE = 0.25;
/** How many ranked memory candidates are looked at before giving up on filling the budget. */
const MAX_MEMORY_CANDIDATES = 2_000;
/** Room kept for a category's heading, whichever way the entries are shown. */
const HEADING_ROOM = 60;

/** Opens the fence around learned note text (data, not instructions) in the system prompt. */
export const LEARNED_OPEN = "<learned_context>";
/** Closes that fence; entries cannot contain it (see {@link cleanEntry}). */
export const LEARNED_CLOSE = "</learned_context>";

/** Learned context made ready for many batches: entries cleaned once, memory indexed once. */
export interface PreparedContext {
	/** Cleaned entries, one prompt line each, in note order (oldest first). */
	rules: string[];
	skills: string[];
	memory: string[];
	/** BM25+ index over `memory` (MiniSearch's ranking); it answers indexes into it. */
	index: TextIndex;
	/** The note and id of each entry of `rules`, `skills` and `memory`, in the same order: what a use counts. */
	refs: { rules: EntryRef[]; skills: EntryRef[]; memory: EntryRef[] };
}

/** Cleans the entries and builds the memory index (about a tenth of a second for 10,000 entries). */
export function prepareLearnedContext(learned: LearnedContext): PreparedContext {
	const rules = flatten(learned.rules);
	const skills = flatten(learned.skills);
	const memory = flatten(learned.memory);
	return { rules: rules.texts, skills: skills.texts, memory: memory.texts, index: new TextIndex(memory.texts), refs: { rules: rules.refs, skills: skills.refs, memory: memory.refs } };
}

/** Entries chosen from the learned context, per category, in the order they are shown. */
export interface LearnedEntries {
	rules: readonly string[];
	skills: readonly string[];
	memory: readonly string[];
}

/**
 * The learned context for one batch, at most `budget` characters, fenced
 * as data: rules first (the newest when they do not all fit), then skills,
 * then the memory entries most relevant to the batch (BM25+ as MiniSearch ranks, one
 * query per annotation from its item, annotation and section, results
 * interleaved by rank). Without annotations, the newest memory entries.
 * Empty when there is nothing learned yet.
 */
export function renderLearnedContext(prepared: PreparedContext, annotations: readonly AnnotationInput[], budget: number): string {
	return learnedContextFor(prepared, annotations, budget).text;
}

/** `renderLearnedContext`, and the entries its text holds (what a request carrying it uses). */
export function learnedContextFor(prepared: PreparedContext, annotations: readonly AnnotationInput[], budget: number): { text: string; used: EntryRef[] } {
	const room = budget - LEARNED_OPEN.length - LEARNED_CLOSE.length - 2;
	const queries = annotations.map((annotation) => `${annotation.item} ${annotation.annotation} ${annotation.section}`);
	const positions = chooseLearnedPositions(prepared, queries, room);
	const chosen = entriesAt(prepared, positions);
	const rules = section("Rules — always follow these", chosen.rules);
	const skills = section("Skills — what good output looks like", chosen.skills);
	const body = rules + skills + section("Memory — facts about the user's world", chosen.memory);
	return body === "" ? { text: "", used: [] } : { text: `${LEARNED_OPEN}\n${body}${LEARNED_CLOSE}`, used: refsAt(prepared, positions) };
}

/**
 * The entries that fit in `room` characters, shown as `- entry` lines under
 * one heading per category (of up to 60 characters):
 * the newest rules and skills within their shares, then the memory entries
 * most relevant to the `queries` (interleaved by rank), or the newest memory
 * when there is no query. The one selection behind the LLM prompt and every
 * other reader of the learned context.
 */
export function chooseLearnedEntries(prepared: PreparedContext, queries: readonly string[], room: number): LearnedEntries {
	return entriesAt(prepared, chooseLearnedPositions(prepared, queries, room));
}

/** Positions of chosen entries in each category's list of a PreparedContext, in the order they are shown. */
export interface LearnedPositions {
	rules: readonly number[];
	skills: readonly number[];
	memory: readonly number[];
}

/** `chooseLearnedEntries` as positions in the prepared lists (so the entries' notes and ids can be told). */
export function chooseLearnedPositions(prepared: PreparedContext, queries: readonly string[], room: number): LearnedPositions {
	const rules = newestFitting(prepared.rules, room * RULES_SHARE);
	const skills = newestFitting(prepared.skills, room * SKILLS_SHARE);
	const left = room - sectionSize(rules.map((i) => prepared.rules[i]!)) - sectionSize(skills.map((i) => prepared.skills[i]!));
	const memory = queries.length === 0 ? newestFitting(prepared.memory, left) : relevantFitting(prepared, queries, left);
	return { rules, skills, memory };
}

/** The entries at the positions. */
function entriesAt(prepared: PreparedContext, positions: LearnedPositions): LearnedEntries {
	return {
		rules: positions.rules.map((i) => prepared.rules[i]!),
		skills: positions.skills.map((i) => prepared.skills[i]!),
		memory: positions.memory.map((i) => prepared.memory[i]!),
	};
}

/** The notes and ids of the entries at the positions: rules, then skills, then memory. */
export function refsAt(prepared: PreparedContext, positions: LearnedPositions): EntryRef[] {
	return [
		...positions.rules.map((i) => prepared.refs.rules[i]!),
		...positions.skills.map((i) => prepared.refs.skills[i]!),
		...positions.memory.map((i) => prepared.refs.memory[i]!),
	];
}

/** All entries of a category's notes, cleaned, with their notes and ids; notes in the order given. */
function flatten(notes: readonly MemoryNoteEntries[]): { texts: string[]; refs: EntryRef[] } {
	const texts: string[] = [];
	const refs: EntryRef[] = [];
	for (const note of notes) {
		note.entries.forEach((entry, i) => {
			const text = cleanEntry(entry);
			if (text === "") return;
			texts.push(text);
			refs.push({ note: note.path, id: note.ids?.[i] ?? textId(entry) });
		});
	}
	return { texts, refs };
}

/**
 * An entry as one prompt line: no list marker or `<!-- am:… -->` id, single
 * line, cut to length, and unable to close the data fence.
 */
export function cleanEntry(raw: string): string {
	const text = toSingleLine(raw.replace(/<!--[\s\S]*?-->/g, " "))
		.replace(/^(?:[-*+]|\d+[.)])\s+(?:\[.\]\s+)?/, "")
		.replace(/<(\/?\s*learned_context)/gi, "‹$1");
	return cut(text, MAX_ENTRY_LENGTH);
}

/** The line an entry takes in the prompt. */
function line(entry: string): string {
	return `- ${entry}\n`;
}

/** A heading and its lines, or nothing when there are no entries. */
function section(title: string, entries: readonly string[]): string {
	return entries.length === 0 ? "" : `${title}:\n${entries.map(line).join("")}`;
}

/** The most a category's entries take, heading included; nothing when there are none. */
function sectionSize(entries: readonly string[]): number {
	return entries.length === 0 ? 0 : HEADING_ROOM + entries.reduce((size, entry) => size + line(entry).length, 0);
}

/** Positions of the newest entries (last in their notes) that fit in `room`, in note order; room for the heading is kept. */
function newestFitting(entries: readonly string[], room: number): number[] {
	let left = room - HEADING_ROOM;
	const kept: number[] = [];
	for (let i = entries.length - 1; i >= 0 && left > 0; i--) {
		const entry = entries[i];
		if (entry === undefined) continue;
		const size = line(entry).length;
		if (size <= left) {
			kept.push(i);
			left -= size;
		}
	}
	return kept.reverse();
}

/** Positions of the memory entries ranked by relevance to the queries that fit in `room`, best first. */
function relevantFitting(prepared: PreparedContext, queries: readonly string[], room: number): number[] {
	if (prepared.memory.length === 0) return [];
	const rankings = queries.map((query) => prepared.index.search(query));
	let left = room - HEADING_ROOM;
	const kept: number[] = [];
	const seen = new Set<number>();
	const longest = Math.max(0, ...rankings.map((ranking) => ranking.length));
	for (let rank = 0, looked = 0; rank < longest && left > 0 && looked < MAX_MEMORY_CANDIDATES; rank++) {
		for (const ranking of rankings) {
			const id = ranking[rank];
			if (id === undefined || seen.has(id)) continue;
			seen.add(id);
			looked++;
			const entry = prepared.memory[id];
			if (entry === undefined) continue;
			const size = line(entry).length;
			if (size <= left) {
				kept.push(id);
				left -= size;
			}
		}
	}
	return kept;
}
