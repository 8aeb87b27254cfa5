import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInThisContext } from "node:vm";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { CUE_FILES, cueListsAsStrings } from "../../scripts/cueListsAsStrings.mjs";

const lexicon = fileURLToPath(new URL("../../src/core/lexicon/", import.meta.url));

/** What a cue file's module exports, with its functions called (a language's lists are a function). */
function exported(source: string): Record<string, unknown> {
	const { code } = transformSync(source, { loader: "ts", format: "cjs" });
	const module = { exports: {} as Record<string, unknown> };
	const load = runInThisContext(`(function (module, exports) {\n${code}\n})`) as (module: unknown, exports: unknown) => void;
	load(module, module.exports);
	return Object.fromEntries(Object.entries(module.exports).map(([name, value]) => [name, typeof value === "function" ? (value as () => unknown)() : value]));
}

describe("the cue lists as one string each (main.js build step)", () => {
	const files = ["cues/neutral.ts", ...["en", "de", "fr", "es", "it"].flatMap((language) => ["cues", "statements"].map((file) => `${language}/${file}.ts`))];
	it.each(files)("%s: the rewritten file exports exactly the lists as written", (file) => {
		const path = `${lexicon}${file}`;
		expect(CUE_FILES.test(path)).toBe(true);
		const source = readFileSync(path, "utf8");
		const rewritten = cueListsAsStrings(source);
		expect(rewritten).not.toBe(source);
		expect(rewritten.length).toBeLessThan(source.length);
		expect(exported(rewritten)).toEqual(exported(source));
	});

	it.each(files)("%s: no list of plain strings is left as an array literal, the commented ones included (each is thousands of tokens for V8 to pre-parse at Obsidian's start)", (file) => {
		const rewritten = transformSync(cueListsAsStrings(readFileSync(`${lexicon}${file}`, "utf8")), { loader: "ts", minify: true, charset: "utf8" }).code;
		expect(rewritten.match(/\[(?:"[^"\\\n]*",?)+\]/g) ?? []).toEqual([]);
		// Nor as a template literal, which V8 reads more slowly than a plain string (the minifier writes one for a string with line breaks).
		expect(rewritten).not.toContain("`");
	});

	it("drops the comments between the strings, and a quoted word inside a comment is no cue", () => {
		const source = 'const a = [\n\t// Dismissed ("scrap it" too):\n\t"x", "y", // a note\n\t"http://z",\n];';
		expect(cueListsAsStrings(source)).toBe('const a = "x~y~http://z".split("~");');
	});

	it("joins the words with a character none of them holds, a line break only when they hold all the others", () => {
		expect(cueListsAsStrings('["a~b", "c"]')).toBe('"a~b@c".split("@")');
		expect(cueListsAsStrings('["~", "@", "#x"]')).toBe('"~\\n@\\n#x".split("\\n")');
	});

	it("leaves alone an array holding anything but plain strings", () => {
		const source = 'const a = ["x", "y"]; const b = ["a\\"b", "c"]; const c = [1, "d"]; const d = [];';
		expect(cueListsAsStrings(source)).toBe('const a = "x~y".split("~"); const b = ["a\\"b", "c"]; const c = [1, "d"]; const d = [];');
	});
});
