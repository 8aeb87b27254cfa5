/**
 * Which entries of a note hold a word stem, or a piece of a long word: the
 * cheap first look that picks the few entries worth analysing for a
 * proposal. No statement analysis — every process pass builds it for notes
 * of thousands of entries. For the same reason it keeps one flat list of
 * entry numbers with an offset per stem, not a list per stem: tens of
 * thousands of small lists would be copied by every garbage collection of
 * the pass.
 */
import { fold, wordsOf } from "../folding";
import type { Language } from "../languages";
import { compoundPieces } from "./compounds";
import { LANGUAGE_WORDS } from "../lexicon/languageWords";
import { stem } from "./similarity";

/** Entries (by position) per stem of a note's texts. */
export class StemIndex {
	private readonly keys: StemKeys;
	/** Where each stem's entries start in `slots`; one more offset for the end. */
	private readonly offsets: Int32Array;
	/** Entry positions, ascending within each stem. */
	private readonly slots: Int32Array;

	/** Indexes `texts` (entry i is texts[i]), stemmed in `language` (none: words as they are). */
	constructor(texts: readonly string[], language: Language | undefined) {
		const keys = stemKeys(language);
		this.keys = keys;
		// Each (stem, text) once, in text order: a text that repeats a stem is the latest text that stem was seen in.
		const pairs = new Pairs();
		let last: Int32Array<ArrayBuffer> = new Int32Array(1024).fill(-1);
		texts.forEach((text, slot) => {
			for (const word of wordsOf(fold(text))) {
				for (const key of keys.of(word)) {
					if (key >= last.length) last = grown(last, key + 1, -1);
					if (last[key] === slot) continue;
					last[key] = slot;
					pairs.add(key, slot);
				}
			}
		});
		// Counting sort by stem keeps each stem's texts in text order.
		const stems = keys.count();
		const offsets = new Int32Array(stems + 1);
		for (let i = 0; i < pairs.size; i++) {
			const key = pairs.keys[i] ?? 0;
			offsets[key + 1] = (offsets[key + 1] ?? 0) + 1;
		}
		for (let key = 0; key < stems; key++) offsets[key + 1] = (offsets[key + 1] ?? 0) + (offsets[key] ?? 0);
		const slots = new Int32Array(pairs.size);
		const next = offsets.slice(0, stems);
		for (let i = 0; i < pairs.size; i++) {
			const key = pairs.keys[i] ?? 0;
			const at = next[key] ?? 0;
			slots[at] = pairs.slots[i] ?? 0;
			next[key] = at + 1;
		}
		this.offsets = offsets;
		this.slots = slots;
	}

	/** The stems of a text, each once. */
	stemsOf(text: string): Set<number> {
		const stems = new Set<number>();
		for (const word of wordsOf(fold(text))) for (const key of this.keys.of(word)) stems.add(key);
		return stems;
	}

	/** The entries holding a stem, ascending (a view: no copy). */
	entriesWith(stem: number): Int32Array {
		return stem + 1 < this.offsets.length ? this.slots.subarray(this.offsets[stem], this.offsets[stem + 1]) : EMPTY;
	}

	/**
	 * Adds 1 to `shared[entry]` for each of `stems` the entry holds, leaving
	 * out stems held by more than `most` entries; entries whose count leaves
	 * zero are written to `touched` (as long as the entries). Returns how
	 * many were.
	 */
	countShared(stems: Iterable<number>, most: number, shared: Int32Array, touched: Int32Array): number {
		const { offsets, slots } = this;
		let count = 0;
		for (const stem of stems) {
			if (stem + 1 >= offsets.length) continue;
			const start = offsets[stem] ?? 0;
			const end = offsets[stem + 1] ?? 0;
			if (end - start > most) continue;
			for (let at = start; at < end; at++) {
				const slot = slots[at] ?? 0;
				const before = shared[slot] ?? 0;
				if (before === 0) touched[count++] = slot;
				shared[slot] = before + 1;
			}
		}
		return count;
	}
}

const EMPTY = new Int32Array(0);

/** (stem, text) pairs in two growing typed arrays. */
class Pairs {
	keys: Int32Array<ArrayBuffer> = new Int32Array(4096);
	slots: Int32Array<ArrayBuffer> = new Int32Array(4096);
	size = 0;

	add(key: number, slot: number): void {
		if (this.size === this.keys.length) {
			this.keys = grown(this.keys, this.size * 2, 0);
			this.slots = grown(this.slots, this.size * 2, 0);
		}
		this.keys[this.size] = key;
		this.slots[this.size] = slot;
		this.size++;
	}
}

/** A copy of `array` at least `length` long (doubling), new places set to `fill`. */
export function grown(array: Int32Array, length: number, fill: number): Int32Array<ArrayBuffer> {
	const bigger = new Int32Array(Math.max(length, array.length * 2)).fill(fill);
	bigger.set(array);
	return bigger;
}

/**
 * The keys under which a word is found, each a number: the word lightly
 * stemmed, and the pieces of a long word (so "Zahnarzttermine" and "Termine
 * beim Zahnarzt" meet). Kept per distinct word, which a note repeats far
 * more often than it writes new ones; numbers keep going for words first
 * seen in a query (they hold no entries).
 */
function stemKeys(language: Language | undefined): StemKeys {
	const stop = language === undefined ? null : LANGUAGE_WORDS[language].stop;
	const stemmed = (word: string) => (language === undefined ? word : stem(word, language));
	const ids = new Map<string, number>();
	const idOf = (key: string) => {
		let id = ids.get(key);
		if (id === undefined) {
			id = ids.size;
			ids.set(key, id);
		}
		return id;
	};
	const known = new Map<string, readonly number[]>();
	return {
		of(word) {
			let keys = known.get(word);
			if (keys === undefined) {
				keys = word.length < 3 || stop?.has(word) ? [] : [stemmed(word), ...compoundPieces(word).map(stemmed)].map(idOf);
				known.set(word, keys);
			}
			return keys;
		},
		count: () => ids.size,
	};
}

interface StemKeys {
	/** The word's keys. */
	of(word: string): readonly number[];
	/** How many keys have been given out. */
	count(): number;
}
