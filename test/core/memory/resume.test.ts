/**
 * The entry readers scan a note from where it parts from one they read
 * before (a migrate appends after the last entry, retiring cuts a few out):
 * whatever the change, they must read exactly what a fresh parse reads.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryReader, parseEntries } from "../../../src/core/memory/entries";

const statement = fc.constantFrom("Rent is due on the 1st.", "Anna plays football on Tuesdays", "Ben is allergic to peanuts", "The dentist is Dr Weber", "Mum visits at 8:15");
const line = fc.oneof(
	{ weight: 6, arbitrary: fc.tuple(statement, fc.nat(40)).map(([text, i]) => `- [2026-11-0${(i % 9) + 1}] ${text} <!-- am:${(0x50000000 + i).toString(16)} -->`) },
	{ weight: 2, arbitrary: statement.map((text) => `- ${text}`) },
	{ weight: 1, arbitrary: statement.map((text) => `  - ${text}`) },
	{ weight: 1, arbitrary: fc.constantFrom("# Memory", "## Family", "", "Some paragraph.", "```", "  ```", "~~~", "---", "* * *", "    - indented code", "\t- tabbed") },
);

/** A note: lines joined by one line ending (or a mix), maybe frontmatter, maybe a byte order mark, maybe no final line ending. */
const note = fc
	.tuple(fc.array(line, { maxLength: 60 }), fc.constantFrom("\n", "\r\n", "\r", "mixed"), fc.boolean(), fc.boolean(), fc.boolean())
	.map(([lines, ending, frontmatter, bom, final]) => {
		const all = frontmatter ? ["---", "tags: memory", "---", ...lines] : lines;
		const joined = all.map((text, i) => text + (ending === "mixed" ? ["\n", "\r\n", "\r"][i % 3]! : ending)).join("");
		return (bom ? "\uFEFF" : "") + (final ? joined : joined.replace(/(?:\r\n|\r|\n)$/, ""));
	});

/** One change between two reads: appended lines, a line inserted, a line removed, a character changed, a line ending changed. */
const change = fc.oneof(
	fc.tuple(fc.constant("append" as const), fc.array(line, { minLength: 1, maxLength: 8 })),
	fc.tuple(fc.constant("insert" as const), fc.nat(), line),
	fc.tuple(fc.constant("remove" as const), fc.nat()),
	fc.tuple(fc.constant("char" as const), fc.nat(), fc.constantFrom(" ", "-", "`", "\n", "\r", "#", "x")),
);

function apply(text: string, [kind, ...args]: [string, ...unknown[]]): string {
	// Lines with their endings.
	const lines = text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
	switch (kind) {
		case "append": {
			const added = (args[0] as string[]).map((added) => `${added}\n`).join("");
			return /[\r\n]$/.test(text) || text === "" ? text + added : `${text}\n${added}`;
		}
		case "insert":
			lines.splice((args[0] as number) % (lines.length + 1), 0, `${args[1] as string}\n`);
			return lines.join("");
		case "remove":
			if (lines.length > 0) lines.splice((args[0] as number) % lines.length, 1);
			return lines.join("");
		default: {
			const at = text.length === 0 ? 0 : (args[0] as number) % text.length;
			return text.slice(0, at) + (args[1] as string) + text.slice(at + 1);
		}
	}
}

describe("entry readers resuming a scan", () => {
	it("read every version of a changing note as a fresh parse does", () => {
		fc.assert(
			fc.property(note, fc.array(change, { minLength: 1, maxLength: 6 }), (first, changes) => {
				let text = first;
				expect(entryReader()(text)).toEqual(parseEntries(text));
				for (const step of changes) {
					text = apply(text, step);
					// A new reader for each run, as migrate makes one; the scans kept from the runs before are what it resumes.
					expect(entryReader()(text)).toEqual(parseEntries(text));
				}
			}),
			{ numRuns: 300 },
		);
	});

	it("read a large note after entries were appended and after one was cut out", () => {
		const entries = Array.from({ length: 500 }, (_, i) => `- [2026-11-01] Fact number ${i} <!-- am:${(0x60000000 + i).toString(16)} -->`);
		const before = `# Memory\n\n${entries.join("\n")}\n`;
		expect(entryReader()(before)).toEqual(parseEntries(before));
		const appended = `${before}- [2026-11-22] A new fact <!-- am:70000000 -->\n  - with a line under it\n`;
		expect(entryReader()(appended)).toEqual(parseEntries(appended));
		const cut = appended.replace(`${entries[250]}\n`, "");
		const read = entryReader()(cut);
		expect(read).toEqual(parseEntries(cut));
		expect(read.map((entry) => entry.text)).not.toContain("Fact number 250");
		expect(read.at(-1)?.raw).toBe("- [2026-11-22] A new fact <!-- am:70000000 -->\n  - with a line under it\n");
	});

	it("read no entries once a line closes the frontmatter the note opened", () => {
		const open = `---\n${Array.from({ length: 40 }, (_, i) => `- item ${i}`).join("\n")}\n`;
		expect(entryReader()(open)).toHaveLength(40);
		// The same beginning, now frontmatter from the first line to the new closing one.
		expect(entryReader()(`${open}---\n- after it\n`).map((entry) => entry.text)).toEqual(["after it"]);
	});
});
