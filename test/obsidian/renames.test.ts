import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { followRename } from "../../src/obsidian/renames";
import { loadPlugin, PLUGIN_DIR, settle } from "./fakeApp";

describe("followRename", () => {
	it.each([
		["Agenda.md", "Week.md", { agendaPaths: ["Week.md"] }],
		["Migration/Exchange.md", "Migration/Inbox.md", { exchangePath: "Migration/Inbox.md" }],
		["Migration", "Review", { exchangePath: "Review/Exchange.md", archivePath: "Review/Archive.md" }],
		["Rules", "Learned/Rules", { rulesFolder: "Learned/Rules" }],
	])("%s → %s", (oldPath, newPath, expected) => {
		expect(followRename(DEFAULT_SETTINGS, oldPath, newPath)).toEqual({ ...DEFAULT_SETTINGS, ...expected });
	});

	it("leaves the settings alone for a note they do not name", () => {
		expect(followRename(DEFAULT_SETTINGS, "Agenda old.md", "Agenda.md")).toBeNull();
		expect(followRename(DEFAULT_SETTINGS, "Agenda", "Week")).toBeNull();
	});
});

describe("renaming in the vault", () => {
	it("keeps a renamed agenda configured, and saves the settings", async () => {
		const harness = await loadPlugin({ "Agenda.md": "- [ ] Pay rent\n" });
		harness.app.vault.userRename("Agenda.md", "Week 48.md");
		await settle();
		expect(harness.plugin.settings.agendaPaths).toEqual(["Week 48.md"]);
		expect(JSON.parse(harness.app.vault.adapter.files.get(`${PLUGIN_DIR}/data.json`)!)).toMatchObject({ agendaPaths: ["Week 48.md"] });
	});
});
