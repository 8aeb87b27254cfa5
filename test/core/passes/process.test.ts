import { describe, expect, it } from "vitest";
import { processAnnotations, type ProcessOptions } from "../../../src/core/passes/process";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { parseExchange } from "../../../src/core/exchange";
import type { AnnotationInput, Decider, Decision } from "../../../src/core/types";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { parseJournal } from "../../../src/core/passes/journal";

const clock = () => new Date(2026, 10, 22, 9, 15);
const learned = () => Promise.resolve({ rules: [], skills: [], memory: [] });

/** A decider that answers from a table keyed by annotation text. */
function scripted(table: Record<string, Omit<Decision, "id">>, seen: AnnotationInput[][] = []): Decider {
	return {
		name: "scripted decider",
		decide(annotations) {
			seen.push(annotations);
			const decisions: Decision[] = [];
			const failures = [];
			for (const a of annotations) {
				const row = table[a.annotation];
				if (row) decisions.push({ id: a.id, ...row });
				else failures.push({ id: a.id, message: `no script for ${a.annotation}` });
			}
			return Promise.resolve({ decisions, failures });
		},
	};
}

const agenda = [
	"# Today",
	"- [ ] Call parents (last call weeks ago)",
	"> that's wrong — I called them two days ago",
	"- [ ] Pay rent",
	"> done",
	"- [ ] Dentist on Tuesday",
	"> never put medical appointments here",
	"",
].join("\n");

const table: Record<string, Omit<Decision, "id">> = {
	"that's wrong — I called them two days ago": { action: "rewrite", type: "factual", item: "Call parents (called two days ago)", proposal: "Last call with parents was two days ago.", postponeUntil: null },
	done: { action: "complete", type: "none", item: null, proposal: null, postponeUntil: null },
	"never put medical appointments here": { action: "keep", type: "behavioral", item: null, proposal: "Never put medical appointments in the agenda.", postponeUntil: null },
};

function options(vault: MemoryVault, decider: Decider, extra: Partial<ProcessOptions> = {}): ProcessOptions {
	return { vault, settings: DEFAULT_SETTINGS, decider, clock, learned, ...extra };
}

