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
import { LANGUAGE_WORDS } from "./language";
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
		// The stems of each word written, per text; the key lists are shared per distinct word.
		const written: (readonly number[])[] = [];
		const starts = new Int32Array(texts.length + 1);
		texts.forEach((text, slot) => {
			starts[slot] = written.length;
			for (const word of wordsOf(fold(text))) written.push(keys.of(word));
		});
		starts[texts.length] = written.length;
		const stems = keys.count();
		// A text that repeats a stem counts once: `last` holds the latest text each stem was counted for.
		const last = new Int32Array(stems);
		const eachStem = (visit: (stem: number, slot: number) => void) => {
			last.fill(-1);
			for (let slot = 0; slot < texts.length; slot++) {
				const end = starts[slot + 1] ?? 0;
				for (let at = starts[slot] ?? 0; at < end; at++) {
					for (const key of written[at] ?? []) {
						if (last[key] === slot) continue;
						last[key] = slot;
						visit(key, slot);
					}
				}
			}
		};
		const offsets = new Int32Array(stems + 1);
		eachStem((key) => {
			offsets[key + 1] = (offsets[key + 1] ?? 0) + 1;
		});
		for (let key = 0; key < stems; key++) offsets[key + 1] = (offsets[key + 1] ?? 0) + (offsets[key] ?? 0);
		const slots = new Int32Array(offsets[stems] ?? 0);
		const next = offsets.slice(0, stems);
		eachStem((key, slot) => {
			const at = next[key] ?? 0;
			slots[at] = slot;
			next[key] = at + 1;
		});
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
