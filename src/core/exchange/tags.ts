/**
 * Tags say where an accepted proposal goes: `[user]` → the memory note,
 * `[rule:<scope>]` → a rules note, `[skill:<name>]` → a skills note. The
 * parser also takes the aliases older and hand-written blocks use.
 */
import { neutralise } from "../neutralise";
import { normalizeVaultPath, unsafePathReason } from "../paths";
import type { Settings } from "../settings";
import type { ProposalType } from "../types";

/** Where an accepted proposal goes: the memory note, a rules note or a skills note. */
export type ProposalTag = { kind: "memory" } | { kind: "rule"; scope: string } | { kind: "skill"; name: string };

/** The default tag for a proposal type. */
export function tagForType(type: ProposalType): string {
	switch (type) {
		case "factual":
			return "user";
		case "behavioral":
			return "rule:agenda";
		case "preference":
			return "skill";
	}
}

/** The proposal type a tag stands for: memory → factual, rules → behavioral, skills → preference. */
export function typeForTag(tag: ProposalTag): ProposalType {
	switch (tag.kind) {
		case "memory":
			return "factual";
		case "rule":
			return "behavioral";
		case "skill":
			return "preference";
	}
}

/**
 * The tag a proposal of `type` is written with: `chosen` (canonical) when it
 * is a tag of that type whose note name stays in its folder, else the type's
 * default — a decider's tag never routes a proposal elsewhere than its type says.
 */
export function tagForProposal(type: ProposalType, chosen: string | undefined): string {
	const tag = chosen === undefined ? null : parseTag(chosen);
	if (tag === null || typeForTag(tag) !== type) return tagForType(type);
	const name = tag.kind === "rule" ? tag.scope : tag.kind === "skill" ? tag.name : null;
	return name !== null && unsafePathReason(name) !== null ? tagForType(type) : formatTag(tag);
}

/** Reads a tag (brackets optional) with its accepted aliases; null when it is not a tag. */
export function parseTag(raw: string): ProposalTag | null {
	const match = /^\s*\[?\s*([a-z]+)\s*(?::\s*(.*?))?\s*\]?\s*$/i.exec(raw);
	if (!match) return null;
	const name = match[1]!.toLowerCase();
	const argument = match[2] ?? "";
	switch (name) {
		case "user":
		case "memory":
		case "factual":
			return argument === "" ? { kind: "memory" } : null;
		case "rule":
		case "rules":
		case "behavioral":
		case "behavioural":
			return { kind: "rule", scope: argument === "" ? "agenda" : argument };
		case "skill":
		case "skills":
		case "preference":
			return { kind: "skill", name: argument === "" ? "agenda" : argument };
		default:
			return null;
	}
}

/** The tag as written in a block, e.g. `rule:agenda`. */
export function formatTag(tag: ProposalTag): string {
	switch (tag.kind) {
		case "memory":
			return "user";
		case "rule":
			return `rule:${tag.scope}`;
		case "skill":
			return tag.name === "agenda" ? "skill" : `skill:${tag.name}`;
	}
}

/** Longest tag written between a block's brackets. */
const TAG_LIMIT = 100;

/**
 * The tag as a block writes it between its brackets: canonical when it is a
 * tag (`memory` → `user`), else the text itself on one line and without
 * brackets, so it can neither close early nor end in another tag.
 */
export function tagLabel(raw: string): string {
	const tag = parseTag(raw);
	return neutralise((tag ? formatTag(tag) : raw).replace(/[[\]]/g, " "), { limit: TAG_LIMIT });
}

/** Where an accepted proposal's entry is written, or why it cannot be. */
export type TargetResolution = { ok: true; path: string } | { ok: false; message: string };

/**
 * The note a tag routes to, confined to its configured folder:
 * `[user]` → the memory note, `[rule:<scope>]` → `<rules folder>/<scope>.md`,
 * `[skill:<name>]` → `<skills folder>/<name>.md`. `[rule:../../x]` is refused.
 */
export function targetPath(tag: ProposalTag, settings: Pick<Settings, "memoryPath" | "rulesFolder" | "skillsFolder">): TargetResolution {
	if (tag.kind === "memory") return { ok: true, path: withExtension(normalizeVaultPath(settings.memoryPath)) };
	const folder = normalizeVaultPath(tag.kind === "rule" ? settings.rulesFolder : settings.skillsFolder);
	const name = tag.kind === "rule" ? tag.scope : tag.name;
	const reason = unsafePathReason(name);
	if (reason !== null) return { ok: false, message: `The tag [${tag.kind}:${name}] was refused: ${reason}.` };
	const path = withExtension(normalizeVaultPath(folder === "" ? name : `${folder}/${name}`));
	if (folder !== "" && !path.startsWith(`${folder}/`)) return { ok: false, message: `The tag [${tag.kind}:${name}] was refused: it leaves the ${folder} folder.` };
	return { ok: true, path };
}

function withExtension(path: string): string {
	return /\.md$/i.test(path) ? path : `${path}.md`;
}
