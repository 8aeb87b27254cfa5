/** A text store (journal, examples) held in memory: what was saved last is what loads; `failing` makes every save throw. */
export function memoryStore(initial: string | null = null, failing = false): { text: string | null; saves: number; load(): Promise<string | null>; save(text: string): Promise<void> } {
	const store = {
		text: initial,
		saves: 0,
		load: () => Promise.resolve(store.text),
		save(text: string) {
			if (failing) return Promise.reject(new Error("disk full"));
			store.text = text;
			store.saves++;
			return Promise.resolve();
		},
	};
	return store;
}