describe("processAnnotations", () => {
	it("writes proposals, then edits the agenda: rewrite, tick, annotation lines gone", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations(options(vault, scripted(table)));
		expect(vault.files.get("Agenda.md")).toBe(["# Today", "- [ ] Call parents (called two days ago)", "- [x] Pay rent", "- [ ] Dentist on Tuesday", ""].join("\n"));
		const blocks = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(blocks.map((b) => [b.text, b.rawTag])).toEqual([
			["Last call with parents was two days ago.", "user"],
			["Never put medical appointments in the agenda.", "rule:agenda"],
		]);
		expect(report.proposalsWritten).toBe(2);
		expect(report.itemsEdited).toBe(3);
	});

	it("twice changes nothing the second time", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, scripted(table)));
		const after = new Map(vault.files);
		const writes = vault.writes;
		const second = await processAnnotations(options(vault, scripted(table)));
		expect(vault.files).toEqual(after);
		expect(vault.writes).toBe(writes);
		expect(second.proposalsWritten).toBe(0);
	});

	it("never proposes the same annotation twice, even when the agenda edit did not happen", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations({ ...options(vault, scripted(table)), dryRun: false });
		// The user restores the annotated agenda (e.g. from a sync conflict).
		vault.files.set("Agenda.md", agenda);
		await processAnnotations(options(vault, scripted(table)));
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toHaveLength(2);
	});

	it("skips an annotation the user changed while the decider was thinking", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const slow: Decider = {
			name: "slow",
			async decide(annotations, context) {
				vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace("> done", "> done, paid by transfer"));
				return scripted(table).decide(annotations, context);
			},
		};
		const report = await processAnnotations(options(vault, slow));
		const text = vault.files.get("Agenda.md")!;
		expect(text).toContain("- [ ] Pay rent\n> done, paid by transfer");
		expect(text).toContain("Call parents (called two days ago)");
		expect(report.outcomes.find((o) => o.annotation === "done")!.status).toBe("changed");
	});

	it("leaves an annotation untouched when its decision failed, and applies the others", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const partial = { ...table };
		delete partial.done;
		const report = await processAnnotations(options(vault, scripted(partial)));
		expect(vault.files.get("Agenda.md")).toContain("- [ ] Pay rent\n> done\n");
		expect(report.outcomes.filter((o) => o.status === "failed")).toHaveLength(1);
	});

	it("keeps an annotation that teaches nothing and changes nothing (never drops what the user wrote)", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- Plan trip\n> hmm\n" });
		await processAnnotations(options(vault, scripted({ hmm: { action: "keep", type: "none", item: null, proposal: null, postponeUntil: null } })));
		expect(vault.files.get("Agenda.md")).toBe("- Plan trip\n> hmm\n");
	});

	it("dry run decides everything and writes nothing", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations({ ...options(vault, scripted(table)), dryRun: true });
		expect(vault.writes).toBe(0);
		expect([...vault.files.keys()]).toEqual(["Agenda.md"]);
		expect(report.proposalsWritten).toBe(2);
		expect(report.outcomes.map((o) => o.status)).toEqual(["planned", "planned", "planned"]);
	});

	it("never parses or decides a note without annotations, and reports a missing agenda", async () => {
		const seen: AnnotationInput[][] = [];
		const vault = createMemoryVault({ "Agenda.md": "- [ ] nothing to see\n" });
		const report = await processAnnotations({ ...options(vault, scripted(table, seen)), settings: { ...DEFAULT_SETTINGS, agendaPaths: ["Agenda.md", "Work/Agenda.md"] } });
		expect(seen).toEqual([]);
		expect(report.notes).toEqual([
			{ path: "Agenda.md", annotations: 0, missing: false },
			{ path: "Work/Agenda.md", annotations: 0, missing: true },
		]);
	});

	it("sends the decider the item without marker, the annotation, the section and neighbours", async () => {
		const seen: AnnotationInput[][] = [];
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, scripted(table, seen)));
		expect(seen[0]![0]).toMatchObject({ item: "Call parents (last call weeks ago)", annotation: "that's wrong — I called them two days ago", section: "Today" });
		expect(seen[0]![0]!.neighbours).toContain("Pay rent");
	});

	it("does not edit the agenda when Exchange.md cannot be written", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const broken = { ...vault, process: (path: string, edit: (c: string | null) => string | null) => (path.startsWith("Migration/") ? Promise.reject(new Error("disk full")) : vault.process(path, edit)) };
		const report = await processAnnotations(options(broken, scripted(table)));
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(report.errors[0]).toContain("disk full");
	});
});

describe("proposal flags", () => {
	it("writes relation lines offline: a word-for-word duplicate pre-ticked, a new value for the same slot unticked", async () => {
		const vault = createMemoryVault({
			"Agenda.md": "- [ ] Call parents\n> I called them two days ago\n- [ ] Pay rent\n> it went up, 1,020 euros now\n",
			"Memory/Memory.md": "# Memory\n\n- [2026-11-01] I called the parents two days ago. <!-- am:11111111 -->\n- [2026-11-01] Rent is 950 euros a month. <!-- am:22222222 -->\n",
		});
		const decider = scripted({
			"I called them two days ago": { action: "keep", type: "factual", item: null, proposal: "I called the parents two days ago.", postponeUntil: null },
			"it went up, 1,020 euros now": { action: "keep", type: "factual", item: null, proposal: "Rent is 1,020 euros a month.", postponeUntil: null },
		});
		await processAnnotations(options(vault, decider));
		const blocks = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(blocks.map((block) => block.relations.map(({ kind, entryId, text, ticked }) => ({ kind, entryId, text, ticked })))).toEqual([
			[{ kind: "same", entryId: "11111111", text: "I called the parents two days ago.", ticked: true }],
			[{ kind: "replaces", entryId: "22222222", text: "Rent is 950 euros a month.", ticked: false }],
		]);
		expect(vault.files.get("Migration/Exchange.md")).toContain("- [ ] Reject\n- [ ] Replaces: Rent is 950 euros a month. <!-- am:replaces 22222222 -->\n> item: Pay rent");
	});

	it("offers a model the most similar entries and ticks what it names (only entries of the proposal's note)", async () => {
		const vault = createMemoryVault({
			"Agenda.md": "- [ ] Pay rent\n> it went up, 1,020 euros now\n",
			"Memory/Memory.md": "# Memory\n\n- [2026-11-01] Rent is 950 euros a month. <!-- am:22222222 -->\n- [2026-11-01] Rent is paid by standing order. <!-- am:33333333 -->\n",
			"Rules/agenda.md": "# Rules\n\n- [2026-11-01] Never list rent reminders twice. <!-- am:44444444 -->\n",
		});
		const seen: AnnotationInput[][] = [];
		const judging: Decider = {
			name: "judging model",
			judgesRelations: true,
			decide(annotations) {
				seen.push(annotations);
				const decision: Decision = { id: annotations[0]!.id, action: "keep", type: "factual", item: null, proposal: "Rent is 1,020 euros a month.", postponeUntil: null, reason: "The rent changed.", sameAs: [], replaces: ["22222222", "44444444"] };
				return Promise.resolve({ decisions: [decision], failures: [] });
			},
		};
		await processAnnotations(options(vault, judging));
		expect(seen[0]![0]!.candidates?.map((candidate) => candidate.id).sort()).toEqual(["22222222", "33333333", "44444444"]);
		const [block] = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(block!.relations.filter((relation) => relation.ticked).map((relation) => [relation.kind, relation.entryId])).toEqual([["replaces", "22222222"]]);
		expect(block!.relations.every((relation) => relation.entryId !== "44444444")).toBe(true);
		expect(block!.reason).toBe("The rent changed.");
	});
});

