/**
 * Why an entry may have had its day: the reasons migrate proposes entries
 * for retirement (Exchange.md blocks with `Retire:` lines; nothing leaves a
 * note until the user accepts). Pure: the caller reads the notes, the use
 * counts (once) and the earlier retirement blocks, and gets, per note, the
 * entries that are stale and why.
 *
 * - **superseded**: another entry of a learned note replaced it (its
 *   `replaces:` names this entry's id), yet it is still present.
 * - **ended**: its own text says it ends, and that day has passed: a date
 *   after "until" ("until 2026-03-01", "bis Freitag", "jusqu'à vendredi";
 *   a weekday counted from the entry's date), the period of the day it was
 *   written ("this week", "diese Woche", "today"), or an end the text gives
 *   no date for ("until the end of term") once the entry is older than
 *   such a period lasts. A date without "until" (a birthday) is no end.
 * - **unused** (memory note only): not selected for any request for the
 *   window, counted from when counting began; an entry younger than the
 *   window, or one the user disabled, is never unused.
 * - **over-cap** (memory note only): the note holds more entries than its
 *   cap; the least used, then oldest, are proposed, as many as it is over
 *   (entries the user already kept or has waiting count as decided).
 *
 * Rules and skills go with every request, so they are proposed only when
 * superseded or ended. An entry gets one reason, the first that applies in
 * the order above; an entry the user declined to retire for a reason (a
 * rejected block, an unticked line, a block still waiting) is not proposed
 * again for it; one a waiting block names is not proposed at all meanwhile.
 */
import { findFutureDates, type DateOrder } from "../dates/dateFinder";
import { addMonths } from "../dates/calendar";
import { fold, foldForMatching, foldedIndex } from "../folding";
import { LANGUAGES, type Language } from "../languages";
import { DATE_NAMES } from "../lexicon/dateNames";
import { END_WORDS, type EndPeriod } from "../lexicon/endWords";
import { alternation, WORD_END, WORD_START } from "../lexicon/phrasePatterns";
import { addDays, ownCopy } from "../text";
import type { MemoryEntry } from "./entries";
import { isDisabled } from "./meta";
import { entryId } from "./relations";
import { useMinute, type UseCounts } from "./useCounts";
import type { LearnedNoteKind } from "./usage";

/** Why an entry is proposed for retirement, in the order they are tried. */
export const STALE_REASONS = ["superseded", "ended", "unused", "over-cap"] as const;

/** One of {@link STALE_REASONS}. */
export type StaleReason = (typeof STALE_REASONS)[number];

/** An entry proposed for retirement, and why. */
export interface StaleEntry {
	entry: MemoryEntry;
	/** The id its `Retire:` line names (its `am:` id, else its text's). */
	id: string;
	reason: StaleReason;
	/** What in particular: the end that passed ("until 2026-03-01"), the replacing entry's text; null when the reason says it all. */
	detail: string | null;
}

/** What judging one note needs besides its entries. */
export interface StaleContext {
	/** The note's vault path (use counts are kept by note and id). */
	path: string;
	kind: LearnedNoteKind;
	now: Date;
	/** Today, `YYYY-MM-DD`, in the user's time zone. */
	today: string;
	/** Every writer's use records, read once for the whole run. */
	counts: UseCounts;
	/** Months without a use after which a memory entry is unused. */
	unusedMonths: number;
	/** Ids some present entry's `replaces:` names, each with that entry's text. */
	superseded: ReadonlyMap<string, string>;
	/** The note's cap (memory only; null: none). */
	cap: number | null;
	/** True when the user declined the retirement of this entry for this reason (a rejected block, an unticked line). */
	declined: (reason: StaleReason, id: string) => boolean;
	/** True when a block still waiting for the user names this entry (a retirement for any reason, or a pattern): it is not proposed meanwhile. */
	waiting: (id: string) => boolean;
	/** How numeric dates such as 12/10 are read. */
	dateOrder: DateOrder;
}

