/**
 * An index over one note's entries that answers "is there a near-duplicate
 * of this text?" and "does this text contradict an entry?" without comparing
 * against every entry.
 *
 * An inverted index maps each content word to the entries holding it. A
 * query takes its candidates from the lists of its rarest words, then
 * counts the words each candidate shares with the text from the
 * candidate's own word ids — never walking the long list of a common word.
 * So a query costs a few short lists, and adding n entries to a note of m
 * is near-linear, not n·m.
 *
 * One query looks at no more than 256 candidates, the newest entries holding
 * its rarest words: exact whenever fewer entries than that share those words
 * (always, for notes within the default caps), bounded in time beyond — in a
 * note where thousands of entries share every rare word of a text, an older
 * near-duplicate may go unseen and the text is appended instead.
 */
import { claimOf, type Claim } from "../similarity/contradiction";
import type { MemoryEntry } from "./entries";
import type { Language } from "../languages";
import { analyseText, comparisonKey, contentWords, dominantLanguage, WordMemo } from "../similarity/similarity";
import { compoundPieces, splitCompound } from "../similarity/compounds";
import { shapeOf, type StatementShape } from "../similarity/shape";
import { grown } from "../similarity/stemIndex";
import { prefixesOf, ProposalScreen, screenOf, type CountRule, type ScreenIds } from "./screen";

/** What the index keeps about a text: computed once per entry and once per query. */
export interface TextProfile {
	/** Content words and values (what word overlap compares). */
	words: ReadonlySet<string>;
	/** What contradiction checks compare. */
	claim: Claim;
	/** The text lowercase with white space collapsed (compared when there are no content words). */
	key: string;
	/** Words and values by role, for relation checks. */
	shape: StatementShape;
}

/**
 * An entry found near a text, with the index's profile of it. Its entry
 * and profile are read on first ask: relation checks rule most neighbours
 * out from their screens alone, and reading an entry's objects is a cache
 * miss or several.
 */
export class Neighbour {
	constructor(
		private readonly slots: readonly Slot[],
		private readonly slot: number,
		/** Content words and values it shares with the text (compound parts included). */
		readonly shared: number,
		/** Where its words as relation checks screen them (see screen.ts) start in the index's `screens`. */
		readonly screenAt: number,
	) {}

	/** The entry. */
	get entry(): MemoryEntry {
		return this.record.entry;
	}

	/** The index's profile of the entry. */
	get profile(): TextProfile {
		return this.record.profile;
	}

	private get record(): Slot {
		const record = this.slots[this.slot];
		if (record === undefined) throw new Error(`No entry at slot ${this.slot}`);
		return record;
	}
}

/** Profiles a text for index queries; `hint` is the note's language, `memo` keeps per-word work (see analyseText). */
export function profileText(text: string, hint?: Language, memo?: WordMemo): TextProfile {
	const analysis = analyseText(text, hint, memo);
	return { words: contentWords(analysis), claim: claimOf(analysis), key: comparisonKey(text), shape: shapeOf(analysis) };
}

interface Slot {
	entry: MemoryEntry;
	profile: TextProfile;
	ids: EntryIds;
}

/** An entry's words and the compound pieces of its subject words, as ids of a Vocabulary (see NoteIndex.add). */
export interface EntryIds {
	words: Int32Array;
	/** One id per piece of each subject word, repeats kept. */
	pieces: Int32Array;
	/** Its words as relation checks screen them (see screen.ts), made once it is a neighbour of a query. */
	screen?: Int32Array;
}

/**
 * Ids for the words and compound pieces of memory entries, shared by the
 * indexes built over them: an entry's ids, found once, serve every index
 * it is added to (exchange/relations.ts keeps one per language).
 */
export class Vocabulary implements ScreenIds {
	private readonly wordIds = new Map<string, number>();
	private readonly pieceIds = new Map<string, number>();
	private readonly prefixIds = new Map<string, number>();
	// Each word's pieces and beginnings, cut once: entries repeat their words.
	private readonly piecesOf = new Map<string, readonly number[]>();
	private readonly beginningsOf = new Map<string, readonly number[]>();

