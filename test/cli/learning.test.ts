import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as nodePath from "node:path";
import { runCli } from "../../src/cli/run";
import { parseExchange, rewriteProposal, setProposalBox } from "../../src/core/exchange";
import { parseExamples } from "../../src/core/deciders/examples/exampleFile";
import { cliEnvironment } from "../helpers/cliEnvironment";

let vault: string;
beforeAll(async () => {
	vault = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-learning-"));
});
afterAll(async () => {
	await fs.rm(vault, { recursive: true, force: true });
});

const file = (path: string) => nodePath.join(vault, path);
const EXAMPLES = ".obsidian/plugins/annotation-memory/examples.jsonl";
const on = (day: number, hour = 9) => cliEnvironment({ clock: () => new Date(2026, 10, day, hour) });

async function run(argv: string[], day: number, hour = 9): Promise<string> {
	const io = on(day, hour);
	expect(await runCli([...argv, "--vault", vault], io), io.err).toBe(0);
	return io.out;
}

/** Writes the day's annotation, processes it and returns the block it proposed. */
async function processDay(day: number, item: string, annotation: string) {
	await fs.writeFile(file("Agenda.md"), `# Agenda\n\n- [ ] ${item}\n> ${annotation}\n`);
	const out = await run(["process"], day);
	return { out, block: parseExchange(await fs.readFile(file("Migration/Exchange.md"), "utf8")).at(-1)! };
}

/** The user re-tags a block to [rule:family] and accepts it (as in the note), then migrates. */
async function retagAndMigrate(id: string, day: number): Promise<string> {
	const exchange = await fs.readFile(file("Migration/Exchange.md"), "utf8");
	const block = parseExchange(exchange).find((b) => b.id === id)!;
	await fs.writeFile(file("Migration/Exchange.md"), setProposalBox(rewriteProposal(exchange, id, block.text, "rule:family"), id, "accept", true));
	return run(["migrate"], day, 18);
}

describe("the command line learns from the user's review decisions", () => {
	it("a tag corrected twice changes the third decision; undo of a migration takes its example back", async () => {
		const first = await processDay(20, "Parents' evening", "school things are for the family calendar as well");
		expect(first.block.rawTag).not.toBe("rule:family");
		expect(await retagAndMigrate(first.block.id, 20)).toContain("Kept as examples to learn from: 1.");
		const second = await processDay(21, "Swimming lesson for Leo", "the kids' appointments are for the family calendar");
		expect(second.block.rawTag).not.toBe("rule:family");
		await retagAndMigrate(second.block.id, 21);
		expect(parseExamples(await fs.readFile(file(EXAMPLES), "utf8")).map((e) => [e.date, e.tag])).toEqual([
			["2026-11-20", "rule:family"],
			["2026-11-21", "rule:family"],
		]);
		expect(await run(["status"], 22)).toContain("Learned from 2 review decisions.");

		const third = await processDay(22, "Vaccination for Mia", "kids' appointments are for the family calendar, please");
		expect(third.block.rawTag).toBe("rule:family");
		expect(third.out).toMatch(/why: .+; like your decision on 2026-11-21: \[rule:family\]/);

		// The last migration wrote Exchange.md, which the third processing changed: that goes first.
		await run(["undo", "--process"], 22);
		await run(["undo"], 22);
		expect(parseExamples(await fs.readFile(file(EXAMPLES), "utf8")).map((e) => e.date)).toEqual(["2026-11-20"]);
	});
});

describe("classify with a vault", () => {
	it("consults the vault's learned decisions, and without --vault does not", async () => {
		const folder = await fs.mkdtemp(nodePath.join(os.tmpdir(), "am-classify-"));
		try {
			const learned = { language: "en", item: "Swimming lesson for Leo", annotation: "the kids' appointments are for the family calendar", outcome: "accepted", type: "behavioral", tag: "rule:family", date: "2026-11-21", id: "aaaaaaaa" };
			await fs.mkdir(nodePath.dirname(nodePath.join(folder, EXAMPLES)), { recursive: true });
			await fs.writeFile(nodePath.join(folder, EXAMPLES), `${JSON.stringify(learned)}\n`);
			const input = '{"item":"Vaccination for Mia","annotation":"kids\' appointments are for the family calendar, please"}\n';
			const reasonOf = async (argv: string[]) => {
				const io = cliEnvironment({ readStdin: () => Promise.resolve(input) });
				expect(await runCli(["classify", "--json", ...argv], io), io.err).toBe(0);
				return (JSON.parse(io.out) as { results: { reason: string | null }[] }).results[0]!.reason;
			};
			expect(await reasonOf(["--vault", folder])).toContain("like your decision on 2026-11-21");
			expect(await reasonOf([])).not.toContain("like your decision");
		} finally {
			await fs.rm(folder, { recursive: true, force: true });
		}
	});
});
