/**
 * Turns a note's bytes into text, refusing what we could not write back
 * unchanged: bytes that are not UTF-8 (a Latin-1 `Café` would come back as
 * U+FFFD) and binary files (NUL bytes). The BOM is kept as U+FEFF so that
 * writing the text back keeps it too.
 */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The note's text; throws a clear error naming the note when it is binary or not valid UTF-8. */
export function decodeNoteText(notePath: string, bytes: Uint8Array): string {
	if (bytes.includes(0)) throw new Error(`${notePath} looks like a binary file (it contains NUL bytes), not a text note; it was left as it is.`);
	try {
		return strictUtf8.decode(bytes);
	} catch {
		throw new Error(`${notePath} is not valid UTF-8 text (Latin-1 or another older encoding?); it was left as it is. Save it as UTF-8 to let annotation-memory read and edit it.`);
	}
}
