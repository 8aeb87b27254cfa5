import { afterEach, describe, expect, it, vi } from "vitest";
import { mcpCommandLine } from "../../src/obsidian/settingsTab";
import { ButtonComponent, FileSystemAdapter, Notice, Setting, StubElement, type PluginSettingTab } from "../stubs/obsidian";
import { loadPlugin, type Harness } from "./fakeApp";

/** The "MCP server" row of the settings tab, drawn with display(). */
function mcpRow(harness: Harness): Setting {
	const tab: PluginSettingTab = harness.stub.settingTabs[0]!;
	tab.display();
	const rows = tab.containerEl.findAll((el) => el.owner instanceof Setting).map((el) => el.owner as Setting);
	return rows.find((row) => row.name === "MCP server" && !row.isHeading)!;
}

function codeIn(row: Setting): StubElement | undefined {
	return row.descEl.findAll((el) => el.tagName === "code")[0];
}

describe("the settings tab's MCP server row", () => {
	let harness: Harness;
	afterEach(() => {
		harness.plugin.unload();
		vi.unstubAllGlobals();
	});

	it("on desktop shows the command for this vault's folder and copies it", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal("navigator", { clipboard: { writeText } });
		harness = await loadPlugin();
		(harness.app.vault as unknown as { adapter: unknown }).adapter = new FileSystemAdapter("/Users/me/Documents/My Vault");
		const row = mcpRow(harness);
		const command = 'annotation-memory mcp --vault "/Users/me/Documents/My Vault"';
		expect(codeIn(row)?.textContent).toBe(command);
		const copy = row.components.find((component): component is ButtonComponent => component instanceof ButtonComponent && component.buttonEl.textContent === "Copy")!;
		await copy.click();
		expect(writeText).toHaveBeenCalledWith(command);
		expect(Notice.messages()).toContain("Command copied to the clipboard.");
	});

	it("on mobile (no vault folder) says the server runs on desktop only, with no command", async () => {
		harness = await loadPlugin();
		const row = mcpRow(harness);
		expect(row.descEl.textContent).toMatch(/desktop only/);
		expect(codeIn(row)).toBeUndefined();
		expect(row.components).toEqual([]);
	});
});

describe("the MCP command line", () => {
	it("quotes the vault folder so a shell passes it as one argument", () => {
		expect(mcpCommandLine("/Users/me/My Vault")).toBe('annotation-memory mcp --vault "/Users/me/My Vault"');
		expect(mcpCommandLine('/home/me/"odd" $HOME `x` \\')).toBe('annotation-memory mcp --vault "/home/me/\\"odd\\" \\$HOME \\`x\\` \\\\"');
		expect(mcpCommandLine("C:\\Users\\me\\My $Vault")).toBe('annotation-memory mcp --vault "C:\\Users\\me\\My $Vault"');
	});
});
