/**
 * Matches folded annotation text against compiled cues: which languages it is
 * written in, then which cues it holds and where, since the decisions weigh
 * cues by their order in the text.
 */
import { LANGUAGES, type Language } from "../../languages";
import { COPULA_WORDS } from "../../lexicon/cues";
import { type CompiledCues, MATCH_KINDS, type MatchKind, type Span, wordsForCues } from "./cueRegexes";
import { fold, wordsOf } from "../../folding";
import { lazy } from "../../lazy";

/**
 * The languages whose cues apply, most likely first: those with the most
 * marker words, plus English when it has any (it is the usual borrowing:
 * "done", "ok"); all of them when nothing tells them apart.
 */
export function detectLanguages(folded: string, cues: CompiledCues): Language[] {
	const words = wordsOf(folded);
	const scores = LANGUAGES.map((language) => ({
		language,
		score: words.filter((word) => cues.languages[language].markers.has(word)).length,
	}));
	const top = Math.max(...scores.map((entry) => entry.score));
	if (top === 0) return [...LANGUAGES];
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
	/** A completion read from a word's participle ending, not from a cue list: weaker evidence. */
	byEnding?: true;
}

/** What cue matching found in one annotation. */
export interface FoundCues {
	/** Cue matches, in text order, none contained in a longer match of another kind. */
	matches: CueMatch[];
	/** Where the first rule adverb stands when a directive word goes with it ("never … put"); else infinity. */
	ruleAdverbAt: number;
	/** The words that make the rule starting at `ruleAdverbAt` (what a reason quotes); null when there is none. */
	ruleShape: RuleShape | null;
	has: (kind: MatchKind) => boolean;
	first: (kind: MatchKind) => number;
}

