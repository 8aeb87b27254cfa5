/**
 * "Serve memory to other assistants": the plugin's MCP server, driven
 * through the settings tab of the stub host, reached over a real loopback
 * connection with the SDK's HTTP client.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { promises as fs } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import * as os from "node:os";
import * as nodePath from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { App } from "obsidian";
import { parseExchange } from "../../src/core/exchange";
import { MCP_REMOTE_VERSION } from "../../src/obsidian/mcpClients";
import { fileWriteLock, LOCK_FILE_NAME } from "../../src/cli/fs/writeLock";
import { McpServing, MCP_TOKEN_SECRET } from "../../src/obsidian/mcpServing";
import { createListNotes, createVaultPort } from "../../src/obsidian/vaultPort";
import { ButtonComponent, DropdownComponent, Notice, Platform, Setting, ToggleComponent, type StubElement } from "../stubs/obsidian";
import { loadPlugin, settle, type Harness } from "./fakeApp";

const MEMORY = "- [2026-03-03] The user's dentist is Dr. Weber on Lindenstraße. <!-- am:33333333 -->\n";

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
	const address = probe.address();
	await new Promise((resolve) => probe.close(resolve));
	return typeof address === "object" && address !== null ? address.port : 0;
}

function rows(harness: Harness): Setting[] {
	const tab = harness.stub.settingTabs[0]!;
	tab.display();
	return tab.containerEl.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
}

function row(harness: Harness, name: string): Setting {
	const found = rows(harness).find((candidate) => candidate.name === name && !candidate.isHeading);
	if (!found) throw new Error(`No row ${name}`);
	return found;
}

function button(setting: Setting, text: string): ButtonComponent {
	return setting.components.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === text)!;
}

const secret = (harness: Harness) => harness.app.secretStorage.getSecret(MCP_TOKEN_SECRET);

const clients: Client[] = [];
let harness: Harness | null = null;
afterEach(async () => {
	await Promise.all(clients.splice(0).map((client) => client.close()));
	harness?.plugin.unload();
	await harness?.plugin.mcp.sync();
	harness = null;
	Object.assign(Platform, { isDesktop: true, isDesktopApp: true, isMobile: false, isMobileApp: false });
	vi.unstubAllGlobals();
});

async function connect(port: number, token: string | null): Promise<Client> {
	const headers: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
	const client = new Client({ name: "test-assistant", version: "1.0.0" });
	await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), { requestInit: { headers } }));
	clients.push(client);
	return client;
}

function post(port: number, headers: Record<string, string>): Promise<number> {
	return new Promise((resolve, reject) => {
		const request = httpRequest({ agent: false, host: "127.0.0.1", port, path: "/mcp", method: "POST", headers: { "content-type": "application/json", ...headers } }, (response) => {
			response.resume();
			response.on("end", () => resolve(response.statusCode ?? 0));
		});
		request.on("error", reject);
		request.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
	});
}

/** The plugin loaded on desktop with this port set, the server still off. */
async function desktop(port: number, notes: Record<string, string> = { "Memory/Memory.md": MEMORY }): Promise<Harness> {
	harness = await loadPlugin(notes, { data: { mcpPort: port } });
	return harness;
}

async function switchOn(h: Harness): Promise<void> {
	const toggle = row(h, "Serve memory to other assistants").components.find((component): component is ToggleComponent => component instanceof ToggleComponent)!;
	await toggle.toggle(true);
}

