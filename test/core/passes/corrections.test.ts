/**
 * Corrections are never lost: a rewrite that comes without new item text
 * either replaces the value the correction names ("Thursday, not Friday"),
 * or leaves the annotation under its item, marked by a hidden line so it is
 * neither decided nor proposed twice, while its proposal is written.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KEPT_NOW, KEPT_WAITING, processAnnotations, type ProcessOptions } from "../../../src/core/passes/process";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import { parseExchange } from "../../../src/core/exchange";
import { keptId } from "../../../src/core/ids";
import { DEFAULT_SETTINGS } from "../../../src/core/settings";
import { summariseProcess } from "../../../src/core/passes/reports";
import type { AnnotationInput, Decider, Decision } from "../../../src/core/types";
import { createMemoryVault, type MemoryVault } from "../../helpers/memoryVault";

const clock = () => new Date(2026, 10, 22, 9, 15);
const learned = () => Promise.resolve({ rules: [], skills: [], memory: [] });
const WRONG = "that's wrong — I called them two days ago";
const marker = (annotation: string, indent = "") => `${indent}<!-- am:kept ${keptId(annotation)} -->`;

/** Counts what the offline decider is asked. */
function counting(): Decider & { asked: AnnotationInput[] } {
	const offline = createOfflineDecider({});
	const decider = {
		name: "offline classifier",
		asked: [] as AnnotationInput[],
		decide(annotations: AnnotationInput[], context: Parameters<Decider["decide"]>[1]) {
			decider.asked.push(...annotations);
			return offline.decide(annotations, context);
		},
	};
	return decider;
}

/** A decider (a model, say) that reads every annotation as a rewrite but writes the item text it is given. */
function rewriting(item: (input: AnnotationInput) => string | null, type: Decision["type"] = "factual"): Decider {
	return {
		name: "scripted model",
		decide(annotations) {
			const decisions = annotations.map((a): Decision => ({ id: a.id, action: "rewrite", type, item: item(a), proposal: type === "none" ? null : `Noted: ${a.annotation}`, postponeUntil: null }));
			return Promise.resolve({ decisions, failures: [] });
		},
	};
}

function options(vault: MemoryVault, decider: Decider, extra: Partial<ProcessOptions> = {}): ProcessOptions {
	return { vault, settings: DEFAULT_SETTINGS, decider, clock, learned, ...extra };
}

const proposals = (vault: MemoryVault) => parseExchange(vault.files.get("Migration/Exchange.md") ?? "");

