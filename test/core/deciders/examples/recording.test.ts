import { describe, expect, it } from "vitest";
import { migrateProposals } from "../../../../src/core/passes/migrate";
import { undoLast } from "../../../../src/core/passes/undo";
import { parseExamples } from "../../../../src/core/deciders/examples/exampleFile";
import { rewriteProposal, setProposalBox } from "../../../../src/core/exchange";
import { DEFAULT_SETTINGS } from "../../../../src/core/settings";
import { describeMigrate, summariseMigrate } from "../../../../src/core/passes/reports";
import { createMemoryVault } from "../../../helpers/memoryVault";
import { memoryStore } from "../../../helpers/memoryStore";

const clock = () => new Date(2026, 10, 22, 9, 15);

/** A block as the process pass writes it: a fact proposed from an annotation, undecided. */
function proposed(id: string, text: string, item: string, annotation: string): string {
	return `---\n*from annotation: 2026-11-20 08:00* · [[Agenda]] <!-- am:${id} -->\n${text} [user]\n- [ ] Accept\n- [ ] Reject\n> item: ${item}\n> annotation: ${annotation}\n---\n`;
}

/** Exchange.md with three proposals: one the user re-tags and accepts, one rejected, one left pending. */
function reviewed(): string {
	let text = `# Exchange\n\n${proposed("aaaaaaaa", "Dentist for Mia: kids' appointments are for the family calendar", "Dentist for Mia", "kids' appointments are for the family calendar")}\n${proposed("bbbbbbbb", "Pay rent: paid 412 €", "Pay rent", "done, paid 412 €")}\n${proposed("cccccccc", "Still thinking", "Call Tom", "maybe later")}`;
	text = rewriteProposal(text, "aaaaaaaa", "Kids' appointments are for the family calendar.", "rule:family");
	text = setProposalBox(text, "aaaaaaaa", "accept", true);
	return setProposalBox(text, "bbbbbbbb", "reject", true);
}

describe("migrating records the user's decisions as examples", () => {
	it("keeps an accepted proposal with the tag the user gave it, and a rejected one as nothing to learn", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": reviewed() });
		const examples = memoryStore();
		const journal = memoryStore();
		const report = await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, journal, examples });
		expect(vault.files.get("Rules/family.md")).toContain("Kids' appointments are for the family calendar.");
		expect(report.examplesRecorded).toBe(2);
		const kept = parseExamples(examples.text);
		expect(kept.map(({ item, annotation, outcome, type, tag, date, language }) => ({ item, annotation, outcome, type, tag, date, language }))).toEqual([
			{ item: "Dentist for Mia", annotation: "kids' appointments are for the family calendar", outcome: "accepted", type: "behavioral", tag: "rule:family", date: "2026-11-22", language: "en" },
			{ item: "Pay rent", annotation: "done, paid 412 €", outcome: "rejected", type: "none", tag: null, date: "2026-11-22", language: "en" },
		]);
		expect(describeMigrate(report)).toContain("Kept as examples to learn from: 2.");
	});

	it("records nothing in a dry run, or when learning from review decisions is off", async () => {
		for (const options of [{ dryRun: true, settings: DEFAULT_SETTINGS }, { dryRun: false, settings: { ...DEFAULT_SETTINGS, learnFromDecisions: false } }]) {
			const vault = createMemoryVault({ "Migration/Exchange.md": reviewed() });
			const examples = memoryStore();
			const report = await migrateProposals({ vault, clock, examples, ...options });
			expect(report.examplesRecorded).toBe(0);
			expect(examples.text).toBeNull();
			expect(examples.saves).toBe(0);
		}
	});

	it("still migrates when the examples cannot be written, and says so", async () => {
		const vault = createMemoryVault({ "Migration/Exchange.md": reviewed() });
		const report = await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, examples: memoryStore(null, true) });
		expect(report.errors).toEqual([]);
		expect(report.migrated).toBe(1);
		expect(vault.files.get("Rules/family.md")).toContain("Kids' appointments are for the family calendar.");
		expect(report.warnings).toEqual(["Your decisions were migrated, but could not be kept as examples to learn from: disk full"]);
		expect(summariseMigrate(report, "now").errors).toEqual(report.warnings);
		expect(describeMigrate(report)).toContain("Warning: Your decisions were migrated");
	});

	it("undoing the migration takes back the examples it recorded, and only those", async () => {
		const earlier = JSON.stringify({ language: "en", item: "Gym", annotation: "never before 9", outcome: "accepted", type: "behavioral", tag: "rule:agenda", date: "2026-11-01", id: "eeeeeeee", run: "2026-11-01T08:00:00.000Z" });
		const examples = memoryStore(`${earlier}\n`);
		const journal = memoryStore();
		const vault = createMemoryVault({ "Migration/Exchange.md": reviewed() });
		await migrateProposals({ vault, settings: DEFAULT_SETTINGS, clock, journal, examples });
		expect(parseExamples(examples.text)).toHaveLength(3);
		const undone = await undoLast(vault, journal, clock, "migrate", examples);
		expect(undone.undone).toBe(true);
		expect(parseExamples(examples.text).map((e) => e.id)).toEqual(["eeeeeeee"]);
		expect(vault.files.get("Migration/Exchange.md")).toBe(reviewed());
	});
});
