/**
 * Work kept for the inputs asked about last: the plugin runs pass after pass
 * against notes that have not changed in between, and what was worked out
 * from a note's text holds as long as the text is the same.
 */

/** `create(key)`, built again only for a key not among the `size` asked for most recently. */
export function keptForRecent<K, V>(size: number, create: (key: K) => V): (key: K) => V {
	const kept = new Map<K, V>();
	return (key) => {
		const known = kept.get(key);
		// Re-inserted, a key moves to the end: the Map's order is the order of last use.
		if (known !== undefined) kept.delete(key);
		const value = known ?? create(key);
		kept.set(key, value);
		for (const stale of kept.keys()) {
			if (kept.size <= size) break;
			kept.delete(stale);
		}
		return value;
	};
}
