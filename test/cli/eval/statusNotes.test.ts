import { describe, expect, it } from "vitest";
import { isUndatedStatusNote } from "../../../src/cli/eval/statusNotes";

describe("isUndatedStatusNote: a status note that names no day ahead, which the outcome measure says must not move its item", () => {
	const cases: [string, boolean][] = [
		["still waiting for the part", true],
		["noch nicht", true],
		["en cours", true],
		["waiting till Friday", false],
		["aspetto il rinnovo aziendale, a febbraio me ne danno uno nuovo", false],
		["warte auf die Antwort, kommt im März", false],
		["en attente, reprise en juin", false],
		["bought it yesterday", false],
	];
	it.each(cases)("%s → %s", (annotation, undated) => {
		expect(isUndatedStatusNote(annotation)).toBe(undated);
	});
});
