import type { AnnotationInput } from "../types";
import { toSingleLine } from "../text";

/** At most this many neighbours go with an annotation, each cut to {@link NEIGHBOUR_LENGTH}. */
const MAX_NEIGHBOURS = 4;
const NEIGHBOUR_LENGTH = 200;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** One annotation as the wire contract sends it. */
export interface WireAnnotation {
	id: string;
	item: string;
	annotation: string;
	section: string;
	neighbours: string[];
}

/** The JSON document the last user message carries (DESIGN.md, "LLM wire contract"). */
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
		annotations: annotations.map((annotation) => ({
			id: annotation.id,
			item: annotation.item,
			annotation: annotation.annotation,
			section: annotation.section,
			neighbours: (annotation.neighbours ?? []).slice(0, MAX_NEIGHBOURS).map((text) => cut(toSingleLine(text), NEIGHBOUR_LENGTH)),
		})),
	};
}

/** Cuts text to `limit` characters, marking the cut. */
export function cut(text: string, limit: number): string {
	return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
