import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../src/core/deciders/offline/classify";
import { type DateOrder, resolvePostponeDate } from "../../../src/core/dates/dateFinder";
import { easterSunday, nextDayAfterHoliday } from "../../../src/core/dates/holidays";
import { createOfflineDecider } from "../../../src/core/deciders/offline/offlineDecider";
import type { DecideContext } from "../../../src/core/types";

/** 2026-11-22 is a Sunday. */
const TODAY = "2026-11-22";

function postponeDate(annotation: string, dateOrder: DateOrder, today = TODAY): string | null {
	return classifyOffline({ item: "Item", annotation }, { today, dateOrder }).postponeUntil;
}

describe("postponement dates in five languages, day-first and month-first", () => {
	// [annotation, day-first, month-first]
	const table: [annotation: string, dayFirst: string | null, monthFirst: string | null][] = [
		// A month name reads the same whatever the order.
		["postpone to December 10", "2026-12-10", "2026-12-10"],
		["Dec 10", "2026-12-10", "2026-12-10"],
		["push to 10 Dec", "2026-12-10", "2026-12-10"],
		["move to the 10th of December", "2026-12-10", "2026-12-10"],
		["10. Dezember", "2026-12-10", "2026-12-10"],
		["verschieben auf 10. Dezember", "2026-12-10", "2026-12-10"],
		["le 10 décembre", "2026-12-10", "2026-12-10"],
		["reporter au 10 décembre", "2026-12-10", "2026-12-10"],
		["10 de diciembre", "2026-12-10", "2026-12-10"],
		["aplazar al 10 de diciembre", "2026-12-10", "2026-12-10"],
		["10 dicembre", "2026-12-10", "2026-12-10"],
		["rimandare al 10 dicembre", "2026-12-10", "2026-12-10"],
		// A numeric date follows the order, in every language.
		["postpone to 12/10", "2027-10-12", "2026-12-10"],
		["verschieben auf 12/10", "2027-10-12", "2026-12-10"],
		["reporter au 12/10", "2027-10-12", "2026-12-10"],
		["aplazar al 12/10", "2027-10-12", "2026-12-10"],
		["rimandare al 12/10", "2027-10-12", "2026-12-10"],
		["push to 3/4/2027", "2027-04-03", "2027-03-04"],
		["push to 3/4/27", "2027-04-03", "2027-03-04"],
		// Only one reading is a date: it is taken.
		["push to 12/25", "2026-12-25", "2026-12-25"],
		["push to 25/12", "2026-12-25", "2026-12-25"],
		// A dotted date is day-first in any order (nobody writes 12.10. for 10 December).
		["bis 10.12.", "2026-12-10", "2026-12-10"],
	];
	it.each(table)("%s → %s (day-first) / %s (month-first)", (annotation, dayFirst, monthFirst) => {
		expect(postponeDate(annotation, "day-first")).toBe(dayFirst);
		expect(postponeDate(annotation, "month-first")).toBe(monthFirst);
	});

	it("reads a month-named date as a postponement on its own", () => {
		expect(classifyOffline({ item: "Item", annotation: "Dec 10" }, { today: TODAY })).toMatchObject({
			action: "postpone",
			postponeUntil: "2026-12-10",
		});
	});

	it("reads no numeric date that names no day", () => {
		expect(resolvePostponeDate("push to 13/13", TODAY)).toBeNull();
		expect(resolvePostponeDate("push to 13/13", TODAY, undefined, "month-first")).toBeNull();
	});

	it("reads day-first when no order is given", () => {
		expect(resolvePostponeDate("push to 12/10", TODAY)).toBe("2027-10-12");
		expect(classifyOffline({ item: "Item", annotation: "push to 12/10" }, { today: TODAY }).postponeUntil).toBe("2027-10-12");
	});
});

describe("the offline decider passes the date order on", () => {
	const context: DecideContext = { today: TODAY, learned: () => Promise.reject(new Error("not used offline")) };
	const annotation = { id: "a", item: "Dentist", annotation: "push to 12/10", section: "" };

	it("month-first", async () => {
		const batch = await createOfflineDecider({}, { dateOrder: "month-first" }).decide([annotation], context);
		expect(batch.decisions[0]?.postponeUntil).toBe("2026-12-10");
	});

	it("day-first by default", async () => {
		const batch = await createOfflineDecider({}).decide([annotation], context);
		expect(batch.decisions[0]?.postponeUntil).toBe("2027-10-12");
	});
});

