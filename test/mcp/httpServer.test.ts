import { afterEach, describe, expect, it } from "vitest";
import { createServer, request as httpRequest } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { parseExchange } from "../../src/core/exchange";
import type { WriteLock } from "../../src/core/ports";
import { readUseCounts, type UseCountStore } from "../../src/core/memory/useCounts";
import { resolveSettings } from "../../src/core/settings";
import { startLocalMcpServer, PortInUseError, type LocalMcpServer } from "../../src/mcp/httpServer";
import { PROTOCOL_VERSIONS } from "../../src/mcp/jsonRpc";
import { createMemoryVault, type MemoryVault } from "../helpers/memoryVault";

const TOKEN = "a".repeat(40) + "0123456789abcdef";
const MEMORY = "- [2026-03-03] The user's dentist is Dr. Weber on Lindenstraße. <!-- am:33333333 -->\n- [2026-03-04] Rent is due on the 1st of the month. <!-- am:44444444 -->\n";
const RULES = "- [2026-03-01] Always put the time first in agenda items. <!-- am:11111111 -->\n";

const running: LocalMcpServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
	await Promise.all(clients.splice(0).map((client) => client.close()));
	await Promise.all(running.splice(0).map((server) => server.close()));
});

async function serve(vault: MemoryVault = createMemoryVault({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES }), lock?: WriteLock, useCounts?: UseCountStore): Promise<{ server: LocalMcpServer; vault: MemoryVault }> {
	const server = await startLocalMcpServer({ createServer, vault, list: vault.list, settings: () => resolveSettings(undefined), clock: () => new Date("2026-03-10T09:00:00Z"), port: 0, token: () => TOKEN, ...(lock ? { lock } : {}), ...(useCounts ? { useCounts } : {}) });
	running.push(server);
	return { server, vault };
}

