/**
 * Proposing: turning a statement to remember into a block of Exchange.md.
 * The process pass, the plugin's "Propose selection as memory", the public
 * API and the command line all propose through here, so ids, the duplicate
 * check and the relation lines are the same wherever a proposal comes from.
 */
import { proposalId } from "../ids";
import { normalizeVaultPath } from "../paths";
import type { VaultPort } from "../ports";
import type { Settings } from "../settings";
import { isoMinute, joinLines, toSingleLine } from "../text";
import { PROPOSAL_TYPES, type ProposalType } from "../types";
import { appendProposals, neutraliseProposalText, type NewProposal } from "./format";
import { readTargetNote, relationsFor, type RelationPicks, type TargetNote } from "./relations";
import { markedIds } from "./syntax";
import { parseTag, tagForType, targetPath } from "./tags";

/** Proposals of one pass: they share the known ids and each target note's index, read once. */
export interface Proposer {
	/**
	 * Adds the relation lines to a proposal (ticking a model's `picks`, when a
	 * model judged it) and claims its id; null when the id is already in
	 * Exchange.md, the archive or this pass (processing the same annotation
	 * twice never proposes twice).
	 */
	prepare(proposal: NewProposal, picks?: RelationPicks | null): Promise<NewProposal | null>;
	/** The target note a tag routes to, read once per proposer (null when the tag is refused). */
	targetNote(tag: string): Promise<TargetNote | null>;
	/** Appends prepared proposals to Exchange.md (creating it); ids it holds already are skipped. */
	write(proposals: readonly NewProposal[]): Promise<void>;
}

/** A proposer over the vault; nothing is read until the first proposal. */
export function createProposer(vault: VaultPort, settings: Settings): Proposer {
	let known: Promise<Set<string>> | null = null;
	const notes = new Map<string, Promise<TargetNote>>();
	const targetNote = async (tag: string): Promise<TargetNote | null> => {
		const parsed = parseTag(tag);
		const target = parsed ? targetPath(parsed, settings) : null;
		if (!target?.ok) return null;
		let note = notes.get(target.path);
		if (!note) {
			note = vault.read(target.path).then(readTargetNote);
			notes.set(target.path, note);
		}
		return note;
	};
	return {
		targetNote,
		async prepare(proposal, picks = null) {
			known ??= knownProposalIds(vault, settings);
			const ids = await known;
			if (ids.has(proposal.id)) return null;
			ids.add(proposal.id);
			const note = await targetNote(proposal.tag);
			return note === null ? proposal : { ...proposal, relations: relationsFor(note, joinLines(proposal.text), picks, settings.duplicateThreshold) };
		},
		async write(proposals) {
			if (proposals.length === 0) return;
			await vault.process(normalizeVaultPath(settings.exchangePath), (current) => appendProposals(current, proposals));
		},
	};
}

/** A statement to remember that a person or another tool chose (not an annotation). */
export interface ManualProposal {
	text: string;
	type: ProposalType;
	/** Where it came from: a note path or a tool's name. */
	source: string;
	now: Date;
}

/** The outcome of proposing a statement by hand. */
export interface ManualProposalResult {
	id: string;
	/** False when Exchange.md or the archive already held this proposal. */
	added: boolean;
}

/**
 * Appends a proposal for a chosen statement, with the same block format and
 * id scheme as annotations: the same text from the same source twice gives
 * one block. Throws, with a message for the user, on empty text (also
 * text of only invisible characters) or an unknown type.
 */
export async function proposeStatement(vault: VaultPort, settings: Settings, manual: ManualProposal): Promise<ManualProposalResult> {
	// One line for the id and the emptiness check; the block's format neutralises what is written.
	const text = joinLines(manual.text);
	if (text === "") throw new Error("The text to propose is empty.");
	// Bidi controls and zero-width characters are removed from what the block shows: a text of only those would be a block with no text.
	if (neutraliseProposalText(text) === "") throw new Error("The text to propose is empty once invisible characters (zero-width and bidi controls) are removed.");
	if (!PROPOSAL_TYPES.includes(manual.type)) throw new Error(`The type must be one of ${PROPOSAL_TYPES.join(", ")}.`);
	const sourcePath = normalizeVaultPath(toSingleLine(manual.source) || "unknown");
	const id = proposalId(sourcePath, text, "");
	const proposer = createProposer(vault, settings);
	const prepared = await proposer.prepare({ id, timestamp: isoMinute(manual.now), sourcePath, text, tag: tagForType(manual.type), item: text, annotation: "" });
	if (prepared === null) return { id, added: false };
	await proposer.write([prepared]);
	return { id, added: true };
}

/** Ids of proposals already in Exchange.md or archived, so the same annotation is never proposed twice. */
export async function knownProposalIds(vault: VaultPort, settings: Settings): Promise<Set<string>> {
	const ids = new Set<string>();
	for (const path of [settings.exchangePath, settings.archivePath]) {
		const text = await vault.read(normalizeVaultPath(path));
		if (text !== null) for (const id of markedIds(text)) ids.add(id);
	}
	return ids;
}
