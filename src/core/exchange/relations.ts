/**
 * Which entries of its target note a proposal may be the same as, or may
 * replace — written as relation lines for the user to tick or untick.
 * Who ticks by default: the model's picks, when a model judged the
 * annotation; offline, only a near-certain duplicate. "Replaces" is never
 * ticked offline.
 */
import { parseEntries, type MemoryEntry } from "../memory/entries";
import { NoteIndex } from "../memory/noteIndex";
import { entryId, relationCandidates } from "../memory/relations";
import type { NewRelation } from "./format";

/** A memory, rules or skills note as proposals are compared with it. */
export interface TargetNote {
	index: NoteIndex;
	/** Its entries by id (a hand-written entry's id comes from its text). */
	byId: ReadonlyMap<string, MemoryEntry>;
}

/** A model's judgement of one annotation: the offered entries it named. */
export interface RelationPicks {
	sameAs: readonly string[];
	replaces: readonly string[];
}

/** Most relation lines one block gets. */
const MAX_RELATIONS = 3;

/** Reads a target note (null: it does not exist yet) for comparing proposals with it. */
export function readTargetNote(text: string | null): TargetNote {
	const entries = parseEntries(text ?? "");
	return { index: new NoteIndex(entries), byId: new Map(entries.map((entry) => [entryId(entry), entry])) };
}

/**
 * The relation lines for a proposal: the model's picks (ticked) when it
 * judged the annotation, then the offline candidates it did not pick
 * (ticked only when a near-certain duplicate and no model judged).
 */
export function relationsFor(note: TargetNote, text: string, picks: RelationPicks | null, sameFrom?: number): NewRelation[] {
	const relations: NewRelation[] = [];
	const add = (relation: NewRelation) => {
		if (!relations.some((known) => known.entryId === relation.entryId)) relations.push(relation);
	};
	for (const [kind, ids] of [["same", picks?.sameAs ?? []], ["replaces", picks?.replaces ?? []]] as const) {
		for (const id of ids) {
			const entry = note.byId.get(id);
			if (entry) add({ kind, entryId: id, text: entry.text, ticked: true });
		}
	}
	for (const candidate of offlineCandidates(note, text, sameFrom)) add(picks === null ? candidate : { ...candidate, ticked: false });
	return relations.slice(0, Math.max(MAX_RELATIONS, relations.filter((relation) => relation.ticked).length));
}

/** Offline candidates (memory/relations.ts judges): "Same as" ticked only when near-certain, "Replaces" never. */
function offlineCandidates(note: TargetNote, text: string, sameFrom: number | undefined): NewRelation[] {
	return relationCandidates(note.index, text, { limit: MAX_RELATIONS, ...(sameFrom === undefined ? {} : { sameFrom }) }).map((candidate) => ({
		kind: candidate.relation,
		entryId: candidate.id,
		text: candidate.text,
		ticked: candidate.relation === "same" && candidate.certain,
	}));
}
