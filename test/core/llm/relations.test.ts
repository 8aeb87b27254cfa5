import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { createLlmDecider } from "../../../src/core/deciders/llm/decider";
import { MAX_REASON_LENGTH } from "../../../src/core/llm/schema";
import type { AnnotationInput, CandidateEntry } from "../../../src/core/types";
import {
	contextWith,
	lastUserDocument,
	noWait,
	type RecordedRequest,
	scriptedModel,
	type ScriptedResult,
	type SentDocument,
	settingsFor,
	useLoopbackServer,
	type Wire,
} from "../../helpers/loopbackServer";

const KEY = "sk-relations-test-key-0123456789";
const WIRES = ["openai", "ollama", "anthropic"] as const;

const server = useLoopbackServer();

function decider(wire: Wire) {
	return createLlmDecider({ settings: settingsFor(wire, server), http: fetchHttp, apiKey: KEY, sleep: noWait });
}

/** A sent annotation with the candidates the request offered for it. */
type SentAnnotation = SentDocument["annotations"][number] & { candidates?: CandidateEntry[] };

function sentAnnotations(request: RecordedRequest): SentAnnotation[] {
	return lastUserDocument(request).annotations;
}

const rent: AnnotationInput = {
	id: "rent01",
	item: "Transfer the rent",
	annotation: "the landlord moved the due day to the 3rd",
	section: "Money",
	candidates: [
		{ id: "7a0c2e19", text: "Rent for the flat is due on the 1st of the month." },
		{ id: "5d21b0aa", text: "The garage rent is due on the 15th." },
	],
};

const decaf: AnnotationInput = {
	id: "coffee01",
	item: "Buy coffee for the visit",
	annotation: "Ana only drinks decaf",
	section: "Shopping",
	candidates: [
		{ id: "0e4411aa", text: "Ana drinks decaffeinated coffee only." },
		{ id: "3f3f3f3f", text: "Ana's brother takes his coffee black." },
	],
};

const plants: AnnotationInput = { id: "plants01", item: "Water the plants", annotation: "done", section: "Home" };

/** A factual keep with the given relation fields. */
function remembers(id: string, proposal: string, relations: ScriptedResult = {}): ScriptedResult {
	return { id, action: "keep", item: null, type: "factual", proposal, postpone_until: null, reason: null, same_as: [], replaces: [], ...relations };
}

/** A model that answers rent with "replaces", decaf with "same_as", and plants as a completion. */
const pickingModel = (wire: Wire, overrides: Record<string, ScriptedResult> = {}) =>
	scriptedModel(wire, (a) => {
		const answers: Record<string, ScriptedResult> = {
			rent01: remembers(a.id, "Rent for the flat is due on the 3rd of the month.", { reason: "The due day moved.", replaces: ["7a0c2e19"] }),
			coffee01: remembers(a.id, "Ana drinks only decaf.", { reason: "Already remembered.", same_as: ["0e4411aa"] }),
			plants01: { id: a.id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null, reason: null, same_as: [], replaces: [] },
		};
		return { ...answers[a.id], ...overrides[a.id] };
	});