describe("holidays", () => {
	it("knows Easter Sunday", () => {
		expect(easterSunday(2024)).toBe("2024-03-31");
		expect(easterSunday(2025)).toBe("2025-04-20");
		expect(easterSunday(2026)).toBe("2026-04-05");
		expect(easterSunday(2027)).toBe("2027-03-28");
		expect(easterSunday(2038)).toBe("2038-04-25");
	});

	const table: [annotation: string, expected: string][] = [
		// Christmas: the 27th, past the second Christmas day.
		["after Christmas", "2026-12-27"],
		["push to after xmas", "2026-12-27"],
		["nach Weihnachten", "2026-12-27"],
		["après Noël", "2026-12-27"],
		["después de Navidad", "2026-12-27"],
		["dopo Natale", "2026-12-27"],
		// New Year: the 2nd of January.
		["after New Year", "2027-01-02"],
		["nach Neujahr", "2027-01-02"],
		["après le nouvel an", "2027-01-02"],
		["después de año nuevo", "2027-01-02"],
		["dopo Capodanno", "2027-01-02"],
		["dopo l'anno nuovo", "2027-01-02"],
		// Easter (28 March 2027): the Tuesday after Easter Monday.
		["after Easter", "2027-03-30"],
		["erst nach Ostern", "2027-03-30"],
		["après Pâques", "2027-03-30"],
		["después de Semana Santa", "2027-03-30"],
		["dopo Pasqua", "2027-03-30"],
	];
	it.each(table)("%s → %s", (annotation, expected) => {
		const result = classifyOffline({ item: "Item", annotation }, { today: TODAY });
		expect(result).toMatchObject({ action: "postpone", postponeUntil: expected });
	});

	it("takes next year's once this year's has passed", () => {
		expect(postponeDate("after Christmas", "day-first", "2026-12-28")).toBe("2027-12-27");
		expect(postponeDate("after Christmas", "day-first", "2026-12-26")).toBe("2026-12-27");
		expect(postponeDate("nach Ostern", "day-first", "2026-03-01")).toBe("2026-04-07");
		expect(nextDayAfterHoliday("newYear", "2027-01-02")).toBe("2028-01-02");
	});
});

describe("after a day of the month", () => {
	const languages = ["push to after the 10th", "nach dem 10.", "après le 10", "después del 10", "tras el 10", "dopo il 10"];

	it.each(languages)("%s: the 11th of next month once this month's 10th has passed", (annotation) => {
		expect(postponeDate(annotation, "day-first", "2026-11-22")).toBe("2026-12-11");
		expect(postponeDate(annotation, "month-first", "2026-11-22")).toBe("2026-12-11");
	});

	it.each(languages)("%s: the 11th of this month before it", (annotation) => {
		expect(postponeDate(annotation, "day-first", "2026-11-05")).toBe("2026-11-11");
		expect(postponeDate(annotation, "day-first", "2026-11-10")).toBe("2026-11-11");
	});

	it("skips months without that day, across the year", () => {
		expect(postponeDate("after the 31st", "day-first", "2026-11-22")).toBe("2027-01-01");
		expect(postponeDate("after the 30th", "day-first", "2027-01-31")).toBe("2027-03-31");
	});

	it("is the day after a full date", () => {
		expect(postponeDate("after the 10th of December", "day-first")).toBe("2026-12-11");
		expect(postponeDate("nach dem 10.12.", "day-first")).toBe("2026-12-11");
		expect(postponeDate("after 12/10", "month-first")).toBe("2026-12-11");
	});

	it("is not a time", () => {
		expect(resolvePostponeDate("after 10:30", TODAY)).toBeNull();
	});
});

describe("no date found: no date invented", () => {
	const vague = ["postpone", "later", "push back", "verschieben", "plus tard", "más tarde", "più tardi", "after the move"];
	it.each(vague)("%s postpones without a date", (annotation) => {
		expect(classifyOffline({ item: "Item", annotation }, { today: TODAY })).toMatchObject({ action: "postpone", postponeUntil: null });
	});
	it("leaves a status note without a date (\"not yet\") where it is, inventing no date", () => {
		expect(classifyOffline({ item: "Item", annotation: "not yet" }, { today: TODAY })).toMatchObject({ action: "keep", postponeUntil: null });
	});
});