describe("nothing is lost", () => {
	it("keeps a bare correction the decider could neither rewrite nor learn from", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Book flights\n> wrong\n" });
		const report = await processAnnotations(options(vault, scripted({ wrong: { action: "rewrite", type: "none", item: null, proposal: null, postponeUntil: null } })));
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Book flights\n> wrong\n");
		expect(report.outcomes[0]!.status).toBe("left");
	});
});

describe("repeated annotations", () => {
	it("applies the same item and annotation written twice, and proposes once", async () => {
		const vault = createMemoryVault({ "Agenda.md": "## Mon\n- [ ] Call mum\n> she moved to Lyon\n## Tue\n- [ ] Call mum\n> she moved to Lyon\n" });
		await processAnnotations(options(vault, scripted({ "she moved to Lyon": { action: "keep", type: "factual", item: null, proposal: "Mum lives in Lyon.", postponeUntil: null } })));
		expect(vault.files.get("Agenda.md")).toBe("## Mon\n- [ ] Call mum\n## Tue\n- [ ] Call mum\n");
		expect(parseExchange(vault.files.get("Migration/Exchange.md")!)).toHaveLength(1);
	});
});

describe("annotations held back", () => {
	it("leaves an annotation the caller holds (the user is still writing it) undecided and untouched", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Pay rent\n> done\n- [ ] Call mum\n> she moved to Ly\n" });
		const seen: AnnotationInput[][] = [];
		const report = await processAnnotations({
			...options(vault, scripted({ done: { action: "complete", type: "none", item: null, proposal: null, postponeUntil: null } }, seen)),
			hold: (annotation) => (annotation.text.endsWith("Ly") ? "The cursor is on it." : null),
		});
		expect(seen.flat().map((a) => a.annotation)).toEqual(["done"]);
		expect(vault.files.get("Agenda.md")).toBe("- [x] Pay rent\n- [ ] Call mum\n> she moved to Ly\n");
		expect(report.outcomes.map((o) => [o.annotation, o.status, o.message])).toEqual([
			["she moved to Ly", "held", "The cursor is on it."],
			["done", "applied", null],
		]);
	});

	it("leaves no journal trace of a run that only held annotations", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Call mum\n> she moved to Ly\n" });
		let saved: string | null = null;
		const journal = { load: () => Promise.resolve(saved), save: (text: string) => ((saved = text), Promise.resolve()) };
		await processAnnotations({ ...options(vault, scripted({})), journal, hold: () => "The cursor is on it." });
		expect(saved).toBeNull();
	});
});

describe("a postponement without a date", () => {
	const decider = () => scripted({ later: { action: "postpone", type: "none", item: null, proposal: null, postponeUntil: null } });

	it("moves under the Later heading by default, and says so", async () => {
		const vault = createMemoryVault({ "Agenda.md": "# Today\n- [ ] Sort the photos\n> later\n- [ ] Pay rent\n" });
		const report = await processAnnotations(options(vault, decider()));
		expect(vault.files.get("Agenda.md")).toBe("# Today\n- [ ] Pay rent\n\n## Later\n\n- [ ] Sort the photos\n");
		expect(report.outcomes[0]).toMatchObject({ status: "applied", message: "No date was named: moved under “Later”." });
	});

	it("is scheduled in the default days only when the setting says so, and says so", async () => {
		const vault = createMemoryVault({ "Agenda.md": "# Today\n- [ ] Sort the photos\n> later\n" });
		const report = await processAnnotations({ ...options(vault, decider()), settings: { ...DEFAULT_SETTINGS, undatedPostpone: "default-days" } });
		expect(vault.files.get("Agenda.md")).toBe("# Today\n- [ ] Sort the photos ⏳ 2026-11-29\n");
		expect(report.outcomes[0]!.message).toBe("No date was named: scheduled in 7 days (2026-11-29).");
	});
});

