/**
 * How a process or migrate run is put together from the ports a front end
 * has: the command line and the plugin both call these, so a run is
 * assembled in one place and means the same wherever it starts.
 */
import { createDecider } from "../deciders";
import type { SetupHints } from "../deciders/llm/decider";
import type { ExampleStore } from "../deciders/examples/exampleStore";
import { loadLearnedContext } from "../memory/context";
import { createPatternDrafter } from "../llm/draft";
import type { Clock, HttpPort, ListNotes, Sleep, VaultPort } from "../ports";
import type { Settings } from "../settings";
import type { Decider } from "../types";
import type { JournalStore } from "./journal";
import type { DecisionCacheStore } from "./decisionCache";
import type { UseCountStore } from "../memory/useCounts";
import type { MigrateOptions } from "./migrate";
import type { ProcessOptions } from "./process";
import { createMeter } from "../llm/meter";
import type { UsageStore } from "../llm/usageRecords";
import type { StopSignal } from "../stop";

/** What a front end gives a run to work with: the vault, the network, time, and the stores kept beside the vault. */
export interface RunPorts {
	vault: VaultPort;
	/** Lists a folder's notes (the rules and skills folders, for the learned context). */
	list: ListNotes;
	http: HttpPort;
	/** Waits between LLM retries. */
	sleep: Sleep;
	clock: Clock;
	/** Records every decision and write of a run, so that it can be undone. */
	journal: JournalStore;
	/** Where accepted and rejected proposals are kept as examples the deciders learn from. */
	examples: ExampleStore;
	/** Where a model's verdicts on the annotations it left in the note are kept, so they are not asked about again. */
	decisionCache: DecisionCacheStore;
	/** Where the uses of memory, rules and skills entries are counted (the plugin folder's `use-counts/`). */
	useCounts?: UseCountStore;
	/** Where what the runs cost is recorded (the plugin folder's `usage/`). */
	usage?: UsageStore;
}

/** What a process run is decided with, besides the ports. */
export interface ProcessRunChoices {
	settings: Settings;
	/** The API key for an LLM provider (null when there is none). */
	apiKey: string | null;
	/** The language the user works in (a BCP 47 tag), for the order of numeric dates; the runtime's own when absent. */
	locale?: string | undefined;
	/** Where the user sets a missing model or key; the plugin's settings tab when absent. */
	setup?: SetupHints | undefined;
	/** Wraps the decider the settings ask for (the plugin: one that tells its progress notice what is being decided). */
	wrapDecider?: (decider: Decider) => Decider;
	/** The run's Stop (the progress notice's button, Ctrl+C on the command line). */
	stop?: StopSignal;
}

/**
 * The options of a process pass over the given ports: the decider the
 * settings ask for (wrapped when asked), the learned context read from the
 * vault's rules, skills and memory notes when a decision needs it, the
 * journal, the past review decisions only when the settings let the
 * deciders learn from them, and the decision cache only for a model (the
 * offline decider is asked afresh every time: it costs nothing). A model's
 * requests are metered (the report says what they cost, and the usage
 * store keeps it) and obey the run's Stop. Which
 * notes, a dry run, what to hold and how to tick a task are the caller's
 * to add.
 */
export function processRunOptions(ports: RunPorts, { settings, apiKey, locale, wrapDecider, setup, stop }: ProcessRunChoices): ProcessOptions {
	const { vault, list, clock, journal } = ports;
	// A model's requests go through the meter: counted, and stopped with the run.
	const meter = settings.provider === "offline" ? null : createMeter(ports.http, ports.sleep, stop);
	const decider = createDecider(settings, { http: meter?.http ?? ports.http, apiKey, sleep: meter?.sleep ?? ports.sleep, setup }, locale);
	return {
		...(stop ? { stop } : {}),
		...(meter ? { meter } : {}),
		...(meter && ports.usage ? { usageRecords: { store: ports.usage, provider: settings.provider, model: settings.model.trim() } } : {}),
		vault,
		settings,
		clock,
		decider: wrapDecider ? wrapDecider(decider) : decider,
		learned: () => loadLearnedContext(vault, list, settings),
		journal,
		...learnedExamples(ports, settings),
		...(settings.provider === "offline" ? {} : { decisionCache: ports.decisionCache }),
		...(ports.useCounts ? { useCounts: ports.useCounts } : {}),
	};
}

/**
 * The options of a migrate pass over the given ports: journaled, reading
 * the use counts (for retirement proposals) when the front end keeps them,
 * keeping each decision as an example only when the settings let the
 * deciders learn from them, and with the settings' model drafting the
 * rules of new patterns when there is one and the ports reach the network
 * (`apiKey`: the provider's key, null when there is none). A dry run is
 * the caller's to add.
 */
export function migrateRunOptions(ports: Pick<RunPorts, "vault" | "clock" | "journal" | "examples"> & Partial<Pick<RunPorts, "list" | "http" | "sleep" | "useCounts">>, settings: Settings, apiKey: string | null = null): MigrateOptions {
	const { vault, clock, journal, list, http, sleep, useCounts } = ports;
	const draft = http && sleep ? createPatternDrafter(settings, { http, sleep, apiKey }) : null;
	return { vault, settings, clock, journal, ...(list ? { list } : {}), ...(useCounts ? { useCounts } : {}), ...(draft ? { draft } : {}), ...learnedExamples(ports, settings) };
}

/** The example store, when the settings let the deciders learn from the user's review decisions; nothing otherwise. */
function learnedExamples({ examples }: Pick<RunPorts, "examples">, settings: Settings): { examples?: ExampleStore } {
	return settings.learnFromDecisions ? { examples } : {};
}
