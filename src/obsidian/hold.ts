import type { Annotation } from "../core/agenda/annotations";
import type { ExtraCues } from "../core/languages";
import { loadWork } from "./loadWork";

/** Where the user is writing: the note open in the active editor and the line the cursor is on (0-based). */
export interface WritingPosition {
	path: string;
	line: number;
}

/** Tells the process pass which annotations to leave for later: why, or null to take one. */
export type HoldAnnotation = (annotation: Annotation, notePath: string) => string | null;

/** Whether an annotation reads as half-typed (./unfinished.ts, loaded with the passes: it needs the cue tables). */
export type LooksUnfinished = (text: string, extraCues?: ExtraCues) => boolean;

/** Why an annotation under the cursor waits (kept in the run's outcome, never shown as a notice). */
export const CURSOR_ON_IT = "The cursor is on it.";
/** Why an annotation that reads as half-typed waits. */
export const LOOKS_UNFINISHED = "It looks unfinished.";

/** How often, while something is held, the cursor is compared with the held lines. */
export const CURSOR_CHECK_MS = 1000;

/**
 * Why an automatic run leaves this annotation alone, or null to take it.
 * Only the note in the active editor is being written: there an annotation
 * waits while the cursor is on one of its `>` lines or on the item line just
 * above it, or while it looks unfinished (see `looksUnfinished` in ./unfinished.ts).
 */
export function holdReason(annotation: Annotation, notePath: string, writing: WritingPosition | null, looksUnfinished: LooksUnfinished, extraCues?: ExtraCues): string | null {
	if (writing === null || writing.path !== notePath) return null;
	if (cursorIsOn(annotation, writing.line)) return CURSOR_ON_IT;
	if (looksUnfinished(annotation.text, extraCues)) return LOOKS_UNFINISHED;
	return null;
}

/** The cursor's line is one of the annotation's `>` lines or the line just above them (the end of its item). */
function cursorIsOn(annotation: Annotation, line: number): boolean {
	return line >= annotation.firstQuoteLine - 1 && line <= annotation.lastQuoteLine;
}

/** What the hold reads and starts. */
export interface WritingHoldHooks {
	/** The note in the active editor and its cursor line, or null when no note is being edited. */
	position(): WritingPosition | null;
	/** The extra cue words of the settings (a lone cue word is a finished answer). */
	extraCues(): ExtraCues;
	/** Something held may be taken now: ask for an automatic run. */
	release(): void;
}

/**
 * Keeps the annotations the user is still writing out of automatic runs,
 * and asks for another run once they may be taken: when the note leaves
 * the active editor (`check` on "active-leaf-change", and the interval for
 * another note opened in the same tab) or the cursor leaves the held lines.
 *
 * Obsidian has no cursor-moved event, and a document-wide DOM listener
 * would run on every keystroke in every note and miss pop-out windows. So
 * a one-second interval compares the cursor's line with the held lines —
 * and it runs only while an automatic run held something, stopping at
 * release: no polling while nothing waits.
 */
export class WritingHold {
	/** The note whose annotations wait, or null when nothing does. */
	private heldNote: string | null = null;
	/** The lines (from the item's last line to the last `>` line) of annotations held because the cursor was on them. */
	private cursorSpans: { first: number; last: number }[] = [];
	private timer: number | null = null;

	constructor(private readonly hooks: WritingHoldHooks) {}

	/**
	 * The hold for one automatic run, from where the cursor is as it starts.
	 * It forgets what earlier runs held: this run decides afresh.
	 */
	async forRun(): Promise<HoldAnnotation> {
		this.forget();
		const writing = this.hooks.position();
		const extraCues = this.hooks.extraCues();
		const { looksUnfinished } = await loadWork();
		return (annotation, notePath) => {
			const reason = holdReason(annotation, notePath, writing, looksUnfinished, extraCues);
			if (reason !== null) this.remember(annotation, notePath, reason);
			return reason;
		};
	}

	/** Releases what waits when its note is no longer the active one, or the cursor left the lines held for it. */
	check(): void {
		if (this.heldNote === null) return;
		const writing = this.hooks.position();
		const left = writing === null || writing.path !== this.heldNote;
		const moved = !left && this.cursorSpans.length > 0 && !this.cursorSpans.some((span) => writing.line >= span.first && writing.line <= span.last);
		if (!left && !moved) return;
		// The next run holds again whatever is still being written.
		this.forget();
		this.hooks.release();
	}

	/** True while annotations wait for the user to leave them. */
	get holding(): boolean {
		return this.heldNote !== null;
	}

	/** Stops watching (on unload). */
	stop(): void {
		this.forget();
	}

	private remember(annotation: Annotation, notePath: string, reason: string): void {
		this.heldNote = notePath;
		if (reason === CURSOR_ON_IT) this.cursorSpans.push({ first: annotation.firstQuoteLine - 1, last: annotation.lastQuoteLine });
		this.timer ??= window.setInterval(() => this.check(), CURSOR_CHECK_MS);
	}

	private forget(): void {
		this.heldNote = null;
		this.cursorSpans = [];
		if (this.timer !== null) window.clearInterval(this.timer);
		this.timer = null;
	}
}
