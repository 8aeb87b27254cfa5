import type { ExtraCues } from "../languages";
import type { ProviderKind } from "./providers";
import type { CompleteMode, DateOrderSetting, PostponeMode, UndatedPostpone } from "./declarations";
import { defaultSettings } from "./resolve";

export { PROVIDERS, type ProviderKind } from "./providers";
export { COMPLETE_MODES, DATE_ORDERS, POSTPONE_MODES, SETTING_DECLARATIONS, UNDATED_POSTPONES, type CompleteMode, type DateOrderSetting, type PostponeMode, type UndatedPostpone } from "./declarations";
export { resolveSettings, resolveSettingsWithWarnings, type ResolvedSettings } from "./resolve";

/**
 * Everything the core needs to know; stored in the plugin's data.json (never
 * an API key). Each key is declared once in `SETTING_DECLARATIONS` (default,
 * range, label), which the compiler checks against this interface.
 */
export interface Settings {
	/** Agenda sources whose annotations are processed: note paths, folders (their notes) or glob patterns. */
	agendaPaths: string[];
	/** Plugin only: today's daily note (from the Daily notes or Periodic Notes settings) is an agenda note too. */
	dailyNoteAgenda: boolean;
	exchangePath: string;
	archivePath: string;
	/** Where `[user]` entries go. */
	memoryPath: string;
	/** Folder of the `[rule:<scope>]` notes. */
	rulesFolder: string;
	/** Folder of the `[skill:<name>]` notes. */
	skillsFolder: string;
	/** `check`: tick the task; `remove`: delete the item line(s). */
	completeMode: CompleteMode;
	/** Append a Tasks-plugin `✅ YYYY-MM-DD` when ticking a task. */
	completionDate: boolean;
	/** `scheduled`: add `⏳ YYYY-MM-DD`; `later-heading`: move the item under the "Later" heading. */
	postponeMode: PostponeMode;
	laterHeading: string;
	/** Days ahead a postponement without a date is scheduled. */
	postponeDefaultDays: number;
	/** What a postponement that names no date does. */
	undatedPostpone: UndatedPostpone;
	/** How the offline classifier reads a numeric date (12/10). */
	dateOrder: DateOrderSetting;
	provider: ProviderKind;
	baseUrl: string;
	model: string;
	/** Name of the secret in Obsidian's secret storage; the key itself is never stored here. */
	apiKeySecret: string;
	batchSize: number;
	timeoutSeconds: number;
	/** Upper bound, in characters, on the learned context sent with each request. */
	contextBudget: number;
	/** Requests to the model a month after which automatic runs pause (0: no limit); runs you start still run. */
	monthlyRequestLimit: number;
	caps: { memory: number; rules: number; skills: number };
	/** Word overlap from which an entry is offered as the same ("Same as" line, unticked unless near-certain). */
	duplicateThreshold: number;
	extraCues: ExtraCues;
	/** Record every accepted and rejected proposal as an example, and let the deciders consult them. */
	learnFromDecisions: boolean;
	/** Propose one rule for three or more alike entries during migrate (pattern blocks). */
	promotePatterns: boolean;
	/** Most pattern and retirement blocks one migrate proposes, together (patterns first). */
	patternProposals: number;
	/** Propose unused, ended, superseded and over-cap entries for retirement during migrate (retirement blocks). */
	proposeRetirement: boolean;
	/** Months without a use after which a memory entry is proposed for retirement. */
	retireUnusedMonths: number;
	/** Plugin only: process agenda notes on change. */
	autoProcess: boolean;
	/** Plugin only: wait this long after the last change. */
	debounceSeconds: number;
	/** Plugin only: migrate as soon as a box in Exchange.md is ticked. */
	migrateOnTick: boolean;
	/** Plugin only, desktop: serve the vault over MCP at 127.0.0.1 while Obsidian runs. */
	mcpServe: boolean;
	/** Plugin only: the port of that server. */
	mcpPort: number;
}

/** Defaults for a new vault, from the declarations. */
export const DEFAULT_SETTINGS: Settings = defaultSettings();
