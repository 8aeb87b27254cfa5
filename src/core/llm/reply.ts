import * as v from "valibot";
import { toSingleLine, isIsoDate, cut } from "../text";
import { type Action, ACTIONS, type AnnotationFailure, type AnnotationInput, CORRECTION_TYPES, type CorrectionType, type Decision, type DecisionBatch } from "../types";
import { extractJson } from "./extract";
import { scrubSecret } from "./redact";
import { offeredCandidates } from "./request";
import { MAX_ITEM_LENGTH, MAX_PROPOSAL_LENGTH, MAX_REASON_LENGTH } from "./schema";

/** A reply either yields verdicts and failures per annotation, or could not be read at all (worth one repair request). */
export type ReplyReading = { kind: "read"; batch: DecisionBatch } | { kind: "unreadable"; reason: string };

/** How many unknown ids a "no result" message names. */
const UNKNOWN_IDS_SHOWN = 3;

/**
 * Reads a model's reply for a batch. Every annotation of the batch ends up
 * as exactly one Decision or one AnnotationFailure: unknown ids are
 * ignored, a missing or repeated id and any invalid field fail only that
 * annotation. All model text is made single-line before it can reach a note,
 * and `secret` (the API key) is scrubbed from every text a Decision or a
 * failure message carries, so a model echoing the key cannot put it in a note.
 */
export function readReply(text: string, annotations: readonly AnnotationInput[], today: string, secret: string | null = null): ReplyReading {
	const results = resultsOf(extractJson(text));
	if (typeof results === "string") return { kind: "unreadable", reason: results };

	const wanted = new Map(annotations.map((annotation) => [annotation.id, annotation]));
	const byId = new Map<string, unknown[]>();
	const unknownIds: string[] = [];
	let withoutId = 0;
	for (const result of results) {
		const id = idOf(result);
		if (id === null) withoutId++;
		else if (!wanted.has(id)) unknownIds.push(id);
		else byId.set(id, [...(byId.get(id) ?? []), result]);
	}

	const decisions: Decision[] = [];
	const failures: AnnotationFailure[] = [];
	const fail = (id: string, message: string) => failures.push({ id, message: scrubSecret(message, secret) });
	for (const [id, annotation] of wanted) {
		const found = byId.get(id) ?? [];
		const [only] = found;
		if (found.length === 0 || only === undefined) {
			fail(id, `The model returned no result for this annotation${strays(unknownIds, withoutId)}.`);
		} else if (found.length > 1) {
			fail(id, `The model returned ${found.length} results for this annotation, so none was used.`);
		} else {
			const verdict = toDecision(annotation, only, today, secret);
			if (typeof verdict === "string") fail(id, `The model's result is invalid: ${verdict}.`);
			else decisions.push(verdict);
		}
	}
	return { kind: "read", batch: { decisions, failures } };
}

/** The results array, or why there is none. A bare array is taken as the results. */
function resultsOf(value: unknown): unknown[] | string {
	if (value === undefined) return "the reply contains no JSON object";
	if (Array.isArray(value)) return value as unknown[];
	if (typeof value === "object" && value !== null) {
		const results = (value as Record<string, unknown>).results;
		if (Array.isArray(results)) return results as unknown[];
	}
	return 'the reply is JSON but has no "results" list';
}

/** The result's id as a string (a model may drop the quotes around a numeric id); null when it has none. */
function idOf(result: unknown): string | null {
	if (typeof result !== "object" || result === null) return null;
	const id = (result as Record<string, unknown>).id;
	if (typeof id === "string" && id.trim() !== "") return id.trim();
	if (typeof id === "number" && Number.isFinite(id)) return String(id);
	return null;
}

/** " (it answered for unknown ids "x", "y")": why an id may have gone missing. */
function strays(unknownIds: string[], withoutId: number): string {
	const parts: string[] = [];
	if (unknownIds.length > 0) {
		const shown = unknownIds.slice(0, UNKNOWN_IDS_SHOWN).map((id) => JSON.stringify(cut(id, 40)));
		const more = unknownIds.length > UNKNOWN_IDS_SHOWN ? ` and ${unknownIds.length - UNKNOWN_IDS_SHOWN} more` : "";
		parts.push(`unknown ${unknownIds.length === 1 ? "id" : "ids"} ${shown.join(", ")}${more}`);
	}
	if (withoutId > 0) parts.push(`${withoutId} ${withoutId === 1 ? "result" : "results"} without an id`);
	return parts.length === 0 ? "" : ` (it answered for ${parts.join(" and ")})`;
}

/** A closed-set field: trimmed and lower-cased before the check, so "Rewrite " passes and "delete" does not. */
function choice<const T extends string>(field: string, options: readonly T[]) {
	return v.pipe(
		v.string((issue) => (issue.input === undefined ? `"${field}" is missing` : `"${field}" must be a string`)),
		v.trim(),
		v.toLowerCase(),
		v.picklist(options, (issue) => `"${field}" must be one of ${options.join(", ")}, not ${JSON.stringify(cut(String(issue.input), 40))}`),
	);
}

/** An optional text field: a string, null or absent. */
function optionalText(field: string) {
	return v.nullish(v.string(`"${field}" must be a string or null`));
}

