/**
 * The `Retire:` lines of accepted pattern blocks: each ticked line moves the
 * entry it names out of its note into the archive, marked superseded by the
 * pattern's rule (as a ticked "Replaces" does). An unticked line changes
 * nothing; an entry edited or removed since the line was written is left
 * alone. The archive receives an entry before its note loses it, so an
 * interrupted run converges when run again.
 */
import { archivedEntryLines } from "../memory/archive";
import { entryText, parseEntries, type EntryReader, type MemoryEntry } from "../memory/entries";
import { exactKey } from "../memory/plan";
import { entryId } from "../memory/relations";
import { encodeToken } from "../memory/meta";
import type { VaultPort } from "../ports";
import type { ProposalBlock } from "../exchange";

/**
 * An accepted pattern block whose rule was written (or found present) in
 * `target`; or, with `retirement`, an accepted retirement block whose
 * entries are in `target` (archived marked `retired-by:<block id>` rather
 * than superseded by it).
 */
export interface AcceptedPattern {
	block: ProposalBlock;
	target: string;
	retirement?: boolean;
}

/** What the ticked `Retire:` lines did. */
export interface RetireResult {
	/** Entries moved to the archive; `stale`: by a retirement block (else into a pattern's rule). */
	retired: { text: string; by: string; from: string; stale: boolean }[];
	/** Ticked lines whose entry was edited or removed since: nothing was moved for them. */
	stale: { text: string; by: string }[];
}

/** How retiring writes: the archive append (idempotent) and the run's date. */
export interface RetireContext {
	today: string;
	/** Notes a pattern's entries may live in besides its rule's own note (the memory note). */
	notes: readonly string[];
	/** Appends archive lines (skipping lines it holds already). */
	archive: (lines: string) => Promise<void>;
	/** Reads a note's entries (the run's shared reader); a fresh parse without it. */
	entries?: EntryReader | undefined;
}

/** Note writes before giving up on a note that keeps changing. */
const TRIES = 3;

/** Retires the entries the accepted patterns' ticked `Retire:` lines name. */
export async function retireTicked(vault: VaultPort, patterns: readonly AcceptedPattern[], context: RetireContext): Promise<RetireResult> {
	const result: RetireResult = { retired: [], stale: [] };
	const wanted = patterns.flatMap(({ block, target, retirement }) =>
		block.relations.filter((relation) => relation.kind === "retire" && relation.ticked).map((relation) => ({ by: block.id, target, id: relation.entryId, text: relation.text, mark: retirement ? "retired-by" : "superseded-by" })),
	);
	if (wanted.length === 0) return result;
	const found = new Set<(typeof wanted)[number]>();
	const notes = [...new Set([...patterns.map((pattern) => pattern.target), ...context.notes])];
	for (const path of notes) {
		for (let attempt = 0; ; attempt++) {
			const base = await vault.read(path);
			if (base === null) break;
			const entries = (context.entries ?? parseEntries)(base);
			const leaving: { entry: MemoryEntry; by: string; mark: string }[] = [];
			for (const want of wanted) {
				if (found.has(want)) continue;
				// A retirement block's entries are in its own note only.
				if (want.mark === "retired-by" && path !== want.target) continue;
				const shown = exactKey(entryText(want.text));
				const entry = entries.find((candidate) => entryId(candidate) === want.id && exactKey(entryText(candidate.text)) === shown);
				if (!entry) continue;
				if (!leaving.some((leave) => leave.entry === entry)) leaving.push({ entry, by: want.by, mark: want.mark });
			}
			if (leaving.length === 0) break;
			const lines = leaving.flatMap(({ entry, by, mark }) => archivedEntryLines(entry, [`${mark}:${encodeToken(by)}`, context.today, `from:${encodeToken(path)}`]));
			await context.archive(lines.map((line) => `${line}\n`).join(""));
			const text = withoutEntries(base, leaving.map(({ entry }) => entry));
			const written = await vault.process(path, (current) => (current === base ? text : current));
			if (written === text) {
				for (const want of wanted) if (leaving.some(({ entry }) => entryId(entry) === want.id)) found.add(want);
				for (const { entry, by, mark } of leaving) result.retired.push({ text: entry.text, by, from: path, stale: mark === "retired-by" });
				break;
			}
			if (attempt + 1 >= TRIES) throw new Error(`${path} kept changing while entries were being retired from it; nothing was removed from it.`);
		}
	}
	for (const want of wanted) if (!found.has(want)) result.stale.push({ text: want.text, by: want.by });
	return result;
}

/** The note without these entries' bytes, every other byte as it was. */
function withoutEntries(text: string, entries: readonly MemoryEntry[]): string {
	let out = "";
	let cursor = 0;
	for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
		out += text.slice(cursor, entry.start);
		cursor = entry.end;
	}
	return out + text.slice(cursor);
}
