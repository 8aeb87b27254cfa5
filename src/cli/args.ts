import { parseArgs } from "node:util";
import type { ProviderKind } from "../core/settings";

/** A command line the user typed, checked. */
export interface Invocation {
	command: "process" | "migrate" | "status" | "undo" | "classify" | "mcp" | "eval" | "memory" | "help" | "version";
	/** `help`: the command whose usage to print (`process --help`); null: the whole usage. */
	helpFor: Command | null;
	vault: string | null;
	dryRun: boolean;
	json: boolean;
	provider: ProviderKind | null;
	baseUrl: string | null;
	model: string | null;
	/** What `undo` undoes: the last migration (the default) or the last processing. */
	undo: "process" | "migrate";
	/** `--agenda` sources (note paths, folders, glob patterns) in place of the settings' agenda notes; empty: the settings'. */
	agenda: string[];
	/** `eval`: the labelled JSON lines files, in the order given; empty for the other commands. */
	files: string[];
	/** `eval`: the day the passes run on (YYYY-MM-DD, relative dates resolve against it); null: today. */
	today: string | null;
	/** `eval`: send the requests a paid provider charges for without asking. */
	yes: boolean;
	/** `memory`: what to show (the entries with their uses, the counts per note) or do to one entry; null for the other commands. */
	memory: "list" | "stats" | "review" | "disable" | "enable" | "retire" | null;
	/** `memory list --note`: only this memory, rules or skills note; `memory disable|enable|retire --note`: the entry's note; null: all of them. */
	note: string | null;
	/** `memory disable|enable|retire`: the entry's id as `memory list` shows it; null for the other commands. */
	entryId: string | null;
}

/** Bad usage: the message goes to stderr and the exit status is 2. */
export class UsageError extends Error {}

const COMMANDS = ["process", "migrate", "status", "undo", "classify", "mcp", "eval", "memory", "help"] as const;

/** A command that has its own usage (`annotation-memory process --help`). */
export type Command = Exclude<(typeof COMMANDS)[number], "help">;
const MEMORY_ACTIONS = ["list", "stats", "review", "disable", "enable", "retire"] as const;
/** The memory commands that act on one entry, named by its id. */
const ENTRY_ACTIONS: readonly string[] = ["disable", "enable", "retire"];
const PROVIDERS: readonly ProviderKind[] = ["offline", "openai", "anthropic", "ollama"];

