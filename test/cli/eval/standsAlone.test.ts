import { describe, expect, it } from "vitest";
import { standAloneProblems, type StandAloneProblem } from "../../../src/cli/eval/standsAlone";

describe("standAloneProblems: whether a proposal still makes sense in memory a year later", () => {
	const cases: [string, string, string, string, StandAloneProblem[]][] = [
		["a plain statement", "The passport office only takes cards.", "Renew the passport", "note: the office only takes cards now", []],
		["the item glued to a paraphrase with a colon", "Renew the passport: cards only at the office", "Renew the passport", "note: the office only takes cards now", ["glued"]],
		["the item run into the annotation without a colon", "Renew the passport the office only takes cards now", "Renew the passport", "the office only takes cards now", ["glued"]],
		["the item as the subject of a statement of its own", "Renewing the passport needs a card payment at the office.", "Renew the passport", "the office only takes cards now", []],
		["a relative date (en)", "I called my parents two days ago.", "Call parents", "I called them two days ago", ["relative-date"]],
		["a relative date (de)", "Der Handwerker kommt morgen.", "Handwerker", "kommt morgen", ["relative-date"]],
		["a relative date (fr)", "Le plombier passe la semaine prochaine.", "Plombier", "la semaine prochaine", ["relative-date"]],
		["an absolute date", "My parents were last called on 12 January 2026.", "Call parents", "I called them two days ago", []],
		["German 'morgens' (in the mornings) is not a date word", "Die Müllabfuhr kommt dienstags morgens.", "Müll", "dienstags morgens", []],
		["the correction's own words (en)", "That's wrong, the rent is 950 euros.", "Pay rent", "that's wrong, it's 950", ["correction-words"]],
		["the correction's own words (fr)", "C'est faux, le loyer est de 950 euros.", "Payer le loyer", "c'est faux, 950", ["correction-words"]],
		["a word that merely contains a correction word", "Wrongful-dismissal claims go to the union lawyer.", "Union", "claims go to the lawyer", []],
		["the user's own sentence opening with the item's words", "Dad's birthday goes to the whole family group, not just me.", "Dad's birthday", "Dad's birthday goes to the whole family group, not just me", []],
		["glued, relative and corrected at once", "Call parents: wrong, I called them yesterday", "Call parents", "wrong, I called them yesterday", ["glued", "relative-date", "correction-words"]],
	];
	it.each(cases)("%s", (_, proposal, item, annotation, problems) => {
		expect(standAloneProblems(proposal, item, annotation)).toEqual(problems);
	});
});