	/** How many word ids have been given out. */
	get size(): number {
		return this.wordIds.size;
	}

	/** A word's id, if any entry's ids hold it (or made, when `create`). */
	word(word: string, create = false): number | undefined {
		return create ? idFor(this.wordIds, word) : this.wordIds.get(word);
	}

	/** The id of a long word's beginning, as screen.ts asks for it. */
	prefix(prefix: string): number | undefined {
		return this.prefixIds.get(prefix);
	}

	/** The ids of a word's beginnings, as screen.ts keeps them for an entry. */
	prefixesOf(word: string): readonly number[] {
		let ids = this.beginningsOf.get(word);
		if (ids === undefined) {
			ids = prefixesOf(word).map((prefix) => idFor(this.prefixIds, prefix));
			this.beginningsOf.set(word, ids);
		}
		return ids;
	}

	/** How many piece ids have been given out. */
	get pieceCount(): number {
		return this.pieceIds.size;
	}

	/** A compound piece's id, if any entry's ids hold it. */
	piece(piece: string): number | undefined {
		return this.pieceIds.get(piece);
	}

	/** The ids of a profiled entry's words and of its subject words' pieces. */
	idsOf(profile: TextProfile): EntryIds {
		const pieces: number[] = [];
		for (const word of profile.claim.subject) pieces.push(...this.piecesOfWord(word));
		return { words: Int32Array.from(profile.words, (word) => idFor(this.wordIds, word)), pieces: Int32Array.from(pieces) };
	}

	private piecesOfWord(word: string): readonly number[] {
		let ids = this.piecesOf.get(word);
		if (ids === undefined) {
			ids = compoundPieces(word).map((piece) => idFor(this.pieceIds, piece));
			this.piecesOf.set(word, ids);
		}
		return ids;
	}
}

function idFor(ids: Map<string, number>, key: string): number {
	let id = ids.get(key);
	if (id === undefined) {
		id = ids.size;
		ids.set(key, id);
	}
	return id;
}

/** Most entries one query looks at (see countShared). */
const MAX_CANDIDATES = 256;
/** Scale of a ranking key's place (see mostShared): the bits below hold a slot's position among its count's. */
const ORDER_BITS = 2 ** 21;

/** Inverted index over the entries of one note (entries may be added and removed as a migration goes). */
export class NoteIndex {
	/** The note's language: short texts that do not show their own are read in it. */
	readonly language: Language | undefined;
	private readonly slots: Slot[] = [];
	private readonly slotOf = new Map<MemoryEntry, number>();
	private readonly vocabulary: Vocabulary;
	// Slots by word id; a word is known to the index once an entry added holds it.
	private readonly postings: (number[] | undefined)[] = [];
	// Each slot's word ids, one slot after the other in one array (where slot i's start at slotWordsStart[i]):
	// a query reads the ids of hundreds of candidates, and one array keeps them near each other in memory.
	private slotWords: Int32Array<ArrayBuffer> = new Int32Array(1024);
	private slotWordsStart: Int32Array<ArrayBuffer> = new Int32Array(65);
	// 1 for the word ids of the query being counted; all zero between queries.
	private marked = new Uint8Array(64);
	// Per piece id, how many of the query's words it is; all zero between queries.
	private pieceTimes = new Int32Array(64);
	// Slots by piece id (prefixes and suffixes of long words), so a text that writes a compound apart still finds it.
	private readonly pieces: (number[] | undefined)[] = [];
	private examinedCount = 0;
	// Per-word analysis, kept for the index's life: its texts repeat their words.
	private readonly words = new WordMemo();
	// Shared-word counts per slot during one query; always all zero between queries.
	private counts = new Int32Array(64);
	// 1 for a slot whose entry is still in the note.
	private live = new Uint8Array(64);
	private liveCount = 0;
	// Each slot's place in the note: what ties between equally good neighbours are settled by (the later entry first).
	private places = new Int32Array(64);
	// True while entries were added in note order: slot order is then place order, and ties sort as plain numbers.
	private placesFollowSlots = true;
	// While focused, a slot is a candidate only when its mark is the current focus round (see focus()).
	private focusMarks = new Int32Array(64);
	private focusRound = 0;
	private focused = false;
	// The slots in focus, in the order given.
	private focusList: number[] = [];
	// The screens of the slots that have been neighbours, one after the other (slot i's at screenAt[i], -1 before):
	// a query reads 32 of them, and one array keeps each to a cache miss rather than one per object on the way.
	private screenPool: Int32Array<ArrayBuffer> = new Int32Array(1024);
	private screenPoolEnd = 0;
	private screenAt = new Int32Array(64).fill(-1);
	// During mostShared: the best ranking keys of one count, best first, and that count's slots.
	private rankKeys = new Float64Array(64);
	private rankSlots = new Int32Array(64);

