/**
 * Compiles the cue lists of ./cues and the user's extra cues into regexes,
 * once per cue set: compiling is far costlier than matching, and the same
 * cue set classifies every annotation of a pass. Each list's regex is built,
 * and compiled by V8, only when a text first could match it (see CueList).
 */
import { CUE_CATEGORIES, LANGUAGES, type CueCategory, type ExtraCues, type Language } from "../../languages";
import { BUILTIN_CUES, CLAUSE_OPENERS, LANGUAGE_CUES, NEUTRAL_CUES } from "../../lexicon/cues";
import { DATE_NAMES } from "../../lexicon/dateNames";
import { fold, wordsOf } from "../../folding";
import { lazy } from "../../lazy";
import { alternation, escapeRegExp, NOT_SPACE, phraseSource, SPACE, SPACE_OR_COMMA, WORD_END, WORD_START } from "../../lexicon/phrasePatterns";

/**
 * What a cue match stands for: a category, a cue that says "leave the item
 * as it is", or one that asks, doubts or reports a deed done in part (see
 * ./hedges.ts).
 */
export type MatchKind = CueCategory | "keep" | "hedge" | "partDone" | "question" | "reminder";

/** Every kind of match, in the order cue matching looks for them. */
export const MATCH_KINDS: readonly MatchKind[] = [...CUE_CATEGORIES, "keep", "hedge", "question", "reminder", "partDone"];

/** A stretch of a folded text. */
export type Span = { start: number; end: number };

/**
 * A list of cues as one global regex, built and run only for a text that
 * holds the key word of one of its cues. V8 compiles a regex when it first
 * runs, some milliseconds for a long list, and the first process pass after
 * Obsidian starts would wait for every list; most lists cannot match a
 * given annotation, and this tells so without the regex.
 */
export interface CueList {
	/** Where the cues match in `folded`, whose words are `words` (see {@link wordsForCues}). */
	spansIn(folded: string, words: ReadonlySet<string>): Span[];
	/** The list's regex, built on first use: spansIn gives its matches, or none when the text cannot hold one. */
	regex(): RegExp;
}

/** The runs of letters and digits in a folded text: what a cue list's key words are looked up in. */
export function wordsForCues(folded: string): Set<string> {
	return new Set(wordsOf(folded));
}

/** The regexes and word sets of one language. */
export interface CompiledLanguage {
	kinds: Partial<Record<MatchKind, CueList>>;
	ruleAdverbs: CueList | undefined;
	directives: CueList | undefined;
	notCues: CueList | undefined;
	fillers: ReadonlySet<string>;
	/** Fillers plus words that may lead up to a postponement's date ("moved to"). */
	beforeDate: ReadonlySet<string>;
	/** Words typical of the language, for telling languages apart. */
	markers: ReadonlySet<string>;
	/** Participles opening a clause, or ending a perfect ("hab … geholt"); group 1 is the participle. */
	participles: readonly RegExp[];
	participleExceptions: ReadonlySet<string>;
	/** Words beside a participle that leave its deed to come ("wird gemacht"). */
	participlePending: ReadonlySet<string>;
	/** "under Home, not under Errands": a placement contrast, the shape of a filing rule. */
	placement: RegExp | undefined;
	/** Words between two directives that contrast them ("delete, not tick", "löschen statt abhaken"). */
	contrasts: CueList | undefined;
	/** "because", "wegen", "à cause": a reason for a completion or postponement follows. */
	reasons: CueList | undefined;
	/** "when", "sobald", "une fois": a completion in their clause is a condition. */
	conditions: CueList | undefined;
	/** Words that say a deed is not done (see the lexicon's `unfinished`). */
	unfinished: CueList | undefined;
	/** Words that ask for a postponement (see the lexicon's `postponeVerbs`). */
	postponeVerbs: CueList | undefined;
	/** Words of a status note (see the lexicon's `statusNotes`). */
	statusNotes: CueList | undefined;
	/** "the rest", "den Rest", "le reste": what is left of the item. */
	remainders: CueList | undefined;
}

