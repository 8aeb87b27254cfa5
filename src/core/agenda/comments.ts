/** The comment a line is inside of: none, an HTML comment or an Obsidian `%%` comment. */
export type Comment = "html" | "obsidian" | null;

/**
 * The comment still open at the end of a line that starts in `state`.
 * `<!--` and `%%` open a comment anywhere on a line (Obsidian hides what
 * follows, across lines, until `-->` or the next `%%`), except inside an
 * inline code span. Linear in the line's length, however many backticks.
 */
export function commentAfter(line: string, state: Comment): Comment {
	// Most lines hold no comment marker: decide those without a scan.
	if (state === null && !line.includes("<!--") && !line.includes("%%")) return null;
	if (state === "html" && !line.includes("-->")) return "html";
	if (state === "obsidian" && !line.includes("%%")) return "obsidian";
	const spans = codeSpans(line);
	let span = 0;
	let at = 0;
	while (at < line.length) {
		if (state === "html" || state === "obsidian") {
			const close = state === "html" ? line.indexOf("-->", at) : line.indexOf("%%", at);
			if (close < 0) return state;
			at = close + (state === "html" ? 3 : 2);
			state = null;
			continue;
		}
		while (span < spans.length && spans[span]!.end <= at) span++;
		const html = line.indexOf("<!--", at);
		const obsidian = line.indexOf("%%", at);
		const next = html < 0 ? obsidian : obsidian < 0 ? html : Math.min(html, obsidian);
		if (next < 0) return null;
		let inCode = false;
		while (span < spans.length && spans[span]!.end <= next) span++;
		if (span < spans.length && spans[span]!.start <= next) inCode = true;
		if (inCode) {
			at = spans[span]!.end;
			continue;
		}
		// `<!-->` and `<!--->` are whole comments: the closing `-->` may share the opening's dashes.
		if (next === html) {
			state = "html";
			at = html + 2;
		} else {
			state = "obsidian";
			at = obsidian + 2;
		}
	}
	return state;
}

/** The inline code spans of a line (`` `x` ``, ``` ``x`` ```): a run of backticks closed by the next run of the same length. */
function codeSpans(line: string): { start: number; end: number }[] {
	const runs: { start: number; length: number }[] = [];
	for (let i = line.indexOf("`"); i >= 0; i = line.indexOf("`", i)) {
		let end = i;
		while (line.charCodeAt(end) === 96) end++;
		runs.push({ start: i, length: end - i });
		i = end;
	}
	if (runs.length < 2) return [];
	// Runs of each length, in order, each with a cursor that only moves forward: linear in the number of runs.
	const byLength = new Map<number, number[]>();
	runs.forEach((run, index) => byLength.set(run.length, [...(byLength.get(run.length) ?? []), index]));
	const cursor = new Map<number, number>();
	const spans: { start: number; end: number }[] = [];
	for (let index = 0; index < runs.length; index++) {
		const run = runs[index]!;
		const same = byLength.get(run.length)!;
		let position = cursor.get(run.length) ?? 0;
		while (position < same.length && same[position]! <= index) position++;
		cursor.set(run.length, position);
		const closing = same[position];
		if (closing === undefined) continue;
		spans.push({ start: run.start, end: runs[closing]!.start + run.length });
		index = closing;
	}
	return spans;
}
