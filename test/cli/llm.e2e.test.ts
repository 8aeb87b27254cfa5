import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { runCli } from "../../src/cli/run";
import { parseExchange } from "../../src/core/exchange";
import { learns, onTheWire, postpones, rewrites } from "../helpers/decisions";
import { messagesOf, scriptedModel, useLoopbackServer, type Wire } from "../helpers/loopbackServer";
import type { Decision } from "../../src/core/types";
import { cliEnvironment } from "../helpers/cliEnvironment";

const KEY = "sk-test-Zq8vKx3mW9pL2rT7";
const server = useLoopbackServer();
let scratch: string;

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-llm-e2e-"));
});
afterAll(async () => {
	await fs.rm(scratch, { recursive: true, force: true });
});
beforeEach(() => server.script(() => ({ status: 500, body: "no script" })));

const agenda = [
	"# Week\r",
	"  - [ ] Call parents (last call weeks ago)  \r",
	"  > that's wrong — I called them two days ago\r",
	"- [ ] Dentist on Tuesday 🦷\r",
	"> never put medical appointments here\r",
	"- [ ] Cashflow summary\r",
	"> should be 3 lines, as a table\r",
	"- [ ] Renew passport\r",
	"> next month, on the 15th\r",
	"",
].join("\n");

/** What the scripted model decides for each annotation of the agenda, by the annotation's text. */
const decisions: Record<string, (id: string) => Decision> = {
	"that's wrong — I called them two days ago": (id) => rewrites(id, "Call parents (called two days ago)", { type: "factual", proposal: "The last call with the parents was two days ago." }),
	"never put medical appointments here": (id) => learns(id, "behavioral", "Never put medical appointments in the agenda."),
	"should be 3 lines, as a table": (id) => learns(id, "preference", "The cashflow summary is at most 3 lines, as a table."),
	"next month, on the 15th": (id) => postpones(id, "2026-12-15"),
};

/** The scripted model's reply entry for one annotation of the agenda. */
function decided(annotation: { id: string; annotation: string }) {
	const decide = decisions[annotation.annotation];
	if (decide === undefined) throw new Error(`no scripted decision for "${annotation.annotation}"`);
	return onTheWire(decide(annotation.id));
}

async function vaultWith(files: Record<string, string>): Promise<string> {
	const dir = await fs.mkdtemp(nodePath.join(scratch, "vault-"));
	for (const [path, text] of Object.entries(files)) {
		await fs.mkdir(nodePath.dirname(nodePath.join(dir, path)), { recursive: true });
		await fs.writeFile(nodePath.join(dir, path), text);
	}
	return dir;
}

const io = () => cliEnvironment({ env: { ANNOTATION_MEMORY_API_KEY: KEY } });

const flags = (wire: Wire) => ["--provider", wire, "--base-url", wire === "openai" ? `${server.baseUrl}/v1` : server.baseUrl, "--model", "test-model"];
const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8");

