import { parseArgs } from "node:util";
import type { ProviderKind } from "../core/settings";

/** A command line the user typed, checked. */
export interface Invocation {
	command: "process" | "migrate" | "status" | "undo" | "classify" | "mcp" | "help";
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
}

/** Bad usage: the message goes to stderr and the exit status is 2. */
export class UsageError extends Error {}

const COMMANDS = ["process", "migrate", "status", "undo", "classify", "mcp", "help"] as const;
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

Options:
  --vault DIR        the vault folder
  --agenda GLOB      process, status: the agenda notes, instead of the settings' (repeatable):
                     a note (Agenda.md), a folder (Daily: its notes) or a pattern ('Daily/*.md')
  --dry-run          do all the work, write nothing, report what would change
  --json             print one JSON object on stdout
  --process          undo: the last processing (agenda notes and Exchange.md)
  --migrate          undo: the last migration (the default)
  --provider NAME    offline | openai | anthropic | ollama (default: the vault's settings, else offline)
  --base-url URL     the provider's base URL
  --model NAME       the model
  -h, --help         this text

Settings come from DIR/.obsidian/plugins/annotation-memory/data.json when present.
The API key comes from the ANNOTATION_MEMORY_API_KEY environment variable only.
Exit status: 0 done, 1 something failed, 2 bad usage.`;

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
				migrate: { type: "boolean" },
				help: { type: "boolean", short: "h" },
			},
		});
	} catch (error) {
		throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, "."));
	}
	const { values, positionals } = parsed;
	if (values.help || positionals.length === 0) return { command: "help", vault: null, dryRun: false, json: false, provider: null, baseUrl: null, model: null, undo: "migrate", agenda: [] };
	if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}'.`);
	const command = positionals[0]!;
	if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command '${command}'. Commands: ${COMMANDS.join(", ")}.`);
	const invocation: Invocation = {
		command: command as Invocation["command"],
		vault: values.vault ?? null,
		dryRun: values["dry-run"] ?? false,
		json: values.json ?? false,
		provider: null,
		baseUrl: values["base-url"] ?? null,
		model: values.model ?? null,
		undo: values.process ? "process" : "migrate",
		agenda: values.agenda ?? [],
	};
	if (values.provider !== undefined) {
		if (!(PROVIDERS as readonly string[]).includes(values.provider)) throw new UsageError(`Unknown provider '${values.provider}'. Providers: ${PROVIDERS.join(", ")}.`);
		invocation.provider = values.provider as ProviderKind;
	}
	const needsVault = ["process", "migrate", "status", "undo", "mcp"].includes(invocation.command);
	if (needsVault && invocation.vault === null) throw new UsageError(`'${command}' needs --vault DIR.`);
	if (invocation.dryRun && !["process", "migrate"].includes(invocation.command)) throw new UsageError(`--dry-run works with process and migrate only.`);
	if (invocation.agenda.length > 0 && !["process", "status"].includes(invocation.command)) throw new UsageError(`--agenda works with process and status only.`);
	if ((values.process || values.migrate) && invocation.command !== "undo") throw new UsageError(`--process and --migrate work with undo only.`);
	if (values.process && values.migrate) throw new UsageError(`Undo one pass at a time: --process or --migrate.`);
	return invocation;
}