/** The stale entries of one note, in the note's order. */
export function staleEntries(entries: readonly MemoryEntry[], context: StaleContext): StaleEntry[] {
	const memory = context.kind === "memory";
	// By position: a note of ten thousand entries is walked, not looked up.
	const picked: (StaleEntry | undefined)[] = new Array<StaleEntry | undefined>(entries.length);
	let pickedCount = 0;
	const ids = entries.map(entryId);
	const unusedSince = useMinute(new Date(`${addMonths(context.today, -context.unusedMonths)}T00:00:00Z`));
	// An entry written before this day is older than the window, without building its minute.
	const windowStart = unusedSince.slice(0, 10);
	const counting = context.counts.since;
	const judgeUse = memory && counting !== null && counting <= unusedSince;
	const take = (index: number, reason: StaleReason, detail: string | null): boolean => {
		if (context.declined(reason, ids[index]!)) return false;
		picked[index] = { entry: entries[index]!, id: ids[index]!, reason, detail };
		pickedCount++;
		return true;
	};
	for (let index = 0; index < entries.length; index++) {
		const entry = entries[index]!;
		const id = ids[index]!;
		if (context.waiting(id)) continue;
		const replacedBy = context.superseded.get(id);
		if (replacedBy !== undefined && take(index, "superseded", replacedBy)) continue;
		const ended = endedBy(entry, context.today, context.dateOrder);
		if (ended !== null && take(index, "ended", ended)) continue;
		if (!judgeUse || isDisabled(entry.meta)) continue;
		if (entry.date !== null && entry.date >= windowStart && `${entry.date}T00:00Z` > unusedSince) continue;
		const use = context.counts.get({ note: context.path, id });
		if (use === null || use.last < unusedSince) take(index, "unused", null);
	}
	// Fewer entries than the cap once those picked are out: none over it, whatever else is handled.
	if (memory && context.cap !== null && entries.length - context.cap - pickedCount > 0) {
		// Entries already decided or waiting for over-cap count as handled: the user keeps them, or will say.
		const handled = ids.filter((id) => context.waiting(id) || context.declined("over-cap", id)).length;
		const over = entries.length - context.cap - pickedCount - handled;
		if (over > 0) {
			const candidates = entries
				.map((entry, index) => ({ entry, id: ids[index]!, index, use: context.counts.get({ note: context.path, id: ids[index]! }) }))
				.filter(({ index, id }) => picked[index] === undefined && !context.waiting(id) && !context.declined("over-cap", id))
				.sort((a, b) => (a.use?.count ?? 0) - (b.use?.count ?? 0) || (a.use?.last ?? "").localeCompare(b.use?.last ?? "") || (a.entry.date ?? "").localeCompare(b.entry.date ?? "") || a.index - b.index);
			for (const { entry, id, index } of candidates.slice(0, over)) picked[index] = { entry, id, reason: "over-cap", detail: null };
		}
	}
	return picked.filter((stale): stale is StaleEntry => stale !== undefined);
}

/** Compiled once: the end phrases of every language. */
interface EndPatterns {
	/** Any end word or phrase: an entry without one is not read further. */
	hint: RegExp;
	/** "until" anywhere: a text without it has no date that ends it (untilBefore cannot match). */
	untilWord: RegExp;
	/** "until (the)" at the end of the text before a date. */
	untilBefore: RegExp;
	/** A weekday name or a number at the end of the text before "until": "Monday until Friday" is a range, no end. */
	rangeStart: RegExp;
	/** The same for two-letter weekday names ("Mo bis Fr"), in the original text and only capitalised: "so" and "do" are words too. */
	rangeStartShort: RegExp;
	periods: { period: EndPeriod; phrase: RegExp }[];
	undated: { days: number; phrase: RegExp }[];
}

let endPatterns: EndPatterns | undefined;

