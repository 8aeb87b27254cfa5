/**
 * Which entries of a note say the same kind of thing, kept from one migrate
 * to the next: a migrate that adds a thousand entries to a note of ten
 * thousand compares those thousand, not every entry again.
 *
 * Two texts are alike when 4 × shared ≥ both counts of kind words (Dice ≥
 * PATTERN_OVERLAP), where only uncommon words — held by at most
 * COMMON_WORD entries of the note — are shared. The graph keeps the alike
 * pairs among the texts of the note it saw last. Seeing the note again, a
 * pair is judged afresh when one of its texts is new to the note, or when a
 * word both hold turned common or uncommon; every other pair stands as it
 * was, since nothing it depends on changed. So the groups found are those
 * a comparison of every pair finds.
 */

/** Word overlap (Dice, uncommon kind words only) from which two entries are of the same kind. */
export const PATTERN_OVERLAP = 0.5;

/** A word in more entries than this points at none of them (it would make every pair a candidate). */
export const COMMON_WORD = 200;

/** Fewest entries that make a pattern. */
export const PATTERN_MIN_MEMBERS = 3;

/** A text's kind words as numbers (each once), and its number: one per distinct text, given by whoever numbers the words. */
export interface KindedText {
	readonly number: number;
	readonly words: readonly number[];
}

/** The alike pairs among one note's texts, as of the last time the note was seen. */
export class AlikeGraph {
	/** By text number: 1 when the text was in the note last time. */
	private present = new Uint8Array(0);
	/** By word number: 1 when the word was uncommon in the note last time. */
	private uncommon = new Uint8Array(0);
	/** By text number: the texts alike to it (its own number when two entries of that text are alike). */
	private edges: (Set<number> | undefined)[] = [];

	/** @param common — the most entries an uncommon word is in (COMMON_WORD; smaller in tests). */
	constructor(private readonly common = COMMON_WORD) {}

	/**
	 * The groups of PATTERN_MIN_MEMBERS or more alike entries of a note whose
	 * entries, in order, have these texts (`vocabulary`: one more than the
	 * highest word number), as entry indexes in order. Each group is an entry
	 * with every later entry alike to it that no earlier group took.
	 */
	groups(entries: readonly KindedText[], vocabulary: number): number[][] {
		const holders = new Int32Array(vocabulary);
		for (const { words } of entries) for (let k = 0; k < words.length; k++) holders[words[k]!]!++;
		const uncommon = new Uint8Array(vocabulary);
		for (let w = 0; w < vocabulary; w++) uncommon[w] = holders[w]! <= this.common ? 1 : 0;
		// The note's distinct texts, and each text's entries in order (head, then next).
		let textCount = 0;
		for (const { number } of entries) textCount = Math.max(textCount, number + 1);
		const present = new Uint8Array(textCount);
		const texts: KindedText[] = [];
		const head = new Int32Array(textCount).fill(-1);
		const next = new Int32Array(entries.length);
		for (let i = entries.length - 1; i >= 0; i--) {
			const text = entries[i]!;
			if (present[text.number] === 0) texts.push(text);
			present[text.number] = 1;
			next[i] = head[text.number]!;
			head[text.number] = i;
		}
		const wasPresent = (number: number) => number < this.present.length && this.present[number] === 1;
		const fresh = texts.filter((text) => !wasPresent(text.number));
		// Texts gone from the note lose their pairs: should one come back, it is new to the note again.
		for (let number = 0; number < this.present.length; number++) if (this.present[number] === 1 && !(number < textCount && present[number] === 1)) this.unlink(number);
		const judge = new PairJudge(uncommon);
		this.rejudgeFlipped(texts, uncommon, judge, wasPresent);
		this.linkFresh(texts, fresh, holders, uncommon);
		this.present = present;
		this.uncommon = uncommon;
		return this.group(entries, head, next);
	}

