/**
 * Property test for the annotation finder and the surgical edits: random
 * agenda notes (headings, lists with random markers, indentation and
 * checkboxes, paragraph items with tag lines, code fences, callouts, quotes,
 * frontmatter, BOM, `\n`/`\r\n` line endings, unicode) get random `>`
 * annotations under random items; random decisions are applied in one pass.
 *
 * (a) every line that is not an annotated item's line or an annotation's `>`
 *     line comes out byte-identical and in the same order;
 * (b) every inserted annotation that is valid per the grammar is found, on the
 *     right item, and its `>` lines are gone; nothing else is found;
 * (c) a rewritten item keeps its indentation, marker and checkbox.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findAnnotations, type Annotation, type ParseLimits } from "../../../src/core/agenda/annotations";
import { indentWidth } from "../../../src/core/agenda/lines";
import { applySplices, spliceDecisions, type DecidedAnnotation, type EditOptions } from "../../../src/core/agenda/edits";
import type { Action, CorrectionType, Decision } from "../../../src/core/types";

// ---------------------------------------------------------------- words

const START_WORDS = ["Call", "Buy", "Email", "Renew", "Book", "Pay", "Review", "Plan", "Water", "Fix", "Ask", "Zürich", "Café", "東京", "Ölwechsel", "Naïve", "Straße", "🎁", "𝒞ake", "e\u0301clair"];
const WORDS = ["parents", "the", "bank", "about", "rate", "milk", "oat", "passport", "before", "Friday", "🎉", "👨‍👩‍👧‍👦", "𝓛ena", "東京", "مرحبا", "café", "10:30", "2026-12-01", "#tag", "@home", "(urgent)", "⏳ 2026-12-01", "📅 2026-12-24", "✅ 2026-11-20", "v2.1", "—", "&", "x2"];

const phrase = fc
	.tuple(fc.constantFrom(...START_WORDS), fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }))
	.map(([first, rest]) => [first, ...rest].join(" "));
const trailing = fc.constantFrom("", "", "", " ", "  ", "\t");

// ---------------------------------------------------------------- abstract document

type AnnotationSpec =
	| { kind: "valid"; atItemIndent: boolean; space: string; first: string; more: string[] }
	| { kind: "empty"; atItemIndent: boolean; tail: string }
	| { kind: "callout"; atItemIndent: boolean; type: string; fold: string; body: string | null };

const annotationArb: fc.Arbitrary<AnnotationSpec | null> = fc.oneof(
	{ weight: 4, arbitrary: fc.constant(null) },
	{
		weight: 6,
		arbitrary: fc.record({
			kind: fc.constant("valid" as const),
			atItemIndent: fc.boolean(),
			space: fc.constantFrom(" ", " ", "", "  "),
			first: phrase,
			more: fc.array(fc.oneof(phrase, fc.constant("")), { maxLength: 2 }),
		}),
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant("empty" as const), atItemIndent: fc.boolean(), tail: fc.constantFrom("", " ", "  ") }) },
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant("callout" as const),
			atItemIndent: fc.boolean(),
			type: fc.constantFrom("note", "tip", "warning"),
			fold: fc.constantFrom("", "-", "+"),
			body: fc.option(phrase),
		}),
	},
);

interface ListItemSpec {
	levelDelta: number;
	checkbox: string | null;
	sep1: string;
	sep2: string;
	text: string;
	continuation: string | null;
	trail: string;
	annotation: AnnotationSpec | null;
}

type BlockSpec =
	| { kind: "list"; marker: string; tabs: boolean; items: ListItemSpec[] }
	| { kind: "paragraph"; lead: string; titles: string[]; tag: string | null; trail: string; annotation: AnnotationSpec | null }
	| { kind: "heading"; level: number; text: string; closing: boolean; quoteUnder: string | null; blankAfter: boolean }
	| { kind: "setext"; text: string; underline: string; quoteUnder: string | null }
	| { kind: "fence"; fence: string; info: string; body: string[] }
	| { kind: "quote"; callout: boolean; lines: string[] };

const listItemArb: fc.Arbitrary<ListItemSpec> = fc.record({
	levelDelta: fc.integer({ min: -2, max: 1 }),
	checkbox: fc.constantFrom(null, null, " ", " ", "x", "-", ">", "/"),
	sep1: fc.constantFrom(" ", " ", " ", "  ", "\t"),
	sep2: fc.constantFrom(" ", " ", " ", "\t"),
	text: phrase,
	continuation: fc.option(phrase, { freq: 5 }),
	trail: trailing,
	annotation: annotationArb,
});

const blockArb: fc.Arbitrary<BlockSpec> = fc.oneof(
	{
		weight: 5,
		arbitrary: fc.record({
			kind: fc.constant("list" as const),
			marker: fc.constantFrom("-", "*", "+", "1.", "1)"),
			tabs: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
			items: fc.array(listItemArb, { minLength: 1, maxLength: 7 }),
		}),
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant("paragraph" as const),
			lead: fc.constantFrom("", "", " "),
			titles: fc.array(phrase, { minLength: 1, maxLength: 2 }),
			tag: fc.option(fc.constantFrom("*work · due Friday*", "_family_", "*errands · today*", "_health · 📅 2026-12-01_")),
			trail: trailing,
			annotation: annotationArb,
		}),
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant("heading" as const),
			level: fc.integer({ min: 1, max: 3 }),
			text: fc.oneof(phrase, fc.constant("Later")),
			closing: fc.boolean(),
			quoteUnder: fc.option(phrase, { freq: 4 }),
			blankAfter: fc.boolean(),
		}),
	},
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant("setext" as const),
			text: phrase,
			underline: fc.constantFrom("===", "---", "-------"),
			quoteUnder: fc.option(phrase, { freq: 2 }),
		}),
	},
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant("fence" as const),
			fence: fc.constantFrom("```", "~~~", "````"),
			info: fc.constantFrom("", "markdown", "js"),
			body: fc.subarray(["- [ ] fake task", "> fake annotation", "> [!note] fake callout", "# fake heading", "plain text", "  > indented fake"], { minLength: 1 }),
		}),
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant("quote" as const), callout: fc.boolean(), lines: fc.array(phrase, { minLength: 1, maxLength: 2 }) }) },
);

interface DocSpec {
	bom: boolean;
	frontmatter: string[] | null;
	blocks: BlockSpec[];
	endings: "lf" | "crlf" | "mixed";
	endingSeed: number;
	blankStyle: string;
	finalNewline: boolean;
}

const docArb: fc.Arbitrary<DocSpec> = fc.record({
	bom: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
	frontmatter: fc.option(fc.subarray(["title: Agenda", "template: |", "  > quoted template line", "  - [ ] template task", "  > template annotation", "tags: [agenda]"], { minLength: 1 }), { freq: 4 }),
	blocks: fc.array(blockArb, { minLength: 1, maxLength: 9 }),
	endings: fc.constantFrom("lf", "crlf", "mixed"),
	endingSeed: fc.integer({ min: 1, max: 0x7fffffff }),
	blankStyle: fc.constantFrom("", "", "  "),
	finalNewline: fc.boolean(),
});

// ---------------------------------------------------------------- rendering

interface ItemInfo {
	kind: "list" | "paragraph";
	firstLine: number;
	lastLine: number;
	/** Indentation, marker, spacing and checkbox (list) or leading white space (paragraph). */
	prefix: string;
	/** The item text as the finder should report it (lines trimmed and joined by a space). */
	text: string;
	bullet: boolean;
	tagLine: string | null;
}