	/**
	 * Indexes the given entries (in document order). The note's language is
	 * `language` when given, else the one most entries are written in; the
	 * word ids come from `vocabulary` (one shared with other indexes over
	 * the same note's entries, or the index's own).
	 */
	constructor(entries: Iterable<MemoryEntry> = [], language?: Language, vocabulary = new Vocabulary()) {
		const list = [...entries];
		this.vocabulary = vocabulary;
		this.language = language ?? dominantLanguage(list.map((entry) => entry.text));
		for (const entry of list) this.add(entry);
	}

	/** Number of entries currently in the index. */
	get size(): number {
		return this.liveCount;
	}

	/** Profiles a text in the note's language (do it once when asking several questions about the same text). */
	profile(text: string): TextProfile {
		return profileText(text, this.language, this.words);
	}

	/**
	 * Adds an entry; `profile` and `ids` (from the index's vocabulary) may be
	 * passed when the caller already has them, and `place`, the entry's
	 * position in its note, when entries are not added in note order.
	 * Returns the entry's slot (what focus() takes).
	 */
	add(entry: MemoryEntry, profile: TextProfile = this.profile(entry.text), ids: EntryIds = this.vocabulary.idsOf(profile), place = this.slots.length): number {
		const known = this.slotOf.get(entry);
		if (known !== undefined) return known;
		const slot = this.slots.length;
		for (const id of ids.words) (this.postings[id] ??= []).push(slot);
		this.slots.push({ entry, profile, ids });
		this.storeWordIds(slot, ids.words);
		this.slotOf.set(entry, slot);
		this.liveCount++;
		for (const id of ids.pieces) (this.pieces[id] ??= []).push(slot);
		if (this.counts.length < this.slots.length) {
			const counts = new Int32Array(this.counts.length * 2);
			counts.set(this.counts);
			this.counts = counts;
			const live = new Uint8Array(this.live.length * 2);
			live.set(this.live);
			this.live = live;
			this.places = grown(this.places, this.live.length, 0);
			this.focusMarks = grown(this.focusMarks, this.live.length, 0);
			this.screenAt = grown(this.screenAt, this.live.length, -1);
		}
		this.live[slot] = 1;
		this.places[slot] = place;
		if (slot > 0 && place <= (this.places[slot - 1] ?? 0)) this.placesFollowSlots = false;
		return slot;
	}

	/**
	 * Limits the queries that follow to the entries in `slots` (as add()
	 * returned them), or lifts the limit (null). An index that grows as
	 * proposals come (see exchange/relations.ts) answers each proposal from
	 * the entries it chose for that proposal, so what earlier proposals
	 * brought in never changes a later one's relation lines.
	 */
	focus(slots: ArrayLike<number> | null): void {
		this.focused = slots !== null;
		this.focusList = [];
		if (slots === null) return;
		this.focusRound++;
		for (let i = 0; i < slots.length; i++) {
			const slot = slots[i] ?? -1;
			if (slot < 0 || slot >= this.slots.length || this.focusMarks[slot] === this.focusRound) continue;
			this.focusMarks[slot] = this.focusRound;
			this.focusList.push(slot);
		}
	}

	/** Whether a slot may answer a query: its entry is in the note, and in focus when the index is focused. */
	private candidate(slot: number): boolean {
		return this.live[slot] === 1 && (!this.focused || this.focusMarks[slot] === this.focusRound);
	}