function patterns(): EndPatterns {
	if (endPatterns) return endPatterns;
	const all = (pick: (language: Language) => readonly string[]) => LANGUAGES.flatMap(pick);
	const until = alternation(all((language) => END_WORDS[language].until));
	const articles = alternation(all((language) => END_WORDS[language].articles));
	const periods: EndPatterns["periods"] = [];
	const undated: EndPatterns["undated"] = [];
	for (const language of LANGUAGES) {
		for (const [period, phrases] of Object.entries(END_WORDS[language].periods) as [EndPeriod, readonly string[]][]) {
			if (phrases.length > 0) periods.push({ period, phrase: new RegExp(`${WORD_START}(?:${alternation(phrases)})${WORD_END}`, "u") });
		}
		for (const [phrase, days] of END_WORDS[language].undated) undated.push({ days, phrase: new RegExp(`${WORD_START}(?:${alternation([phrase])})${WORD_END}`, "u") });
	}
	const weekdays = [...new Set(all((language) => Object.keys(DATE_NAMES[language].weekdays)))];
	const every = [until, ...periods.map((p) => p.phrase.source), ...undated.map((u) => u.phrase.source)];
	endPatterns = {
		hint: new RegExp(`${WORD_START}(?:${until})${WORD_END}|${every.slice(1).join("|")}`, "u"),
		untilWord: new RegExp(`${WORD_START}(?:${until})`, "u"),
		// "l'" and "all'" meet the date without a space.
		untilBefore: new RegExp(`${WORD_START}(?:${until})(?:[\\s']+(?:${articles}))?[\\s']*$`, "u"),
		rangeStart: new RegExp(`(?:\\d|${WORD_START}(?:${alternation(weekdays.filter((name) => name.length > 2))}))[\\s.,]*$`, "u"),
		rangeStartShort: new RegExp(`${WORD_START}(?:${weekdays.filter((name) => name.length <= 2).map((name) => name[0]!.toUpperCase() + name.slice(1)).join("|") || "(?!)"})[\\s.,]*$`, "u"),
		periods,
		undated,
	};
	return endPatterns;
}

/** The last day of a period that starts on the day `written`. */
function periodEnd(period: EndPeriod, written: string): string {
	const [year, month] = written.split("-").map(Number);
	switch (period) {
		case "day":
			return written;
		case "week":
		case "weekend":
			// The Sunday of its week (weeks start on Monday).
			return addDays(written, (7 - new Date(`${written}T00:00:00Z`).getUTCDay()) % 7);
		case "month":
			return new Date(Date.UTC(year!, month, 0)).toISOString().slice(0, 10);
		case "year":
			return `${year}-12-31`;
	}
}

/**
 * The end the entry's text names, when that day is before `today`; null
 * when it names none, or one still to come. Several ends: the latest counts.
 * "until" after another date ("Monday until Friday") is a range, no end.
 */
export function endedBy(entry: Pick<MemoryEntry, "text" | "date">, today: string, order: DateOrder): string | null {
	// Every end a text names falls on or after the day it was written: an entry written today (each one a migrate adds) has not ended, and is not read.
	if (entry.date !== null && entry.date >= today) return null;
	// An entry read again (an entry reader gives the same objects from one migrate to the next) is found by identity.
	const known = endByEntry.get(entry);
	let last: End | null;
	if (known !== undefined && known.order === order) last = known.end;
	else endByEntry.set(entry, { order, end: (last = latestEnd(entry.text, entry.date, order)) });
	return last !== null && last.day < today ? `${last.said} (${last.day})` : null;
}

/** The latest end a text names, and its words; null when it names none. */
interface End {
	day: string;
	said: string;
}

/** Each entry's latest end for the date order it was read in (held weakly: entries go with the parse that made them; their text and date never change). */
const endByEntry = new WeakMap<Pick<MemoryEntry, "text" | "date">, { order: DateOrder; end: End | null }>();

