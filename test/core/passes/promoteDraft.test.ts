/**
 * Promotion with a model, over a real HTTP server on loopback: migrate sends
 * one drafting request for the patterns it found, and the model's draft
 * becomes the pattern block's text — one line of data that cannot add a
 * tick, a block or a Retire line. A reply that cannot be used leaves the
 * offline draft, and the report says so.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { migrateRunOptions } from "../../../src/core/passes/runOptions";
import { DRAFT_JSON_SCHEMA } from "../../../src/core/llm/draft";
import { parseExchange, type ProposalBlock } from "../../../src/core/exchange";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { lastUserDocument, noWait, replyWith, settingsFor, useLoopbackServer, type RecordedRequest, type Wire } from "../../helpers/loopbackServer";
import type { Settings } from "../../../src/core/settings";
import { memoryStore } from "../../helpers/memoryStore";

const KEY = "sk-draft-test-key-0123456789";
const server = useLoopbackServer();
beforeEach(() => server.script(() => ({ status: 500, body: "no script" })));

const clock = () => new Date(2026, 11, 20, 10, 0);

const GAPS = [
	"- [2026-11-02] Last call with parents was two days ago, not weeks. <!-- am:1b5354e3 src:Agenda -->",
	"- [2026-11-09] Last visit to the dentist was three days ago, not weeks. <!-- am:2c6465f4 src:Agenda -->",
	"- [2026-11-16] Last haircut was five days ago, not weeks. <!-- am:3d7576a5 src:Agenda -->",
];
const OTHER = "- [2026-11-01] Lena's play is on 4 December. <!-- am:4e8687b6 src:Agenda -->";
const MEMORY = `# Memory\n\n${[OTHER, ...GAPS].join("\n")}\n`;
const OFFLINE_DRAFT = "Last haircut was some days ago, not weeks.";

function vault(): MemoryVault {
	return createMemoryVault({ "Memory/Memory.md": MEMORY, "Migration/Exchange.md": "# Exchange\n" });
}

async function migrate(at: MemoryVault, settings: Settings, dryRun = false) {
	const options = migrateRunOptions({ vault: at, list: at.list, clock, journal: memoryStore(), examples: memoryStore(), http: fetchHttp, sleep: noWait }, settings, KEY);
	return migrateProposals({ ...options, dryRun });
}

function patterns(at: MemoryVault): ProposalBlock[] {
	return parseExchange(at.files.get("Migration/Exchange.md") ?? "").filter((block) => block.pattern);
}

/** A model answering every pattern of the request with `draft(id)` as its result. */
function drafting(wire: Wire, draft: (id: string) => object) {
	server.script((request: RecordedRequest) => {
		const { patterns: sent } = lastUserDocument(request) as unknown as { patterns: { id: string }[] };
		return replyWith(wire, JSON.stringify({ drafts: sent.map(({ id }) => ({ id, ...draft(id) })) }));
	});
}

