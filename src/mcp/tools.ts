import { proposeStatement } from "../core/exchange";
import { loadLearnedContext, relevantContext, type EntryCounts } from "../core/memory/context";
import { TEXT_LIMITS } from "../core/neutralise";
import { normalizeVaultPath, unsafePathReason } from "../core/paths";
import type { Clock, ListNotes, VaultPort, WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import { plural } from "../core/passes/reports";
import { PROPOSAL_TYPES, type EntryRef, type LearnedContext, type ProposalType } from "../core/types";
import { recordUses, type UseCountStore } from "../core/memory/useCounts";
import { agendaFacts, contextFor, malformedScopes, type AgendaFacts } from "../core/memory/scope";
import { argumentsSchema, checkArguments, type ArgumentSpecs, type CheckedArguments, type ObjectSchema } from "./arguments";
import { reviewQueue } from "./pending";
import { readLearnedNotes, skippingUnreadable, type SkippedNote } from "./notes";
import type { RateLimit } from "./rateLimit";
import { searchEntries } from "./search";

/** What the tools work on. The vault only lets them append to Exchange.md. */
export interface ToolDeps {
	vault: VaultPort;
	list: ListNotes;
	/** The settings as they are now (the plugin's may change while it serves). */
	settings: () => Settings;
	clock: Clock;
	/** Held by each proposal from its duplicate check to its durable append, so that writers in other processes cannot slip in between. */
	lock: WriteLock;
	/** Proposals taken so far, so that a looping assistant cannot flood the review queue. */
	proposals: RateLimit;
	/** The bound `proposals` keeps, a minute (for the message). */
	proposalsPerMinute: number;
	/** The connected client's name, the source of proposals that name none. */
	clientName: () => string | null;
	/** Where the entries `get_context` and `search_memory` return are counted as used; absent, nothing is counted. */
	useCounts?: UseCountStore;
}

/** What a tool answers: text for the assistant, marked as an error when the call failed. */
export interface ToolResult {
	content: { type: "text"; text: string }[];
	isError?: boolean;
}

/** How hints describe a tool to the assistant (MCP's tool annotations). */
export interface ToolAnnotations {
	readOnlyHint: boolean;
	destructiveHint?: boolean;
	idempotentHint?: boolean;
	openWorldHint: boolean;
}

/** One tool as `tools/list` shows it. */
export interface ToolListing {
	name: string;
	title: string;
	description: string;
	inputSchema: ObjectSchema;
	annotations: ToolAnnotations;
}

/** A tool: its listing and what it does with checked arguments. */
interface ToolDefinition {
	name: string;
	title: string;
	description: (exchangePath: string, settings: Settings) => string;
	arguments: ArgumentSpecs;
	annotations: ToolAnnotations;
	run: (args: CheckedArguments, deps: ToolDeps, settings: Settings) => Promise<ToolResult>;
}

/** The MCP tools over a vault: listed, and called by name. Both MCP front ends (stdio and HTTP) serve these. */
export interface MemoryTools {
	list(): ToolListing[];
	/** Runs a tool; bad arguments and failures come back as an error result, an unknown name as null. */
	call(name: string, args: unknown): Promise<ToolResult | null>;
}

/** Largest context an assistant may ask for, in characters (the setting's own maximum). */
const MAX_BUDGET = 200_000;
/** Most entries one search returns. */
const MAX_RESULTS = 50;

const TOOLS: readonly ToolDefinition[] = [
	{
		name: "get_context",
		title: "What the user has taught",
		description: () =>
			"The user's rules (how to act and write), skills (what good output looks like) and the memory entries relevant to a query, as Markdown. Follow the rules and skills; treat memory as facts about the user's world. Call it before working on the user's notes or day; give `path` when you work on one agenda note, so the notes bound to it come too.",
		arguments: {
			query: { type: "string", optional: true, max: 1000, description: "What you are working on; ranks the memory entries by relevance to it. Without it, the newest memory entries." },
			budget: { type: "integer", optional: true, min: 200, max: MAX_BUDGET, description: "Most characters to return (default: the plugin's context budget)." },
			path: {
				type: "string",
				optional: true,
				trim: true,
				min: 1,
				tooShort: "The path is empty.",
				max: 1000,
				description: "The agenda note you are working on (a vault path, e.g. Work/Agenda.md): the rules, skills and memory notes bound to it come with the global ones. Without it, only the global notes.",
			},
		},
		annotations: { readOnlyHint: true, openWorldHint: false },
		async run({ query, budget, path }, { vault, list, clock, useCounts }, settings) {
			const readable = skippingUnreadable(vault, list);
			const agenda = path === undefined ? null : await agendaNote(readable.vault, path as string);
			const all = await loadLearnedContext(readable.vault, readable.list, settings);
			const context = contextFor(all, agenda);
			const reply = describeContext(context, (query as string | undefined) ?? null, (budget as number | undefined) ?? settings.contextBudget, readable.skipped, bindingNotes(all, context, agenda));
			await recordUses(useCounts, [{ by: "mcp:get_context", entries: reply.used, at: clock() }]);
			return text(reply.text);
		},
	},
	{
		name: "search_memory",
		title: "Search memory, rules and skills",
		description: () => "Entries of the memory, rules and skills notes that match a query, best first, with their ids, notes and dates (JSON).",
		arguments: {
			query: { type: "string", trim: true, min: 1, tooShort: "The query is empty.", max: 1000 },
			limit: { type: "integer", optional: true, min: 1, max: MAX_RESULTS, description: "Most entries to return (default 10)." },
		},
		annotations: { readOnlyHint: true, openWorldHint: false },
		async run({ query, limit }, { vault, list, clock, useCounts }, settings) {
			const readable = skippingUnreadable(vault, list);
			const notes = await readLearnedNotes(readable.vault, readable.list, settings);
			const results = searchEntries(notes, query as string, (limit as number | undefined) ?? 10);
			await recordUses(useCounts, [{ by: "mcp:search_memory", entries: results.map((hit) => ({ note: hit.note, id: hit.id })), at: clock() }]);
			return json({ query, results, ...(readable.skipped.length > 0 ? { skipped: readable.skipped } : {}) });
		},
	},
	{
		name: "propose_memory",
		title: "Propose something to remember",
		description: (exchangePath) =>
			`Proposes a statement for the user's memory (factual: about the user's world), rules (behavioral: how to act or express yourself) or skills (preference: what good output looks like). It is appended to ${exchangePath} and waits there until the user accepts or rejects it; nothing is remembered before that. Propose one self-contained statement at a time, only what the user would want kept.`,
		arguments: {
			text: { type: "string", trim: true, min: 1, tooShort: "The text to propose is empty.", max: TEXT_LIMITS.proposal, description: "One self-contained statement, e.g. \"The user's dentist is Dr. Weber.\"" },
			type: { type: "string", values: PROPOSAL_TYPES, max: 20, description: "factual → memory, behavioral → rules, preference → skills." },
			source: { type: "string", optional: true, trim: true, min: 1, max: 200, description: "Where it was learned (a note path or your name); shown to the user as the proposal's source." },
		},
		annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
		async run(args, deps, settings) {
			const exchangePath = normalizeVaultPath(settings.exchangePath);
			const wait = deps.proposals.take();
			if (wait !== null) throw new Error(`Too many proposals: this server takes at most ${deps.proposalsPerMinute} a minute, so that the user's review queue is not flooded. Try again in ${wait} s.`);
			const source = (args.source as string | undefined) ?? deps.clientName() ?? "MCP";
			// `added` is said only once the block is on disk (written, flushed and renamed into place) under the lock.
			const result = await deps.lock.hold(() => proposeStatement(deps.vault, settings, { text: args.text as string, type: args.type as ProposalType, source, now: deps.clock() }));
			const message = result.added
				? `Proposed for review: it waits in ${exchangePath} until the user accepts or rejects it.`
				: `Already proposed: ${exchangePath} or its archive holds this proposal; nothing was added.`;
			return json({ id: result.id, added: result.added, message });
		},
	},
	{
		name: "list_pending",
		title: "Proposals waiting for review",
		description: (exchangePath) => `The proposals in ${exchangePath} the user has not decided yet, with the counts of every review state (JSON).`,
		arguments: {},
		annotations: { readOnlyHint: true, openWorldHint: false },
		async run(_args, { vault }, settings) {
			return json(reviewQueue(await vault.read(normalizeVaultPath(settings.exchangePath))));
		},
	},
];

/** get_context, search_memory, propose_memory and list_pending over the vault. */
export function memoryTools(deps: ToolDeps): MemoryTools {
	return {
		list() {
			const settings = deps.settings();
			const exchangePath = normalizeVaultPath(settings.exchangePath);
			return TOOLS.map((tool) => ({ name: tool.name, title: tool.title, description: tool.description(exchangePath, settings), inputSchema: argumentsSchema(tool.arguments), annotations: tool.annotations }));
		},
		async call(name, args) {
			const tool = TOOLS.find((candidate) => candidate.name === name);
			if (!tool) return null;
			try {
				return await tool.run(checkArguments(tool.arguments, args), deps, deps.settings());
			} catch (error) {
				return { ...text(`Error calling ${name}: ${error instanceof Error ? error.message : String(error)}`), isError: true };
			}
		},
	};
}

/** The agenda note `path` names, with its tags; refused when the path is not a note path inside the vault. */
async function agendaNote(vault: VaultPort, path: string): Promise<AgendaFacts> {
	const problem = unsafePathReason(path);
	if (problem !== null) throw new Error(`The path "${path}" cannot be used: ${problem}.`);
	const normalized = normalizeVaultPath(path);
	return agendaFacts(normalized, await vault.read(normalized));
}

/** Lines naming the notes the reply leaves out by their bindings: bound to other agenda notes (with no path: to any), or with a scope that cannot be read. */
function bindingNotes(all: LearnedContext, sent: LearnedContext, agenda: AgendaFacts | null): string {
	const paths = (context: LearnedContext) => [...context.rules, ...context.skills, ...context.memory].map((note) => note.path);
	const kept = new Set(paths(sent));
	const malformed = new Set([...all.rules, ...all.skills, ...all.memory].filter((note) => note.scope?.kind === "malformed").map((note) => note.path));
	const bound = paths(all).filter((path) => !kept.has(path) && !malformed.has(path));
	const lines: string[] = [];
	if (bound.length > 0) lines.push(agenda === null ? `_Bound to agenda notes, so left out without a \`path\`: ${bound.join(", ")}._` : `_Bound to other agenda notes, so left out for ${agenda.path}: ${bound.join(", ")}._`);
	for (const message of malformedScopes(all)) lines.push(`_${message}_`);
	return lines.length === 0 ? "" : `\n${lines.join("\n")}\n`;
}

/** Room kept for the line that says what the budget left out. */
const LEFT_OUT_ROOM = 80;

/**
 * get_context's reply: the learned context within the budget, a line naming
 * what the budget left out, the notes left out by their bindings, and the
 * notes that could not be read. Says that nothing is learned only when the
 * notes hold no entry.
 */
function describeContext(context: LearnedContext, query: string | null, budget: number, skipped: readonly SkippedNote[], bindings = ""): { text: string; used: EntryRef[] } {
	const unreadable = bindings + (skipped.length === 0 ? "" : `\n_Not read (skipped): ${skipped.map((note) => `${note.path} (${note.reason})`).join("; ")}._\n`);
	const room = Math.max(0, budget - unreadable.length);
	let chosen = relevantContext(context, query, room);
	const { total } = chosen;
	if (total.rules + total.skills + total.memory === 0) return { text: `${bindings === "" ? "Nothing learned yet: the rules, skills and memory notes have no entries." : "No entries for this request."}\n${unreadable}`, used: [] };
	let leftOut = "";
	if (count(chosen.leftOut) > 0) {
		chosen = relevantContext(context, query, Math.max(0, room - LEFT_OUT_ROOM));
		leftOut = `\n_Left out for this budget: ${counts(chosen.leftOut)}._\n`;
	}
	if (chosen.markdown === "") return { text: `Nothing fits in the budget of ${budget} characters: the notes hold ${counts(total)}. Ask with a larger budget.\n${unreadable}`, used: [] };
	return { text: chosen.markdown + leftOut + unreadable, used: chosen.used };
}

function count(entries: EntryCounts): number {
	return entries.rules + entries.skills + entries.memory;
}

/** "2 rules, 1 skill and 5 memory entries", leaving out the categories with none. */
function counts(entries: EntryCounts): string {
	const parts = [
		...(entries.rules > 0 ? [plural(entries.rules, "rule")] : []),
		...(entries.skills > 0 ? [plural(entries.skills, "skill")] : []),
		...(entries.memory > 0 ? [plural(entries.memory, "memory entry", "memory entries")] : []),
	];
	return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}

function text(value: string): ToolResult {
	return { content: [{ type: "text", text: value }] };
}

function json(value: unknown): ToolResult {
	return text(JSON.stringify(value, null, 2));
}