/** Every regex and word set one classification consults: per language, plus those for any language. */
export interface CompiledCues {
	languages: Record<Language, CompiledLanguage>;
	/** Language-neutral symbols and the user's extra cues: consulted whatever the language. */
	always: Partial<Record<MatchKind, CueList>>;
	/**
	 * Every word of every cue, folded, built-in and extra: what a half-typed
	 * word may be the start of. Gathered on the first call: only a lone word
	 * asks, and gathering folds every cue again.
	 */
	cueWords: () => ReadonlySet<string>;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Where a clause starts, up to two openers ("and", "also") skipped; built on first use (it folds every opener). */
const clauseStart = lazy(
	() =>
		`(?:^|[.;:!?¡¿,()\\[\\]\\n—–"«»\\p{So}]|${SPACE}[-–—])${SPACE}*(?:(?:` +
		CLAUSE_OPENERS.map(phraseSource).join("|") +
		`)${SPACE_OR_COMMA}+){0,2}`,
);

/** One cue turned into regex parts (see the cue syntax in ./cues/types.ts). */
interface CuePattern {
	/** Which boundary the cue needs before it: a clause start, a word boundary, or none (symbols). */
	before: "clause" | "word" | "none";
	/** Whether the cue needs a word boundary after it. */
	wordAfter: boolean;
	body: string;
	length: number;
	/**
	 * Words every match of the cue holds: its two longest words of letters
	 * and digits, which a match holds as whole words (white space or a
	 * boundary stands on each side of a cue's words; "" when it has one);
	 * for a cue without such words ("l'ho", "✓"), its longest word, held
	 * somewhere in the match.
	 */
	keys: { whole: true; first: string; second: string } | { whole: false; part: string };
}

function cuePattern(cue: string): CuePattern | null {
	let text = fold(cue).trim();
	const atClauseStart = text.startsWith("^");
	if (atClauseStart) text = text.slice(1).trim();
	const tokens = text.split(/\s+/).filter((token) => token !== "");
	while (tokens[0] === "*") tokens.shift();
	while (tokens[tokens.length - 1] === "*") tokens.pop();
	const first = tokens[0];
	const last = tokens[tokens.length - 1];
	if (first === undefined || last === undefined) return null;
	const body = tokens
		.map((token, i) => (token === "*" ? `(?:${SPACE}+${NOT_SPACE}+){1,3}?` : (i === 0 ? "" : `${SPACE}+`) + escapeRegExp(token)))
		.join("");
	return {
		before: atClauseStart ? "clause" : WORD_CHAR.test(first.charAt(0)) ? "word" : "none",
		wordAfter: WORD_CHAR.test(last.charAt(last.length - 1)),
		body,
		length: text.length,
		keys: keysOf(tokens.filter((token) => token !== "*")),
	};
}

/** What a text must hold for a cue of these words to match in it (see CuePattern.keys). */
function keysOf(words: readonly string[]): CuePattern["keys"] {
	const byLength = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length);
	const [first, second = ""] = byLength(words.filter((word) => WHOLE_WORD.test(word)));
	return first === undefined ? { whole: false, part: byLength(words)[0] ?? "" } : { whole: true, first, second };
}

/** The regex source of the boundary a cue needs before it. */
function boundaryBefore(before: CuePattern["before"]): string {
	return before === "clause" ? clauseStart() : before === "word" ? WORD_START : "";
}

/**
 * One global regex for a list of cues. Cues sharing their boundaries share
 * one group, so the costly Unicode classes appear a few times rather than
 * once per cue; within a group the longest cue comes first and wins.
 */
function compileList(cues: readonly string[]): CueList | undefined {
	const groups = new Map<string, CuePattern[]>();
	for (const pattern of [...new Set(cues)].map(cuePattern)) {
		if (!pattern) continue;
		const key = `${pattern.before}|${pattern.wordAfter}`;
		groups.set(key, [...(groups.get(key) ?? []), pattern]);
	}
	if (groups.size === 0) return undefined;
	const patterns = [...groups.values()].flat();
	const regex = lazy(() => {
		const sources = [...groups.values()].map((patterns) => {
			const [sample] = patterns;
			const bodies = patterns.sort((a, b) => b.length - a.length).map((pattern) => pattern.body);
			return `${sample ? boundaryBefore(sample.before) : ""}(?:${bodies.join("|")})${sample?.wordAfter ? WORD_END : ""}`;
		});
		return new RegExp(sources.map((source) => `(?:${source})`).join("|"), "gu");
	});
	// Per first key word, the second key words that go with it ("" for a cue with one).
	const keyWords = new Map<string, Set<string>>();
	const otherKeys = new Set<string>();
	for (const { keys } of patterns) {
		if (!keys.whole) otherKeys.add(keys.part);
		else if (keyWords.has(keys.first)) keyWords.get(keys.first)?.add(keys.second);
		else keyWords.set(keys.first, new Set([keys.second]));
	}
	return {
		regex,
		spansIn(folded, words) {
			if (!mayHold(folded, words, keyWords, otherKeys)) return [];
			return [...folded.matchAll(regex())].map((match) => ({ start: match.index, end: match.index + match[0].length }));
		},
	};
}

