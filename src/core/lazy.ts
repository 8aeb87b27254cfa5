/**
 * Work done on first use instead of when the module loads: the plugin's
 * modules all load when Obsidian starts, and most tables (cue lists, their
 * regexes, date parsers) are only needed once a note holds an annotation.
 */

/** A value built by `create` on the first call, and the same value on every later call. */
export function lazy<T>(create: () => T): () => T {
	let value: T;
	let built = false;
	return () => {
		if (!built) {
			value = create();
			built = true;
		}
		return value;
	};
}

/** A record whose entries are each built on first read (by `create`), then kept: a table per key that is read like a plain object. */
export function lazyRecord<K extends string, V>(keys: readonly K[], create: (key: K) => V): Readonly<Record<K, V>> {
	const record = {} as Record<K, V>;
	for (const key of keys) {
		const entry = lazy(() => create(key));
		Object.defineProperty(record, key, { get: entry, enumerable: true });
	}
	return record;
}
