import { PROPOSAL_TYPES, type ProposalType } from "../core/types";
import type { AnnotationMemoryService } from "./service";

/**
 * What other plugins may call, as
 * `app.plugins.getPlugin("annotation-memory").api`.
 */
export interface AnnotationMemoryApi {
	/**
	 * Adds a proposal block to Exchange.md for the user to review; resolves
	 * to its id (the same id, and no second block, when the same text comes
	 * from the same source again).
	 */
	proposeMemory(text: string, type: ProposalType, source: string): Promise<string>;
	/**
	 * The learned rules, skills and memory as one Markdown block ("" when
	 * nothing is learned yet): the global notes, and with `path` (an agenda
	 * note's vault path) also the notes bound to it.
	 */
	getContext(path?: string): Promise<string>;
}

/** The public API over the service; arguments are checked because callers are not type-checked. */
export function createPublicApi(service: AnnotationMemoryService): AnnotationMemoryApi {
	return {
		async proposeMemory(text, type, source) {
			if (typeof text !== "string" || typeof source !== "string") throw new TypeError("proposeMemory(text, type, source): text and source must be strings.");
			if (!PROPOSAL_TYPES.includes(type)) throw new TypeError(`proposeMemory: type must be one of ${PROPOSAL_TYPES.join(", ")}.`);
			return (await service.propose(text, type, source)).id;
		},
		getContext(path) {
			if (path !== undefined && typeof path !== "string") throw new TypeError("getContext(path): path must be a string.");
			return service.contextMarkdown(path ?? null);
		},
	};
}
