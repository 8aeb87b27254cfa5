import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { type CallToolResult, LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import { parseExchange } from "../../src/core/exchange";
import { parseInvocation, USAGE, UsageError } from "../../src/cli/args";
import { fileUseCounts } from "../../src/cli/fsVault";
import { readUseCounts } from "../../src/core/memory/useCounts";
import { buildCliBundle, writeVault } from "../helpers/builtCli";

let scratch: string;
let cliBundle: string;
const open: Client[] = [];

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-mcp-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await Promise.all(open.map((client) => client.close()));
	await fs.rm(scratch, { recursive: true, force: true });
});

const MEMORY = `# Memory

- [2026-03-03] The user's dentist is Dr. Weber on Lindenstraße. <!-- am:33333333 -->
- [2026-03-04] Rent is due on the 1st of the month. <!-- am:44444444 -->
`;
const RULES = "- [2026-03-01] Always put the time first in agenda items. <!-- am:11111111 -->\n";
const SKILLS = "- [2026-03-02] Summaries have at most three bullet points. <!-- am:22222222 -->\n";

const vaultWith = (files: Record<string, string>): Promise<string> => writeVault(scratch, files);

const taughtVault = () => vaultWith({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES, "Skills/agenda.md": SKILLS, "Agenda.md": "- [ ] Call parents\n" });

/** The built command line, spawned as an assistant would spawn it, with the SDK's client. */
async function connect(vault: string): Promise<Client> {
	const client = new Client({ name: "test-assistant", version: "1.0.0" });
	await client.connect(new StdioClientTransport({ command: process.execPath, args: [cliBundle, "mcp", "--vault", vault], stderr: "pipe" }));
	open.push(client);
	return client;
}

/** Calls a tool; a rejected call and an error result both count as an error, with its message. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; text: string }> {
	try {
		const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
		const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
		return { isError: result.isError === true, text };
	} catch (error) {
		return { isError: true, text: (error as Error).message };
	}
}

async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
	const result = await call(client, name, args);
	expect(result.isError, result.text).toBe(false);
	return result.text;
}

const read = (dir: string, path: string) => fs.readFile(nodePath.join(dir, path), "utf8").catch(() => null);

/** Every file of the vault but the exchange note. */
async function notesBesidesExchange(dir: string): Promise<Map<string, string>> {
	const files = new Map<string, string>();
	const walk = async (folder: string) => {
		for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
			const full = nodePath.join(folder, entry.name);
			if (entry.isDirectory()) await walk(full);
			else if (nodePath.relative(dir, full) !== nodePath.join("Migration", "Exchange.md")) files.set(nodePath.relative(dir, full), await fs.readFile(full, "utf8"));
		}
	};
	await walk(dir);
	return files;
}