/** The SDK's HTTP client; `version` makes the server agree on that protocol version (the client always asks for its latest). */
async function connect(server: LocalMcpServer, options: { token?: string; version?: string; seen?: string[] } = {}): Promise<Client> {
	const fetchAs: typeof fetch = async (input, init) => {
		let body = init?.body;
		if (options.version !== undefined && typeof body === "string" && body.includes('"method":"initialize"')) body = body.replace(LATEST_PROTOCOL_VERSION, options.version);
		const headers = new Headers(init?.headers);
		const version = headers.get("mcp-protocol-version");
		if (version !== null) options.seen?.push(version);
		return globalThis.fetch(input, { ...init, ...(body !== undefined ? { body } : {}) });
	};
	const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/mcp`), {
		requestInit: { headers: { Authorization: `Bearer ${options.token ?? TOKEN}` } },
		fetch: fetchAs,
	});
	const client = new Client({ name: "test-assistant", version: "1.0.0" });
	await client.connect(transport);
	clients.push(client);
	return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; text: string }> {
	const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
	return { isError: result.isError === true, text: result.content.map((part) => (part.type === "text" ? part.text : "")).join("") };
}

/** A raw request to the server, for what the SDK's client would never send. */
function raw(port: number, method: string, headers: Record<string, string>, body = ""): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
	return new Promise((resolve, reject) => {
		const request = httpRequest({ agent: false, host: "127.0.0.1", port, path: "/mcp", method, headers }, (response) => {
			let text = "";
			response.setEncoding("utf8");
			response.on("data", (chunk: string) => (text += chunk));
			response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
		});
		request.on("error", reject);
		request.end(body);
	});
}

const authorised = (port: number) => ({ host: `127.0.0.1:${port}`, authorization: `Bearer ${TOKEN}`, "content-type": "application/json", accept: "application/json, text/event-stream" });

describe("the MCP server over HTTP, with the SDK's client", () => {
	it("speaks every protocol version the SDK's client accepts", () => {
		expect([...PROTOCOL_VERSIONS].sort()).toEqual([...SUPPORTED_PROTOCOL_VERSIONS].sort());
	});

	for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
		it(`in protocol ${version}: initializes, lists the tools and resources, and calls every tool`, async () => {
			const { server, vault } = await serve();
			const seen: string[] = [];
			const client = await connect(server, { version, seen });
			expect(client.getServerVersion()).toMatchObject({ name: "annotation-memory" });
			expect(client.getInstructions()).toMatch(/get_context/);

			const { tools } = await client.listTools();
			expect(tools.map((tool) => tool.name).sort()).toEqual(["get_context", "list_pending", "propose_memory", "search_memory"]);
			expect(tools.find((tool) => tool.name === "propose_memory")!.inputSchema).toMatchObject({ type: "object", required: ["text", "type"] });

			const context = await call(client, "get_context", { query: "dentist" });
			expect(context.isError).toBe(false);
			expect(context.text).toContain("- The user's dentist is Dr. Weber on Lindenstraße.");
			expect(context.text).toContain("## Rules\n\n- Always put the time first in agenda items.");
			const found = JSON.parse((await call(client, "search_memory", { query: "dentist Weber" })).text) as { results: { id: string }[] };
			expect(found.results[0]).toMatchObject({ id: "33333333" });
			const proposed = JSON.parse((await call(client, "propose_memory", { text: "The user's dentist moved to Hauptstraße.", type: "factual" })).text) as { id: string; added: boolean };
			expect(proposed.added).toBe(true);
			const queue = JSON.parse((await call(client, "list_pending")).text) as { pending: { id: string }[] };
			expect(queue.pending.map((proposal) => proposal.id)).toEqual([proposed.id]);
			expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toEqual([expect.objectContaining({ id: proposed.id, status: "pending", text: "The user's dentist moved to Hauptstraße." })]);

			const { resources } = await client.listResources();
			expect(resources.map((resource) => resource.name).sort()).toEqual(["Memory/Memory.md", "Rules/agenda.md"]);
			const memory = await client.readResource({ uri: resources.find((resource) => resource.name === "Memory/Memory.md")!.uri });
			expect(memory.contents[0]).toMatchObject({ text: MEMORY });
			await expect(client.readResource({ uri: "annotation-memory://note/Migration/Exchange.md" })).rejects.toThrow(/not a memory, rules or skills note/);

			// After initialize, every request names the agreed version.
			expect(seen.length).toBeGreaterThan(5);
			expect(new Set(seen)).toEqual(new Set([version]));
		});
	}

	it("counts the entries get_context and search_memory return as used (the plugin's server)", async () => {
		const lines: string[] = [];
		const store: UseCountStore = { append: (text) => Promise.resolve(void lines.push(text)), readAll: () => Promise.resolve([lines.join("")]) };
		const { server, vault } = await serve(undefined, undefined, store);
		const client = await connect(server);
		await call(client, "get_context", { query: "dentist" });
		await call(client, "search_memory", { query: "dentist Weber", limit: 1 });
		const counts = await readUseCounts(store);
		expect(counts.get({ note: "Memory/Memory.md", id: "33333333" })).toEqual({ count: 2, last: "2026-03-10T09:00Z", by: { "mcp:get_context": 1, "mcp:search_memory": 1 } });
		expect(counts.get({ note: "Rules/agenda.md", id: "11111111" })).toEqual({ count: 1, last: "2026-03-10T09:00Z", by: { "mcp:get_context": 1 } });
		expect(counts.get({ note: "Memory/Memory.md", id: "44444444" })).toBeNull();
		// list_pending and the resources use no entry.
		await call(client, "list_pending");
		expect(lines).toHaveLength(2);
		expect(vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("refuses bad arguments with the message the command line gives, and writes nothing", async () => {
		const { server, vault } = await serve();
		const client = await connect(server);
		const empty = await call(client, "propose_memory", { text: "   ", type: "factual" });
		expect(empty.isError).toBe(true);
		expect(empty.text).toMatch(/empty/);
		const wrongType = await call(client, "propose_memory", { text: "Something.", type: "opinion" });
		expect(wrongType.text).toMatch(/"factual"\|"behavioral"\|"preference".*\btype\b/);
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
	});

	it("refuses a text of only zero-width and bidi characters, as the command line does, and writes nothing", async () => {
		const { server, vault } = await serve();
		const client = await connect(server);
		const refused = await call(client, "propose_memory", { text: "\u200b\u200f\u202e\u2066\u200d", type: "factual" });
		expect(refused).toEqual({ isError: true, text: expect.stringMatching(/empty once invisible characters .* are removed/) as unknown });
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
	});

	it("skips a note that cannot be read, names it, and still serves the others", async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": MEMORY, "Rules/agenda.md": RULES, "Rules/broken.md": "- [2026-03-02] A rule nobody can read. <!-- am:22222222 -->\n" });
		const read = vault.read.bind(vault);
		vault.read = (path) => (path === "Rules/broken.md" ? Promise.reject(new Error("Refused Rules/broken.md: it is not UTF-8 text.")) : read(path));
		const { server } = await serve(vault);
		const client = await connect(server);
		const context = await call(client, "get_context", { query: "dentist" });
		expect(context.isError).toBe(false);
		expect(context.text).toContain("- Always put the time first in agenda items.");
		expect(context.text).toContain("- The user's dentist is Dr. Weber on Lindenstraße.");
		expect(context.text).toContain("_Not read (skipped): Rules/broken.md (Refused Rules/broken.md: it is not UTF-8 text.)._");
		const found = JSON.parse((await call(client, "search_memory", { query: "dentist" })).text) as { results: { text: string }[]; skipped: { path: string }[] };
		expect(found.results[0]!.text).toContain("dentist");
		expect(found.skipped.map((note) => note.path)).toEqual(["Rules/broken.md"]);
		expect((await client.listResources()).resources.map((resource) => resource.name).sort()).toEqual(["Memory/Memory.md", "Rules/agenda.md"]);
		const rules = await client.readResource({ uri: "annotation-memory://note/Rules/agenda.md" });
		expect(rules.contents[0]).toMatchObject({ text: RULES });
		await expect(client.readResource({ uri: "annotation-memory://note/Rules/broken.md" })).rejects.toThrow(/Rules\/broken\.md could not be read: .*not UTF-8/);
	});

	it("get_context says what the budget left out, and never that nothing is learned when entries exist", async () => {
		const { server } = await serve(
			createMemoryVault({
				"Memory/Memory.md": MEMORY,
				"Rules/agenda.md": `${RULES}- [2026-03-02] Write dates as YYYY-MM-DD in every note. <!-- am:22222222 -->\n- [2026-03-05] Keep each agenda item to one line. <!-- am:55555555 -->\n`,
			}),
		);
		const client = await connect(server);
		const small = await call(client, "get_context", { query: "dentist", budget: 200 });
		expect(small.text.length).toBeLessThanOrEqual(200);
		expect(small.text).toContain("- The user's dentist is Dr. Weber on Lindenstraße.");
		expect(small.text).toMatch(/_Left out for this budget: .*\._/);
		expect(small.text).not.toMatch(/Nothing learned yet/);
		expect((await call(client, "get_context", { query: "dentist", budget: 5000 })).text).not.toMatch(/Left out/);
	});

	it("holds the write lock it is given from a proposal's duplicate check to its append, and answers with the lock's error when it cannot get it", async () => {
		const vault = createMemoryVault();
		const process = vault.process.bind(vault);
		let holding = false;
		let outside = 0;
		vault.process = (path, edit) => {
			if (!holding) outside++;
			return process(path, edit);
		};
		let busy = false;
		const lock: WriteLock = {
			async hold(work) {
				if (busy) throw new Error("The vault is being written by an annotation-memory migrate pass (process 4242); tried for 30 s.");
				holding = true;
				try {
					return await work();
				} finally {
					holding = false;
				}
			},
		};
		const { server } = await serve(vault, lock);
		const client = await connect(server);
		expect((await call(client, "propose_memory", { text: "The user's dentist is Dr. Weber.", type: "factual" })).isError).toBe(false);
		expect(vault.writes).toBe(1);
		expect(outside).toBe(0);
		busy = true;
		const refused = await call(client, "propose_memory", { text: "The gym closes at ten on Fridays.", type: "factual" });
		expect(refused).toEqual({ isError: true, text: expect.stringMatching(/migrate pass \(process 4242\)/) as unknown });
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
	});

	it("keeps the command line's bound of ten proposals a minute", async () => {
		const { server, vault } = await serve(createMemoryVault());
		const client = await connect(server);
		const results = [];
		for (let i = 0; i < 11; i++) results.push(await call(client, "propose_memory", { text: `Fact number ${i} about the garden.`, type: "factual" }));
		expect(results.slice(0, 10).every((result) => !result.isError)).toBe(true);
		expect(results[10]!.text).toMatch(/Too many proposals: .* at most 10 a minute/);
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toHaveLength(10);
	});

	it("refuses a client without the token, or with another one (401)", async () => {
		const { server } = await serve();
		await expect(connect(server, { token: "wrong" })).rejects.toMatchObject({ code: 401 });
		await expect(connect(server, { token: "wrong" })).rejects.toThrow(/access token/);
		await expect(connect(server, { token: TOKEN.slice(0, -1) + "0" })).rejects.toMatchObject({ code: 401 });
		const bare = await raw(server.port, "POST", { host: `127.0.0.1:${server.port}`, "content-type": "application/json" }, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
		expect(bare.status).toBe(401);
		expect(bare.headers["www-authenticate"]).toBe("Bearer");
		expect(bare.body).not.toContain("get_context");
	});

	it("refuses a web page's request (a foreign Origin) and a rebound host name (403), even with the token", async () => {
		const { server, vault } = await serve();
		const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "propose_memory", arguments: { text: "Planted by a web page.", type: "factual" } } });
		for (const headers of [
			{ ...authorised(server.port), origin: "https://evil.example" },
			{ ...authorised(server.port), origin: `http://127.0.0.1:${server.port + 1}` },
			{ ...authorised(server.port), origin: "null" },
			{ ...authorised(server.port), host: `evil.example:${server.port}` },
			{ ...authorised(server.port), host: "127.0.0.1" },
		]) {
			expect((await raw(server.port, "POST", headers, body)).status, JSON.stringify(headers)).toBe(403);
		}
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
		// The same request from this machine's own origin is served.
		expect((await raw(server.port, "POST", { ...authorised(server.port), origin: `http://localhost:${server.port}`, host: `localhost:${server.port}` }, body)).status).toBe(200);
		expect(vault.files.has("Migration/Exchange.md")).toBe(true);
	});

	it("answers GET and DELETE with 405 (no sessions, no event stream), and malformed JSON-RPC with a JSON-RPC error", async () => {
		const { server } = await serve();
		for (const method of ["GET", "DELETE"]) {
			const answer = await raw(server.port, method, authorised(server.port));
			expect(answer.status).toBe(405);
			expect(answer.headers.allow).toBe("POST");
		}
		const error = async (body: string) => JSON.parse((await raw(server.port, "POST", authorised(server.port), body)).body) as { id: unknown; error: { code: number } };
		expect(await error("{not json")).toMatchObject({ id: null, error: { code: -32700 } });
		expect(await error(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: "not-an-object" }))).toMatchObject({ id: 7, error: { code: -32602 } });
		expect(await error(JSON.stringify({ jsonrpc: "2.0", id: 8, method: "no/such" }))).toMatchObject({ id: 8, error: { code: -32601 } });
		expect(await error(JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "delete_everything" } }))).toMatchObject({ id: 9, error: { code: -32602 } });
		expect(await error(JSON.stringify([1]))).toMatchObject([{ id: null, error: { code: -32600 } }]);
		const notification = await raw(server.port, "POST", authorised(server.port), JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
		expect(notification.status).toBe(202);
	});

	it("listens on 127.0.0.1 only, and says so when the port is taken", async () => {
		const { server } = await serve();
		const other = createMemoryVault();
		await expect(startLocalMcpServer({ createServer, vault: other, list: other.list, settings: () => resolveSettings(undefined), clock: () => new Date(), port: server.port, token: () => TOKEN })).rejects.toBeInstanceOf(PortInUseError);
		await server.close();
		running.length = 0;
		await expect(raw(server.port, "POST", authorised(server.port), "{}")).rejects.toThrow(/ECONNREFUSED/);
	});
});
