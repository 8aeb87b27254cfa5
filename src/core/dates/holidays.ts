/**
 * The days of the holidays a postponement may name ("after Christmas",
 * "nach Ostern", "dopo Capodanno"), which no date parser knows.
 */
import { addDays } from "../text";
import type { Holiday } from "../lexicon/cues";

/** Easter Sunday of a Gregorian year, as YYYY-MM-DD (the anonymous Gregorian algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
	const a = year % 19;
	const b = Math.floor(year / 100);
	const c = year % 100;
	const d = Math.floor(b / 4);
	const e = b % 4;
	const f = Math.floor((b + 8) / 25);
	const g = Math.floor((b - f + 1) / 3);
	const h = (19 * a + b - d - g + 15) % 30;
	const i = Math.floor(c / 4);
	const k = c % 4;
	const l = (32 + 2 * e + 2 * i - h - k) % 7;
	const m = Math.floor((a + 11 * h + 22 * l) / 451);
	const month = Math.floor((h + l - 7 * m + 114) / 31);
	const day = ((h + l - 7 * m + 114) % 31) + 1;
	return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The first working day after a holiday in a year: after the holidays the
 * five languages' countries keep. Christmas: 27 December (26 December is a
 * holiday in Germany, Italy, Britain and Alsace). New Year: 2 January.
 * Easter: the Tuesday after it (Easter Monday is a holiday in Germany,
 * France, Italy, Britain and much of Spain).
 */
function dayAfter(holiday: Holiday, year: number): string {
	if (holiday === "christmas") return `${year}-12-27`;
	if (holiday === "newYear") return `${year}-01-02`;
	return addDays(easterSunday(year), 2);
}

/** The first day after `holiday` that is still ahead of `today` (this year's, or next year's once this year's has passed). */
export function nextDayAfterHoliday(holiday: Holiday, today: string): string {
	const year = Number(today.slice(0, 4));
	const thisYear = dayAfter(holiday, year);
	return thisYear > today ? thisYear : dayAfter(holiday, year + 1);
}
