import { PassThrough } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Clock } from "../core/ports";
import type { Settings } from "../core/settings";
import { fileUseCounts, type FileSystemVault } from "./fsVault";
import { failure, JSON_RPC, malformedMessage, type JsonRpcResponse } from "../mcp/jsonRpc";
import { createMemoryServer } from "../mcp/server";

/**
 * Serves the vault over stdin and stdout until the client closes stdin.
 * Stdout carries protocol messages only; anything else goes to stderr. A
 * line that is not a JSON-RPC message is answered with a JSON-RPC error
 * (the SDK's transport would drop it, and the client would wait forever).
 */
export async function serveOverStdio(vault: FileSystemVault, settings: Settings, clock: Clock): Promise<void> {
	const server = createMemoryServer({ vault, list: vault.list, settings, clock, lock: vault.lock, useCounts: fileUseCounts(vault.root, "mcp") });
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

/**
 * The error reply to a line that is not a JSON-RPC message (a parse error,
 * or the invalid request or params the HTTP endpoint answers too, with the
 * request's id when it has a usable one); null when the line is a message
 * to pass on to the SDK's transport.
 */
export function refusalOf(line: string): JsonRpcResponse | null {
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch (error) {
		return failure(null, JSON_RPC.parseError, `Parse error: the line is not JSON (${(error as Error).message}).`);
	}
	const malformed = malformedMessage(value);
	if (malformed !== null) return malformed;
	// What the SDK's transport would still drop unanswered (an id it cannot take, say): a request among them is refused here.
	if (JSONRPCMessageSchema.safeParse(value).success) return null;
	const { id, method } = value as Record<string, unknown>;
	if (typeof method !== "string" || (typeof id !== "string" && typeof id !== "number")) return null;
	return failure(Number.isInteger(id) || typeof id === "string" ? id : null, JSON_RPC.invalidRequest, "Invalid Request: not a JSON-RPC 2.0 request this server can take.");
}
