import { proposeStatement } from "../core/exchange";
import { loadLearnedContext, relevantContextMarkdown } from "../core/memory/context";
import { TEXT_LIMITS } from "../core/neutralise";
import { normalizeVaultPath } from "../core/paths";
import type { Clock, ListNotes, VaultPort } from "../core/ports";
import type { Settings } from "../core/settings";
import { PROPOSAL_TYPES, type ProposalType } from "../core/types";
import { argumentsSchema, checkArguments, type ArgumentSpecs, type CheckedArguments, type ObjectSchema } from "./arguments";
import { reviewQueue } from "./pending";
import { readLearnedNotes } from "./notes";
import type { RateLimit } from "./rateLimit";
import { searchEntries } from "./search";

/** What the tools work on. The vault only lets them append to Exchange.md. */
export interface ToolDeps {
	vault: VaultPort;
	list: ListNotes;
	/** The settings as they are now (the plugin's may change while it serves). */
	settings: () => Settings;
	clock: Clock;
	/** Proposals taken so far, so that a looping assistant cannot flood the review queue. */
	proposals: RateLimit;
	/** The bound `proposals` keeps, a minute (for the message). */
	proposalsPerMinute: number;
	/** The connected client's name, the source of proposals that name none. */
	clientName: () => string | null;
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
			"The user's rules (how to act and write), skills (what good output looks like) and the memory entries relevant to a query, as Markdown. Follow the rules and skills; treat memory as facts about the user's world. Call it before working on the user's notes or day.",
		arguments: {
			query: { type: "string", optional: true, max: 1000, description: "What you are working on; ranks the memory entries by relevance to it. Without it, the newest memory entries." },
			budget: { type: "integer", optional: true, min: 200, max: MAX_BUDGET, description: "Most characters to return (default: the plugin's context budget)." },
		},
		annotations: { readOnlyHint: true, openWorldHint: false },
		async run({ query, budget }, { vault, list }, settings) {
			const markdown = relevantContextMarkdown(await loadLearnedContext(vault, list, settings), (query as string | undefined) ?? null, (budget as number | undefined) ?? settings.contextBudget);
			return text(markdown === "" ? "Nothing learned yet: the rules, skills and memory notes have no entries." : markdown);
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
		async run({ query, limit }, { vault, list }, settings) {
			const notes = await readLearnedNotes(vault, list, settings);
			return json({ query, results: searchEntries(notes, query as string, (limit as number | undefined) ?? 10) });
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
			const result = await proposeStatement(deps.vault, settings, { text: args.text as string, type: args.type as ProposalType, source, now: deps.clock() });
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

function text(value: string): ToolResult {
	return { content: [{ type: "text", text: value }] };
}

function json(value: unknown): ToolResult {
	return text(JSON.stringify(value, null, 2));
}
