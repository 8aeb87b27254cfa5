/**
 * Promotion inside migrate (issue #29, part 4): on a memory of 10,000
 * entries, finding the patterns to propose and retiring the ticked
 * supporters of an accepted one must cost at most a fifth of migrating
 * 1,000 proposals into that memory. Both are timed alternately in one run,
 * so the machine's speed cancels out, and in processor time (user and
 * system) rather than wall-clock time, so that other work on a busy machine
 * does not count; over the limit the run exits non-zero.
 * Promotion keeps what it read of entries from one migrate to the next (as
 * the relation offers do), so each timed run sees the 10,000 entries read
 * before and 1,000 it has never seen — the entries the migrate added. The
 * first promotion in a fresh process (the command line's every run) reads
 * them all: printed as information. The model's drafting request is not
 * timed: it is one network request per migrate, whatever the memory's size.
 */
import { formatPattern, parseExchange } from "../src/core/exchange";
import { proposePatterns } from "../src/core/passes/promote";
import { retireTicked } from "../src/core/passes/retire";
import { migrateProposals } from "../src/core/passes/migrate";
import { parseEntries } from "../src/core/memory/entries";
import { entryId } from "../src/core/memory/relations";
import { findPatterns } from "../src/core/memory/patterns";
import { DEFAULT_SETTINGS, type Settings } from "../src/core/settings";
import { createMemoryVault } from "../test/helpers/memoryVault";
import { memoryStore } from "../test/helpers/memoryStore";
import { exchange, note } from "./memory";
import { facts } from "./facts";
import { verdict } from "./verdict";

/** The limit: promotion and retirement at most this share of a migrate of 1,000 proposals. */
const LIMIT = 0.2;

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

	// The migrate the cost is measured against: 1,000 accepted proposals into the note, promotion off, journaled as the plugin and the command line journal it.
	const migrate = async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memory, "Migration/Exchange.md": blocks });
		await migrateProposals({ vault, settings: { ...settings, promotePatterns: false }, clock, journal: memoryStore() });
	};
	// What promotion adds to it: the patterns of the migrated note (1,000 entries new to it) found and proposed.
	let runs = 0;
	const promote = async () => {
		const run = runs++;
		const added = facts(5_000_000 + 1_000 * run, 1_000).map((fact, i) => `- [2026-11-22] ${fact} <!-- am:${(0x30000000 + 1_000 * run + i).toString(16)} -->\n`);
		const vault = createMemoryVault({ "Memory/Memory.md": memory + added.join(""), "Migration/Exchange.md": "# Exchange\n" });
		await proposePatterns(vault, { settings, timestamp: "2026-11-22 09:00", list: vault.list });
	};
	// And an accepted pattern's three ticked supporters retired from the note.
	const retire = async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": memory });
		await retireTicked(vault, [{ block: accepted, target: "Rules/agenda.md" }], { today: "2026-11-22", notes: ["Memory/Memory.md"], archive: () => Promise.resolve() });
	};
	const cold = await cpuTime(promote);
	await migrate();
	await retire();
	let migrated = Infinity;
	let promoted = Infinity;
	let retired = Infinity;
	for (let i = 0; i < 5; i++) {
		migrated = Math.min(migrated, await cpuTime(migrate));
		promoted = Math.min(promoted, await cpuTime(promote));
		retired = Math.min(retired, await cpuTime(retire));
	}
	const clusters = findPatterns(entries).length;
	console.log(`  migrate of 1,000 proposals:       ${migrated.toFixed(0).padStart(5)} ms of processor time`);
	console.log(`  promotion (${clusters} patterns found): ${promoted.toFixed(0).padStart(5)} ms`);
	console.log(`  retiring 3 ticked supporters:     ${retired.toFixed(0).padStart(5)} ms`);
	const ratio = (promoted + retired) / migrated;
	console.log(`  first promotion in a fresh process (reads all 11,000 entries): ${cold.toFixed(0)} ms, ${(cold / migrated).toFixed(2)} × the migrate (information)`);
	console.log(verdict("  (promotion + retiring) / migrate", ratio, LIMIT));
	if (ratio > LIMIT) console.error(`\nPromotion over its limit (bench/promote.ts): ${ratio.toFixed(3)} of a migrate, limit ${LIMIT}.`);
	return ratio > LIMIT;
}
