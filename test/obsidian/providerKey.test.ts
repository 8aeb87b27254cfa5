/**
 * The plugin with a provider that needs a key: without one nothing is sent
 * and the user is told where to put it; a failed batch is one problem with
 * its count.
 */
import { describe, expect, it } from "vitest";
import { Notice, setRequestUrlHandler, type RequestUrlParam } from "../stubs/obsidian";
import { loadPlugin, settle } from "./fakeApp";
import { DEFAULT_SETTINGS } from "../../src/core/settings";

const AGENDA = "# Today\n\n- [ ] Pay the plumber\n> paid\n- [ ] Call the bank\n> done\n- [ ] Book a table\n> done too\n";
const ANTHROPIC = { provider: "anthropic", model: "claude-test", autoProcess: false };

/** Records each request and answers it with `status`. */
function server(status: number): RequestUrlParam[] {
	const seen: RequestUrlParam[] = [];
	setRequestUrlHandler((request: RequestUrlParam) => {
		seen.push(request);
		return Promise.resolve({ status, headers: {}, text: JSON.stringify({ error: { message: "refused" } }) });
	});
	return seen;
}

describe("a provider that needs a key, in the plugin", () => {
	it("Anthropic without a key: nothing is sent, the agenda stays, and the problem names the settings tab's API key once for the batch", async () => {
		const { app, command } = await loadPlugin({ "Agenda.md": AGENDA }, { data: ANTHROPIC });
		const seen = server(200);
		Notice.shown = [];
		command("process-annotations").callback!();
		await settle(1000);
		expect(seen).toEqual([]);
		expect(app.vault.files.get("Agenda.md")).toBe(AGENDA);
		const said = Notice.messages().join("\n");
		expect(said).toContain("3 annotations left: Anthropic needs an API key and none is set; add it under “API key” in the settings tab.");
		expect(said.match(/needs an API key/g)).toHaveLength(1);
	});

	it("with the key in secret storage, the request carries it", async () => {
		const { app, command } = await loadPlugin({ "Agenda.md": AGENDA }, { data: ANTHROPIC });
		app.secretStorage.setSecret(DEFAULT_SETTINGS.apiKeySecret, "sk-ant-test-4Rt8Qm2Zx");
		const seen = server(401);
		Notice.shown = [];
		command("process-annotations").callback!();
		await settle(1000);
		expect(seen.map((request) => request.headers?.["x-api-key"])).toEqual(["sk-ant-test-4Rt8Qm2Zx"]);
		expect(Notice.messages().join("\n")).toMatch(/3 annotations left: Anthropic answered 401/);
		expect(Notice.messages().join("\n")).not.toContain("sk-ant-test");
	});
});
