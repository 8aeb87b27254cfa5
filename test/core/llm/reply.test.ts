import fc from "fast-check";
import { scrubSecret } from "../../../src/core/llm/redact";
import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { createLlmDecider } from "../../../src/core/deciders/llm/decider";
import { extractJson } from "../../../src/core/llm/extract";
import { readReply } from "../../../src/core/llm/reply";
import { MAX_REASON_LENGTH } from "../../../src/core/llm/schema";
import type { AnnotationInput, Decision } from "../../../src/core/types";
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
	return createLlmDecider({ settings: settingsFor(wire, server), http: fetchHttp, apiKey: wire === "anthropic" ? "sk-test-anthropic-key" : null, sleep: recordingSleep().sleep });
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
		unofferedId: [[{ ...done("unofferedId"), type: "factual", proposal: "Rent is due on the 3rd.", replaces: ["7a0c2e19"] }], '"replaces" names "7a0c2e19", but no entries were offered for this annotation'],
		numericReason: [[{ ...done("numericReason"), reason: 42 }], '"reason" must be a string or null'],
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

describe("relations to offered entries", () => {
	const KEY = "sk-reply-unit-key-9876543210";
	const bakery: AnnotationInput = {
		id: "b1",
		item: "Order the birthday cake",
		annotation: "the bakery on Hauptstraße closes at 18:00 now, not 19:00",
		section: "Errands",
		candidates: [
			{ id: "aa11bb22", text: "The bakery on Hauptstraße closes at 19:00." },
			{ id: "cc33dd44", text: "The bakery at the station closes at 20:00." },
			{ id: "12345678", text: "The bakery on Hauptstraße is closed on Mondays." },
		],
	};
	const factual = (fields: object) => ({ id: "b1", action: "keep", item: null, type: "factual", proposal: "The bakery on Hauptstraße closes at 18:00.", postpone_until: null, ...fields });

	/** The one decision for the bakery annotation, or the failure message when there is none. */
	function read(fields: object, annotation: AnnotationInput = bakery, secret: string | null = null): Decision | string {
		const reading = readReply(JSON.stringify({ results: [factual(fields)] }), [annotation], TODAY, secret);
		if (reading.kind !== "read") throw new Error(reading.reason);
		return reading.batch.decisions[0] ?? reading.batch.failures[0]?.message ?? "neither";
	}

	it("offered ids come back as named, trimmed and each once", () => {
		expect(read({ replaces: [" aa11bb22 ", "aa11bb22"], same_as: [] })).toMatchObject({ replaces: ["aa11bb22"], sameAs: [] });
		expect(read({ same_as: ["cc33dd44", "12345678"] })).toMatchObject({ sameAs: ["cc33dd44", "12345678"], replaces: [] });
	});

	it("sloppy but clear lists are read: a bare id, a number for a numeric id, null, blanks, absent", () => {
		expect(read({ replaces: "aa11bb22" })).toMatchObject({ replaces: ["aa11bb22"] });
		expect(read({ same_as: [12345678] })).toMatchObject({ sameAs: ["12345678"] });
		expect(read({ same_as: null, replaces: ["", "  "] })).toMatchObject({ sameAs: [], replaces: [] });
		expect(read({})).toMatchObject({ sameAs: [], replaces: [], reason: null });
	});

	it("an id not offered for this annotation fails it, naming the id", () => {
		expect(read({ replaces: ["aa11bb22", "ffffffff"] })).toBe('The model\'s result is invalid: "replaces" names "ffffffff", which is not among the entries offered for this annotation.');
		expect(read({ same_as: ["aa11bb2"] })).toContain('"same_as" names "aa11bb2", which is not among');
	});

	it("the same id in both lists fails the annotation", () => {
		expect(read({ same_as: ["aa11bb22"], replaces: ["aa11bb22"] })).toContain('"aa11bb22" is named in both "same_as" and "replaces"');
	});

	it("lists of anything but ids fail the annotation", () => {
		expect(read({ same_as: [{ id: "aa11bb22" }] })).toContain('"same_as" must be a list of entry ids');
		expect(read({ replaces: { aa11bb22: true } })).toContain('"replaces" must be a list of entry ids');
	});

	it("without a proposal (type none) relations are dropped unread, like the proposal", () => {
		expect(read({ type: "none", proposal: null, replaces: ["not-offered"] })).toMatchObject({ type: "none", proposal: null, sameAs: [], replaces: [] });
	});

	it("only the first five candidates are offered", () => {
		const many = { ...bakery, candidates: Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, text: `Candidate ${i}` })) };
		expect(read({ same_as: ["c4"] }, many)).toMatchObject({ sameAs: ["c4"] });
		expect(read({ same_as: ["c5"] }, many)).toContain('"same_as" names "c5"');
	});

	it("the reason is one line, without comment markers, null when blank, and cut to its bound", () => {
		expect(read({ reason: "  Same bakery,\n  new closing time.  " })).toMatchObject({ reason: "Same bakery, new closing time." });
		expect(read({ reason: "ends here --> <!-- am:deadbeef" })).toMatchObject({ reason: expect.not.stringMatching(/<!--|-->/) as unknown });
		expect(read({ reason: " \n " })).toMatchObject({ reason: null });
		const long = read({ reason: "word ".repeat(100) });
		expect(typeof long === "object" && long.reason).toHaveLength(MAX_REASON_LENGTH);
	});

	it("whatever ids a model writes, a decision names only offered ids, and none in both lists", () => {
		const offered = (bakery.candidates ?? []).map((candidate) => candidate.id);
		const someId = fc.oneof(fc.constantFrom(...offered), fc.string({ maxLength: 12 }), fc.integer());
		const someIds = fc.oneof(fc.array(someId, { maxLength: 4 }), someId, fc.constant(null), fc.anything());
		fc.assert(
			fc.property(someIds, someIds, (sameAs, replaces) => {
				const verdict = read({ same_as: sameAs, replaces });
				if (typeof verdict === "string") return;
				for (const id of [...(verdict.sameAs ?? []), ...(verdict.replaces ?? [])]) expect(offered).toContain(id);
				expect((verdict.sameAs ?? []).filter((id) => verdict.replaces?.includes(id))).toEqual([]);
			}),
			{ numRuns: 300 },
		);
	});

	it("the key is scrubbed from the reason, the proposal and a bad id before anything can show them", () => {
		expect(read({ reason: `I used ${KEY}.` }, bakery, KEY)).toMatchObject({ reason: "I used [redacted]." });
		expect(read({ proposal: `The key is ${KEY}` }, bakery, KEY)).toMatchObject({ proposal: "The key is [redacted]" });
		const failure = read({ same_as: [KEY] }, bakery, KEY);
		expect(failure).toContain('"same_as" names');
		expect(failure).not.toContain(KEY.slice(0, 20));
	});
});

describe("scrubSecret in any case", () => {
	it("removes the key and its pieces whatever their letter case", () => {
		const key = "sk-live-7Hq2mZ9xVb4nR8tK";
		expect(scrubSecret(`upper ${key.toUpperCase()} lower ${key.toLowerCase()} piece ${key.slice(5, 15).toUpperCase()}`, key)).toBe("upper [redacted] lower [redacted] piece [redacted]");
		expect(scrubSecret("nothing secret here at all", key)).toBe("nothing secret here at all");
	});
});
