import { MCP_TOKEN_VARIABLE, mcpUrl } from "./mcpServing";

/** The version of mcp-remote the Claude Desktop configuration pins (a third-party bridge from stdio to HTTP). */
export const MCP_REMOTE_VERSION = "0.15.1";

/** Assistants the settings tab shows a configuration for. */
export const MCP_CLIENTS = {
	"claude-code": "Claude Code",
	cursor: "Cursor",
	vscode: "VS Code",
	"claude-desktop": "Claude Desktop",
} as const;

/** One of MCP_CLIENTS. */
export type McpClient = keyof typeof MCP_CLIENTS;

/** Where each configuration goes and what it needs, shown above it. */
export const MCP_CLIENT_NOTES: Record<McpClient, string> = {
	"claude-code": `Run in a terminal where ${MCP_TOKEN_VARIABLE} holds the access token:`,
	cursor: `Add to ~/.cursor/mcp.json; Cursor reads the token from ${MCP_TOKEN_VARIABLE}:`,
	vscode: "Add to .vscode/mcp.json or your user mcp.json; VS Code asks for the token once and keeps it:",
	"claude-desktop": `Add to claude_desktop_config.json, with the access token in place of YOUR_TOKEN. Claude Desktop reaches the server through mcp-remote ${MCP_REMOTE_VERSION}, a third-party bridge (not part of this plugin) that npx downloads; it needs Node.js.`,
};

/**
 * The configuration that connects an assistant to the server at this port.
 * The token is never written into it where the client can read it from an
 * environment variable or ask for it instead.
 */
export function mcpClientConfig(client: McpClient, port: number): string {
	const url = mcpUrl(port);
	switch (client) {
		case "claude-code":
			return `claude mcp add --transport http annotation-memory ${url} --header "Authorization: Bearer $${MCP_TOKEN_VARIABLE}"`;
		case "cursor":
			return json({ mcpServers: { "annotation-memory": { url, headers: { Authorization: `Bearer \${env:${MCP_TOKEN_VARIABLE}}` } } } });
		case "vscode":
			return json({
				inputs: [{ type: "promptString", id: "annotation-memory-token", description: "Annotation Memory access token", password: true }],
				servers: { "annotation-memory": { type: "http", url, headers: { Authorization: "Bearer ${input:annotation-memory-token}" } } },
			});
		case "claude-desktop":
			return json({
				mcpServers: {
					"annotation-memory": {
						command: "npx",
						args: ["-y", `mcp-remote@${MCP_REMOTE_VERSION}`, url, "--header", "Authorization:${AUTH_HEADER}"],
						env: { AUTH_HEADER: "Bearer YOUR_TOKEN" },
					},
				},
			});
	}
}

function json(value: unknown): string {
	return JSON.stringify(value, null, 2);
}
