import { answerMcpRequest, type EndpointAnswer } from "./httpEndpoint";
import { jsonRpcDispatcher } from "./jsonRpc";
import { memoryMethods, type MemoryServerOptions } from "./memory";

/** Node's http module (named by type only: the plugin loads it itself, on desktop only). */
type NodeHttp = typeof import("node:http");
type IncomingMessage = import("node:http").IncomingMessage;
type ServerResponse = import("node:http").ServerResponse;

/** Largest request body taken, in bytes (a proposal is at most 500 characters). */
const MAX_BODY = 1_000_000;

/** A running MCP server at 127.0.0.1. */
export interface LocalMcpServer {
	/** The port it listens on. */
	readonly port: number;
	/** Stops listening and ends open connections. */
	close(): Promise<void>;
}

/** What the HTTP server serves, and where. */
export interface LocalMcpOptions extends MemoryServerOptions {
	/** Node's `http.createServer`, passed in: the plugin loads node:http on desktop only, when the user turns the server on. */
	createServer: NodeHttp["createServer"];
	/** The port to listen on at 127.0.0.1 (0 takes a free one, for tests). */
	port: number;
	/** The bearer token requests must carry, read for each request. */
	token: () => string | null;
}

/** Another program (or another vault) already listens on the port. */
export class PortInUseError extends Error {
	constructor(readonly port: number) {
		super(`Port ${port} is already in use on this computer.`);
	}
}

/**
 * Serves the memory server's methods over HTTP at 127.0.0.1 only (never on
 * another interface), as the stateless subset of MCP's Streamable HTTP
 * transport (./httpEndpoint.ts). Node only: the plugin loads this module
 * and node:http on desktop, and only when the user turned the server on.
 */
export function startLocalMcpServer(options: LocalMcpOptions): Promise<LocalMcpServer> {
	const dispatch = jsonRpcDispatcher(memoryMethods(options));
	const server = options.createServer((request, response) => {
		void readBody(request).then(
			async (body) => {
				if (body === null) return send(response, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" }, body: "Payload too large." });
				let port = options.port;
				const address = server.address();
				if (address !== null && typeof address === "object") port = address.port;
				send(response, await answerMcpRequest({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body }, { port, token: options.token, dispatch }));
			},
			() => response.destroy(),
		);
	});
	return new Promise((resolve, reject) => {
		server.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "EADDRINUSE" ? new PortInUseError(options.port) : error));
		server.listen(options.port, "127.0.0.1", () => {
			const address = server.address();
			const port = address !== null && typeof address === "object" ? address.port : options.port;
			resolve({
				port,
				close: () =>
					new Promise<void>((done) => {
						server.close(() => done());
						server.closeAllConnections();
					}),
			});
		});
	});
}

/** The body as text, or null when it is larger than MAX_BODY. */
function readBody(request: IncomingMessage): Promise<string | null> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on("data", (chunk: Buffer) => {
			size += chunk.length;
			if (size <= MAX_BODY) chunks.push(chunk);
		});
		request.on("end", () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString("utf8")));
		request.on("error", reject);
	});
}

function send(response: ServerResponse, answer: EndpointAnswer): void {
	response.writeHead(answer.status, answer.headers);
	response.end(answer.body);
}
