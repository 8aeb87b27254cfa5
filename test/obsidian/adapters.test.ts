import type { App, DataAdapter } from "obsidian";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRequestUrlHandler, type RequestUrlParam } from "../stubs/obsidian";
import { createRequestUrlHttp } from "../../src/obsidian/http";
import { createAdapterJournal } from "../../src/obsidian/pluginFiles";
import { createListNotes, createVaultPort } from "../../src/obsidian/vaultPort";
import { FakeAdapter, FakeApp, PLUGIN_DIR } from "./fakeApp";

describe("vault port over app.vault", () => {
	const setup = (notes: Record<string, string> = {}) => {
		const app = new FakeApp(notes);
		const written: [string, string][] = [];
		const port = createVaultPort(app as unknown as App, (path, text) => written.push([path, text]));
		return { app, port, written };
	};

	it("reads notes by normalised path; a missing note reads as null", async () => {
		const { port } = setup({ "Notes/A.md": "a" });
		expect(await port.read("Notes//A.md")).toBe("a");
		expect(await port.read("Notes/B.md")).toBeNull();
	});

	it("edits an existing note through Vault.process and reports the write first", async () => {
		const { app, port, written } = setup({ "A.md": "one" });
		const modified: string[] = [];
		app.vault.on("modify", (file) => modified.push(`${(file as { path: string }).path}:${JSON.stringify(written)}`));
		expect(await port.process("A.md", (current) => `${current} two`)).toBe("one two");
		expect(app.vault.files.get("A.md")).toBe("one two");
		// The guard heard of the write before Obsidian announced it.
		expect(modified).toEqual([`A.md:${JSON.stringify([["A.md", "one two"]])}`]);
	});

	it("writes nothing when the edit returns null or the same text", async () => {
		const { app, port, written } = setup({ "A.md": "one" });
		expect(await port.process("A.md", () => null)).toBe("one");
		expect(await port.process("A.md", (current) => current)).toBe("one");
		expect(await port.process("Missing.md", () => null)).toBeNull();
		expect(app.vault.writes).toEqual([]);
		expect(written).toEqual([]);
	});

	it("creates a new note with its folders", async () => {
		const { app, port, written } = setup({ "Memory/Old.md": "" });
		expect(await port.process("Deep/Er/Exchange.md", (current) => (current === null ? "new" : "no"))).toBe("new");
		expect(app.vault.files.get("Deep/Er/Exchange.md")).toBe("new");
		expect([...app.vault.folders].sort()).toEqual(["Deep", "Deep/Er", "Memory"]);
		expect(written).toEqual([["Deep/Er/Exchange.md", "new"]]);
	});

	it("removes a note through the file manager's trash", async () => {
		const { app, port } = setup({ "A.md": "x" });
		await port.remove!("A.md");
		await port.remove!("A.md");
		expect(app.vault.files.has("A.md")).toBe(false);
	});

	it("lists Markdown notes under a folder, recursively and sorted", async () => {
		const app = new FakeApp({ "Rules/b.md": "", "Rules/a.md": "", "Rules/sub/c.md": "", "Rules/image.png": "", "Other/d.md": "" });
		const list = createListNotes(app as unknown as App);
		expect(await list("Rules")).toEqual(["Rules/a.md", "Rules/b.md", "Rules/sub/c.md"]);
		expect(await list("Missing")).toEqual([]);
	});
});

describe("journal store over the adapter", () => {
	it("keeps journal.jsonl in the plugin folder", async () => {
		const adapter = new FakeAdapter();
		const journal = createAdapterJournal(adapter as unknown as DataAdapter, PLUGIN_DIR);
		expect(await journal.load()).toBeNull();
		await journal.save('{"kind":"migrate"}\n');
		expect(adapter.files.get(`${PLUGIN_DIR}/journal.jsonl`)).toBe('{"kind":"migrate"}\n');
		expect(await journal.load()).toBe('{"kind":"migrate"}\n');
	});
});

describe("HTTP port over requestUrl", () => {
	afterEach(() => vi.useRealTimers());

	it("passes the request with throw: false and returns non-2xx answers", async () => {
		const seen: RequestUrlParam[] = [];
		setRequestUrlHandler((request) => {
			seen.push(request);
			return Promise.resolve({ status: 429, headers: { "Retry-After": "3" }, text: "slow down" });
		});
		const http = createRequestUrlHttp();
		const response = await http({ url: "http://x/v1/chat", method: "POST", headers: { "content-type": "application/json" }, body: "{}", timeoutMs: 1000 });
		expect(response).toEqual({ status: 429, headers: { "retry-after": "3" }, text: "slow down" });
		expect(seen).toEqual([{ url: "http://x/v1/chat", method: "POST", headers: { "content-type": "application/json" }, body: "{}", throw: false }]);
	});

	it("gives up after timeoutMs with a timeout error and leaves no timer behind", async () => {
		vi.useFakeTimers();
		setRequestUrlHandler(() => new Promise(() => {}));
		const http = createRequestUrlHttp();
		const pending = http({ url: "http://x", method: "GET", headers: {}, timeoutMs: 5000 });
		const outcome = pending.then(
			() => "answered",
			(error: Error) => error.name,
		);
		await vi.advanceTimersByTimeAsync(5000);
		expect(await outcome).toBe("TimeoutError");
		setRequestUrlHandler(() => Promise.resolve({ status: 200, headers: {}, text: "ok" }));
		await http({ url: "http://x", method: "GET", headers: {}, timeoutMs: 5000 });
		expect(vi.getTimerCount()).toBe(0);
	});

	it("passes network failures on", async () => {
		setRequestUrlHandler(() => Promise.reject(new Error("net::ERR_CONNECTION_REFUSED")));
		await expect(createRequestUrlHttp()({ url: "http://x", method: "GET", headers: {}, timeoutMs: 1000 })).rejects.toThrow("ERR_CONNECTION_REFUSED");
	});
});
