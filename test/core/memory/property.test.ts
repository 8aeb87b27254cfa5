import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textId } from "../../../src/core/ids";
import { appendEntries, type AppendResult, type NewEntry } from "../../../src/core/memory/appendEntries";
import { firstLine, parseEntries, type MemoryEntry } from "../../../src/core/memory/entries";
import { locateMetaComment } from "../../../src/core/memory/meta";

/**
 * Random notes (headings, our entries, hand-written entries with indented
 * lines, paragraphs, code fences, CRLF or LF, BOM, no final newline) and
 * random additions from a small vocabulary, so that ids collide and
 * duplicates and contradictions are common.
 */

const subject = fc.constantFrom("Mum", "Dad", "Anna", "Ben", "rent", "school", "football", "penicillin", "garden", "Tuesdays", "dentist");
const filler = fc.constantFrom("is", "the", "on", "allergic", "plays", "starts", "costs", "visits", "at");
const negation = fc.constantFrom("not", "no longer", "never");
const value = fc.constantFrom("7", "8", "950", "8:15", "Monday", "March");
const statement = fc
	.tuple(subject, filler, subject, fc.option(negation, { nil: undefined }), fc.option(value, { nil: undefined }), fc.option(subject, { nil: undefined }))
	.map(([a, b, c, not, number, d]) => [a, not, b, c, number, d].filter((word) => word !== undefined).join(" "));
const id = fc.constantFrom("a1", "a2", "a3", "b1", "b2", "c1", "c2", "d1");
const date = fc.constantFrom("2025-12-01", "2026-01-15", "2026-03-03", "2026-11-22");

const block = fc.oneof(
	fc.constantFrom("# Memory", "## Family", "## Work", "", "Some paragraph text.", "```\n- not an entry\n```", "> a quote", "```", "  ```", "---", "    - indented code"),
	fc.tuple(date, statement, id, fc.constantFrom("", " seen:2", " seen:3 last:2026-02-02", " also:x9 src:Agenda")).map(([d, s, i, meta]) => `- [${d}] ${s} <!-- am:${i}${meta} -->`),
	fc.tuple(statement, fc.constantFrom("", "  ", "\t")).map(([s, trailing]) => `- ${s}${trailing}`),
	statement.map((s) => `* ${s}`),
	fc.tuple(statement, statement).map(([s, child]) => `- ${s}\n  - ${child}`),
);

const noteText = fc.tuple(fc.array(block, { maxLength: 14 }), fc.boolean(), fc.boolean(), fc.boolean()).map(([blocks, crlf, bom, finalNewline]) => {
	const eol = crlf ? "\r\n" : "\n";
	const body = blocks.join("\n").split("\n").join(eol) + (finalNewline && blocks.length > 0 ? eol : "");
	return (bom ? "\uFEFF" : "") + body;
});

const addition = fc.record({ id, text: statement, date, source: fc.constantFrom("", "Agenda", "Daily notes/Agenda") });

const run = fc.record({
	note: fc.option(noteText, { nil: null }),
	additions: fc.array(addition, { maxLength: 8 }),
	threshold: fc.constantFrom(0.5, 0.6, 0.8),
});

function append(note: string | null, additions: NewEntry[], threshold: number): AppendResult {
	return appendEntries(note, additions, { today: "2026-11-22", title: "Memory" });
}

/** The entry's bytes outside our comment, white space collapsed: what a bump must leave alone. */
function words(entry: MemoryEntry): string {
	const line = firstLine(entry.raw);
	const comment = locateMetaComment(line);
	const outside = comment ? line.slice(0, comment.start) + line.slice(comment.end) : line;
	return (outside + entry.raw.slice(line.length)).replace(/\s+/g, " ").trim();
}

/** The note with every entry cut out and line breaks dropped: all that is not an entry. */
function skeleton(text: string): string {
	let rest = "";
	let cursor = 0;
	for (const entry of parseEntries(text)) {
		rest += text.slice(cursor, entry.start);
		cursor = entry.end;
	}
	return (rest + text.slice(cursor)).replace(/\r\n|\r|\n/g, "");
}

describe("appendEntries on random notes", () => {
	it("never loses an entry: each is still there byte for byte, bumped, or superseded by a ticked line", () => {
		fc.assert(
			fc.property(run, ({ note, additions, threshold }) => {
				const result = append(note, additions, threshold);
				const before = parseEntries(note ?? "");
				const after = parseEntries(result.text);
				const removed = new Set(result.superseded.map(({ old }) => old.start));
				const stayed = before.filter((entry) => !removed.has(entry.start));
				for (const { old } of result.superseded) if (old.start >= 0) expect(before.find((entry) => entry.start === old.start)?.raw).toBe(old.raw);
				expect(result.entries).toBe(after.length);
				// New entries are the appended additions not superseded later in the same batch, in order.
				const supersededInBatch = new Set(result.superseded.filter(({ old }) => old.start < 0).map(({ old }) => old.id));
				const expectedNew = result.appended.map((entry) => entry.id.trim()).filter((entryId) => !supersededInBatch.has(entryId));
				const isNew = (entry: MemoryEntry) => entry.id !== null && expectedNew.includes(entry.id);
				expect(after.filter(isNew).map((entry) => entry.id)).toEqual(expectedNew);
				// The entries that stayed are all there, in order, each unchanged or bumped (same words, higher count).
				const old = after.filter((entry) => !isNew(entry));
				expect(old).toHaveLength(stayed.length);
				stayed.forEach((entry, i) => {
					const now = old[i];
					if (!now) throw new Error(`entry ${i} vanished`);
					// A last entry without a line ending gets one when new entries follow it.
					if (now.raw === entry.raw || now.raw.replace(/\r?\n$/, "") === entry.raw) return;
					expect(words(now)).toBe(words(entry));
					expect(now.id).toBe(entry.id ?? textId(entry.text));
					expect(now.seen).toBeGreaterThan(entry.seen);
				});
			}),
			{ numRuns: 400 },
		);
	});

	it("accounts for every addition once, and changes nothing but entries", () => {
		fc.assert(
			fc.property(run, ({ note, additions, threshold }) => {
				const result = append(note, additions, threshold);
				const buckets = [...result.appended, ...result.alreadyPresent, ...result.duplicates.map(({ entry }) => entry)];
				expect(buckets).toHaveLength(additions.length);
				expect(new Set(buckets).size).toBe(additions.length);
				if (note !== null) expect(skeleton(result.text)).toBe(skeleton(note));
				if (note !== null && result.text !== note) expect(result.text.startsWith("\uFEFF")).toBe(note.startsWith("\uFEFF"));
			}),
			{ numRuns: 400 },
		);
	});

	it("changes nothing when run again with the same additions", () => {
		fc.assert(
			fc.property(run, ({ note, additions, threshold }) => {
				const first = append(note, additions, threshold);
				const second = append(first.text, additions, threshold);
				expect(second.text).toBe(first.text);
				expect(second.changed).toBe(false);
			}),
			{ numRuns: 400 },
		);
	});
});
