/**
 * A labelled example per proposal the user decided in review: what the
 * annotation was, and what the user made of it (accepted with its final
 * tag, or rejected). The deciders consult these before their own rules.
 */
import type { ProposalBlock } from "../../exchange/block";
import { formatTag, typeForTag } from "../../exchange/tags";
import { LANGUAGES, type Language } from "../../languages";
import { compiledCues } from "../offline/cueRegexes";
import { detectLanguages } from "../offline/matching";
import { fold } from "../../folding";
import type { UserExample } from "../../types";



/**
 * The example a decided block teaches, or null when the block does not say
 * what it was made from (hand-written and extracted blocks have no item or
 * annotation lines) or is not decided with a usable tag.
 */
export function exampleFromBlock(block: ProposalBlock, date: string, run?: string): UserExample | null {
	const item = block.item?.trim() ?? "";
	const annotation = block.annotation?.trim() ?? "";
	if (annotation === "") return null;
	const common = { language: languageOf(annotation), item, annotation, date, id: block.id, ...(run === undefined ? {} : { run }) };
	if (block.status === "rejected") return { ...common, outcome: "rejected", type: "none", tag: null };
	if (block.status !== "accepted" || block.tag === null) return null;
	return { ...common, outcome: "accepted", type: typeForTag(block.tag), tag: formatTag(block.tag) };
}

/**
 * The language an annotation is written in, by the built-in cue markers
 * (the user's extra cue words are left out, so a settings change does not
 * move old examples into another language); null when nothing tells.
 */
export function languageOf(annotation: string): Language | null {
	const languages = detectLanguages(fold(annotation), compiledCues(undefined));
	return languages.length === LANGUAGES.length ? null : (languages[0] ?? null);
}

/** What makes two examples the same decision: the same annotation under the same item, however cased or accented. */
export function exampleKey(example: Pick<UserExample, "item" | "annotation">): string {
	const normal = (text: string) => fold(text).replace(/\s+/gu, " ").trim();
	return `${normal(example.item)}\n${normal(example.annotation)}`;
}