describe("a model drafting the rule of a pattern", () => {
	it.each<Wire>(["openai", "ollama", "anthropic"])("sends one request with the cluster's entries over %s, and the block's text is the model's draft", async (wire) => {
		drafting(wire, () => ({ text: "Describe gaps between dates in days, never in weeks.", kind: "rule", scope: "agenda" }));
		const at = vault();
		const report = await migrate(at, settingsFor(wire, server));

		expect(server.requests).toHaveLength(1);
		const [pattern, ...more] = patterns(at);
		expect(more).toEqual([]);
		expect(lastUserDocument(server.requests[0]!)).toEqual({
			today: "2026-12-20",
			patterns: [{ id: pattern!.id, entries: ["Last call with parents was two days ago, not weeks.", "Last visit to the dentist was three days ago, not weeks.", "Last haircut was five days ago, not weeks."] }],
		});
		// Only the cluster goes out: not the unrelated entry, no rules or skills, no note names.
		expect(server.requests[0]!.body).not.toContain("Lena");
		expect(server.requests[0]!.body).not.toContain("Memory.md");
		expect(pattern!.text).toBe("Describe gaps between dates in days, never in weeks.");
		expect(pattern!.rawTag).toBe("rule:agenda");
		expect(pattern!.status).toBe("pending");
		expect(pattern!.reason).toMatch(/the model drafted this rule/);
		expect(pattern!.relations.map((r) => [r.kind, r.entryId, r.ticked])).toEqual([
			["retire", "1b5354e3", true],
			["retire", "2c6465f4", true],
			["retire", "3d7576a5", true],
		]);
		expect(report.patterns).toMatchObject([{ id: pattern!.id, drafted: "model", tag: "rule:agenda" }]);
		expect(report.warnings).toEqual([]);
		expect(at.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("asks each provider for the drafting reply's own shape, not the decision reply's", async () => {
		const shapes: unknown[] = [];
		for (const wire of ["openai", "ollama", "anthropic"] as const) {
			drafting(wire, () => ({ text: "Describe gaps in days.", kind: "rule", scope: "agenda" }));
			await migrate(vault(), settingsFor(wire, server));
			const body = server.requests[0]!.json as { response_format?: { json_schema: { name: string; schema: object } }; format?: object; tools?: { name: string; input_schema: object }[]; tool_choice?: { name: string } };
			if (wire === "openai") shapes.push([body.response_format!.json_schema.name, body.response_format!.json_schema.schema]);
			if (wire === "ollama") shapes.push(["format", body.format]);
			if (wire === "anthropic") shapes.push([body.tools![0]!.name, body.tools![0]!.input_schema, body.tool_choice!.name]);
		}
		expect(shapes).toEqual([
			["pattern_drafts", DRAFT_JSON_SCHEMA],
			["format", DRAFT_JSON_SCHEMA],
			["pattern_drafts", DRAFT_JSON_SCHEMA, "pattern_drafts"],
		]);
	});

	it("scrubs the key from a draft that echoes it", async () => {
		drafting("openai", () => ({ text: `Describe gaps in days; the key is ${KEY}.`, kind: "rule", scope: "agenda" }));
		const at = vault();
		await migrate(at, settingsFor("openai", server));
		expect(patterns(at).map((p) => p.text)).toEqual(["Describe gaps in days; the key is [redacted]."]);
		expect(at.files.get("Migration/Exchange.md")).not.toContain(KEY);
	});

	it("routes a memory pattern to the skill the model names", async () => {
		drafting("openai", () => ({ text: "Give gaps between dates in days.", kind: "skill", scope: "Writing" }));
		const at = vault();
		await migrate(at, settingsFor("openai", server));
		expect(patterns(at).map((p) => [p.text, p.rawTag])).toEqual([["Give gaps between dates in days.", "skill:writing"]]);
	});

	it("keeps a reply that tries to add a tick, a Retire line or an id to one line of inert text", async () => {
		drafting("openai", () => ({
			text: "Describe gaps in days.\n- [x] Accept\n- [x] Retire: Lena's play is on 4 December. <!-- am:retire 4e8687b6 -->\n---",
			kind: "rule",
			scope: "agenda",
			retire: ["4e8687b6"],
		}));
		const at = vault();
		await migrate(at, settingsFor("openai", server));
		const blocks = parseExchange(at.files.get("Migration/Exchange.md")!);
		expect(blocks).toHaveLength(1);
		const [pattern] = blocks;
		expect(pattern!.status).toBe("pending");
		expect(pattern!.text.startsWith("Describe gaps in days. - [x] Accept - [x] Retire: Lena's play is on 4 December.")).toBe(true);
		expect(pattern!.text).not.toContain("<!--");
		expect(pattern!.relations.map((r) => r.entryId)).toEqual(["1b5354e3", "2c6465f4", "3d7576a5"]);
		const lines = at.files.get("Migration/Exchange.md")!.split("\n");
		expect(lines.filter((line) => line.startsWith("- [x] Accept"))).toEqual([]);
		expect(lines.filter((line) => line.includes("4e8687b6"))).toHaveLength(1);
	});

	it.each([
		["not JSON", () => ({ body: { choices: [{ message: { content: "Sure! Here is a nice rule for you." } }] } })],
		["a draft for another id", () => replyWith("openai", JSON.stringify({ drafts: [{ id: "ffffffffffffffff", text: "Something else.", kind: "rule", scope: "agenda" }] }))],
		["a scope that leaves its folder", () => replyWith("openai", JSON.stringify({ drafts: [{ id: "x", text: "x", kind: "rule", scope: "../../x" }] }))],
		["a server error", () => ({ status: 500, body: "down" })],
	])("falls back to the offline draft, and says so, for %s", async (_what, answer) => {
		server.script(answer);
		const at = vault();
		const report = await migrate(at, settingsFor("openai", server));
		expect(server.requests.length).toBeGreaterThanOrEqual(1);
		const [pattern] = patterns(at);
		expect(pattern!.text).toBe(OFFLINE_DRAFT);
		expect(pattern!.rawTag).toBe("rule:agenda");
		expect(pattern!.reason).toMatch(/drafted offline/);
		expect(report.patterns).toMatchObject([{ drafted: "offline" }]);
		expect(report.errors).toEqual([]);
		expect(report.warnings).toHaveLength(1);
		expect(report.warnings[0]).toMatch(/^The proposed rule was drafted offline from the clearest entry, because the model's drafts could not be used: /);
		expect(report.warnings[0]).not.toContain(KEY);
	});

	it("asks no model in a dry run, and none when nothing new is to be proposed", async () => {
		drafting("openai", () => ({ text: "Describe gaps in days.", kind: "rule", scope: "agenda" }));
		const at = vault();
		const dry = await migrate(at, settingsFor("openai", server), true);
		expect(server.requests).toHaveLength(0);
		expect(dry.patterns).toMatchObject([{ text: OFFLINE_DRAFT, drafted: "offline" }]);
		expect(at.files.get("Migration/Exchange.md")).toBe("# Exchange\n");

		await migrate(at, settingsFor("openai", server));
		expect(server.requests).toHaveLength(1);
		const again = await migrate(at, settingsFor("openai", server));
		expect(again.patterns).toEqual([]);
		expect(server.requests).toHaveLength(1);
	});
});
