/**
 * Before/after fixtures for the annotation finder and the surgical edits.
 *
 * Each folder in test/fixtures/edits holds `before.md`, `after.md` and
 * `case.json`. The runner finds the annotations in `before.md` (as the
 * process pass does, for `Agenda.md`), plans the decisions of `case.json`
 * (one per annotation, in order) with `spliceDecisions` in one pass, as the
 * process pass does, applies the splices and compares the result with
 * `after.md` byte for byte. Files are read as UTF-8 without any normalisation; a case that
 * depends on special bytes (CRLF, BOM, tabs, no final newline, a very long
 * line) says so in `bytes`, and the runner checks those bytes are really in
 * the files (so a checkout that rewrites line endings fails loudly instead of
 * testing something else). Cases without a `crlf`/`bom` flag must contain
 * neither.
 *
 * A case with a `knownLimit` records a limit of today's code: its after.md
 * is what the code does now (not what would be ideal), its test is named
 * "known limit: …", fails when the behaviour changes either way, and is
 * listed in the README's "Known limits". `laterAnnotations` lists what a
 * second pass over after.md still finds (nothing, when left out).
 * `refused` lists the decisions (by index) the edits refuse, with what
 * their message must say; every other decision must be carried out.
 * `notes` lists decisions (by index) carried out in a way the user did not
 * spell out, with what the report's note on them must say.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findAnnotations, type Annotation } from "../../../src/core/agenda/annotations";
import { applySplices, planEdits, refusal, type EditOptions } from "../../../src/core/agenda/edits";
import { ACTIONS, CORRECTION_TYPES, type Action, type CorrectionType, type Decision } from "../../../src/core/types";
import { decision } from "../../helpers/decisions";

const ROOT = fileURLToPath(new URL("../../fixtures/edits/", import.meta.url));
const NOTE_PATH = "Agenda.md";

const DEFAULT_OPTIONS: EditOptions = {
	completeMode: "check",
	completionDate: false,
	postponeMode: "scheduled",
	laterHeading: "Later",
	postponeDefaultDays: 7,
	// The fixtures were written when an undated postponement was scheduled in the default days; a case may ask otherwise.
	undatedPostpone: "default-days",
	today: "2026-11-22",
};

interface CaseDecision {
	action: Action;
	type: CorrectionType;
	item: string | null;
	postponeUntil: string | null;
}

/** An annotation a second pass finds, by its item's text and its own. */
interface FoundAnnotation {
	item: string;
	text: string;
}

interface ByteFlags {
	crlf?: boolean;
	bom?: boolean;
	noFinalNewline?: boolean;
	longLine?: number;
	tabs?: boolean;
	trailingWhitespace?: boolean;
}

interface CaseSpec {
	description: string;
	knownLimit: string | null;
	decisions: CaseDecision[];
	options: Partial<EditOptions>;
	expectAnnotations: number;
	expectItems: string[] | null;
	bytes: ByteFlags;
	laterAnnotations: FoundAnnotation[];
	/** Index of a refused decision, and words its message holds. */
	refused: { decision: number; says: string }[];
	/** Index of a decision carried out otherwise than asked, and words the report's note on it holds. */
	notes: { decision: number; says: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function onlyKeys(record: Record<string, unknown>, allowed: readonly string[], where: string): void {
	for (const key of Object.keys(record)) {
		if (!allowed.includes(key)) throw new Error(`${where}: unknown key "${key}"`);
	}
}

function stringOrNull(value: unknown, where: string): string | null {
	if (value === null || typeof value === "string") return value;
	throw new Error(`${where}: expected a string or null`);
}

function parseDecision(value: unknown, where: string): CaseDecision {
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, ["action", "type", "item", "postponeUntil"], where);
	const { action, type } = value;
	if (!ACTIONS.includes(action as Action)) throw new Error(`${where}: bad action ${String(action)}`);
	if (!CORRECTION_TYPES.includes(type as CorrectionType)) throw new Error(`${where}: bad type ${String(type)}`);
	return {
		action: action as Action,
		type: type as CorrectionType,
		item: stringOrNull(value.item, `${where}.item`),
		postponeUntil: stringOrNull(value.postponeUntil, `${where}.postponeUntil`),
	};
}

function parseOptions(value: unknown, where: string): Partial<EditOptions> {
	if (value === undefined) return {};
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, Object.keys(DEFAULT_OPTIONS), where);
	for (const [key, option] of Object.entries(value)) {
		if (typeof option !== typeof DEFAULT_OPTIONS[key as keyof EditOptions]) throw new Error(`${where}.${key}: wrong type`);
	}
	return value;
}