	/** Removes an entry (superseded): later queries no longer find it. */
	delete(entry: MemoryEntry): void {
		const slot = this.slotOf.get(entry);
		if (slot === undefined || this.live[slot] === 0) return;
		this.live[slot] = 0;
		this.liveCount--;
	}

	/** A proposal's side of the relation screen (see screen.ts), in this index's word ids. */
	screen(profile: TextProfile, german: boolean, mayRelate: CountRule): ProposalScreen {
		return new ProposalScreen(profile, this.vocabulary, german, mayRelate);
	}

	/** The screens neighbours point into (see Neighbour.screenAt): valid until the next neighbours() query. */
	get screens(): Int32Array {
		return this.screenPool;
	}

	/** How many entries all neighbours() queries together have handed out: what relation checks cost. */
	get examined(): number {
		return this.examinedCount;
	}

	/**
	 * Live entries that share a word with `text`, or a compound part (either
	 * side may write the compound), best first by words shared: at most
	 * `limit`, picked from no more than 256 candidates (as countShared) plus
	 * `limit` found by compound pieces — so a query costs the same in a note
	 * of 100 entries or 100,000.
	 */
	neighbours(text: string | TextProfile, limit: number): Neighbour[] {
		const profile = typeof text === "string" ? this.profile(text) : text;
		const words = new Set(profile.words);
		const known = (part: string) => this.postingsOf(part) !== undefined;
		// The text's compounds, split into words the note knows.
		for (const word of profile.claim.subject) if (!known(word)) for (const part of splitCompound(word, known) ?? []) words.add(part);
		// Candidates keep their shared counts in `counts` until they are ranked, then the counts go back to zero.
		const counts = this.counts;
		const touched = words.size > 0 ? this.countShared(words) : [];
		// Entries whose compounds hold the text's words.
		if (this.focused) this.countPiecesInFocus(profile.claim.subject, touched);
		else this.countPiecesNewestFirst(profile.claim.subject, touched, limit);
		const ranked = this.mostShared(touched, limit);
		const out: Neighbour[] = [];
		for (const slot of ranked) {
			const screenAt = this.screenOfSlot(slot);
			if (screenAt >= 0) out.push(new Neighbour(this.slots, slot, counts[slot] ?? 0, screenAt));
		}
		for (const slot of touched) counts[slot] = 0;
		this.examinedCount += out.length;
		return out;
	}

	/**
	 * The `limit` slots of `slots` sharing most words (by `counts`), best
	 * first; ties: the later entry in the note (by `places`, or by slot
	 * while slots follow the note), then the order given. From the highest
	 * count down until there are enough, each count's best are kept as one
	 * number each in a short sorted run: a query has hundreds of candidates,
	 * most sharing a single word, and keeps a few dozen; sorting them all
	 * cost more than the rest of the ranking.
	 */
	private mostShared(slots: readonly number[], limit: number): number[] {
		const counts = this.counts;
		let most = 0;
		for (const slot of slots) most = Math.max(most, counts[slot] ?? 0);
		if (this.rankKeys.length < limit) this.rankKeys = new Float64Array(limit);
		if (this.rankSlots.length < slots.length) this.rankSlots = new Int32Array(Math.max(slots.length, this.rankSlots.length * 2));
		const best = this.rankKeys;
		const ranked: number[] = [];
		for (let shared = most; shared >= 0 && ranked.length < limit; shared--) {
			const room = limit - ranked.length;
			let kept = 0;
			let position = 0;
			for (const slot of slots) {
				if (counts[slot] !== shared) continue;
				// The slot's place, then its position among this count's slots reversed, in the bits below (exact: places are 32-bit, and a query has far fewer than 2^21 candidates).
				const key = (this.placesFollowSlots ? slot : (this.places[slot] ?? 0)) * ORDER_BITS + (ORDER_BITS - 1 - position);
				this.rankSlots[position++] = slot;
				if (kept === room && key < (best[kept - 1] ?? 0)) continue;
				let at = kept < room ? kept++ : kept - 1;
				for (; at > 0 && (best[at - 1] ?? 0) < key; at--) best[at] = best[at - 1] ?? 0;
				best[at] = key;
			}
			for (let k = 0; k < kept; k++) {
				const key = best[k] ?? 0;
				ranked.push(this.rankSlots[ORDER_BITS - 1 - (key - Math.floor(key / ORDER_BITS) * ORDER_BITS)] ?? 0);
			}
		}
		return ranked;
	}

