/**
 * A correction that names the wrong value and the right one fixes the item
 * literally, in each language; anything less certain leaves the item as it
 * is (the pass then keeps the annotation under it).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { literalReplacement } from "../../../../src/core/deciders/offline/literalReplacement";

/** [item, annotation, item afterwards] */
const replaced: [string, string, string][] = [
	// English
	["Submit the report (due Friday)", "Thursday, not Friday", "Submit the report (due Thursday)"],
	["Submit the report (due Friday)", "not Friday but Thursday", "Submit the report (due Thursday)"],
	["Submit the report (due Friday)", "Friday → Thursday", "Submit the report (due Thursday)"],
	["Submit the report (due Friday)", "Friday -> Thursday", "Submit the report (due Thursday)"],
	["Call the bank at 2pm", "it's 3pm not 2pm", "Call the bank at 3pm"],
	["Call the bank at 2 pm", "it's 3pm not 2pm", "Call the bank at 3 pm"],
	["Book room 11 for the review", "12 not 11", "Book room 12 for the review"],
	["Book room 11 📅 2026-12-11", "12 not 11", "Book room 12 📅 2026-12-11"],
	["submit the report on friday", "Thursday, not Friday", "submit the report on thursday"],
	["Team call on FRIDAY", "Thursday, not Friday", "Team call on THURSDAY"],
	["Dinner with Anna on Friday", "No, on Thursday, not on Friday.", "Dinner with Anna on Thursday"],
	// German
	["Bericht abgeben (bis Freitag)", "Donnerstag, nicht Freitag", "Bericht abgeben (bis Donnerstag)"],
	["Bericht abgeben (bis Freitag)", "nicht Freitag sondern Donnerstag", "Bericht abgeben (bis Donnerstag)"],
	["Bericht abgeben (bis Freitag)", "nicht am Freitag, sondern am Donnerstag", "Bericht abgeben (bis Donnerstag)"],
	["Zahnarzt um 14:30", "15:30 statt 14:30", "Zahnarzt um 15:30"],
	// "mai" is Italian for "never": two month names stand for each other all the same.
	["Konstantins Reisepass läuft im März ab", "Mai, nicht März", "Konstantins Reisepass läuft im Mai ab"],
	// French
	["Rendre le rapport (vendredi)", "jeudi, pas vendredi", "Rendre le rapport (jeudi)"],
	["Rendre le rapport (vendredi)", "pas vendredi mais jeudi", "Rendre le rapport (jeudi)"],
	["Rendre le rapport (Vendredi)", "c'est jeudi et non vendredi", "Rendre le rapport (Jeudi)"],
	// Spanish
	["Entregar el informe (el viernes)", "jueves, no viernes", "Entregar el informe (el jueves)"],
	["Entregar el informe (el viernes)", "no el viernes sino el jueves", "Entregar el informe (el jueves)"],
	["Reunión el Viernes", "el jueves, no el viernes", "Reunión el Jueves"],
	// Italian
	["Consegnare il rapporto (venerdì)", "giovedì, non venerdì", "Consegnare il rapporto (giovedì)"],
	["Consegnare il rapporto (venerdì)", "non venerdì ma giovedì", "Consegnare il rapporto (giovedì)"],
	// Accents do not count: the item's "venerdì" is the annotation's "venerdi".
	["Consegnare il rapporto (venerdì)", "giovedi, non venerdi", "Consegnare il rapporto (giovedi)"],
];

/** [item, annotation, why nothing changes] */
const untouched: [string, string, string][] = [
	["Submit the report (due Friday)", "Thursday, not Monday", "the wrong value is not in the item"],
	["Move Friday's call to the Friday after", "Thursday, not Friday", "the wrong value occurs twice"],
	["Call parents (last call weeks ago)", "that's wrong — I called them two days ago", "no value pair named"],
	["Call parents (last call weeks ago)", "I called them two days ago, not weeks", "the right side is a sentence, not a value"],
	["Meet at 11:30", "12 not 11", "11 is part of a longer number"],
	["Read [[Friday notes]]", "Thursday, not Friday", "the wrong value sits in a link"],
	["Call now", "yes, not now", "function words are no values"],
	["Pay the 20 euros to Anna", "Tom, not 20", "a name does not stand for a number"],
	["Bericht abgeben (bis Freitag)", "Donnerstag, nicht Freitag\nsagt Anna", "two lines"],
	["Submit the report (due Thursday)", "Thursday, not Friday", "the item is right already"],
	["Bericht abgeben (bis Freitag)", "Freitag passt nicht", "no value pair named"],
	["Entregar el informe (el viernes)", "jueves, no viernes, creo", "more than a value pair"],
	["Consegnare il rapporto (venerdì)", "non venerdì", "no right value"],
	["Submit the report (due Friday)", `${"Thursday".repeat(20)}, not Friday`, "longer than a value pair"],
];

describe("literalReplacement", () => {
	it("replaces the wrong value the correction names, keeping the item's spelling style", () => {
		const got = replaced.map(([item, annotation]) => [item, annotation, literalReplacement(item, annotation)?.text ?? item]);
		expect(got).toEqual(replaced);
	});

	it("leaves the item alone when the correction is not a certain literal replacement", () => {
		const got = untouched.map(([item, annotation, why]) => [item, annotation, why, literalReplacement(item, annotation)]);
		expect(got).toEqual(untouched.map((row) => [...row, null]));
	});

	it("says which span was replaced and by what", () => {
		expect(literalReplacement("Team call on FRIDAY", "thursday, not friday")).toEqual({ text: "Team call on THURSDAY", wrong: "FRIDAY", right: "THURSDAY", start: 13, end: 19 });
	});
});

describe("the user guide's table of replacements", () => {
	it("shows what the code does", () => {
		const guide = readFileSync(new URL("../../../../docs/guide.md", import.meta.url), "utf8");
		const section = guide.slice(guide.indexOf("### Corrections are never lost"));
		const rows = [...section.matchAll(/^ *\| (?!item |---)(.+?) \| (.+?) \| (.+?) \|$/gm)].map((match) => [match[1]!, match[2]!, match[3]!]);
		expect(rows.length).toBeGreaterThanOrEqual(8);
		expect(rows.map(([item, annotation]) => [item, annotation, literalReplacement(item!, annotation!)?.text ?? item])).toEqual(rows);
	});
});
