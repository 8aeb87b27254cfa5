/**
 * The examples file: one JSON object per line (`examples.jsonl` in the
 * plugin folder), newest last. A line that is not an example — torn by a
 * crash, edited by hand — is kept verbatim in its place and skipped, so the
 * file is never lost to one bad line.
 */
import { CORRECTION_TYPES, type UserExample } from "../../types";
import { LANGUAGES } from "../../languages";
import { isIsoDate, parseJsonLine } from "../../text";
import { exampleKey } from "./examples";

/** How many examples are kept; past it the oldest go, so the file and the time to rank it stay small. */
export const MAX_EXAMPLES = 2_000;

/** A line of the file as read: an example, or a damaged line kept as it was. */
export type ExampleLine = { kind: "example"; example: UserExample } | { kind: "damaged"; text: string };

/** Reads the file line by line; blank lines are dropped, damaged ones kept in place. */
export function readExampleLines(text: string | null): ExampleLine[] {
	if (!text) return [];
	const lines: ExampleLine[] = [];
	for (const line of text.split("\n")) {
		if (line.trim() === "") continue;
		const example = parseExample(line);
		lines.push(example ? { kind: "example", example } : { kind: "damaged", text: line });
	}
	return lines;
}

/** The examples of the file, oldest first, without its damaged lines. */
export function parseExamples(text: string | null): UserExample[] {
	return readExampleLines(text).flatMap((line) => (line.kind === "example" ? [line.example] : []));
}

/** Writes the lines back: one JSON object per example, damaged lines verbatim in their place. */
export function formatExampleLines(lines: readonly ExampleLine[]): string {
	return lines.length === 0 ? "" : `${lines.map((line) => (line.kind === "example" ? JSON.stringify(line.example) : line.text)).join("\n")}\n`;
}

/**
 * Adds examples at the end: an example of the same annotation under the
 * same item replaces the older one (the user's latest word counts), and
 * only the newest {@link MAX_EXAMPLES} stay. Damaged lines stay where they are.
 */
export function addExamples(lines: readonly ExampleLine[], added: readonly UserExample[], max = MAX_EXAMPLES): ExampleLine[] {
	const newest = new Map<string, UserExample>();
	for (const example of added) {
		const key = exampleKey(example);
		newest.delete(key);
		newest.set(key, example);
	}
	const kept = lines.filter((line) => line.kind === "damaged" || !newest.has(exampleKey(line.example)));
	const all = [...kept, ...[...newest.values()].map((example): ExampleLine => ({ kind: "example", example }))];
	let surplus = all.filter((line) => line.kind === "example").length - max;
	return all.filter((line) => line.kind === "damaged" || surplus-- <= 0);
}

/** Drops the examples one migration recorded (its journal run's start), for undoing it. */
export function withoutRun(lines: readonly ExampleLine[], run: string): ExampleLine[] {
	return lines.filter((line) => line.kind === "damaged" || line.example.run !== run);
}

/** An example only when every field has its type: a hand-edited line that fails is kept as damaged, never half-trusted. */
function parseExample(line: string): UserExample | null {
	const value = parseJsonLine(line);
	if (typeof value !== "object" || value === null) return null;
	const e = value as Partial<Record<keyof UserExample, unknown>>;
	const valid =
		(e.language === null || LANGUAGES.includes(e.language as never)) &&
		typeof e.item === "string" &&
		typeof e.annotation === "string" &&
		e.annotation.trim() !== "" &&
		(e.outcome === "accepted" || e.outcome === "rejected") &&
		CORRECTION_TYPES.includes(e.type as never) &&
		(e.tag === null || typeof e.tag === "string") &&
		(e.outcome === "rejected") === (e.type === "none") &&
		typeof e.date === "string" &&
		isIsoDate(e.date) &&
		typeof e.id === "string" &&
		(e.run === undefined || typeof e.run === "string");
	return valid ? (value as UserExample) : null;
}
