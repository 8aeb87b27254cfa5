import type { HttpPort, Sleep } from "../../ports";
import type { Settings } from "../../settings";
import type { AnnotationInput, DecideContext, Decider, DecisionBatch } from "../../types";
import type { ChatClient } from "../../llm/chat";
import { createChatClient } from "../../llm/clients";
import { asSentence, LlmError } from "../../llm/errors";
import { learnedContextFor, type PreparedContext, prepareLearnedContext } from "../../memory/learned";
import { buildChat, buildRepairChat, buildSystemPrompt } from "./prompt";
import { PAST_SHARE, renderPastDecisions } from "./pastDecisions";
import { contextExamples } from "../examples/nearest";
import { PROVIDER_SHORT_NAMES, requiresApiKey } from "../../settings/providers";
import { scrubSecret } from "../../llm/redact";
import { readReply } from "../../llm/reply";
import { buildRequestDocument } from "../../llm/request";
import { isRetryable } from "../../llm/retry";
import { STOPPED_MESSAGE, StoppedError } from "../../stop";

/** What the LLM decider is built from. */
export interface LlmDeciderOptions {
	/** Provider (not "offline"), base URL, model, batch size, timeout and context budget, as `resolveSettings` checked them. */
	settings: Settings;
	http: HttpPort;
	/** From secret storage or the environment; never stored in settings, never put in a message. */
	apiKey: string | null;
	/** Waits between retries; tests inject one that returns at once. */
	sleep: Sleep;
	/** Where the user sets a missing model or key, for the message that says so; the plugin's settings tab when absent. */
	setup?: SetupHints | undefined;
}

/** How a message tells the user to set what a request needs, completing "No model is set for Ollama; …". */
export interface SetupHints {
	/** For a missing model ("choose one under “Model” in the settings tab"). */
	model: string;
	/** For a missing key that the provider requires ("add it under “API key” in the settings tab"). */
	apiKey: string;
}

/** Where the plugin's user sets the model and the key: the settings tab. */
export const SETTINGS_TAB_HINTS: SetupHints = {
	model: "choose one under “Model” in the settings tab",
	apiKey: "add it under “API key” in the settings tab",
};

/**
 * A Decider that asks an LLM: one request per batch of `settings.batchSize`
 * annotations, each carrying the relevant learned context. Whatever goes
 * wrong ends up as AnnotationFailures, never as a throw: a bad reply fails
 * only the annotations it got wrong, a failed request its whole batch, and
 * a failure that would repeat (server unreachable, key refused, retries
 * used up) also the batches after it, which are then not sent. Annotations
 * sharing an id are sent once and answered once. Once the context's Stop
 * is pressed, no further batch is sent and a reply that comes after is
 * discarded: those annotations fail as stopped, and stay for the next run.
 */