	/** Pairs of texts that were in the note and hold a word whose commonness changed: judged again. */
	private rejudgeFlipped(texts: readonly KindedText[], uncommon: Uint8Array, judge: PairJudge, wasPresent: (number: number) => boolean): void {
		const flipped = new Uint8Array(uncommon.length);
		let any = false;
		for (let w = 0; w < this.uncommon.length; w++) {
			if (this.uncommon[w] !== uncommon[w]) {
				flipped[w] = 1;
				any = true;
			}
		}
		if (!any) return;
		const holding = new Map<number, KindedText[]>();
		for (const text of texts) {
			if (!wasPresent(text.number)) continue;
			for (const w of text.words) {
				if (flipped[w] !== 1) continue;
				let list = holding.get(w);
				if (list === undefined) holding.set(w, (list = []));
				list.push(text);
			}
		}
		// A pair holding several such words is judged once for each: the same verdict.
		for (const list of holding.values()) {
			for (let x = 0; x < list.length; x++) {
				const a = list[x]!;
				judge.mark(a);
				for (let y = x; y < list.length; y++) {
					const b = list[y]!;
					if (judge.alike(a, b)) this.link(a.number, b.number);
					else this.cut(a.number, b.number);
				}
				judge.unmark(a);
			}
		}
	}

	/**
	 * Every alike partner of each text new to the note, found by prefix
	 * filtering: an entry of L kind words shares at least ⌈L/3⌉ uncommon
	 * words with any entry alike to it (the other holds them too, so
	 * 4 × shared ≥ L + shared), so, with each text's uncommon words ordered
	 * rarest first, two alike texts share a word among their first
	 * |uncommon| − ⌈L/3⌉ + 1. Only those words are looked up; the pairs found
	 * are then judged in full.
	 */
	private linkFresh(texts: readonly KindedText[], fresh: readonly KindedText[], holders: Int32Array, uncommon: Uint8Array): void {
		if (fresh.length === 0) return;
		const count = texts.length;
		// Each text's uncommon words, rarest first (ties: the lower number), one text after the other; and where its prefix ends.
		const from = new Int32Array(count + 1);
		for (let t = 0; t < count; t++) {
			const words = texts[t]!.words;
			let n = 0;
			for (let k = 0; k < words.length; k++) n += uncommon[words[k]!]!;
			from[t + 1] = from[t]! + n;
		}
		const ordered = new Int32Array(from[count]!);
		const prefixEnd = new Int32Array(count);
		for (let t = 0; t < count; t++) {
			const words = texts[t]!.words;
			const first = from[t]!;
			let last = first;
			for (let k = 0; k < words.length; k++) {
				const w = words[k]!;
				if (uncommon[w] === 0) continue;
				// Insertion sort: a handful of words each.
				let at = last++;
				while (at > first && (holders[w]! < holders[ordered[at - 1]!]! || (holders[w] === holders[ordered[at - 1]!] && w < ordered[at - 1]!))) {
					ordered[at] = ordered[at - 1]!;
					at--;
				}
				ordered[at] = w;
			}
			prefixEnd[t] = Math.max(first, last - Math.max(1, Math.ceil(words.length / 3)) + 1);
		}
		// Each word's texts holding it in their prefix, one word's after the other (word w's from start[w]).
		const vocabulary = holders.length;
		const start = new Int32Array(vocabulary + 1);
		for (let t = 0; t < count; t++) for (let k = from[t]!; k < prefixEnd[t]!; k++) start[ordered[k]! + 1]!++;
		for (let w = 0; w < vocabulary; w++) start[w + 1]! += start[w]!;
		const postings = new Int32Array(start[vocabulary]!);
		const fill = start.slice(0, vocabulary);
		for (let t = 0; t < count; t++) for (let k = from[t]!; k < prefixEnd[t]!; k++) postings[fill[ordered[k]!]!++] = t;

		// Each text's place in `texts`, by its number.
		const position = new Int32Array(texts.reduce((most, text) => Math.max(most, text.number + 1), 0));
		const sizes = new Int32Array(count);
		texts.forEach((text, t) => {
			position[text.number] = t;
			sizes[t] = text.words.length;
		});
		const isFresh = new Uint8Array(count);
		for (const text of fresh) isFresh[position[text.number]!] = 1;
		const seen = new Uint8Array(count);
		const mine = new Uint8Array(vocabulary);
		const touched: number[] = [];
		for (const a of fresh) {
			const t = position[a.number]!;
			const size = sizes[t]!;
			for (let k = from[t]!; k < from[t + 1]!; k++) mine[ordered[k]!] = 1;
			// Two entries of this text.
			if ((2 * (from[t + 1]! - from[t]!)) / (2 * size) >= PATTERN_OVERLAP) this.link(a.number, a.number);
			for (let k = from[t]!; k < prefixEnd[t]!; k++) {
				const w = ordered[k]!;
				for (let p = start[w]!; p < start[w + 1]!; p++) {
					const u = postings[p]!;
					// A pair of new texts is judged once, from the first of them (each finds the other).
					if (u === t || seen[u] === 1 || (isFresh[u] === 1 && u < t)) continue;
					seen[u] = 1;
					touched.push(u);
					let shared = 0;
					for (let q = from[u]!; q < from[u + 1]!; q++) shared += mine[ordered[q]!]!;
					if ((2 * shared) / (size + sizes[u]!) >= PATTERN_OVERLAP) this.link(a.number, texts[u]!.number);
				}
			}
			for (let k = from[t]!; k < from[t + 1]!; k++) mine[ordered[k]!] = 0;
			for (const u of touched) seen[u] = 0;
			touched.length = 0;
		}
	}