const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;

/** Whether a text with these words holds the keys of one of the cues. */
function mayHold(folded: string, words: ReadonlySet<string>, keyWords: ReadonlyMap<string, ReadonlySet<string>>, otherKeys: ReadonlySet<string>): boolean {
	for (const word of words) {
		const seconds = keyWords.get(word);
		if (seconds === undefined) continue;
		if (seconds.has("")) return true;
		// The smaller set is walked: a text has a dozen words, a key word may go with hundreds.
		if (words.size <= seconds.size) {
			for (const other of words) if (seconds.has(other)) return true;
		} else {
			for (const second of seconds) if (words.has(second)) return true;
		}
	}
	for (const key of otherKeys) if (folded.includes(key)) return true;
	return false;
}

const CLAUSE_END = `(?=${SPACE}*(?:$|[.;:!?,()\\n—–]|\\p{So}))`;
const WORD_RUN = "[\\p{L}\\p{N}'€$£.:/-]+";

function compileParticiples(language: Language): RegExp[] {
	const cues = LANGUAGE_CUES[language].participles;
	if (!cues) return [];
	const aux = cues.auxiliaries.length > 0 ? `(?:(?:${alternation(cues.auxiliaries)})${SPACE}+)?` : "";
	const word = `(${cues.word})${WORD_END}`;
	const regexes = [
		// "zurückgeschickt", "hab angerufen", "prenotati, …", "anulada la cita".
		new RegExp(`${clauseStart()}${aux}${word}`, "gu"),
		// "cita anulada", "rdv annulée": a noun and its participle make the whole clause.
		new RegExp(`${clauseStart()}[\\p{L}]+${SPACE}+${word}${CLAUSE_END}`, "gu"),
	];
	if (cues.verbFinal && cues.auxiliaries.length > 0) {
		// "hab ihr das Buch von Juli Zeh geholt": the participle closes the clause.
		regexes.push(new RegExp(`${clauseStart()}(?:${alternation(cues.auxiliaries)})(?:${SPACE}+${WORD_RUN}){0,6}?${SPACE}+${word}${CLAUSE_END}`, "gu"));
	}
	return regexes;
}

function compilePlacement(language: Language): RegExp {
	const { prepositions, negations } = LANGUAGE_CUES[language].placement;
	const prep = `(?:${alternation(prepositions)})`;
	return new RegExp(
		`${WORD_START}${prep}${SPACE}+${WORD_RUN}(?:${SPACE}+${WORD_RUN}){0,2}?${SPACE}*,?${SPACE}+(?:${alternation(negations)})${SPACE}+${prep}${WORD_END}`,
		"gu",
	);
}

/** Weekday and month names of every language: "sábado" ends like a participle (…ado) and reports no deed. */
const DATE_WORDS_OF_ANY_LANGUAGE = lazy((): string[] => LANGUAGES.flatMap((language) => [...Object.keys(DATE_NAMES[language].weekdays), ...Object.keys(DATE_NAMES[language].months)]));