export function createLlmDecider(options: LlmDeciderOptions): Decider {
	const { settings, apiKey } = options;
	const provider = settings.provider;
	if (provider === "offline") throw new Error("The LLM decider needs an LLM provider, not the offline classifier.");
	const model = settings.model.trim();
	const client = createChatClient(provider, {
		baseUrl: settings.baseUrl,
		model,
		apiKey,
		http: options.http,
		timeoutMs: settings.timeoutSeconds * 1000,
		sleep: options.sleep,
	});
	const name = `${PROVIDER_SHORT_NAMES[provider]} (${model === "" ? "no model" : model})`;
	const setup = options.setup ?? SETTINGS_TAB_HINTS;
	// Anthropic, and OpenAI's own API, refuse every request without a key: none is sent.
	const keyMissing = requiresApiKey(provider, settings.baseUrl) && (apiKey ?? "").trim() === "";
	const { batchSize, contextBudget: budget } = settings;

	return {
		name,
		judgesRelations: true,
		async decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch> {
			const unique = uniqueById(annotations);
			if (unique.length === 0) return { decisions: [], failures: [] };
			if (model === "") return failAll(unique, `No model is set for ${PROVIDER_SHORT_NAMES[provider]}; ${setup.model}.`);
			if (keyMissing) return failAll(unique, `${PROVIDER_SHORT_NAMES[provider]} needs an API key and none is set; ${setup.apiKey}.`);

			let prepared: PreparedContext;
			try {
				prepared = prepareLearnedContext(await context.learned());
			} catch (error) {
				return failAll(unique, `Could not read the rules, skills and memory notes: ${describe(error, apiKey)}`);
			}
			const examples = await contextExamples(context);

			const merged: DecisionBatch = { decisions: [], failures: [] };
			let stopReason: string | null = null;
			for (let start = 0; start < unique.length; start += batchSize) {
				const batch = unique.slice(start, start + batchSize);
				if (context.stop?.stopped) {
					append(merged, stopAll(batch));
					continue;
				}
				if (stopReason !== null) {
					append(merged, failAll(batch, `Not sent, because an earlier request failed: ${stopReason}`));
					continue;
				}
				try {
					// Past decisions take at most their share of the budget; the learned context gets what they leave.
					const past = examples === null ? "" : renderPastDecisions(examples, batch, budget * PAST_SHARE);
					const learned = learnedContextFor(prepared, batch, budget - past.length);
					const decided = await decideBatch(client, batch, context.today, learned.text, past, apiKey, () => context.used?.(learned.used));
					// A reply that came after Stop is discarded: nothing is written for it.
					append(merged, context.stop?.stopped ? stopAll(batch) : decided);
				} catch (error) {
					if (error instanceof StoppedError || context.stop?.stopped) {
						append(merged, stopAll(batch));
						continue;
					}
					const reason = describe(error, apiKey);
					append(merged, failAll(batch, reason));
					if (wouldRepeat(error)) stopReason = reason;
				}
			}
			return merged;
		},
	};
}

/**
 * One request (and at most one repair request) for one batch; throws LlmError when a request fails. The key is scrubbed from what the model says.
 * `answered` is called once the model answered the first request (the learned context it carried was used).
 */
async function decideBatch(client: ChatClient, batch: AnnotationInput[], today: string, learnedContext: string, pastDecisions: string, apiKey: string | null, answered: () => void): Promise<DecisionBatch> {
	const document = buildRequestDocument(today, batch);
	const chat = buildChat(buildSystemPrompt(today, learnedContext, pastDecisions), document);
	const reply = await client.complete(chat);
	answered();
	const first = readReply(reply, batch, today, apiKey);
	if (first.kind === "read") return first.batch;
	const repaired = readReply(await client.complete(buildRepairChat(chat, document, reply, first.reason)), batch, today, apiKey);
	if (repaired.kind === "read") return repaired.batch;
	return failAll(batch, asSentence(`The model's reply could not be used, even when asked again: ${repaired.reason}`));
}

/** True when the next batch would fail the same way: no connection, key refused, wrong URL or model, retries used up. */
function wouldRepeat(error: unknown): boolean {
	if (!(error instanceof LlmError)) return false;
	const status = error.status;
	return status === null || status === 401 || status === 403 || status === 404 || isRetryable(status);
}

/** A failure message as a sentence, without the key. */
function describe(error: unknown, apiKey: string | null): string {
	const text = error instanceof LlmError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
	return asSentence(scrubSecret(text, apiKey));
}

function failAll(annotations: readonly AnnotationInput[], message: string): DecisionBatch {
	return { decisions: [], failures: annotations.map((annotation) => ({ id: annotation.id, message })) };
}

/** The batch was not decided because the run was stopped: it stays for the next run. */
function stopAll(annotations: readonly AnnotationInput[]): DecisionBatch {
	return { decisions: [], failures: annotations.map((annotation) => ({ id: annotation.id, message: STOPPED_MESSAGE, stopped: true })) };
}

function append(into: DecisionBatch, from: DecisionBatch): void {
	into.decisions.push(...from.decisions);
	into.failures.push(...from.failures);
}

function uniqueById(annotations: readonly AnnotationInput[]): AnnotationInput[] {
	const byId = new Map<string, AnnotationInput>();
	for (const annotation of annotations) if (!byId.has(annotation.id)) byId.set(annotation.id, annotation);
	return [...byId.values()];
}
