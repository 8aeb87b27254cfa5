/**
 * Which entries leave a note that holds more than its cap. Category-aware:
 * an entry's category is its section heading; slots are shared out in
 * proportion to how many entries each category holds (largest remainder),
 * each category keeps at least one slot while there are enough slots to go
 * round, and within a category the oldest go first. Nothing is deleted here:
 * the caller moves the planned entries to the archive.
 */
import type { MemoryEntry } from "./entries";

/** Options for planEviction. */
export interface EvictionOptions {
	/** Entries that must stay (e.g. the ones a migration just wrote or touched); the note may then stay over its cap. */
	keep?: (entry: MemoryEntry) => boolean;
}

interface Category {
	entries: { entry: MemoryEntry; position: number }[];
	kept: number;
	slots: number;
}

/**
 * The entries to move out so that at most `cap` stay (more only when
 * `options.keep` insists), in document order. `entries` must be in document
 * order: position breaks ties between equal dates, and undated
 * (hand-written) entries count as older than any dated one. An entry's age is
 * its newest date — `[date]` or `last:` — so a fact proposed again last week
 * is not evicted as old. A cap below 1 (or not a finite number) means no cap.
 */
export function planEviction(entries: readonly MemoryEntry[], cap: number, options: EvictionOptions = {}): MemoryEntry[] {
	if (!Number.isFinite(cap) || cap < 1 || entries.length <= cap) return [];
	const limit = Math.floor(cap);
	const keep = options.keep ?? (() => false);
	const categories = new Map<string, Category>();
	entries.forEach((entry, position) => {
		const category = categories.get(entry.section) ?? { entries: [], kept: 0, slots: 0 };
		category.entries.push({ entry, position });
		if (keep(entry)) category.kept++;
		categories.set(entry.section, category);
	});
	allocateSlots([...categories.values()], limit);

	const evicted: { entry: MemoryEntry; position: number }[] = [];
	for (const category of categories.values()) {
		// Newest first; the ones the caller keeps take their slots before anything else.
		const ranked = [...category.entries].sort((a, b) => Number(keep(b.entry)) - Number(keep(a.entry)) || compareAge(b, a));
		evicted.push(...ranked.slice(category.slots));
	}
	return evicted.sort((a, b) => a.position - b.position).map(({ entry }) => entry);
}

/**
 * Sets `slots` on each category: at least its kept entries; at least one
 * when the slots left after those go round; the remaining slots in proportion
 * to category sizes (largest remainder), never more than a category holds.
 * The total is `cap` unless the kept entries alone exceed it.
 */
function allocateSlots(categories: Category[], cap: number): void {
	const kept = categories.reduce((sum, c) => sum + c.kept, 0);
	const withoutKept = categories.filter((c) => c.kept === 0).length;
	const oneEach = cap - kept >= withoutKept;
	const floorOf = (c: Category) => Math.max(c.kept, oneEach ? 1 : 0);
	const slotsAt = (lambda: number, c: Category) => Math.min(c.entries.length, Math.max(floorOf(c), Math.floor(lambda * c.entries.length)));
	const total = (lambda: number) => categories.reduce((sum, c) => sum + slotsAt(lambda, c), 0);
	if (total(0) >= cap) {
		for (const c of categories) c.slots = floorOf(c);
		return;
	}
	// Largest λ with Σ min(size, max(floor, ⌊λ·size⌋)) ≤ cap; λ = 1 keeps everything, which is over the cap.
	let low = 0;
	let high = 1;
	for (let i = 0; i < 60; i++) {
		const mid = (low + high) / 2;
		if (total(mid) <= cap) low = mid;
		else high = mid;
	}
	for (const c of categories) c.slots = slotsAt(low, c);
	let left = cap - categories.reduce((sum, c) => sum + c.slots, 0);
	// Categories held up by their floor already have more than their share: they get extra slots last.
	const pinned = (c: Category) => Number(c.slots > Math.floor(low * c.entries.length));
	const byRemainder = categories
		.filter((c) => c.slots < c.entries.length)
		.sort((a, b) => pinned(a) - pinned(b) || remainder(b, low) - remainder(a, low) || b.entries.length - a.entries.length);
	for (const c of byRemainder) {
		if (left <= 0) break;
		c.slots++;
		left--;
	}
}

function remainder(category: Category, lambda: number): number {
	const share = lambda * category.entries.length;
	return share - Math.floor(share);
}

/** Negative when `a` is older than `b`: undated before dated, then by newest date, then by position. */
function compareAge(a: { entry: MemoryEntry; position: number }, b: { entry: MemoryEntry; position: number }): number {
	const dateA = newestDate(a.entry);
	const dateB = newestDate(b.entry);
	if (dateA !== dateB) return dateA < dateB ? -1 : 1;
	return a.position - b.position;
}

function newestDate(entry: MemoryEntry): string {
	const date = entry.date ?? "";
	const last = entry.lastSeen ?? "";
	return last > date ? last : date;
}
