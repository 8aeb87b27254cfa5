import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { Clock } from "../core/ports";
import type { Settings } from "../core/settings";
import type { FileSystemVault } from "./fsVault";
import { createMemoryServer } from "../mcp/server";

/**
 * Serves the vault over stdin and stdout until the client closes stdin.
 * Stdout carries protocol messages only; anything else goes to stderr.
 */
export async function serveOverStdio(vault: FileSystemVault, settings: Settings, clock: Clock): Promise<void> {
	const server = createMemoryServer({ vault, list: vault.list, settings, clock, lock: vault.lock });
	const closed = new Promise<void>((resolve) => {
		process.stdin.once("end", resolve);
		process.stdin.once("close", resolve);
	});
	await server.connect(new StdioServerTransport());
	await closed;
	await server.close();
}