describe("serving memory to other assistants from the plugin (desktop)", () => {
	it("is off until the user turns it on; then an assistant with the token reads memory and proposes into Exchange.md only", async () => {
		const port = await freePort();
		const h = await desktop(port);
		expect(h.plugin.mcp.port).toBeNull();
		expect(secret(h)).toBeNull();
		await expect(post(port, {})).rejects.toThrow(/ECONNREFUSED/);

		await switchOn(h);
		expect(h.plugin.mcp.port).toBe(port);
		const token = secret(h)!;
		expect(token).toMatch(/^[0-9a-f]{64}$/);
		// The token is in secret storage, never in data.json.
		expect(h.app.vault.adapter.files.get(".obsidian/plugins/annotation-memory/data.json")).not.toContain(token);
		expect(JSON.parse(h.app.vault.adapter.files.get(".obsidian/plugins/annotation-memory/data.json")!)).toMatchObject({ mcpServe: true, mcpPort: port });

		const client = await connect(port, token);
		expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(["get_context", "list_pending", "propose_memory", "search_memory"]);
		const context = (await client.callTool({ name: "get_context", arguments: { query: "dentist" } })) as CallToolResult;
		expect(context.content.map((part) => (part.type === "text" ? part.text : "")).join("")).toContain("The user's dentist is Dr. Weber");
		const proposed = (await client.callTool({ name: "propose_memory", arguments: { text: "The user prefers mornings for appointments.", type: "factual" } })) as CallToolResult;
		expect(proposed.isError).not.toBe(true);
		expect(parseExchange(h.app.vault.files.get("Migration/Exchange.md")!)).toEqual([expect.objectContaining({ status: "pending", text: "The user prefers mornings for appointments.", source: "MCP" })]);
		expect(h.app.vault.files.get("Memory/Memory.md")).toBe(MEMORY);
	});

	it("refuses a client without the token (401) and a web page's request (403)", async () => {
		const port = await freePort();
		const h = await desktop(port);
		await switchOn(h);
		const token = secret(h)!;
		await expect(connect(port, null)).rejects.toMatchObject({ code: 401 });
		await expect(connect(port, "guessed")).rejects.toMatchObject({ code: 401 });
		expect(await post(port, { authorization: `Bearer ${token}`, origin: "https://evil.example" })).toBe(403);
		expect(await post(port, { authorization: `Bearer ${token}`, host: `rebound.example:${port}` })).toBe(403);
		expect(await post(port, { authorization: `Bearer ${token}` })).toBe(200);
	});

	it("copies the token, and a regenerated token replaces the old one at once", async () => {
		const writeText = vi.fn((_text: string) => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const port = await freePort();
		const h = await desktop(port);
		await switchOn(h);
		const tokenRow = row(h, "Access token");
		await button(tokenRow, "Copy").click();
		const old = secret(h)!;
		expect(writeText).toHaveBeenLastCalledWith(old);
		expect(Notice.messages()).toContain("Access token copied to the clipboard.");

		await button(tokenRow, "Regenerate").click();
		const fresh = secret(h)!;
		expect(fresh).not.toBe(old);
		expect(await post(port, { authorization: `Bearer ${old}` })).toBe(401);
		expect(await post(port, { authorization: `Bearer ${fresh}` })).toBe(200);
	});

	it("stops when switched off and when the plugin unloads; moves when the port changes", async () => {
		const port = await freePort();
		const h = await desktop(port);
		await switchOn(h);
		const token = secret(h)!;
		const toggle = row(h, "Serve memory to other assistants").components.find((component): component is ToggleComponent => component instanceof ToggleComponent)!;
		await toggle.toggle(false);
		expect(h.plugin.mcp.port).toBeNull();
		await expect(post(port, { authorization: `Bearer ${token}` })).rejects.toThrow(/ECONNREFUSED/);

		await toggle.toggle(true);
		const other = await freePort();
		h.plugin.settings.mcpPort = other;
		await h.plugin.saveSettings();
		await expect(post(port, { authorization: `Bearer ${token}` })).rejects.toThrow(/ECONNREFUSED/);
		expect(await post(other, { authorization: `Bearer ${token}` })).toBe(200);

		h.plugin.unload();
		await h.plugin.mcp.sync();
		await expect(post(other, { authorization: `Bearer ${token}` })).rejects.toThrow(/ECONNREFUSED/);
	});

	it("says clearly when the port is taken (another vault or program)", async () => {
		const taken = createServer();
		await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
		const port = (taken.address() as { port: number }).port;
		try {
			const h = await desktop(port);
			await switchOn(h);
			expect(h.plugin.mcp.port).toBeNull();
			expect(Notice.messages().at(-1)).toBe(`Could not serve memory to other assistants: port ${port} is already in use on this computer (by another program, or another vault). Choose another port in the plugin's settings.`);
		} finally {
			await new Promise((resolve) => taken.close(resolve));
		}
	});

	it("starts with Obsidian when it was left on", async () => {
		const port = await freePort();
		harness = await loadPlugin({}, { data: { mcpServe: true, mcpPort: port } });
		await harness.plugin.mcp.sync();
		expect(harness.plugin.mcp.port).toBe(port);
		expect(await post(port, { authorization: `Bearer ${secret(harness)!}` })).toBe(200);
	});

	it("shows each assistant's configuration with the port, the token left to an environment variable or the client", async () => {
		const writeText = vi.fn((_text: string) => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		const h = await desktop(27999);
		const connectRow = row(h, "Connect an assistant");
		const code = () => connectRow.descEl.findAll((el: StubElement) => el.tagName === "code")[0]!.textContent;
		expect(code()).toBe('claude mcp add --transport http annotation-memory http://127.0.0.1:27999/mcp --header "Authorization: Bearer $ANNOTATION_MEMORY_TOKEN"');
		const clientsDropdown = connectRow.components.find((component): component is DropdownComponent => component instanceof DropdownComponent)!;
		await clientsDropdown.select("cursor");
		expect(JSON.parse(code())).toEqual({ mcpServers: { "annotation-memory": { url: "http://127.0.0.1:27999/mcp", headers: { Authorization: "Bearer ${env:ANNOTATION_MEMORY_TOKEN}" } } } });
		await clientsDropdown.select("vscode");
		expect(JSON.parse(code())).toMatchObject({ servers: { "annotation-memory": { type: "http", url: "http://127.0.0.1:27999/mcp" } } });
		await clientsDropdown.select("claude-desktop");
		expect(connectRow.descEl.textContent).toMatch(/mcp-remote .*third-party/);
		expect((JSON.parse(code()) as { mcpServers: Record<string, { args: string[] }> }).mcpServers["annotation-memory"]!.args).toEqual(["-y", `mcp-remote@${MCP_REMOTE_VERSION}`, "http://127.0.0.1:27999/mcp", "--header", "Authorization:${AUTH_HEADER}"]);
		await button(connectRow, "Copy").click();
		expect(writeText).toHaveBeenLastCalledWith(code());
		// No configuration carries the token itself, and nothing asks for this project's package through npx.
		expect(writeText.mock.calls.join("\n")).not.toMatch(/npx annotation-memory|[0-9a-f]{64}/);
	});
});

describe("on mobile", () => {
	it("has no server rows and starts nothing, even when data.json (synced from a desktop) has the server on", async () => {
		Object.assign(Platform, { isDesktop: false, isDesktopApp: false, isMobile: true, isMobileApp: true });
		harness = await loadPlugin({}, { data: { mcpServe: true, mcpPort: await freePort() } });
		await harness.plugin.mcp.sync();
		await settle();
		expect(harness.plugin.mcp.port).toBeNull();
		const names = rows(harness).map((setting) => setting.name);
		expect(names).not.toContain("Other assistants");
		expect(names).not.toContain("Serve memory to other assistants");
		expect(names).not.toContain("Access token");
		expect(secret(harness)).toBeNull();
	});
});

describe("the plugin's server and the command line's write lock (desktop)", () => {
	it("a proposal waits for the lock a command-line pass holds, is answered with an error naming the pass while it holds on, and lands once it is free", async () => {
		const root = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-plugin-lock-"));
		const folder = nodePath.join(root, ".obsidian", "plugins", "annotation-memory");
		const port = await freePort();
		const h = await desktop(port);
		// The plugin's server as main.ts makes it for a vault on disk, with a short wait so that the test need not sit out 30 s.
		const app = h.app as unknown as App;
		const serving = new McpServing({ app, settings: () => ({ ...h.plugin.settings, mcpServe: true, mcpPort: port }), vault: createVaultPort(app, () => undefined), list: createListNotes(app), lockFolder: () => folder, lockWaitMs: 200 });
		try {
			await serving.sync();
			const client = await connect(port, secret(h));
			const propose = async (text: string) => {
				const result = (await client.callTool({ name: "propose_memory", arguments: { text, type: "factual" } })) as CallToolResult;
				return { isError: result.isError === true, text: result.content.map((part) => (part.type === "text" ? part.text : "")).join("") };
			};

			// A migrate pass of the command line holds the vault's lock (the same file, the same code).
			const pass = fileWriteLock(folder, { purpose: "an annotation-memory migrate pass", waitMs: 1_000 });
			let finish!: () => void;
			let entered!: () => void;
			const inside = new Promise<void>((resolve) => (entered = resolve));
			const passRun = pass.hold(() => {
				entered();
				return new Promise<void>((resolve) => (finish = resolve));
			});
			await inside;
			const refused = await propose("The user prefers mornings for appointments.");
			expect(refused).toEqual({ isError: true, text: expect.stringMatching(/an annotation-memory migrate pass \(process \d+, since .*nothing was written/) as unknown });
			expect(h.app.vault.files.has("Migration/Exchange.md")).toBe(false);

			finish();
			await passRun;
			expect((await propose("The user prefers mornings for appointments.")).isError).toBe(false);
			expect(parseExchange(h.app.vault.files.get("Migration/Exchange.md")!)).toEqual([expect.objectContaining({ text: "The user prefers mornings for appointments." })]);
			// Released: the lock leaves no file behind.
			await expect(fs.access(nodePath.join(folder, LOCK_FILE_NAME))).rejects.toThrow();
		} finally {
			await serving.stop();
			await fs.rm(root, { recursive: true, force: true });
		}
	});
});