/** An optional list of entry ids: a list, a single bare id, null or absent. A number is an id whose quotes the model dropped. */
function optionalIds(field: string) {
	const message = `"${field}" must be a list of entry ids`;
	const id = v.union([v.string(), v.pipe(v.number(), v.finite())], message);
	return v.nullish(v.union([id, v.array(id, message)], message));
}

const ResultShape = v.looseObject(
	{
		action: choice<Action>("action", ACTIONS),
		type: choice<CorrectionType>("type", CORRECTION_TYPES),
		item: optionalText("item"),
		proposal: optionalText("proposal"),
		postpone_until: optionalText("postpone_until"),
		reason: optionalText("reason"),
		same_as: optionalIds("same_as"),
		replaces: optionalIds("replaces"),
	},
	// Raised for a missing required key (the field's own message covers a wrong value).
	(issue) => {
		const key: unknown = issue.path?.[0]?.key;
		return typeof key === "string" ? `"${key}" is missing` : "the result is not an object";
	},
);

/** A Decision, or what is wrong with the result (a phrase without a full stop). */
function toDecision(annotation: AnnotationInput, result: unknown, today: string, secret: string | null): Decision | string {
	const parsed = v.safeParse(ResultShape, result);
	if (!parsed.success) return parsed.issues.map((issue) => issue.message).join("; ");
	const { action, type } = parsed.output;
	const line = (text: string | null | undefined) => scrubSecret(toSingleLine(text ?? ""), secret);

	let item: string | null = null;
	if (action === "rewrite") {
		// Kept as the model wrote it (key scrubbed): the agenda edit refuses a rewrite that would add lines or block syntax, so it must see them.
		item = scrubSecret((parsed.output.item ?? "").trim(), secret);
		if (item === "") return 'a rewrite needs the new item text, but "item" is empty';
		if (item.length > MAX_ITEM_LENGTH) return `the rewritten item has ${item.length} characters; at most ${MAX_ITEM_LENGTH} are accepted`;
	}

	let proposal: string | null = null;
	if (type !== "none") {
		proposal = line(parsed.output.proposal);
		if (proposal === "") return `type "${type}" needs a proposal, but "proposal" is empty`;
		if (proposal.length > MAX_PROPOSAL_LENGTH) return `the proposal has ${proposal.length} characters; at most ${MAX_PROPOSAL_LENGTH} are accepted`;
	}

	const date = readDate(parsed.output.postpone_until);
	if (date.problem !== null) return date.problem;
	let postponeUntil: string | null = null;
	if (action === "postpone" && date.value !== null) {
		if (date.value < today) return `"postpone_until" ${date.value} is before today (${today})`;
		postponeUntil = date.value;
	}

	// Relations only mean something for a proposal; for type none they are dropped unread, like the proposal.
	const relations = proposal === null ? { sameAs: [], replaces: [] } : readRelations(parsed.output.same_as, parsed.output.replaces, annotation);
	if (typeof relations === "string") return relations;

	const reason = line(parsed.output.reason);
	return { id: annotation.id, action, type, item, proposal, postponeUntil, reason: reason === "" ? null : cut(reason, MAX_REASON_LENGTH), ...relations };
}

/** `same_as` or `replaces` as the reply shape reads them, before they are checked. */
type RawIds = string | number | (string | number)[] | null | undefined;

/**
 * `same_as` and `replaces`, checked against the candidates the request
 * offered for this annotation. An id that was not offered, or one named in
 * both lists, fails the annotation rather than being dropped: a model that
 * names an entry it was not shown has likely mixed up the annotations, so
 * its proposal is suspect too, and a failed annotation stays in the note to
 * be asked about again. Blank ids are ignored and repeated ones kept once.
 */
function readRelations(rawSameAs: RawIds, rawReplaces: RawIds, annotation: AnnotationInput): { sameAs: string[]; replaces: string[] } | string {
	const offered = new Set(offeredCandidates(annotation).map((candidate) => candidate.id));
	const sameAs = idsOf(rawSameAs);
	const replaces = idsOf(rawReplaces);
	for (const [field, ids] of [["same_as", sameAs], ["replaces", replaces]] as const) {
		const stray = ids.find((id) => !offered.has(id));
		if (stray === undefined) continue;
		const named = `"${field}" names ${JSON.stringify(cut(stray, 40))}`;
		return offered.size === 0 ? `${named}, but no entries were offered for this annotation` : `${named}, which is not among the entries offered for this annotation`;
	}
	const both = sameAs.find((id) => replaces.includes(id));
	if (both !== undefined) return `${JSON.stringify(cut(both, 40))} is named in both "same_as" and "replaces"`;
	return { sameAs, replaces };
}

/** Ids as a list: trimmed, blanks dropped, each once, in the model's order. */
function idsOf(raw: RawIds): string[] {
	const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
	return [...new Set(list.map((id) => String(id).trim()).filter((id) => id !== ""))];
}

/** `postpone_until` as YYYY-MM-DD (a date-time keeps its date); empty means none. */
function readDate(raw: string | null | undefined): { value: string | null; problem: string | null } {
	const text = (raw ?? "").trim();
	if (text === "") return { value: null, problem: null };
	const date = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? text.slice(0, 10) : "";
	if (!isIsoDate(date)) {
		return { value: null, problem: `"postpone_until" must be a date written YYYY-MM-DD, not ${JSON.stringify(cut(text, 40))}` };
	}
	return { value: date, problem: null };
}
