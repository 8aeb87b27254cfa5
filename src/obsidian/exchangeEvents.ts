import type { EventRef, TAbstractFile, Vault } from "obsidian";
import { normalizeVaultPath } from "../core/paths";

/**
 * Calls `changed` whenever the note at `exchangePath()` is modified,
 * created, deleted or renamed to or away from that path, by anyone (the
 * user, sync, another plugin, us). The path is read at each event, so a
 * settings change is followed. Returns the refs for `registerEvent`.
 */
export function onExchangeNoteChange(vault: Vault, exchangePath: () => string, changed: () => void): EventRef[] {
	const isExchange = (path: string) => path === normalizeVaultPath(exchangePath());
	const onFile = (file: TAbstractFile) => {
		if (isExchange(file.path)) changed();
	};
	return [
		vault.on("modify", onFile),
		vault.on("create", onFile),
		vault.on("delete", onFile),
		vault.on("rename", (file, oldPath) => {
			if (isExchange(file.path) || isExchange(oldPath)) changed();
		}),
	];
}
