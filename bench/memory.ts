import { migrateProposals } from "../src/core/passes/migrate";
import { createMemoryVault } from "../test/helpers/memoryVault";
import { formatProposal } from "../src/core/exchange";
import { DEFAULT_SETTINGS } from "../src/core/settings";
import { timeAlternately, timeAsync, verdict } from "./verdict";
import { parseEntries } from "../src/core/memory/entries";
import { NoteIndex } from "../src/core/memory/noteIndex";
import { relationCandidates } from "../src/core/memory/relations";
import { processAnnotations } from "../src/core/passes/process";
import { createOfflineDecider } from "../src/core/deciders/offline/offlineDecider";
import { facts, personName, topic } from "./facts";

/** A memory note of `count` generated entries. */
export function note(count: number): string {
	const lines = ["# Memory", ""];
	facts(0, count).forEach((fact, i) => lines.push(`- [2026-01-01] ${fact} <!-- am:${(0x10000000 + i).toString(16)} -->`));
	return lines.join("\n") + "\n";
}

/** An Exchange.md of `count` accepted memory proposals. */
export function exchange(count: number): string {
	let text = "# Exchange\n\n";
	facts(1_000_000, count).forEach((fact, i) => {
		const block = formatProposal({ id: (0x20000000 + i).toString(16), timestamp: "2026-11-22 09:00", sourcePath: "Agenda.md", text: fact, tag: "user", item: `item ${i}`, annotation: `note ${i}` });
		text += block.replace("- [ ] Accept", "- [x] Accept") + "\n";
	});
	return text;
}

async function migrateInto(proposals: number, existing: number): Promise<number> {
	const settings = { ...DEFAULT_SETTINGS, caps: { memory: 1_000_000, rules: 50, skills: 50 } };
	const base = note(existing);
	const blocks = exchange(proposals);
	return timeAsync(2, async () => {
		const vault = createMemoryVault({ "Memory/Memory.md": base, "Migration/Exchange.md": blocks });
		await migrateProposals({ vault, settings, clock: () => new Date(2026, 10, 22) });
	});
}

/** Migration time into a note of 10,000 entries, 1,000 versus 10,000 proposals. */
export async function memoryBench(): Promise<void> {
	console.log("Migrate decided proposals into a note already holding 10,000 entries");
	const small = await migrateInto(1_000, 10_000);
	const large = await migrateInto(10_000, 10_000);
	console.log(`   1,000 proposals: ${small.toFixed(0)} ms`);
	console.log(`  10,000 proposals: ${large.toFixed(0)} ms`);
	console.log(verdict("  10,000 / 1,000", large / small, 11));
	await relationsBench();
	await proposalBench();
}

/** An agenda of `count` items, each corrected with a new fact (a proposal for the memory note). */
function correctedAgenda(count: number): string {
	const lines: string[] = ["# Today", ""];
	facts(3_000_000, count).forEach((fact, i) => lines.push(`- [ ] Call ${personName(i)} about the ${topic(i)}`, `> that's wrong, ${fact}`));
	return lines.join("\n") + "\n";
}

/** The process pass writing proposals with relation lines against a memory note of 10,000 entries, versus an empty one. */
export async function proposalBench(): Promise<void> {
	console.log("Process pass writing 500 proposals, with relation candidates from a memory note of 10,000 entries");
	const agenda = correctedAgenda(500);
	const memory = note(10_000);
	const pass = (memory: string | null) => async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda, ...(memory === null ? {} : { "Memory/Memory.md": memory }) });
		await processAnnotations({ vault, settings: DEFAULT_SETTINGS, decider: createOfflineDecider({}), clock: () => new Date(2026, 10, 22, 9, 0), learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }) });
	};
	// Best of 9: on a shared machine a pass's time varies by a third from run to run.
	const [without, withNote] = await timeAlternately(9, pass(null), pass(memory));
	console.log(`  no memory note yet:      ${without.toFixed(0)} ms`);
	console.log(`  10,000-entry memory note: ${withNote.toFixed(0)} ms`);
	console.log(verdict("  with / without relation candidates", withNote / without, 1.2));
	// What was read of a note is kept while its text is unchanged (the common case: pass after
	// pass against the same memory note); the first pass after the note changed reads it afresh.
	let edits = 0;
	const [, changed] = await timeAlternately(9, pass(null), () => pass(`${memory}- [2026-11-01] Edit ${++edits} of the note. <!-- am:${(0x20000000 + edits).toString(16)} -->\n`)());
	console.log(`  first pass after the note changed: ${changed.toFixed(0)} ms, ${(changed / without).toFixed(2)} × a pass without a note (information)`);
}

/** Relation candidates for 1,000 and 10,000 proposals against one note of 10,000 entries (index built once). */
export async function relationsBench(): Promise<void> {
	console.log("Relation candidates against a note of 10,000 entries (index built once)");
	const index = new NoteIndex(parseEntries(note(10_000)));
	const queries = facts(2_000_000, 10_000);
	const run = (count: number) =>
		timeAsync(4, async () => {
			for (let i = 0; i < count; i++) relationCandidates(index, queries[i]!);
		});
	const small = await run(1_000);
	const large = await run(10_000);
	console.log(`   1,000 queries: ${small.toFixed(0)} ms`);
	console.log(`  10,000 queries: ${large.toFixed(0)} ms`);
	console.log(verdict("  10,000 / 1,000", large / small, 11));
}
