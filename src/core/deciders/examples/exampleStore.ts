/**
 * Where the examples live and the few things done to them: load, record,
 * drop one migration's, forget them all. The plugin keeps them in its own
 * folder through the adapter; the command line in the same folder of the vault.
 */
import { addExamples, formatExampleLines, parseExamples, readExampleLines, withoutRun } from "./exampleFile";
import type { UserExample } from "../../types";

/** The examples file as text (plugin: `examples.jsonl` next to data.json). */
export interface ExampleStore {
	/** The file's text; null when there is none yet. Throws when it exists but cannot be read. */
	load(): Promise<string | null>;
	save(text: string): Promise<void>;
}

/** The file read last and its examples: an unchanged file hands back the same list, so its index (built per list) is reused. */
let lastRead: { text: string | null; examples: readonly UserExample[] } | null = null;

/** The stored examples, oldest first. */
export async function loadExamples(store: ExampleStore): Promise<readonly UserExample[]> {
	const text = await store.load();
	if (lastRead?.text !== text) lastRead = { text, examples: parseExamples(text) };
	return lastRead.examples;
}

/** Adds examples to the store (see `addExamples`); nothing is written when there are none. */
export async function recordExamples(store: ExampleStore, examples: readonly UserExample[]): Promise<void> {
	if (examples.length === 0) return;
	await store.save(formatExampleLines(addExamples(readExampleLines(await store.load()), examples)));
}

/** Drops the examples a migration recorded (named by its journal run's start); returns how many went. */
export async function dropExamplesOfRun(store: ExampleStore, run: string): Promise<number> {
	const lines = readExampleLines(await store.load());
	const kept = withoutRun(lines, run);
	if (kept.length !== lines.length) await store.save(formatExampleLines(kept));
	return lines.length - kept.length;
}

/** Forgets every example, damaged lines included (the user asked for a clean slate). */
export async function forgetExamples(store: ExampleStore): Promise<void> {
	await store.save("");
}
