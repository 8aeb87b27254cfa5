import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
	CallToolRequestSchema,
	ErrorCode,
	ListResourcesRequestSchema,
	ListResourceTemplatesRequestSchema,
	ListToolsRequestSchema,
	McpError,
	ReadResourceRequestSchema,
	type CallToolResult,
	type ReadResourceResult,
} from "@modelcontextprotocol/sdk/types.js";
import type { Clock, ListNotes, VaultPort, WriteLock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { UseCountStore } from "../core/memory/useCounts";
import { INSTRUCTIONS, memoryMethods, SERVER_INFO } from "./memory";
import { UnknownResourceError } from "./resources";

/** What the server serves. */
export interface StdioServerOptions {
	vault: VaultPort;
	list: ListNotes;
	settings: Settings;
	clock: Clock;
	/** The vault's write lock; each proposal holds it from reading Exchange.md to the durable append (none: no other writer to fear). */
	lock?: WriteLock;
	/** Where the entries the context and search tools return are counted as used. */
	useCounts?: UseCountStore;
}

/**
 * The MCP server over one vault for the command line, on the official
 * SDK: the learned context, search, proposals into the review queue, and
 * the learned notes as read-only resources — the same methods the plugin
 * serves over HTTP (./memory.ts). Its only write to a note is an append to Exchange.md
 * (besides, the entries it returns are counted in the plugin folder).
 */
export function createMemoryServer(options: StdioServerOptions): McpServer {
	// No registerTool: its arguments are zod schemas, and the plugin serves the same tools without zod. The handlers go to the underlying server.
	const mcp = new McpServer(SERVER_INFO, { capabilities: { tools: { listChanged: false }, resources: { listChanged: false } }, instructions: INSTRUCTIONS });
	const server = mcp.server;
	const methods = memoryMethods({ ...options, settings: () => options.settings, clientName: () => server.getClientVersion()?.name ?? null });
	server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: methods.tools.list() }));
	server.setRequestHandler(CallToolRequestSchema, async (request) => {
		const result = await methods.tools.call(request.params.name, request.params.arguments);
		if (result === null) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
		return result as CallToolResult;
	});
	server.setRequestHandler(ListResourcesRequestSchema, () => methods.listResources());
	server.setRequestHandler(ListResourceTemplatesRequestSchema, () => methods.listResourceTemplates());
	server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
		try {
			return (await methods.readResource(request.params.uri)) as ReadResourceResult;
		} catch (error) {
			if (error instanceof UnknownResourceError) throw new McpError(ErrorCode.InvalidParams, error.message);
			throw error;
		}
	});
	return mcp;
}
