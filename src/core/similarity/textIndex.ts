/**
 * The one search index of the plugin, the command line and the MCP server:
 * BM25+ over short texts. Exact terms rank exactly as MiniSearch 7 does
 * with its defaults, one field, OR queries (what the learned context used
 * it for; 18 KB of main.js for a few dozen lines of scoring). A search may
 * also take words that begin with a query term or are a small typo away
 * from it, each weighed less, as MiniSearch weighs them.
 */

/** MiniSearch's tokenizer: runs of spaces, line breaks and punctuation split. */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

/** BM25+ constants as MiniSearch sets them: term saturation, length normalisation, the bonus for any match. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** How much a word found by its beginning or by a typo counts against an exact one (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** What else than the exact term a search takes. */
export interface SearchOptions {
	/** Words that begin with a query term ("dent" finds "dentist"). */
	prefix?: boolean;
	/** Words within this share of a query term's length in edits ("dentsit" finds "dentist" at 0.2). */
	fuzzy?: number;
}

/** Texts indexed by their position in the list; `search` answers positions, best first. */
export class TextIndex {
	/** Term → (text position → how often the term occurs in it), positions in insertion order. */
	private readonly postings = new Map<string, Map<number, number>>();
	/** Distinct raw tokens per text: MiniSearch's field length. */
	private readonly lengths: number[] = [];
	private averageLength = 0;

	constructor(texts: readonly string[]) {
		texts.forEach((text, position) => this.add(text, position));
	}

	/**
	 * The positions of the texts sharing a term with `query`, best first:
	 * each query term adds its BM25+ score, the sum is multiplied by how many
	 * distinct query terms matched, and ties keep the order texts were found in.
	 */
	search(query: string, options: SearchOptions = {}): number[] {
		const found = new Map<number, { score: number; terms: Set<string> }>();
		for (const term of terms(query)) {
			for (const [word, weight] of this.wordsFor(term, options)) {
				const posting = this.postings.get(word)!;
				const rarity = Math.log(1 + (this.lengths.length - posting.size + 0.5) / (posting.size + 0.5));
				for (const [position, frequency] of posting) {
					const normalised = K * (1 - B + (B * this.lengths[position]!) / this.averageLength);
					const score = weight * rarity * (D + (frequency * (K + 1)) / (frequency + normalised));
					const hit = found.get(position);
					if (hit === undefined) found.set(position, { score, terms: new Set([term]) });
					else {
						hit.score += score;
						hit.terms.add(term);
					}
				}
			}
		}
		return [...found]
			.map(([position, hit]) => ({ position, score: hit.score * hit.terms.size }))
			.sort((a, b) => b.score - a.score)
			.map((hit) => hit.position);
	}

	/** The indexed words a query term finds, each with its weight: the term itself at 1, words it begins or is a typo away from at less. */
	private wordsFor(term: string, { prefix = false, fuzzy = 0 }: SearchOptions): Map<string, number> {
		const words = new Map<string, number>();
		if (this.postings.has(term)) words.set(term, 1);
		const maxEdits = Math.round(fuzzy * term.length);
		if (!prefix && maxEdits === 0) return words;
		for (const word of this.postings.keys()) {
			if (word === term) continue;
			// A word the term begins counts as a prefix match, not also as a typo; both weigh by the found word's length, as MiniSearch's do.
			if (prefix && word.startsWith(term)) {
				words.set(word, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - term.length)));
				continue;
			}
			const edits = maxEdits > 0 ? editDistance(term, word, maxEdits) : Infinity;
			if (edits <= maxEdits) words.set(word, (FUZZY_WEIGHT * word.length) / (word.length + edits));
		}
		return words;
	}

	private add(text: string, position: number): void {
		const tokens = text.split(SEPARATORS);
		const length = new Set(tokens).size;
		// A running mean, as MiniSearch keeps it: the same rounding, so the same scores.
		this.averageLength = (this.averageLength * position + length) / (position + 1);
		this.lengths[position] = length;
		for (const token of tokens) {
			const term = token.toLowerCase();
			if (term === "") continue;
			let posting = this.postings.get(term);
			if (posting === undefined) this.postings.set(term, (posting = new Map<number, number>()));
			posting.set(position, (posting.get(position) ?? 0) + 1);
		}
	}
}

/** The query's terms, lower-cased, repeats kept (a repeated word counts twice, as in MiniSearch). */
function terms(query: string): string[] {
	return query
		.split(SEPARATORS)
		.map((token) => token.toLowerCase())
		.filter((term) => term !== "");
}

/** The Levenshtein distance between two words, or `limit + 1` as soon as it is known to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
	if (Math.abs(a.length - b.length) > limit) return limit + 1;
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let best = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
			current.push(value);
			best = Math.min(best, value);
		}
		if (best > limit) return limit + 1;
		previous = current;
	}
	return previous[b.length]!;
}
