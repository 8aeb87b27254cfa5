/**
 * Day arithmetic on YYYY-MM-DD dates for the date reader: months, weekdays,
 * and the next occurrence of a day of the year.
 */
import { addDays } from "../text";

/** Adds whole months to a YYYY-MM-DD date, keeping the day where the month has it (31 January + 1 month is 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
	const [y, m, d] = iso.split("-").map(Number);
	const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
	const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
	date.setUTCDate(Math.min(d ?? 1, lastDay));
	return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of a day in a month counted from January of `year` (month 13 is next January), or null when the month has no such day. */
export function calendarDate(year: number, month: number, day: number): string | null {
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
}

/** The day of the week of a YYYY-MM-DD date: 0 is Sunday. */
export function weekdayOf(iso: string): number {
	return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The first `weekday` (0 Sunday … 6 Saturday) on or after `today`: today itself when it is that day. */
export function comingWeekday(today: string, weekday: number): string {
	return addDays(today, (weekday - weekdayOf(today) + 7) % 7);
}

/**
 * "next Friday": the Friday of the coming week, weeks running Sunday to
 * Saturday, except that a day still ahead in this week is taken from
 * Sunday or Saturday (what the parser this reader replaced did, and what
 * users who wrote the corpus meant).
 */
export function nextWeekday(today: string, weekday: number): string {
	const from = weekdayOf(today);
	const coming = (weekday - from + 7) % 7;
	if (from === 0) return addDays(today, weekday === 0 ? 7 : weekday);
	if (from === 6) return addDays(today, weekday === 6 ? 7 : weekday === 0 ? 8 : 1 + weekday);
	return addDays(today, weekday < from && weekday !== 0 ? coming : coming + 7);
}

/**
 * The first day `day` of `month` after `today` (this year's or, once passed,
 * a later one; 29 February waits for a leap year), or null for a day no
 * month has. A postponement "to 31 December" written on 31 December means
 * next year's.
 */
export function nextDayOfYear(today: string, month: number, day: number): string | null {
	const year = Number(today.slice(0, 4));
	for (let ahead = 0; ahead <= 4; ahead++) {
		const iso = calendarDate(year + ahead, month, day);
		if (iso !== null && iso > today) return iso;
	}
	return null;
}
