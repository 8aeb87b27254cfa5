/**
 * The loop the issue asks for: the offline decider files a cue-less rule
 * under its default note ([user] as a fact, or [rule:agenda] as a rule);
 * the user changes the tag to [rule:family] in review and accepts, twice;
 * the third similar annotation is then proposed as [rule:family] by
 * itself, its reason naming the day of the decision.
 */
import { describe, expect, it } from "vitest";
import { createDecider } from "../../../../src/core/deciders";
import { parseExchange, rewriteProposal, setProposalBox } from "../../../../src/core/exchange";
import { migrateProposals } from "../../../../src/core/passes/migrate";
import { processAnnotations } from "../../../../src/core/passes/process";
import { DEFAULT_SETTINGS, type Settings } from "../../../../src/core/settings";
import { createMemoryVault, type MemoryVault } from "../../../helpers/memoryVault";
import { memoryStore } from "../../../helpers/memoryStore";

const EXCHANGE = "Migration/Exchange.md";
const noNetwork = { http: () => Promise.reject(new Error("no network")), apiKey: null, sleep: () => Promise.resolve() };

/** The three annotations, each written on its own day; the third is the second one said again in other words. */
const DAYS = [
	{ day: 20, item: "Parents' evening", annotation: "school things are for the family calendar as well" },
	{ day: 21, item: "Swimming lesson for Leo", annotation: "the kids' appointments are for the family calendar" },
	{ day: 22, item: "Vaccination for Mia", annotation: "kids' appointments are for the family calendar, please" },
];

/** Processes the day's annotation offline and returns the proposal block it wrote. */
async function processDay(vault: MemoryVault, examples: ReturnType<typeof memoryStore>, settings: Settings, index: number) {
	const { day, item, annotation } = DAYS[index]!;
	vault.files.set("Agenda.md", `# Agenda\n\n- [ ] ${item}\n> ${annotation}\n`);
	await processAnnotations({ vault, settings, decider: createDecider(settings, noNetwork), clock: () => new Date(2026, 10, day, 9), learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }), examples });
	return parseExchange(vault.files.get(EXCHANGE)!).at(-1)!;
}

/** The user changes the tag in review and accepts; then migrates that day. */
async function retagAndMigrate(vault: MemoryVault, examples: ReturnType<typeof memoryStore>, settings: Settings, id: string, day: number): Promise<void> {
	const block = parseExchange(vault.files.get(EXCHANGE)!).find((b) => b.id === id)!;
	vault.files.set(EXCHANGE, setProposalBox(rewriteProposal(vault.files.get(EXCHANGE)!, id, block.text, "rule:family"), id, "accept", true));
	const report = await migrateProposals({ vault, settings, clock: () => new Date(2026, 10, day, 18), examples });
	expect(report.outcomes.map((o) => [o.status, o.target])).toEqual([["migrated", "Rules/family.md"]]);
}

describe("a tag corrected twice in review", () => {
	it("changes the third similar decision", async () => {
		const vault = createMemoryVault();
		const examples = memoryStore();
		for (const index of [0, 1]) {
			const block = await processDay(vault, examples, DEFAULT_SETTINGS, index);
			expect(block.rawTag, DAYS[index]!.annotation).not.toBe("rule:family");
			await retagAndMigrate(vault, examples, DEFAULT_SETTINGS, block.id, DAYS[index]!.day);
		}
		const third = await processDay(vault, examples, DEFAULT_SETTINGS, 2);
		expect(third.rawTag).toBe("rule:family");
		expect(third.text).toBe("Kids' appointments are for the family calendar, please.");
		expect(third.reason).toMatch(/; like your decision on 2026-11-21: \[rule:family\] for “the kids' appointments are for the family calendar”\.$/);
	});

	it("does not, when learning from review decisions is off", async () => {
		const settings = { ...DEFAULT_SETTINGS, learnFromDecisions: false };
		const vault = createMemoryVault();
		const examples = memoryStore();
		for (const index of [0, 1]) await retagAndMigrate(vault, examples, settings, (await processDay(vault, examples, settings, index)).id, DAYS[index]!.day);
		expect((await processDay(vault, examples, settings, 2)).rawTag).not.toBe("rule:family");
		expect(examples.text).toBeNull();
	});
});