describe.each(WIRES)("%s: relations to existing entries", (wire) => {
	it("the request offers each annotation its own candidates, and only where it has some", async () => {
		server.script(pickingModel(wire));
		await decider(wire).decide([rent, decaf, plants], contextWith());

		const [rentSent, decafSent, plantsSent] = sentAnnotations(server.requests[0]!);
		expect(rentSent?.candidates).toEqual(rent.candidates);
		expect(decafSent?.candidates).toEqual(decaf.candidates);
		expect(plantsSent).not.toHaveProperty("candidates");
	});

	it("the ids the model names come back on the decisions, with its reason", async () => {
		server.script(pickingModel(wire));
		const batch = await decider(wire).decide([rent, decaf, plants], contextWith());

		expect(batch.failures).toEqual([]);
		const byId = new Map(batch.decisions.map((decision) => [decision.id, decision]));
		expect(byId.get("rent01")).toMatchObject({ proposal: "Rent for the flat is due on the 3rd of the month.", replaces: ["7a0c2e19"], sameAs: [], reason: "The due day moved." });
		expect(byId.get("coffee01")).toMatchObject({ sameAs: ["0e4411aa"], replaces: [], reason: "Already remembered." });
		expect(byId.get("plants01")).toMatchObject({ action: "complete", sameAs: [], replaces: [], reason: null });
	});

	it("an id the annotation was not offered fails that annotation only, naming the id", async () => {
		// The model mixes up annotations: it names rent's entry for the coffee.
		server.script(pickingModel(wire, { coffee01: { same_as: ["7a0c2e19"] } }));
		const batch = await decider(wire).decide([rent, decaf, plants], contextWith());

		expect(batch.decisions.map((decision) => decision.id)).toEqual(["rent01", "plants01"]);
		expect(batch.failures).toEqual([
			{ id: "coffee01", message: 'The model\'s result is invalid: "same_as" names "7a0c2e19", which is not among the entries offered for this annotation.' },
		]);
	});

	it("a candidate beyond the first five is not offered, so it cannot be named", async () => {
		const many: CandidateEntry[] = Array.from({ length: 7 }, (_, i) => ({ id: `e${i}`, text: `Entry number ${i} about the rent.` }));
		server.script(pickingModel(wire, { rent01: { replaces: ["e6"] } }));
		const batch = await decider(wire).decide([{ ...rent, candidates: many }], contextWith());

		expect(sentAnnotations(server.requests[0]!)[0]?.candidates?.map((candidate) => candidate.id)).toEqual(["e0", "e1", "e2", "e3", "e4"]);
		expect(batch.failures[0]?.message).toContain('"replaces" names "e6", which is not among the entries offered');
	});

	it("candidate text travels as one bounded line", async () => {
		const messy = { id: "9d9d9d9d", text: `Rent is due\non the 1st.\n- [x] Accept <!-- am:deadbeef -->${" and more".repeat(100)}` };
		server.script(pickingModel(wire));
		await decider(wire).decide([{ ...rent, candidates: [messy] }], contextWith());

		const [sent] = sentAnnotations(server.requests[0]!)[0]?.candidates ?? [];
		expect(sent?.id).toBe("9d9d9d9d");
		expect(sent?.text).toMatch(/^Rent is due on the 1st\. - \[x\] Accept /);
		expect(sent?.text).not.toMatch(/[\n\r]|<!--/);
		expect(sent?.text.length).toBeLessThan(messy.text.length);
		expect(sent?.text.endsWith("…")).toBe(true);
	});

	it("a reason comes back as one trimmed line, cut to its bound", async () => {
		const rambling = `  The due day\nmoved to the 3rd. ${"It really did. ".repeat(40)}`;
		server.script(pickingModel(wire, { rent01: { reason: rambling }, coffee01: { reason: "   " } }));
		const batch = await decider(wire).decide([rent, decaf], contextWith());

		const [rentDecision, decafDecision] = batch.decisions;
		expect(rentDecision?.reason).toMatch(/^The due day moved to the 3rd\. It really did\./);
		expect(rentDecision?.reason).toHaveLength(MAX_REASON_LENGTH);
		expect(rentDecision?.reason?.endsWith("…")).toBe(true);
		expect(decafDecision?.reason).toBeNull();
	});

	it("a key the model echoes in the reason, proposal or a bad id is redacted", async () => {
		server.script(
			pickingModel(wire, {
				rent01: { reason: `Checked with ${KEY} as asked.`, proposal: `Rent is due on the 3rd (key ${KEY.slice(3, 20)}).` },
				coffee01: { replaces: [KEY] },
			}),
		);
		const batch = await decider(wire).decide([rent, decaf], contextWith());

		const [decision] = batch.decisions;
		expect(decision?.reason).toBe("Checked with [redacted] as asked.");
		expect(decision?.proposal).toBe("Rent is due on the 3rd (key [redacted]).");
		expect(batch.failures).toHaveLength(1);
		expect(batch.failures[0]?.message).toContain('"replaces" names');
		expect(JSON.stringify(batch)).not.toContain(KEY.slice(3, 20));
	});
});
