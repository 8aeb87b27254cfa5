/**
 * Promotion and retirement inside migrate (issue #29, part 4): on a memory
 * of 10,000 entries, finding the patterns to propose, finding the stale
 * entries to propose for retirement, and retiring the ticked supporters of
 * an accepted pattern must together cost at most a fifth of migrating 1,000
 * proposals into that memory (with both proposals switched off). They are
 * timed alternately in one run, so the machine's speed cancels out, and in
 * processor time (user and system) rather than wall-clock time, so that
 * other work on a busy machine does not count; over the limit the run exits
 * non-zero.
 * Promotion and the stale-entry check keep what they read of entries from
 * one migrate to the next (as the relation offers do), so each timed run
 * sees the 10,000 entries read before and 1,000 it has never seen — the
 * entries the migrate added, written today — and, as in migrate, both read
 * the note through one parse, resumed where the note parts from one read
 * before. Each side's fastest of ROUNDS rounds counts. The first run in a
 * fresh process (the command line's every run) reads them all: printed as
 * information. The model's drafting request is not timed: it is one network
 * request per migrate, whatever the memory's size.
 */
import { formatPattern, parseExchange } from "../src/core/exchange";
import { proposePatterns } from "../src/core/passes/promote";
import { retireTicked } from "../src/core/passes/retire";
import { proposeRetirements } from "../src/core/passes/retirement";
import { readUseCounts, type UseCountStore } from "../src/core/memory/useCounts";
import { migrateProposals } from "../src/core/passes/migrate";
import { entryReader, parseEntries } from "../src/core/memory/entries";
import { entryId } from "../src/core/memory/relations";
import { findPatterns } from "../src/core/memory/patterns";
import { DEFAULT_SETTINGS, type Settings } from "../src/core/settings";
import { createMemoryVault } from "../test/helpers/memoryVault";
import { memoryStore } from "../test/helpers/memoryStore";
import { exchange, note } from "./memory";
import { facts } from "./facts";
import { verdict } from "./verdict";

/** The limit: promotion, stale-entry proposals and retirement at most this share of a migrate of 1,000 proposals. */
const LIMIT = 0.2;

/** Timed rounds; each side's fastest counts (a busy machine slows some rounds, never speeds one up). */
const ROUNDS = 9;

const clock = () => new Date(2026, 10, 22, 9, 0);

/** The processor time (user and system, all threads) a task takes, in milliseconds. */
async function cpuTime(work: () => Promise<unknown>): Promise<number> {
	const start = process.cpuUsage();
	await work();
	const used = process.cpuUsage(start);
	return (used.user + used.system) / 1000;
}

