/**
 * Stable 8-hex-digit id for a proposal: the same note path, item text and
 * annotation text always give the same id, so processing an annotation twice
 * never produces a second proposal. White space differences do not count.
 */
export function proposalId(notePath: string, item: string, annotation: string): string {
	const norm = (s: string) => s.replace(/\s+/g, " ").trim();
	return fnv1a32(`${norm(notePath)}\u0000${norm(item)}\u0000${norm(annotation)}`);
}

/** Id for an entry or proposal that came without one (hand-written blocks). */
export function textId(text: string): string {
	return fnv1a32(text.replace(/\s+/g, " ").trim().toLowerCase());
}

/** 32-bit FNV-1a over UTF-16 code units, as 8 lowercase hex digits. */
export function fnv1a32(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(16).padStart(8, "0");
}
