import { createOfflineDecider } from "./classifier/offlineDecider";
import { createLlmDecider } from "./llm/decider";
import type { HttpPort } from "./ports";
import type { Settings } from "./settings";
import type { Decider } from "./types";

/** The decider the settings ask for: the offline classifier, or an LLM over the given HTTP port. */
export function createDecider(settings: Settings, http: HttpPort, apiKey: string | null): Decider {
	if (settings.provider === "offline") return createOfflineDecider(settings.extraCues);
	return createLlmDecider({ settings, http, apiKey });
}
