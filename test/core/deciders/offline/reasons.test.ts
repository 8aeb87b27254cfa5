import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { classifyOffline } from "../../../../src/core/deciders/offline/classify";
import { MAX_OFFLINE_REASON_LENGTH } from "../../../../src/core/deciders/offline/reasons";
import type { Language } from "../../../../src/core/languages";

/** 2026-11-22 is a Sunday. */
const TODAY = "2026-11-22";

function reasonFor(annotation: string): string {
	return classifyOffline({ item: "Item", annotation }, { today: TODAY }).reason;
}

describe("every offline decision says why: the cue words matched and the rule that fired", () => {
	const table: Record<Language, [annotation: string, reason: string][]> = {
		en: [
			["done", "Completion cue “done”; no question or hedge."],
			["Done, paid on Friday by bank transfer", "Completion cue “Done”; no question or hedge; says more: learned as a fact."],
			["next month", "Postponement “next month” → 2026-12-22."],
			["later", "Postponement “later”, no date."],
			["postpone to next Friday", "Postponement “postpone” + date “next Friday” → 2026-11-27."],
			["Friday", "Date “Friday” → 2026-11-27."],
			["that's wrong — I called them two days ago", "Correction cue “that's wrong”: text kept; learned as a fact."],
			["from now on always cc accounting", "Rule cue “from now on”: a rule for the agenda."],
			["done, and from now on remind me a day before", "Completion cue “done”; no question or hedge; rule cue “from now on”: a rule for the agenda."],
			["delete, not tick", "Directive “delete” set against “tick”: a rule for the agenda."],
			["shorter please", "Preference cue “shorter”: a wish about form."],
			["is this done?", "Question “is this”: kept for you."],
			["not sure", "Hedge “not sure”: kept for you."],
			["not today, maybe Thursday", "Hedge “maybe”: kept for you."],
			["don", "Lone word “don”, maybe unfinished: kept for you."],
			["👍", "Keep cue “👍”; nothing to learn."],
		],
		de: [
			["erledigt ✓", "Completion cue “erledigt”; no question or hedge."],
			["hab angerufen", "Completion cue “angerufen”; no question or hedge."],
			["nächste Woche", "Postponement “nächste Woche” → 2026-11-29."],
			["noch nicht erledigt", "Status note “noch nicht”: the item stays where it is, and so does your note."],
			["erledigt?", "Question: kept for you."],
			["ob das klappt", "Question “ob”: kept for you."],
			["halb erledigt, Rest morgen", "Date “morgen” → 2026-11-23; part done “halb erledigt”: only postponed."],
			["Arzttermine bitte nie hier eintragen", "Rule cue “nie”: a rule for the agenda."],
		],
		fr: [
			["c’est fait !", "Completion cue “c’est fait”; no question or hedge."],
			["la semaine prochaine", "Postponement “la semaine prochaine” → 2026-11-29."],
			["ne mets jamais les rendez-vous médicaux ici", "Rule cue “ne” + directive “mets”: a rule for the agenda."],
			["peut-être", "Hedge “peut-être”: kept for you."],
			["fait, et à partir de maintenant toujours en PDF", "Completion cue “fait”; no question or hedge; rule cue “à partir de maintenant”: a rule for the agenda."],
		],
		es: [
			["listo ✓", "Completion cue “listo”; no question or hedge."],
			["la próxima semana", "Postponement “la próxima semana” → 2026-11-29."],
			["nunca pongas citas médicas aquí", "Rule cue “nunca” + directive “pongas”: a rule for the agenda."],
			["las recetas en Salud, no en Recados", "Filing rule “en Salud, no en”: a rule for the agenda."],
			["hecho y nunca más pongas recados aquí", "Completion cue “hecho”; no question or hedge; rule cue “nunca más”: a rule for the agenda."],
		],
		it: [
			["fatto", "Completion cue “fatto”; no question or hedge."],
			["più tardi", "Postponement “più tardi”, no date."],
			["non mettere mai qui gli appuntamenti medici", "Rule cue “non mettere”: a rule for the agenda."],
			["fatto, e d'ora in poi sempre con il treno", "Completion cue “fatto”; no question or hedge; rule cue “d'ora in poi”: a rule for the agenda."],
		],
	};

	for (const [language, rows] of Object.entries(table)) {
		it.each(rows)(`${language}: %s`, (annotation, reason) => {
			expect(reasonFor(annotation)).toBe(reason);
		});
	}

	it("says when no cue word decided", () => {
		expect(reasonFor("the plumber moved to Main Street")).toBe("No cue word: text kept; learned as a fact.");
	});

	it("quotes the user's own spelling, accents and capitals included", () => {
		expect(reasonFor("ERLEDIGT")).toBe("Completion cue “ERLEDIGT”; no question or hedge.");
		expect(reasonFor("Später")).toBe("Postponement “Später”, no date.");
	});

	it("quotes extra cue words from the settings as the user wrote them", () => {
		const verdict = classifyOffline({ item: "Video", annotation: "Ist im Kasten" }, { today: TODAY, extraCues: { de: { completion: ["ist im Kasten"] } } });
		expect(verdict.reason).toBe("Completion cue “Ist im Kasten”; no question or hedge.");
	});

	it("cuts a long quote so the reason stays short", () => {
		const extraCues = { en: { completion: ["finally got the whole renovation of the upstairs bathroom finished"] } };
		const verdict = classifyOffline({ item: "Bathroom", annotation: "finally got the whole renovation of the upstairs bathroom finished" }, { today: TODAY, extraCues });
		expect(verdict.action).toBe("complete");
		expect(verdict.reason).toMatch(/^Completion cue “finally got the whole renovatio…”;/u);
	});
});

describe("reasons over every labelled annotation", () => {
	const directory = fileURLToPath(new URL("../../../fixtures/classifier/", import.meta.url));
	const annotations = readdirSync(directory)
		.filter((name) => name.endsWith(".jsonl"))
		.flatMap((name) => readFileSync(`${directory}${name}`, "utf8").split("\n"))
		.filter((line) => line.trim() !== "")
		.map((line) => (JSON.parse(line) as { annotation: string }).annotation);

	it("covers the fixtures", () => {
		expect(annotations.length).toBeGreaterThan(500);
	});

	it("are one short sentence, and quote nothing the user did not write", () => {
		const problems: string[] = [];
		for (const annotation of annotations) {
			const reason = reasonFor(annotation);
			if (reason.length > MAX_OFFLINE_REASON_LENGTH || !/^\p{Lu}.*\.$/u.test(reason) || reason.includes("\n")) problems.push(`${annotation} → ${reason}`);
			const spaced = annotation.replace(/\s+/gu, " ");
			for (const [, quoted = ""] of reason.matchAll(/“([^”]*)”/gu)) {
				const words = quoted.endsWith("…") ? quoted.slice(0, -1) : quoted;
				if (words === "" || !spaced.includes(words)) problems.push(`${annotation} → ${reason} (“${quoted}”)`);
			}
		}
		expect(problems).toEqual([]);
	});
});
