/** Longest reply text we search for JSON; beyond this a reply is not one batch's answer. */
const MAX_REPLY_LENGTH = 200_000;
/** How many `{` positions the prose scan tries before giving up. */
const MAX_OBJECT_STARTS = 50;

/**
 * The JSON value in a model's reply text: the whole text, the content of a
 * ``` or ```json fence, or the first balanced `{…}` inside prose (one with a
 * `"results"` key preferred). Undefined when there is none.
 */
export function extractJson(text: string): unknown {
	const trimmed = text.replace(/^\uFEFF/, "").trim();
	if (trimmed.length > MAX_REPLY_LENGTH) return undefined;
	const whole = tryParse(trimmed);
	if (whole !== undefined) return whole;
	for (const fenced of fencedBlocks(trimmed)) {
		const value = tryParse(fenced.trim());
		if (value !== undefined) return value;
	}
	return firstObjectInProse(trimmed);
}

function tryParse(text: string): unknown {
	if (text === "") return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

/** Contents of Markdown code fences, in order. */
function fencedBlocks(text: string): string[] {
	const blocks: string[] = [];
	for (const match of text.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)) blocks.push(match[1] ?? "");
	return blocks;
}

/** The first balanced object that parses, preferring one that has a `"results"` key. */
function firstObjectInProse(text: string): unknown {
	let fallback: unknown = undefined;
	let start = text.indexOf("{");
	for (let tries = 0; start !== -1 && tries < MAX_OBJECT_STARTS; tries++) {
		const end = matchingBrace(text, start);
		if (end === -1) break;
		const value = tryParse(text.slice(start, end + 1));
		if (value !== undefined) {
			if (typeof value === "object" && value !== null && "results" in value) return value;
			fallback ??= value;
		}
		start = text.indexOf("{", start + 1);
	}
	return fallback;
}

/** Index of the `}` closing the `{` at `start`, skipping braces inside strings; -1 when unbalanced. */
function matchingBrace(text: string, start: number): number {
	let depth = 0;
	let inString = false;
	for (let i = start; i < text.length; i++) {
		const char = text[i];
		if (inString) {
			if (char === "\\") i++;
			else if (char === '"') inString = false;
		} else if (char === '"') {
			inString = true;
		} else if (char === "{") {
			depth++;
		} else if (char === "}") {
			depth--;
			if (depth === 0) return i;
		}
	}
	return -1;
}