function parseBytes(value: unknown, where: string): ByteFlags {
	if (value === undefined) return {};
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, ["crlf", "bom", "noFinalNewline", "longLine", "tabs", "trailingWhitespace"], where);
	for (const [key, flag] of Object.entries(value)) {
		const wanted = key === "longLine" ? "number" : "boolean";
		if (typeof flag !== wanted) throw new Error(`${where}.${key}: expected a ${wanted}`);
	}
	return value;
}

function parseFound(value: unknown, where: string): FoundAnnotation {
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, ["item", "text"], where);
	if (typeof value.item !== "string" || typeof value.text !== "string") throw new Error(`${where}: item and text must be strings`);
	return { item: value.item, text: value.text };
}

function parseRefused(value: unknown, where: string): { decision: number; says: string } {
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, ["decision", "says"], where);
	if (typeof value.decision !== "number" || typeof value.says !== "string") throw new Error(`${where}: decision must be a number and says a string`);
	return { decision: value.decision, says: value.says };
}

function parseCase(json: string, where: string): CaseSpec {
	const value: unknown = JSON.parse(json);
	if (!isRecord(value)) throw new Error(`${where}: expected an object`);
	onlyKeys(value, ["description", "knownLimit", "decisions", "options", "expectAnnotations", "expectItems", "bytes", "laterAnnotations", "refused", "notes"], where);
	if (typeof value.description !== "string" || value.description === "") throw new Error(`${where}: description missing`);
	if (!Array.isArray(value.decisions)) throw new Error(`${where}: decisions must be an array`);
	if (typeof value.expectAnnotations !== "number") throw new Error(`${where}: expectAnnotations missing`);
	if (value.knownLimit !== undefined && (typeof value.knownLimit !== "string" || value.knownLimit === "")) throw new Error(`${where}: knownLimit must be a non-empty string`);
	if (value.laterAnnotations !== undefined && !Array.isArray(value.laterAnnotations)) throw new Error(`${where}: laterAnnotations must be an array`);
	if (value.refused !== undefined && !Array.isArray(value.refused)) throw new Error(`${where}: refused must be an array`);
	if (value.notes !== undefined && !Array.isArray(value.notes)) throw new Error(`${where}: notes must be an array`);
	const expectItems = value.expectItems;
	if (expectItems !== undefined && !(Array.isArray(expectItems) && expectItems.every((entry) => typeof entry === "string"))) {
		throw new Error(`${where}: expectItems must be an array of strings`);
	}
	const spec: CaseSpec = {
		description: value.description,
		knownLimit: value.knownLimit ?? null,
		decisions: value.decisions.map((entry, i) => parseDecision(entry, `${where}.decisions[${i}]`)),
		options: parseOptions(value.options, `${where}.options`),
		expectAnnotations: value.expectAnnotations,
		expectItems: expectItems === undefined ? null : expectItems,
		bytes: parseBytes(value.bytes, `${where}.bytes`),
		laterAnnotations: (value.laterAnnotations ?? []).map((entry, i) => parseFound(entry, `${where}.laterAnnotations[${i}]`)),
		refused: (value.refused ?? []).map((entry, i) => parseRefused(entry, `${where}.refused[${i}]`)),
		notes: (value.notes ?? []).map((entry, i) => parseRefused(entry, `${where}.notes[${i}]`)),
	};
	if (spec.decisions.length !== spec.expectAnnotations) {
		throw new Error(`${where}: ${spec.decisions.length} decisions for ${spec.expectAnnotations} expected annotations`);
	}
	return spec;
}

/** Makes invisible bytes visible so a failing comparison shows what differs. */
function visible(text: string): string {
	return text
		.replace(/\uFEFF/g, "⟨BOM⟩")
		.replace(/\t/g, "⟨TAB⟩")
		.replace(/\r/g, "⟨CR⟩")
		.replace(/ +(?=⟨CR⟩|\n|$)/g, (spaces) => "·".repeat(spaces.length))
		.concat(/[\r\n]$/.test(text) ? "" : "⟨no final newline⟩");
}