describe("a correction that names the wrong value and the right one", () => {
	it("fixes the item offline, and the annotation goes into its proposal", async () => {
		const vault = createMemoryVault({ "Agenda.md": "# Today\n- [ ] Submit the report (due Friday)\n> Thursday, not Friday\n- [ ] Pay rent\n" });
		const report = await processAnnotations(options(vault, createOfflineDecider({})));
		expect(vault.files.get("Agenda.md")).toBe("# Today\n- [ ] Submit the report (due Thursday)\n- [ ] Pay rent\n");
		expect(report.outcomes[0]).toMatchObject({ status: "applied", proposed: true });
		expect(report.itemsEdited).toBe(1);
		expect(proposals(vault)).toHaveLength(1);
	});

	it.each([
		["no item text", () => null],
		["the item's text unchanged", (a: AnnotationInput) => a.item],
	])("fixes the item when another decider's rewrite gave %s", async (_, item) => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Bericht abgeben (bis Freitag)\n> nicht Freitag sondern Donnerstag\n" });
		const report = await processAnnotations(options(vault, rewriting(item)));
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Bericht abgeben (bis Donnerstag)\n");
		expect(report.outcomes[0]).toMatchObject({ status: "applied", message: "“Freitag” → “Donnerstag” in the item, as the annotation says." });
		expect(report.outcomes[0]!.decision?.item).toBe("Bericht abgeben (bis Donnerstag)");
	});

	it("replaces only that value in an item of several lines: its line breaks and indentation stay", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Submit the report  \r\n  to Anna (due Friday)\r\n> Thursday, not Friday\r\n- [ ] Pay rent\r\n" });
		await processAnnotations(options(vault, createOfflineDecider({})));
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Submit the report  \r\n  to Anna (due Thursday)\r\n- [ ] Pay rent\r\n");
	});

	it("fixes the item when a decider read the value pair as a postponement or a keep, and leaves a real postponement and a completion alone", async () => {
		const agenda = "- [ ] Submit the report (due Friday)\n> Thursday, not Friday\n- [ ] Call Anna on Friday\n> Thursday, not Friday\n- [ ] Book the hall for Friday\n> done, Thursday not Friday\n- [ ] Pay rent\n> next Thursday\n";
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const verdicts: Record<string, Omit<Decision, "id">> = {
			"Submit the report (due Friday)": { action: "postpone", type: "none", item: null, proposal: null, postponeUntil: "2026-11-26" },
			"Call Anna on Friday": { action: "keep", type: "factual", item: null, proposal: "Anna: Thursday, not Friday.", postponeUntil: null },
			"Book the hall for Friday": { action: "complete", type: "none", item: null, proposal: null, postponeUntil: null },
			"Pay rent": { action: "postpone", type: "none", item: null, proposal: null, postponeUntil: "2026-11-26" },
		};
		const decider: Decider = { name: "scripted model", decide: (annotations) => Promise.resolve({ decisions: annotations.map((a) => ({ id: a.id, ...verdicts[a.item]! })), failures: [] }) };
		const report = await processAnnotations(options(vault, decider));
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Submit the report (due Thursday)\n- [ ] Call Anna on Thursday\n- [x] Book the hall for Friday\n- [ ] Pay rent ⏳ 2026-11-26\n");
		expect(report.outcomes.map((o) => o.decision?.action)).toEqual(["rewrite", "rewrite", "complete", "postpone"]);
		expect(proposals(vault).map((b) => b.text)).toEqual(["Anna: Thursday, not Friday."]);
	});

	it("fixes the item even when there is nothing to learn", async () => {
		const vault = createMemoryVault({ "Agenda.md": "- [ ] Call the bank at 2 pm\n> it's 3pm not 2pm\n" });
		await processAnnotations(options(vault, rewriting(() => null, "none")));
		expect(vault.files.get("Agenda.md")).toBe("- [ ] Call the bank at 3 pm\n");
	});
});