/** Texts whose latest end is kept before the kept ends are let go and read afresh (two notes of 10,000 entries). */
const KEPT_ENDS = 20_000;

/**
 * Each entry's latest end, kept from one migrate to the next (as the
 * pattern finder keeps its kind words): it depends only on the text, the
 * day it was written and the date order, so a migrate that adds a thousand
 * entries to a note of ten thousand reads those thousand, not the note again.
 * Whether the end has passed is judged afresh each time.
 */
const endMemo = new Map<string, { own: string; readings: KeptEnd[] }>();

/** One reading of a text's end: for the day it was written and the date order. */
interface KeptEnd {
	date: string | null;
	order: DateOrder;
	end: End | null;
}

/** The latest end an entry's text names (see endedBy), read once per text, date and date order. */
function latestEnd(text: string, date: string | null, order: DateOrder): End | null {
	// By text, then the few readings of it: no key is built per entry.
	let kept = endMemo.get(text);
	if (kept === undefined) {
		if (endMemo.size >= KEPT_ENDS) endMemo.clear();
		// Kept as a copy, and read from it so that the words kept are cut from the copy: no old note text stays alive.
		const own = ownCopy(text);
		endMemo.set(own, (kept = { own, readings: [] }));
	}
	for (const known of kept.readings) if (known.date === date && known.order === order) return known.end;
	const end = readLatestEnd({ text: kept.own, date }, order);
	kept.readings.push({ date, order, end });
	return end;
}

/** The latest end the entry's text names, passed or not; null when it names none. */
function readLatestEnd(entry: Pick<MemoryEntry, "text" | "date">, order: DateOrder): End | null {
	const { hint, untilWord, untilBefore, rangeStart, rangeStartShort, periods, undated } = patterns();
	// Most entries name no end: the folded text alone tells, without the positions.
	if (!hint.test(fold(entry.text))) return null;
	const folded = foldForMatching(entry.text);
	const ends: { day: string; said: string }[] = [];
	// Without the day it was written, only a date with its year is an end that can be placed.
	const written = entry.date;
	// Dates are looked for only after an "until": "today" or "this week" alone needs none.
	const dates = untilWord.test(folded.folded) ? findFutureDates(entry.text, written ?? "1900-01-01", LANGUAGES, order) : [];
	for (const date of dates) {
		if (written === null && !/\d{4}/.test(date.text)) continue;
		const start = foldedIndex(folded, date.index);
		const before = untilBefore.exec(folded.folded.slice(0, start));
		if (!before) continue;
		const leadStart = before.index + before[0].search(/[\p{L}]/u);
		if (rangeStart.test(folded.folded.slice(0, leadStart)) || rangeStartShort.test(entry.text.slice(0, folded.origin[leadStart] ?? 0))) continue;
		ends.push({ day: date.iso, said: entry.text.slice(folded.origin[leadStart] ?? date.index, date.index + date.text.length).replace(/[\s.,;:!?]+$/u, "") });
	}
	if (written !== null) {
		for (const { period, phrase } of periods) {
			const match = phrase.exec(folded.folded);
			if (match) ends.push({ day: periodEnd(period, written), said: said(entry.text, folded, match) });
		}
		for (const { days, phrase } of undated) {
			const match = phrase.exec(folded.folded);
			if (match) ends.push({ day: addDays(written, days), said: said(entry.text, folded, match) });
		}
	}
	if (ends.length === 0) return null;
	return ends.reduce((a, b) => (b.day > a.day ? b : a));
}

/** The words of the original text a folded match covers, without the character before the word. */
function said(text: string, folded: ReturnType<typeof foldForMatching>, match: RegExpExecArray): string {
	const start = match.index + match[0].search(/[\p{L}\p{N}]/u);
	return text.slice(folded.origin[start] ?? 0, folded.origin[match.index + match[0].length] ?? text.length).trim();
}
