import { RRule, type Options } from "rrule";
import { LIST_MARKER } from "../core/agenda/items";
import { addDays } from "../core/text";

/**
 * Completing a recurring task on the command line, where the Tasks plugin
 * is not at hand: as Tasks does it (its `Recurrence` and `Occurrence`), with
 * the `rrule` package Tasks uses to read and step its rules. The done line
 * gets `✅ today`; a new open line for the next occurrence goes above it
 * (Tasks' default), its due, scheduled and start dates moved by the rule,
 * counted from the task's reference date (due, else scheduled, else start)
 * or from today with `when done`. Only those bytes change: the rest of the
 * line stays as the user wrote it.
 */

/** Tasks' recurrence field: the rule's words up to the next field's emoji. */
const RECURRENCE = /🔁\uFE0F?[ \t]*([a-zA-Z0-9, !]+)/u;
/** The dates the next occurrence moves, in Tasks' order of reference: due, scheduled, start. */
const DATE_FIELDS = [/📅\uFE0F?[ \t]*(\d{4}-\d{2}-\d{2})/u, /⏳\uFE0F?[ \t]*(\d{4}-\d{2}-\d{2})/u, /🛫\uFE0F?[ \t]*(\d{4}-\d{2}-\d{2})/u] as const;
/** Fields a new occurrence does not carry over: done, cancelled and created dates, its id and what it depends on. */
const NOT_CARRIED = [/[ \t]*✅\uFE0F?[ \t]*\d{4}-\d{2}-\d{2}/gu, /[ \t]*❌\uFE0F?[ \t]*\d{4}-\d{2}-\d{2}/gu, /[ \t]*➕\uFE0F?[ \t]*\d{4}-\d{2}-\d{2}/gu, /[ \t]*🆔\uFE0F?[ \t]*[A-Za-z0-9_-]+/gu, /[ \t]*⛔\uFE0F?[ \t]*[A-Za-z0-9_,-]+/gu];
const DONE_DATE = /✅\uFE0F?[ \t]*\d{4}-\d{2}-\d{2}/u;
/** A block id at the end of the line: links point to the done task, so the new occurrence has none. */
const TRAILING_BLOCK_ID = /[ \t]+\^[A-Za-z0-9-]+[ \t]*$/;

/** A recurring task the command line cannot complete; its message says why, for the report. */
export class RecurrenceRefused extends Error {}

/**
 * A toggle for `ProcessOptions.toggleTask` that completes recurring task
 * lines on `today` (YYYY-MM-DD): the line in, the next occurrence and the
 * done line out (two lines, the next occurrence first). Throws
 * `RecurrenceRefused` when the rule cannot be read or has no next
 * occurrence, so the task and its annotation are left as they are.
 */
export function recurringTaskToggle(today: string): (line: string) => string {
	return (line) => completeRecurringTask(line, today);
}

/** Completes one recurring task line on `today`; see `recurringTaskToggle`. */
export function completeRecurringTask(line: string, today: string): string {
	const marker = LIST_MARKER.exec(line);
	const statusAt = marker?.[4] === undefined ? -1 : marker[0].lastIndexOf("[") + 1;
	const rule = RECURRENCE.exec(line);
	if (!marker || statusAt < 0 || !rule) throw new RecurrenceRefused("This recurring task could not be read, so it was left open with its annotation; complete it with the Tasks plugin or by hand.");
	const ruleText = rule[1]!.trim();
	const dates = DATE_FIELDS.map((field) => field.exec(line)?.[1] ?? null);
	const reference = dates.find((date) => date !== null) ?? null;
	const next = nextReference(ruleText, reference, today);
	if (next === null) {
		throw new RecurrenceRefused(`The recurrence rule “${ruleText}” cannot be read here, so the task was left open with its annotation; complete it with the Tasks plugin or by hand.`);
	}
	let nextLine = line.slice(0, statusAt) + " " + line.slice(statusAt + 1);
	for (const field of NOT_CARRIED) nextLine = nextLine.replace(field, "");
	nextLine = nextLine.replace(TRAILING_BLOCK_ID, "");
	if (reference !== null) {
		for (const field of DATE_FIELDS) {
			nextLine = nextLine.replace(field, (whole: string, date: string) => whole.slice(0, whole.length - date.length) + addDays(next, daysBetween(reference, date)));
		}
	}
	return `${nextLine}\n${doneLine(line, statusAt, today)}`;
}

/** The task ticked with `✅ today` (a stale done date replaced), before a trailing block id. */
function doneLine(line: string, statusAt: number, today: string): string {
	const ticked = line.slice(0, statusAt) + "x" + line.slice(statusAt + 1);
	if (DONE_DATE.test(ticked)) return ticked.replace(DONE_DATE, `✅ ${today}`);
	const trailing = ticked.length - ticked.trimEnd().length;
	const body = ticked.slice(0, ticked.length - trailing);
	const id = TRAILING_BLOCK_ID.exec(body);
	const at = id ? id.index : body.length;
	return `${body.slice(0, at)} ✅ ${today}${body.slice(at)}${ticked.slice(ticked.length - trailing)}`;
}

/**
 * The next occurrence's reference date (YYYY-MM-DD), as Tasks counts it:
 * the rule started on the reference date (or today, with `when done` or
 * without dates), its first date after that day. Null when the rule cannot
 * be read or has no next date.
 */
function nextReference(ruleText: string, reference: string | null, today: string): string | null {
	const parts = /^([a-zA-Z0-9, !]+?)( when done)?$/i.exec(ruleText);
	if (!parts) return null;
	const whenDone = parts[2] !== undefined;
	let options: Partial<Options>;
	try {
		options = RRule.parseText(parts[1]!.trim());
	} catch {
		return null;
	}
	if (options === null || typeof options !== "object" || options.freq === undefined) return null;
	const from = whenDone || reference === null ? today : reference;
	let rule: RRule;
	try {
		rule = new RRule({ ...options, dtstart: utcDay(from) });
	} catch {
		return null;
	}
	const after = endOfDay(from);
	let next = rule.after(after);
	if (next === null) return null;
	// Tasks' correction for months and years without that day (every month from the 31st: the last day of the next month, not the one after).
	const text = rule.toText();
	const months = /every( \d+)? months?/.exec(text);
	const years = /every( \d+)? years?/.exec(text);
	const step = months && !text.includes(" on ") ? { count: Number(months[1] ?? 1), apart: monthsBetween } : years ? { count: Number(years[1] ?? 1), apart: yearsBetween } : null;
	if (step) {
		// Started one day earlier each time, until the next date is no more than the rule's step away.
		let earlier = after;
		for (let tries = 0; tries < 31 && step.apart(earlier, next) > step.count; tries++) {
			earlier = new Date(utcDay(earlier.toISOString().slice(0, 10)).getTime() - DAY_MS);
			next = new RRule({ ...rule.origOptions, dtstart: earlier }).after(earlier);
			if (next === null) return null;
		}
	}
	return next.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(iso: string): Date {
	return new Date(`${iso}T00:00:00.000Z`);
}

function endOfDay(iso: string): Date {
	return new Date(`${iso}T23:59:59.999Z`);
}

function daysBetween(from: string, to: string): number {
	return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

function yearsBetween(from: Date, to: Date): number {
	return to.getUTCFullYear() - from.getUTCFullYear();
}

function monthsBetween(from: Date, to: Date): number {
	return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
}