function spans(regex: RegExp | undefined, folded: string): Span[] {
	if (!regex) return [];
	return [...folded.matchAll(regex)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * The cues of `languages` (and the language-neutral ones) in the folded text.
 * Cues inside a phrase that only looks like one ("si è fatto male" is "got
 * hurt", not "done") are ignored, as the phrase means something else.
 */
export function findCues(folded: string, cues: CompiledCues, languages: readonly Language[], words: ReadonlySet<string> = wordsForCues(folded)): FoundCues {
	const masks = languages.flatMap((language) => cues.languages[language].notCues?.spansIn(folded, words) ?? []);
	const unmasked = (span: { start: number; end: number }): boolean =>
		!masks.some((mask) => mask.start <= span.start && mask.end >= span.end);

	const all: CueMatch[] = [];
	for (const kind of MATCH_KINDS) {
		const lists = [...languages.map((language) => cues.languages[language].kinds[kind]), cues.always[kind]];
		for (const list of lists) for (const span of list?.spansIn(folded, words) ?? []) if (unmasked(span)) all.push({ kind, ...span });
	}
	// "de hecho" (in fact) contains "hecho" (done), "not done" contains "done": the longer cue says what is meant.
	const contains = (outer: CueMatch, inner: CueMatch): boolean =>
		outer !== inner &&
		outer.kind !== inner.kind &&
		outer.start <= inner.start &&
		outer.end >= inner.end &&
		outer.end - outer.start > inner.end - inner.start;
	const matches = all.filter((m) => !all.some((other) => contains(other, m))).sort((a, b) => a.start - b.start);


	for (const language of languages) matches.push(...participleMatches(folded, cues, language, matches, unmasked));
	matches.sort((a, b) => a.start - b.start);

	let ruleAdverbAt = Number.POSITIVE_INFINITY;
	let ruleShape: RuleShape | null = null;
	const consider = (at: number, shape: RuleShape): void => {
		if (at < ruleAdverbAt) [ruleAdverbAt, ruleShape] = [at, shape];
	};
	for (const language of languages) {
		const { ruleAdverbs, directives, placement, contrasts } = cues.languages[language];
		const directiveSpans = (directives?.spansIn(folded, words) ?? []).filter(unmasked);
		const adverb = ruleAdverbs?.spansIn(folded, words).find(unmasked);
		const [directive] = directiveSpans;
		if (adverb && directive) consider(adverb.start, { kind: "adverb", adverb, directive });
		const place = spans(placement, folded).find((span) => unmasked(span) && !copulaBefore(folded, span.start));
		if (place) consider(place.start, { kind: "placement", placement: place });
		const contrasted = contrastedDirective(folded, directiveSpans, (contrasts?.spansIn(folded, words) ?? []).filter(unmasked));
		if (contrasted !== undefined) consider(contrasted.first.start, { kind: "contrast", ...contrasted });
	}

	return {
		matches,
		ruleAdverbAt,
		ruleShape,
		has: (kind) => matches.some((m) => m.kind === kind),
		first: (kind) => matches.find((m) => m.kind === kind)?.start ?? Number.POSITIVE_INFINITY,
	};
}

export type { Span };

/**
 * How an annotation without a rule cue word states a rule: a rule adverb
 * with a directive ("never … put"), a placement contrast ("under Home, not
 * under Errands") or a directive set against another ("delete, not tick").
 */
export type RuleShape =
	| { kind: "adverb"; adverb: Span; directive: Span }
	| { kind: "placement"; placement: Span }
	| { kind: "contrast"; first: Span; second: Span };

/**
 * "zurückgeschickt", "hab angerufen", "anulada la cita": a participle that
 * opens a clause (or closes a German perfect) reports a completion, unless a
 * cue of its own already covers it ("verschoben" postpones) or it names a
 * state ("cerrado", "malato").
 */
function participleMatches(
	folded: string,
	cues: CompiledCues,
	language: Language,
	found: readonly CueMatch[],
	unmasked: (span: Span) => boolean,
): CueMatch[] {
	const { participles, participleExceptions, participlePending } = cues.languages[language];
	const result: CueMatch[] = [];
	for (const regex of participles) {
		for (const match of folded.matchAll(regex)) {
			const word = match[1];
			if (word === undefined || participleExceptions.has(word)) continue;
			const start = match.index + match[0].length - word.length;
			const span = { start, end: start + word.length };
			const [before] = wordsOf(folded.slice(0, start)).slice(-1);
			const [after] = wordsOf(folded.slice(span.end));
			if ((before !== undefined && participlePending.has(before)) || (after !== undefined && participlePending.has(after))) continue;
			const overlaps = [...found, ...result].some((other) => other.start < span.end && span.start < other.end);
			if (!overlaps && unmasked(span)) result.push({ kind: "completion", ...span, byEnding: true });
		}
	}
	return result;
}

/** "is", "ist", "est"…, folded on first use rather than at load. */
const copulas = lazy((): ReadonlySet<string> => new Set(COPULA_WORDS.map(fold)));
const CLAUSE_BREAK = /[.;:!?\n]/gu;
/** What ends a sentence within an annotation (a comma does not: "delete, not tick"). */
const SENTENCE_BREAK = /[.;:!?\n—–]/u;

/** Whether a copula stands in the same sentence before `index`. */
function copulaBefore(folded: string, index: number): boolean {
	const before = folded.slice(0, index);
	let from = 0;
	for (const match of before.matchAll(CLAUSE_BREAK)) from = match.index + 1;
	return wordsOf(before.slice(from)).some((word) => copulas().has(word));
}

/**
 * A directive set against another one ("delete, not tick", "löschen statt
 * abhaken", "bórralo, no lo marques"): a contrast word between two
 * directives close together; undefined when there is none.
 */
function contrastedDirective(folded: string, directives: readonly Span[], contrasts: readonly Span[]): { first: Span; second: Span } | undefined {
	for (const first of directives) {
		for (const second of directives) {
			if (second.start <= first.end || second.start - first.end > 30) continue;
			if (SENTENCE_BREAK.test(folded.slice(first.end, second.start))) continue;
			if (contrasts.some((contrast) => contrast.start >= first.end && contrast.end <= second.start)) return { first, second };
		}
	}
	return undefined;
}