function compileLanguage(language: Language): CompiledLanguage {
	const words = LANGUAGE_CUES[language];
	const lists = BUILTIN_CUES[language];
	const kinds: Partial<Record<MatchKind, CueList>> = {};
	for (const category of CUE_CATEGORIES) {
		const list = compileList(lists[category]);
		if (list) kinds[category] = list;
	}
	const keep = compileList(words.keep);
	if (keep) kinds.keep = keep;
	const hedge = compileList(words.hedges);
	if (hedge) kinds.hedge = hedge;
	const partDone = compileList(words.partDone);
	if (partDone) kinds.partDone = partDone;
	const question = compileList(words.questions);
	if (question) kinds.question = question;
	const reminder = compileList(words.reminders);
	if (reminder) kinds.reminder = reminder;
	const fillers = new Set(words.fillers.flatMap((word) => wordsOf(fold(word))));
	const markers = new Set(fillers);
	const vocabulary = [
		...CUE_CATEGORIES.flatMap((category) => lists[category]),
		...words.keep,
		...words.directives,
		...words.ruleAdverbs,
		...words.hedges,
		...words.partDone,
		...words.questions,
		...words.reminders,
	];
	for (const cue of vocabulary) for (const word of wordsOf(fold(cue))) if (word.length > 2) markers.add(word);
	const beforeDate = new Set([...fillers, ...words.moveWords.flatMap((word) => wordsOf(fold(word)))]);
	return {
		kinds,
		beforeDate,
		ruleAdverbs: compileList(words.ruleAdverbs),
		directives: compileList(words.directives),
		notCues: compileList(words.notCues),
		fillers,
		markers,
		participles: compileParticiples(language),
		participleExceptions: new Set([...(words.participles?.exceptions ?? []), ...DATE_WORDS_OF_ANY_LANGUAGE()].map(fold)),
		participlePending: new Set((words.participles?.pending ?? []).map(fold)),
		placement: compilePlacement(language),
		contrasts: compileList(words.placement.contrasts),
		reasons: compileList(words.reasons),
		conditions: compileList(words.conditions),
		unfinished: compileList(words.unfinished),
		postponeVerbs: compileList(words.postponeVerbs),
		statusNotes: compileList(words.statusNotes),
		remainders: compileList(words.remainders),
	};
}

function compileAlways(extraCues: ExtraCues | undefined): Partial<Record<MatchKind, CueList>> {
	const lists: Record<MatchKind, string[]> = {
		completion: [...NEUTRAL_CUES.completion],
		postpone: [],
		behavioral: [],
		correction: [],
		preference: [],
		keep: [...NEUTRAL_CUES.keep],
		hedge: [],
		partDone: [],
		question: [],
		reminder: [],
	};
	for (const byCategory of Object.values(extraCues ?? {})) {
		for (const category of CUE_CATEGORIES) {
			const extra = byCategory?.[category];
			if (Array.isArray(extra)) lists[category].push(...extra.filter((cue) => typeof cue === "string"));
		}
	}
	const always: Partial<Record<MatchKind, CueList>> = {};
	for (const kind of Object.keys(lists) as MatchKind[]) {
		const list = compileList(lists[kind]);
		if (list) always[kind] = list;
	}
	return always;
}

/** The folded words of cues (cue syntax stripped), for telling a half-typed word ("don", "erl") from a whole one. */
function wordsOfCues(cues: readonly string[]): string[] {
	return cues.flatMap((cue) => wordsOf(fold(cue)).filter((word) => /^\p{L}+$/u.test(word)));
}

function builtinCueWords(): Set<string> {
	const cues = LANGUAGES.flatMap((language) => [
		...CUE_CATEGORIES.flatMap((category) => BUILTIN_CUES[language][category]),
		...LANGUAGE_CUES[language].keep,
	]);
	return new Set(wordsOfCues([...cues, ...NEUTRAL_CUES.keep]));
}

function withExtraWords(builtin: ReadonlySet<string>, extraCues: ExtraCues): Set<string> {
	const extra = Object.values(extraCues).flatMap((byCategory) =>
		CUE_CATEGORIES.flatMap((category) => {
			const list = byCategory?.[category];
			return Array.isArray(list) ? list.filter((cue): cue is string => typeof cue === "string") : [];
		}),
	);
	return new Set([...builtin, ...wordsOfCues(extra)]);
}

let builtinLanguages: Record<Language, CompiledLanguage> | undefined;
const builtinWords = lazy(builtinCueWords);
let withoutExtras: CompiledCues | undefined;
const byExtraCues = new WeakMap<ExtraCues, CompiledCues>();

/** The compiled cue set for these extra cues, cached by the object's identity. */
export function compiledCues(extraCues: ExtraCues | undefined): CompiledCues {
	builtinLanguages ??= {
		en: compileLanguage("en"),
		de: compileLanguage("de"),
		fr: compileLanguage("fr"),
		es: compileLanguage("es"),
		it: compileLanguage("it"),
	};
	if (extraCues === undefined) {
		withoutExtras ??= { languages: builtinLanguages, always: compileAlways(undefined), cueWords: builtinWords };
		return withoutExtras;
	}
	let compiled = byExtraCues.get(extraCues);
	if (!compiled) {
		compiled = { languages: builtinLanguages, always: compileAlways(extraCues), cueWords: lazy(() => withExtraWords(builtinWords(), extraCues)) };
		byExtraCues.set(extraCues, compiled);
	}
	return compiled;
}