describe.each<Wire>(["openai", "ollama", "anthropic"])("the whole loop over %s on loopback", (wire) => {
	it("rewrites byte-exact, tags proposals, and the next request carries what was learned", async () => {
		const vault = await vaultWith({ "Agenda.md": agenda });
		server.script(scriptedModel(wire, decided));
		const processed = io();
		expect(await runCli(["process", "--vault", vault, ...flags(wire)], processed)).toBe(0);
		expect(server.requests).toHaveLength(1);
		expect(await read(vault, "Agenda.md")).toBe(
			["# Week\r", "  - [ ] Call parents (called two days ago)  \r", "- [ ] Dentist on Tuesday 🦷\r", "- [ ] Cashflow summary\r", "- [ ] Renew passport ⏳ 2026-12-15\r", ""].join("\n"),
		);
		const exchange = await read(vault, "Migration/Exchange.md");
		expect(parseExchange(exchange).map((b) => [b.text, b.rawTag])).toEqual([
			["The last call with the parents was two days ago.", "user"],
			["Never put medical appointments in the agenda.", "rule:agenda"],
			["The cashflow summary is at most 3 lines, as a table.", "skill"],
		]);

		await fs.writeFile(nodePath.join(vault, "Migration/Exchange.md"), exchange.replace(/- \[ \] Accept/g, "- [x] Accept"));
		expect(await runCli(["migrate", "--vault", vault], io())).toBe(0);

		await fs.appendFile(nodePath.join(vault, "Agenda.md"), "- [ ] Call parents again\r\n> they prefer calls after 18:00\r\n");
		server.script(scriptedModel(wire, (a) => onTheWire(learns(a.id, "factual", "Parents prefer calls after 18:00."))));
		expect(await runCli(["process", "--vault", vault, ...flags(wire)], io())).toBe(0);
		const prompt = JSON.stringify(server.requests[0]!.json);
		expect(prompt).toContain("Never put medical appointments in the agenda.");
		expect(prompt).toContain("The cashflow summary is at most 3 lines, as a table.");
		expect(prompt).toContain("The last call with the parents was two days ago.");
		expect(prompt).not.toContain(KEY);
		expect(JSON.stringify(messagesOf(server.requests[0]!))).toContain("they prefer calls after 18:00");
	});

	it("offers similar entries, pre-ticks the model's relation picks, and refuses an id it was not offered", async () => {
		const memory = "# Memory\n\n- [2026-10-01] Rent is 950 euros a month. <!-- am:22222222 -->\n- [2026-10-01] The bins go out on Thursday evening. <!-- am:33333333 -->\n";
		const vault = await vaultWith({ "Agenda.md": "- [ ] Pay rent\n> it went up to 1,020 euros\n- [ ] Bins\n> they go out on Thursday evenings\n", "Memory/Memory.md": memory });
		server.script(
			scriptedModel(wire, (a) => {
				const offered = (a as { candidates?: { id: string }[] }).candidates?.map((candidate) => candidate.id) ?? [];
				if (a.annotation.startsWith("it went up")) {
					expect(offered).toContain("22222222");
					return { ...onTheWire(learns(a.id, "factual", "Rent is 1,020 euros a month.")), reason: "The rent changed.", same_as: [], replaces: ["22222222"] };
				}
				return { ...onTheWire(learns(a.id, "factual", "The bins go out on Thursday evening.")), reason: null, same_as: ["99999999"], replaces: [] };
			}),
		);
		const processed = io();
		expect(await runCli(["process", "--vault", vault, ...flags(wire)], processed)).toBe(1);
		expect(processed.err).toContain("99999999");
		const [block, ...others] = parseExchange(await read(vault, "Migration/Exchange.md"));
		expect(others).toEqual([]);
		expect(block!.relations.map(({ kind, entryId, ticked }) => [kind, entryId, ticked])).toEqual([["replaces", "22222222", true]]);
		expect(block!.reason).toBe("The rent changed.");
		// The refused annotation stays in the agenda for the next run; the accepted one was applied.
		expect(await read(vault, "Agenda.md")).toBe("- [ ] Pay rent\n- [ ] Bins\n> they go out on Thursday evenings\n");
		expect(await read(vault, "Memory/Memory.md")).toBe(memory);
	});

	it("keeps every save the user makes while the model decides: changed or deleted annotations get no proposal and no edit", async () => {
		const start = "- [ ] Call parents\n> I called them two days ago\n- [ ] Pay rent\n> rent is 1,020 euros now\n- [ ] Book flights\n> the trip is in May\n";
		const vault = await vaultWith({ "Agenda.md": start, "Memory/Memory.md": "# Memory\n\n- [2026-10-01] The boiler was serviced in October. <!-- am:22222222 -->\n" });
		const answer = scriptedModel(wire, (a) => onTheWire(learns(a.id, "factual", `Learned: ${a.annotation}`)));
		server.script(async (request, index) => {
			// While the model "thinks", the user edits one item, deletes another annotation and adds to memory.
			const edited = start.replace("- [ ] Call parents", "- [ ] Call parents tonight").replace("> the trip is in May\n", "");
			await fs.writeFile(nodePath.join(vault, "Agenda.md"), edited);
			await fs.appendFile(nodePath.join(vault, "Memory/Memory.md"), "- my own line\n");
			return answer(request, index);
		});
		const processed = io();
		await runCli(["process", "--vault", vault, ...flags(wire)], processed);
		expect(await read(vault, "Agenda.md")).toBe("- [ ] Call parents tonight\n> I called them two days ago\n- [ ] Pay rent\n- [ ] Book flights\n");
		expect(await read(vault, "Memory/Memory.md")).toContain("- my own line\n");
		const proposals = parseExchange(await read(vault, "Migration/Exchange.md")).map((block) => block.text);
		expect(proposals).toEqual(["Learned: rent is 1,020 euros now"]);
		// The next run decides the edited item once, as a new annotation.
		server.script(answer);
		await runCli(["process", "--vault", vault, ...flags(wire)], io());
		expect(parseExchange(await read(vault, "Migration/Exchange.md")).map((block) => block.text)).toEqual(["Learned: rent is 1,020 euros now", "Learned: I called them two days ago"]);
	});

	it("never lets the key through, echoed by the model in any case or in pieces, into output, notes or the journal", async () => {
		const vault = await vaultWith({ "Agenda.md": "- [ ] Call parents\n> I called them two days ago\n- [ ] Pay rent\n> later\n- [ ] Dentist\n> wrong\n" });
		const upper = KEY.toUpperCase();
		const pieces = `${KEY.slice(0, 10)} ${KEY.slice(10)}`;
		server.script(
			scriptedModel(wire, (a) => {
				if (a.annotation.startsWith("I called")) return { ...onTheWire(rewrites(a.id, `Call parents ${upper}`, { type: "factual", proposal: `The key is ${pieces}.` })), reason: `Because ${KEY.toLowerCase()}` };
				if (a.annotation === "later") return { ...onTheWire(postpones(a.id, null)), postpone_until: KEY };
				return { ...onTheWire(learns(upper, "factual", "x")) };
			}),
		);
		const human = io();
		const json = io();
		await runCli(["process", "--vault", vault, "--dry-run", ...flags(wire)], human);
		await runCli(["process", "--vault", vault, "--json", ...flags(wire)], json);
		const files = await Promise.all(["Agenda.md", "Migration/Exchange.md", ".obsidian/plugins/annotation-memory/journal.jsonl"].map((path) => read(vault, path).catch(() => "")));
		const everything = [human.out, human.err, json.out, json.err, ...files].join("\n").toLowerCase();
		for (let i = 0; i + 8 <= KEY.length; i++) expect(everything).not.toContain(KEY.slice(i, i + 8).toLowerCase());
		expect(files[1]).toContain("[redacted]");
	});

	it("a failing server edits no note, writes no proposal, exits 1 and names the provider", async () => {
		const vault = await vaultWith({ "Agenda.md": agenda });
		server.script(() => ({ status: 503, body: `upstream down for key ${KEY}` }));
		const failed = io();
		expect(await runCli(["process", "--vault", vault, ...flags(wire)], failed)).toBe(1);
		expect(await read(vault, "Agenda.md")).toBe(agenda);
		await expect(read(vault, "Migration/Exchange.md")).rejects.toThrow();
		expect(failed.err).toMatch(/503/);
		expect(failed.err + failed.out).not.toContain(KEY);
	});

	it("a reply with one bad result applies the good ones and leaves the bad one's annotation in place", async () => {
		const vault = await vaultWith({ "Agenda.md": agenda });
		server.script(scriptedModel(wire, (a) => (a.annotation.startsWith("never") ? { id: a.id, action: "explode", type: "behavioral" } : decided(a))));
		const out = io();
		expect(await runCli(["process", "--vault", vault, ...flags(wire)], out)).toBe(1);
		const text = await read(vault, "Agenda.md");
		expect(text).toContain("- [ ] Dentist on Tuesday 🦷\r\n> never put medical appointments here\r\n");
		expect(text).toContain("Call parents (called two days ago)");
		expect(parseExchange(await read(vault, "Migration/Exchange.md"))).toHaveLength(2);
	});
});
