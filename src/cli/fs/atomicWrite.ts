import { promises as fs, constants as fsConstants, type Stats } from "node:fs";
import * as nodePath from "node:path";
import { temporaryFileName } from "./temporaryFiles";

/** How a write is named in messages and when it may go ahead. */
export interface AtomicWriteOptions {
	/** The name messages use (the note's vault path); the file path when absent. */
	label?: string;
	/**
	 * Asked right before the rename, once the new text is safely on disk.
	 * False abandons the write: the temporary file is removed, the file is
	 * left as it is, and `writeAtomic` returns false.
	 */
	stillCurrent?: () => Promise<boolean>;
}

/**
 * Writes a file so that a crash leaves either the old or the new text, never
 * half of one: a temporary file in the same folder, flushed to disk, renamed
 * over the file, then the folder flushed so the rename itself survives a
 * power cut. The file keeps its mode and owner (a 0600 note stays 0600); a
 * new file gets the usual default mode. A read-only file is refused, never
 * replaced. Returns false only when `stillCurrent` stopped the write.
 */
export async function writeAtomic(file: string, text: string, options: AtomicWriteOptions = {}): Promise<boolean> {
	const label = options.label ?? file;
	const folder = nodePath.dirname(file);
	const existing = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
		if (error.code === "ENOENT") return null;
		throw new Error(`Could not write ${label}: ${error.message}`);
	});
	if (existing) await refuseUnwritable(file, existing, label);
	const temporary = nodePath.join(folder, temporaryFileName(nodePath.basename(file)));
	try {
		await fs.mkdir(folder, { recursive: true });
		// An existing note's text is never readable by more people than before, not even while it is written.
		const handle = await fs.open(temporary, "wx", existing ? 0o600 : 0o666);
		try {
			await handle.writeFile(text, "utf8");
			if (existing) await keepModeAndOwner(handle, existing, label);
			await handle.sync();
		} finally {
			await handle.close();
		}
		if (options.stillCurrent && !(await options.stillCurrent())) {
			await fs.rm(temporary, { force: true });
			return false;
		}
		await fs.rename(temporary, file);
	} catch (error) {
		await fs.rm(temporary, { force: true });
		throw error instanceof RefusedWrite ? error : new Error(`Could not write ${label}: ${(error as Error).message}`);
	}
	await syncFolder(folder, label);
	return true;
}

/** A refusal whose message is already complete (the catch-all must not wrap it again). */
class RefusedWrite extends Error {}

async function refuseUnwritable(file: string, stat: Stats, label: string): Promise<void> {
	if (!stat.isFile()) throw new Error(`Could not write ${label}: it is not a regular file.`);
	// The mode bits, not only access(): a superuser may write anything, but a note its owner made read-only stays so.
	const writable = (stat.mode & 0o222) !== 0 && (await fs.access(file, fsConstants.W_OK).then(() => true, () => false));
	if (!writable) throw new Error(`${label} is read-only; it was left as it is. Make it writable to let annotation-memory edit it.`);
}

async function keepModeAndOwner(handle: fs.FileHandle, before: Stats, label: string): Promise<void> {
	const now = await handle.stat();
	if (now.uid !== before.uid || now.gid !== before.gid) {
		try {
			await handle.chown(before.uid, before.gid);
		} catch {
			throw new RefusedWrite(`${label} belongs to another user or group, and the edited note could not keep that owner; it was left as it is.`);
		}
	}
	// After chown, which may clear set-id bits.
	await handle.chmod(before.mode & 0o7777);
}

/** Flushes a folder's entries (the rename) to disk; a platform that cannot open folders (Windows) is left to its own guarantees. */
async function syncFolder(folder: string, label: string): Promise<void> {
	let handle: fs.FileHandle | null = null;
	try {
		handle = await fs.open(folder, "r");
		await handle.sync();
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code !== "EISDIR" && code !== "EINVAL" && code !== "EPERM" && code !== "EBADF" && code !== "EACCES") throw new Error(`${label} was written, but its folder could not be flushed to disk: ${(error as Error).message}`);
	} finally {
		await handle?.close();
	}
}
