import { PassThrough } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ErrorCode, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Clock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { FileSystemVault } from "./fsVault";
import { createMemoryServer } from "../mcp/server";

/**
 * Serves the vault over stdin and stdout until the client closes stdin.
 * Stdout carries protocol messages only; anything else goes to stderr. A
 * line that is not a JSON-RPC message is answered with a JSON-RPC error
 * (the SDK's transport would drop it, and the client would wait forever).
 */
export async function serveOverStdio(vault: FileSystemVault, settings: Settings, clock: Clock): Promise<void> {
	const server = createMemoryServer({ vault, list: vault.list, settings, clock, lock: vault.lock });
	const messages = new PassThrough();
	const closed = new Promise<void>((resolve) => {
		process.stdin.once("end", resolve);
		process.stdin.once("close", resolve);
	});
	const decoder = new StringDecoder("utf8");
	let pending = "";
	const screen = (line: string) => {
		if (line.trim() === "") return;
		const refusal = refusalOf(line);
		if (refusal === null) messages.write(`${line}\n`);
		else process.stdout.write(`${JSON.stringify(refusal)}\n`);
	};
	process.stdin.on("data", (chunk: Buffer) => {
		pending += decoder.write(chunk);
		let end: number;
		while ((end = pending.indexOf("\n")) >= 0) {
			screen(pending.slice(0, end).replace(/\r$/, ""));
			pending = pending.slice(end + 1);
		}
	});
	await server.connect(new StdioServerTransport(messages, process.stdout));
	await closed;
	screen(pending + decoder.end());
	messages.end();
	await server.close();
}

/** A JSON-RPC error reply. */
interface Refusal {
	jsonrpc: "2.0";
	id: string | number | null;
	error: { code: number; message: string };
}

/**
 * The error reply to a line that is not a JSON-RPC message (JSON-RPC 2.0:
 * parse error, or invalid request with the request's id when it has a
 * usable one, else null); null when the line is a message to pass on.
 */
export function refusalOf(line: string): Refusal | null {
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch (error) {
		return { jsonrpc: "2.0", id: null, error: { code: ErrorCode.ParseError, message: `Parse error: the line is not JSON (${(error as Error).message}).` } };
	}
	if (JSONRPCMessageSchema.safeParse(value).success) return null;
	const id = typeof value === "object" && value !== null && "id" in value ? value.id : null;
	const params = typeof value === "object" && value !== null && "params" in value ? value.params : undefined;
	const reason = params !== undefined && (typeof params !== "object" || params === null) ? "its params must be an object" : "it is not a JSON-RPC 2.0 request, notification or response";
	return { jsonrpc: "2.0", id: typeof id === "string" || typeof id === "number" ? id : null, error: { code: ErrorCode.InvalidRequest, message: `Invalid request: ${reason}.` } };
}
