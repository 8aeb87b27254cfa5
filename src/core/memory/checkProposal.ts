/**
 * Flags for a proposal block at proposal time: is there already an entry
 * like it, and might it contradict one? The same checks appendEntries makes
 * on accept, so the flags tell the user what accepting will do.
 */
import { toSingleLine } from "../text";
import { parseEntries } from "./entries";
import { NoteIndex } from "./noteIndex";
import { dominantLanguage } from "./similarity";

/** The entries (their text) a proposal resembles or may contradict. */
export interface ProposalCheck {
	/** A near-duplicate entry: accepting bumps its count instead of adding a line. */
	similarTo: string | null;
	/** An entry the proposal likely contradicts: accepting moves it to the archive as superseded. */
	mayContradict: string | null;
}

/** Checks a proposal against the target note's entries (null: the note does not exist yet). */
export function checkProposal(noteText: string | null, proposalText: string, threshold: number): ProposalCheck {
	const entries = parseEntries(noteText ?? "");
	const language = dominantLanguage([...entries.map((entry) => entry.text), proposalText]);
	return checkProposalAgainst(new NoteIndex(entries, language), proposalText, threshold);
}

/**
 * Checks a proposal against an index built once for the note (for many
 * proposals to the same note). A contradiction takes precedence, as it does
 * on accept: then the proposal is appended and the old entry superseded, so
 * no near-duplicate is reported.
 */
export function checkProposalAgainst(index: NoteIndex, proposalText: string, threshold: number): ProposalCheck {
	const profile = index.profile(toSingleLine(proposalText));
	const contradicted = index.findContradiction(profile);
	if (contradicted) return { similarTo: null, mayContradict: contradicted.text };
	return { similarTo: index.findNearDuplicate(profile, threshold)?.text ?? null, mayContradict: null };
}