describe("the MCP server, spawned over stdio", () => {
	it("offers the four tools and the learned notes as resources", async () => {
		const vault = await taughtVault();
		const client = await connect(vault);
		const { tools } = await client.listTools();
		expect(tools.map((tool) => tool.name).sort()).toEqual(["get_context", "list_pending", "propose_memory", "search_memory"]);
		const { resources } = await client.listResources();
		expect(resources.map((resource) => resource.name).sort()).toEqual(["Memory/Memory.md", "Rules/agenda.md", "Skills/agenda.md"]);
		const memory = resources.find((resource) => resource.name === "Memory/Memory.md")!;
		const read = await client.readResource({ uri: memory.uri });
		expect(read.contents[0]).toMatchObject({ text: MEMORY });
	});

	it("reads no other note through a resource URI", async () => {
		const vault = await taughtVault();
		await fs.writeFile(nodePath.join(scratch, "secret.md"), "- a secret\n");
		const client = await connect(vault);
		for (const uri of ["annotation-memory://note/Agenda.md", "annotation-memory://note/../secret.md", "annotation-memory://note/Memory/../../secret.md"]) {
			await expect(client.readResource({ uri })).rejects.toThrow();
		}
	});

	it("get_context gives the rules, the skills and the memory relevant to the query, within the budget", async () => {
		const client = await connect(await taughtVault());
		const context = await ok(client, "get_context", { query: "dentist appointment" });
		expect(context).toContain("## Rules\n\n- Always put the time first in agenda items.");
		expect(context).toContain("## Skills\n\n- Summaries have at most three bullet points.");
		expect(context).toContain("- The user's dentist is Dr. Weber on Lindenstraße.");
		expect(context).not.toContain("Rent is due");
		expect(context).not.toContain("am:");
		const everything = await ok(client, "get_context");
		expect(everything).toContain("Rent is due");
		const small = await ok(client, "get_context", { budget: 200 });
		expect(small.length).toBeLessThanOrEqual(200);
	});

	it("get_context with a path adds the notes bound to that agenda note; without one, only the global notes", async () => {
		const WORK_RULE = "Sign work mails with the team name.";
		const TYPO_RULE = "Use the project's codename Falcon.";
		const client = await connect(
			await vaultWith({
				"Rules/agenda.md": RULES,
				"Rules/work.md": `---\nannotation-memory-scope: [Work/**, "#work"]\n---\n- [2026-03-05] ${WORK_RULE} <!-- am:55555555 -->\n`,
				"Rules/typo.md": `---\nannotation-memory-scope: #work\n---\n- ${TYPO_RULE}\n`,
				"Work/Agenda.md": "- [ ] Prepare the review\n",
				"Family/Agenda.md": "- [ ] Bake a cake\n",
				"Notes/Standup.md": "---\ntags: [work]\n---\n- [ ] Standup\n",
			}),
		);
		const withoutPath = await ok(client, "get_context");
		expect(withoutPath).toContain("- Always put the time first in agenda items.");
		expect(withoutPath).not.toContain(WORK_RULE);
		expect(withoutPath).toContain("_Bound to agenda notes, so left out without a `path`: Rules/work.md._");

		const work = await ok(client, "get_context", { path: "Work/Agenda.md" });
		expect(work).toContain("- Always put the time first in agenda items.");
		expect(work).toContain(`- ${WORK_RULE}`);
		// Bound by the tag in the note's frontmatter.
		expect(await ok(client, "get_context", { path: "Notes/Standup.md" })).toContain(`- ${WORK_RULE}`);

		const family = await ok(client, "get_context", { path: "Family/Agenda.md" });
		expect(family).not.toContain(WORK_RULE);
		expect(family).toContain("_Bound to other agenda notes, so left out for Family/Agenda.md: Rules/work.md._");

		// A scope that cannot be read (an unquoted tag is a YAML comment) sends its note nowhere, and says why.
		for (const reply of [withoutPath, work, family]) {
			expect(reply).not.toContain(TYPO_RULE);
			expect(reply).toContain('Rules/typo.md goes with no request: its annotation-memory-scope cannot be read (a #tag must be in quotes ("#work")');
		}
		const refused = await call(client, "get_context", { path: "../Elsewhere/Agenda.md" });
		expect(refused.isError).toBe(true);
		expect(refused.text).toMatch(/cannot be used: it leaves its folder/);
	});

	it("search_memory ranks entries and names their ids, notes and dates", async () => {
		const client = await connect(await taughtVault());
		const found = JSON.parse(await ok(client, "search_memory", { query: "dentist Weber", limit: 5 })) as { results: { id: string; note: string; date: string; text: string }[] };
		expect(found.results[0]).toMatchObject({ id: "33333333", note: "Memory/Memory.md", date: "2026-03-03", text: "The user's dentist is Dr. Weber on Lindenstraße." });
		const rules = JSON.parse(await ok(client, "search_memory", { query: "agenda time", limit: 1 })) as { results: unknown[] };
		expect(rules.results).toEqual([expect.objectContaining({ id: "11111111", note: "Rules/agenda.md" })]);
	});

	it("counts the entries get_context and search_memory return as used, and no other", async () => {
		const vault = await taughtVault();
		const client = await connect(vault);
		const counts = async () => readUseCounts(fileUseCounts(vault, "cli"));
		expect((await counts()).since).toBeNull();

		await ok(client, "get_context", { query: "dentist appointment" });
		let now = await counts();
		const dentist = { note: "Memory/Memory.md", id: "33333333" };
		expect(now.get(dentist)).toMatchObject({ count: 1, by: { "mcp:get_context": 1 } });
		expect(now.get({ note: "Rules/agenda.md", id: "11111111" })).toMatchObject({ count: 1 });
		expect(now.get({ note: "Skills/agenda.md", id: "22222222" })).toMatchObject({ count: 1 });
		// Not in the reply: not used.
		expect(now.get({ note: "Memory/Memory.md", id: "44444444" })).toBeNull();

		await ok(client, "search_memory", { query: "dentist Weber", limit: 1 });
		now = await counts();
		expect(now.get(dentist)).toMatchObject({ count: 2, by: { "mcp:get_context": 1, "mcp:search_memory": 1 } });
		expect(now.get({ note: "Rules/agenda.md", id: "11111111" })?.count).toBe(1);
		// Kept in the server's own file in the plugin folder; the notes are untouched.
		const folder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory", "use-counts");
		expect(await fs.readdir(folder)).toEqual([expect.stringMatching(/^mcp-[0-9a-f]+\.jsonl$/)]);
		expect(await read(vault, "Memory/Memory.md")).toBe(MEMORY);
	});

	it("propose_memory adds exactly one pending block with relation lines, and writes no memory, rules or skills note", async () => {
		const vault = await taughtVault();
		const before = await notesBesidesExchange(vault);
		const client = await connect(vault);
		const proposed = JSON.parse(await ok(client, "propose_memory", { text: "The user's dentist is Dr. Lang on Lindenstraße.", type: "factual", source: "Chats/Today.md" })) as { id: string; added: boolean };
		expect(proposed.added).toBe(true);

		const blocks = parseExchange((await read(vault, "Migration/Exchange.md"))!);
		expect(blocks).toHaveLength(1);
		expect(blocks[0]).toMatchObject({ id: proposed.id, status: "pending", text: "The user's dentist is Dr. Lang on Lindenstraße.", rawTag: "user", source: "Chats/Today" });
		expect(blocks[0]!.relations.map((relation) => relation.entryId)).toContain("33333333");
		expect(await notesBesidesExchange(vault)).toEqual(before);

		const again = JSON.parse(await ok(client, "propose_memory", { text: "The user's dentist is Dr. Lang on Lindenstraße.", type: "factual", source: "Chats/Today.md" })) as { added: boolean };
		expect(again.added).toBe(false);
		const queue = JSON.parse(await ok(client, "list_pending")) as { counts: Record<string, number>; pending: { id: string; tag: string }[] };
		expect(queue.counts).toEqual({ pending: 1, accepted: 0, rejected: 0, flagged: 0 });
		expect(queue.pending).toEqual([expect.objectContaining({ id: proposed.id, tag: "user" })]);
	});

	it("a proposal without a source names the assistant; behavioral and preference go to rules and skills", async () => {
		const vault = await vaultWith({});
		const client = await connect(vault);
		await ok(client, "propose_memory", { text: "Answer in German.", type: "behavioral" });
		await ok(client, "propose_memory", { text: "Use tables for comparisons.", type: "preference" });
		const blocks = parseExchange((await read(vault, "Migration/Exchange.md"))!);
		expect(blocks.map((block) => [block.rawTag, block.source])).toEqual([
			["rule:agenda", "test-assistant"],
			["skill", "test-assistant"],
		]);
	});

	it("refuses bad arguments with a clear error, writing nothing", async () => {
		const vault = await taughtVault();
		const client = await connect(vault);
		const cases: [string, Record<string, unknown>, RegExp][] = [
			["propose_memory", { text: "", type: "factual" }, /empty/i],
			["propose_memory", { text: "   ", type: "factual" }, /empty/i],
			["propose_memory", { text: "Something.", type: "opinion" }, /"factual"\|"behavioral"\|"preference".*\btype\b/],
			["propose_memory", { text: 42, type: "factual" }, /expected string.*\btext\b/],
			["propose_memory", { text: "x".repeat(600), type: "factual" }, /500 characters.*\btext\b/],
			["search_memory", { query: "" }, /empty/i],
			["search_memory", { query: "rent", limit: "ten" }, /expected number.*\blimit\b/],
			["get_context", { budget: -5 }, /budget/i],
		];
		for (const [name, args, message] of cases) {
			const result = await call(client, name, args);
			expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
			expect(result.text).toMatch(message);
		}
		expect(await read(vault, "Migration/Exchange.md")).toBeNull();
	});

	it("stops a flood of proposals at the bound, with a clear error", async () => {
		const vault = await vaultWith({});
		const client = await connect(vault);
		const results = [];
		for (let i = 0; i < 12; i++) results.push(await call(client, "propose_memory", { text: `Fact number ${i} about the garden.`, type: "factual" }));
		expect(results.slice(0, 10).every((result) => !result.isError)).toBe(true);
		for (const result of results.slice(10)) {
			expect(result.isError).toBe(true);
			expect(result.text).toMatch(/Too many proposals: .* at most 10 a minute.*Try again in \d+ s/);
		}
		expect(parseExchange((await read(vault, "Migration/Exchange.md"))!)).toHaveLength(10);
	});

	it("works on a vault without notes yet", async () => {
		const vault = await vaultWith({});
		const client = await connect(vault);
		expect(await ok(client, "get_context", { query: "anything" })).toMatch(/^Nothing learned yet/);
		expect(JSON.parse(await ok(client, "list_pending"))).toEqual({ counts: { pending: 0, accepted: 0, rejected: 0, flagged: 0 }, pending: [] });
		expect(JSON.parse(await ok(client, "search_memory", { query: "dentist" }))).toEqual({ query: "dentist", results: [] });
		expect((await client.listResources()).resources).toEqual([]);
		await ok(client, "propose_memory", { text: "The user lives in Berlin.", type: "factual" });
		expect(parseExchange((await read(vault, "Migration/Exchange.md"))!)).toEqual([expect.objectContaining({ text: "The user lives in Berlin.", status: "pending" })]);
		expect([...(await notesBesidesExchange(vault)).keys()]).toEqual([]);
	});

	it("exits by itself when the assistant closes the connection", async () => {
		const vault = await vaultWith({});
		// Spawned by hand, not through the SDK's client: that one kills a server still running 2 s after it closes, and this test is about not needing it.
		const server = spawn(process.execPath, [cliBundle, "mcp", "--vault", vault], { stdio: ["pipe", "pipe", "pipe"] });
		// Should it hang, the test times out; the server goes with it.
		onTestFinished(() => void server.kill("SIGKILL"));
		const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => server.once("exit", (code, signal) => resolve([code, signal])));
		const firstLine = new Promise<string>((resolve) => {
			let out = "";
			server.stdout.on("data", (chunk: Buffer) => {
				out += chunk.toString("utf8");
				if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
			});
		});
		const initialize = { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "test-assistant", version: "1.0.0" } };
		server.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: initialize })}\n`);
		expect(JSON.parse(await firstLine)).toMatchObject({ jsonrpc: "2.0", id: 1, result: { serverInfo: expect.any(Object) as unknown } });
		// Closing the connection is all the assistant does: the server ends its input, and nobody sends it a signal.
		server.stdin.end();
		expect(await exited).toEqual([0, null]);
	});
});

describe("the mcp command line", () => {
	it("needs a vault, and is in the usage text", () => {
		expect(() => parseInvocation(["mcp"])).toThrow(UsageError);
		expect(() => parseInvocation(["mcp"])).toThrow("'mcp' needs --vault DIR.");
		expect(parseInvocation(["mcp", "--vault", "My Vault"])).toMatchObject({ command: "mcp", vault: "My Vault" });
		expect(USAGE).toMatch(/^ {2}mcp +--vault DIR /m);
	});
});

describe("the MCP server at its edges", () => {
	it("refuses a text that is empty once zero-width and bidi characters are removed, writing nothing", async () => {
		const vault = await vaultWith({});
		const client = await connect(vault);
		const refused = await call(client, "propose_memory", { text: "\u200b\u200f\u202e\u2066\u200d", type: "factual" });
		expect(refused).toEqual({ isError: true, text: expect.stringMatching(/empty once invisible characters .* are removed/) as unknown });
		expect(await read(vault, "Migration/Exchange.md")).toBeNull();
	});

	it("refuses absolute and escaping note paths in data.json, warns on stderr, and uses the defaults", async () => {
		const outside = nodePath.join(scratch, "outside-exchange.md");
		const vault = await vaultWith({
			".obsidian/plugins/annotation-memory/data.json": JSON.stringify({ exchangePath: outside, memoryPath: "../Memory.md", rulesFolder: "/etc" }),
			"Memory/Memory.md": MEMORY,
		});
		const transport = new StdioClientTransport({ command: process.execPath, args: [cliBundle, "mcp", "--vault", vault], stderr: "pipe" });
		let stderr = "";
		transport.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		const client = new Client({ name: "test-assistant", version: "1.0.0" });
		await client.connect(transport);
		open.push(client);
		await ok(client, "propose_memory", { text: "The user lives in Berlin.", type: "factual" });
		expect(parseExchange((await read(vault, "Migration/Exchange.md"))!)).toHaveLength(1);
		await expect(fs.access(outside)).rejects.toThrow();
		// Never re-rooted inside the vault either.
		await expect(fs.access(nodePath.join(vault, outside))).rejects.toThrow();
		expect(await ok(client, "get_context")).toContain("Rent is due on the 1st of the month.");
		expect(stderr).toContain(`The setting exchangePath ${JSON.stringify(outside)} was refused (absolute paths are not allowed); the default "Migration/Exchange.md" is used.`);
		expect(stderr).toContain(`The setting memoryPath "../Memory.md" was refused`);
		expect(stderr).toContain(`The setting rulesFolder "/etc" was refused`);
	});

	it("skips a note that cannot be read, names it, and still serves the others", async () => {
		const vault = await taughtVault();
		const secret = nodePath.join(scratch, "linked-secret.md");
		await fs.writeFile(secret, "- A secret outside the vault.\n");
		await fs.symlink(secret, nodePath.join(vault, "Rules/leak.md"));
		const client = await connect(vault);
		const context = await ok(client, "get_context", { query: "dentist" });
		expect(context).toContain("- Always put the time first in agenda items.");
		expect(context).toContain("- The user's dentist is Dr. Weber on Lindenstraße.");
		expect(context).toMatch(/Not read \(skipped\): Rules\/leak\.md \(Refused Rules\/leak\.md: it is a symbolic link/);
		expect(context).not.toContain("A secret outside the vault");
		const found = JSON.parse(await ok(client, "search_memory", { query: "dentist" })) as { results: { text: string }[]; skipped: { path: string }[] };
		expect(found.results[0]!.text).toContain("dentist");
		expect(found.skipped.map((note) => note.path)).toEqual(["Rules/leak.md"]);
		expect((await client.listResources()).resources.map((resource) => resource.name).sort()).toEqual(["Memory/Memory.md", "Rules/agenda.md", "Skills/agenda.md"]);
	});

	it("answers malformed JSON-RPC with a JSON-RPC error, and goes on serving", async () => {
		const vault = await vaultWith({});
		const child = spawn(process.execPath, [cliBundle, "mcp", "--vault", vault], { stdio: ["pipe", "pipe", "ignore"] });
		const deadline = setTimeout(() => child.kill("SIGKILL"), 20_000);
		const replies: unknown[] = [];
		let buffer = "";
		const answered = new Promise<void>((resolve) => {
			child.stdout.on("data", (chunk: Buffer) => {
				buffer += chunk.toString();
				const lines = buffer.split("\n");
				buffer = lines.pop()!;
				for (const line of lines) replies.push(JSON.parse(line));
				if (replies.length >= 3) resolve();
			});
		});
		child.stdin.write('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"not-an-object"}\n');
		child.stdin.write("this is not json\n");
		child.stdin.write('{"jsonrpc":"2.0","id":8,"method":"ping"}\n');
		await answered;
		child.stdin.end();
		await new Promise((resolve) => child.once("exit", resolve));
		clearTimeout(deadline);
		expect(replies).toEqual([
			{ jsonrpc: "2.0", id: 7, error: { code: -32602, message: 'Invalid params: "params" must be an object.' } },
			{ jsonrpc: "2.0", id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: the line is not JSON/) as unknown } },
			{ jsonrpc: "2.0", id: 8, result: {} },
		]);
	});

	it("get_context keeps the entries that match the query best as the budget grows, and never says nothing is learned when entries exist", async () => {
		const vault = await vaultWith({
			"Rules/agenda.md": "- [2026-03-01] Always put the time first in agenda items.\n- [2026-03-02] Write dates as YYYY-MM-DD in every note.\n",
			"Skills/agenda.md": "- [2026-03-03] Summaries have at most three bullet points.\n",
			"Memory/Memory.md":
				"# Memory\n\n- [2026-03-04] The user's dentist is Dr. Weber.\n- [2026-03-05] Rent is due on the 1st of the month.\n- [2026-03-06] The gym closes at ten on Fridays.\n- [2026-03-07] Dr. Weber's practice is on Lindenstraße.\n",
		});
		const client = await connect(vault);
		const entries = (reply: string) => [...reply.matchAll(/^- (.*)$/gmu)].map((match) => match[1]!);
		let previous: string[] = [];
		for (const budget of [200, 250, 400, 1000]) {
			const reply = await ok(client, "get_context", { query: "dentist Weber", budget });
			expect(reply.length, reply).toBeLessThanOrEqual(budget);
			expect(reply).not.toMatch(/Nothing learned yet/);
			const kept = entries(reply);
			expect(kept, reply).toContain("The user's dentist is Dr. Weber.");
			expect(kept).toEqual(expect.arrayContaining(previous));
			// What did not fit is named, never passed over in silence.
			if (kept.length < 5) expect(reply).toMatch(/_Left out for this budget: .*\._/);
			else expect(reply).not.toMatch(/Left out/);
			previous = kept;
		}
		// Memory entries that do not match the query are left out at any budget; the rules and skills are all there at the largest.
		expect(previous).toHaveLength(5);
		// Without a query, a small budget still says what the notes hold.
		expect(await ok(client, "get_context", { budget: 200 })).not.toMatch(/Nothing learned yet/);
	});
});
