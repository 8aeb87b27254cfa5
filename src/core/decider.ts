import { createOfflineDecider } from "./classifier/offlineDecider";
import { createLlmDecider } from "./llm/decider";
import type { HttpPort, Sleep } from "./ports";
import type { Settings } from "./settings";
import type { Decider } from "./types";

/** How a decider reaches an LLM: the HTTP port, the key and a way to wait between retries. */
export interface NetworkPorts {
	http: HttpPort;
	/** From secret storage or the environment; never stored, never shown. */
	apiKey: string | null;
	sleep: Sleep;
}

/** The decider the settings ask for: the offline classifier, or an LLM over the given ports. */
export function createDecider(settings: Settings, network: NetworkPorts): Decider {
	if (settings.provider === "offline") return createOfflineDecider(settings.extraCues);
	return createLlmDecider({ settings, ...network });
}