describe("recurring tasks", () => {
	const agenda = "- [ ] Water the plants 🔁 every week 📅 2026-11-22\n> done\n";
	const done = () => scripted({ done: { action: "complete", type: "none", item: null, proposal: null, postponeUntil: null } });

	it("are completed through the Tasks plugin when it is there, so the next occurrence exists", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const seen: [string, string][] = [];
		const toggleTask = (line: string, path: string) => {
			seen.push([line, path]);
			return "- [ ] Water the plants 🔁 every week 📅 2026-11-29\n- [x] Water the plants 🔁 every week 📅 2026-11-22 ✅ 2026-11-22";
		};
		await processAnnotations({ ...options(vault, done()), toggleTask });
		expect(seen).toEqual([["- [ ] Water the plants 🔁 every week 📅 2026-11-22", "Agenda.md"]]);
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Water the plants 🔁 every week 📅 2026-11-29\n- [x] Water the plants 🔁 every week 📅 2026-11-22 ✅ 2026-11-22\n");
	});

	it("are left open with their annotation without it, never ticked without their next occurrence, and nothing is proposed", async () => {
		const withRule = "- [ ] Water the plants 🔁 every week 📅 2026-11-22\n> done, and always water before noon\n";
		const vault = createMemoryVault({ "Agenda.md": withRule });
		const decider = scripted({ "done, and always water before noon": { action: "complete", type: "behavioral", item: null, proposal: "Water the plants before noon.", postponeUntil: null } });
		const report = await processAnnotations(options(vault, decider));
		expect(vault.files.get("Agenda.md")).toBe(withRule);
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
		expect(report.outcomes[0]!.status).toBe("refused");
		expect(report.outcomes[0]!.message).toMatch(/recurring task: completing it needs the Tasks plugin.*complete it with Tasks or by hand/);
	});

	it("are left open with their annotation when the Tasks plugin leaves the line as it is", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations({ ...options(vault, done()), toggleTask: (line) => line });
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(report.outcomes[0]).toMatchObject({ status: "refused", message: expect.stringMatching(/did not complete this recurring task/) as unknown });
	});

	it("are left open with their annotation when the toggle cannot read the rule, with its message", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const toggleTask = () => {
			throw new Error("The rule cannot be read.");
		};
		const report = await processAnnotations({ ...options(vault, done()), toggleTask });
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(report.outcomes[0]).toMatchObject({ status: "refused", message: "The rule cannot be read." });
	});
});

describe("reasons", () => {
	it("keeps the offline classifier's reason in the journal and under the proposal", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const store = { text: null as string | null, load: () => Promise.resolve(store.text), save: (text: string) => ((store.text = text), Promise.resolve()) };
		await processAnnotations(options(vault, createOfflineDecider({}), { journal: store }));
		const [run] = parseJournal(store.text);
		expect(run?.decisions?.map((d) => [d.annotation, d.reason])).toEqual([
			["that's wrong — I called them two days ago", "Correction cue “that's wrong”: text kept; learned as a fact."],
			["done", "Completion cue “done”; no question or hedge."],
			["never put medical appointments here", "Rule cue “never”: a rule for the agenda."],
		]);
		const blocks = parseExchange(vault.files.get("Migration/Exchange.md")!);
		expect(blocks.map((b) => b.reason)).toEqual(["Correction cue “that's wrong”: text kept; learned as a fact.", "Rule cue “never”: a rule for the agenda."]);
	});

	it("journals a model's reason, and null when a decider gives none", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const store = { text: null as string | null, load: () => Promise.resolve(store.text), save: (text: string) => ((store.text = text), Promise.resolve()) };
		const withReason = { ...table, done: { ...table.done!, reason: "The user says it is done." } };
		await processAnnotations(options(vault, scripted(withReason), { journal: store }));
		const [run] = parseJournal(store.text);
		expect(run?.decisions?.map((d) => d.reason)).toEqual([null, "The user says it is done.", null]);
	});
});
