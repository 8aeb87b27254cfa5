import { INSTRUCTIONS, SERVER_INFO, type MemoryMethods } from "./memory";
import { UnknownResourceError } from "./resources";

/** The MCP protocol versions the HTTP server speaks, newest first (those of the SDK's client, which the tests connect with). */
export const PROTOCOL_VERSIONS: readonly string[] = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];

/** A JSON-RPC answer to one request: a result or an error. */
export interface JsonRpcResponse {
	jsonrpc: "2.0";
	id: string | number | null;
	result?: unknown;
	error?: { code: number; message: string };
}

/** Answers one JSON-RPC message: a request gets a response; a notification or a client's response gets none (null). */
export type JsonRpcDispatcher = (message: unknown) => Promise<JsonRpcResponse | null>;

/** JSON-RPC's error codes. */
export const JSON_RPC = { parseError: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internalError: -32603 } as const;

class RequestError extends Error {
	constructor(
		readonly code: number,
		message: string,
	) {
		super(message);
	}
}

/**
 * The memory server's methods as JSON-RPC, without sessions: `initialize`
 * (agreeing on the client's protocol version when it is one of ours),
 * `ping`, the tools and the resources. Every malformed message gets a
 * JSON-RPC error, so that no client waits for an answer that never comes.
 */
export function jsonRpcDispatcher(methods: MemoryMethods): JsonRpcDispatcher {
	const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {
		initialize: (params) => ({
			protocolVersion: typeof params.protocolVersion === "string" && PROTOCOL_VERSIONS.includes(params.protocolVersion) ? params.protocolVersion : PROTOCOL_VERSIONS[0],
			capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
			serverInfo: SERVER_INFO,
			instructions: INSTRUCTIONS,
		}),
		ping: () => ({}),
		"tools/list": () => ({ tools: methods.tools.list() }),
		"tools/call": async (params) => {
			const name = stringParam(params, "name");
			const result = await methods.tools.call(name, params.arguments);
			if (result === null) throw new RequestError(JSON_RPC.invalidParams, `Tool ${name} not found`);
			return result;
		},
		"resources/list": () => methods.listResources(),
		"resources/templates/list": () => methods.listResourceTemplates(),
		"resources/read": async (params) => {
			try {
				return await methods.readResource(stringParam(params, "uri"));
			} catch (error) {
				if (error instanceof UnknownResourceError) throw new RequestError(JSON_RPC.invalidParams, error.message);
				throw error;
			}
		},
	};
	return async (message) => {
		const malformed = malformedMessage(message);
		if (malformed !== null) return malformed;
		const { id, method, params } = message as Record<string, unknown>;
		if (typeof method !== "string" || (typeof id !== "string" && typeof id !== "number")) return null; // a notification, or a client's answer: this server asks nothing
		const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
		if (!handler) return failure(id, JSON_RPC.methodNotFound, `Method not found: ${method}`);
		try {
			return { jsonrpc: "2.0", id, result: await handler((params ?? {}) as Record<string, unknown>) };
		} catch (error) {
			if (error instanceof RequestError) return failure(id, error.code, error.message);
			return failure(id, JSON_RPC.internalError, error instanceof Error ? error.message : String(error));
		}
	};
}

/**
 * The JSON-RPC error answer to a message that is not a well-formed JSON-RPC
 * 2.0 request, notification or response (not an object, no "jsonrpc": "2.0",
 * no method, a bad id, params that are not an object), with the message's id
 * when it has a usable one; null for a well-formed message. Both front ends
 * screen messages with it: the HTTP endpoint here, the stdio server before
 * the SDK's transport (which would drop such a line unanswered).
 */
export function malformedMessage(message: unknown): JsonRpcResponse | null {
	if (typeof message !== "object" || message === null || Array.isArray(message)) return failure(null, JSON_RPC.invalidRequest, "Invalid Request: a JSON-RPC message is an object.");
	const { jsonrpc, id, method, params } = message as Record<string, unknown>;
	const validId = typeof id === "string" || typeof id === "number";
	if (jsonrpc !== "2.0") return failure(validId ? id : null, JSON_RPC.invalidRequest, 'Invalid Request: "jsonrpc" must be "2.0".');
	if (method === undefined && ("result" in message || "error" in message)) return null; // a client's answer
	if (typeof method !== "string") return failure(validId ? id : null, JSON_RPC.invalidRequest, 'Invalid Request: "method" must be a string.');
	if (id === undefined) return null; // a notification
	if (!validId) return failure(null, JSON_RPC.invalidRequest, 'Invalid Request: "id" must be a string or a number.');
	if (params !== undefined && (typeof params !== "object" || params === null || Array.isArray(params))) return failure(id, JSON_RPC.invalidParams, 'Invalid params: "params" must be an object.');
	return null;
}

function stringParam(params: Record<string, unknown>, name: string): string {
	const value = params[name];
	if (typeof value !== "string") throw new RequestError(JSON_RPC.invalidParams, `Invalid params: "${name}" must be a string.`);
	return value;
}

/** A JSON-RPC error answer. */
export function failure(id: string | number | null, code: number, message: string): JsonRpcResponse {
	return { jsonrpc: "2.0", id, error: { code, message } };
}
