/**
 * The use-count store: each writer appends to its own file, and reading
 * merges them all — counts add up, the latest use wins, a damaged line is
 * skipped, a missing folder is zero counts, a failed write fails nothing.
 * On a real folder on disk, through the command line's store.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileUseCounts, pluginFolder } from "../../../src/cli/fsVault";
import { mergeUseRecords, readUseCounts, recordSameEntry, recordUses, USE_COUNTS_FOLDER, type UseCountStore } from "../../../src/core/memory/useCounts";

let vault: string;
beforeEach(async () => {
	vault = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-use-counts-"));
});
afterEach(async () => {
	await fs.rm(vault, { recursive: true, force: true });
});

const DENTIST = { note: "Memory.md", id: "11111111" };
const CALLS = { note: "Rules/agenda.md", id: "22222222" };
const folder = () => nodePath.join(pluginFolder(vault), USE_COUNTS_FOLDER);

describe("use counts", () => {
	it("two writers keep their own files, and reading adds their counts up with the latest use", async () => {
		const cli = fileUseCounts(vault, "cli");
		const mcp = fileUseCounts(vault, "mcp");
		await recordUses(cli, [{ by: "decision", entries: [DENTIST, CALLS], at: new Date(Date.UTC(2026, 11, 1, 9, 0)) }]);
		await recordUses(mcp, [{ by: "mcp:get_context", entries: [DENTIST], at: new Date(Date.UTC(2026, 11, 5, 18, 30)) }]);
		await recordUses(cli, [{ by: "decision", entries: [DENTIST], at: new Date(Date.UTC(2026, 11, 3, 7, 45)) }]);

		const files = (await fs.readdir(folder())).sort();
		expect(files).toHaveLength(2);
		expect(files[0]).toMatch(/^cli-[0-9a-f]+\.jsonl$/);
		expect(files[1]).toMatch(/^mcp-[0-9a-f]+\.jsonl$/);

		// Any reader (a third process) sees both writers' uses.
		const counts = await readUseCounts(fileUseCounts(vault, "cli"));
		expect(counts.get(DENTIST)).toEqual({ count: 3, last: "2026-12-05T18:30Z", by: { decision: 2, "mcp:get_context": 1 } });
		expect(counts.get(CALLS)).toEqual({ count: 1, last: "2026-12-01T09:00Z", by: { decision: 1 } });
		expect(counts.get({ note: "Memory.md", id: "33333333" })).toBeNull();
		// The same id in another note is another entry.
		expect(counts.get({ note: "Other.md", id: DENTIST.id })).toBeNull();
		expect(counts.since).toBe("2026-12-01T09:00Z");
	});

	it("an entry named twice in one event is used once", async () => {
		const store = fileUseCounts(vault, "cli");
		await recordUses(store, [{ by: "copy", entries: [DENTIST, DENTIST], at: new Date(Date.UTC(2026, 11, 1, 9, 0)) }]);
		expect((await readUseCounts(store)).get(DENTIST)?.count).toBe(1);
	});

	it("a damaged line is skipped, and the lines around it still count", async () => {
		const store = fileUseCounts(vault, "cli");
		await recordUses(store, [{ by: "decision", entries: [DENTIST], at: new Date(Date.UTC(2026, 11, 1, 9, 0)) }]);
		const [own] = await fs.readdir(folder());
		// A write torn by a crash, a line of another shape, and a line from a synced copy that lost its end.
		await fs.appendFile(nodePath.join(folder(), own!), '{"at":"2026-12-02T10:00Z","by":"decision","uses":{"Memory.md":["1111\n{"at":"yesterday","by":"decision","uses":{"Memory.md":["11111111"]}}\n\u0000\u0000\n');
		await recordUses(store, [{ by: "copy", entries: [DENTIST], at: new Date(Date.UTC(2026, 11, 4, 9, 0)) }]);
		// Another device's file that is not ours at all.
		await fs.writeFile(nodePath.join(folder(), "phone-1.jsonl"), "not json at all\n");
		const counts = await readUseCounts(store);
		expect(counts.get(DENTIST)).toEqual({ count: 2, last: "2026-12-04T09:00Z", by: { decision: 1, copy: 1 } });
	});

	it("a missing folder is zero counts, and reading creates nothing", async () => {
		const counts = await readUseCounts(fileUseCounts(vault, "cli"));
		expect(counts.since).toBeNull();
		expect(counts.get(DENTIST)).toBeNull();
		await expect(fs.stat(folder())).rejects.toThrow();
	});

	it("a write that fails is ignored: counting never fails the work it counts", async () => {
		const broken: UseCountStore = { append: () => Promise.reject(new Error("disk full")), readAll: () => Promise.reject(new Error("unreadable")) };
		await expect(recordUses(broken, [{ by: "decision", entries: [DENTIST], at: new Date() }])).resolves.toBeUndefined();
		expect((await readUseCounts(broken)).since).toBeNull();
	});

	it("merges records in any order of files (a synced device's older file read last)", () => {
		const newer = '{"at":"2026-12-06T08:00Z","by":"mcp:search_memory","uses":{"Memory.md":["11111111"]}}\n';
		const older = '{"at":"2026-11-30T08:00Z","by":"decision","uses":{"Memory.md":["11111111"]}}\n';
		for (const texts of [
			[newer, older],
			[older, newer],
		]) {
			const counts = mergeUseRecords(texts);
			expect(counts.get(DENTIST)).toEqual({ count: 2, last: "2026-12-06T08:00Z", by: { decision: 1, "mcp:search_memory": 1 } });
			expect(counts.since).toBe("2026-11-30T08:00Z");
		}
	});

	it("counts as one entry the ids an edit said name it, in any order of files and through a chain of edits", async () => {
		const store = fileUseCounts(vault, "cli");
		const at = (day: number) => new Date(Date.UTC(2026, 11, day, 9, 0));
		await recordUses(store, [{ by: "decision", entries: [DENTIST], at: at(1) }]);
		// The hand-written entry is edited twice (its id is its text's); it is used under each id.
		await recordSameEntry(store, "Memory.md", [DENTIST.id, "aaaaaaaa"], at(2));
		await recordUses(store, [{ by: "copy", entries: [{ note: "Memory.md", id: "aaaaaaaa" }], at: at(3) }]);
		await recordSameEntry(store, "Memory.md", ["aaaaaaaa", "bbbbbbbb"], at(4));
		await recordUses(store, [{ by: "decision", entries: [{ note: "Memory.md", id: "bbbbbbbb" }, CALLS], at: at(5) }]);
		const whole = { count: 3, last: "2026-12-05T09:00Z", by: { decision: 2, copy: 1 } };
		const counts = await readUseCounts(store);
		for (const id of [DENTIST.id, "aaaaaaaa", "bbbbbbbb"]) expect(counts.get({ note: "Memory.md", id })).toEqual(whole);
		// Another note's entries stay apart, and such a line is no use: counting began with the first use.
		expect(counts.get(CALLS)?.count).toBe(1);
		expect(counts.get({ note: "Other.md", id: "aaaaaaaa" })).toBeNull();
		expect(counts.since).toBe("2026-12-01T09:00Z");
		// The same lines split across two writers' files, read in either order, say the same.
		const [own] = await fs.readdir(folder());
		const lines = (await fs.readFile(nodePath.join(folder(), own!), "utf8")).split("\n").map((line) => `${line}\n`);
		const split = [lines.filter((_, i) => i % 2 === 0).join(""), lines.filter((_, i) => i % 2 === 1).join("")];
		for (const texts of [split, [...split].reverse()]) expect(mergeUseRecords(texts).get({ note: "Memory.md", id: DENTIST.id })).toEqual(whole);
	});

	it("writes no line for an edit that kept the entry's id", async () => {
		const store = fileUseCounts(vault, "cli");
		await recordSameEntry(store, "Memory.md", [DENTIST.id, DENTIST.id], new Date());
		await expect(fs.stat(folder())).rejects.toThrow();
	});
});
