// The story `npm run demo` tells, on a copy of the example vault and offline:
// the agenda, processing, the proposals as Exchange.md shows them, the ticks,
// the migration and where each proposal went, what offline mode cannot do,
// and how to open the result in Obsidian. Output and clock are injected, so a
// test can read the story it tells.
import { promises as fs } from "node:fs";
import * as nodePath from "node:path";
import { parseExchange, setProposalBox, type ProposalBlock } from "../core/exchange";
import type { MigrateReport } from "../core/passes/migrate";
import type { ProcessReport } from "../core/passes/process";
import { describeMigrate, describeProcess, plural } from "../core/passes/reports";
import type { Clock } from "../core/ports";
import { resolveSettings } from "../core/settings";
import { runCli, type CliEnvironment } from "./run";
import { targetPath } from "../core/exchange/tags";

/** The files a GitHub release carries and Obsidian loads from the plugin folder. */
export const PLUGIN_FILES = ["main.js", "manifest.json", "styles.css"] as const;

/** What the demo works on and where it tells its story. */
export interface DemoOptions {
	/** The example vault; copied, never written. */
	exampleVault: string;
	/** An empty folder that becomes the demo vault (and stays for the user). */
	demoVault: string;
	/** The folder holding the built plugin's files (the repository root after `npm run build`). */
	pluginBuild: string;
	/** Receives the story, piece by piece. */
	write: (text: string) => void;
	clock: Clock;
}

/** Runs the demo and tells it; resolves to the exit status of the first command that failed, else 0. */
export async function tellDemoStory(options: DemoOptions): Promise<number> {
	const { demoVault: vault, write } = options;
	const settings = resolveSettings(undefined);
	const read = (path: string) => fs.readFile(nodePath.join(vault, path), "utf8").catch(() => null);
	const showNote = async (path: string) => write(`${indent((await read(path)) ?? "(this note does not exist)\n")}\n`);
	const cli = async <T>(args: string[]): Promise<{ code: number; report: T | null }> => {
		let out = "";
		const io: CliEnvironment = {
			stdout: (text) => (out += text),
			stderr: (text) => write(text),
			readStdin: () => Promise.resolve(""),
			env: {},
			// Offline from start to end: nothing may leave the machine.
			http: () => Promise.reject(new Error("The demo runs offline.")),
			sleep: () => Promise.resolve(),
			clock: options.clock,
		};
		const code = await runCli([...args, "--vault", vault, "--json"], io);
		return { code, report: out ? (JSON.parse(out) as T) : null };
	};

	await fs.cp(options.exampleVault, vault, { recursive: true });
	write(`Annotation Memory — the whole loop on a copy of the example vault, with the offline classifier.\n`);
	write(`Demo vault: ${vault}\n(a copy: the example vault itself is not touched)\n`);

	const waitingBefore = new Set(parseExchange((await read(settings.exchangePath)) ?? "").map((block) => block.id));

	heading(write, 1, `The agenda before (${settings.agendaPaths.join(", ")})`);
	for (const path of settings.agendaPaths) await showNote(path);

	heading(write, 2, "Process the annotations, offline");
	write("$ annotation-memory process --vault <demo vault> --provider offline\n");
	const processed = await cli<ProcessReport>(["process", "--provider", "offline"]);
	if (processed.code !== 0 || !processed.report) return processed.code || 1;
	write(describeProcess(processed.report));
	write(`\nThe agenda now: the decided annotations are gone, done items ticked, postponed ones dated.\n`);
	for (const path of settings.agendaPaths) await showNote(path);

	heading(write, 3, `The proposals, as they stand in ${settings.exchangePath}`);
	const exchange = (await read(settings.exchangePath)) ?? "";
	const blocks = parseExchange(exchange);
	const written = blocks.filter((block) => !waitingBefore.has(block.id)).length;
	write(`${plural(written, "proposal")} written by this run${blocks.length > written ? `, and ${plural(blocks.length - written, "proposal")} that was waiting there already` : ""}.\n`);
	write("Each block between --- lines is one proposal: its text and tag, Accept and Reject.\nIn Obsidian you tick one of the two, in the note or in the review panel.\n\n");
	await showNote(settings.exchangePath);

	heading(write, 4, "The demo now ticks Accept on each proposal");
	const toAccept = blocks.filter((block) => block.status === "pending");
	write(`As you would in the note or the review panel; here by ticking “- [ ] Accept” in ${settings.exchangePath}:\n`);
	for (const block of toAccept) write(`  [x] Accept  “${block.text}” [${block.rawTag ?? "no tag"}] → ${whereItGoes(block, settings)}\n`);
	await fs.writeFile(
		nodePath.join(vault, settings.exchangePath),
		toAccept.reduce((text, block) => setProposalBox(text, block.id, "accept", true), exchange),
	);

	heading(write, 5, "Migrate the accepted proposals");
	write("$ annotation-memory migrate --vault <demo vault>\n");
	const migrated = await cli<MigrateReport>(["migrate"]);
	if (migrated.code !== 0 || !migrated.report) return migrated.code || 1;
	write(describeMigrate(migrated.report));

	heading(write, 6, "Where each proposal went");
	const targets = new Set<string>();
	for (const block of toAccept) {
		const outcome = migrated.report.outcomes.find((o) => o.id === block.id);
		write(`  “${block.text}” → ${await landing(outcome, block, read)}\n`);
		if (outcome?.target && (outcome.status === "migrated" || outcome.status === "duplicate" || outcome.status === "already-present")) targets.add(outcome.target);
	}
	for (const target of targets) {
		write(`\n${target}:\n`);
		await showNote(target);
	}
	const left = parseExchange((await read(settings.exchangePath)) ?? "");
	write(`\nWhat stayed in ${settings.exchangePath}: `);
	if (left.length === 0) write(`nothing — every proposal was decided, and the decided blocks moved to ${settings.archivePath}.\n`);
	else {
		write(`${plural(left.length, "proposal")}:\n`);
		for (const block of left) write(`  “${block.text}” (${block.status})\n`);
		await showNote(settings.exchangePath);
	}

	heading(write, 7, "What offline mode cannot do");
	tellOfflineLimits(processed.report, write);

	heading(write, 8, "Open the demo vault in Obsidian, with the plugin installed");
	const pluginFolder = nodePath.join(vault, ".obsidian", "plugins", "annotation-memory");
	write(`1. Copy the three files the build made (${PLUGIN_FILES.join(", ")}) into the demo vault's plugin folder:\n`);
	write(`     mkdir -p "${pluginFolder}"\n`);
	write(`     cp ${PLUGIN_FILES.map((file) => `"${nodePath.join(options.pluginBuild, file)}"`).join(" ")} "${pluginFolder}/"\n`);
	write(`2. In Obsidian: Open another vault → Open folder as vault → ${vault}\n`);
	write(`3. Settings → Community plugins: turn community plugins on, then enable “Annotation Memory”.\n`);
	write(`4. Write a “>” line under an item of Agenda.md; the plugin processes it after a few seconds,\n   and the command “Open review panel” shows the new proposal.\n`);
	write(`\nThe demo vault stays at ${vault} until you delete it.\n`);
	return 0;
}