/** The help text. */
export const USAGE = `Usage: annotation-memory <command> [options]

Commands:
  process   --vault DIR [--agenda GLOB]... [--dry-run] [--json]
                                              decide the agenda's > annotations, write proposals, edit items
  migrate   --vault DIR [--dry-run] [--json]  move accepted proposals into memory, rules and skills notes
  status    --vault DIR [--agenda GLOB]... [--json]
                                              what is waiting: annotations, proposals, entries
  undo      --vault DIR [--process|--migrate] [--json]
                                              undo the last migration (default) or processing, byte for byte
  classify  [--vault DIR] [--json]            read JSON lines {"item","annotation"} on stdin, print decisions
                                              (with --vault: its settings, rules, memory and learned decisions)
  mcp       --vault DIR                       serve the vault to assistants over MCP (stdio): context, search,
                                              proposals into Exchange.md for your review
  memory list  --vault DIR [--note PATH] [--json]
                                              the memory, rules and skills entries by note: id, text, uses,
                                              last use, age and source (read-only)
  memory stats --vault DIR [--json]           per note: entries, used, never used, used in the last 30 days,
                                              and since when uses are counted (read-only)
  memory review --vault DIR [--dry-run] [--json]
                                              propose stale entries (unused, ended, superseded, over the cap) for
                                              retirement in Exchange.md; accept them there, then migrate
  memory disable|enable --vault DIR [--note PATH] [--json] ID
                                              mark an entry disabled (kept in its note, never sent to a model or
                                              given as context), or enable it again; undo takes it back
  memory retire --vault DIR [--note PATH] [--json] ID
                                              move an entry to the archive note; undo takes it back
  eval      [--vault DIR] [--today DATE] [--yes] [--json] FILE.jsonl...
                                              run labelled JSON lines {"lang","item","annotation","action","type"}
                                              through the decider and the process pass on a scratch vault; print
                                              action and type accuracy and harms per 100 annotations

Options:
  --vault DIR        the vault folder
  --agenda GLOB      process, status: the agenda notes, instead of the settings' (repeatable):
                     a note (Agenda.md), a folder (Daily: its notes) or a pattern ('Daily/*.md')
  --dry-run          do all the work, write nothing, report what would change
  --json             print one JSON object on stdout
  --note PATH        memory list: only this memory, rules or skills note (a vault path);
                     memory disable|enable|retire: the note of the entry, when its id is in several
  --process          undo: the last processing (agenda notes and Exchange.md)
  --migrate          undo: the last migration (the default)
  --provider NAME    offline | openai | anthropic | ollama (default: ANNOTATION_MEMORY_PROVIDER, else the vault's
                     settings, else offline)
  --base-url URL     the provider's base URL
  --model NAME       the model
  --today DATE       eval: the day the passes run on, YYYY-MM-DD (default: today; the repository's
                     sets in data/classifier need --today 2026-01-14)
  --yes              eval: send the requests a paid provider (anthropic, or openai at a non-local
                     URL) charges for; without it, eval says how many it would send and exits 1
  -h, --help         this text; after a command, that command's usage
  --version          the version

Environment (flags over these over DIR/.obsidian/plugins/annotation-memory/data.json):
  ANNOTATION_MEMORY_PROVIDER   offline | openai | anthropic | ollama
  ANNOTATION_MEMORY_BASE_URL   the provider's base URL
  ANNOTATION_MEMORY_MODEL      the model
  ANNOTATION_MEMORY_API_KEY    the API key, sent to whatever base URL is used
  OPENAI_API_KEY               the key when ANNOTATION_MEMORY_API_KEY is not set, sent only to
                               https://api.openai.com (never to another base URL)
  ANTHROPIC_API_KEY            the same, sent only to https://api.anthropic.com
  OLLAMA_HOST                  Ollama's address when no base URL is set (as Ollama reads it)
Anthropic, and OpenAI at api.openai.com, need a key: without one, nothing is sent (exit 1).
Keys never come from a flag or a file in the vault.
Exit status: 0 done, 1 something failed, 2 bad usage.`;

/** What each command's own usage says: its synopsis lines, what it does, and the options it takes (as the usage's Options list names them). */
const COMMAND_HELP: Readonly<Record<Command, { usage: string[]; what: string; options: string[]; provider: boolean }>> = {
	process: {
		usage: ["process --vault DIR [--agenda GLOB]... [--dry-run] [--json] [--provider NAME] [--base-url URL] [--model NAME]"],
		what: "Decides the agenda's > annotations, writes proposals into the exchange note and edits the items.",
		options: ["--vault", "--agenda", "--dry-run", "--json", "--provider", "--base-url", "--model"],
		provider: true,
	},
	migrate: {
		usage: ["migrate --vault DIR [--dry-run] [--json]"],
		what: "Moves the accepted proposals into the memory, rules and skills notes, and archives the decided ones.",
		options: ["--vault", "--dry-run", "--json"],
		provider: false,
	},
	status: {
		usage: ["status --vault DIR [--agenda GLOB]... [--json]"],
		what: "Says what is waiting: annotations, proposals, entries, and the last run (in local time; --json: UTC).",
		options: ["--vault", "--agenda", "--json"],
		provider: false,
	},
	undo: {
		usage: ["undo --vault DIR [--process|--migrate] [--json]"],
		what: "Undoes the last migration (the default) or processing, byte for byte, around your later edits.",
		options: ["--vault", "--process", "--migrate", "--json"],
		provider: false,
	},
	classify: {
		usage: ["classify [--vault DIR] [--json] [--provider NAME] [--base-url URL] [--model NAME]"],
		what: 'Reads JSON lines {"item","annotation"} on stdin and prints one decision per line (with --vault: its settings, rules, memory and learned decisions).',
		options: ["--vault", "--json", "--provider", "--base-url", "--model"],
		provider: true,
	},
	mcp: {
		usage: ["mcp --vault DIR"],
		what: "Serves the vault to assistants over MCP (stdio): context, search, proposals into the exchange note for your review.",
		options: ["--vault"],
		provider: false,
	},
	eval: {
		usage: ["eval [--vault DIR] [--today DATE] [--yes] [--json] [--provider NAME] [--base-url URL] [--model NAME] FILE.jsonl..."],
		what: 'Runs labelled JSON lines {"lang","item","annotation","action","type"} through the decider and the process pass on a scratch vault; prints action and type accuracy and harms per 100 annotations.',
		options: ["--vault", "--today", "--yes", "--json", "--provider", "--base-url", "--model"],
		provider: true,
	},
	memory: {
		usage: ["memory list  --vault DIR [--note PATH] [--json]", "memory stats --vault DIR [--json]", "memory disable|enable --vault DIR [--note PATH] [--json] ID", "memory retire --vault DIR [--note PATH] [--json] ID"],
		what: "Shows the memory, rules and skills entries with their uses (list, stats; read-only), or disables, enables or retires one entry (undo takes it back).",
		options: ["--vault", "--note", "--json"],
		provider: false,
	},
};

