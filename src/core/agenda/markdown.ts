import { fromMarkdown, type Options } from "mdast-util-from-markdown";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { frontmatter } from "micromark-extension-frontmatter";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import type { Root } from "mdast";

/** Frontmatter as Obsidian knows it (YAML) and as other tools write it (TOML). */
const FRONTMATTER = ["yaml", "toml"] as const;

let options: Options | null = null;

/**
 * What remark-parse with remark-gfm and remark-frontmatter would hand
 * micromark for the blocks the finder reads, without unified around it: we
 * only ever parse, so the serialiser those plugins also register
 * (mdast-util-to-markdown) stays out of main.js. Of GFM only what shapes
 * blocks: tables, footnote definitions and task items. Strikethrough and
 * bare URLs live inside a paragraph and never move where a block starts or
 * ends, so they stay plain text (12 KB less of main.js). Built on first
 * parse, not at load.
 */
function parseOptions(): Options {
	options ??= {
		extensions: [gfmFootnote(), gfmTable(), gfmTaskListItem(), frontmatter([...FRONTMATTER])],
		mdastExtensions: [gfmFootnoteFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown(), frontmatterFromMarkdown([...FRONTMATTER])],
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
