/**
 * Stable 16-hex-digit id for a proposal: the same note path, item text and
 * annotation text always give the same id, so processing an annotation twice
 * never produces a second proposal. White space differences do not count.
 * 64 bits, because with 32 a new annotation could meet an archived one's id
 * (and be taken for it) in a vault of a few ten thousand entries.
 */
export function proposalId(notePath: string, item: string, annotation: string): string {
	const norm = (s: string) => s.replace(/\s+/g, " ").trim();
	return fnv1a64(`${norm(notePath)}\u0000${norm(item)}\u0000${norm(annotation)}`);
}

/**
 * The id (8 hex digits) a kept annotation's marker carries: a hash of the
 * annotation's text alone (white space differences do not count). Fixing
 * the item leaves it as it is, so the annotation is not decided again while
 * the user still has to delete it; editing the annotation changes it.
 */
export function keptId(annotation: string): string {
	return fnv1a32(annotation.replace(/\s+/g, " ").trim());
}

/** Id (16 hex digits) for an entry or proposal that came without one (hand-written blocks). */
export function textId(text: string): string {
	return fnv1a64(text.replace(/\s+/g, " ").trim().toLowerCase());
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

const TWO_TO_32 = 0x1_0000_0000;

/**
 * 64-bit FNV-1a over UTF-16 code units, as 16 lowercase hex digits.
 * Computed on two 32-bit halves rather than BigInt, which is many times
 * slower: the prime is 2^40 + 0x1b3, so a multiplication is the low half
 * times 0x1b3 (exact in a double, below 2^41) plus the low half shifted
 * into the high one.
 */
export function fnv1a64(text: string): string {
	let high = 0xcbf29ce4;
	let low = 0x84222325;
	for (let i = 0; i < text.length; i++) {
		low = (low ^ text.charCodeAt(i)) >>> 0;
		const product = low * 0x1b3;
		const carry = Math.floor(product / TWO_TO_32);
		high = (Math.imul(high, 0x1b3) + carry + (low << 8)) >>> 0;
		low = product >>> 0;
	}
	return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}