/** Runs the section; true when the ratio is over its limit. */
export async function promoteBench(): Promise<boolean> {
	console.log("Promotion and retirement in migrate, against a memory note of 10,000 entries");
	const settings: Settings = { ...DEFAULT_SETTINGS, caps: { memory: 1_000_000, rules: 50, skills: 50 } };
	const memory = note(10_000);
	const blocks = exchange(1_000);
	const entries = parseEntries(memory);
	// An accepted pattern whose three ticked Retire lines name entries of the memory note.
	const supporters = [entries[17]!, entries[5_003]!, entries[9_990]!];
	const accepted = parseExchange(
		formatPattern({ id: "9c1d2e3f4a5b6c7d", timestamp: "2026-11-22 09:00", text: "A rule.", tag: "rule:agenda", retire: supporters.map((entry) => ({ entryId: entryId(entry), text: entry.text })), reason: "" }).replace("- [ ] Accept", "- [x] Accept"),
	)[0]!;

	// The migrate the cost is measured against: 1,000 accepted proposals into the note, promotion and retirement proposals off, journaled as the plugin and the command line journal it.
	const migrate = async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": blocks });
		await migrateProposals({ vault, settings: { ...settings, promotePatterns: false, proposeRetirement: false }, clock, journal: memoryStore() });
	};
	// Use counting began in March; every other entry was used since October, the rest are unused (older than the six months' window).
	const uses = { at: "2026-03-01T09:00Z", by: "decision", uses: { "Memory/Memory.md": [] as string[] } };
	const recent = { at: "2026-10-01T09:00Z", by: "decision", uses: { "Memory/Memory.md": entries.filter((_, i) => i % 2 === 0).map(entryId) } };
	const useCounts: UseCountStore = { append: () => Promise.resolve(), readAll: () => Promise.resolve([`${JSON.stringify(uses)}\n${JSON.stringify(recent)}\n`]) };
	// What they add to it, as migrate runs them on the migrated note (1,000 entries new to it): the patterns found and proposed, then the stale entries found and proposed, through one parse of the note.
	let runs = 0;
	let proposedPatterns = 0;
	let proposedRetirements = 0;
	const propose = async (): Promise<{ patterns: number; retirements: number }> => {
		const run = runs++;
		const added = facts(5_000_000 + 1_000 * run, 1_000).map((fact, i) => `- [2026-11-22] ${fact} <!-- am:${(0x30000000 + 1_000 * run + i).toString(16)} -->\n`);
		const vault = createMemoryVault({ "Memory/Memory.md": memory + added.join(""), "Migration/Exchange.md": "# Exchange\n" });
		const reader = entryReader();
		const promoted = await cpuTime(async () => {
			proposedPatterns = (await proposePatterns(vault, { settings, timestamp: "2026-11-22 09:00", list: vault.list, entries: reader })).length;
		});
		const retirements = await cpuTime(async () => {
			const counts = await readUseCounts(useCounts);
			proposedRetirements = (await proposeRetirements(vault, { settings, timestamp: "2026-11-22 09:00", today: "2026-11-22", now: clock(), list: vault.list, entries: reader, counts, limit: settings.patternProposals })).length;
		});
		return { patterns: promoted, retirements };
	};
	// And an accepted pattern's three ticked supporters retired from the note, through a run's reader as migrate reads it.
	const retire = async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memory });
		await retireTicked(vault, [{ block: accepted, target: "Rules/agenda.md" }], { today: "2026-11-22", notes: ["Memory/Memory.md"], archive: () => Promise.resolve(), entries: entryReader() });
	};
	const cold = await propose();
	await migrate();
	await retire();
	let migrated = Infinity;
	let promoted = Infinity;
	let stale = Infinity;
	let retired = Infinity;
	for (let i = 0; i < ROUNDS; i++) {
		migrated = Math.min(migrated, await cpuTime(migrate));
		const proposed = await propose();
		promoted = Math.min(promoted, proposed.patterns);
		stale = Math.min(stale, proposed.retirements);
		retired = Math.min(retired, await cpuTime(retire));
	}
	const clusters = findPatterns(entries).length;
	console.log(`  migrate of 1,000 proposals:       ${migrated.toFixed(0).padStart(5)} ms of processor time`);
	console.log(`  promotion (${clusters} patterns found, ${proposedPatterns} proposed): ${promoted.toFixed(0).padStart(5)} ms`);
	console.log(`  stale entries (${proposedRetirements} retirement blocks proposed): ${stale.toFixed(0).padStart(5)} ms`);
	console.log(`  retiring 3 ticked supporters:     ${retired.toFixed(0).padStart(5)} ms`);
	const ratio = (promoted + stale + retired) / migrated;
	const first = cold.patterns + cold.retirements;
	console.log(`  first promotion and stale-entry check in a fresh process (reads all 11,000 entries): ${first.toFixed(0)} ms, ${(first / migrated).toFixed(2)} × the migrate (information)`);
	console.log(verdict("  (promotion + stale entries + retiring) / migrate", ratio, LIMIT));
	if (ratio > LIMIT) console.error(`\nPromotion and retirement over their limit (bench/promote.ts): ${ratio.toFixed(3)} of a migrate, limit ${LIMIT}.`);
	return ratio > LIMIT;
}
