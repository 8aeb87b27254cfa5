/**
 * Every note a pass rewrites keeps the BOM and the line endings it had:
 * the agenda on process, Exchange.md on process and migrate, the memory and
 * rules notes and Archive.md on migrate.
 */
import { describe, expect, it } from "vitest";
import { processAnnotations } from "../../../src/core/passes/process";
import { migrateProposals } from "../../../src/core/passes/migrate";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { parseExchange } from "../../../src/core/exchange";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import type { Decider } from "../../../src/core/types";

const clock = () => new Date(2026, 10, 22, 9, 15);
const learned = () => Promise.resolve({ rules: [], skills: [], memory: [] });

/** A note's text with CRLF line endings, and a BOM when asked. */
const crlf = (text: string, bom: boolean) => `${bom ? "\uFEFF" : ""}${text.replace(/\n/g, "\r\n")}`;

/** What a reader of the bytes sees: BOM or none, and the line endings used (a mix shows as both). */
function edges(text: string): string {
	const endings = new Set([...text.matchAll(/\r\n|\n|\r/g)].map((m) => (m[0] === "\r\n" ? "CRLF" : m[0] === "\n" ? "LF" : "CR")));
	return `${text.startsWith("\uFEFF") ? "BOM " : ""}${[...endings].sort().join("+")}`;
}

const AGENDA = "# Today\n\n- [ ] Call parents (last call weeks ago)\n> that's wrong — I called them two days ago\n- [ ] Pay rent\n> done\n- [ ] Dentist on Tuesday\n> never put medical appointments on the agenda\n";
const EXCHANGE = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nThe boiler is serviced in October. [user]\n- [x] Accept\n- [ ] Reject\n---\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:bbbbbbbb -->\nNever book calls before 10:00. [rule:agenda]\n- [x] Accept\n- [ ] Reject\n---\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:cccccccc -->\nWrong idea. [user]\n- [ ] Accept\n- [x] Reject\n---\n";
const MEMORY = "# Memory\n\n- [2026-10-01] The car is blue. <!-- am:11111111 -->\n";
const RULES = "# Rules\n\n- [2026-10-01] Keep it short. <!-- am:22222222 -->\n";
const ARCHIVE = "# Archive\n\n";

function vaultWith(bom: boolean): MemoryVault {
	return createMemoryVault({
		"Agenda.md": crlf(AGENDA, bom),
		"Migration/Exchange.md": crlf(EXCHANGE, bom),
		"Migration/Archive.md": crlf(ARCHIVE, bom),
		"Memory/Memory.md": crlf(MEMORY, bom),
		"Rules/agenda.md": crlf(RULES, bom),
	});
}

describe("bytes at the edges: BOM and line endings", () => {
	// note | before the passes | after process and migrate (with a BOM, then without)
	it.each([
		["Agenda.md", true],
		["Migration/Exchange.md", true],
		["Migration/Archive.md", true],
		["Memory/Memory.md", true],
		["Rules/agenda.md", true],
		["Agenda.md", false],
		["Migration/Exchange.md", false],
		["Migration/Archive.md", false],
		["Memory/Memory.md", false],
		["Rules/agenda.md", false],
	])("%s (BOM: %s) keeps them", async (path, bom) => {
		const vault = vaultWith(bom);
		const before = vault.files.get(path)!;
		const expected = edges(before);
		await processAnnotations({ vault, settings: DEFAULT_SETTINGS, decider: createOfflineDecider({}), clock, learned });
		await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock });
		const after = vault.files.get(path)!;
		// The pass did rewrite the note (else the test proves nothing).
		expect(after).not.toBe(before);
		expect(edges(after)).toBe(expected);
		expect(after.indexOf("\uFEFF", 1)).toBe(-1);
	});

	it("the accepted proposals did reach their notes and the archive", async () => {
		const vault = vaultWith(true);
		await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock });
		expect(vault.files.get("Memory/Memory.md")).toContain("The boiler is serviced in October.");
		expect(vault.files.get("Rules/agenda.md")).toContain("Never book calls before 10:00.");
		expect(parseExchange(vault.files.get("Migration/Archive.md")!).map((b) => b.id)).toEqual(["aaaaaaaa", "bbbbbbbb", "cccccccc"]);
	});
});

describe("bytes at the edges: invisible characters in a model's reply", () => {
	it("a rewrite and a proposal with bidi and zero-width controls reach the agenda and Exchange.md without them", async () => {
		const vault = createMemoryVault({ "Agenda.md": "# Today\n\n- [ ] Call parents\n> it's Mum only\n" });
		const decider: Decider = {
			name: "scripted model",
			decide: (annotations) =>
				Promise.resolve({
					decisions: annotations.map((a) => ({ id: a.id, action: "rewrite" as const, type: "factual" as const, item: "Call \u202EmuM\u202C\u200B only", proposal: "Only \u2067Mum\u2069 is\u200D called.", postponeUntil: null })),
					failures: [],
				}),
		};
		await processAnnotations({ vault, settings: DEFAULT_SETTINGS, decider, clock, learned });
		expect(vault.files.get("Agenda.md")).toBe("# Today\n\n- [ ] Call muM only\n");
		const exchange = vault.files.get("Migration/Exchange.md")!;
		expect(exchange).toContain("Only Mum is called. [user]");
		expect(exchange).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
	});
});

describe("bytes at the edges: entries leaving a note", () => {
	it("a superseded entry leaves the memory note, which stays over its cap, and its BOM and CRLF stay, as the archive's do", async () => {
		const memory = "# Memory\n\n- [2026-09-01] The car is blue. <!-- am:11111111 -->\n- [2026-10-01] Rent is 950 euros a month. <!-- am:22222222 -->\n";
		const exchange = "# Exchange\n\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:aaaaaaaa -->\nRent is 1,020 euros a month. [user]\n- [x] Accept\n- [ ] Reject\n- [x] Replaces: Rent is 950 euros a month. <!-- am:replaces 22222222 -->\n---\n---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:bbbbbbbb -->\nThe bins go out on Mondays. [user]\n- [x] Accept\n- [ ] Reject\n---\n";
		const vault = createMemoryVault({ "Memory/Memory.md": crlf(memory, true), "Migration/Exchange.md": crlf(exchange, true), "Migration/Archive.md": crlf(ARCHIVE, true) });
		const report = await migrateProposals({ vault, settings: { ...DEFAULT_SETTINGS, caps: { ...DEFAULT_SETTINGS.caps, memory: 2 } }, clock });
		expect(report.superseded).toHaveLength(1);
		expect(report.overCap).toEqual([expect.objectContaining({ entries: 3, cap: 2 })]);
		for (const path of ["Memory/Memory.md", "Migration/Archive.md", "Migration/Exchange.md"]) expect(edges(vault.files.get(path)!), path).toBe("BOM CRLF");
	});
});
