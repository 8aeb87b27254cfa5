import { fromMarkdown, type Options } from "mdast-util-from-markdown";
import { gfm } from "micromark-extension-gfm";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { frontmatter } from "micromark-extension-frontmatter";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import type { Root } from "mdast";

/** Frontmatter as Obsidian knows it (YAML) and as other tools write it (TOML). */
const FRONTMATTER = ["yaml", "toml"] as const;

let options: Options | null = null;

/**
 * What remark-parse with remark-gfm and remark-frontmatter would hand
 * micromark, without unified around it: we only ever parse, so the
 * serialiser those plugins also register (mdast-util-to-markdown) stays out
 * of main.js. Built on first parse, not at load.
 */
function parseOptions(): Options {
	options ??= {
		extensions: [gfm(), frontmatter([...FRONTMATTER])],
		mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown([...FRONTMATTER])],
	};
	return options;
}

/**
 * Parses a bounded window of a note. Callers never pass a whole large note:
 * the parser is super-linear on list-heavy text, so they cut a window first.
 */
export function parseWindow(text: string): Root {
	return fromMarkdown(text, parseOptions());
}
