/**
 * A BM25+ index over short texts that ranks exactly as MiniSearch 7 does
 * with its defaults, one field, OR queries: the only use the learned context
 * made of it (18 KB of main.js for a few dozen lines of scoring).
 */

/** MiniSearch's tokenizer: runs of spaces, line breaks and punctuation split. */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

/** BM25+ constants as MiniSearch sets them: term saturation, length normalisation, the bonus for any match. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

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
	search(query: string): number[] {
		const found = new Map<number, { score: number; terms: Set<string> }>();
		for (const term of terms(query)) {
			const posting = this.postings.get(term);
			if (posting === undefined) continue;
			const rarity = Math.log(1 + (this.lengths.length - posting.size + 0.5) / (posting.size + 0.5));
			for (const [position, frequency] of posting) {
				const normalised = K * (1 - B + (B * this.lengths[position]!) / this.averageLength);
				const score = rarity * (D + (frequency * (K + 1)) / (frequency + normalised));
				const hit = found.get(position);
				if (hit === undefined) found.set(position, { score, terms: new Set([term]) });
				else {
					hit.score += score;
					hit.terms.add(term);
				}
			}
		}
		return [...found]
			.map(([position, hit]) => ({ position, score: hit.score * hit.terms.size }))
			.sort((a, b) => b.score - a.score)
			.map((hit) => hit.position);
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