function heading(write: (text: string) => void, step: number, title: string): void {
	write(`\n━━ ${step}. ${title} ━━\n`);
}

/** A note's text set off from the story by a margin, so where it starts and ends is plain. */
function indent(text: string): string {
	return text.replace(/^/gm, "    │ ").replace(/ +$/, "");
}

/** Where an accepted block will be written, by its tag. */
function whereItGoes(block: ProposalBlock, settings: ReturnType<typeof resolveSettings>): string {
	if (!block.tag) return "nowhere: it has no tag a note can be named by";
	const target = targetPath(block.tag, settings);
	return target.ok ? target.path : `refused: ${target.message}`;
}

/** What became of one accepted block, checked against the note it names. */
async function landing(outcome: MigrateReport["outcomes"][number] | undefined, block: ProposalBlock, read: (path: string) => Promise<string | null>): Promise<string> {
	if (!outcome) return "not migrated (migrate did not report it)";
	const target = outcome.target ?? "no note";
	switch (outcome.status) {
		case "migrated": {
			const found = ((await read(target)) ?? "").includes(`am:${block.id}`);
			return found ? `${target}, a new entry` : `${target} (but its entry is not there: look at the report above)`;
		}
		case "duplicate":
		case "already-present":
			return `${target}, merged with the entry that already says so`;
		case "review":
			return `still in Exchange: similar entries exist in ${target}, so relation lines were added for one more look`;
		default:
			return `${outcome.status}${outcome.message ? `: ${outcome.message}` : ""}`;
	}
}

/** Says plainly which decisions offline mode could not carry out in full. */
function tellOfflineLimits(report: ProcessReport, write: (text: string) => void): void {
	const left = report.outcomes.filter((o) => o.kept === true && (o.status === "applied" || o.status === "planned"));
	const kept = left.filter((o) => o.decision?.action === "rewrite");
	const rules = left.filter((o) => o.decision?.action !== "rewrite");
	write("The offline classifier reads cue words; it writes new text for an item only when a correction names the wrong value and the right one (“Thursday, not Friday”).\n");
	if (kept.length > 0) {
		write(`It read ${plural(kept.length, "annotation")} as a correction (rewrite), and left each item's text as it was:\n`);
		for (const o of kept) write(`  - ${o.item}   (you wrote: “${o.annotation.replace(/\n/g, " / ")}”)\n`);
		write("Each annotation was proposed (accepted above) and stays under its item, marked so it is not proposed twice: fix the item, then delete the line.\n");
	}
	if (rules.length > 0) {
		write(`It proposed ${plural(rules.length, "rule or wish", "rules or wishes")} and left each line under its item too, marked, in case it also corrects that item:\n`);
		for (const o of rules) write(`  - ${o.item}   (rule: “${o.annotation.replace(/\n/g, " / ")}”)\n`);
	}
	const nothingToLearn = report.outcomes.filter((o) => o.decision?.type === "none" && o.status === "applied");
	if (nothingToLearn.length > 0) write(`${plural(nothingToLearn.length, "annotation")} (${nothingToLearn.map((o) => `“${o.annotation}”`).join(", ")}) only ticked or postponed an item: nothing to learn, so no proposal.\n`);
	write("With a language model (settings “Provider”, “Base URL”, “Model”; or --provider, --base-url, --model),\nthe items are rewritten too.\n");
}