/** The usage of one command: its synopsis, what it does, its options as the whole usage words them, and the environment it reads. */
export function commandUsage(command: Command): string {
	const help = COMMAND_HELP[command];
	const lines = USAGE.split("\n");
	const options = help.options.flatMap((name) => optionLines(lines, name));
	const environment = help.provider ? ["", ...lines.slice(lines.findIndex((line) => line.startsWith("Environment"))).filter((line) => !line.startsWith("Exit status"))] : [];
	return [
		...help.usage.map((usage, i) => `${i === 0 ? "Usage:" : "      "} annotation-memory ${usage}`),
		"",
		help.what,
		"",
		"Options:",
		...options,
		"  -h, --help         this text",
		...environment,
		"",
		"Exit status: 0 done, 1 something failed, 2 bad usage.",
	].join("\n");
}

/** An option's lines in the usage's Options list: its own line and the indented lines that continue it. */
function optionLines(lines: string[], name: string): string[] {
	const start = lines.findIndex((line) => line.startsWith(`  ${name} `));
	if (start < 0) return [];
	let end = start + 1;
	while (end < lines.length && /^ {5,}\S/.test(lines[end]!)) end++;
	return lines.slice(start, end);
}

/** Parses argv (without node and script); throws UsageError on anything unexpected. */
export function parseInvocation(argv: string[]): Invocation {
	let parsed;
	try {
		parsed = parseArgs({
			args: argv,
			allowPositionals: true,
			strict: true,
			options: {
				vault: { type: "string" },
				agenda: { type: "string", multiple: true },
				"dry-run": { type: "boolean" },
				json: { type: "boolean" },
				provider: { type: "string" },
				"base-url": { type: "string" },
				model: { type: "string" },
				process: { type: "boolean" },
				today: { type: "string" },
				note: { type: "string" },
				yes: { type: "boolean" },
				migrate: { type: "boolean" },
				help: { type: "boolean", short: "h" },
				version: { type: "boolean" },
			},
		});
	} catch (error) {
		throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, "."));
	}
	const { values, positionals } = parsed;
	const bare: Invocation = { command: "help", helpFor: null, vault: null, dryRun: false, json: false, provider: null, baseUrl: null, model: null, undo: "migrate", agenda: [], files: [], today: null, yes: false, memory: null, note: null, entryId: null };
	if (values.version) return { ...bare, command: "version" };
	const command = positionals[0];
	if (command !== undefined && !(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command '${command}'. Commands: ${COMMANDS.join(", ")}.`);
	// `process --help` and `help process`: that command's usage; `--help` alone: the whole usage.
	const about = command === "help" ? positionals[1] : command;
	if (values.help || command === undefined || command === "help") {
		if (about === undefined || about === "help") return bare;
		if (!(COMMANDS as readonly string[]).includes(about)) throw new UsageError(`Unknown command '${about}'. Commands: ${COMMANDS.join(", ")}.`);
		return { ...bare, helpFor: about as Command };
	}
	const argumentCount = command === "memory" ? (ENTRY_ACTIONS.includes(positionals[1] ?? "") ? 3 : 2) : 1;
	if (command !== "eval" && positionals.length > argumentCount) throw new UsageError(`Unexpected argument '${positionals[argumentCount]}'.`);
	const invocation: Invocation = {
		command: command as Invocation["command"],
		helpFor: null,
		vault: values.vault ?? null,
		dryRun: values["dry-run"] ?? false,
		json: values.json ?? false,
		provider: null,
		baseUrl: values["base-url"] ?? null,
		model: values.model ?? null,
		undo: values.process ? "process" : "migrate",
		agenda: values.agenda ?? [],
		files: command === "eval" ? positionals.slice(1) : [],
		today: values.today ?? null,
		yes: values.yes ?? false,
		memory: null,
		note: values.note ?? null,
		entryId: null,
	};
	if (command === "memory") {
		const action = positionals[1];
		if (action === undefined) throw new UsageError(`'memory' needs what to show or do: ${MEMORY_ACTIONS.join(", ")}.`);
		if (!(MEMORY_ACTIONS as readonly string[]).includes(action)) throw new UsageError(`Unknown memory command '${action}'. Use ${MEMORY_ACTIONS.join(", ")}.`);
		invocation.memory = action as NonNullable<Invocation["memory"]>;
		if (ENTRY_ACTIONS.includes(action)) {
			invocation.entryId = positionals[2] ?? null;
			if (invocation.entryId === null || invocation.entryId.trim() === "") throw new UsageError(`'memory ${action}' needs the entry's id, as 'memory list' shows it.`);
		}
	}
	if (invocation.note !== null && (invocation.memory === null || invocation.memory === "stats" || invocation.memory === "review")) throw new UsageError(`--note works with memory list, disable, enable and retire only.`);
	if (values.provider !== undefined) {
		if (!(PROVIDERS as readonly string[]).includes(values.provider)) throw new UsageError(`Unknown provider '${values.provider}'. Providers: ${PROVIDERS.join(", ")}.`);
		invocation.provider = values.provider as ProviderKind;
	}
	const needsVault = ["process", "migrate", "status", "undo", "mcp", "memory"].includes(invocation.command);
	if (needsVault && invocation.vault === null) throw new UsageError(`'${command}' needs --vault DIR.`);
	if (invocation.dryRun && !["process", "migrate"].includes(invocation.command) && invocation.memory !== "review") throw new UsageError(`--dry-run works with process, migrate and memory review only.`);
	if (invocation.agenda.length > 0 && !["process", "status"].includes(invocation.command)) throw new UsageError(`--agenda works with process and status only.`);
	if ((values.process || values.migrate) && invocation.command !== "undo") throw new UsageError(`--process and --migrate work with undo only.`);
	if (values.process && values.migrate) throw new UsageError(`Undo one pass at a time: --process or --migrate.`);
	if ((values.today !== undefined || values.yes) && invocation.command !== "eval") throw new UsageError(`--today and --yes work with eval only.`);
	if (invocation.command === "eval" && invocation.files.length === 0) throw new UsageError(`'eval' needs one or more labelled JSON lines files (FILE.jsonl).`);
	if (invocation.today !== null && !isCalendarDate(invocation.today)) throw new UsageError(`--today takes a date as YYYY-MM-DD, not '${invocation.today}'.`);
	return invocation;
}

/** Whether `text` is a YYYY-MM-DD date that is on the calendar (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) return false;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
