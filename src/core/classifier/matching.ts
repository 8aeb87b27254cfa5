/**
 * Matches folded annotation text against compiled cues: which languages it is
 * written in, then which cues it holds and where, since the decisions weigh
 * cues by their order in the text.
 */
import type { CueLanguage } from "../settings";
import { CUE_LANGUAGES } from "./cues";
import { CATEGORIES, type CompiledCues, type MatchKind } from "./cueRegexes";
import { wordsOf } from "./folding";

/**
 * The languages whose cues apply, most likely first: those with the most
 * marker words, plus English when it has any (it is the usual borrowing:
 * "done", "ok"); all of them when nothing tells them apart.
 */
export function detectLanguages(folded: string, cues: CompiledCues): CueLanguage[] {
	const words = wordsOf(folded);
	const scores = CUE_LANGUAGES.map((language) => ({
		language,
		score: words.filter((word) => cues.languages[language].markers.has(word)).length,
	}));
	const top = Math.max(...scores.map((entry) => entry.score));
	if (top === 0) return [...CUE_LANGUAGES];
	return scores
		.filter((entry) => entry.score === top || (entry.language === "en" && entry.score > 0))
		.sort((a, b) => b.score - a.score)
		.map((entry) => entry.language);
}

/** One cue found in the folded text, by its kind and its span (folded indexes). */
export interface CueMatch {
	kind: MatchKind;
	start: number;
	end: number;
}

/** What cue matching found in one annotation. */
export interface FoundCues {
	/** Cue matches, in text order, none contained in a longer match of another kind. */
	matches: CueMatch[];
	/** Where the first rule adverb stands when a directive word goes with it ("never … put"); else infinity. */
	ruleAdverbAt: number;
	has: (kind: MatchKind) => boolean;
	first: (kind: MatchKind) => number;
}

function spans(regex: RegExp | undefined, folded: string): { start: number; end: number }[] {
	if (!regex) return [];
	return [...folded.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * The cues of `languages` (and the language-neutral ones) in the folded text.
 * Cues inside a phrase that only looks like one ("si è fatto male" is "got
 * hurt", not "done") are ignored, as the phrase means something else.
 */
export function findCues(folded: string, cues: CompiledCues, languages: readonly CueLanguage[]): FoundCues {
	const masks = languages.flatMap((language) => spans(cues.languages[language].notCues, folded));
	const unmasked = (span: { start: number; end: number }): boolean =>
		!masks.some((mask) => mask.start <= span.start && mask.end >= span.end);

	const all: CueMatch[] = [];
	for (const kind of [...CATEGORIES, "keep"] as const) {
		const regexes = [...languages.map((language) => cues.languages[language].kinds[kind]), cues.always[kind]];
		for (const regex of regexes) for (const span of spans(regex, folded)) if (unmasked(span)) all.push({ kind, ...span });
	}
	// "de hecho" (in fact) contains "hecho" (done), "not done" contains "done": the longer cue says what is meant.
	const contains = (outer: CueMatch, inner: CueMatch): boolean =>
		outer !== inner &&
		outer.kind !== inner.kind &&
		outer.start <= inner.start &&
		outer.end >= inner.end &&
		outer.end - outer.start > inner.end - inner.start;
	const matches = all.filter((m) => !all.some((other) => contains(other, m))).sort((a, b) => a.start - b.start);

	let ruleAdverbAt = Number.POSITIVE_INFINITY;
	for (const language of languages) {
		const { ruleAdverbs, directives } = cues.languages[language];
		const adverb = spans(ruleAdverbs, folded).find(unmasked);
		if (adverb && spans(directives, folded).some(unmasked)) ruleAdverbAt = Math.min(ruleAdverbAt, adverb.start);
	}

	return {
		matches,
		ruleAdverbAt,
		has: (kind) => matches.some((m) => m.kind === kind),
		first: (kind) => matches.find((m) => m.kind === kind)?.start ?? Number.POSITIVE_INFINITY,
	};
}
