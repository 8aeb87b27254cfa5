/**
 * Text as one plain line, for what is compared, hashed or sent to a model:
 * `joinLines`, with HTML comment marks turned into look-alikes so it can
 * never forge an `<!-- am:id -->` marker. Text written into a note goes
 * through `neutralise` instead, which also defuses Markdown and HTML.
 */
export function toSingleLine(text: string): string {
	return joinLines(text).replace(/<!--/g, "<!‑‑").replace(/-->/g, "‑‑>");
}

/** The text on one line: line breaks and control characters become spaces, runs of white space collapse, the ends are trimmed. */
export function joinLines(text: string): string {
	return text
		// eslint-disable-next-line no-control-regex -- control characters are what this strips
		.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();
}

/** Today's date as YYYY-MM-DD in the local time zone. */
export function isoDate(date: Date): string {
	const y = date.getFullYear();
	const m = String(date.getMonth() + 1).padStart(2, "0");
	const d = String(date.getDate()).padStart(2, "0");
	return `${y}-${m}-${d}`;
}

/** Local date and time as `YYYY-MM-DD HH:MM`. */
export function isoMinute(date: Date): string {
	const h = String(date.getHours()).padStart(2, "0");
	const min = String(date.getMinutes()).padStart(2, "0");
	return `${isoDate(date)} ${h}:${min}`;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
	const [y, m, d] = iso.split("-").map(Number);
	const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
}

/** True for a real calendar date written as YYYY-MM-DD (checked without building a Date: it runs per entry of large notes). */
export function isIsoDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) return false;
	const year = Number(match[1]);
	const month = Number(match[2]);
	const day = Number(match[3]);
	if (month < 1 || month > 12 || day < 1) return false;
	const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
	const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
	return day <= days;
}

/** "1 annotation", "2 annotations". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
	return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Cuts text to `limit` characters, marking the cut. */
export function cut(text: string, limit: number): string {
	return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** The value of one JSON line of a store file, or undefined for a blank, torn or hand-broken line (the stores skip or keep such lines, never trust them). */
export function parseJsonLine(line: string): unknown {
	if (line.trim() === "") return undefined;
	try {
		return JSON.parse(line) as unknown;
	} catch {
		return undefined;
	}
}

/**
 * The same characters in a string of their own. A piece cut from a note
 * (an entry's line, its statement) can hold the whole note text in memory
 * for as long as it lives; what is kept from one run to the next is kept
 * as its own copy, so that it never holds an old note text alive.
 */
export function ownCopy(text: string): string {
	// Joining makes a new string; cutting the first character off it leaves one that refers only to it.
	return ` ${text}`.slice(1);
}