describe("a correction that cannot be applied to its item", () => {
	const agenda = `# Today\n- [ ] Call parents (last call weeks ago)\n> ${WRONG}\n- [ ] Pay rent\n> done\n`;

	it("stays under the item with a marker after it; the proposal is written, the other annotation done", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations(options(vault, createOfflineDecider({})));
		expect(vault.files.get("Agenda.md")).toBe(`# Today\n- [ ] Call parents (last call weeks ago)\n> ${WRONG}\n${marker(WRONG)}\n- [x] Pay rent\n`);
		expect(proposals(vault).map((b) => b.annotation)).toEqual([WRONG]);
		expect(report.outcomes[0]).toMatchObject({ status: "applied", kept: true, proposed: true, message: KEPT_NOW });
		// Only "Pay rent" was edited.
		expect(report.itemsEdited).toBe(1);
		expect(summariseProcess(report, "", true).summary).toBe("2 annotations, 1 proposal added, 1 item edited, 1 kept under its item (fix the item, then delete the line).");
	});

	it("is neither decided nor proposed again on the next runs, also once the user fixed the item", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, createOfflineDecider({})));
		const after = Object.fromEntries(vault.files);
		const decider = counting();
		const report = await processAnnotations(options(vault, decider));
		expect(Object.fromEntries(vault.files)).toEqual(after);
		expect(decider.asked).toEqual([]);
		expect(report.outcomes).toMatchObject([{ status: "left", kept: true, decision: null, message: KEPT_WAITING }]);
		expect(report.proposalsWritten).toBe(0);
		// An automatic run says nothing about it; one the user asked for says it waits.
		expect(summariseProcess(report, "", false).summary).toBe("");
		expect(summariseProcess(report, "", true).summary).toBe("No new annotations; 1 annotation proposed already waits under its item: fix the item, then delete the line.");

		// The user fixes the item but has not deleted the line yet.
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace("(last call weeks ago)", "(last call on Friday)"));
		const fixed = Object.fromEntries(vault.files);
		await processAnnotations(options(vault, decider));
		expect(Object.fromEntries(vault.files)).toEqual(fixed);
		expect(decider.asked).toEqual([]);
	});

	it("is decided afresh when the user edits it, and its marker is replaced, not doubled", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, createOfflineDecider({})));
		const edited = "that's wrong — I called them yesterday evening";
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace(WRONG, edited));
		const decider = counting();
		const report = await processAnnotations(options(vault, decider));
		expect(decider.asked.map((a) => a.annotation)).toEqual([edited]);
		expect(report.outcomes[0]).toMatchObject({ status: "applied", kept: true, proposed: true });
		expect(vault.files.get("Agenda.md")).toBe(`# Today\n- [ ] Call parents (last call weeks ago)\n> ${edited}\n${marker(edited)}\n- [x] Pay rent\n`);
		expect(proposals(vault).map((b) => b.annotation)).toEqual([WRONG, edited]);
	});

	it("takes a stale marker with it when the edited annotation is carried out", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, createOfflineDecider({})));
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace(WRONG, "done"));
		await processAnnotations(options(vault, createOfflineDecider({})));
		expect(vault.files.get("Agenda.md")).toBe("# Today\n- [x] Call parents (last call weeks ago)\n- [x] Pay rent\n");
	});

	it("leaves a marker alone once the user deleted the annotation above it", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		await processAnnotations(options(vault, createOfflineDecider({})));
		vault.files.set("Agenda.md", vault.files.get("Agenda.md")!.replace(`> ${WRONG}\n`, ""));
		const before = vault.files.get("Agenda.md")!;
		const writes = vault.writes;
		const decider = counting();
		const report = await processAnnotations(options(vault, decider));
		expect(vault.files.get("Agenda.md")).toBe(before);
		expect(before).toContain("am:kept");
		expect(vault.writes).toBe(writes);
		expect(decider.asked).toEqual([]);
		expect(report.outcomes).toEqual([]);
	});

	it("writes the marker docs/formats.md shows for the annotation there", () => {
		expect(marker(WRONG)).toBe("<!-- am:kept ede4ba4f -->");
		const formats = readFileSync(new URL("../../../docs/formats.md", import.meta.url), "utf8");
		expect(formats).toContain(`> ${WRONG}\n${marker(WRONG)}\n`);
	});

	it("adds only the marker line: with the note's CRLF and BOM, at the indentation of the `>` lines, at the end of a note without a final newline", async () => {
		const crlf = `\uFEFF# Today\r\n\r\n- [ ] Family  \r\n    - [ ] Call parents (last call weeks ago)\r\n    > ${WRONG}  \r\n- [ ] Pay rent\r\n`;
		const vault = createMemoryVault({ "Agenda.md": crlf, "Last.md": `- [ ] Call parents (last call weeks ago)\n> ${WRONG}` });
		await processAnnotations(options(vault, createOfflineDecider({}), { paths: ["Agenda.md", "Last.md"] }));
		expect(vault.files.get("Agenda.md")).toBe(crlf.replace(`${WRONG}  \r\n`, `${WRONG}  \r\n${marker(WRONG, "    ")}\r\n`));
		expect(vault.files.get("Last.md")).toBe(`- [ ] Call parents (last call weeks ago)\n> ${WRONG}\n${marker(WRONG)}`);
		// And the next run finds both kept.
		const report = await processAnnotations(options(vault, counting(), { paths: ["Agenda.md", "Last.md"] }));
		expect(report.outcomes.map((o) => o.status)).toEqual(["left", "left"]);
	});

	it("writes nothing in a dry run, and says it would stay", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations(options(vault, createOfflineDecider({}), { dryRun: true }));
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(vault.files.has("Migration/Exchange.md")).toBe(false);
		expect(report.outcomes[0]).toMatchObject({ status: "planned", kept: true });
	});

	it("a rewrite with nothing to learn and no replacement stays as it was, unmarked", async () => {
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const report = await processAnnotations(options(vault, rewriting((a) => a.item, "none"), { paths: ["Agenda.md"] }));
		expect(vault.files.get("Agenda.md")).toBe(agenda);
		expect(report.outcomes.map((o) => o.status)).toEqual(["left", "left"]);
	});
});
