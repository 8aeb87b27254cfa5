/**
 * The README's "Known limits" and the tests named "known limit: …" stay in
 * step: every such test — written as a literal title in a test file, or as
 * the `knownLimit` of an edit fixture — is listed in that section, so a user
 * reading the README sees every limit the tests pin down.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const TESTS = join(ROOT, "test");
const THIS_FILE = fileURLToPath(import.meta.url);

// A literal test title: the prefix and the limit's words up to the closing quote
// (a template such as the fixture runner's `known limit: ${…}` is not one, nor is
// a comment's "known limit: …" that stands for any such title).
const LITERAL_TITLE = /(["'`])known limit: ([^"'`$\n…]+)\1/g;

function filesUnder(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		return entry.isDirectory() ? filesUnder(path) : [path];
	});
}

/** Each known limit the tests assert, with the file that asserts it. */
function knownLimitTests(): { limit: string; file: string }[] {
	const found: { limit: string; file: string }[] = [];
	for (const file of filesUnder(TESTS)) {
		if (file === THIS_FILE) continue;
		const where = relative(ROOT, file);
		if (file.endsWith(".test.ts")) {
			for (const match of readFileSync(file, "utf8").matchAll(LITERAL_TITLE)) found.push({ limit: match[2]!, file: where });
		} else if (file.endsWith("case.json")) {
			const spec = JSON.parse(readFileSync(file, "utf8")) as { knownLimit?: string };
			if (spec.knownLimit !== undefined) found.push({ limit: spec.knownLimit, file: where });
		}
	}
	return found;
}

/** Lower case with white space collapsed: line wrapping and a capital first letter do not matter. */
function normalise(text: string): string {
	return text.replace(/\s+/g, " ").trim().toLowerCase();
}

function knownLimitsSection(readme: string): string {
	const start = readme.indexOf("\n## Known limits\n");
	if (start < 0) throw new Error("README.md has no \"## Known limits\" section");
	const end = readme.indexOf("\n## ", start + 1);
	return readme.slice(start, end < 0 ? undefined : end);
}

describe("known limits", () => {
	const tests = knownLimitTests();
	const section = normalise(knownLimitsSection(readFileSync(join(ROOT, "README.md"), "utf8")));

	it("finds the known-limit tests (word-level matching and the edit fixtures)", () => {
		const files = new Set(tests.map((test) => test.file));
		expect(files).toContain(join("test", "core", "memory", "pairs.test.ts"));
		expect(files).toContain(join("test", "fixtures", "edits", "lazy-line-ends-annotation", "case.json"));
	});

	it("no two known-limit tests share a name", () => {
		const names = tests.map((test) => normalise(test.limit));
		expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
	});

	it("the README lists every known-limit test by its name", () => {
		const missing = tests.filter((test) => !section.includes(normalise(test.limit)));
		expect(missing, "add a line with the test's name to README.md's \"Known limits\"").toEqual([]);
	});
});