/** Checks the special bytes a case relies on are really in its files. */
function checkBytes(name: string, file: string, text: string, flags: ByteFlags): void {
	const where = `${name}/${file}`;
	if (flags.crlf) {
		expect(text.includes("\r\n"), `${where} should use CRLF`).toBe(true);
		expect(/(^|[^\r])\n/.test(text), `${where} has a bare LF`).toBe(false);
	} else {
		expect(text.includes("\r"), `${where} has a CR but no crlf flag (line endings rewritten on checkout?)`).toBe(false);
	}
	if (flags.bom) expect(text.startsWith("\uFEFF"), `${where} should start with a BOM`).toBe(true);
	else expect(text.includes("\uFEFF"), `${where} has a BOM but no bom flag`).toBe(false);
	if (flags.tabs) expect(text.includes("\t"), `${where} should contain tabs`).toBe(true);
	if (flags.trailingWhitespace) expect(/[ \t]\r?\n/.test(text), `${where} should have trailing white space`).toBe(true);
	if (flags.longLine !== undefined) {
		const longest = Math.max(...text.split(/\r\n|\r|\n/).map((line) => line.length));
		expect(longest, `${where} should have a line of ${flags.longLine}+ characters`).toBeGreaterThanOrEqual(flags.longLine);
	}
}

function decisionFor(annotation: Annotation, spec: CaseDecision): Decision {
	return decision({ ...spec, id: annotation.id, proposal: spec.type === "none" ? null : `Learned from: ${annotation.text}` });
}

const caseNames = readdirSync(ROOT)
	.filter((name) => statSync(join(ROOT, name)).isDirectory())
	.sort();

describe("edit fixtures", () => {
	it("has the fixture folders", () => {
		expect(caseNames.length).toBeGreaterThanOrEqual(40);
	});

	for (const name of caseNames) {
		const dir = join(ROOT, name);
		const spec = parseCase(readFileSync(join(dir, "case.json"), "utf8"), `${name}/case.json`);
		const title = spec.knownLimit === null ? `${name}: ${spec.description}` : `known limit: ${spec.knownLimit}`;

		it(title, () => {
			const beforeBytes = readFileSync(join(dir, "before.md"));
			const afterBytes = readFileSync(join(dir, "after.md"));
			const before = beforeBytes.toString("utf8");
			const after = afterBytes.toString("utf8");
			checkBytes(name, "before.md", before, spec.bytes);
			checkBytes(name, "after.md", after, { ...spec.bytes, noFinalNewline: false });
			if (spec.bytes.noFinalNewline) expect(/[\r\n]$/.test(before), `${name}/before.md should not end with a newline`).toBe(false);

			const { map, annotations } = findAnnotations(before, NOTE_PATH);
			expect(annotations, "number of annotations found").toHaveLength(spec.expectAnnotations);
			if (spec.expectItems !== null) expect(annotations.map((a) => a.item.text)).toEqual(spec.expectItems);

			const options: EditOptions = { ...DEFAULT_OPTIONS, ...spec.options };
			const decided = annotations.map((annotation, i) => ({ annotation, decision: decisionFor(annotation, spec.decisions[i]!) }));
			const plan = planEdits(before, map, decided, options);
			const result = applySplices(before, plan.splices);
			// Refused decisions: the plan names them with their message, and `refusal` tells the same before any edit.
			const expectedRefused = new Map(spec.refused.map((entry) => [entry.decision, entry.says]));
			decided.forEach(({ annotation, decision }, i) => {
				const says = expectedRefused.get(i);
				const planned = plan.refused.find((entry) => entry.id === annotation.id)?.message ?? null;
				expect(refusal(before, annotation, decision, options), `refusal of decision ${i}`).toBe(planned);
				if (says === undefined) expect(planned, `decision ${i} refused`).toBeNull();
				else expect(planned, `decision ${i} not refused`).toContain(says);
			});
			const expectedNotes = new Map(spec.notes.map((entry) => [entry.decision, entry.says]));
			decided.forEach(({ annotation }, i) => {
				const says = expectedNotes.get(i);
				const noted = plan.notes.find((entry) => entry.id === annotation.id)?.message ?? null;
				if (says !== undefined) expect(noted, `note on decision ${i}`).toContain(says);
			});

			expect(visible(result)).toBe(visible(after));
			expect(Buffer.from(result, "utf8").equals(afterBytes), "byte-for-byte equal to after.md").toBe(true);
			// Every annotation was handled: a second pass finds nothing more than the case says.
			const later = findAnnotations(result, NOTE_PATH).annotations.map((a) => ({ item: a.item.text, text: a.text }));
			expect(later, "annotations a second pass finds").toEqual(spec.laterAnnotations);
		});
	}
});
