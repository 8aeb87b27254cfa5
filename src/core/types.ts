import type { StopSignal } from "./stop";
import type { Language } from "./languages";

/** All actions, in the order the wire contract lists them. */
export const ACTIONS = ["rewrite", "complete", "postpone", "keep"] as const;

/** What happens to the agenda item an annotation sits under. */
export type Action = (typeof ACTIONS)[number];

/** All correction types, in the order the wire contract lists them. */
export const CORRECTION_TYPES = ["factual", "behavioral", "preference", "none"] as const;

/**
 * What the correction teaches: `factual` → memory, `behavioral` → rules,
 * `preference` → skills, `none` → nothing to learn.
 */
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

/** The correction types that make a proposal (everything but `none`). */
export const PROPOSAL_TYPES = ["factual", "behavioral", "preference"] as const;

/** A correction type a proposal can have. */
export type ProposalType = (typeof PROPOSAL_TYPES)[number];

/** One annotation as a decider sees it (the wire contract's request entry). */
export interface AnnotationInput {
	/** Stable id (hash of note path, item text and annotation text). */
	id: string;
	/** The item's text without indentation, list marker or checkbox. */
	item: string;
	/** The annotation's text without the `>` prefixes; lines joined by `\n`. */
	annotation: string;
	/** Text of the nearest heading above the item, or "" when there is none. */
	section: string;
	/** Texts of up to a few items around this one, for context. */
	neighbours?: string[];
	/**
	 * The few entries of the target note most similar to what this
	 * annotation may propose; an LLM may name them in `sameAs`/`replaces`.
	 */
	candidates?: CandidateEntry[];
}

/** An existing memory, rules or skills entry offered to a decider as a possible relation. */
export interface CandidateEntry {
	/** The entry's id (its `<!-- am:id -->` marker). */
	id: string;
	/** The entry's text. */
	text: string;
}

/** A decider's verdict on one annotation (the wire contract's result entry). */
export interface Decision {
	id: string;
	action: Action;
	type: CorrectionType;
	/** New item text for `rewrite`; null keeps the item's text. */
	item: string | null;
	/** Self-contained statement to remember; null for type `none`. */
	proposal: string | null;
	/** ISO date (YYYY-MM-DD) for `postpone`, or null when none was given. */
	postponeUntil: string | null;
	/** One short line on why (shown in preview and review, kept in the journal); null when none. An LLM may give one; the offline classifier always does (the cue words matched and the rule that fired). */
	reason?: string | null;
	/**
	 * The part of `reason` on what decided the action (offline deciders;
	 * lower-case, no final stop): kept for a reason whose type another source
	 * decided, a user's past decision, so it still says why the item moved.
	 */
	actionReason?: string;
	/**
	 * Where an accepted proposal goes (`rule:agenda`, `skill:email`, `user`),
	 * when the decider knows better than the type's default tag (a user's own
	 * past decision). Used only when it is a valid, safe tag of `type`.
	 */
	tag?: string;
	/**
	 * The proposal is written but the annotation stays under its item,
	 * marked as proposed (see the kept marker): set by the offline decider
	 * on every rule or wish about form it proposes, since it writes no new
	 * item text and such a line may also correct its item; a correction
	 * misread as a rule is then not lost.
	 */
	leaveAnnotation?: boolean;
	/** Ids of offered candidates the proposal says the same as. An LLM always sets it; offline deciders leave it out. */
	sameAs?: string[];
	/** Ids of offered candidates the proposal makes no longer true. An LLM always sets it; offline deciders leave it out. */
	replaces?: string[];
}

/** A problem with one annotation that left it untouched in the note. */
export interface AnnotationFailure {
	id: string;
	message: string;
	/** True when the run was stopped before this annotation was decided (not a failure: it stays for the next run). */
	stopped?: boolean;
}

/** What a decider returns for a batch: verdicts and per-annotation failures. */
export interface DecisionBatch {
	decisions: Decision[];
	failures: AnnotationFailure[];
}

/** The rules, skills and memory a decider may use as learned context. */
export interface LearnedContext {
	rules: MemoryNoteEntries[];
	skills: MemoryNoteEntries[];
	memory: MemoryNoteEntries[];
}

/** The entries of one memory, rules or skills note. */
export interface MemoryNoteEntries {
	path: string;
	entries: string[];
	/** Each entry's id (its `am:` id, else the id of its text), in the order of `entries`; absent, the ids of the texts. */
	ids?: string[];
	/** The agenda notes it is bound to (its frontmatter's `annotation-memory-scope`); absent, a global note that goes with every request. */
	scope?: NoteScope;
}

/**
 * A note's binding to agenda notes: the paths, folders, globs and `#tags`
 * of its scope, or why the scope cannot be read (the note then goes with
 * no request).
 */
export type NoteScope = { kind: "bound"; patterns: string[] } | { kind: "malformed"; reason: string };

/** Decides what to do with a batch of annotations (offline classifier or LLM). */
export interface Decider {
	/** Human-readable name for messages ("offline classifier", "OpenAI-compatible (gpt-4o-mini)"). */
	readonly name: string;
	/** True when it judges relations to memory entries: each annotation then carries the most similar entries as `candidates`. */
	readonly judgesRelations?: boolean;
	decide(annotations: AnnotationInput[], context: DecideContext): Promise<DecisionBatch>;
}

/** What a decider gets besides the annotations. */
export interface DecideContext {
	/** Today's date, YYYY-MM-DD, in the user's time zone. */
	today: string;
	/** Loads the learned context on demand (offline deciders never call it). */
	learned: () => Promise<LearnedContext>;
	/** Loads the user's own past review decisions on demand; absent when learning from them is off. */
	examples?: () => Promise<readonly UserExample[]>;
	/** Told the learned entries a request carried, once the model answered it (their uses are counted); offline deciders never call it. */
	used?: (entries: readonly EntryRef[]) => void;
	/** The run's Stop: once stopped, no further batch is sent and a reply that comes after is discarded. */
	stop?: StopSignal;
}

/** A memory, rules or skills entry as its uses name it: the note it is in and its id (its `am:` id, else the id of its text). */
export interface EntryRef {
	note: string;
	id: string;
}

/** What the user did with a proposal. */
export type ExampleOutcome = "accepted" | "rejected";

/** One decided proposal, as the decider learns from it. */
export interface UserExample {
	/** The annotation's language as the offline classifier reads it; null when nothing told. */
	language: Language | null;
	/** The agenda item the annotation stood under. */
	item: string;
	annotation: string;
	outcome: ExampleOutcome;
	/** The type the final tag means; `none` for a rejection (nothing to learn there). */
	type: CorrectionType;
	/** The tag as the user left it (`rule:agenda`), or null for a rejection. */
	tag: string | null;
	/** The day the user's decision was migrated (YYYY-MM-DD). */
	date: string;
	/** The proposal block's id. */
	id: string;
	/** When the migration that recorded it started (its journal run), so undoing that migration can drop it. */
	run?: string;
}
