import { findAnnotations } from "../src/core/agenda/annotations";
import { createOfflineDecider } from "../src/core/deciders/offline/offlineDecider";
import { processAnnotations } from "../src/core/passes/process";
import { DEFAULT_SETTINGS } from "../src/core/settings";
import { createMemoryVault } from "../test/helpers/memoryVault";
import { timeAsync, verdict } from "./verdict";

/** Generates a list-heavy agenda of about `bytes` UTF-16 units, with an annotation every `every` items. */
export function generateAgenda(bytes: number, every = 250): string {
	const sections = ["Family", "Work", "Money", "Health", "House", "Travel"];
	const verbs = ["Call", "Email", "Pay", "Book", "Review", "Plan", "Buy", "Fix", "Send", "Check"];
	const things = ["the bank", "parents", "the dentist", "the landlord", "the insurance", "Lena's teacher", "the plumber", "the tax office"];
	const notes = ["that's wrong — I called them two days ago", "done", "next week", "never put this here", "should be shorter"];
	const out: string[] = ["# Agenda", ""];
	let size = 10;
	let item = 0;
	while (size < bytes) {
		const heading = `## ${sections[item % sections.length]} ${item}`;
		out.push(heading, "");
		size += heading.length + 2;
		for (let i = 0; i < 40 && size < bytes; i++, item++) {
			const depth = i % 5 === 4 ? "    " : i % 3 === 2 ? "  " : "";
			const line = `${depth}- [ ] ${verbs[item % verbs.length]} ${things[item % things.length]} about item ${item} #todo`;
			out.push(line);
			size += line.length + 1;
			if (item % every === every - 1) {
				const note = `${depth}> ${notes[item % notes.length]}`;
				out.push(note);
				size += note.length + 1;
			}
		}
		out.push("");
		size++;
	}
	return out.join("\n");
}

/** A list nested `levels` deep (two more spaces per level), with annotations on a few levels and an ordinary section around it. */
export function generateDeepList(levels: number): string {
	const ordinary = ["## Today", "", "- [ ] Call the bank", "> the rate is fixed now", "- [ ] Pay the rent", ""];
	const deep: string[] = ["## Project plan", ""];
	for (let level = 0; level < levels; level++) {
		deep.push(`${"  ".repeat(level)}- [ ] Step ${level} of the plan`);
		if (level % 250 === 3 || level === levels - 1) deep.push(`${"  ".repeat(level)}> that's wrong, step ${level} is done`);
	}
	return [...ordinary, ...deep, "", ...ordinary].join("\n");
}

/** A note whose one item line is about `bytes` long (inline markup throughout), annotated, with an ordinary section around it. */
export function generateLongLine(bytes: number): string {
	const unit = "word *emphasis* [link](https://example.org) `code` ";
	const long = unit.repeat(Math.ceil(bytes / unit.length)).trim();
	const ordinary = ["## Today", "", "- [ ] Call the bank", "> the rate is fixed now", "- [ ] Pay the rent", ""];
	return [...ordinary, `- [ ] ${long}`, "> too long, split it", "", ...ordinary].join("\n");
}

/** The time, in seconds, of the annotation pass (offline classifier, writing) on one note: best of three, each on a fresh copy. */
async function passSeconds(text: string): Promise<number> {
	const milliseconds = await timeAsync(3, () =>
		processAnnotations({
			vault: createMemoryVault({ "Agenda.md": text }),
			settings: { ...DEFAULT_SETTINGS },
			decider: createOfflineDecider({}),
			clock: () => new Date(2026, 10, 22, 9, 0),
			learned: () => Promise.resolve({ rules: [], skills: [], memory: [] }),
		}),
	);
	return milliseconds / 1000;
}

/** Prints how long pathological notes take: the finder alone and the whole pass, each required under one second. */
export async function pathologicalBench(): Promise<void> {
	console.log("Pathological notes (the finder falls back to the line grammar past its parse bounds)");
	const notes: [string, string][] = [
		["1,000-level nested list", generateDeepList(1000)],
		["5 MB single line", generateLongLine(5 * 1024 * 1024)],
	];
	for (const [label, text] of notes) {
		let found = 0;
		const find = await timeAsync(3, () => Promise.resolve((found = findAnnotations(text, "Agenda.md").annotations.length)));
		console.log(`  ${label}: ${found} annotations found`);
		console.log(verdict(`  ${label}, finder s`, find / 1000, 1));
		console.log(verdict(`  ${label}, annotation pass s`, await passSeconds(text), 1));
	}
}
