/**
 * Writers in separate processes at once, through the built command line:
 * MCP servers proposing together, and a `process` pass among them. Every
 * proposal a server acknowledged is in Exchange.md exactly once, and the
 * pass's proposals and agenda edits are all there too.
 */
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseExchange } from "../../src/core/exchange";
import { resolveSettings } from "../../src/core/settings";
import { openFileSystemVault } from "../../src/cli/fsVault";
import { createMemoryServer } from "../../src/mcp/server";
import { buildCliBundle, writeVault } from "../helpers/builtCli";

/** Servers, and proposals each (the servers' rate limit is ten a minute). */
const SERVERS = 4;
const PROPOSALS = 10;

let scratch: string;
let cliBundle: string;
const open: Client[] = [];

beforeAll(async () => {
	scratch = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-writers-test-"));
	cliBundle = await buildCliBundle(scratch);
});

afterAll(async () => {
	await Promise.all(open.map((client) => client.close()));
	await fs.rm(scratch, { recursive: true, force: true });
});

const vaultWith = (files: Record<string, string>): Promise<string> => writeVault(scratch, files);

async function connect(vault: string): Promise<Client> {
	const client = new Client({ name: "test-assistant", version: "1.0.0" });
	await client.connect(new StdioClientTransport({ command: process.execPath, args: [cliBundle, "mcp", "--vault", vault], stderr: "pipe" }));
	open.push(client);
	return client;
}

/** A proposal's outcome: its id when the server said it was added, else the error. */
async function propose(client: Client, text: string): Promise<{ id: string | null; error: string | null }> {
	try {
		const result = (await client.callTool({ name: "propose_memory", arguments: { text, type: "factual", source: "Inbox.md" } })) as CallToolResult;
		const body = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
		if (result.isError) return { id: null, error: body };
		const answer = JSON.parse(body) as { id: string; added: boolean };
		return answer.added ? { id: answer.id, error: null } : { id: null, error: `not added: ${body}` };
	} catch (error) {
		return { id: null, error: (error as Error).message };
	}
}

/** Every server proposes its statements, all at once. */
async function proposeFromAllServers(vault: string): Promise<{ id: string | null; error: string | null }[]> {
	const clients = await Promise.all(Array.from({ length: SERVERS }, () => connect(vault)));
	const calls = clients.flatMap((client, server) => Array.from({ length: PROPOSALS }, (_, n) => propose(client, `Server ${server} learned fact number ${n}: locker ${server * 100 + n} holds the tent.`)));
	return Promise.all(calls);
}

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [cliBundle, ...args], { stdio: ["ignore", "ignore", "pipe"] });
		let stderr = "";
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		const deadline = setTimeout(() => child.kill("SIGKILL"), 60_000);
		child.on("error", reject);
		child.on("exit", (code) => {
			clearTimeout(deadline);
			resolve({ code, stderr });
		});
	});
}

const exchangeIds = async (vault: string) => parseExchange(await fs.readFile(nodePath.join(vault, "Migration/Exchange.md"), "utf8")).map((block) => block.id);

describe("writers in several processes at once", () => {
	it(`${SERVERS} MCP servers × ${PROPOSALS} proposals: every acknowledged proposal is in Exchange.md exactly once`, async () => {
		const vault = await vaultWith({ "Memory/Memory.md": "# Memory\n\n- [2026-03-03] The user's dentist is Dr. Weber. <!-- am:33333333 -->\n" });
		const outcomes = await proposeFromAllServers(vault);
		expect(outcomes.filter((o) => o.error !== null).map((o) => o.error).join("\n")).toBe("");
		const ids = await exchangeIds(vault);
		const acknowledged = outcomes.map((o) => o.id!);
		expect(new Set(acknowledged).size).toBe(SERVERS * PROPOSALS);
		expect([...ids].sort()).toEqual([...acknowledged].sort());
		// The lock is gone once every writer is done.
		await expect(fs.access(nodePath.join(vault, ".obsidian/plugins/annotation-memory/write.lock"))).rejects.toThrow();
	}, 60_000);

	it("a process pass among MCP writers: its proposals and its agenda edits land, and so does every acknowledged proposal", async () => {
		const annotations = Array.from({ length: 12 }, (_, i) => `- [ ] Call plumber ${i}\n> done, his number is 0171 555 03${i}`).join("\n");
		const vault = await vaultWith({ "Agenda.md": `# Agenda\n\n${annotations}\n` });
		const [outcomes, pass] = await Promise.all([proposeFromAllServers(vault), runCli(["process", "--vault", vault])]);
		expect(pass).toEqual({ code: 0, stderr: "" });
		expect(outcomes.filter((o) => o.error !== null).map((o) => o.error).join("\n")).toBe("");
		const blocks = parseExchange(await fs.readFile(nodePath.join(vault, "Migration/Exchange.md"), "utf8"));
		const ids = blocks.map((block) => block.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const { id } of outcomes) expect(ids).toContain(id);
		const fromAgenda = blocks.filter((block) => block.source === "Agenda");
		expect(fromAgenda.length + SERVERS * PROPOSALS).toBe(blocks.length);
		// Every annotation the pass proposed is gone from the agenda, or kept under its item with its marker (a correction it
		// could not apply): the pass's own writes were not lost either.
		const agenda = await fs.readFile(nodePath.join(vault, "Agenda.md"), "utf8");
		expect(agenda.match(/^> .*$/gmu)?.length ?? 0).toBe(agenda.match(/^> .*\n<!-- am:kept [0-9a-f]{8} -->$/gmu)?.length ?? 0);
		expect(fromAgenda.length).toBeGreaterThan(0);
	}, 60_000);
});

describe("a proposal while another writer holds the vault", () => {
	it("waits up to its limit, then answers with an error naming the holder, writing nothing; once the holder is done it goes in", async () => {
		const vault = await vaultWith({ ".obsidian/plugins/annotation-memory/data.json": "{}" });
		const lockFile = nodePath.join(vault, ".obsidian/plugins/annotation-memory/write.lock");
		// A live holder: this very process, under another lock's token.
		await fs.writeFile(lockFile, JSON.stringify({ pid: process.pid, host: os.hostname(), purpose: "an annotation-memory migrate pass", since: "2026-11-22T09:00:00.000Z", token: "0123456789abcdef" }));
		const files = await openFileSystemVault(vault, { purpose: "an MCP server", lockWaitMs: 50 });
		const server = createMemoryServer({ vault: files, list: files.list, settings: resolveSettings(undefined), clock: () => new Date(2026, 10, 22, 9, 15), lock: files.lock });
		const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
		await server.connect(serverSide);
		const client = new Client({ name: "test-assistant", version: "1.0.0" });
		await client.connect(clientSide);
		open.push(client);
		const busy = await propose(client, "The user's locker is number 12.");
		expect(busy.id).toBeNull();
		expect(busy.error).toMatch(new RegExp(`The vault is busy: an annotation-memory migrate pass \\(process ${process.pid}, since 2026-11-22T09:00:00.000Z\\) is writing to it, and it did not finish within 0 s; nothing was written`));
		await expect(fs.access(nodePath.join(vault, "Migration/Exchange.md"))).rejects.toThrow();
		await fs.rm(lockFile);
		const added = await propose(client, "The user's locker is number 12.");
		expect(added.error).toBeNull();
		expect(await exchangeIds(vault)).toEqual([added.id]);
	});
});
