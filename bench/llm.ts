import { createLlmDecider } from "../src/core/deciders/llm/decider";
import { prepareLearnedContext, renderLearnedContext } from "../src/core/memory/learned";
import { DEFAULT_SETTINGS } from "../src/core/settings";
import type { HttpPort } from "../src/core/ports";
import type { AnnotationInput, LearnedContext } from "../src/core/types";
import { verdict } from "./verdict";
import { annotationInput, decision, onTheWire } from "../test/helpers/decisions";

const topics = ["parents", "dentist", "bank", "landlord", "school", "insurance", "car", "garden", "taxes", "holiday"];

function memory(count: number): LearnedContext {
	const entries = Array.from({ length: count }, (_, i) => `Fact ${i}: the ${topics[i % topics.length]} appointment ${i} moved to day ${(i % 28) + 1}.`);
	return { rules: [{ path: "Rules/agenda.md", entries: ["Never put medical appointments in the agenda."] }], skills: [{ path: "Skills/agenda.md", entries: ["Cashflow: at most 3 lines, as a table."] }], memory: [{ path: "Memory/Memory.md", entries }] };
}

function annotations(count: number): AnnotationInput[] {
	return Array.from({ length: count }, (_, i) => annotationInput({ id: `a${i}`, item: `Call the ${topics[i % topics.length]} about item ${i}`, annotation: "that's wrong — I called them two days ago", section: "Family" }));
}

/** Sends one process batch through a recording HTTP port and returns the request bodies. */
async function requests(learned: LearnedContext, batch: AnnotationInput[]): Promise<string[]> {
	const bodies: string[] = [];
	const http: HttpPort = (request) => {
		bodies.push(request.body ?? "");
		const document = JSON.parse((JSON.parse(request.body ?? "{}") as { messages: { content: string }[] }).messages.at(-1)!.content) as { annotations: { id: string }[] };
		const results = document.annotations.map((a) => onTheWire(decision({ id: a.id })));
		return Promise.resolve({ status: 200, headers: {}, text: JSON.stringify({ choices: [{ message: { content: JSON.stringify({ results }) } }] }) });
	};
	const decider = createLlmDecider({ settings: { ...DEFAULT_SETTINGS, provider: "openai", baseUrl: "http://127.0.0.1:9/v1", model: "bench" }, http, apiKey: null, sleep: () => Promise.resolve() });
	await decider.decide(batch, { today: "2026-11-22", learned: () => Promise.resolve(learned) });
	return bodies;
}

/** Request size against memory size, and request count against batch size. */
export async function llmBench(): Promise<void> {
	console.log("LLM request (OpenAI-compatible wire, 8 annotations)");
	const sizes = new Map<number, number>();
	for (const count of [10, 1_000, 10_000]) {
		const [body] = await requests(memory(count), annotations(8));
		sizes.set(count, body!.length);
		console.log(`  ${String(count).padStart(6)} memory entries: ${body!.length} bytes`);
	}
	console.log(verdict("  request 10,000 / 1,000 entries", sizes.get(10_000)! / sizes.get(1_000)!, 1.15));
	console.log(verdict("  request with 10,000 entries, KiB", sizes.get(10_000)! / 1024, 32));
	let indexMs = Infinity;
	for (let run = 0; run < 3; run++) {
		const started = performance.now();
		renderLearnedContext(prepareLearnedContext(memory(10_000)), annotations(8), 12_000);
		indexMs = Math.min(indexMs, performance.now() - started);
	}
	console.log(verdict("  index 10,000 memory entries and render a batch's context, ms", indexMs, 1500));
	for (const count of [1, 20, 50]) {
		const bodies = await requests(memory(10), annotations(count));
		console.log(`  ${String(count).padStart(3)} annotations: ${bodies.length} request(s) of batch size ${DEFAULT_SETTINGS.batchSize}`);
	}
}
