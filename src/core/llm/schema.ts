import { ACTIONS, CORRECTION_TYPES } from "../types";
import type { ReplySchema } from "./chat";

/** Longest rewritten item we accept from a model, in characters. */
export const MAX_ITEM_LENGTH = 500;
/** Longest proposal we accept from a model, in characters. */
export const MAX_PROPOSAL_LENGTH = 1000;

/** Longest reason we keep from a model, in characters; a longer one is cut, not refused. */
export const MAX_REASON_LENGTH = 200;

/** Name of the reply schema (OpenAI `json_schema.name`, Anthropic tool name): a-z, 0-9, `_`. */
export const REPLY_SCHEMA_NAME = "annotation_decisions";

/**
 * The wire contract's reply as JSON Schema, in the subset that OpenAI's
 * strict structured outputs, Ollama's `format` and Anthropic's tool
 * `input_schema` all accept: every field required, optional ones nullable,
 * no extra properties, no length keywords (lengths are checked on arrival).
 * The id lists are plain arrays (empty when none), so a model always writes them.
 */
export const REPLY_JSON_SCHEMA = {
	type: "object",
	properties: {
		results: {
			type: "array",
			items: {
				type: "object",
				properties: {
					id: { type: "string", description: "The id of the annotation, copied unchanged." },
					action: { type: "string", enum: [...ACTIONS] },
					item: { type: ["string", "null"], description: "For rewrite: the new item text, without list marker or checkbox. Otherwise null." },
					type: { type: "string", enum: [...CORRECTION_TYPES] },
					proposal: { type: ["string", "null"], description: "One self-contained statement to remember; null when type is none." },
					postpone_until: { type: ["string", "null"], description: "For postpone: YYYY-MM-DD, or null when no date is given." },
					reason: { type: ["string", "null"], description: "One short sentence on why, above all why same_as or replaces name an entry; or null." },
					same_as: { type: "array", items: { type: "string" }, description: "Ids of this annotation's candidates that the proposal says the same as; empty when none." },
					replaces: { type: "array", items: { type: "string" }, description: "Ids of this annotation's candidates that the proposal makes no longer true; empty when none." },
				},
				required: ["id", "action", "item", "type", "proposal", "postpone_until", "reason", "same_as", "replaces"],
				additionalProperties: false,
			},
		},
	},
	required: ["results"],
	additionalProperties: false,
} as const;

/** The decision reply's shape, as a request asks for it. */
export const DECISION_REPLY: ReplySchema = { name: REPLY_SCHEMA_NAME, description: "Record one decision per annotation.", schema: REPLY_JSON_SCHEMA };
