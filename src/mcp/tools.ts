import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { proposeStatement } from "../core/exchange";
import { loadLearnedContext, relevantContext, type EntryCounts } from "../core/memory/context";
import { TEXT_LIMITS } from "../core/neutralise";
import { normalizeVaultPath } from "../core/paths";
import type { Clock, ListNotes, VaultPort, WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { LearnedContext } from "../core/types";
import { plural } from "../core/passes/reports";
import { PROPOSAL_TYPES } from "../core/types";
import { reviewQueue } from "./pending";
import { readLearnedNotes, skippingUnreadable, type SkippedNote } from "./notes";
import { createRateLimit } from "./rateLimit";
import { searchEntries } from "./search";

/** What the tools work on. The vault only lets them append to Exchange.md. */
export interface ToolDeps {
	vault: VaultPort;
	list: ListNotes;
	settings: Settings;
	clock: Clock;
	/** Held by each proposal from its duplicate check to its durable append, so that writers in other processes cannot slip in between. */
	lock: WriteLock;
	/** Most proposals a minute, so that a looping assistant cannot flood the review queue. */
	proposalsPerMinute: number;
	/** The connected client's name, the source of proposals that name none. */
	clientName: () => string | null;
}

/** Largest context an assistant may ask for, in characters (the setting's own maximum). */
const MAX_BUDGET = 200_000;
/** Most entries one search returns. */
const MAX_RESULTS = 50;

/** Registers get_context, search_memory, propose_memory and list_pending. */
export function registerTools(server: McpServer, deps: ToolDeps): void {
	const { vault, list, settings } = deps;
	const exchangePath = normalizeVaultPath(settings.exchangePath);
	const proposals = createRateLimit(deps.proposalsPerMinute, 60_000, deps.clock);

	server.registerTool(
		"get_context",
		{
			title: "What the user has taught",
			description:
				"The user's rules (how to act and write), skills (what good output looks like) and the memory entries relevant to a query, as Markdown. Follow the rules and skills; treat memory as facts about the user's world. Call it before working on the user's notes or day.",
			inputSchema: {
				query: z.string().max(1000).optional().describe("What you are working on; ranks the memory entries by relevance to it. Without it, the newest memory entries."),
				budget: z.number().int().min(200).max(MAX_BUDGET).optional().describe(`Most characters to return (default ${settings.contextBudget}, the plugin's context budget).`),
			},
			annotations: { readOnlyHint: true, openWorldHint: false },
		},
		async ({ query, budget }) => {
			const readable = skippingUnreadable(vault, list);
			const context = await loadLearnedContext(readable.vault, readable.list, settings);
			return text(describeContext(context, query ?? null, budget ?? settings.contextBudget, readable.skipped));
		},
	);

	server.registerTool(
		"search_memory",
		{
			title: "Search memory, rules and skills",
			description: "Entries of the memory, rules and skills notes that match a query, best first, with their ids, notes and dates (JSON).",
			inputSchema: {
				query: z.string().trim().min(1, "The query is empty.").max(1000),
				limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe("Most entries to return (default 10)."),
			},
			annotations: { readOnlyHint: true, openWorldHint: false },
		},
		async ({ query, limit }) => {
			const readable = skippingUnreadable(vault, list);
			const notes = await readLearnedNotes(readable.vault, readable.list, settings);
			return json({ query, results: searchEntries(notes, query, limit ?? 10), ...(readable.skipped.length > 0 ? { skipped: readable.skipped } : {}) });
		},
	);

	server.registerTool(
		"propose_memory",
		{
			title: "Propose something to remember",
			description: `Proposes a statement for the user's memory (factual: about the user's world), rules (behavioral: how to act or express yourself) or skills (preference: what good output looks like). It is appended to ${exchangePath} and waits there until the user accepts or rejects it; nothing is remembered before that. Propose one self-contained statement at a time, only what the user would want kept.`,
			inputSchema: {
				text: z.string().trim().min(1, "The text to propose is empty.").max(TEXT_LIMITS.proposal).describe("One self-contained statement, e.g. \"The user's dentist is Dr. Weber.\""),
				type: z.enum(PROPOSAL_TYPES).describe("factual → memory, behavioral → rules, preference → skills."),
				source: z.string().trim().min(1).max(200).optional().describe("Where it was learned (a note path or your name); shown to the user as the proposal's source."),
			},
			annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
		},
		async ({ text: statement, type, source }) => {
			const wait = proposals.take();
			if (wait !== null) throw new Error(`Too many proposals: this server takes at most ${deps.proposalsPerMinute} a minute, so that the user's review queue is not flooded. Try again in ${wait} s.`);
			// `added` is said only once the block is on disk (written, flushed and renamed into place) under the lock.
			const result = await deps.lock.hold(() => proposeStatement(vault, settings, { text: statement, type, source: source ?? deps.clientName() ?? "MCP", now: deps.clock() }));
			const message = result.added
				? `Proposed for review: it waits in ${exchangePath} until the user accepts or rejects it.`
				: `Already proposed: ${exchangePath} or its archive holds this proposal; nothing was added.`;
			return json({ id: result.id, added: result.added, message });
		},
	);

	server.registerTool(
		"list_pending",
		{
			title: "Proposals waiting for review",
			description: `The proposals in ${exchangePath} the user has not decided yet, with the counts of every review state (JSON).`,
			annotations: { readOnlyHint: true, openWorldHint: false },
		},
		async () => json(reviewQueue(await vault.read(exchangePath))),
	);
}

/** Room kept for the line that says what the budget left out. */
const LEFT_OUT_ROOM = 80;

/**
 * get_context's reply: the learned context within the budget, a line naming
 * what the budget left out, and the notes that could not be read. Says that
 * nothing is learned only when the notes hold no entry.
 */
function describeContext(context: LearnedContext, query: string | null, budget: number, skipped: readonly SkippedNote[]): string {
	const unreadable = skipped.length === 0 ? "" : `\n_Not read (skipped): ${skipped.map((note) => `${note.path} (${note.reason})`).join("; ")}._\n`;
	const room = Math.max(0, budget - unreadable.length);
	let chosen = relevantContext(context, query, room);
	const { total } = chosen;
	if (total.rules + total.skills + total.memory === 0) return `Nothing learned yet: the rules, skills and memory notes have no entries.\n${unreadable}`;
	let leftOut = "";
	if (count(chosen.leftOut) > 0) {
		chosen = relevantContext(context, query, Math.max(0, room - LEFT_OUT_ROOM));
		leftOut = `\n_Left out for this budget: ${counts(chosen.leftOut)}._\n`;
	}
	if (chosen.markdown === "") return `Nothing fits in the budget of ${budget} characters: the notes hold ${counts(total)}. Ask with a larger budget.\n${unreadable}`;
	return chosen.markdown + leftOut + unreadable;
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

function text(value: string): CallToolResult {
	return { content: [{ type: "text", text: value }] };
}

function json(value: unknown): CallToolResult {
	return text(JSON.stringify(value, null, 2));
}
