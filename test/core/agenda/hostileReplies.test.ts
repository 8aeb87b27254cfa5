/**
 * Hostile model replies against the agenda, end to end: a scripted model on
 * a loopback server answers the process pass with rewrites that would forge
 * structure; the agenda afterwards holds no new block, and a refused
 * rewrite's item and annotation are still there, as they were. (A reply's
 * line breaks are joined by the reply parser before the edits see them; the
 * edit fixtures test that a text with lines is refused.)
 */
import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../../src/cli/http";
import { findAnnotations } from "../../../src/core/agenda/annotations";
import { createLlmDecider } from "../../../src/core/deciders/llm/decider";
import { processAnnotations } from "../../../src/core/passes/process";
import { createMemoryVault } from "../../helpers/memoryVault";
import { lastUserDocument, scriptedModel, settingsFor, useLoopbackServer } from "../../helpers/loopbackServer";

const server = useLoopbackServer();

/** What the model answers per annotation text: the item's new text. */
const REWRITES: Record<string, string> = {
	"it's the orthodontist": "Call the orthodontist",
	"already did it": "> done",
	"use the other charger": "~~~",
	"make it a heading": "# Charge the car",
	"split the list here": "---",
	"mark it done": "- [x] Water the plants",
	"show the code": "```js",
	"the claim number changed, it's 88-2041-C now": "Call the insurance (claim 88-2041-C)\n*car · due Friday*",
	"hide the rest": "Pay the rent %%",
};

const agenda = [
	"# Today",
	"",
	"- [ ] Call the dentist",
	"> it's the orthodontist",
	"- [ ] Buy stamps",
	"> already did it",
	"",
	"Charge the car",
	"*car*",
	"> use the other charger",
	"",
	"Charge the bike",
	"*bike*",
	"> make it a heading",
	"",
	"Plan the week",
	"*home*",
	"> split the list here",
	"",
	"- [ ] Water the plants",
	"> mark it done",
	"- [ ] Write the script",
	"> show the code",
	"",
	"Call the insurance",
	"*car · due Friday*",
	"> the claim number changed, it's 88-2041-C now",
	"",
	"- [ ] Pay the rent",
	"> hide the rest",
	"",
	"<!--",
	"- [ ] Old task",
	"> inside an HTML comment",
	"-->",
	"%%",
	"- [ ] Secret task",
	"> inside an Obsidian comment",
	"%%",
	"",
].join("\n");

describe("hostile rewrites through the process pass", () => {
	it("refuses every rewrite that would add structure, applies the plain ones, and never sends commented-out annotations", async () => {
		server.script(
			scriptedModel("openai", (a) => ({
				id: a.id,
				action: "rewrite",
				item: REWRITES[a.annotation] ?? null,
				type: "factual",
				proposal: `About ${a.item}.`,
				postpone_until: null,
			})),
		);
		const vault = createMemoryVault({ "Agenda.md": agenda });
		const decider = createLlmDecider({ settings: settingsFor("openai", server), http: fetchHttp, apiKey: "sk-test", sleep: () => Promise.resolve() });
		const report = await processAnnotations({
			vault,
			settings: settingsFor("openai", server),
			decider,
			clock: () => new Date(2026, 3, 8, 9, 0),
			learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }),
		});

		const sent = server.requests.flatMap((request) => lastUserDocument(request).annotations.map((a) => a.annotation));
		expect(sent.sort()).toEqual(Object.keys(REWRITES).sort());

		const expected = agenda
			.replace("- [ ] Call the dentist\n> it's the orthodontist\n", "- [ ] Call the orthodontist\n")
			.replace("Call the insurance\n*car · due Friday*\n> the claim number changed, it's 88-2041-C now\n", "Call the insurance (claim 88-2041-C)\n*car · due Friday*\n");
		const after = vault.files.get("Agenda.md")!;
		expect(after).toBe(expected);
		// What is left to process is exactly the refused annotations, on their own items.
		const left = findAnnotations(after, "Agenda.md").annotations.map((a) => [a.item.text, a.text]);
		expect(left).toEqual([
			["Buy stamps", "already did it"],
			["Charge the car", "use the other charger"],
			["Charge the bike", "make it a heading"],
			["Plan the week", "split the list here"],
			["Water the plants", "mark it done"],
			["Write the script", "show the code"],
			["Pay the rent", "hide the rest"],
		]);
		// Refused before anything was written for them: no proposal, and the report says why.
		const refused = report.outcomes.filter((o) => o.status === "refused");
		expect(refused.map((o) => o.annotation).sort()).toEqual(left.map(([, text]) => text).sort());
		expect(refused.every((o) => !o.proposed && o.message !== null)).toBe(true);
		expect(report.proposalsWritten).toBe(2);
	});
});
