import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkFrontmatter from "remark-frontmatter";
import type { Root } from "mdast";

let processor: ReturnType<typeof createProcessor> | null = null;

function createProcessor() {
	return unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ["yaml", "toml"]);
}

/**
 * Parses a bounded window of a note. Callers never pass a whole large note:
 * remark is super-linear on list-heavy text, so they cut a window first.
 */
export function parseWindow(text: string): Root {
	processor ??= createProcessor();
	return processor.parse(text);
}