	/**
	 * Live entries sharing a word of `words`, their number of shared words
	 * left in `counts` (the caller sets them back to zero). Candidates come
	 * from the query's rarest words, newest entries first, and at most
	 * MAX_CANDIDATES of them: in a note where thousands of entries share all
	 * of a text's rarest words, the older ones are not considered — time
	 * stays bounded per query.
	 */
	private countShared(words: ReadonlySet<string>): number[] {
		const lists: number[][] = [];
		const ids: number[] = [];
		for (const word of words) {
			const id = this.vocabulary.word(word);
			const slots = id === undefined ? undefined : this.postings[id];
			if (id === undefined || !slots) continue;
			lists.push(slots);
			ids.push(id);
		}
		if (this.focused) return this.countSharedInFocus(ids);
		// Candidates from the rarest words first, newest entries first, until there are enough.
		lists.sort((a, b) => a.length - b.length);
		const counts = this.counts;
		const touched: number[] = [];
		collect: for (const slots of lists) {
			for (let j = slots.length - 1; j >= 0; j--) {
				const slot = slots[j] ?? 0;
				if (counts[slot] !== 0 || !this.candidate(slot)) continue;
				if (touched.length >= MAX_CANDIDATES) break collect;
				touched.push(slot);
				counts[slot] = 1;
			}
		}
		// Then each candidate's shared words, from its own few word ids rather than from the (long) lists of common words.
		const marked = this.markWords(ids);
		for (const slot of touched) {
			let shared = 0;
			const end = this.slotWordsStart[slot + 1] ?? 0;
			for (let at = this.slotWordsStart[slot] ?? 0; at < end; at++) shared += marked[this.slotWords[at] ?? 0] ?? 0;
			counts[slot] = shared;
		}
		for (const id of ids) marked[id] = 0;
		return touched;
	}

	/**
	 * countShared for a focused index: every slot in focus sharing a word,
	 * read from the slots' own word ids (a few hundred), not from the word
	 * lists, which hold the whole index's entries.
	 */
	private countSharedInFocus(ids: readonly number[]): number[] {
		const marked = this.markWords(ids);
		const touched: number[] = [];
		for (const slot of this.focusList) {
			if (this.live[slot] === 0) continue;
			let shared = 0;
			const end = this.slotWordsStart[slot + 1] ?? 0;
			for (let at = this.slotWordsStart[slot] ?? 0; at < end; at++) shared += marked[this.slotWords[at] ?? 0] ?? 0;
			if (shared === 0) continue;
			this.counts[slot] = shared;
			touched.push(slot);
		}
		for (const id of ids) marked[id] = 0;
		return touched;
	}

	/** Adds 1 to the count of a slot per piece of its subject words that is one of `words`, from at most `limit` of the newest slots per word (new slots join `touched`). */
	private countPiecesNewestFirst(words: Iterable<string>, touched: number[], limit: number): void {
		const counts = this.counts;
		for (const word of words) {
			const piece = this.vocabulary.piece(word);
			const slots = (piece === undefined ? undefined : this.pieces[piece]) ?? [];
			let added = 0;
			for (let j = slots.length - 1; j >= 0 && added < limit; j--) {
				const slot = slots[j] ?? 0;
				if (!this.candidate(slot)) continue;
				const count = counts[slot] ?? 0;
				if (count === 0) touched.push(slot);
				counts[slot] = count + 1;
				added++;
			}
		}
	}

