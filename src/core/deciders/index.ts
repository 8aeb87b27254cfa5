import { createOfflineDecider } from "./offline/offlineDecider";
import { createLlmDecider, type SetupHints } from "./llm/decider";
import { withUserExamples } from "./examples/userExamplesDecider";
import type { HttpPort, Sleep } from "../ports";
import { DEFAULT_DATE_ORDER, type DateOrder } from "../dates/dateFinder";
import type { DateOrderSetting, Settings } from "../settings";
import type { Decider } from "../types";

/** How a decider reaches an LLM: the HTTP port, the key and a way to wait between retries. */
export interface NetworkPorts {
	http: HttpPort;
	/** From secret storage or the environment; never stored, never shown. */
	apiKey: string | null;
	sleep: Sleep;
	/** Where the user sets a missing model or key (the command line: its flags and environment variables); the settings tab when absent. */
	setup?: SetupHints | undefined;
}

/**
 * The decider the settings ask for: the offline classifier, or an LLM over
 * the given ports. `locale` (a BCP 47 tag such as "en-US"; the runtime's own
 * when absent) decides the date order when the setting follows the locale.
 */
export function createDecider(settings: Settings, network: NetworkPorts, locale?: string): Decider {
	if (settings.provider === "offline") {
		// The user's own past decisions come first; without any (or with learning off) this changes nothing.
		return withUserExamples(createOfflineDecider(settings.extraCues, { dateOrder: dateOrderFor(settings.dateOrder, locale) }), { extraCues: settings.extraCues });
	}
	return createLlmDecider({ settings, ...network });
}

/** The date order a setting means: its own, or the locale's (month first when the locale writes the month before the day). */
export function dateOrderFor(setting: DateOrderSetting, locale?: string): DateOrder {
	if (setting !== "locale") return setting;
	let parts: Intl.DateTimeFormatPart[];
	try {
		parts = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric" }).formatToParts(new Date(2006, 10, 22));
	} catch {
		return DEFAULT_DATE_ORDER;
	}
	const month = parts.findIndex((part) => part.type === "month");
	const day = parts.findIndex((part) => part.type === "day");
	return month >= 0 && day >= 0 && month < day ? "month-first" : "day-first";
}
