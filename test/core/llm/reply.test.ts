import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { createLlmDecider } from "../../../src/core/llm/decider";
import { extractJson } from "../../../src/core/llm/extract";
import { readReply } from "../../../src/core/llm/reply";
import {
	annotations,
	contextWith,
	lastUserDocument,
	messagesOf,
	recordingSleep,
	replyWith,
	settingsFor,
	useLoopbackServer,
	TODAY,
	type Wire,
	noWait,
} from "../../helpers/loopbackServer";

const server = useLoopbackServer();

function decider(wire: Wire) {
	return createLlmDecider({ settings: settingsFor(wire, server), http: fetchHttp, apiKey: null, sleep: recordingSleep().sleep });
}

/** What an LLM decision carries when the model gives no reason and names no entry. */
const noRelations = { reason: null, sameAs: [], replaces: [] };

const done = (id: string) => ({ id, action: "complete", item: null, type: "none", proposal: null, postpone_until: null });

describe("JSON is found in the reply text", () => {
	const results = { results: [done("a0")] };
	it.each([
		["plain", JSON.stringify(results)],
		["in a ```json fence", "```json\n" + JSON.stringify(results, null, 2) + "\n```"],
		["in a bare fence after prose", "Sure! Here are the results:\n```\n" + JSON.stringify(results) + "\n```\nLet me know."],
		["wrapped in prose", "Sure {not json}. The answer is " + JSON.stringify(results) + " — hope that helps {really}."],
	])("%s", async (_, text) => {
		server.script(() => replyWith("openai", text));
		const batch = await decider("openai").decide(annotations(1), contextWith());
		expect(batch).toEqual({ decisions: [{ id: "a0", action: "complete", type: "none", item: null, proposal: null, postponeUntil: null, ...noRelations }], failures: [] });
		expect(server.requests).toHaveLength(1);
	});

	it("braces inside strings do not confuse the scan", () => {
		expect(extractJson('Result: {"results":[{"id":"a}0","x":"{"}]} end')).toEqual({ results: [{ id: "a}0", x: "{" }] });
	});

	it("nothing JSON gives undefined", () => {
		expect(extractJson("I cannot help with that.")).toBeUndefined();
		expect(extractJson('{"results": [')).toBeUndefined();
	});

	it("a bare array is taken as the results", () => {
		const reading = readReply(JSON.stringify([done("a0")]), annotations(1), TODAY);
		expect(reading.kind === "read" && reading.batch.decisions).toHaveLength(1);
	});
});

