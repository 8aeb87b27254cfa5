/**
 * Reading a labelled set for `eval`: JSON lines of
 * `{"lang"?, "item", "annotation", "action", "type"}`, the format of the
 * repository's sets in data/classifier and of a user's own file. A line
 * that is not one is named by file and line, never skipped.
 */
import { ACTIONS, CORRECTION_TYPES, type Action, type CorrectionType } from "../../core/types";
import type { LabelledAnnotation } from "./outcome";

/** A labelled annotation and where it was read. */
export interface LabelledLine {
	example: LabelledAnnotation;
	/** The file as the user named it. */
	file: string;
	/** 1-based line number in the file. */
	line: number;
}

/** What a file held: its labelled lines, and a sentence for each line that is not one. */
export interface LabelledFile {
	lines: LabelledLine[];
	problems: string[];
}

/** Reads the text of one labelled JSON lines file (`file` is how messages name it); blank lines are skipped. */
export function parseLabelledLines(text: string, file: string): LabelledFile {
	const lines: LabelledLine[] = [];
	const problems: string[] = [];
	text.replace(/^\uFEFF/, "")
		.split(/\r?\n/)
		.forEach((raw, index) => {
			if (raw.trim() === "") return;
			const where = `${file}, line ${index + 1}`;
			let value: unknown;
			try {
				value = JSON.parse(raw);
			} catch {
				problems.push(`${where}: not JSON.`);
				return;
			}
			const problem = labelProblem(value);
			if (problem !== null) {
				problems.push(`${where}: ${problem}`);
				return;
			}
			const record = value as Record<string, string>;
			const example: LabelledAnnotation = { item: record.item!, annotation: record.annotation!, action: record.action as Action, type: record.type as CorrectionType };
			if (record.lang !== undefined) example.lang = record.lang;
			lines.push({ example, file, line: index + 1 });
		});
	return { lines, problems };
}

/** Why a parsed line is not a labelled annotation; null when it is one. */
function labelProblem(value: unknown): string | null {
	const shape = `expected {"lang"?, "item", "annotation", "action", "type"}`;
	if (typeof value !== "object" || value === null || Array.isArray(value)) return `${shape}.`;
	const record = value as Record<string, unknown>;
	for (const field of ["item", "annotation", "action", "type"]) if (typeof record[field] !== "string") return `"${field}" is missing or not text (${shape}).`;
	if (record.lang !== undefined && typeof record.lang !== "string") return `"lang" is not text.`;
	if ((record.annotation as string).trim() === "") return `"annotation" is empty.`;
	if (!(ACTIONS as readonly string[]).includes(record.action as string)) return `unknown action "${String(record.action)}" (one of ${ACTIONS.join(", ")}).`;
	if (!(CORRECTION_TYPES as readonly string[]).includes(record.type as string)) return `unknown type "${String(record.type)}" (one of ${CORRECTION_TYPES.join(", ")}).`;
	return null;
}
