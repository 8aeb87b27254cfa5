import { CUE_CATEGORIES } from "../languages";
import { PROVIDER_SHORT_NAMES, PROVIDERS } from "./providers";
import type { Settings } from "./";
import type { DeclarationOf } from "./kinds";

/** What happens to an item an annotation says is done: tick the task, or remove the item. */
export const COMPLETE_MODES = ["check", "remove"] as const;

/** What happens to a completed item (a setting). */
export type CompleteMode = (typeof COMPLETE_MODES)[number];

/** What happens to a postponed item: a Tasks-plugin `⏳ YYYY-MM-DD`, or a move under the "Later" heading. */
export const POSTPONE_MODES = ["scheduled", "later-heading"] as const;

/** What happens to a postponed item (a setting). */
export type PostponeMode = (typeof POSTPONE_MODES)[number];

/** What a postponement that names no date does: move under the Later heading, or schedule in the default number of days. */
export const UNDATED_POSTPONES = ["later-heading", "default-days"] as const;

/** What a postponement without a date does (a setting). */
export type UndatedPostpone = (typeof UNDATED_POSTPONES)[number];

/** How a date such as 12/10 is read: as the user's locale writes dates, or always day first, or always month first. */
export const DATE_ORDERS = ["locale", "day-first", "month-first"] as const;

/** How numeric dates are read (a setting). */
export type DateOrderSetting = (typeof DATE_ORDERS)[number];

/** Every setting's declaration, by key: the compiler checks that each key of Settings has one, of a kind that fits its value. */
export type SettingDeclarations = { readonly [Key in keyof Settings]-?: DeclarationOf<Settings[Key]> };

const CUE_EXAMPLE = "completion: sorted, wrapped up";

/**
 * The settings, declared once: defaults, ranges and allowed values (which
 * `resolveSettings` enforces on a stored data.json), and the labels,
 * descriptions and placeholders the settings tab shows. The tab arranges
 * them; it does not restate them.
 */