	/** The groups, taken greedily in note order. */
	private group(entries: readonly KindedText[], head: Int32Array, next: Int32Array): number[][] {
		const taken = new Uint8Array(entries.length);
		const groups: number[][] = [];
		for (let i = 0; i < entries.length; i++) {
			if (taken[i] === 1) continue;
			const found: number[] = [];
			for (const b of this.edges[entries[i]!.number] ?? []) {
				// Every text a pair names is in the note (gone ones lose their pairs first); a number past the note's texts has no entries.
				for (let j = b < head.length ? head[b]! : -1; j !== -1; j = next[j]!) if (j > i && taken[j] === 0) found.push(j);
			}
			if (found.length + 1 < PATTERN_MIN_MEMBERS) continue;
			const group = [i, ...found.sort((a, b) => a - b)];
			for (const j of group) taken[j] = 1;
			groups.push(group);
		}
		return groups;
	}

	private link(a: number, b: number): void {
		this.add(a, b);
		if (a !== b) this.add(b, a);
	}

	private add(a: number, b: number): void {
		(this.edges[a] ??= new Set()).add(b);
	}

	private cut(a: number, b: number): void {
		this.remove(a, b);
		if (a !== b) this.remove(b, a);
	}

	private remove(a: number, b: number): void {
		const set = this.edges[a];
		if (set === undefined) return;
		set.delete(b);
		if (set.size === 0) this.edges[a] = undefined;
	}

	/** Every pair of the text, both ways. */
	private unlink(number: number): void {
		for (const other of this.edges[number] ?? []) if (other !== number) this.remove(other, number);
		this.edges[number] = undefined;
	}
}

/**
 * Judges pairs under one note's commonness of words: `mark` a text, then
 * ask whether it is `alike` each other text (itself included: two entries
 * of one text), then `unmark` it.
 */
class PairJudge {
	private readonly marked: Uint8Array;

	constructor(private readonly uncommon: Uint8Array) {
		this.marked = new Uint8Array(uncommon.length);
	}

	mark(text: KindedText): void {
		for (const w of text.words) this.marked[w] = this.uncommon[w]!;
	}

	unmark(text: KindedText): void {
		for (const w of text.words) this.marked[w] = 0;
	}

	/** True when `b` is alike to the marked text `a`. */
	alike(a: KindedText, b: KindedText): boolean {
		let shared = 0;
		for (const w of b.words) shared += this.marked[w]!;
		return (2 * shared) / (a.words.length + b.words.length) >= PATTERN_OVERLAP;
	}
}
