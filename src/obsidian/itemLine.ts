/**
 * The line (0-based) of `note` that holds an item's text — its first line,
 * for an item wrapped over several — or null when no line holds it any more
 * (the item was rewritten, completed away or moved to another note).
 */
export function itemLine(note: string, item: string): number | null {
	const wanted = item.split("\n", 1)[0]!.trim();
	if (wanted === "") return null;
	const index = note.split(/\r?\n/).findIndex((line) => line.includes(wanted));
	return index < 0 ? null : index;
}
