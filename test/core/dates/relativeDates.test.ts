import { describe, expect, it } from "vitest";
import { findRelativeDates } from "../../../src/core/dates/relativeDates";
import type { Language } from "../../../src/core/languages";

/** Monday 7 December 2026. */
const TODAY = "2026-12-07";

function read(text: string, language: Language, statements = false): [string, string, string][] {
	return findRelativeDates(text, TODAY, [language], { statements }).map((date) => [date.text, date.iso, date.unit]);
}

describe("relative dates", () => {
	it("say the day they name, what they count in, and whose words named them", () => {
		expect(read("I called them two days ago", "en")).toEqual([["two days ago", "2026-12-05", "day"]]);
		expect(read("Beitrag wurde letzte Woche abgebucht", "de")).toEqual([["letzte Woche", "2026-11-30", "week"]]);
		expect(read("il arrive le mois prochain", "fr")).toEqual([["le mois prochain", "2027-01-07", "month"]]);
		expect(read("vino hace 3 días", "es")).toEqual([["hace 3 días", "2026-12-04", "day"]]);
		expect(findRelativeDates("pronti tra due settimane", TODAY, ["it"])[0]).toMatchObject({ iso: "2026-12-21", unit: "week", language: "it" });
	});

	it("read this week, next year and last Friday only for a statement to remember", () => {
		// A postponement to "this week" or "next year" names no day to move an item to.
		expect(read("the gym is closed this week", "en")).toEqual([]);
		expect(read("the gym is closed this week", "en", true)).toEqual([["this week", TODAY, "week"]]);
		expect(read("we switched last year", "en", true)).toEqual([["last year", "2025-12-07", "year"]]);
		expect(read("I called them last Friday", "en")).toEqual([]);
		expect(read("I called them last Friday", "en", true)).toEqual([["last Friday", "2026-12-04", "day"]]);
		// On a Monday, "last Monday" is a week ago, not today.
		expect(read("hab sie letzten Montag angerufen", "de", true)).toEqual([["letzten Montag", "2026-11-30", "day"]]);
		expect(read("il est passé vendredi dernier", "fr", true)).toEqual([["vendredi dernier", "2026-12-04", "day"]]);
		expect(read("llamó el viernes pasado", "es", true)).toEqual([["el viernes pasado", "2026-12-04", "day"]]);
		expect(read("è passato venerdì scorso", "it", true)).toEqual([["venerdì scorso", "2026-12-04", "day"]]);
		expect(read("c'est plus cher cette année", "fr", true)).toEqual([["cette année", TODAY, "year"]]);
	});
});