describe("each fault fails only its annotation", () => {
	const long = (n: number) => "x".repeat(n);
	/** id → [result(s) the model sends, expected fragment of the failure message]. */
	const faults: Record<string, [object[], string]> = {
		missing: [[], "no result for this annotation (it answered for unknown id \"nobody\")"],
		duplicate: [[done("duplicate"), done("duplicate")], "2 results for this annotation"],
		badAction: [[{ ...done("badAction"), action: "delete" }], '"action" must be one of rewrite, complete, postpone, keep, not "delete"'],
		badType: [[{ ...done("badType"), type: "memory" }], '"type" must be one of factual, behavioral, preference, none, not "memory"'],
		noAction: [[{ id: "noAction", type: "none" }], '"action" is missing'],
		numericItem: [[{ ...done("numericItem"), action: "rewrite", item: 42 }], '"item" must be a string or null'],
		emptyRewrite: [[{ ...done("emptyRewrite"), action: "rewrite", item: "  " }], 'a rewrite needs the new item text, but "item" is empty'],
		absentRewrite: [[{ id: "absentRewrite", action: "rewrite", type: "none" }], 'a rewrite needs the new item text'],
		longItem: [[{ ...done("longItem"), action: "rewrite", item: long(501) }], "the rewritten item has 501 characters; at most 500"],
		longProposal: [[{ ...done("longProposal"), type: "factual", proposal: long(1001) }], "the proposal has 1001 characters; at most 1000"],
		emptyProposal: [[{ ...done("emptyProposal"), type: "preference", proposal: "" }], 'type "preference" needs a proposal'],
		badDate: [[{ ...done("badDate"), action: "postpone", postpone_until: "2026-02-30" }], '"postpone_until" must be a date written YYYY-MM-DD, not "2026-02-30"'],
		wordDate: [[{ ...done("wordDate"), action: "postpone", postpone_until: "next week" }], 'not "next week"'],
		pastDate: [[{ ...done("pastDate"), action: "postpone", postpone_until: "2026-04-01" }], '"postpone_until" 2026-04-01 is before today (2026-04-08)'],
	};
	const valid = [
		{ id: "good1", action: "Rewrite ", item: "Call parents on Sunday", type: "FACTUAL", proposal: "The user calls their parents on Sundays.", postpone_until: null },
		{ id: "good2", action: "postpone", item: null, type: "none", proposal: null, postpone_until: "2026-04-20T09:00:00Z" },
	];

	it("in one reply, through the server", async () => {
		const ids = [...Object.keys(faults), "good1", "good2"];
		const inputs = ids.map((id) => ({ id, item: `Item ${id}`, annotation: `Note ${id}`, section: "" }));
		const sent = [...Object.values(faults).flatMap(([results]) => results), ...valid, done("nobody")];
		server.script(() => replyWith("ollama", JSON.stringify({ results: sent })));

		const batch = await createLlmDecider({
			settings: settingsFor("ollama", server, { batchSize: 50 }),
			http: fetchHttp,
			apiKey: null,
			sleep: noWait,
		}).decide(inputs, contextWith());

		expect(server.requests).toHaveLength(1);
		expect(batch.decisions).toEqual([
			{ id: "good1", action: "rewrite", type: "factual", item: "Call parents on Sunday", proposal: "The user calls their parents on Sundays.", postponeUntil: null, ...noRelations },
			{ id: "good2", action: "postpone", type: "none", item: null, proposal: null, postponeUntil: "2026-04-20", ...noRelations },
		]);
		expect(batch.failures.map((failure) => failure.id)).toEqual(Object.keys(faults));
		for (const failure of batch.failures) {
			expect(failure.message).toContain(faults[failure.id]?.[1]);
			expect(failure.message).toMatch(/^The model/);
			expect(failure.message).toMatch(/\.$/);
		}
	});
});

describe("one repair request for unreadable replies", () => {
	it("sends the bad text back and uses the repaired reply", async () => {
		server.script((request, index) => {
			if (index === 0) return replyWith("openai", "Sorry, I'd rather chat about the weather.");
			const results = lastUserDocument(request).annotations.map((a) => done(a.id));
			return replyWith("openai", JSON.stringify({ results }));
		});
		const batch = await decider("openai").decide(annotations(2), contextWith());

		expect(batch.failures).toEqual([]);
		expect(batch.decisions).toHaveLength(2);
		expect(server.requests).toHaveLength(2);
		const repair = server.requests[1]!;
		const messages = messagesOf(repair);
		expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
		expect(messages[2]?.content).toBe("Sorry, I'd rather chat about the weather.");
		const document = lastUserDocument(repair);
		expect(document.repair).toContain("only the JSON object");
		expect(document.annotations.map((a) => a.id)).toEqual(["a0", "a1"]);
	});

	it("works the same over Anthropic (alternating turns)", async () => {
		server.script((request, index) => {
			if (index === 0) return replyWith("anthropic", "no json here");
			const results = lastUserDocument(request).annotations.map((a) => done(a.id));
			return replyWith("anthropic", JSON.stringify({ results }));
		});
		const batch = await decider("anthropic").decide(annotations(1), contextWith());
		expect(batch.decisions).toHaveLength(1);
		expect(messagesOf(server.requests[1]!).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
	});

	it("fails the whole batch when the repaired reply is still unreadable", async () => {
		server.script(() => replyWith("ollama", "still not JSON"));
		const batch = await decider("ollama").decide(annotations(3), contextWith());
		expect(server.requests).toHaveLength(2);
		expect(batch.decisions).toEqual([]);
		expect(batch.failures).toEqual(
			["a0", "a1", "a2"].map((id) => ({ id, message: "The model's reply could not be used, even when asked again: the reply contains no JSON object." })),
		);
	});

	it("JSON without a results list also gets the repair request", async () => {
		server.script((request, index) => {
			if (index === 0) return replyWith("openai", JSON.stringify({ answer: "done" }));
			return replyWith("openai", JSON.stringify({ results: lastUserDocument(request).annotations.map((a) => done(a.id)) }));
		});
		const batch = await decider("openai").decide(annotations(1), contextWith());
		expect(batch.decisions).toHaveLength(1);
		expect(lastUserDocument(server.requests[1]!).repair).toContain('has no "results" list');
	});
});