interface QuoteRun {
	first: number;
	last: number;
	/** An annotation we inserted under an item (not a decoy). */
	annotation: { item: ItemInfo; token: string; text: string } | null;
}

interface Rendered {
	text: string;
	lines: { text: string; eol: string }[];
	items: ItemInfo[];
	runs: QuoteRun[];
}


const isBlankLine = (text: string) => /^[ \t]*$/.test(text);

function render(doc: DocSpec): Rendered {
	const out: string[] = [];
	const items: ItemInfo[] = [];
	const runs: QuoteRun[] = [];
	let token = 0;
	const blank = () => out.push(doc.blankStyle);

	const addAnnotation = (spec: AnnotationSpec | null, item: ItemInfo, itemIndent: string) => {
		if (spec === null) return;
		const indent = spec.atItemIndent ? itemIndent : "";
		const first = out.length;
		if (spec.kind === "valid") {
			const id = `ann${++token}x`;
			const contents = [`${id} ${spec.first}`, ...spec.more];
			for (const content of contents) out.push(content === "" ? `${indent}>` : `${indent}>${spec.space}${content}`);
			runs.push({ first, last: out.length - 1, annotation: { item, token: id, text: contents.join(" ") } });
		} else if (spec.kind === "empty") {
			out.push(`${indent}>${spec.tail}`);
			runs.push({ first, last: first, annotation: null });
		} else {
			out.push(`${indent}> [!${spec.type}]${spec.fold} Remember`);
			if (spec.body !== null) out.push(`${indent}> ${spec.body}`);
			runs.push({ first, last: out.length - 1, annotation: null });
		}
	};

	if (doc.frontmatter) out.push("---", ...doc.frontmatter, "---");
	const blocks = [...doc.blocks];

	blocks.forEach((block, index) => {
		const previous = blocks[index - 1];
		const glued = previous?.kind === "heading" && !previous.blankAfter && previous.quoteUnder === null && (block.kind === "list" || block.kind === "paragraph");
		if (index > 0 && !glued) blank();
		switch (block.kind) {
			case "heading": {
				const marks = "#".repeat(block.level);
				out.push(`${marks} ${block.text}${block.closing ? ` ${marks}` : ""}`);
				if (block.quoteUnder !== null) {
					out.push(`> ${block.quoteUnder}`);
					runs.push({ first: out.length - 1, last: out.length - 1, annotation: null });
				}
				break;
			}
			case "setext":
				out.push(block.text, block.underline);
				if (block.quoteUnder !== null) {
					out.push(`> ${block.quoteUnder}`);
					runs.push({ first: out.length - 1, last: out.length - 1, annotation: null });
				}
				break;
			case "fence":
				out.push(`${block.fence}${block.info}`, ...block.body, block.fence);
				break;
			case "quote": {
				const first = out.length;
				if (block.callout) out.push("> [!info] Context");
				for (const line of block.lines) out.push(`> ${line}`);
				runs.push({ first, last: out.length - 1, annotation: null });
				break;
			}
			case "paragraph": {
				const firstLine = out.length;
				block.titles.forEach((title, i) => out.push(`${i === 0 ? block.lead : ""}${title}${i === block.titles.length - 1 ? block.trail : ""}`));
				if (block.tag !== null) out.push(block.tag);
				const item: ItemInfo = {
					kind: "paragraph",
					firstLine,
					lastLine: out.length - 1,
					prefix: block.lead,
					text: block.titles.join(" "),
					bullet: false,
					tagLine: block.tag,
				};
				items.push(item);
				addAnnotation(block.annotation, item, block.lead.length > 0 ? block.lead : "  ");
				break;
			}
			case "list": {
				const bullet = !/\d/.test(block.marker);
				const counters = [0, 0, 0];
				// Content column of the last item on each level: a nested item is
				// indented to its parent's content column (or by tabs when that lands
				// within three columns of it), so it really nests.
				const contentColumn = [0, 0, 0];
				let level = 0;
				block.items.forEach((spec, i) => {
					level = i === 0 ? 0 : Math.max(0, Math.min(level + spec.levelDelta, level + 1, 2));
					counters[level]!++;
					for (let deeper = level + 1; deeper < counters.length; deeper++) counters[deeper] = 0;
					const parentColumn = level === 0 ? 0 : contentColumn[level - 1]!;
					const tabs = "\t".repeat(level);
					const indent = block.tabs && indentWidth(tabs) >= parentColumn && indentWidth(tabs) <= parentColumn + 3 ? tabs : " ".repeat(parentColumn);
					const marker = bullet ? block.marker : `${counters[level]}${block.marker.slice(1)}`;
					contentColumn[level] = indentWidth(`${indent}${marker.replace(/./g, " ")}${spec.sep1}`);
					const prefix = `${indent}${marker}${spec.sep1}${spec.checkbox === null ? "" : `[${spec.checkbox}]${spec.sep2}`}`;
					const firstLine = out.length;
					if (spec.continuation === null) out.push(`${prefix}${spec.text}${spec.trail}`);
					else out.push(`${prefix}${spec.text}`, `${indent}${" ".repeat(marker.length + 1)}${spec.continuation}${spec.trail}`);
					const item: ItemInfo = {
						kind: "list",
						firstLine,
						lastLine: out.length - 1,
						prefix,
						text: spec.continuation === null ? spec.text : `${spec.text} ${spec.continuation}`,
						bullet,
						tagLine: null,
					};
					items.push(item);
					addAnnotation(spec.annotation, item, indent);
				});
				break;
			}
		}
	});

	// Line endings: one style, or mixed from a small deterministic generator.
	let seed = doc.endingSeed;
	const nextEnding = () => {
		if (doc.endings === "lf") return "\n";
		if (doc.endings === "crlf") return "\r\n";
		seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
		return seed & 0x100 ? "\r\n" : "\n";
	};
	const lines = out.map((text) => ({ text, eol: nextEnding() }));
	const last = lines[lines.length - 1];
	if (last && !doc.finalNewline) last.eol = "";
	const text = (doc.bom ? "\uFEFF" : "") + lines.map((line) => line.text + line.eol).join("");
	if (doc.bom) lines[0]!.text = `\uFEFF${lines[0]!.text}`;
	return { text, lines, items, runs };
}