export const SETTING_DECLARATIONS = {
	agendaPaths: {
		kind: "notes",
		default: ["Agenda.md"],
		label: "Agenda notes",
		description: "Where annotations are processed, one per line: a note (Agenda.md), a folder (Daily: every note in it) or a pattern (Daily/*.md, Journal/2026-*.md).",
	},
	dailyNoteAgenda: {
		kind: "boolean",
		default: false,
		label: "Today's daily note",
		description: "Also process today's daily note, where the Daily notes core plugin (or Periodic Notes) keeps it.",
	},
	exchangePath: { kind: "note", default: "Migration/Exchange.md", label: "Exchange note", description: "Where proposals wait for your review." },
	archivePath: { kind: "note", default: "Migration/Archive.md", label: "Archive note", description: "Where decided proposals and entries moved out of memory notes go." },
	memoryPath: { kind: "note", default: "Memory/Memory.md", label: "Memory note", description: "Where accepted facts ([user]) are kept." },
	rulesFolder: { kind: "folder", default: "Rules", label: "Rules folder", description: "One note per scope: [rule:agenda] goes to agenda.md in this folder." },
	skillsFolder: { kind: "folder", default: "Skills", label: "Skills folder", description: "One note per skill: [skill:writing] goes to writing.md in this folder." },
	completeMode: {
		kind: "choice",
		values: COMPLETE_MODES,
		default: "check",
		options: { check: "Tick the checkbox", remove: "Remove the item" },
		label: "Completed items",
		description: "What happens to an item an annotation says is done.",
	},
	completionDate: { kind: "boolean", default: false, label: "Completion date", description: "Add a Tasks-style ✅ date when ticking an item." },
	postponeMode: {
		kind: "choice",
		values: POSTPONE_MODES,
		default: "scheduled",
		options: { scheduled: "Add a ⏳ scheduled date", "later-heading": "Move under the later heading" },
		label: "Postponed items",
		description: "Items are never deleted for a postponement: they get a ⏳ date or move under a heading.",
	},
	dateOrder: {
		kind: "choice",
		values: DATE_ORDERS,
		default: "locale",
		options: { locale: "As my locale writes dates", "day-first": "Day first (10/12 is 10 December)", "month-first": "Month first (12/10 is 10 December)" },
		label: "Date order",
		description: "How the offline classifier reads a date written in numbers. Dates with a month name read right either way.",
	},
	laterHeading: { kind: "heading", default: "Later", label: "Later heading", description: "The heading postponed items move under." },
	undatedPostpone: {
		kind: "choice",
		values: UNDATED_POSTPONES,
		default: "later-heading",
		options: { "later-heading": "Move under the later heading", "default-days": "Schedule in the default number of days" },
		label: "Postponed without a date",
		description: "What happens when an annotation postpones without saying until when (“later”, “not now”). The report says which was done.",
	},
	postponeDefaultDays: { kind: "number", default: 7, min: 1, max: 365, integer: true, label: "Default postponement (days)", description: "Days ahead an item is scheduled when postponed without a date, if that is the chosen way." },
	provider: {
		kind: "choice",
		values: PROVIDERS,
		default: "offline",
		options: { offline: "Offline classifier (no network)", ...PROVIDER_SHORT_NAMES },
		label: "Provider",
		description: "Who decides what each annotation means. The offline classifier works without network but cannot rewrite items.",
	},
	baseUrl: {
		kind: "text",
		default: "",
		label: "Base URL",
		description: "Leave empty for the provider's usual address. For LM Studio or another local server, its address (for example http://localhost:1234/v1).",
	},
	model: { kind: "text", default: "", placeholder: "Model name, as the server lists it", label: "Model", description: "The model's name as the server knows it." },
	apiKeySecret: {
		kind: "secret",
		default: "annotation-memory-api-key",
		label: "API key",
		description: "Kept in Obsidian's secret storage; only the secret's name is saved with these settings. Anthropic and OpenAI need one; Ollama and local servers only behind an authenticating proxy (sent as a bearer token).",
	},
	batchSize: { kind: "number", default: 20, min: 1, max: 200, integer: true, label: "Batch size", description: "Annotations sent in one request." },
	timeoutSeconds: { kind: "number", default: 60, min: 5, max: 600, integer: true, label: "Timeout (seconds)", description: "How long to wait for an answer before giving up." },
	contextBudget: { kind: "number", default: 12000, min: 0, max: 200000, integer: true, label: "Context budget (characters)", description: "Upper bound on the rules, skills and memory sent with each request." },
	monthlyRequestLimit: {
		kind: "number",
		default: 0,
		min: 0,
		max: 1000000,
		integer: true,
		label: "Monthly request limit",
		description: "Automatic processing pauses once this month's requests to the model reach this number (0: no limit). Processing you start yourself still runs.",
	},
	caps: {
		kind: "numbers",
		fields: {
			memory: { kind: "number", default: 200, min: 1, max: 10000, integer: true, label: "Memory cap", description: "How many entries the memory note should hold. A migration that leaves it over says so and archives nothing: only a line you tick moves an entry out, and the context budget bounds what is sent." },
			rules: { kind: "number", default: 50, min: 1, max: 10000, integer: true, label: "Rules cap", description: "How many entries each rules note should hold; a migration that leaves one over says so." },
			skills: { kind: "number", default: 50, min: 1, max: 10000, integer: true, label: "Skills cap", description: "How many entries each skills note should hold; a migration that leaves one over says so." },
		},
	},
	duplicateThreshold: {
		kind: "number",
		default: 0.6,
		min: 0.5,
		max: 1,
		percent: true,
		label: "Duplicate threshold (%)",
		description: "Word overlap from which an existing entry is offered under a proposal as the same (a “Same as” line you tick or not); only a statement saying the same thing in other words is ticked for you.",
	},
	extraCues: {
		kind: "cues",
		default: {},
		placeholder: CUE_EXAMPLE,
		label: "Extra cue words",
		description: `Words the offline classifier should also recognise: one line per category (${CUE_CATEGORIES.join(", ")}), such as “${CUE_EXAMPLE}”.`,
	},
	learnFromDecisions: {
		kind: "boolean",
		default: true,
		label: "Learn from my review decisions",
		description: "Keep each proposal you accept or reject (with the tag you gave it) as an example: the offline classifier follows your nearest past decision, and an LLM sees a few of them. Kept in the plugin's folder, never in a note.",
	},
	promotePatterns: {
		kind: "boolean",
		default: true,
		label: "Propose rules from repeated corrections",
		description: "When three or more entries of a note say the same kind of thing, migrate proposes one rule covering them, with a ticked line per entry it would retire to the archive. Nothing changes until you accept it.",
	},
	patternProposals: {
		kind: "number",
		default: 2,
		min: 0,
		max: 20,
		label: "Rule and retirement proposals per migration",
		description: "At most this many rule proposals and retirement proposals together are added to the exchange note by one migration; the rest wait for the next one.",
	},
	proposeRetirement: {
		kind: "boolean",
		default: true,
		label: "Propose stale memory for retirement",
		description: "Migrate proposes moving to the archive the memory entries not used for a while, entries whose own text says they have ended (“until 1 March”, “this week”), entries a newer one replaced, and entries over the memory note's cap. Rules and skills only when replaced or ended. Nothing leaves a note until you accept.",
	},
	retireUnusedMonths: {
		kind: "number",
		default: 6,
		min: 1,
		max: 60,
		integer: true,
		label: "Unused for (months)",
		description: "A memory entry not used in any request for this long, counted from when use counting began, is proposed for retirement. A younger entry never is.",
	},
	autoProcess: { kind: "boolean", default: true, label: "Process on change", description: "Process an agenda note's annotations shortly after you stop editing it." },
	debounceSeconds: { kind: "number", default: 5, min: 1, max: 600, label: "Wait after the last change (seconds)", description: "Every edit restarts the wait, so a line you are still typing is not taken." },
	migrateOnTick: { kind: "boolean", default: false, label: "Migrate on tick", description: "Migrate as soon as you tick Accept or Reject, in the note or in the review panel." },
	mcpServe: {
		kind: "boolean",
		default: false,
		label: "Serve memory to other assistants",
		description: "While Obsidian runs, assistants on this computer that speak MCP (Claude Code, Cursor, VS Code, Claude Desktop) can read your rules, skills and memory and propose what they learn; their proposals wait in the exchange note for your review. Served at 127.0.0.1 only, to clients that send the access token. Desktop only.",
	},
	mcpPort: { kind: "number", default: 27183, min: 1024, max: 65535, integer: true, label: "Port", description: "Where the server listens on this computer (127.0.0.1). Give each vault that serves its own port." },
} as const satisfies SettingDeclarations;
