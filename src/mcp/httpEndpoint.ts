import { failure, JSON_RPC, PROTOCOL_VERSIONS, type JsonRpcDispatcher } from "./jsonRpc";

/** An HTTP request as the endpoint reads it (header names in lower case). */
export interface EndpointRequest {
	method: string;
	/** The request target, such as `/mcp`. */
	url: string;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

/** What the endpoint answers. */
export interface EndpointAnswer {
	status: number;
	headers: Record<string, string>;
	body: string;
}

/** Where and for whom the endpoint serves. */
export interface EndpointOptions {
	/** The port it listens on, on 127.0.0.1: the only Host it answers. */
	port: number;
	/** The bearer token a request must carry (read for each request, so that a new one applies at once); null refuses all. */
	token: () => string | null;
	dispatch: JsonRpcDispatcher;
}

/** The path the endpoint serves. */
export const MCP_PATH = "/mcp";

/**
 * One request to the MCP endpoint: the stateless subset of MCP's Streamable
 * HTTP transport. A POST carries one JSON-RPC message (or, in protocol
 * 2025-03-26, a batch) and is answered with JSON; there are no sessions and
 * no event streams, so GET and DELETE are answered 405. Before anything
 * else, the Host must be this machine's loopback at our port and an Origin,
 * when a browser sends one, ours too (a web page cannot reach the server
 * through DNS rebinding); then the bearer token must match.
 */
export async function answerMcpRequest(request: EndpointRequest, options: EndpointOptions): Promise<EndpointAnswer> {
	const local = [`127.0.0.1:${options.port}`, `localhost:${options.port}`];
	const host = header(request, "host")?.toLowerCase();
	if (host === undefined || !local.includes(host)) return plain(403, "Forbidden: this server answers only at 127.0.0.1.");
	const origin = header(request, "origin");
	if (origin !== undefined && !local.some((allowed) => origin.toLowerCase() === `http://${allowed}`)) return plain(403, "Forbidden: requests from web pages are refused.");
	if (!authorised(header(request, "authorization"), options.token())) return { ...plain(401, "Unauthorized: send the access token shown in the plugin's settings as a bearer token."), headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": "Bearer" } };
	if (request.url.split("?")[0] !== MCP_PATH) return plain(404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
	if (request.method !== "POST") return { ...plain(405, "Method not allowed: this server answers POST only (no sessions, no event stream)."), headers: { "content-type": "text/plain; charset=utf-8", allow: "POST" } };
	if (!(header(request, "content-type") ?? "").toLowerCase().startsWith("application/json")) return plain(415, "Unsupported media type: send application/json.");
	const version = header(request, "mcp-protocol-version");
	if (version !== undefined && !PROTOCOL_VERSIONS.includes(version)) return plain(400, `Bad request: protocol version ${version} is not supported (${PROTOCOL_VERSIONS.join(", ")}).`);

	let message: unknown;
	try {
		message = JSON.parse(request.body);
	} catch {
		return json(400, failure(null, JSON_RPC.parseError, "Parse error: the body is not JSON."));
	}
	const batch = Array.isArray(message);
	const messages: unknown[] = batch ? (message as unknown[]) : [message];
	if (messages.length === 0) return json(400, failure(null, JSON_RPC.invalidRequest, "Invalid Request: an empty batch."));
	const answers = [];
	for (const each of messages) {
		const answer = await options.dispatch(each);
		if (answer !== null) answers.push(answer);
	}
	if (answers.length === 0) return { status: 202, headers: {}, body: "" };
	return json(200, batch ? answers : answers[0]);
}

function header(request: EndpointRequest, name: string): string | undefined {
	const value = request.headers[name];
	return Array.isArray(value) ? value[0] : value;
}

/** Whether the Authorization header carries the token, compared in time independent of where they differ. */
function authorised(authorization: string | undefined, token: string | null): boolean {
	if (token === null || token === "" || authorization === undefined) return false;
	const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
	if (!match) return false;
	const given = match[1]!;
	let difference = given.length ^ token.length;
	for (let i = 0; i < token.length; i++) difference |= token.charCodeAt(i) ^ given.charCodeAt(i % Math.max(1, given.length));
	return difference === 0;
}

function plain(status: number, text: string): EndpointAnswer {
	return { status, headers: { "content-type": "text/plain; charset=utf-8" }, body: text };
}

function json(status: number, value: unknown): EndpointAnswer {
	return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}