/**
 * Whether CommonMark surely reads the run as a blockquote right under its
 * item. A `>` run earlier in the same block of non-blank lines can swallow
 * the lines after it as lazy continuation text (then the item is no item),
 * unless the line after that run starts a bullet item indented at most three
 * columns (it interrupts a paragraph whatever container the quote was in) or
 * an unindented ordered item (which the finder parses on its own). A deeper
 * bullet may be lazy text: an indented `>` line under a nested item can sit at
 * the top level, when the list was closed by an earlier `>` line. Annotations
 * where this is not sure may or may not be found.
 */
function surelyValid(rendered: Rendered, run: QuoteRun): boolean {
	const { lines, items, runs } = rendered;
	const item = run.annotation!.item;
	const itemAt = new Map(items.map((entry) => [entry.firstLine, entry]));
	for (let i = item.firstLine - 1; i >= 0; i--) {
		const line = lines[i]!.text;
		if (isBlankLine(line) || /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) break;
		const before = runs.find((entry) => entry.last === i);
		if (!before) continue;
		const follower = itemAt.get(before.last + 1);
		if (!follower) return false;
		const followerIndent = indentWidth(lines[follower.firstLine]!.text);
		const interrupts = follower.bullet ? followerIndent <= 3 : followerIndent === 0;
		if (!interrupts) return false;
		i = before.first;
	}
	return true;
}

