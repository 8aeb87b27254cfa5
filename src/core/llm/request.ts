import type { AnnotationInput, CandidateEntry } from "../types";
import { cut, toSingleLine } from "../text";

/** At most this many neighbours go with an annotation, each cut to {@link NEIGHBOUR_LENGTH}. */
const MAX_NEIGHBOURS = 4;
const NEIGHBOUR_LENGTH = 200;

/** At most this many candidate entries go with an annotation, each cut to {@link CANDIDATE_LENGTH}; the rest are not offered. */
export const MAX_CANDIDATES = 5;
const CANDIDATE_LENGTH = 300;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** One annotation as the wire contract sends it. */
export interface WireAnnotation {
	id: string;
	item: string;
	annotation: string;
	section: string;
	neighbours: string[];
	/** Entries of the target note the reply may name; absent when there are none. */
	candidates?: CandidateEntry[];
}

/** The JSON document the last user message carries (docs/wire-contract.md). */
export interface RequestDocument {
	today: string;
	weekday: string;
	annotations: WireAnnotation[];
	/** Only in a repair request: what went wrong with the previous reply. */
	repair?: string;
}

/** English weekday of a YYYY-MM-DD date, independent of the time zone. */
export function weekdayOf(isoDate: string): string {
	const [y, m, d] = isoDate.split("-").map(Number);
	const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
	return WEEKDAYS[day] ?? "";
}

/** The request document for a batch; note text is sent as JSON string values, never as prompt text. */
export function buildRequestDocument(today: string, annotations: readonly AnnotationInput[]): RequestDocument {
	return {
		today,
		weekday: weekdayOf(today),
		annotations: annotations.map((annotation) => {
			const wire: WireAnnotation = {
				id: annotation.id,
				item: annotation.item,
				annotation: annotation.annotation,
				section: annotation.section,
				neighbours: (annotation.neighbours ?? []).slice(0, MAX_NEIGHBOURS).map((text) => cut(toSingleLine(text), NEIGHBOUR_LENGTH)),
			};
			const candidates = offeredCandidates(annotation).map(({ id, text }) => ({ id, text: cut(toSingleLine(text), CANDIDATE_LENGTH) }));
			if (candidates.length > 0) wire.candidates = candidates;
			return wire;
		}),
	};
}

/**
 * The candidates the request offers for an annotation: the first
 * {@link MAX_CANDIDATES} with a non-blank id, each id once. The reply is
 * checked against exactly these, so an id cut off here cannot be named.
 */
export function offeredCandidates(annotation: AnnotationInput): CandidateEntry[] {
	const byId = new Map<string, CandidateEntry>();
	for (const candidate of annotation.candidates ?? []) {
		if (byId.size >= MAX_CANDIDATES) break;
		if (candidate.id.trim() !== "" && !byId.has(candidate.id)) byId.set(candidate.id, candidate);
	}
	return [...byId.values()];
}