	/**
	 * Adds to the count of each slot in focus 1 per piece of its subject
	 * words that is one of `words` (new slots join `touched`): one walk over
	 * the slots' pieces, whatever the number of words.
	 */
	private countPiecesInFocus(words: Iterable<string>, touched: number[]): void {
		const pieces: number[] = [];
		for (const word of words) {
			const piece = this.vocabulary.piece(word);
			if (piece !== undefined) pieces.push(piece);
		}
		if (pieces.length === 0) return;
		// The pieces' lists of slots, when they are shorter than the pieces the slots in focus hold.
		let listed = 0;
		for (const piece of pieces) listed += this.pieces[piece]?.length ?? 0;
		if (this.focusHoldsMorePiecesThan(listed)) {
			for (const piece of pieces) {
				for (const slot of this.pieces[piece] ?? []) {
					if (!this.candidate(slot)) continue;
					if (this.counts[slot] === 0) touched.push(slot);
					this.counts[slot] = (this.counts[slot] ?? 0) + 1;
				}
			}
			return;
		}
		const times = this.markPieces(pieces, 1);
		for (const slot of this.focusList) {
			if (this.live[slot] === 0) continue;
			let count = 0;
			for (const held of this.slots[slot]?.ids.pieces ?? []) count += times[held] ?? 0;
			if (count === 0) continue;
			if (this.counts[slot] === 0) touched.push(slot);
			this.counts[slot] = (this.counts[slot] ?? 0) + count;
		}
		this.markPieces(pieces, -1);
	}

	/**
	 * Whether the slots in focus hold more than `limit` compound pieces,
	 * counted only as far as that: reading each slot's pieces is a cache
	 * miss or three, and most queries have no pieces to count.
	 */
	private focusHoldsMorePiecesThan(limit: number): boolean {
		let held = 0;
		for (const slot of this.focusList) {
			held += this.slots[slot]?.ids.pieces.length ?? 0;
			if (held > limit) return true;
		}
		return false;
	}

	/** `pieceTimes` with `step` added at each of `pieces` (a query's pieces are marked, then unmarked with -1). */
	private markPieces(pieces: readonly number[], step: number): Int32Array {
		if (this.pieceTimes.length < this.vocabulary.pieceCount) this.pieceTimes = new Int32Array(Math.max(this.vocabulary.pieceCount, this.pieceTimes.length * 2));
		for (const piece of pieces) this.pieceTimes[piece] = (this.pieceTimes[piece] ?? 0) + step;
		return this.pieceTimes;
	}

	/** The slots holding a word, once an entry added holds it. */
	private postingsOf(word: string): number[] | undefined {
		const id = this.vocabulary.word(word);
		return id === undefined ? undefined : this.postings[id];
	}

	/** Where a slot's screen starts in screenPool, put there when the slot is first a neighbour. */
	private screenOfSlot(slot: number): number {
		const known = this.screenAt[slot] ?? -1;
		if (known >= 0) return known;
		const record = this.slots[slot];
		if (record === undefined) return -1;
		// Most entries added are never a neighbour: their screens are made when they first are (and kept with their ids, which other indexes share).
		const screen = (record.ids.screen ??= screenOf(record.profile, this.vocabulary));
		const at = this.screenPoolEnd;
		if (at + screen.length > this.screenPool.length) this.screenPool = grown(this.screenPool, at + screen.length, 0);
		this.screenPool.set(screen, at);
		this.screenPoolEnd = at + screen.length;
		this.screenAt[slot] = at;
		return at;
	}

	/** Keeps the word ids of a new slot (the last one) at the end of slotWords. */
	private storeWordIds(slot: number, ids: Int32Array): void {
		const start = this.slotWordsStart[slot] ?? 0;
		if (start + ids.length > this.slotWords.length) this.slotWords = grown(this.slotWords, start + ids.length, 0);
		if (slot + 2 > this.slotWordsStart.length) this.slotWordsStart = grown(this.slotWordsStart, slot + 2, 0);
		this.slotWords.set(ids, start);
		this.slotWordsStart[slot + 1] = start + ids.length;
	}

	/** `marked` with 1 at each of `ids` (the caller sets them back to zero). */
	private markWords(ids: readonly number[]): Uint8Array {
		if (this.marked.length < this.vocabulary.size) this.marked = new Uint8Array(Math.max(this.vocabulary.size, this.marked.length * 2));
		for (const id of ids) this.marked[id] = 1;
		return this.marked;
	}
}