// ---------------------------------------------------------------- decisions

interface DecisionSpec {
	action: Action;
	type: CorrectionType;
	words: string;
	postponeUntil: string | null;
}

const decisionArb: fc.Arbitrary<DecisionSpec> = fc.record({
	action: fc.constantFrom<Action>("rewrite", "complete", "postpone", "keep"),
	type: fc.constantFrom<CorrectionType>("factual", "behavioral", "preference", "none"),
	words: phrase,
	postponeUntil: fc.option(fc.constantFrom("2026-11-25", "2026-12-31", "2027-02-28"), { freq: 2 }),
});

const optionsArb: fc.Arbitrary<EditOptions> = fc.record({
	completeMode: fc.constantFrom<EditOptions["completeMode"]>("check", "remove"),
	completionDate: fc.boolean(),
	postponeMode: fc.constantFrom<EditOptions["postponeMode"]>("scheduled", "later-heading"),
	laterHeading: fc.constant("Later"),
	postponeDefaultDays: fc.integer({ min: 1, max: 30 }),
	undatedPostpone: fc.constantFrom<EditOptions["undatedPostpone"]>("later-heading", "default-days"),
	today: fc.constant("2026-11-22"),
});

// ---------------------------------------------------------------- the property

/** Lines with their endings, as the note stores them. */
function linesWithEndings(text: string): { text: string; eol: string }[] {
	const result: { text: string; eol: string }[] = [];
	const pattern = /([^\r\n]*)(\r\n|\r|\n|$)/g;
	let match: RegExpExecArray | null;
	while ((match = pattern.exec(text)) !== null && match[0] !== "") result.push({ text: match[1]!, eol: match[2]! });
	return result;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function check(doc: DocSpec, decisionSpecs: DecisionSpec[], options: EditOptions, limits?: ParseLimits): void {
	const rendered = render(doc);
	const { text } = rendered;
	// The BOM is compared on its own (below); lines are compared without it.
	const lines = rendered.lines.map((line, index) => (index === 0 ? { ...line, text: line.text.replace(/^\uFEFF/, "") } : line));
	const { map, annotations } = findAnnotations(text, "Agenda.md", limits);
	const context = () => JSON.stringify(text);

	// (b) what is found: only our annotations, the sure ones certainly, each on its
	// item. (Where lazy continuation makes the structure unsure, the finder may
	// follow CommonMark to another reading; then only the `>` run is checked.)
	const inserted = rendered.runs.filter((run) => run.annotation !== null);
	const sure = new Set(inserted.filter((run) => surelyValid(rendered, run)));
	const foundByLine = new Map(annotations.map((a) => [a.firstQuoteLine, a]));
	for (const a of annotations) {
		const run = inserted.find((entry) => entry.first === a.firstQuoteLine);
		expect(run, `found something that is not an inserted annotation at line ${a.firstQuoteLine}: ${context()}`).toBeDefined();
		expect(a.lastQuoteLine).toBe(run!.last);
		expect(normalise(a.text)).toBe(normalise(run!.annotation!.text));
		if (sure.has(run!)) {
			expect(normalise(a.item.text), context()).toBe(normalise(run!.annotation!.item.text));
			expect(a.item.firstLine).toBe(run!.annotation!.item.firstLine);
			expect(a.item.lastLine).toBe(run!.annotation!.item.lastLine);
		}
	}
	for (const run of sure) expect(foundByLine.has(run.first), `annotation at line ${run.first} not found: ${context()}`).toBe(true);

	// Apply one decision per found annotation, in one pass.
	const rewrites = new Map<Annotation, string>();
	let moved = false;
	let removedLines = 0;
	const decided = annotations.map((a, i): DecidedAnnotation => {
		const spec = decisionSpecs[i % decisionSpecs.length]!;
		const newText = `Rewritten r${i} ${spec.words}`;
		// A tag neither the item nor its annotation has reaches the note escaped: a model cannot tag the note.
		const tagKnown = /(?:^|\s)#tag(?![\p{L}\p{N}_\-/])/u.test(`${a.item.text}\n${a.text}`);
		if (spec.action === "rewrite") rewrites.set(a, tagKnown ? newText : newText.replace(/(^|\s)#tag/g, "$1\\#tag"));
		const decision: Decision = {
			id: a.id,
			action: spec.action,
			type: spec.type,
			item: spec.action === "rewrite" ? newText : null,
			proposal: spec.type === "none" ? null : spec.words,
			postponeUntil: spec.postponeUntil,
		};
		// Only a list item whose text starts on its marker line, with no nested items
		// below the annotation, is removed or moved whole; others are ticked or dated.
		const next = lines[a.lastQuoteLine + 1];
		const hasChildren = next !== undefined && !isBlankLine(next.text) && indentWidth(next.text) > indentWidth(lines[a.item.firstLine]!.text);
		const whole = a.item.kind === "list" && a.item.textLine === a.item.firstLine && !hasChildren;
		removedLines += a.lastQuoteLine - a.firstQuoteLine + 1;
		if (spec.action === "complete" && options.completeMode === "remove" && a.item.status !== null && whole) {
			removedLines += a.item.lastLine - a.item.firstLine + 1;
		}
		if (spec.action === "postpone" && (options.postponeMode === "later-heading" || (spec.postponeUntil === null && options.undatedPostpone === "later-heading")) && whole) moved = true;
		if (spec.action === "rewrite") {
			// The rewritten text becomes one line: the generator knows how many lines
			// a sure item's text has; for an unsure one, the finder's range says.
			const run = inserted.find((entry) => entry.first === a.firstQuoteLine)!;
			const info = run.annotation!.item;
			const textLines = sure.has(run)
				? info.lastLine - info.firstLine + 1 - (info.tagLine === null ? 0 : 1)
				: text.slice(a.item.textStart, a.item.textEnd).split(/\r\n|\r|\n/).length;
			removedLines += textLines - 1;
		}
		return { annotation: a, decision };
	});
	const result = applySplices(text, spliceDecisions(text, map, decided, options));
	// A BOM stays at the very start of the note, before whatever line comes first now.
	expect(result.startsWith("\uFEFF")).toBe(text.startsWith("\uFEFF"));
	const output = linesWithEndings(result.replace(/^\uFEFF/, ""));

	// (b) the `>` lines of every found annotation are gone.
	for (const a of annotations) {
		const run = inserted.find((entry) => entry.first === a.firstQuoteLine)!;
		expect(result.includes(run.annotation!.token), `annotation ${run.annotation!.token} still in the note: ${context()}`).toBe(false);
	}

	// (a) all other lines: byte-identical, same order. In a note without final
	// newline, removing the lines that end it takes the line break before them
	// (so the note still ends without one): the last untouched line may then lose
	// its line ending, or get the note's usual one back when lines are appended.
	const noFinalNewline = lines[lines.length - 1]?.eol === "";
	const touched = new Set<number>();
	for (const a of annotations) {
		for (let i = a.item.firstLine; i <= a.lastQuoteLine; i++) touched.add(i);
	}
	let lastUntouched = lines.length - 1;
	while (lastUntouched >= 0 && touched.has(lastUntouched)) lastUntouched--;
	let cursor = 0;
	lines.forEach((line, index) => {
		if (touched.has(index)) return;
		const lastWithoutEnding = noFinalNewline && index === lastUntouched;
		if (lastWithoutEnding && line.text === "") return; // an empty line without its ending is no line at all
		while (cursor < output.length) {
			const candidate = output[cursor++]!;
			if (candidate.text === line.text && (lastWithoutEnding || candidate.eol === line.eol)) return;
		}
		throw new Error(`line ${index} ${JSON.stringify(line)} missing or out of order in the output.\nInput: ${context()}\nOutput: ${JSON.stringify(result)}`);
	});
	if (!moved) {
		const vanished = noFinalNewline && lastUntouched >= 0 && lines[lastUntouched]!.text === "" && output.length === lines.length - removedLines - 1;
		expect(output.length + (vanished ? 1 : 0), `line count: ${context()} -> ${JSON.stringify(result)}`).toBe(lines.length - removedLines);
	}

	// (c) rewritten items keep indentation, marker and checkbox (and a paragraph its tag line).
	for (const [a, newText] of rewrites) {
		if (!sure.has(inserted.find((run) => run.first === a.firstQuoteLine)!)) continue;
		const info = rendered.items.find((item) => item.firstLine === a.item.firstLine)!;
		const prefix = info.prefix;
		const at = output.findIndex((line) => line.text.startsWith(prefix + newText) && isBlankLine(line.text.slice(prefix.length + newText.length)));
		expect(at, `rewritten line ${JSON.stringify(prefix + newText)} not in ${JSON.stringify(result)}`).toBeGreaterThanOrEqual(0);
		if (info.tagLine !== null) expect(output[at + 1]?.text).toBe(info.tagLine);
	}
}

describe("edits property", () => {
	it("keeps every other line, finds every valid annotation, keeps the item's marker", () => {
		fc.assert(
			fc.property(docArb, fc.array(decisionArb, { minLength: 1, maxLength: 8 }), optionsArb, (doc, decisions, options) => {
				check(doc, decisions, options);
			}),
			{ numRuns: 200 },
		);
	});

	it("holds as well when the line grammar decides alone (past the parse limits, as in a pathological note)", () => {
		const lineGrammarOnly: ParseLimits = { windowChars: 0, windowIndent: 0 };
		fc.assert(
			fc.property(docArb, fc.array(decisionArb, { minLength: 1, maxLength: 8 }), optionsArb, (doc, decisions, options) => {
				check(doc, decisions, options, lineGrammarOnly);
			}),
			{ numRuns: 200 },
		);
	});

	it("finds annotations in a generated note that has some (sanity check of the generator)", () => {
		let found = 0;
		let sure = 0;
		fc.assert(
			fc.property(docArb, (doc) => {
				const rendered = render(doc);
				found += findAnnotations(rendered.text, "Agenda.md").annotations.length;
				sure += rendered.runs.filter((run) => run.annotation !== null && surelyValid(rendered, run)).length;
			}),
			{ numRuns: 100, seed: 42 },
		);
		expect(sure).toBeGreaterThan(50);
		expect(found).toBeGreaterThanOrEqual(sure);
	});
});
